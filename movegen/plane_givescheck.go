package movegen

// GivesCheck without making the move for a side whose only complex pieces
// are formation pieces (Kadesh's knights), on the sparse board. Before the
// move nothing of ours attacks the opponent's royal piece (the caller asks
// themInCheckSparse). When neither the moved piece nor a promotion is a
// formation piece, our blocks are the same after the move, and their lanes
// have changed on two squares only: From (emptied) and To (occupied, as
// before when the move captures). An extra piece can only block a lane, so
// a block attacks the royal piece after the move only if it does with From
// counted empty; that rare case (and every move of a formation piece) is
// left to making the move. Simple rays, the knights' leaps included, are
// givesCheckSparse's.

// givesCheckFormations reports whether the Normal or DoubleStep move m
// gives check, and whether it could tell without making the move (decided).
func (p *Position) givesCheckFormations(m Move) (check, decided bool) {
	us := p.side
	tab := &p.v.attack[us]
	if !tab.blockLines {
		return false, false
	}
	if tab.complexTypes>>p.sp.at(m.From).Type()&1 != 0 || (m.Promo != 0 && tab.complexTypes>>m.Promo&1 != 0) {
		return false, false // the blocks may change
	}
	if p.givesCheckSparse(m) {
		return true, true
	}
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
			return false, false // perhaps a discovered attack: make the move
		}
	}
	return false, true
}
