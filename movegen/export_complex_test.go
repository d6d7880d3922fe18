package movegen

// ComplexPlan says how GenerateLegal decides the position: 0 by checkers
// and pins alone, 1 making only the moves that touch a complex attacker's
// region, 2 making every move (also when the variant has no fast test).
func (p *Position) ComplexPlan() int {
	us := p.side
	if !p.v.fastLegal || !p.hasK[us] {
		return 2
	}
	var cp complexPlan
	p.planComplex(p.royal[us], us.Other(), &cp)
	switch {
	case cp.all:
		return 2
	case cp.empty():
		return 0
	}
	return 1
}
