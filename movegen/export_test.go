package movegen

// ComputeKey exposes the from-scratch key to the tests.
func (p *Position) ComputeKey() uint64 { return p.computeKey() }

// FastLegal reports whether the variant uses the checkers-and-pins test.
func (v *Variant) FastLegal() bool { return v.fastLegal }

// GenerateFocused is Generate with to as the focus of open-plane generation
// (as ParseMove reads a move): the reference IsPseudoLegal is tested against.
func (p *Position) GenerateFocused(ml *MoveList, to Coord) {
	if p.sp == nil {
		p.Generate(ml)
		return
	}
	p.focus, p.hasFocus, p.candidates = to, true, true
	p.Generate(ml)
	p.hasFocus, p.candidates = false, false
}
