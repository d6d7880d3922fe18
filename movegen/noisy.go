package movegen

// GenerateNoisy fills ml with the legal captures (en passant, locust and
// formation captures included) and promotions of the side to move; when the
// side to move is in check it lists every legal move (the evasions), so that
// a quiescence search in check is exact.
func (p *Position) GenerateNoisy(ml *MoveList) {
	if p.InCheck() {
		p.GenerateEvasions(ml)
		return
	}
	p.GenerateLegal(ml)
	kept := ml.Moves[:0]
	for _, m := range ml.Moves {
		if m.Promo != 0 || p.IsCapture(m) {
			kept = append(kept, m)
		}
	}
	ml.Moves = kept
}

// GenerateEvasions fills ml with the legal moves of the side to move; it is
// meant for positions in check.
func (p *Position) GenerateEvasions(ml *MoveList) { p.GenerateLegal(ml) }

// IsCapture reports whether the pseudo-legal move m captures a piece.
func (p *Position) IsCapture(m Move) bool {
	switch m.Kind {
	case EnPassant, Locust, FormationCapture:
		return true
	case Castle, Formation:
		return false
	}
	return p.At(m.To).IsPiece()
}

// IsPseudoLegal reports whether m, from any source (a transposition table,
// a killer or counter-move slot), is a move Generate could produce in this
// position. It never panics, whatever m holds.
func (p *Position) IsPseudoLegal(m Move) bool {
	if !m.From.InRange() || !m.To.InRange() || !m.Aux.InRange() || m.Kind > FormationCapture {
		return false
	}
	pc := p.At(m.From)
	if !pc.IsPiece() || pc.Color() != p.side {
		return false
	}
	ml := &p.pseudo
	if p.sp != nil {
		p.focus, p.hasFocus, p.candidates = m.To, true, true
	}
	p.Generate(ml)
	p.hasFocus, p.candidates = false, false
	for _, g := range ml.Moves {
		if g == m {
			return true
		}
	}
	return false
}
