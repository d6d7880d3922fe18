package movegen

import "math/bits"

// On the sparse board most of an attack table's directions are plain
// leaps (a knight's, a hawk's), each of which attackedSparse would test by
// reading one square. Nearly all those squares are empty, so the leaps are
// kept as rows of bits over the window's rank masks instead: for a target
// far enough from the window's edges, one mask operation per row finds
// every occupied leap square, and only those are read.

// leapMax bounds the offsets |dx|, |dy| of the leaps sparseLeaps holds.
const (
	leapMax  = 7
	leapSpan = 2*leapMax + 1
)

// sparseLeaps is an attack table's directions split for the sparse board:
// the plain leaps (a direction that reaches one square and is not a ride,
// offsets within leapMax) as rows of bits, and the other directions.
type sparseLeaps struct {
	// r is the largest |dx| or |dy| of a leap (0: no leaps).
	r uint32
	// rows[dy+r] has bit dx+r set for each leap whose attacker stands at
	// the target plus (dx, dy).
	rows [leapSpan]uint64
	// types[(dy+r)·leapSpan + dx+r] holds the types attacking from there.
	types [leapSpan * leapSpan]uint32
	// leaps are the directions the rows hold, for a target near the
	// window's edges or outside it; other are the rest, in dirs' order.
	leaps, other []attackDir
	// live lists the rows that hold a leap.
	live liveRows
}

// liveRows lists the rows of a leap pattern that hold a leap, so that the
// loops over a piece's leaps skip the empty ones (a hawk's rows ±1, a
// knight's middle row).
type liveRows struct {
	// n counts the rows listed; row[j] is the index (dy + r) of the j-th
	// and bits[j] its bits, j < n.
	n    uint32
	row  [leapRowsCap]uint32
	bits [leapRowsCap]uint64
}

// leapRowsCap is the size of liveRows' arrays, a power of two at least
// leapSpan, so that an index masked by leapRowsCap−1 needs no bounds check.
const leapRowsCap = 16

// setLive fills lr from rows, whose rows 0..2r are used.
func (lr *liveRows) setLive(rows *[leapSpan]uint64, r uint32) {
	*lr = liveRows{}
	for i := uint32(0); i <= 2*r && i < leapSpan; i++ {
		if rows[i] != 0 {
			lr.row[lr.n], lr.bits[lr.n] = i, rows[i]
			lr.n++
		}
	}
}

// compileSparseLeaps fills tab.spLeaps from tab.dirs.
func (tab *attackTable) compileSparseLeaps() {
	sl := &tab.spLeaps
	*sl = sparseLeaps{}
	isLeap := func(d *attackDir) bool {
		return !d.long && d.far == 0 && len(d.near) == 1 &&
			abs32(d.back.X) <= leapMax && abs32(d.back.Y) <= leapMax
	}
	for i := range tab.dirs {
		if d := &tab.dirs[i]; isLeap(d) {
			sl.r = max(sl.r, uint32(abs32(d.back.X)), uint32(abs32(d.back.Y)))
		}
	}
	for i := range tab.dirs {
		d := &tab.dirs[i]
		if !isLeap(d) {
			sl.other = append(sl.other, *d)
			continue
		}
		sl.leaps = append(sl.leaps, *d)
		row, col := uint32(d.back.Y+int32(sl.r)), uint32(d.back.X+int32(sl.r))
		sl.rows[row] |= 1 << col
		sl.types[row*leapSpan+col] |= d.near[0]
	}
	sl.live.setLive(&sl.rows, sl.r)
}

// leapAttacks reports whether a piece of by on one of the squares the
// rows of sl hold, other than ignore, attacks the square (lx, ly) of the
// window, which lies at least sl.r squares from each of its edges.
func (w *window) leapAttacks(sl *sparseLeaps, lx, ly uint32, by Color, ignore Coord) bool {
	r := sl.r
	x0, y0 := (lx-r)&(winSize-1), ly-r
	lr := &sl.live
	for j := uint32(0); j < lr.n; j++ {
		i := lr.row[j&(leapRowsCap-1)]
		y := (y0 + i) & (winSize - 1)
		for m := w.rank[y] >> x0 & lr.bits[j&(leapRowsCap-1)]; m != 0; m &= m - 1 {
			b := uint32(bits.TrailingZeros64(m))
			q := w.sq[(y<<winBits|(x0+b))&(winArea-1)]
			if q.Color() == by && sl.types[(i*leapSpan+b)%(leapSpan*leapSpan)]>>q.Type()&1 != 0 &&
				(Coord{w.x0 + int32(x0+b), w.y0 + int32(y)}) != ignore {
				return true
			}
		}
	}
	return false
}

// rowsFit reports whether the rows of sl fit around the square
// (lx, ly) inside the window.
func (sl *sparseLeaps) rowsFit(lx, ly uint32) bool {
	r := sl.r
	return lx-r <= winSize-1-2*r && ly-r <= winSize-1-2*r
}

// leapCheckers notes in ci (addCheck) every piece of them that attacks the
// royal piece on king, the square (lx, ly) of the window, by a leap the
// rows of sl hold; they fit there.
func (w *window) leapCheckers(sl *sparseLeaps, lx, ly uint32, king Coord, them Color, ci *checkInfo) {
	r := sl.r
	x0, y0 := (lx-r)&(winSize-1), ly-r
	lr := &sl.live
	for j := uint32(0); j < lr.n; j++ {
		i := lr.row[j&(leapRowsCap-1)]
		y := (y0 + i) & (winSize - 1)
		for m := w.rank[y] >> x0 & lr.bits[j&(leapRowsCap-1)]; m != 0; m &= m - 1 {
			b := uint32(bits.TrailingZeros64(m))
			q := w.sq[(y<<winBits|(x0+b))&(winArea-1)]
			if q.Color() == them && sl.types[(i*leapSpan+b)%(leapSpan*leapSpan)]>>q.Type()&1 != 0 {
				back := Vec{int32(b) - int32(r), int32(i) - int32(r)}
				ci.addCheck(king.Add(back), back, 1)
			}
		}
	}
}
