package eval

import "lattice/movegen"

// behindKing adds the plane's bonus of the rider pc on sq for standing
// beyond the rank of the enemy king on enemy, seen from pc's side
// (Weights.BehindKingMG): on the plane a king's pawns stand in front of it
// and nothing behind it, so a rider there attacks it where it has no cover.
// A rider along diagonals only gets half the bonus.
func (e *Evaluator) behindKing(s *side, pc movegen.Piece, sq, enemy movegen.Coord) {
	beyond := sq.Y > enemy.Y
	if pc.Color() == movegen.Black {
		beyond = sq.Y < enemy.Y
	}
	if !beyond {
		return
	}
	mg, eg := e.w.BehindKingMG, e.w.BehindKingEG
	if e.lines[pc.Type()]&lineOrth == 0 {
		mg, eg = mg/2, eg/2
	}
	s.mg += mg
	s.eg += eg
}
