package movegen

// Generate fills ml with the pseudo-legal moves of the side to move: moves
// that obey the pieces' movement rules but may leave the mover's royal piece
// attacked. Castling moves are checked in full (no castling out of, through or
// into check). It allocates nothing once ml has grown.
func (p *Position) Generate(ml *MoveList) {
	ml.Reset()
	if p.mb != nil {
		p.genMailbox(ml)
	} else {
		p.genSparse(ml)
	}
}

// genMailbox is the mailbox board's concrete generation loop.
func (p *Position) genMailbox(ml *MoveList) {
	us := p.side
	b := &p.mb.sq
	enemy := &p.v.enemy[us]
	for _, from := range p.list[us] {
		fi := p.mb.index(from)
		prog := p.v.progs[b[fi]]
		first := len(ml.Moves)
		for ri := range prog.Rays {
			r := &prog.Rays[ri]
			if !r.Mailbox {
				continue
			}
			ti, to := fi, from
			for n := int32(1); ; n++ {
				ti += r.Delta
				to = to.Add(r.Step)
				t := b[ti]
				if t == Empty {
					if n >= r.Min {
						p.addQuiet(ml, prog, r, from, to)
					}
					if n == r.Max {
						break
					}
					continue
				}
				if n >= r.Min && r.Mode&ModeCapture != 0 && enemy[t] {
					p.addMove(ml, prog, from, to, Normal, Coord{})
				}
				break
			}
		}
		if prog.Paths != nil || prog.Castles != nil || prog.Primitive != NoPrimitive {
			p.genSpecial(ml, prog, from, first)
		}
	}
}

// genSparse is the sparse board's concrete generation loop.
func (p *Position) genSparse(ml *MoveList) {
	us := p.side
	s := p.sp
	enemy := &p.v.enemy[us]
	for _, from := range p.list[us] {
		prog := p.v.progs[s.at(from)]
		first := len(ml.Moves)
		for ri := range prog.Rays {
			r := &prog.Rays[ri]
			to := from
			for n := int32(1); ; n++ {
				to = to.Add(r.Step)
				t := s.at(to)
				if t == Empty {
					if n >= r.Min {
						p.addQuiet(ml, prog, r, from, to)
					}
					if n == r.Max {
						break
					}
					continue
				}
				if n >= r.Min && r.Mode&ModeCapture != 0 && enemy[t] {
					p.addMove(ml, prog, from, to, Normal, Coord{})
				}
				break
			}
		}
		if prog.Paths != nil || prog.Castles != nil || prog.Primitive != NoPrimitive {
			p.genSpecial(ml, prog, from, first)
		}
	}
}

// addQuiet adds what ray r may do on the empty square to: a plain move, a
// double step that gives en passant rights, or an en passant capture.
func (p *Position) addQuiet(ml *MoveList, prog *Program, r *Ray, from, to Coord) {
	switch {
	case r.Mode&ModeCreateEP != 0:
		p.addMove(ml, prog, from, to, DoubleStep, to.Add(r.Step.Neg()))
	case r.Mode&ModeMove != 0:
		p.addMove(ml, prog, from, to, Normal, Coord{})
	case r.Mode&ModeEPCapture != 0 && p.hasEP && to == p.ep:
		p.addMove(ml, prog, from, to, EnPassant, p.epVictim)
	}
}

// addMove appends a move, expanded into its promotions when the piece
// promotes on the target square.
func (p *Position) addMove(ml *MoveList, prog *Program, from, to Coord, kind MoveKind, aux Coord) {
	if prog.Promotes {
		may, must := p.promotionAt(to)
		if may {
			for _, t := range p.v.Promotion.Types {
				ml.Moves = append(ml.Moves, Move{From: from, To: to, Aux: aux, Kind: kind, Promo: t})
			}
			if must {
				return
			}
		}
	}
	ml.Moves = append(ml.Moves, Move{From: from, To: to, Aux: aux, Kind: kind})
}

// promotionAt says whether a pawn of the side to move arriving on to may and
// must promote.
func (p *Position) promotionAt(to Coord) (may, must bool) {
	pr := &p.v.Promotion
	if p.side == White {
		return to.Y >= pr.WhiteFrom, to.Y >= pr.WhiteMust
	}
	return to.Y <= pr.BlackFrom, to.Y <= pr.BlackMust
}

// genSpecial generates a piece's castling moves, multi-leg paths and
// primitives, on either board kind. first is the index of the piece's first
// move in ml: a move that another path already produced is not added twice.
func (p *Position) genSpecial(ml *MoveList, prog *Program, from Coord, first int) {
	for i := range prog.Castles {
		p.genCastle(ml, &prog.Castles[i], from)
	}
	for i := range prog.Paths {
		p.genPath(ml, prog, &prog.Paths[i], from, first)
	}
	if prog.Primitive != NoPrimitive {
		p.genPrimitive(ml, prog, from, first)
	}
}

// genCastle adds castling toward c.Dir when the rules allow it: the partner is
// the first piece in that direction, unmoved, of the king's colour, further
// than the king's destination; everything between is empty; and the king is
// not in check, does not pass through an attacked square and does not land
// on one.
func (p *Position) genCastle(ml *MoveList, c *CastleRule, from Coord) {
	step := Vec{c.Dir, 0}
	sq := from
	var dist int32
	var partner Piece
	for {
		sq = sq.Add(step)
		dist++
		partner = p.At(sq)
		if partner != Empty {
			break
		}
	}
	if partner == Offboard || partner.Color() != p.side || !partner.Unmoved() ||
		!p.v.Pieces[partner.Type()-1].CastlePartner || dist <= c.KingDist {
		return
	}
	// The partner lands next to the king's destination; that square is on
	// the king's path, so it is empty by the walk above.
	them := p.side.Other()
	k := from
	for i := int32(0); i <= c.KingDist; i++ {
		if p.Attacked(k, them) {
			return
		}
		k = k.Add(step)
	}
	ml.Moves = append(ml.Moves, Move{From: from, To: from.Add(step.Scale(c.KingDist)), Aux: sq, Kind: Castle})
}
