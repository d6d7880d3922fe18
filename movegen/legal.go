package movegen

// GenerateLegal fills ml with the legal moves of the side to move.
//
// The reference test is make / in-check / unmake, correct for every piece.
// When the variant allows it (royal pieces move to one square at a time), a
// faster test computes checkers and pins once and decides most moves
// without making them; next to enemy pieces with complex captures only the
// moves that could change their attacks are made (legal_complex.go). The
// tests compare both with the reference in every built-in variant.
func (p *Position) GenerateLegal(ml *MoveList) {
	p.Generate(ml)
	p.filterByMaking(ml)
}

// fastLegalHere reports whether checkers and pins decide legality in this
// position: the variant allows it and no enemy piece with complex captures
// attacks the king or could once one move is made (complexThreat).
func (p *Position) fastLegalHere() bool {
	us := p.side
	return p.v.fastLegal && p.hasK[us] && !p.complexThreat(p.royal[us], us.Other())
}

// complexThreat reports whether a piece of them whose captures are not
// simple rays attacks the king, or could once a piece of ours moves: whether
// planComplex leaves anything for the moves to be tested against.
func (p *Position) complexThreat(king Coord, them Color) bool {
	if p.v.attack[them].complexTypes == 0 {
		return false
	}
	var cp complexPlan
	p.planComplex(king, them, &cp)
	return !cp.empty()
}

// GenerateLegalSlow is GenerateLegal with the make / in-check / unmake test
// only, for checking the fast test against it.
func (p *Position) GenerateLegalSlow(ml *MoveList) {
	p.Generate(ml)
	p.filterAllByMaking(ml)
}

// filterByMaking keeps the legal moves of ml: by checkers and pins where
// they decide (filterFast), else making the moves that could change a
// complex attack (filterPlanned), else making every move.
func (p *Position) filterByMaking(ml *MoveList) {
	us := p.side
	if !p.v.fastLegal || !p.hasK[us] {
		p.filterAllByMaking(ml)
		return
	}
	var cp complexPlan
	p.planComplex(p.royal[us], us.Other(), &cp)
	switch {
	case cp.all:
		p.filterAllByMaking(ml)
	case cp.empty():
		p.filterFast(ml)
	default:
		p.filterPlanned(ml, &cp)
	}
}

// filterAllByMaking keeps the moves that do not leave the mover in check,
// making every one.
func (p *Position) filterAllByMaking(ml *MoveList) {
	us := p.side
	kept := ml.Moves[:0]
	for _, m := range ml.Moves {
		p.Make(m)
		if !p.hasK[us] || !p.Attacked(p.royal[us], us.Other()) {
			kept = append(kept, m)
		}
		p.Unmake()
	}
	ml.Moves = kept
}

// IsLegal reports whether the pseudo-legal move m is legal.
func (p *Position) IsLegal(m Move) bool {
	us := p.side
	p.Make(m)
	ok := !p.hasK[us] || !p.Attacked(p.royal[us], us.Other())
	p.Unmake()
	return ok
}

// pin is a piece of the side to move that shields its king from an enemy
// ray: it may only move along the segment from the king to the pinner.
type pin struct {
	sq   Coord
	dir  Vec
	dist int32 // distance from the king to the pinner
}

// checkInfo is what the fast legality test computes once per position.
type checkInfo struct {
	checkers int
	checker  Coord
	dir      Vec   // from the king toward the checker
	dist     int32 // and how far it is
	pins     [32]pin
	npins    int
	formSafe formationSafety // see formationLegalFast
}

// filterFast keeps the legal moves using checkers and pins.
func (p *Position) filterFast(ml *MoveList) {
	us := p.side
	them := us.Other()
	king := p.royal[us]
	var ci checkInfo
	if p.mb != nil {
		p.findChecksAndPinsMailbox(king, them, &ci)
	} else {
		p.findChecksAndPins(king, them, &ci)
	}
	moves := ml.Moves
	k := 0
	if ci.checkers == 0 && ci.npins == 0 {
		// Only king moves and the rare special kinds can be illegal.
		for i, m := range moves {
			if (m.From == king || m.Kind > DoubleStep) && !p.fastLegal(m, king, them, &ci) {
				continue
			}
			if k != i {
				moves[k] = m
			}
			k++
		}
	} else {
		for i, m := range moves {
			if !p.fastLegal(m, king, them, &ci) {
				continue
			}
			if k != i {
				moves[k] = m
			}
			k++
		}
	}
	ml.Moves = moves[:k]
}

func (p *Position) fastLegal(m Move, king Coord, them Color, ci *checkInfo) bool {
	if m.From == king {
		if m.Kind == Castle {
			return true // generation checked every square
		}
		return !p.attackedIgnoring(m.To, them, king)
	}
	if m.Kind != Normal && m.Kind != DoubleStep {
		if (m.Kind == Formation || m.Kind == FormationCapture) && p.formationLegalFast(m, king, them, ci) {
			return true
		}
		return p.IsLegal(m)
	}
	if ci.checkers > 1 {
		return false
	}
	if ci.checkers == 1 && m.To != ci.checker && !onSegment(king, ci.dir, ci.dist-1, m.To) {
		return false
	}
	for i := 0; i < ci.npins; i++ {
		if ci.pins[i].sq == m.From {
			return onSegment(king, ci.pins[i].dir, ci.pins[i].dist, m.To)
		}
	}
	return true
}

