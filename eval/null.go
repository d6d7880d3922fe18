package eval

// AfterNull returns Evaluate's score of the position that a null move
// (Position.MakeNull) makes from one whose Evaluate score is s, without
// evaluating it: no term depends on the side to move, which only signs the
// sum of both colours' terms and gets the Tempo bonus, so the score is
// 2·Tempo − s. It is false, and the position must be evaluated, when s may
// have been clamped (|s| = MaxScore) so that the sum is not known.
func (e *Evaluator) AfterNull(s int) (int, bool) {
	if s >= MaxScore || s <= -MaxScore {
		return 0, false
	}
	return clamp(2*e.w.Tempo - s), true
}
