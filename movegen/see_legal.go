package movegen

// keepLegalOn keeps, in order, the legal moves of ml: pseudo-legal moves of
// kind Normal of the side to move onto sq, which holds an enemy piece, in a
// position where the opponent's pieces all attack by simple rays (no
// complex types), so that what attacks a square depends only on which
// squares are occupied and by whose pieces stand on the rays' ends. It asks
// no checkers and pins of the whole position: a capture by the royal piece
// is legal when sq is not attacked with the piece's square empty (as a
// royal move is tested); one by another piece is legal when the royal
// piece is not attacked with the capturing piece's square empty (sq stays
// occupied, and the victim, still counted as an attacker there, only
// makes the test stricter); any other capture is made and tested
// (IsLegal), so the answer is always exact.
func (p *Position) keepLegalOn(ml *MoveList, sq Coord) {
	us := p.side
	if !p.hasK[us] {
		return
	}
	them, king := us.Other(), p.royal[us]
	moves := ml.Moves
	k := 0
	for i := range moves {
		m := moves[i]
		target := king
		if m.From == king {
			target = sq
		}
		if !p.attackedIgnoring(target, them, m.From) || p.IsLegal(m) {
			moves[k] = m
			k++
		}
	}
	ml.Moves = moves[:k]
}
