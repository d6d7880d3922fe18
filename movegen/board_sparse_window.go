package movegen

import "math/bits"

// The sparse board keeps the squares of a 64×64 window, placed over the
// pieces when the position is set up, in plain arrays: what stands on each
// square (Offboard outside the board's bounds), the piece's list slot, and
// one occupancy bit mask per rank, file and diagonal crossing the window.
// Only pieces outside the window go into the hash table and the line
// indexes. Most games are played near where they start, so most squares
// are read with one array load, most moves update a few words, and the
// nearest piece along a queen line is a bit scan — while a piece a million
// squares away still costs one hash probe and one line-index look-up.

const (
	winBits = 6
	winSize = 1 << winBits
	winArea = winSize * winSize
	winDiag = 2*winSize - 1 // diagonals (and anti-diagonals) crossing the window
)

// window is the dense part of the sparse board.
type window struct {
	x0, y0 int32 // the lower-left square
	sq     [winArea]Piece
	slot   [winArea]int32
	rank   [winSize]uint64     // rank[ly] has bit lx set for an occupied square
	file   [winSize]uint64     // file[lx] has bit ly
	diag   [2 * winSize]uint64 // diag[lx-ly+winSize-1] has bit lx (the last entry is unused)
	anti   [2 * winSize]uint64 // anti[lx+ly] has bit lx
	// The same masks of the squares outside the board's bounds (walls).
	wallRank, wallFile [winSize]uint64
	wallDiag, wallAnti [2 * winSize]uint64
	// walled: some square of the window lies outside the bounds.
	walled bool
}

// place puts the window's lower-left corner on (x0, y0) over an empty
// board with bounds b: squares outside b read Offboard.
func (w *window) place(x0, y0 int32, b Bounds) {
	*w = window{x0: x0, y0: y0}
	for i := range w.sq {
		c := Coord{x0 + int32(i&(winSize-1)), y0 + int32(i>>winBits)}
		if !b.Contains(c) {
			w.sq[i] = Offboard
			w.walled = true
			lx, ly := i&(winSize-1), i>>winBits
			w.wallRank[ly] |= 1 << lx
			w.wallFile[lx] |= 1 << ly
			w.wallDiag[lx-ly+winSize-1] |= 1 << lx
			w.wallAnti[lx+ly] |= 1 << lx
		}
	}
}

// first returns the distance from the square from to the first piece
// along the unit queen step d when that piece stands inside the window
// (found). in says whether from lies inside the window: then a piece found
// is the nearest of all (the ray leaves the window once), and none found
// means none along d unless some piece stands outside the window.
func (w *window) first(from Coord, d Vec) (k int32, found, in bool) {
	lx, ly := uint32(from.X-w.x0), uint32(from.Y-w.y0)
	if lx|ly >= winSize {
		return 0, false, false
	}
	var m uint64
	pos := lx
	up := d.X > 0
	switch {
	case d.Y == 0:
		m = w.rank[ly]
	case d.X == 0:
		m, pos, up = w.file[lx], ly, d.Y > 0
	case d.X == d.Y:
		m = w.diag[(lx-ly+winSize-1)&(2*winSize-1)]
	default:
		m = w.anti[(lx+ly)&(2*winSize-1)]
	}
	k, _, found = scanFrom(m, pos, up)
	return k, found, true
}

// extent measures the ray from + t·d, d a unit queen step, for a square
// from inside the window, when the first piece or wall along it lies inside
// the window too (ok): free is how many squares the ray may take (at most
// max when max > 0), and blocked says whether a piece stands k steps away
// (whether or not within max). Otherwise ok is false: the ray leaves the
// window, and the line index and the bounds must decide.
func (w *window) extent(from Coord, d Vec, max int32) (free, k int32, blocked, ok bool) {
	lx, ly := uint32(from.X-w.x0), uint32(from.Y-w.y0)
	if lx|ly >= winSize {
		return 0, 0, false, false
	}
	var occ, wall uint64
	pos := lx
	up := d.X > 0
	switch {
	case d.Y == 0:
		occ, wall = w.rank[ly], w.wallRank[ly]
	case d.X == 0:
		occ, wall, pos, up = w.file[lx], w.wallFile[lx], ly, d.Y > 0
	case d.X == d.Y:
		i := (lx - ly + winSize - 1) & (2*winSize - 1)
		occ, wall = w.diag[i], w.wallDiag[i]
	default:
		i := (lx + ly) & (2*winSize - 1)
		occ, wall = w.anti[i], w.wallAnti[i]
	}
	m := occ | wall
	var b uint32
	if up {
		m &^= (2 << pos) - 1
		if m == 0 {
			return 0, 0, false, false
		}
		b = uint32(bits.TrailingZeros64(m))
		k = int32(b - pos)
	} else {
		m &= (1 << pos) - 1
		if m == 0 {
			return 0, 0, false, false
		}
		b = uint32(63 - bits.LeadingZeros64(m))
		k = int32(pos - b)
	}
	free = k - 1
	if max > 0 && max < free {
		free = max
	}
	return free, k, wall>>b&1 == 0, true
}

// index returns the array index of c, false when c lies outside the window.
// The subtraction may wrap around, but only for squares more than 2^31
// apart, which it leaves far outside.
func (w *window) index(c Coord) (int32, bool) {
	lx, ly := uint32(c.X-w.x0), uint32(c.Y-w.y0)
	return int32((ly<<winBits | lx) & (winArea - 1)), lx|ly < winSize
}

