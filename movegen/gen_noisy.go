package movegen

// GenerateNoisy fills ml with the legal captures (en passant, locust and
// formation captures included) and promotions of the side to move; when the
// side to move is in check it lists every legal move (the evasions), so that
// a quiescence search in check is exact.
//
// Plain leaps, slides and steps are generated capture-first: a slide walks
// to its blocker without listing the squares before it, and a long ray on
// the sparse board finds its blocker in the line index. Pieces with special
// moves (castling, paths, primitives) and quiet moves into a promotion zone
// are generated in full and filtered. It allocates nothing once ml has grown.
func (p *Position) GenerateNoisy(ml *MoveList) {
	var ci *checkInfo
	fast := p.fastLegalHere()
	if fast {
		ci = p.checks()
		if ci.checkers > 0 {
			p.evasions(ml, ci)
			return
		}
	} else if p.InCheck() {
		p.GenerateLegal(ml)
		return
	}
	ml.Reset()
	if p.mb != nil {
		p.noisyMailbox(ml)
	} else {
		for _, from := range p.list[p.side] {
			p.noisyPieceSparse(ml, from)
		}
	}
	if fast {
		p.filterChecked(ml, ci)
	} else {
		p.filterByMaking(ml)
	}
}

// GenerateEvasions fills ml with the legal moves of the side to move; it is
// meant for positions in check. Under the checkers-and-pins test the checks
// are found once, in double check only the royal piece's moves are
// generated, and in single check on the sparse board an open ray lists only
// the square where it blocks the check (genBlocks), not its candidates.
func (p *Position) GenerateEvasions(ml *MoveList) {
	if !p.fastLegalHere() {
		p.GenerateLegal(ml)
		return
	}
	p.evasions(ml, p.checks())
}

// findChecks fills ci with the checks and pins of the side to move
// (fastLegalHere must hold), without the per-position cache of checks.
func (p *Position) findChecks(ci *checkInfo) {
	king, them := p.royal[p.side], p.side.Other()
	if p.mb != nil {
		p.findChecksAndPinsMailbox(king, them, ci)
	} else {
		p.findChecksAndPins(king, them, ci)
	}
}

// evasions lists the legal moves given the checks and pins in ci.
func (p *Position) evasions(ml *MoveList, ci *checkInfo) {
	ml.Reset()
	switch {
	case ci.checkers == 1 && p.sp != nil:
		// Only the blocks of the check count on an open ray.
		p.evading = ci
		p.genEvasionsSparse(ml, ci) // plane_evasions.go
		p.evading = nil
		p.dropOffCheckLine(ml, ci) // what filterChecked would drop first
	case ci.checkers == 1 && p.mb != nil && p.mb.bits != nil:
		p.genEvasionsMailbox(ml, ci)
	case ci.checkers < 2:
		p.genAll(ml)
	case p.mb != nil:
		p.genPieceMailbox(ml, p.royal[p.side])
	default:
		p.genPieceSparse(ml, p.royal[p.side])
	}
	p.filterChecked(ml, ci)
}

// genEvasionsMailbox is genAll on a mailbox board with bitboards in
// single check, less the plain leaps and slides that land neither on the
// checker nor between it and the royal piece: filterChecked drops those
// (fastLegal's segment test), so the moves it keeps come out the same and
// in the same order. The royal piece and pieces with rays or special
// moves are generated in full.
func (p *Position) genEvasionsMailbox(ml *MoveList, ci *checkInfo) {
	mb := p.mb
	bitOf := &mb.bits.bitOf
	// block: the checker's square and those between it and the king.
	var block bits128
	king := p.royal[p.side]
	ki := mb.index(king)
	step := ci.dir.Y*mailboxStride + ci.dir.X
	for k := int32(1); k < ci.dist; k++ {
		block = block.or(bitOf128(bitOf[ki+k*step]))
	}
	block = block.or(bitOf128(bitOf[mb.index(ci.checker)]))
	b := &mb.sq
	coords := &mb.coords
	progs := &p.v.progs
	target := &p.v.target[p.side]
	enemy := &p.v.enemy[p.side]
	moves := ml.Moves
	for _, from := range p.list[p.side] {
		fi := mb.index(from)
		prog := progs[b[fi]]
		if prog.Special || prog.MailboxRays != nil || from == king {
			ml.Moves = moves
			p.genPieceMailbox(ml, from)
			moves = ml.Moves
			continue
		}
		for _, d := range prog.MailboxLeaps {
			if ti := fi + d; target[b[ti]] != 0 && block.hasBit(bitOf[ti]) {
				moves = append(moves, Move{From: from, To: coords[ti]})
			}
		}
		for _, d := range prog.MailboxSlides {
			ti := fi + d
			for ; b[ti] == Empty; ti += d {
				if block.hasBit(bitOf[ti]) {
					moves = append(moves, Move{From: from, To: coords[ti]})
				}
			}
			if enemy[b[ti]] && block.hasBit(bitOf[ti]) {
				moves = append(moves, Move{From: from, To: coords[ti]})
			}
		}
	}
	ml.Moves = moves
}

