package movegen

// CountLegalByArithmetic is CountLegal's arithmetic count of rays, which
// CountLegal uses only inside wide borders, for testing it on any border
// where the checkers-and-pins test applies. ok is false elsewhere.
func (p *Position) CountLegalByArithmetic() (n int, ok bool) {
	if p.sp == nil || p.candidateMode() || !p.fastLegalHere() {
		return 0, false
	}
	return p.countLegalSparse(), true
}
