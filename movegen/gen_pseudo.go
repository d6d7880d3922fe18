package movegen

// IsPseudoLegal reports whether m, from any source (a transposition table,
// a killer or counter-move slot), is a move Generate could produce in this
// position. It never panics, whatever m holds.
//
// Like Stockfish's pseudo_legal it first checks what is cheap — the squares
// are in range, a piece of the side to move stands on From, the kind and the
// promotion fit that piece, en passant matches the position's rights — and
// then generates the moves of that one piece (on the sparse board only its
// rays through To, and on the open plane with To as the focus, so that a
// move to a far square of a ray is found without listing candidates) and
// looks for m among them, so that it agrees with Generate by construction.
func (p *Position) IsPseudoLegal(m Move) bool {
	if !m.From.InRange() || !m.To.InRange() || !m.Aux.InRange() || m.Kind > FormationCapture {
		return false
	}
	pc := p.At(m.From)
	if !pc.IsPiece() || pc.Color() != p.side {
		return false
	}
	prog := p.v.progs[pc]
	if prog == nil || (m.Promo != 0 && !prog.Promotes) || int(m.Promo) > len(p.v.def.Pieces) {
		return false
	}
	switch m.Kind {
	case EnPassant:
		if m.To != p.ep || m.Aux != p.epVictim {
			return false
		}
	case Castle:
		if len(prog.Castles) == 0 {
			return false
		}
	case Formation, FormationCapture:
		if prog.Primitive != FormationMover {
			return false
		}
	}
	ml := &p.pseudo
	ml.Reset()
	if p.mb != nil {
		p.genPieceMailbox(ml, m.From)
	} else {
		p.focus, p.hasFocus, p.focusOnly, p.candidates = m.To, true, true, true
		if prog.Special {
			p.genPieceSparse(ml, m.From)
		} else {
			// Only a ray through To can make the move.
			for ri := range prog.Rays {
				r := &prog.Rays[ri]
				if _, ok := stepTo(m.From, r.Step, m.To); ok {
					p.genRaySparse(ml, prog, r, m.From)
				}
			}
		}
		p.hasFocus, p.focusOnly, p.candidates = false, false, false
	}
	for _, g := range ml.Moves {
		if g == m {
			return true
		}
	}
	return false
}
