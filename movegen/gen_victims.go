package movegen

// FillVictims sets victims[i] to the piece moves[i] captures, Empty for
// none (victims must be at least as long as moves): the piece on Aux for
// en passant, locust and formation captures, nothing for castling and
// formations, and for the other kinds the piece on To when it belongs to
// the side not to move. It is what the search's move ordering looks up for
// every move of a list, in one loop that reads the sparse board's window
// directly instead of calling At per move.
func (p *Position) FillVictims(victims []Piece, moves []Move) {
	victims = victims[:len(moves)]
	them := p.side.Other()
	if p.mb != nil {
		for i := range moves {
			m := &moves[i]
			if capturesOnTo(m.Kind) {
				victims[i] = enemyOf(p.mb.at(m.To), them)
			} else {
				victims[i] = p.victimOff(m)
			}
		}
		return
	}
	w := &p.sp.win
	for i := range moves {
		m := &moves[i]
		if !capturesOnTo(m.Kind) {
			victims[i] = p.victimOff(m)
			continue
		}
		pc, in := w.get(m.To)
		if !in {
			pc = p.sp.atOutside(m.To)
		}
		victims[i] = enemyOf(pc, them)
	}
}

// Victim is the piece m captures, Empty for none: FillVictims for one move.
func (p *Position) Victim(m *Move) Piece {
	if capturesOnTo(m.Kind) {
		return enemyOf(p.At(m.To), p.side.Other())
	}
	return p.victimOff(m)
}

// capturesOnTo reports whether a move of kind k captures what stands on
// its To (if anything of the other side does): every kind but those that
// capture on Aux or capture nothing.
func capturesOnTo(k MoveKind) bool {
	return k == Normal || k == DoubleStep
}

// enemyOf returns pc when it is a piece of them, else Empty.
func enemyOf(pc Piece, them Color) Piece {
	if pc.IsPiece() && pc.Color() == them {
		return pc
	}
	return Empty
}

// victimOff is FillVictims' entry for a move that does not capture on its
// To: the piece on Aux for en passant, locust and formation captures,
// nothing otherwise.
func (p *Position) victimOff(m *Move) Piece {
	switch m.Kind {
	case EnPassant, Locust, FormationCapture:
		return p.At(m.Aux)
	}
	return Empty
}
