package movegen

// The lines that rayCandidates crosses through the pieces are the same for
// every ray of every piece in one position. candCache holds them, sorted by
// line key, for the sparse board's current contents: it is rebuilt on the
// first ray after the board changed (sparse.version), so one node builds it
// once however many rays its pieces have. The lines through the kings'
// neighbourhoods need no cache: in each family they are a run of
// consecutive keys (kingRuns).

// cachedPieces bounds the pieces whose lines the cache holds; a board with
// more falls back to crossing every piece's lines ray by ray.
const cachedPieces = 256

type candCache struct {
	built uint64 // 1 + the board version it describes; 0: never built
	ok    bool   // every piece's lines are held
	np    int
	piece [lineFamilies][cachedPieces]int64 // sorted, with repeats
	// order[f][i] is the piece (an index into White's list then Black's)
	// whose key is piece[f][i]; n0 is how many White pieces there were. A
	// rebuild with the same lists' lengths gathers the keys in this order,
	// nearly sorted already, so the sort has little to do.
	order [lineFamilies][cachedPieces]uint16
	n0    int
	// coords is scratch for a rebuild: White's pieces then Black's.
	coords [cachedPieces]Coord
	// index[f] looks keys up in piece[f][:np].
	index [lineFamilies]keyIndex
}

// candidateCache returns the cache for p's current board, bringing it up
// to date if the board changed since it was built: when the lists have the
// lengths they had then and only a few pieces moved, by moving those
// pieces' keys (catchUp), else by a rebuild.
func (p *Position) candidateCache() *candCache {
	c := &p.sp.cand
	if c.built == p.sp.version+1 {
		return c
	}
	n0, np := len(p.list[0]), len(p.list[0])+len(p.list[1])
	if c.built != 0 && c.ok && np == c.np && n0 == c.n0 && c.catchUp(p.list[0], p.list[1]) {
		c.built = p.sp.version + 1
		return c
	}
	c.built = p.sp.version + 1
	c.ok = np <= cachedPieces
	if !c.ok {
		return c
	}
	oldNp, oldN0 := c.np, c.n0
	c.np, c.n0 = np, n0
	all := &c.coords
	copy(all[copy(all[:], p.list[0]):], p.list[1])
	for f := 0; f < lineFamilies; f++ {
		if oldNp != np || oldN0 != n0 {
			remapOrder(&c.order[f], oldNp, oldN0, np, n0)
		}
		keys, order := c.piece[f][:np], c.order[f][:np]
		gatherKeys(f, keys, order, all)
		sortKeys(keys, order)
		c.index[f].build(keys)
	}
	return c
}

// catchUpMax is how many moved pieces catchUp handles; more rebuild.
const catchUpMax = 8

// catchUp brings the keys up to date with the lists white and black, of
// the lengths the cache was built for, when at most catchUpMax of their
// slots hold another square than coords records: each such piece's key
// moves to its place in every family's sorted keys. It reports false,
// changing nothing, when more moved. The order hint stays a permutation.
func (c *candCache) catchUp(white, black []Coord) bool {
	var moved [catchUpMax]int
	n, ok := movedSlots(white, c.coords[:len(white)], 0, &moved, 0)
	if !ok {
		return false
	}
	if n, ok = movedSlots(black, c.coords[c.n0:c.n0+len(black)], c.n0, &moved, n); !ok {
		return false
	}
	for _, j := range moved[:n] {
		old := c.coords[j&(cachedPieces-1)]
		q := black[max(j-c.n0, 0)]
		if j < c.n0 {
			q = white[j]
		}
		olds, news := lineKeys(old), lineKeys(q)
		for f := 0; f < lineFamilies; f++ {
			a, b := olds[f], news[f]
			replaceKey(c.piece[f][:c.np], a, b, &c.index[f])
			c.index[f].replace(a, b)
		}
		c.coords[j&(cachedPieces-1)] = q
	}
	for f := range c.index {
		if x := &c.index[f]; !x.ok {
			x.build(c.piece[f][:c.np])
		}
	}
	return true
}

// movedSlots appends to moved[:n] base + i for each i where list and was
// differ (they are as long), and returns the new count, or false when more
// than catchUpMax would be. Runs of eight equal entries, the usual case,
// are passed over with one comparison of their memory.
func movedSlots(list, was []Coord, base int, moved *[catchUpMax]int, n int) (int, bool) {
	was = was[:len(list)]
	i := 0
	for ; i+8 <= len(list); i += 8 {
		if [8]Coord(list[i:i+8]) == [8]Coord(was[i:i+8]) {
			continue
		}
		for j := i; j < i+8; j++ {
			if list[j] != was[j] {
				if n == catchUpMax {
					return n, false
				}
				moved[n] = base + j
				n++
			}
		}
	}
	for ; i < len(list); i++ {
		if list[i] != was[i] {
			if n == catchUpMax {
				return n, false
			}
			moved[n] = base + i
			n++
		}
	}
	return n, true
}

// replaceKey replaces one instance of a in the sorted keys by b, keeping
// them sorted (a must be among them); x indexes the keys as they were.
func replaceKey(keys []int64, a, b int64, x *keyIndex) {
	i := x.firstAbove(keys, a-1) // the first a
	switch {
	case b > a:
		j := x.firstAbove(keys, b) // keys[i+1:j] lie in a..b
		copy(keys[i:j-1], keys[i+1:j])
		keys[j-1] = b
	case b < a:
		j := x.firstAbove(keys, b-1) // keys[j:i] lie in b..a−1
		copy(keys[j+1:i+1], keys[j:i])
		keys[j] = b
	}
}

