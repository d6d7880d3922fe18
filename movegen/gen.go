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
	mb := p.mb
	b := &mb.sq
	coords := &mb.coords
	progs := &p.v.progs
	target := &p.v.target[p.side]
	enemy := &p.v.enemy[p.side]
	moves := ml.Moves
	for _, from := range p.list[p.side] {
		fi := mb.index(from)
		prog := progs[b[fi]]
		if prog.Special || prog.MailboxRays != nil {
			// Pawns and pieces with castling, paths or primitives.
			ml.Moves = moves
			p.genPieceMailbox(ml, from)
			moves = ml.Moves
			continue
		}
		for _, d := range prog.MailboxLeaps {
			if ti := fi + d; target[b[ti]] != 0 {
				moves = append(moves, Move{From: from, To: coords[ti]})
			}
		}
		for _, d := range prog.MailboxSlides {
			ti := fi + d
			for ; b[ti] == Empty; ti += d {
				moves = append(moves, Move{From: from, To: coords[ti]})
			}
			if enemy[b[ti]] {
				moves = append(moves, Move{From: from, To: coords[ti]})
			}
		}
	}
	ml.Moves = moves
}

// genPieceMailbox adds the moves of the piece on from. Plain moves are
// appended directly; promotions go through addMove.
func (p *Position) genPieceMailbox(ml *MoveList, from Coord) {
	mb := p.mb
	b := &mb.sq
	zone := &mb.zone[p.side]
	enemy := &p.v.enemy[p.side]
	moves := ml.Moves
	first := len(moves)
	fi := mb.index(from)
	prog := p.v.progs[b[fi]]
	target := &p.v.target[p.side]
	for _, d := range prog.MailboxLeaps {
		if ti := fi + d; target[b[ti]] != 0 {
			moves = append(moves, Move{From: from, To: mb.coords[ti]})
		}
	}
	for _, d := range prog.MailboxSlides {
		ti := fi + d
		for ; b[ti] == Empty; ti += d {
			moves = append(moves, Move{From: from, To: mb.coords[ti]})
		}
		if enemy[b[ti]] {
			moves = append(moves, Move{From: from, To: mb.coords[ti]})
		}
	}
	for ri := range prog.MailboxRays {
		r := &prog.MailboxRays[ri]
		ti := fi
		for n := int32(1); ; n++ {
			ti += r.Delta
			t := b[ti]
			if t == Empty {
				if n >= r.Min {
					switch {
					case prog.Promotes && zone[ti] != 0:
						ml.Moves = moves
						p.addQuiet(ml, prog, r, from, mb.coords[ti])
						moves = ml.Moves
					case r.Mode&ModeMove != 0:
						m := Move{From: from, To: mb.coords[ti]}
						if r.Mode&ModeCreateEP != 0 {
							m.Kind, m.Aux = DoubleStep, mb.coords[ti-r.Delta]
						}
						moves = append(moves, m)
					case r.Mode&ModeEPCapture != 0 && mb.coords[ti] == p.ep:
						moves = append(moves, Move{From: from, To: p.ep, Aux: p.epVictim, Kind: EnPassant})
					}
				}
				if n == r.Max {
					break
				}
				continue
			}
			if n >= r.Min && r.Mode&ModeCapture != 0 && enemy[t] {
				if prog.Promotes && zone[ti] != 0 {
					ml.Moves = moves
					p.addMove(ml, prog, from, mb.coords[ti], Normal, Coord{})
					moves = ml.Moves
				} else {
					moves = append(moves, Move{From: from, To: mb.coords[ti]})
				}
			}
			break
		}
	}
	ml.Moves = moves
	if prog.Special {
		p.genSpecial(ml, prog, from, first)
	}
}