// bitOf128 is the set of bit s alone (empty for noBit).
func bitOf128(s uint8) bits128 {
	switch {
	case s < 64:
		return bits128{lo: 1 << s}
	case s < maxBitSquares:
		return bits128{hi: 1 << (s - 64)}
	}
	return bits128{}
}

// hasBit reports whether bit s (noBit: none) is in a.
func (a bits128) hasBit(s uint8) bool {
	if s < 64 {
		return a.lo>>s&1 != 0
	}
	return s < maxBitSquares && a.hi>>(s-64)&1 != 0
}

// genAll is Generate without the reset.
func (p *Position) genAll(ml *MoveList) {
	if p.mb != nil {
		p.genMailbox(ml)
	} else {
		p.genSparse(ml)
	}
}

// filterChecked keeps the legal moves of ml by the checkers-and-pins test,
// given the checks and pins in ci; it is filterFast without finding them.
func (p *Position) filterChecked(ml *MoveList, ci *checkInfo) {
	king, them := p.royal[p.side], p.side.Other()
	moves := ml.Moves
	k := 0
	if ci.checkers == 0 && ci.npins == 0 {
		// With no check and no pin only king moves and the rare special
		// kinds can be illegal. The moves before the first illegal one
		// stay where they are; the others move down over it.
		for k < len(moves) {
			m := &moves[k]
			if (m.From == king || m.Kind > DoubleStep) && !p.fastLegal(*m, king, them, ci) {
				break
			}
			k++
		}
		for i := k + 1; i < len(moves); i++ {
			m := &moves[i]
			if (m.From == king || m.Kind > DoubleStep) && !p.fastLegal(*m, king, them, ci) {
				continue
			}
			moves[k] = *m
			k++
		}
	} else {
		// Out of check a plain move of a piece that is not pinned is legal
		// (fastLegal's answer, without the call and copy).
		free := ci.checkers == 0
		for i := range moves {
			m := &moves[i]
			if !free || m.From == king || m.Kind > DoubleStep || pinnedAt(ci, m.From) {
				if !p.fastLegal(*m, king, them, ci) {
					continue
				}
			}
			if k != i {
				moves[k] = *m
			}
			k++
		}
	}
	ml.Moves = moves[:k]
}

// pinnedAt reports whether one of ci's pins is of the piece on sq.
func pinnedAt(ci *checkInfo, sq Coord) bool {
	for i := 0; i < ci.npins; i++ {
		if ci.pins[i].sq == sq {
			return true
		}
	}
	return false
}

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

// keepNoisy drops the quiet moves from ml.Moves[first:].
func (p *Position) keepNoisy(ml *MoveList, first int) {
	k := first
	for _, m := range ml.Moves[first:] {
		if m.Promo != 0 || p.IsCapture(m) {
			ml.Moves[k] = m
			k++
		}
	}
	ml.Moves = ml.Moves[:k]
}

// noisySpecial adds the captures and promotions of a piece's multi-leg
// paths and primitive (castling is never one); first is the index of the
// piece's first move in ml, for de-duplication as in genSpecial.
func (p *Position) noisySpecial(ml *MoveList, prog *Program, from Coord, first int) {
	mark := len(ml.Moves)
	for i := range prog.Paths {
		if !prog.Paths[i].Quiet { // a quiet path's moves would all be dropped
			p.genPath(ml, prog, &prog.Paths[i], from, first)
		}
	}
	if prog.Primitive != NoPrimitive {
		p.genPrimitive(ml, prog, from, first)
	}
	p.keepNoisy(ml, mark)
}

