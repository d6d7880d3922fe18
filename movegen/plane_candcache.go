package movegen

// The lines that rayCandidates crosses (those through the kings and their
// neighbours and the lines of every piece) are the
// same for every ray of every piece in one position. candCache holds them,
// sorted by line key, for the sparse board's current contents: it is rebuilt
// on the first ray after the board changed (sparse.version), so one node
// builds it once however many rays its pieces have.

// cachedPieces bounds the pieces whose lines the cache holds; a board with
// more falls back to crossing every piece's lines ray by ray.
const cachedPieces = 256

// kingKeys bounds the distinct line keys of one family through both kings'
// 3×3 neighbourhoods (five diagonals each).
const kingKeys = 10

type candCache struct {
	built uint64 // 1 + the board version it describes; 0: never built
	ok    bool   // every piece's lines are held
	nk    [lineFamilies]int
	king  [lineFamilies][kingKeys]int64
	np    int
	piece [lineFamilies][cachedPieces]int64 // sorted, with repeats
	// order[f][i] is the piece (an index into White's list then Black's)
	// whose key is piece[f][i]; n0 is how many White pieces there were. A
	// rebuild with the same lists' lengths gathers the keys in this order,
	// nearly sorted already, so the sort has little to do.
	order [lineFamilies][cachedPieces]uint16
	n0    int
}

// candidateCache returns the cache for p's current board, rebuilding it if
// the board changed since it was built.
func (p *Position) candidateCache() *candCache {
	c := &p.sp.cand
	if c.built == p.sp.version+1 {
		return c
	}
	c.built = p.sp.version + 1
	for f := 0; f < lineFamilies; f++ {
		c.nk[f] = 0
	}
	for col := Color(0); col < 2; col++ {
		if !p.hasK[col] {
			continue
		}
		k := p.royal[col]
		for _, r := range kingRing {
			q := k.Add(r)
			for f := 0; f < lineFamilies; f++ {
				c.addKingKey(f, lineKey(f, q))
			}
		}
	}
	n0, np := len(p.list[0]), len(p.list[0])+len(p.list[1])
	c.ok = np <= cachedPieces
	if !c.ok {
		return c
	}
	same := c.np == np && c.n0 == n0
	c.np, c.n0 = np, n0
	for f := 0; f < lineFamilies; f++ {
		keys, order := c.piece[f][:np], c.order[f][:np]
		for i := range order {
			if !same {
				order[i] = uint16(i)
			}
			j := int(order[i])
			if j < n0 {
				keys[i] = lineKey(f, p.list[0][j])
			} else {
				keys[i] = lineKey(f, p.list[1][j-n0])
			}
		}
		sortKeys(keys, order)
	}
	return c
}

// lineKey is the key of the line of family f through q (as lineOf).
func lineKey(f int, q Coord) int64 {
	switch f {
	case rankLine:
		return int64(q.Y)
	case fileLine:
		return int64(q.X)
	case diagLine:
		return int64(q.X) - int64(q.Y)
	}
	return int64(q.X) + int64(q.Y)
}

// rayDen is how far the line key of family f moves per step d.
func rayDen(f int, d Vec) int64 {
	switch f {
	case rankLine:
		return int64(d.Y)
	case fileLine:
		return int64(d.X)
	case diagLine:
		return int64(d.X) - int64(d.Y)
	}
	return int64(d.X) + int64(d.Y)
}

func (c *candCache) addKingKey(f int, key int64) {
	for i := 0; i < c.nk[f]; i++ {
		if c.king[f][i] == key {
			return
		}
	}
	c.king[f][c.nk[f]] = key
	c.nk[f]++
}

// sortKeys sorts a short list of keys in place, with order alongside
// (insertion sort: fast on the nearly sorted lists it gets).
func sortKeys(a []int64, order []uint16) {
	for i := 1; i < len(a); i++ {
		v, o := a[i], order[i]
		j := i
		for ; j > 0 && a[j-1] > v; j-- {
			a[j], order[j] = a[j-1], order[j-1]
		}
		a[j], order[j] = v, o
	}
}

// crossAt returns the step t at which the ray whose line key of one family
// starts at fk and moves den per step meets the line key, if it meets it
// at a whole step t with 1 ≤ t ≤ min(limit, 2·MaxCoord) (as crossing).
func crossAt(key, fk, den int64, limit int32) (int32, bool) {
	t, ok := exactDiv(key-fk, den)
	if !ok || t < 1 || t > 2*MaxCoord || t > int64(limit) {
		return 0, false
	}
	return int32(t), true
}

// pieceCrossings appends to best the crossCap smallest crossing distances of
// the ray with the pieces' lines of family f (keys sorted), smallest first.
func pieceCrossings(keys []int64, fk, den int64, limit int32, best []int32) []int32 {
	n := 0
	if den > 0 {
		i := firstAbove(keys, fk)
		for ; i < len(keys) && n < crossCap; i++ {
			t, ok := exactDiv(keys[i]-fk, den)
			if !ok {
				continue
			}
			if t > 2*MaxCoord || t > int64(limit) {
				break
			}
			best = append(best, int32(t))
			n++
		}
		return best
	}
	for i := firstAbove(keys, fk-1) - 1; i >= 0 && n < crossCap; i-- {
		t, ok := exactDiv(keys[i]-fk, den)
		if !ok {
			continue
		}
		if t > 2*MaxCoord || t > int64(limit) {
			break
		}
		best = append(best, int32(t))
		n++
	}
	return best
}

// firstAbove returns the index of the first key greater than k.
func firstAbove(keys []int64, k int64) int {
	lo, hi := 0, len(keys)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if keys[m] <= k {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// sortDedup sorts a increasingly and drops repeats, returning the new
// length.
func sortDedup(a []int32) int {
	sortDists(a)
	n := 0
	for i, v := range a {
		if i == 0 || v != a[n-1] {
			a[n] = v
			n++
		}
	}
	return n
}