// countPieceMailbox counts the moves genPieceMailbox would add for a piece
// without castling, paths or primitives, except en passant captures, which
// it adds to ml instead so that the caller can test them in full.
func (p *Position) countPieceMailbox(ml *MoveList, fi int32, prog *Program) int {
	mb := p.mb
	b := &mb.sq
	zone := &mb.zone[p.side]
	enemy := &p.v.enemy[p.side]
	promos := len(p.v.promo.Types)
	count := p.countPlain(fi, prog)
	for ri := range prog.MailboxRays {
		r := &prog.MailboxRays[ri]
		if r.Max == 1 { // a single step (a pawn's push or capture)
			ti := fi + r.Delta
			switch t := b[ti]; {
			case t == Empty && r.Mode&ModeMove != 0:
				count += p.movesOnto(prog, zone[ti], ti, promos)
			case t == Empty && r.Mode&ModeEPCapture != 0 && mb.coords[ti] == p.ep:
				ml.Moves = append(ml.Moves, Move{From: mb.coords[fi], To: p.ep, Aux: p.epVictim, Kind: EnPassant})
			case r.Mode&ModeCapture != 0 && enemy[t]:
				count += p.movesOnto(prog, zone[ti], ti, promos)
			}
			continue
		}
		ti := fi
		for n := int32(1); ; n++ {
			ti += r.Delta
			t := b[ti]
			if t == Empty {
				if n >= r.Min {
					if r.Mode&ModeMove != 0 {
						count += p.movesOnto(prog, zone[ti], ti, promos)
					} else if r.Mode&ModeEPCapture != 0 && mb.coords[ti] == p.ep {
						ml.Moves = append(ml.Moves, Move{From: mb.coords[fi], To: p.ep, Aux: p.epVictim, Kind: EnPassant})
					}
				}
				if n == r.Max {
					break
				}
				continue
			}
			if n >= r.Min && r.Mode&ModeCapture != 0 && enemy[t] {
				count += p.movesOnto(prog, zone[ti], ti, promos)
			}
			break
		}
	}
	return count
}

// countPlain counts the moves of a piece's plain leaps and slides.
func (p *Position) countPlain(fi int32, prog *Program) int {
	b := &p.mb.sq
	target := &p.v.target[p.side]
	count := 0
	for _, d := range prog.MailboxLeaps {
		count += target[b[fi+d]]
	}
	for _, d := range prog.MailboxSlides {
		ti := fi + d
		for ; b[ti] == Empty; ti += d {
			count++
		}
		count += target[b[ti]] // not Empty here: 1 for an enemy
	}
	return count
}

// movesOnto is how many moves one arrival makes: one, or one per
// promotion choice (plus the plain move where promotion is optional).
func (p *Position) movesOnto(prog *Program, zone uint8, ti int32, promos int) int {
	if zone == 0 || !prog.Promotes {
		return 1
	}
	if p.v.promo.Limited {
		promos = 0
		for _, t := range p.v.promo.Types {
			if p.count[p.side][t] < p.v.start.count[p.side][t] {
				promos++
			}
		}
	}
	if _, must := p.promotionAt(p.mb.coords[ti]); must {
		return promos
	}
	return promos + 1
}

// genSparse is the sparse board's concrete generation loop. Long rays find
// their blocker without walking (in the line index for queen steps); short
// rays are walked by genShortRay.
func (p *Position) genSparse(ml *MoveList) {
	for _, from := range p.list[p.side] {
		p.genPieceSparse(ml, from)
	}
}

