package movegen

// keyIndex answers firstAbove for one family's sorted line keys in the
// candidate cache with one table read instead of a binary search: the
// rays of a node look up every family's keys once or twice each, while the
// pieces' lines of one family mostly lie within a few dozen keys of each
// other. It holds while the keys span fewer than keyIndexSpan values.
type keyIndex struct {
	// ok: the table describes the keys; all of them lie in lo..lo+keyIndexSpan−1.
	ok bool
	lo int64
	// n is how many keys there are; above[k−lo] is firstAbove(keys, k).
	n     int
	above [keyIndexSpan]uint16
}

// keyIndexSpan is the range of keys a keyIndex covers, a power of two.
const keyIndexSpan = 128

// build makes x describe keys (sorted), centring its range on them, or
// leaves it not ok when they span too many values.
func (x *keyIndex) build(keys []int64) {
	x.ok, x.n = false, len(keys)
	if len(keys) == 0 || keys[len(keys)-1]-keys[0] >= keyIndexSpan {
		return
	}
	lo := keys[0] - (keyIndexSpan-1-(keys[len(keys)-1]-keys[0]))/2
	i := 0
	for k := range x.above {
		for i < len(keys) && keys[i] <= lo+int64(k) {
			i++
		}
		x.above[k] = uint16(i)
	}
	x.ok, x.lo = true, lo
}

// firstAbove is firstAbove(keys, k) for the keys x was built for (and
// kept up to date with).
func (x *keyIndex) firstAbove(keys []int64, k int64) int {
	if !x.ok {
		return firstAbove(keys, k)
	}
	d := k - x.lo
	switch {
	case d < 0:
		return 0
	case d >= keyIndexSpan:
		return x.n
	}
	return int(x.above[d&(keyIndexSpan-1)])
}

// replace brings x up to date with its keys after one key a among them
// became b, or makes it not ok when b lies outside its range.
func (x *keyIndex) replace(a, b int64) {
	if !x.ok {
		return
	}
	if uint64(b-x.lo) >= keyIndexSpan {
		x.ok = false
		return
	}
	// above[k] counts the keys at most k: a's removal lowers it from a
	// on, b's arrival raises it from b on.
	for k := a - x.lo; k < b-x.lo; k++ {
		x.above[k&(keyIndexSpan-1)]--
	}
	for k := b - x.lo; k < a-x.lo; k++ {
		x.above[k&(keyIndexSpan-1)]++
	}
}
