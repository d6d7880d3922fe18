package movegen

// raySquares is checkSquares (attack_mbcache.go) for the simple rays of a
// side with complex pieces, on the variant's own board of at most
// maxBitSquares squares: per square the types that would attack the
// opponent's royal piece from there along a simple ray as the board
// stands, and the squares on the royal piece's lines but leaps. A plain
// move whose From lies on none of those lines checks by a simple ray
// exactly when its piece (or promotion) is of a type in To's entry, as
// quickGivesCheck decides; complexCheckPlan asks it first.
type raySquares struct {
	types [maxBitSquares]uint32
	lines bits128
}

// fill fills s for the side to move of p, whose attack table is tab,
// against the royal piece on the mailbox index ki, walking each direction
// as fillCheckSquares does (markRayTypes); false when the direction tables
// have no rays for the board (then s is not to be used).
func (s *raySquares) fill(p *Position, tab *attackTable, ki int32) bool {
	b := &p.mb.sq
	bitOf := &p.mb.bits.bitOf
	kb := bitOf[ki]
	s.lines = bits128{}
	for i := range tab.mbLines {
		rays := tab.mbLines[i].rays
		if rays == nil || int(kb) >= len(rays) {
			return false
		}
		s.lines = s.lines.or(rays[kb])
	}
	s.types = [maxBitSquares]uint32{}
	markRayTypes(&s.types, b, bitOf, ki, tab.mb)
	return true
}

// decides reports whether s decides the simple rays of a move from the
// mailbox index fi (From on none of the royal piece's lines but leaps).
func (s *raySquares) decides(p *Position, fi int32) bool {
	b := p.mb.bits.bitOf[fi]
	if b < 64 {
		return s.lines.lo>>b&1 == 0
	}
	return s.lines.hi>>(b&63)&1 == 0
}

// checks reports whether a piece of type t on the mailbox index ti attacks
// the royal piece by a simple ray (s deciding the move).
func (s *raySquares) checks(p *Position, ti int32, t PieceType) bool {
	return s.types[p.mb.bits.bitOf[ti]&(maxBitSquares-1)]>>(t&MaxPieceTypes)&1 != 0
}