// remapOrder carries an order built for lists of oldN0 White and oldNp −
// oldN0 Black pieces over to lists of n0 and np − n0 (a capture or its
// undoing changed a length): every slot that still exists keeps its place,
// the new slots go last. The result is a permutation of 0..np−1, nearly
// sorted by key again, so that the insertion sort stays short.
func remapOrder(order *[cachedPieces]uint16, oldNp, oldN0, np, n0 int) {
	var have [cachedPieces / 64]uint64
	k := 0
	for _, o := range order[:oldNp] {
		j := int(o)
		if j < oldN0 {
			if j >= n0 {
				continue // that White slot is gone
			}
		} else if j = n0 + j - oldN0; j >= np {
			continue // that Black slot is gone
		}
		order[k] = uint16(j)
		have[j>>6] |= 1 << (j & 63)
		k++
	}
	for j := 0; j < np; j++ {
		if have[j>>6]>>(j&63)&1 == 0 {
			order[k] = uint16(j)
			k++
		}
	}
}

// gatherKeys sets keys[i] to the key of the family's line through the
// piece all[order[i]] (lineKey, with the family chosen once).
func gatherKeys(f int, keys []int64, order []uint16, all *[cachedPieces]Coord) {
	keys = keys[:len(order)]
	switch f {
	case rankLine:
		for i, o := range order {
			keys[i] = int64(all[o&(cachedPieces-1)].Y)
		}
	case fileLine:
		for i, o := range order {
			keys[i] = int64(all[o&(cachedPieces-1)].X)
		}
	case diagLine:
		for i, o := range order {
			q := all[o&(cachedPieces-1)]
			keys[i] = int64(q.X) - int64(q.Y)
		}
	default:
		for i, o := range order {
			q := all[o&(cachedPieces-1)]
			keys[i] = int64(q.X) + int64(q.Y)
		}
	}
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

// lineKeys returns lineKey(f, q) for every family f, with no switch.
func lineKeys(q Coord) [lineFamilies]int64 {
	x, y := int64(q.X), int64(q.Y)
	return [lineFamilies]int64{rankLine: y, fileLine: x, diagLine: x - y, antiLine: x + y}
}

// rayDens returns rayDen(f, d) for every family f, with no switch.
func rayDens(d Vec) [lineFamilies]int64 { return lineKeys(Coord(d)) }

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

// stepsWithin returns the whole t0..t1 with den·t in a..b (den ≠ 0): for a
// king's run in rayCandidates, where the unit dens need no call.
func stepsWithin(a, b, den int64) (t0, t1 int64) {
	if den < 0 {
		a, b, den = -b, -a, -den
	}
	if den == 2 {
		return (a + 1) >> 1, b >> 1
	}
	return ceilDiv(a, den), floorDiv(b, den)
}

// kingWidth[f] is how many lines of family f cross a 3×3 neighbourhood.
var kingWidth = [lineFamilies]int64{rankLine: 3, fileLine: 3, diagLine: 5, antiLine: 5}

// topCrossings merges into best (sorted, at most crossCap long) the
// crossings of the ray with the pieces' lines of family f (keys sorted),
// nearest first, keeping the crossCap smallest, repeats included; it stops
// at the first crossing that could not enter. A crossing enters while it
// is at most cut: the limit (and 2·MaxCoord), and once best is full, one
// less than its largest entry. The unit dens (every queen ray but the
// diagonals across the other diagonal family) need no division. x indexes
// the keys.
func topCrossings(keys []int64, x *keyIndex, fk, den int64, limit int32, best *[crossCap]int32, nb int) int {
	lim := min(int64(limit), 2*MaxCoord)
	cut := lim
	if nb == crossCap {
		cut = min(lim, int64(best[crossCap-1])-1)
	}
	n := 0
	try := func(t int64) bool {
		if t > cut {
			return false
		}
		j := min(nb, crossCap-1)
		for ; j > 0 && best[j-1] > int32(t); j-- {
			best[j] = best[j-1]
		}
		best[j] = int32(t)
		if nb < crossCap {
			nb++
		}
		if nb == crossCap {
			cut = min(lim, int64(best[crossCap-1])-1)
		}
		n++
		return true
	}
	switch {
	case den == 1:
		for i := x.firstAbove(keys, fk); i < len(keys) && n < crossCap; i++ {
			if !try(keys[i] - fk) {
				break
			}
		}
	case den == -1:
		for i := x.firstAbove(keys, fk-1) - 1; i >= 0 && n < crossCap; i-- {
			if !try(fk - keys[i]) {
				break
			}
		}
	case den > 0:
		for i := x.firstAbove(keys, fk); i < len(keys) && n < crossCap; i++ {
			if t, ok := exactDiv(keys[i]-fk, den); ok && !try(t) {
				break
			}
		}
	default:
		for i := x.firstAbove(keys, fk-1) - 1; i >= 0 && n < crossCap; i-- {
			if t, ok := exactDiv(keys[i]-fk, den); ok && !try(t) {
				break
			}
		}
	}
	return nb
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
