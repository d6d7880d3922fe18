package eval

import "lattice/movegen"

// homeSquare is a square where the start position has a minor piece: one
// that is neither pawn, royal nor rider.
type homeSquare struct {
	sq movegen.Coord
	t  movegen.PieceType
}

// fillHome records the minor pieces of the start position by colour, for
// Weights.UndevelopedMG.
func (e *Evaluator) fillHome(start *movegen.Position) {
	for c := movegen.White; c <= movegen.Black; c++ {
		for _, sq := range start.Pieces(c) {
			t := start.At(sq).Type()
			if ti := &e.info[t]; !ti.pawn && !ti.royal && !ti.rider {
				e.home[c] = append(e.home[c], homeSquare{sq, t})
			}
		}
	}
}

// atHome reports whether the piece pc stands on sq where the start position
// has a minor piece of its type and colour: it has not been developed (or
// has come back, which the evaluation cannot tell apart).
func (e *Evaluator) atHome(pc movegen.Piece, sq movegen.Coord) bool {
	for _, h := range e.home[pc.Color()] {
		if h.sq == sq && h.t == pc.Type() {
			return true
		}
	}
	return false
}
