package eval

import "lattice/movegen"

// Evaluator scores positions of one variant. It is immutable after New and
// safe for concurrent use by any number of goroutines.
type Evaluator struct {
	v     *movegen.Variant
	value [movegen.MaxPieceTypes + 1]int
}

// New returns the evaluator of variant v.
func New(v *movegen.Variant) *Evaluator {
	e := &Evaluator{v: v}
	for i := range v.Pieces {
		d := &v.Pieces[i]
		if d.Royal {
			continue
		}
		e.value[i+1] = d.Value
	}
	return e
}

// PieceValue returns the worth of a piece of type t in centipawns (0 for
// royal pieces and for types the variant does not have), for move ordering,
// exchange evaluation and futility margins.
func (e *Evaluator) PieceValue(t movegen.PieceType) int {
	if int(t) >= len(e.value) {
		return 0
	}
	return e.value[t]
}

// Evaluate returns the score of p in centipawns from the side to move's
// point of view, with |score| < 20000. It allocates nothing and never
// panics on a legal position of any variant.
func (e *Evaluator) Evaluate(p *movegen.Position) int {
	var s [2]int
	for c := movegen.White; c <= movegen.Black; c++ {
		for t := 1; t <= len(e.v.Pieces); t++ {
			s[c] += p.Count(c, movegen.PieceType(t)) * e.value[t]
		}
	}
	us := p.SideToMove()
	return clamp(s[us] - s[us.Other()])
}

// MaxScore bounds every score Evaluate returns: |score| ≤ MaxScore.
const MaxScore = 19999

func clamp(x int) int {
	if x > MaxScore {
		return MaxScore
	}
	if x < -MaxScore {
		return -MaxScore
	}
	return x
}
