package movegen

// GenerateCapturesOn fills ml with the moves of GenerateNoisy that are of
// kind Normal and land on sq, in GenerateNoisy's order: the legal plain
// captures of the piece on sq (promotions included), as a static exchange
// evaluation needs them at each step. On the mailbox board, out of check
// and where checkers and pins decide legality, it looks only along the
// lines that reach sq instead of listing every capture; elsewhere it
// filters GenerateNoisy's list. It allocates nothing once ml has grown.
func (p *Position) GenerateCapturesOn(ml *MoveList, sq Coord) {
	if p.mb == nil || !p.mb.bounds.Contains(sq) || !p.fastLegalHere() {
		p.capturesOnByFilter(ml, sq)
		return
	}
	ci := p.checks()
	if ci.checkers > 0 {
		p.evasions(ml, ci)
		keepNormalTo(ml, 0, sq)
		return
	}
	ml.Reset()
	mb := p.mb
	b := &mb.sq
	si := mb.index(sq)
	victim := p.v.enemy[p.side][b[si]]
	for _, from := range p.list[p.side] {
		fi := mb.index(from)
		prog := p.v.progs[b[fi]]
		diff := si - fi
		if prog.Special || p.raysReach(prog, diff) {
			// The piece's whole noisy list, filtered (pawns, and pieces
			// with castling, paths or primitives).
			first := len(ml.Moves)
			p.noisyPieceMailbox(ml, from)
			keepNormalTo(ml, first, sq)
			continue
		}
		if victim {
			for _, d := range prog.MailboxLeaps {
				if d == diff {
					ml.Moves = append(ml.Moves, Move{From: from, To: sq})
				}
			}
			for _, d := range prog.MailboxSlides {
				if !mb.reaches(diff, d, 0) {
					continue
				}
				ti := fi + d
				for b[ti] == Empty {
					ti += d
				}
				if ti == si {
					ml.Moves = append(ml.Moves, Move{From: from, To: sq})
				}
			}
		}
	}
	p.filterChecked(ml, ci)
}

// raysReach reports whether one of prog's mailbox rays (those of pawns and
// other pieces with special move modes) may end diff away from its start.
func (p *Position) raysReach(prog *Program, diff int32) bool {
	for ri := range prog.MailboxRays {
		if r := &prog.MailboxRays[ri]; p.mb.reaches(diff, r.Delta, r.Max) {
			return true
		}
	}
	return false
}

// reaches reports whether the offset diff between two squares of the board
// is n steps of d for some n ≥ 1 (and n ≤ limit when limit > 0): only then
// can a walk along d from a square end diff away from it. Offsets beyond
// the table answer true (the walk decides).
func (m *mailboxGeo) reaches(diff, d, limit int32) bool {
	if diff < -lineOff || diff > lineOff || d < -lineOff || d > lineOff {
		return true
	}
	a, s := m.lines[lineOff+diff], m.lines[lineOff+d]
	if a.dir != s.dir || s.n == 0 || a.n%s.n != 0 {
		return false
	}
	return limit <= 0 || a.n/s.n <= limit
}

// capturesOnByFilter is GenerateCapturesOn by filtering GenerateNoisy.
func (p *Position) capturesOnByFilter(ml *MoveList, sq Coord) {
	p.GenerateNoisy(ml)
	keepNormalTo(ml, 0, sq)
}

// keepNormalTo drops from ml.Moves[first:] the moves that are not of kind
// Normal or do not land on sq.
func keepNormalTo(ml *MoveList, first int, sq Coord) {
	k := first
	for _, m := range ml.Moves[first:] {
		if m.Kind == Normal && m.To == sq {
			ml.Moves[k] = m
			k++
		}
	}
	ml.Moves = ml.Moves[:k]
}
