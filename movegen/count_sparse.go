package movegen

// countLegalNarrow is CountLegal on a sparse board where rays are listed
// rather than counted arithmetically (a bounded board, a narrow world
// border), when checkers and pins decide legality: as on the mailbox, when
// the side to move is not in check, the moves of an unpinned piece other
// than the king are all legal, so they are counted without being listed;
// the king's moves, a pinned piece's, castling, en passant and the special
// kinds are listed and tested. In check it lists and filters everything.
func (p *Position) countLegalNarrow() int {
	us := p.side
	them := us.Other()
	king := p.royal[us]
	var ci checkInfo
	p.findChecksAndPinsSparse(king, them, &ci)
	ml := &p.scratch
	if ci.checkers > 0 {
		p.Generate(ml)
		return p.countFast(ml, king, them, &ci)
	}
	ml.Reset()
	s := p.sp
	target := &p.v.target[us]
	enemy := &p.v.enemy[us]
	var lm lineMasks
	count := 0
	for _, from := range p.list[us] {
		pc, in := s.win.get(from)
		if !in {
			pc = s.atOutside(from)
		}
		prog := p.v.progs[pc]
		if from == king || prog.Special || (ci.npins > 0 && ci.pinned(from)) {
			p.genPieceSparse(ml, from)
			continue
		}
		if in && prog.sparsePlain {
			// Every ray a plain leap or an unlimited plain slide (a knight,
			// a bishop, a rook, a queen).
			count += p.countPlainPiece(prog, from, target, enemy, &lm)
			continue
		}
		haveMasks := false
		for ri, rk := range prog.sparseKinds {
			r := &prog.Rays[ri]
			kind := rk & rkKindMask
			if p.ep != NoCoord() && (kind == rkStep1EP || kind == rkShortEP) {
				kind = rkOther
			}
			switch kind {
			case rkLong:
				if in && rk&rkQueen != 0 {
					if !haveMasks {
						s.win.masksAt(uint32(from.X-s.win.x0), uint32(from.Y-s.win.y0), &lm)
						haveMasks = true
					}
					if n, ok := p.countQueenRay(r, rk, from, &lm, enemy); ok {
						count += n
						continue
					}
				}
				count += p.countPlainLongRay(r, from)
			case rkLeap:
				to := from.Add(r.Step)
				t, in := s.win.get(to)
				if !in {
					t = s.atOutside(to)
				}
				count += target[t]
			case rkStep1, rkStep1EP:
				// One step (a pawn's push or capture). Without en passant
				// rights an e.p. capture ray only captures.
				to := from.Add(r.Step)
				t, in := s.win.get(to)
				if !in {
					t = s.atOutside(to)
				}
				if (t == Empty && r.Mode&(ModeMove|ModeCreateEP) != 0) ||
					(t != Empty && r.Mode&ModeCapture != 0 && enemy[t]) {
					count += p.movesOnto1(prog, to)
				}
			case rkShort, rkShortEP:
				count += p.countShortRaySparse(prog, r, from, enemy)
			default:
				p.genRaySparse(ml, prog, r, from)
			}
		}
	}
	return count + p.countFast(ml, king, them, &ci)
}

// countShortRaySparse is countShortRay reading the window's array.
func (p *Position) countShortRaySparse(prog *Program, r *Ray, from Coord, enemy *[256]bool) int {
	s := p.sp
	n := 0
	to := from
	for k := int32(1); ; k++ {
		to = to.Add(r.Step)
		t, in := s.win.get(to)
		if !in {
			t = s.atOutside(to)
		}
		if t == Empty {
			if k >= r.Min && r.Mode&(ModeMove|ModeCreateEP) != 0 {
				n += p.movesOnto1(prog, to)
			}
			if k == r.Max {
				return n
			}
			continue
		}
		if k >= r.Min && r.Mode&ModeCapture != 0 && enemy[t] {
			n += p.movesOnto1(prog, to)
		}
		return n
	}
}

// countFast counts the moves of ml that the checkers-and-pins test keeps.
func (p *Position) countFast(ml *MoveList, king Coord, them Color, ci *checkInfo) int {
	n := 0
	for _, m := range ml.Moves {
		if p.fastLegal(m, king, them, ci) {
			n++
		}
	}
	return n
}

