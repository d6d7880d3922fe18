package eval

import "lattice/movegen"

// farPawn subtracts from s what c's pawn on sq loses on the plane for
// standing far from its promotion zone: FarPawnMG/EG per rank beyond
// FarPawnStart ranks to go, at most FarPawnMax. On the plane the pawns of the
// outer walls (fourteen ranks from promoting) seldom promote and shelter
// nothing near the king; valuing them as full pawns sent our riders far off
// to collect them while the enemy's came for our king.
func (e *Evaluator) farPawn(c movegen.Color, sq movegen.Coord, s *side) {
	w := &e.w
	if w.FarPawnMG == 0 && w.FarPawnEG == 0 {
		return
	}
	togo := int64(e.promoW) - int64(sq.Y)
	if c == movegen.Black {
		togo = int64(sq.Y) - int64(e.promoB)
	}
	extra := togo - w.FarPawnStart
	if extra <= 0 || w.FarPawnStart <= 0 {
		return
	}
	extra = min(extra, int64(MaxScore)) // far enough for any weight
	s.mg -= int(min(extra*int64(w.FarPawnMG), int64(w.FarPawnMax)))
	s.eg -= int(min(extra*int64(w.FarPawnEG), int64(w.FarPawnMax)))
}