// get returns what stands on c when c lies inside the window.
func (w *window) get(c Coord) (Piece, bool) {
	lx, ly := uint32(c.X-w.x0), uint32(c.Y-w.y0)
	return w.sq[(ly<<winBits|lx)&(winArea-1)], lx|ly < winSize
}

// flip toggles the occupancy bits of the square with index i.
func (w *window) flip(i int32) {
	lx, ly := i&(winSize-1), i>>winBits
	w.rank[ly] ^= 1 << lx
	w.file[lx] ^= 1 << ly
	w.diag[lx-ly+winSize-1] ^= 1 << lx
	w.anti[lx+ly] ^= 1 << lx
}

// line returns the occupancy mask of the family's line through c, where c
// lies on it (bit b stands for position b + base on the line), false when
// the line misses the window.
func (w *window) line(c Coord, family int) (mask uint64, pos int64, ok bool) {
	lx, ly := int64(c.X)-int64(w.x0), int64(c.Y)-int64(w.y0)
	switch family {
	case rankLine:
		if ly < 0 || ly >= winSize {
			return 0, 0, false
		}
		return w.rank[ly], lx, true
	case fileLine:
		if lx < 0 || lx >= winSize {
			return 0, 0, false
		}
		return w.file[lx], ly, true
	case diagLine:
		i := lx - ly + winSize - 1
		if i < 0 || i >= winDiag {
			return 0, 0, false
		}
		return w.diag[i], lx, true
	}
	i := lx + ly
	if i < 0 || i >= winDiag {
		return 0, 0, false
	}
	return w.anti[i], lx, true
}

// nearest returns the distance from c to the nearest piece inside the
// window along the family's line, toward larger positions when up.
func (w *window) nearest(c Coord, family int, up bool) (int32, bool) {
	mask, pos, ok := w.line(c, family)
	if !ok || mask == 0 {
		return 0, false
	}
	if up {
		if pos >= winSize-1 {
			return 0, false
		}
		if pos >= 0 {
			mask &^= (2 << uint(pos)) - 1 // keep the bits above pos
		}
		if mask == 0 {
			return 0, false
		}
		return int32(int64(bits.TrailingZeros64(mask)) - pos), true
	}
	if pos <= 0 {
		return 0, false
	}
	if pos < winSize {
		mask &= (1 << uint(pos)) - 1 // keep the bits below pos
	}
	if mask == 0 {
		return 0, false
	}
	return int32(pos - int64(63-bits.LeadingZeros64(mask))), true
}

// appendLine appends to buf, in increasing order, the positions on the
// family's line key of the pieces inside the window.
func (w *window) appendLine(buf []int32, family int, key int64) []int32 {
	var mask uint64
	var base int64
	x0, y0 := int64(w.x0), int64(w.y0)
	switch family {
	case rankLine:
		if ly := key - y0; ly >= 0 && ly < winSize {
			mask, base = w.rank[ly], x0
		}
	case fileLine:
		if lx := key - x0; lx >= 0 && lx < winSize {
			mask, base = w.file[lx], y0
		}
	case diagLine:
		if i := key - (x0 - y0) + winSize - 1; i >= 0 && i < winDiag {
			mask, base = w.diag[i], x0
		}
	default:
		if i := key - (x0 + y0); i >= 0 && i < winDiag {
			mask, base = w.anti[i], x0
		}
	}
	for ; mask != 0; mask &= mask - 1 {
		buf = append(buf, int32(base+int64(bits.TrailingZeros64(mask))))
	}
	return buf
}

// lineMasks holds the occupancy and wall masks of the four lines through
// one square of the window, and the square's position (bit) on each, so
// that every queen ray from that square is a bit scan.
type lineMasks struct {
	occ, wall [lineFamilies]uint64
	pos       [lineFamilies]uint32
}

// masksAt fills lm for the square at (lx, ly) of the window.
func (w *window) masksAt(lx, ly uint32, lm *lineMasks) {
	lx, ly = lx&(winSize-1), ly&(winSize-1)
	i, j := (lx-ly+winSize-1)&(2*winSize-1), (lx+ly)&(2*winSize-1)
	lm.occ = [lineFamilies]uint64{w.rank[ly], w.file[lx], w.diag[i], w.anti[j]}
	lm.wall = [lineFamilies]uint64{w.wallRank[ly], w.wallFile[lx], w.wallDiag[i], w.wallAnti[j]}
	lm.pos = [lineFamilies]uint32{lx, ly, lx, lx}
}

// queenFamily returns the line family of the unit queen step d and whether
// it walks toward larger positions.
func queenFamily(d Vec) (int, bool) {
	switch {
	case d.Y == 0:
		return rankLine, d.X > 0
	case d.X == 0:
		return fileLine, d.Y > 0
	case d.X == d.Y:
		return diagLine, d.X > 0
	}
	return antiLine, d.X > 0
}

// scanFrom returns the distance from bit pos to the nearest set bit of m
// above it (up) or below it, and that bit.
func scanFrom(m uint64, pos uint32, up bool) (int32, uint32, bool) {
	if up {
		if m &^= (2 << pos) - 1; m == 0 {
			return 0, 0, false
		}
		b := uint32(bits.TrailingZeros64(m))
		return int32(b - pos), b, true
	}
	if m &= (1 << pos) - 1; m == 0 {
		return 0, 0, false
	}
	b := uint32(63 - bits.LeadingZeros64(m))
	return int32(pos - b), b, true
}
