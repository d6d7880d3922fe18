package movegen

// GenerateQuiet fills ml with the legal moves of the side to move that
// GenerateNoisy leaves out: out of check, the moves that neither capture nor
// promote (castling included); in check, none, since GenerateNoisy then lists
// every evasion. GenerateNoisy and GenerateQuiet together list the moves of
// GenerateLegal, each once. On the mailbox board the quiet moves are
// generated directly, in GenerateLegal's order, without listing the captures;
// on the sparse board the pseudo-legal list is filtered before the legality
// test. It allocates nothing once ml has grown.
func (p *Position) GenerateQuiet(ml *MoveList) {
	var ci *checkInfo
	fast := p.fastLegalHere()
	if fast {
		ci = p.checks()
		if ci.checkers > 0 {
			ml.Reset()
			return
		}
	} else if p.InCheck() {
		ml.Reset()
		return
	}
	ml.Reset()
	if p.mb != nil {
		p.quietMailbox(ml)
	} else {
		p.genSparse(ml)
		p.keepQuiet(ml, 0)
	}
	if fast {
		p.filterChecked(ml, ci)
	} else {
		p.filterByMaking(ml)
	}
}

// keepQuiet drops the captures and promotions from ml.Moves[first:].
func (p *Position) keepQuiet(ml *MoveList, first int) {
	k := first
	for _, m := range ml.Moves[first:] {
		if m.Promo == 0 && !p.IsCapture(m) {
			ml.Moves[k] = m
			k++
		}
	}
	ml.Moves = ml.Moves[:k]
}

// quietMailbox adds the quiet moves of every piece of the side to move, in
// quietPieceMailbox's order: the plain leaps and slides of pieces that
// have nothing else in a loop of its own, the others by quietPieceMailbox.
func (p *Position) quietMailbox(ml *MoveList) {
	mb := p.mb
	b := &mb.sq
	coords := &mb.coords
	progs := &p.v.progs
	zone := &mb.zone[p.side]
	moves := ml.Moves
	for _, from := range p.list[p.side] {
		fi := mb.index(from)
		prog := progs[b[fi]]
		if prog.MailboxRays != nil && !prog.Special && prog.MailboxLeaps == nil && prog.MailboxSlides == nil {
			// A pawn: plain single steps in this loop, the rest by the walk;
			// rays that make no quiet move (captures) are not looked at.
			for ri := range prog.quietRays {
				r := &prog.quietRays[ri]
				ti := fi + r.Delta
				switch {
				case b[ti] != Empty:
				case r.double && b[ti+r.Delta] != Empty:
					// quietRayMailbox's walk, blocked on the second square.
				case r.double && !(prog.Promotes && zone[ti+r.Delta] != 0):
					// quietRayMailbox's double step, made here.
					m := Move{From: from, To: coords[ti+r.Delta]}
					if r.Mode&ModeCreateEP != 0 {
						m.Kind, m.Aux = DoubleStep, coords[ti]
					}
					moves = append(moves, m)
				case !r.single || (prog.Promotes && zone[ti] != 0):
					ml.Moves = moves
					p.quietRayMailbox(ml, prog, &r.Ray, from, fi)
					moves = ml.Moves
				default:
					moves = append(moves, Move{From: from, To: coords[ti]})
				}
			}
			continue
		}
		if prog.Special || prog.MailboxRays != nil {
			ml.Moves = moves
			p.quietPieceMailbox(ml, from)
			moves = ml.Moves
			continue
		}
		for _, d := range prog.MailboxLeaps {
			if ti := fi + d; b[ti] == Empty {
				moves = append(moves, Move{From: from, To: coords[ti]})
			}
		}
		for _, d := range prog.MailboxSlides {
			for ti := fi + d; b[ti] == Empty; ti += d {
				moves = append(moves, Move{From: from, To: coords[ti]})
			}
		}
	}
	ml.Moves = moves
}

// quietPieceMailbox adds the quiet moves of the piece on from, in the order
// genPieceMailbox adds them: the part of genPieceMailbox that is neither a
// capture nor a promotion.
func (p *Position) quietPieceMailbox(ml *MoveList, from Coord) {
	mb := p.mb
	b := &mb.sq
	moves := ml.Moves
	first := len(moves)
	fi := mb.index(from)
	prog := p.v.progs[b[fi]]
	for _, d := range prog.MailboxLeaps {
		if ti := fi + d; b[ti] == Empty {
			moves = append(moves, Move{From: from, To: mb.coords[ti]})
		}
	}
	for _, d := range prog.MailboxSlides {
		for ti := fi + d; b[ti] == Empty; ti += d {
			moves = append(moves, Move{From: from, To: mb.coords[ti]})
		}
	}
	ml.Moves = moves
	for ri := range prog.MailboxRays {
		p.quietRayMailbox(ml, prog, &prog.MailboxRays[ri], from, fi)
	}
	if prog.Special {
		mark := len(ml.Moves)
		p.genSpecial(ml, prog, from, first)
		p.keepQuiet(ml, mark)
	}
}

// quietRayMailbox adds the quiet moves of one of the piece's mailbox rays,
// as quietPieceMailbox does.
func (p *Position) quietRayMailbox(ml *MoveList, prog *Program, r *Ray, from Coord, fi int32) {
	mb := p.mb
	b := &mb.sq
	zone := &mb.zone[p.side]
	ti := fi
	for n := int32(1); ; n++ {
		ti += r.Delta
		if b[ti] != Empty {
			return
		}
		if n >= r.Min {
			switch {
			case prog.Promotes && zone[ti] != 0:
				mark := len(ml.Moves)
				p.addQuiet(ml, prog, r, from, mb.coords[ti])
				p.keepQuiet(ml, mark)
			case r.Mode&ModeMove != 0:
				m := Move{From: from, To: mb.coords[ti]}
				if r.Mode&ModeCreateEP != 0 {
					m.Kind, m.Aux = DoubleStep, mb.coords[ti-r.Delta]
				}
				ml.Moves = append(ml.Moves, m)
			}
		}
		if n == r.Max {
			return
		}
	}
}
