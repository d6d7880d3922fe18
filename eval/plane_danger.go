package eval

import "lattice/movegen"

// This file holds the plane's king danger. On the infinite plane queens,
// rooks and chancellors reach the king from anywhere along a line, and an
// attack is made by several of them together: one rider near the king is
// seldom dangerous, three are. The term adds attack units to ZoneHit and
// NearAttacker (whose square, times DangerScale/16, is the penalty):
// attackers are weighted by the lines they ride, their sum counts more the
// more attackers there are (times half their number beyond the first), and
// the king's exposed lines (plane_king.go) add units per enemy rider that
// could use them.

// fillAttackWeights sets e.attackW from the line kinds of the variant's
// pieces: queen-like, orthogonal or diagonal riders and the rest.
func (e *Evaluator) fillAttackWeights() {
	w := &e.w
	for t := 1; t <= e.types; t++ {
		ti := &e.info[t]
		if ti.pawn || ti.royal {
			continue
		}
		switch e.lines[t] {
		case lineOrth | lineDiag:
			e.attackW[t] = w.KingAttackQueen
		case lineOrth:
			e.attackW[t] = w.KingAttackRook
		case lineDiag:
			e.attackW[t] = w.KingAttackBishop
		default:
			e.attackW[t] = w.KingAttackLeaper
		}
	}
}

// planeAttacker counts the piece of type t at distance d of the enemy king,
// whose captures reach hits squares of its zone, among s's attackers when it
// is one (see Weights.NearRiderRadius).
func (e *Evaluator) planeAttacker(s *side, t movegen.PieceType, ti *typeInfo, hits int, d int64) {
	w := &e.w
	if hits > 0 || d <= w.NearRadius || (ti.rider && d <= w.NearRiderRadius) {
		s.attackers++
		s.attackWeight += e.attackW[t]
	}
}

// planeDanger returns the plane's attack units of o's pieces against the
// king of s: the attackers' weight times half the number of attackers beyond
// the first (at most AttackerCap of them counted), plus the exposure units of
// s's king.
func (e *Evaluator) planeDanger(s, o *side) int {
	n := min(o.attackers-1, e.w.AttackerCap)
	if n <= 0 {
		return s.exposure
	}
	return s.exposure + o.attackWeight*n/2
}