// noisyMailbox adds the captures and promotions of every piece of the side
// to move, in noisyPieceMailbox's order: the plain leaps and slides of
// pieces that have nothing else in a loop of its own, the others by
// noisyPieceMailbox.
func (p *Position) noisyMailbox(ml *MoveList) {
	mb := p.mb
	b := &mb.sq
	coords := &mb.coords
	progs := &p.v.progs
	enemy := &p.v.enemy[p.side]
	zone := &mb.zone[p.side]
	moves := ml.Moves
	tg, bits := p.noisyTargets()
	list := p.list[p.side]
	// pre: the pieces a 64-bit view shows without a noisy move are known
	// at once (noisyNeed64), in a loop of their own.
	pre := bits && len(list) <= 64
	var need uint64
	if pre {
		need = p.noisyNeed64(&tg, list)
	}
	for i := 0; i < len(list); i++ {
		if pre {
			o := need >> uint(i)
			if o == 0 {
				break
			}
			i += lowestBit(o)
		}
		from := list[i]
		fi := mb.index(from)
		prog := progs[b[fi]]
		if pre && mb.quiet64[b[fi]] == nil && mb.noisy64[b[fi]] == nil && tg.quiet(prog, fi) {
			continue
		}
		if bits && !pre {
			// tg.quiet, its 64-bit case first when the piece has one
			// (reached only when noisyNeed64 did not run; it
			// answers every board of 64 squares or fewer without a call).
			if pb := mb.quiet64[b[fi]]; pb != nil {
				if pb.sq64[tg.g.bitOf[fi]].reach(pb.rays64, tg.all64)&tg.them64 == 0 {
					continue
				}
			} else if ns := mb.noisy64[b[fi]]; ns != nil {
				// tg.quiet's noisySpan case, by words.
				if s := tg.g.bitOf[fi] & 63; ns.promo64>>s&1 == 0 && ns.span64[s]&tg.noisy64 == 0 {
					continue
				}
			} else if tg.quiet(prog, fi) {
				continue
			}
		}
		if prog.MailboxRays != nil && !prog.Special && prog.MailboxLeaps == nil && prog.MailboxSlides == nil {
			// A pawn: single steps in this loop, as noisyStepMailbox
			// makes them (promotions by it), longer rays by the walk.
			for ri := range prog.MailboxRays {
				r := &prog.MailboxRays[ri]
				if r.Min != 1 || r.Max != 1 {
					if r.Mode&(ModeCapture|ModeEPCapture) != 0 || p.rayLandsInZone(prog, r, fi) {
						ml.Moves = moves
						p.noisyRayMailbox(ml, prog, r, from, fi)
						moves = ml.Moves
					}
					continue
				}
				ti := fi + r.Delta
				switch t := b[ti]; {
				case prog.Promotes && zone[ti] != 0:
					ml.Moves = moves
					p.noisyStepMailbox(ml, prog, r, from, fi)
					moves = ml.Moves
				case t == Empty:
					if r.Mode&ModeMove == 0 && r.Mode&ModeEPCapture != 0 && coords[ti] == p.ep {
						moves = append(moves, Move{From: from, To: p.ep, Aux: p.epVictim, Kind: EnPassant})
					}
				case r.Mode&ModeCapture != 0 && enemy[t]:
					moves = append(moves, Move{From: from, To: coords[ti]})
				}
			}
			continue
		}
		if prog.Special || prog.MailboxRays != nil {
			ml.Moves = moves
			p.noisyPieceMailbox(ml, from)
			moves = ml.Moves
			continue
		}
		for _, d := range prog.MailboxLeaps {
			if ti := fi + d; enemy[b[ti]] {
				moves = append(moves, Move{From: from, To: coords[ti]})
			}
		}
		for _, d := range prog.MailboxSlides {
			ti := fi + d
			for b[ti] == Empty {
				ti += d
			}
			if enemy[b[ti]] {
				moves = append(moves, Move{From: from, To: coords[ti]})
			}
		}
	}
	ml.Moves = moves
}

// noisyNeed64 is noisyMailbox's quick test for the side to move's pieces
// list (at most 64): bit i is clear when list[i] has a 64-bit view
// (quiet64 or noisy64) that shows it has no noisy move. It calls nothing,
// so that its loop keeps its values in registers.
func (p *Position) noisyNeed64(tg *noisyTargets, list []Coord) (need uint64) {
	mb := p.mb
	b := &mb.sq
	bitOf := &tg.g.bitOf
	all, them, noisy := tg.all64, tg.them64, tg.noisy64
	for i, from := range list {
		fi := mb.index(from)
		pc := b[fi]
		s := bitOf[fi] & 63
		if pb := mb.quiet64[pc]; pb != nil {
			q := &pb.sq64[s]
			reach := q.leaps
			switch pb.rays64 {
			case 2:
				reach |= upRay(q.up[0], all) | upRay(q.up[1], all) | downRay(q.down[0], all) | downRay(q.down[1], all)
			case 4:
				reach |= upRay(q.up[0], all) | upRay(q.up[1], all) | upRay(q.up[2], all) | upRay(q.up[3], all) |
					downRay(q.down[0], all) | downRay(q.down[1], all) | downRay(q.down[2], all) | downRay(q.down[3], all)
			}
			if reach&them != 0 {
				need |= 1 << (i & 63)
			}
		} else if ns := mb.noisy64[pc]; ns != nil {
			if ns.promo64>>s&1 != 0 || ns.span64[s]&noisy != 0 {
				need |= 1 << (i & 63)
			}
		} else {
			need |= 1 << (i & 63)
		}
	}
	return need
}

