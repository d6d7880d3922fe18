package movegen

// EvasionsByGenAll is evasions as it was before genEvasionsMailbox: every
// pseudo-legal move (genAll), then filterChecked; for the positions in
// check of fastLegalHere.
func (p *Position) EvasionsByGenAll(ml *MoveList) {
	ml.Reset()
	p.genAll(ml)
	p.filterChecked(ml, p.checks())
}

// FastLegalHere is fastLegalHere.
func (p *Position) FastLegalHere() bool { return p.fastLegalHere() }
