package movegen

import "math/bits"

// Bitboards for mailbox boards of at most 128 squares. The mailbox array
// stays the board of record; beside it each side's occupancy is kept as a
// 128-bit set, so that the moves of plain leapers and sliders can be
// counted or listed from per-square tables (bits_prog.go) instead of walked
// square by square. A square's bit is its rank from the board's lower edge
// times the width plus its file from the left edge, so along any ray the
// bits grow exactly when the mailbox indexes do.
//
// The occupancy is kept up to date by the square writers (put, remove and
// relocate in position.go), through which every change of a mailbox board
// goes: Make, Unmake, formation moves and setting up a position alike.

// maxBitSquares is the largest board (in squares) that gets bitboards.
const maxBitSquares = 128

// noBit marks a mailbox index that is not a square of the board.
const noBit = 0xff

// bits128 is a set of squares of a board of at most 128 squares: bit i of
// lo is square i, bit i of hi square 64 + i.
type bits128 struct{ lo, hi uint64 }

// bitAt is the set holding square s alone.
func bitAt(s uint8) bits128 {
	if s < 64 {
		return bits128{lo: 1 << s}
	}
	return bits128{hi: 1 << (s - 64)}
}

func (a bits128) or(b bits128) bits128     { return bits128{a.lo | b.lo, a.hi | b.hi} }
func (a bits128) and(b bits128) bits128    { return bits128{a.lo & b.lo, a.hi & b.hi} }
func (a bits128) andNot(b bits128) bits128 { return bits128{a.lo &^ b.lo, a.hi &^ b.hi} }
func (a bits128) xor(b bits128) bits128    { return bits128{a.lo ^ b.lo, a.hi ^ b.hi} }
func (a bits128) empty() bool              { return a.lo|a.hi == 0 }
func (a bits128) count() int               { return bits.OnesCount64(a.lo) + bits.OnesCount64(a.hi) }

// upTo is every square up to the set's lowest one, included (every square
// for an empty set).
func (a bits128) upTo() bits128 {
	if a.lo != 0 {
		return bits128{lo: a.lo ^ (a.lo - 1)}
	}
	return bits128{lo: ^uint64(0), hi: a.hi ^ (a.hi - 1)}
}

// downFrom is every square from the set's highest one up, included (every
// square for an empty set).
func (a bits128) downFrom() bits128 {
	if a.hi != 0 {
		return bits128{hi: ^uint64(0) << (63 - bits.LeadingZeros64(a.hi))}
	}
	return bits128{lo: ^uint64(0) << (63 - bits.LeadingZeros64(a.lo|1)), hi: ^uint64(0)}
}

// bitGeo is the bitboard geometry of one mailbox board: which bit each
// mailbox index is, which index each bit is, and the king zone around each
// index. mailboxGeo holds one when the board has at most maxBitSquares
// squares.
type bitGeo struct {
	n     int                  // squares on the board
	bitOf [mailboxSize]uint8   // noBit off the board
	index [maxBitSquares]int32 // the mailbox index of each bit
	zone  [mailboxSize]bits128 // the squares within one king step of an index
	// mask[s] is bitAt(s), looked up where a branch would cost more.
	mask [maxBitSquares]bits128
}

// newBitGeo builds the bitboard geometry of a board with edges b, nil when
// it has more than maxBitSquares squares.
func newBitGeo(b Bounds) *bitGeo {
	w, h := int64(b.Width()), int64(b.Height())
	if w <= 0 || h <= 0 || w*h > maxBitSquares || w > MaxMailboxSide || h > MaxMailboxSide {
		return nil
	}
	g := &bitGeo{n: int(w * h)}
	for i := range g.bitOf {
		g.bitOf[i] = noBit
	}
	base := mailboxBase(b)
	for y := b.Y0; y <= b.Y1; y++ {
		for x := b.X0; x <= b.X1; x++ {
			i := base + y*mailboxStride + x
			s := uint8(int64(y-b.Y0)*w + int64(x-b.X0))
			g.bitOf[i] = s
			g.index[s] = i
			g.mask[s] = bitAt(s)
		}
	}
	for i := range g.zone {
		var z bits128
		for dy := int32(-1); dy <= 1; dy++ {
			for dx := int32(-1); dx <= 1; dx++ {
				j := int32(i) + dy*mailboxStride + dx
				if j >= 0 && j < mailboxSize && g.bitOf[j] != noBit {
					z = z.or(bitAt(g.bitOf[j]))
				}
			}
		}
		g.zone[i] = z
	}
	return g
}

// zoneBits is the set of squares within one king step of the mailbox index
// ci (empty for an index outside the array).
func (g *bitGeo) zoneBits(ci int32) bits128 {
	if uint32(ci) >= mailboxSize {
		return bits128{}
	}
	return g.zone[ci]
}

// occupancy returns the bitboards of both sides' pieces. The board must
// have a bitGeo.
func (p *Position) occupancy() *[2]bits128 { return &p.mb.occ }

// bitsToggle flips the mailbox index i in side c's occupancy, which the
// square writers call once the board holds the piece put there (or Empty
// where one was removed): piece remembers what stood there before.
func (mb *mailbox) bitsToggle(c Color, i int32) {
	s := mb.bits.bitOf[i]
	b := bitAt(s)
	old, now := mb.piece[s&(maxBitSquares-1)], mb.sq[i]
	mb.occ[c] = mb.occ[c].xor(b)
	if old != Empty {
		t := &mb.byType[c][old.Type()&MaxPieceTypes]
		*t = t.xor(b)
	}
	if now != Empty {
		t := &mb.byType[c][now.Type()&MaxPieceTypes]
		*t = t.xor(b)
	}
	mb.piece[s&(maxBitSquares-1)] = now
}

// bitsMove moves side c's piece from the mailbox index fi to ti in the
// occupancy, once the board holds it on ti (perhaps promoted or unpromoted).
// Both indexes are squares of the board.
func (mb *mailbox) bitsMove(c Color, fi, ti int32) {
	g := mb.bits
	sf, st := g.bitOf[fi]&(maxBitSquares-1), g.bitOf[ti]&(maxBitSquares-1)
	bf, bt := g.mask[sf], g.mask[st]
	old, now := mb.piece[sf], mb.sq[ti]
	mb.occ[c&1] = mb.occ[c&1].xor(bf.xor(bt))
	// The same type twice (no promotion) takes both flips, as it must.
	o := &mb.byType[c&1][old.Type()&MaxPieceTypes]
	*o = o.xor(bf)
	n := &mb.byType[c&1][now.Type()&MaxPieceTypes]
	*n = n.xor(bt)
	mb.piece[sf] = Empty
	mb.piece[st] = now
}

// lowestBit is the number of the lowest set bit of o, which is not zero
// (for code where a variable named bits hides the package).
func lowestBit(o uint64) int { return bits.TrailingZeros64(o) }