// countPlainPiece counts the moves of a piece on a square of the window
// whose rays are all plain leaps and unlimited plain slides; lm is scratch.
func (p *Position) countPlainPiece(prog *Program, from Coord, target *[256]int, enemy *[256]bool, lm *lineMasks) int {
	s := p.sp
	w := &s.win
	w.masksAt(uint32(from.X-w.x0), uint32(from.Y-w.y0), lm)
	count := 0
	for ri, rk := range prog.sparseKinds {
		r := &prog.Rays[ri]
		if r.Max == 1 {
			to := from.Add(r.Step)
			t, in := w.get(to)
			if !in {
				t = s.atOutside(to)
			}
			count += target[t]
			continue
		}
		if rk&rkQueen != 0 {
			fam, up := rk.family()
			wall := lm.wall[fam]
			if k, b, ok := scanFrom(lm.occ[fam]|wall, lm.pos[fam], up); ok {
				count += int(k - 1)
				if wall>>b&1 == 0 {
					if t, _ := w.get(from.Add(r.Step.Scale(k))); enemy[t] {
						count++
					}
				}
				continue
			}
		}
		count += p.countPlainLongRay(r, from)
	}
	return count
}

// countQueenRay is countPlainLongRay for a unit queen step from a square
// of the window whose line masks are lm, when the ray's first piece or wall
// lies in the window (ok); rk is the ray's kind.
func (p *Position) countQueenRay(r *Ray, rk rayKind, from Coord, lm *lineMasks, enemy *[256]bool) (int, bool) {
	fam, up := rk.family()
	wall := lm.wall[fam]
	k, b, ok := scanFrom(lm.occ[fam]|wall, lm.pos[fam], up)
	if !ok {
		return 0, false
	}
	if r.Max > 0 && r.Max < k {
		return int(r.Max), true // the blocker is out of reach
	}
	free := k - 1
	if wall>>b&1 == 0 {
		to := from.Add(r.Step.Scale(k))
		if t, _ := p.sp.win.get(to); enemy[t] {
			free++
		}
	}
	return int(free), true
}

// countPlainLongRay counts the moves of a long ray that only moves and
// captures, of a piece that does not promote, as genLongRay lists them:
// every free square and the capture of an enemy blocker in reach.
func (p *Position) countPlainLongRay(r *Ray, from Coord) int {
	s := p.sp
	var free, k int32
	var blocked, ok bool
	if unitQueenStep(r.Step) {
		free, k, blocked, ok = s.win.extent(from, r.Step, r.Max)
	}
	capture := blocked && (r.Max == 0 || k <= r.Max)
	if !ok {
		free, k, capture = p.longRayExtent(r, from)
	}
	n := int(free)
	if capture {
		to := from.Add(r.Step.Scale(k))
		t, in := s.win.get(to)
		if !in {
			t = s.atOutside(to)
		}
		if p.v.enemy[p.side][t] {
			n++
		}
	}
	return n
}