// noisyPieceMailbox adds the captures and promotions of the piece on from,
// the noisy part of genPieceMailbox.
func (p *Position) noisyPieceMailbox(ml *MoveList, from Coord) {
	mb := p.mb
	b := &mb.sq
	fi := mb.index(from)
	prog := p.v.progs[b[fi]]
	first := len(ml.Moves)
	enemy := &p.v.enemy[p.side]
	moves := ml.Moves
	for _, d := range prog.MailboxLeaps {
		if ti := fi + d; enemy[b[ti]] {
			moves = append(moves, Move{From: from, To: mb.coords[ti]})
		}
	}
	for _, d := range prog.MailboxSlides {
		ti := fi + d
		for b[ti] == Empty {
			ti += d
		}
		if enemy[b[ti]] {
			moves = append(moves, Move{From: from, To: mb.coords[ti]})
		}
	}
	ml.Moves = moves
	for ri := range prog.MailboxRays {
		r := &prog.MailboxRays[ri]
		if r.Min == 1 && r.Max == 1 {
			p.noisyStepMailbox(ml, prog, r, from, fi)
		} else {
			p.noisyRayMailbox(ml, prog, r, from, fi)
		}
	}
	if prog.Special {
		p.noisySpecial(ml, prog, from, first)
	}
}

// rayLandsInZone reports whether the quiet ray r of a piece on fi, one
// that neither captures nor takes en passant, may end on an empty square of
// the promotion zone: only then does it add noisy moves.
func (p *Position) rayLandsInZone(prog *Program, r *Ray, fi int32) bool {
	if !prog.Promotes {
		return false
	}
	b := &p.mb.sq
	zone := &p.mb.zone[p.side]
	ti := fi
	for n := int32(1); ; n++ {
		ti += r.Delta
		if b[ti] != Empty {
			return false
		}
		if n >= r.Min && zone[ti] != 0 {
			return true
		}
		if n == r.Max {
			return false
		}
	}
}

// noisyRayMailbox is noisyPieceMailbox's walk along one of the piece's
// mailbox rays.
func (p *Position) noisyRayMailbox(ml *MoveList, prog *Program, r *Ray, from Coord, fi int32) {
	mb := p.mb
	b := &mb.sq
	zone := &mb.zone[p.side]
	enemy := &p.v.enemy[p.side]
	ti := fi
	for n := int32(1); ; n++ {
		ti += r.Delta
		t := b[ti]
		if t == Empty {
			if n >= r.Min {
				switch {
				case prog.Promotes && zone[ti] != 0:
					first := len(ml.Moves)
					p.addQuiet(ml, prog, r, from, mb.coords[ti])
					p.keepNoisy(ml, first)
				case r.Mode&ModeMove != 0:
				case r.Mode&ModeEPCapture != 0 && mb.coords[ti] == p.ep:
					ml.Moves = append(ml.Moves, Move{From: from, To: p.ep, Aux: p.epVictim, Kind: EnPassant})
				}
			}
			if n == r.Max {
				return
			}
			continue
		}
		if n >= r.Min && r.Mode&ModeCapture != 0 && enemy[t] {
			if prog.Promotes && zone[ti] != 0 {
				p.addMove(ml, prog, from, mb.coords[ti], Normal, Coord{})
			} else {
				ml.Moves = append(ml.Moves, Move{From: from, To: mb.coords[ti]})
			}
		}
		return
	}
}

// noisyStepMailbox is noisyPieceMailbox's walk along a ray of one step
// (Min = Max = 1: a pawn's push or capture).
func (p *Position) noisyStepMailbox(ml *MoveList, prog *Program, r *Ray, from Coord, fi int32) {
	mb := p.mb
	ti := fi + r.Delta
	t := mb.sq[ti]
	if t == Empty {
		switch {
		case prog.Promotes && mb.zone[p.side][ti] != 0:
			first := len(ml.Moves)
			p.addQuiet(ml, prog, r, from, mb.coords[ti])
			p.keepNoisy(ml, first)
		case r.Mode&ModeMove != 0:
		case r.Mode&ModeEPCapture != 0 && mb.coords[ti] == p.ep:
			ml.Moves = append(ml.Moves, Move{From: from, To: p.ep, Aux: p.epVictim, Kind: EnPassant})
		}
		return
	}
	if r.Mode&ModeCapture != 0 && p.v.enemy[p.side][t] {
		if prog.Promotes && mb.zone[p.side][ti] != 0 {
			p.addMove(ml, prog, from, mb.coords[ti], Normal, Coord{})
		} else {
			ml.Moves = append(ml.Moves, Move{From: from, To: mb.coords[ti]})
		}
	}
}
