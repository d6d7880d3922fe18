package movegen

// GivesCheck without a full attack test, for a caller that knows the side
// not to move is not in check (GivesCheckThemSafe), on the sparse board,
// for a side with complex pieces (Kadesh's formation knights).
//
// Before the move nothing of ours attacks the opponent's royal piece. Its
// simple rays (the knights' leaps included) are givesCheckSparse's. The
// complex pieces are left:
//   - when they are all formation pieces and neither the moved piece nor a
//     promotion is one, our blocks are the same after the move, and their
//     lanes have changed on two squares only: From (emptied) and To
//     (occupied, as before when the move captures). An extra piece can only
//     block a lane, so a block attacks the royal piece after the move only
//     if it does with From counted empty; when none does, there is no check
//     (complexSilentAfter);
//   - otherwise the move is made and only the complex pieces are asked
//     (attackedByComplex), not the simple rays again.

// givesCheckComplexSparse is GivesCheck for a Normal or DoubleStep move m
// on the sparse board, the side not to move not in check, for a side
// with complex pieces.
func (p *Position) givesCheckComplexSparse(m Move, tab *attackTable) bool {
	if p.givesCheckSparse(m) {
		return true
	}
	if p.complexSilentAfter(m, tab) {
		return false
	}
	us := p.side
	king := p.royal[us.Other()]
	p.Make(m)
	c := p.attackedByComplex(tab, king, us, NoCoord())
	p.Unmake()
	return c
}

// complexSilentAfter reports whether it is sure, without making the move m,
// that no complex piece of ours attacks the opponent's royal piece after m
// (false when it cannot tell).
func (p *Position) complexSilentAfter(m Move, tab *attackTable) bool {
	if !tab.blockLines {
		return false
	}
	if tab.complexTypes>>p.sp.at(m.From).Type()&1 != 0 || (m.Promo != 0 && tab.complexTypes>>m.Promo&1 != 0) {
		return false // the blocks may change
	}
	us := p.side
	king := p.royal[us.Other()]
	w := &p.sp.win
	for _, from := range p.list[us] {
		if !onBlockLines(from, king) {
			continue
		}
		pc, in := w.get(from)
		if !in {
			pc = p.sp.atOutside(from)
		}
		if tab.formationOnly>>pc.Type()&1 != 0 && p.formationAt(from, pc) && p.formationAttacks(from, king, m.From) {
			return false // perhaps a discovered attack
		}
	}
	return true
}