// onSegment reports whether c is king + k·dir for some k in 1..n.
func onSegment(king Coord, dir Vec, n int32, c Coord) bool {
	if n <= 0 {
		return false
	}
	d := c.Sub(king)
	var k int32
	switch {
	case dir.X != 0:
		k = d.X / dir.X
	default:
		k = d.Y / dir.Y
	}
	return k >= 1 && k <= n && dir.Scale(k) == d
}

// findChecksAndPins looks along every attack direction of them out from
// the king: the first piece may check, or shield the king from the second
// (a pin). Leaper directions are looked at only as far as they reach; long
// queen lines use the sparse board's line index.
func (p *Position) findChecksAndPins(king Coord, them Color, ci *checkInfo) {
	tab := &p.v.attack[them]
	dirs := tab.dirs
	if sl := &tab.spLeaps; len(sl.leaps) != 0 && p.sp != nil {
		// A leap pins nothing: the rows find its checkers (in their own
		// order; addCheck's records come out alike).
		w := &p.sp.win
		if lx, ly := uint32(king.X-w.x0), uint32(king.Y-w.y0); sl.rowsFit(lx, ly) {
			w.leapCheckers(sl, lx, ly, king, them, ci)
			dirs = sl.other
		}
	}
	for i := range dirs {
		d := &dirs[i]
		reach := d.reach()
		var q1, q2 Piece
		var n1, n2 int32
		var ok bool
		if d.long && reach == 0 {
			if q1, n1, ok = p.firstOnLine(king, d, NoCoord()); !ok {
				continue
			}
			if q1.Color() != them {
				s1 := king.Add(d.back.Scale(n1))
				if q2, n2, ok = p.firstOnLine(s1, d, NoCoord()); ok {
					p.notePin(ci, d, q2, n1+n2, s1, them)
				}
				continue
			}
		} else {
			if q1, n1, ok = p.walkToPiece(king, d, reach); !ok {
				continue
			}
			if q1.Color() != them {
				if n1 == reach {
					continue
				}
				s1 := king.Add(d.back.Scale(n1))
				if q2, n2, ok = p.walkToPiece(s1, d, reach-n1); ok {
					p.notePin(ci, d, q2, n1+n2, s1, them)
				}
				continue
			}
		}
		if d.mask(n1)>>q1.Type()&1 != 0 {
			ci.addCheck(king.Add(d.back.Scale(n1)), d.back, n1)
		}
	}
}

// notePin records a pin of the piece on shield when q, at distance n from
// the king, is an enemy that attacks along d from there.
func (p *Position) notePin(ci *checkInfo, d *attackDir, q Piece, n int32, shield Coord, them Color) {
	if q.Color() == them && d.mask(n)>>q.Type()&1 != 0 {
		ci.addPin(shield, d.back, n)
	}
}

// CountLegal returns the number of legal moves, as len of GenerateLegal's
// list, without listing every move where it can: when the side to move is
// not in check, the moves of unpinned pieces other than the king are all
// legal and only counted. On a sparse board inside a wide world border the
// long rays are counted arithmetically, in check and for pinned pieces too
// (count.go), so that a ray of a billion squares costs no memory. Perft
// uses it at the last ply.
func (p *Position) CountLegal() int {
	ml := &p.scratch
	if p.countsRays() {
		return p.countLegalSparse()
	}
	if p.sp != nil && !p.candidateMode() && p.fastLegalHere() {
		return p.countLegalNarrow() // count_sparse.go
	}
	us := p.side
	if p.mb == nil || !p.v.fastLegal || !p.hasK[us] {
		p.GenerateLegal(ml)
		return ml.Len()
	}
	them := us.Other()
	king := p.royal[us]
	var cp complexPlan
	p.planComplex(king, them, &cp)
	if !cp.empty() {
		p.Generate(ml)
		if cp.all {
			p.filterAllByMaking(ml)
		} else {
			p.filterPlanned(ml, &cp)
		}
		return ml.Len()
	}
	var ci checkInfo
	p.findChecksAndPinsMailbox(king, them, &ci)
	if ci.checkers > 0 {
		p.Generate(ml)
		p.filterFast(ml)
		return ml.Len()
	}
	ml.Reset()
	count := 0
	b := &p.mb.sq
	for _, from := range p.list[us] {
		fi := p.mb.index(from)
		prog := p.v.progs[b[fi]]
		if from == king || (prog.Special && !countableSpecial(prog)) || (ci.npins > 0 && ci.pinned(from)) {
			p.genPieceMailbox(ml, from)
			continue
		}
		if prog.Special {
			count += p.countPieceMailbox(ml, fi, prog) + p.countChainMailbox(&prog.Paths[0], fi)
		} else if prog.MailboxRays != nil {
			count += p.countPieceMailbox(ml, fi, prog)
		} else {
			count += p.countPlain(fi, prog) // knight, bishop, rook, queen, …
		}
	}
	for _, m := range ml.Moves {
		if p.fastLegal(m, king, them, &ci) {
			count++
		}
	}
	return count
}

// pinned reports whether the piece on c is pinned.
func (ci *checkInfo) pinned(c Coord) bool {
	for i := 0; i < ci.npins; i++ {
		if ci.pins[i].sq == c {
			return true
		}
	}
	return false
}