// findChecksAndPinsSparse is findChecksAndPins with the window's fast
// paths: a queen line's first and second pieces come from its bit masks,
// a short walk reads the window's array. Where the window cannot decide (a
// line leaving it, a step that is not a queen step) it asks the line index
// as findChecksAndPins does; both fill ci alike.
func (p *Position) findChecksAndPinsSparse(king Coord, them Color, ci *checkInfo) {
	tab := &p.v.attack[them]
	s := p.sp
	var lm lineMasks
	lx, ly := uint32(king.X-s.win.x0), uint32(king.Y-s.win.y0)
	inWin := lx|ly < winSize
	if inWin {
		s.win.masksAt(lx, ly, &lm)
	}
	for i := range tab.dirs {
		d := &tab.dirs[i]
		reach := d.reach()
		var q1, q2 Piece
		var n1, n2 int32
		var ok bool
		if reach == 1 {
			// A leap: one square, no pin behind it.
			sq := king.Add(d.back)
			q, in := s.win.get(sq)
			if !in {
				q = s.atOutside(sq)
			}
			if q.IsPiece() && q.Color() == them && d.mask(1)>>q.Type()&1 != 0 {
				ci.addCheck(sq, d.back, 1)
			}
			continue
		}
		if d.long && reach == 0 && inWin && unitQueenStep(d.back) && p.queenCheckOrPin(king, d, them, ci, &lm) {
			continue // decided inside the window
		}
		if d.long && reach == 0 {
			if n1, ok = p.firstPiece(king, d.back); !ok {
				continue
			}
			s1 := king.Add(d.back.Scale(n1))
			if q1 = s.at(s1); q1.Color() != them {
				if n2, ok = p.firstPiece(s1, d.back); ok {
					q2 = s.at(s1.Add(d.back.Scale(n2)))
					p.notePin(ci, d, q2, n1+n2, s1, them)
				}
				continue
			}
		} else {
			if q1, n1, ok = p.walkSparse(king, d.back, reach); !ok {
				continue
			}
			if q1.Color() != them {
				if n1 == reach {
					continue
				}
				s1 := king.Add(d.back.Scale(n1))
				if q2, n2, ok = p.walkSparse(s1, d.back, reach-n1); ok {
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

// queenCheckOrPin looks along the unlimited queen direction d from the
// royal piece on king, a square of the window with line masks lm, for a
// check or a pin, when the pieces that decide it lie in the window: it
// reports false (and notes nothing) when the line leaves the window first.
func (p *Position) queenCheckOrPin(king Coord, d *attackDir, them Color, ci *checkInfo, lm *lineMasks) bool {
	w := &p.sp.win
	fam, up := queenFamily(d.back)
	fam &= lineFamilies - 1
	occ := lm.occ[fam]
	n1, b1, ok := scanFrom(occ, lm.pos[fam], up)
	if !ok {
		return p.sp.count == 0 // no piece at all along d when none is outside the window
	}
	s1 := king.Add(d.back.Scale(n1))
	q1, _ := w.get(s1)
	if q1.Color() == them {
		if d.mask(n1)>>q1.Type()&1 != 0 {
			ci.addCheck(s1, d.back, n1)
		}
		return true
	}
	n2, _, ok := scanFrom(occ, b1, up)
	if !ok {
		return p.sp.count == 0 // else a pinner may stand outside the window
	}
	q2, _ := w.get(s1.Add(d.back.Scale(n2)))
	p.notePin(ci, d, q2, n1+n2, s1, them)
	return true
}

// walkSparse is walkToPiece on the sparse board, reading the window's
// array where it can.
func (p *Position) walkSparse(c Coord, back Vec, reach int32) (Piece, int32, bool) {
	s := p.sp
	for n := int32(1); ; n++ {
		c = c.Add(back)
		q, in := s.win.get(c)
		if !in {
			q = s.atOutside(c)
		}
		if q == Offboard {
			return Empty, 0, false
		}
		if q != Empty {
			return q, n, true
		}
		if n == reach {
			return Empty, 0, false
		}
	}
}

// rayKind classifies a ray for the sparse board's counting loops: the kind
// in the low bits and, for a unit queen step, its line family and whether
// it walks toward larger positions.
type rayKind uint8

const (
	rkOther   rayKind = iota // listed by genRaySparse
	rkLong                   // a long plain ray (moves and captures, no promotion)
	rkLeap                   // a plain leap (plainLeap)
	rkStep1                  // one step (a pawn's push or capture), no e.p.
	rkStep1EP                // one step with an e.p. capture
	rkShort                  // a short ray, no e.p.
	rkShortEP                // a short ray with an e.p. capture

	rkKindMask rayKind = 7
	rkQueen    rayKind = 8 // with rkLong: a unit queen step
	rkFamShift         = 4 // line family in bits 4–5
	rkUp       rayKind = 64
)

// family returns the line family and direction of a unit queen ray.
func (k rayKind) family() (int, bool) {
	return int(k>>rkFamShift) & (lineFamilies - 1), k&rkUp != 0
}

// classifySparseRays fills prog's sparse view of its rays.
func classifySparseRays(prog *Program) {
	prog.sparseKinds = make([]rayKind, len(prog.Rays))
	prog.sparsePlain = prog.MailboxRays == nil && len(prog.MailboxLeaps)+len(prog.MailboxSlides) == len(prog.Rays)
	for i := range prog.Rays {
		r := &prog.Rays[i]
		ep := r.Mode&ModeEPCapture != 0
		var k rayKind
		switch {
		case r.Long && r.Mode == ModeMove|ModeCapture && !prog.Promotes:
			k = rkLong
		case plainLeap(prog, r):
			k = rkLeap
		case !r.Long && r.Max == 1 && r.Min <= 1 && !ep:
			k = rkStep1
		case !r.Long && r.Max == 1 && r.Min <= 1:
			k = rkStep1EP
		case !r.Long && !ep:
			k = rkShort
		case !r.Long:
			k = rkShortEP
		}
		if unitQueenStep(r.Step) {
			fam, up := queenFamily(r.Step)
			k |= rkQueen | rayKind(fam)<<rkFamShift
			if up {
				k |= rkUp
			}
		}
		prog.sparseKinds[i] = k
	}
}
