package eval

import "lattice/movegen"

// Material returns the material balance of p in centipawns from the side
// to move's point of view: the PieceValue of each side's pieces summed,
// without the positional terms, the phase blend or the tempo bonus of
// Evaluate. It costs a few counts per piece type (no walk over the board),
// for a search's lazy evaluation or futility tests, whose margins must
// cover what Evaluate adds. It allocates nothing; a nil p gives 0.
func (e *Evaluator) Material(p *movegen.Position) int {
	if p == nil {
		return 0
	}
	m := 0
	for t := 1; t <= e.types; t++ {
		pt := movegen.PieceType(t)
		if v := e.info[t].value; v != 0 {
			m += (p.Count(movegen.White, pt) - p.Count(movegen.Black, pt)) * v
		}
	}
	if p.SideToMove() == movegen.Black {
		return -m
	}
	return m
}
