package movegen

// ComplexSilentAfter is complexSilentAfter where its callers may use it (a
// Normal or DoubleStep move on the sparse board, the opponent's royal piece
// not attacked); decided is false elsewhere. When decided, there is no
// check by a complex piece after m.
func (p *Position) ComplexSilentAfter(m Move) (decided bool) {
	if p.sp == nil || m.Kind > DoubleStep || !p.hasK[p.side.Other()] || m.To == p.royal[p.side.Other()] || p.themInCheckSparse() {
		return false
	}
	return p.complexSilentAfter(m, &p.v.attack[p.side], nil)
}

// AttackedByComplex is attackedByComplex: whether a complex piece of by
// attacks c.
func (p *Position) AttackedByComplex(c Coord, by Color) bool {
	return p.attackedByComplex(&p.v.attack[by], c, by, NoCoord())
}

// FormationSilent is formationSilent where givesCheck asks it (a quiet
// formation move on the sparse board, the opponent's royal piece not
// attacked, a table that allows it), with cache or without (nil); decided
// is false elsewhere.
func (p *Position) FormationSilent(m Move, cache *ThemSafeChecks) (decided bool) {
	them := p.side.Other()
	tab := &p.v.attack[p.side]
	if p.sp == nil || m.Kind != Formation || !tab.formationSilentOK || !p.hasK[them] || p.themInCheckSparse() {
		return false
	}
	return p.formationSilent(m, tab, cache)
}
