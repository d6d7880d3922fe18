package movegen

// The prime leaper (the Huygens of Chess on an Infinite Plane) leaps
// orthogonally to any prime distance of at least 5 (5, 7, 11, 13, …),
// jumping over everything, and captures the same way. Its captures are found
// through the sparse board's line index and a deterministic primality test,
// never by walking; on a mailbox board the distances are short enough to
// try directly.

// minPrimeLeap is the shortest leap.
const minPrimeLeap = 5

// primeTableSize bounds the numbers whose primality a table holds: the
// leaps near the pieces, which open-plane generation tests by the hundred.
const primeTableSize = 1 << 16

// smallPrimeBits has bit n set for every prime n < primeTableSize (a sieve
// of Eratosthenes, computed once; it never changes).
var smallPrimeBits = func() (t [primeTableSize / 64]uint64) {
	for n := 2; n < primeTableSize; n++ {
		t[n>>6] |= 1 << (n & 63)
	}
	t[0] &^= 3 // 0 and 1
	for n := 2; n*n < primeTableSize; n++ {
		if t[n>>6]>>(n&63)&1 != 0 {
			for m := n * n; m < primeTableSize; m += n {
				t[m>>6] &^= 1 << (m & 63)
			}
		}
	}
	return t
}()

// isPrime reports whether n is prime: from the table below primeTableSize,
// else by millerRabin.
func isPrime(n int64) bool {
	if uint64(n) < primeTableSize {
		return smallPrimeBits[n>>6]>>(n&63)&1 != 0
	}
	return millerRabin(n)
}

// millerRabin is a deterministic Miller–Rabin test, exact for every n < 2^32
// (the bases 2, 7 and 61 suffice there).
func millerRabin(n int64) bool {
	if n < 2 {
		return false
	}
	for _, p := range [...]int64{2, 3, 5, 7, 11, 13, 61} {
		if n%p == 0 {
			return n == p
		}
	}
	d, r := n-1, 0
	for d%2 == 0 {
		d /= 2
		r++
	}
	for _, a := range [...]int64{2, 7, 61} {
		x := powMod(a, d, n)
		if x == 1 || x == n-1 {
			continue
		}
		composite := true
		for i := 1; i < r; i++ {
			x = x * x % n
			if x == n-1 {
				composite = false
				break
			}
		}
		if composite {
			return false
		}
	}
	return true
}

// powMod computes a^e mod m for m < 2^32 without overflow.
func powMod(a, e, m int64) int64 {
	r := int64(1)
	a %= m
	for e > 0 {
		if e&1 == 1 {
			r = r * a % m
		}
		a = a * a % m
		e >>= 1
	}
	return r
}

// primeLeapDistance reports whether a prime leaper on from attacks to: the
// two squares share a rank or file at a prime distance of at least 5.
func primeLeapDistance(from, to Coord) bool {
	var d int64
	switch {
	case from.X == to.X:
		d = int64(to.Y) - int64(from.Y)
	case from.Y == to.Y:
		d = int64(to.X) - int64(from.X)
	default:
		return false
	}
	if d < 0 {
		d = -d
	}
	return d >= minPrimeLeap && isPrime(d)
}

// orthogonal are the four orthogonal steps, clockwise from straight up.
var orthogonal = [4]Vec{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}

// genPrime adds the prime leaper's moves. Inside a finite border every prime
// distance up to the border is tried; on an open plane the quiet leaps are
// the search candidates of candidateLeaps and the captures come from the
// line index.
func (p *Position) genPrime(ml *MoveList, prog *Program, from Coord, first int) {
	enemy := &p.v.enemy[p.side]
	for _, d := range orthogonal {
		limit := stepLimit(p.bounds(), from, d)
		if p.candidateMode() {
			p.genPrimeOpen(ml, prog, from, d, limit)
			continue
		}
		for t := int32(minPrimeLeap); t <= limit; t++ {
			if !isPrime(int64(t)) {
				continue
			}
			to := from.Add(d.Scale(t))
			if pc := p.At(to); pc == Empty || enemy[pc] {
				p.addMove(ml, prog, from, to, Normal, Coord{})
			}
		}
	}
}

// primeAttacks reports whether the prime leaper on from attacks target.
func primeAttacks(from, target Coord) bool { return primeLeapDistance(from, target) }