// genPieceSparse adds the moves of the piece on from on the sparse board.
func (p *Position) genPieceSparse(ml *MoveList, from Coord) {
	s := p.sp
	prog := p.v.progs[s.at(from)]
	first := len(ml.Moves)
	target := &p.v.target[p.side]
	if al := prog.actLeaps; al != nil && al.steps != nil && !prog.Promotes && !prog.Special {
		// A pure leaper (a hawk, a knight, a king) far enough from the
		// window's edges: every target lies in the window.
		if lx, ly := uint32(from.X-s.win.x0), uint32(from.Y-s.win.y0); al.fits(lx, ly) {
			s.win.genLeapsSparse(ml, al, from, lx, ly, target)
			return
		}
	}
	kinds := prog.sparseKinds[:len(prog.Rays)]
	for ri := range prog.Rays {
		r := &prog.Rays[ri]
		switch {
		case r.Long:
			p.genLongRay(ml, prog, r, from)
		case kinds[ri]&rkKindMask == rkLeap: // plainLeap(prog, r)
			// A plain leap (a knight's, a king's): one square, no promotion.
			to := from.Add(r.Step)
			t, in := s.win.get(to)
			if !in {
				t = s.atOutside(to)
			}
			if target[t] != 0 {
				ml.Moves = append(ml.Moves, Move{From: from, To: to})
			}
		case kinds[ri]&rkKindMask == rkStep1 || kinds[ri]&rkKindMask == rkStep1EP:
			// One step (a pawn's): genShortRay's walk of one square.
			to := from.Add(r.Step)
			t, in := s.win.get(to)
			if !in {
				t = s.atOutside(to)
			}
			if t == Empty {
				p.addQuiet(ml, prog, r, from, to)
			} else if r.Mode&ModeCapture != 0 && p.v.enemy[p.side][t] {
				p.addMove(ml, prog, from, to, Normal, Coord{})
			}
		default:
			p.genShortRay(ml, prog, r, from)
		}
	}
	if prog.Special {
		p.genSpecial(ml, prog, from, first)
	}
}

// plainLeap reports whether r is a single step that moves or captures and
// nothing else, of a piece that does not promote.
func plainLeap(prog *Program, r *Ray) bool {
	return r.Max == 1 && r.Min == 1 && r.Mode == ModeMove|ModeCapture && !prog.Promotes
}

// genRaySparse adds the moves of one ray of the piece on from.
func (p *Position) genRaySparse(ml *MoveList, prog *Program, r *Ray, from Coord) {
	if r.Long {
		p.genLongRay(ml, prog, r, from)
		return
	}
	p.genShortRay(ml, prog, r, from)
}

// genShortRay adds the moves of a ray that is not Long, walking it.
func (p *Position) genShortRay(ml *MoveList, prog *Program, r *Ray, from Coord) {
	s := p.sp
	enemy := &p.v.enemy[p.side]
	to := from
	for n := int32(1); ; n++ {
		to = to.Add(r.Step)
		t, in := s.win.get(to)
		if !in {
			t = s.atOutside(to)
		}
		if t == Empty {
			if n >= r.Min {
				p.addQuiet(ml, prog, r, from, to)
			}
			if n == r.Max {
				return
			}
			continue
		}
		if n >= r.Min && r.Mode&ModeCapture != 0 && enemy[t] {
			p.addMove(ml, prog, from, to, Normal, Coord{})
		}
		return
	}
}

// genLongRay generates a rider's ray on the sparse board: the squares up to
// the blocker (found without walking) or the border, and the capture of the
// blocker.
func (p *Position) genLongRay(ml *MoveList, prog *Program, r *Ray, from Coord) {
	s := p.sp
	var free, k int32
	var blocked, ok bool
	if r.queen() {
		free, k, blocked, ok = s.win.extent(from, r.Step, r.Max)
	}
	capture := blocked && (r.Max == 0 || k <= r.Max)
	if !ok {
		// Not decided inside the window: ask the line index and the bounds.
		limit := borderDistance(s.bounds, from, r.Step)
		if r.Max > 0 && r.Max < limit {
			limit = r.Max
		}
		k, blocked = p.firstPiece(from, r.Step)
		free = limit
		if blocked && k-1 < free {
			free = k - 1
		}
		capture = blocked && k <= limit
	}
	if r.Mode&ModeMove != 0 && p.candidateMode() && free > nearSteps {
		p.genOpenRay(ml, prog, r, from, free, blocked)
	} else if r.Mode&(ModeCreateEP|ModeEPCapture) == 0 && !prog.Promotes && r.Mode&ModeMove != 0 {
		to := from
		for n := int32(1); n <= free; n++ {
			to = to.Add(r.Step)
			ml.Moves = append(ml.Moves, Move{From: from, To: to})
		}
	} else if r.Mode&ModeMove != 0 {
		to := from
		for n := int32(1); n <= free; n++ {
			to = to.Add(r.Step)
			p.addQuiet(ml, prog, r, from, to)
		}
	}
	if capture && r.Mode&ModeCapture != 0 {
		to := from.Add(r.Step.Scale(k))
		if p.v.enemy[p.side][s.at(to)] {
			p.addMove(ml, prog, from, to, Normal, Coord{})
		}
	}
}

