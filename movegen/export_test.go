package movegen

// ComputeKey exposes the from-scratch key to the tests.
func (p *Position) ComputeKey() uint64 { return p.computeKey() }

// FastLegal reports whether the variant uses the checkers-and-pins test.
func (v *Variant) FastLegal() bool { return v.fastLegal }
