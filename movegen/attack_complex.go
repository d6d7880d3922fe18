package movegen

import "math/bits"

// attackedByComplexMailbox is attackedByComplex on the mailbox board,
// where the pieces' codes are read from the board.
func (p *Position) attackedByComplexMailbox(tab *attackTable, c Coord, by Color, ignore Coord) bool {
	if p.mb.bits != nil {
		return p.attackedByComplexBits(tab, c, by, ignore)
	}
	return p.attackedByComplexList(tab, c, by, ignore)
}

// attackedByComplexList is attackedByComplexMailbox walking the piece
// list, on a board without bitboards.
func (p *Position) attackedByComplexList(tab *attackTable, c Coord, by Color, ignore Coord) bool {
	// How many complex pieces there are, so the walk can stop after the
	// last.
	left := 0
	for t := tab.complexTypes; t != 0; t &= t - 1 {
		left += int(p.count[by][bits.TrailingZeros32(t)])
	}
	mb := p.mb
	ci := mb.index(c)
	for _, from := range p.list[by] {
		if left == 0 {
			return false
		}
		if tab.blockLines && !onBlockLines(from, c) {
			continue // decided without looking at the piece
		}
		fi := mb.index(from)
		pc := mb.sq[fi]
		if tab.complexTypes>>pc.Type()&1 == 0 {
			continue
		}
		left--
		if p.complexAttacks(tab, from, pc, fi, ci, c, ignore) {
			return true
		}
	}
	return false
}

// attackedByComplexBits is attackedByComplexMailbox on a board with
// bitboards: the complex pieces are found from the occupancy by type,
// without walking the piece list (the answer does not depend on the order
// in which they are asked).
func (p *Position) attackedByComplexBits(tab *attackTable, c Coord, by Color, ignore Coord) bool {
	mb := p.mb
	g := mb.bits
	ci := mb.index(c)
	for ts := tab.complexTypes; ts != 0; ts &= ts - 1 {
		occ := mb.byType[by][bits.TrailingZeros32(ts)&MaxPieceTypes]
		for w, word := range [2]uint64{occ.lo, occ.hi} {
			for ; word != 0; word &= word - 1 {
				fi := g.index[w*64+bits.TrailingZeros64(word)]
				from := mb.coords[fi]
				if tab.blockLines && !onBlockLines(from, c) {
					continue
				}
				if p.complexAttacks(tab, from, mb.sq[fi], fi, ci, c, ignore) {
					return true
				}
			}
		}
	}
	return false
}

// complexAttacks is attackedByComplexMailbox's test of one complex piece
// pc on from (the mailbox index fi) against c (the index ci).
func (p *Position) complexAttacks(tab *attackTable, from Coord, pc Piece, fi, ci int32, c, ignore Coord) bool {
	if !p.mayAttack(pc, fi, ci) {
		return false
	}
	if tab.formationOnly>>pc.Type()&1 != 0 && !pc.Unmoved() {
		return (tab.blockLines || onBlockLines(from, c)) && p.formationAt(from, pc) && p.formationAttacks(from, c, ignore)
	}
	return p.pieceAttacks(from, pc, c, ignore)
}