// borderDistance is how many steps d the square c can take and stay
// within b.
func borderDistance(b Bounds, c Coord, d Vec) int32 {
	limit := int32(2*MaxCoord + 1)
	switch {
	case d.X > 0:
		limit = min(limit, (b.X1-c.X)/d.X)
	case d.X < 0:
		limit = min(limit, (c.X-b.X0)/-d.X)
	}
	switch {
	case d.Y > 0:
		limit = min(limit, (b.Y1-c.Y)/d.Y)
	case d.Y < 0:
		limit = min(limit, (c.Y-b.Y0)/-d.Y)
	}
	return limit
}

// addQuiet adds what ray r may do on the empty square to: a plain move, a
// double step that gives en passant rights, or an en passant capture.
func (p *Position) addQuiet(ml *MoveList, prog *Program, r *Ray, from, to Coord) {
	switch {
	case r.Mode&ModeCreateEP != 0:
		p.addMove(ml, prog, from, to, DoubleStep, to.Add(r.Step.Neg()))
	case r.Mode&ModeMove != 0:
		p.addMove(ml, prog, from, to, Normal, Coord{})
	case r.Mode&ModeEPCapture != 0 && to == p.ep:
		p.addMove(ml, prog, from, to, EnPassant, p.epVictim)
	}
}

// addMove appends a move, expanded into its promotions when the piece
// promotes on the target square.
func (p *Position) addMove(ml *MoveList, prog *Program, from, to Coord, kind MoveKind, aux Coord) {
	if prog.Promotes {
		may, must := p.promotionAt(to)
		if may {
			for _, t := range p.v.promo.Types {
				if p.v.promo.Limited && p.count[p.side][t] >= p.v.start.count[p.side][t] {
					continue
				}
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
	pr := &p.v.promo
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
	partner := Offboard
	if p.sp != nil {
		// The sparse board's line index finds the partner (the open plane's
		// edge is 10^9 squares away).
		if n, ok := p.firstPiece(from, step); ok {
			dist, sq = n, from.Add(step.Scale(n))
			partner = p.At(sq)
		}
	} else {
		// The mailbox walk on array indexes (Dir is ±1; the border cells
		// hold Offboard).
		mb := p.mb
		i := mb.index(from)
		for partner = Empty; partner == Empty; dist++ {
			i += c.Dir
			partner = mb.sq[i]
		}
		sq = mb.coords[i]
	}
	if partner == Offboard || partner.Color() != p.side || !partner.Unmoved() ||
		!p.v.def.Pieces[partner.Type()-1].CastlePartner || dist <= c.KingDist {
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
	// A partner that stood between the destination and an enemy piece
	// uncovers it (it need not stand on the board's edge), so the landing
	// is tested with the move made.
	m := Move{From: from, To: from.Add(step.Scale(c.KingDist)), Aux: sq, Kind: Castle}
	if p.IsLegal(m) {
		ml.Moves = append(ml.Moves, m)
	}
}

// genPrimitive adds the moves of a piece's named primitive.
func (p *Position) genPrimitive(ml *MoveList, prog *Program, from Coord, first int) {
	switch prog.Primitive {
	case SpiralMover:
		p.genSpiral(ml, prog, from, first)
	case PrimeLeaper:
		p.genPrime(ml, prog, from, first)
	case FormationMover:
		if p.formationAt(from, p.At(from)) {
			p.genFormation(ml, from)
		}
	}
}
