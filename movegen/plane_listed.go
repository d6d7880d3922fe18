package movegen

// ListedMove returns the move of GenerateLegal's list whose key is m's, if
// the list holds one, generating only the moves of the piece on m.From that
// could be it: its rays through m.To (all its moves when it has special
// ones). On the open plane a legal move need not be one of the search's
// candidate moves, so a search that knows a move only from a table (a
// killer, by its key) asks this before trying it first, instead of listing
// every move of the position. m need not be pseudo-legal. The move returned
// is the list's own (equal keys, equal moves).
func (p *Position) ListedMove(m Move) (Move, bool) {
	if !m.From.InRange() || !m.To.InRange() {
		return Move{}, false
	}
	pc := p.At(m.From)
	if !pc.IsPiece() || pc.Color() != p.side {
		return Move{}, false
	}
	prog := p.v.progs[pc]
	if prog == nil {
		return Move{}, false
	}
	ml := &p.pseudo
	ml.Reset()
	switch {
	case p.mb != nil:
		p.genPieceMailbox(ml, m.From)
	case prog.Special:
		p.genPieceSparse(ml, m.From)
	default:
		for ri := range prog.Rays {
			r := &prog.Rays[ri]
			if _, ok := stepTo(m.From, r.Step, m.To); ok {
				p.genRaySparse(ml, prog, r, m.From)
			}
		}
	}
	k := m.Key()
	for _, g := range ml.Moves {
		if g.Key() == k {
			if !p.IsLegal(g) {
				return Move{}, false
			}
			return g, true
		}
	}
	return Move{}, false
}
