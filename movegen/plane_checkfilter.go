package movegen

// CheckFilter rules out, for the moves of one sparse-board position, the
// moves that cannot give check, before GivesCheck is asked: a search that
// prunes its late quiet moves asks about hundreds a node, and most of them
// stand on no attack line of the opponent's royal piece. It applies
// givesCheckSparse's first test (neither square on such a line) without
// the dispatch around it, for the cases where GivesCheckThemSafe would
// reach that test; for every other case it answers "may check".
type CheckFilter struct {
	king   Coord
	f      *checkFilter
	active bool
}

// CheckFilter returns the filter of the position as it stands now; it is
// valid until a move is made or unmade (the side to move changes).
func (p *Position) CheckFilter() CheckFilter {
	us, them := p.side, p.side.Other()
	tab := &p.v.attack[us]
	if p.sp == nil || !p.hasK[them] || tab.complexTypes != 0 {
		return CheckFilter{}
	}
	return CheckFilter{king: p.royal[them], f: p.sp.checkFilterFor(us, tab), active: true}
}

// MayCheck reports whether the pseudo-legal move m may give check; false
// means GivesCheckThemSafe(m) (and so ThemSafeChecks.GivesCheck) is false.
func (c *CheckFilter) MayCheck(m Move) bool {
	return !c.active || m.Kind > DoubleStep || c.onLines(m)
}

// onLines is givesCheckSparse's first test: whether From or To lies on
// an attack line of the royal piece.
func (c *CheckFilter) onLines(m Move) bool {
	return c.f.relevant(m.To.Sub(c.king)) || c.f.relevant(m.From.Sub(c.king))
}
