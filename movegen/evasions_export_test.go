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

// QuietUnpinnedBoth is, on the mailbox board for a side to move that
// fastLegalHere allows, neither in check nor with a pinned piece (ok false
// otherwise), quietMailbox's list filtered by filterUnpinned over the range
// quietMailbox reports (fast) and by filterChecked over every move
// (general); generated is how many moves quietMailbox listed.
func (p *Position) QuietUnpinnedBoth(fast, general *MoveList) (generated int, ok bool) {
	if p.mb == nil || !p.fastLegalHere() {
		return 0, false
	}
	ci := p.checks()
	if ci.checkers > 0 || ci.npins > 0 {
		return 0, false
	}
	fast.Reset()
	lo, hi := p.quietMailbox(fast)
	general.Reset()
	general.Moves = append(general.Moves, fast.Moves...)
	generated = fast.Len()
	p.filterUnpinned(fast, ci, lo, hi)
	p.filterChecked(general, ci)
	return generated, true
}
