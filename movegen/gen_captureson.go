package movegen

// GenerateCapturesOn fills ml with the moves of GenerateNoisy that are of
// kind Normal and land on sq, in GenerateNoisy's order: the legal plain
// captures of the piece on sq (promotions included), as a static exchange
// evaluation needs them at each step. On the mailbox board it looks only at
// the pieces whose moves can reach sq (a table per program, the geometry of
// their paths) and only along the lines that reach it, instead of listing
// every capture; where checkers and pins decide legality it filters those
// (in check too, when sq holds an enemy piece), elsewhere it filters
// GenerateNoisy's list, unless no piece can take on sq at all. On the sparse
// board it filters GenerateNoisy's list. It allocates nothing once ml has
// grown.
func (p *Position) GenerateCapturesOn(ml *MoveList, sq Coord) {
	if p.mb == nil || !p.mb.bounds.Contains(sq) {
		p.capturesOnByFilter(ml, sq)
		return
	}
	mb := p.mb
	si := mb.index(sq)
	victim := p.v.enemy[p.side][mb.sq[si]]
	if !victim {
		if !p.fastLegalHere() {
			p.capturesOnByFilter(ml, sq)
			return
		}
		if ci := p.checks(); ci.checkers > 0 {
			p.evasions(ml, ci)
			keepNormalTo(ml, 0, sq)
			return
		}
	}
	b := &mb.sq
	ml.Reset()
	// The squares from which a piece may capture on sq, on the variant's
	// board of at most 64 squares (every square elsewhere).
	cand, bitOf := ^uint64(0), (*[mailboxSize]uint8)(nil)
	if cf := mb.capFrom64[p.side&1]; cf != nil && mb.mailboxGeo == p.v.geo {
		bitOf = &mb.bits.bitOf
		cand = cf[bitOf[si]&63]
	}
	for _, from := range p.list[p.side] {
		fi := mb.index(from)
		if bitOf != nil && cand>>(bitOf[fi]&63)&1 == 0 {
			continue
		}
		prog := p.v.progs[b[fi]]
		diff := si - fi
		reach := prog.mbReach[lineOff+diff]
		// Onto a victim only a capturing ray of the piece's can move it.
		if prog.Paths != nil || prog.Primitive != NoPrimitive || reach&reachRay != 0 && (!victim || reach&reachCapRay != 0) {
			if !pathsOnlyMiss(prog, reach, victim, from, sq) {
				// The piece's whole noisy list, filtered (pawns, and
				// pieces with paths or primitives; castling is never
				// noisy, so a castling king takes its leaps below).
				first := len(ml.Moves)
				p.noisyPieceMailbox(ml, from)
				keepNormalTo(ml, first, sq)
				continue
			}
		}
		if victim && reach != 0 {
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
	if len(ml.Moves) == 0 {
		// No piece may take there, legally or not (the legal moves that
		// GenerateNoisy lists in check are among them).
		return
	}
	if victim && !p.fastLegalHere() {
		p.capturesOnByFilter(ml, sq)
		return
	}
	// In check the moves onto the victim's square are the same captures:
	// filterChecked then keeps those that take the checker or move the
	// royal piece out of check, as the evasions would.
	p.filterChecked(ml, p.checks())
}

// pathsOnlyMiss reports whether a piece of prog on from has paths, none
// that can land on sq, and neither a primitive nor a mailbox ray that may
// reach sq (reach is its mbReach entry there; victim: sq holds an enemy
// piece): then only its leaps and slides may move it there, as for a plain
// piece.
func pathsOnlyMiss(prog *Program, reach uint8, victim bool, from, sq Coord) bool {
	if prog.Paths == nil || prog.Primitive != NoPrimitive || reach&reachRay != 0 && (!victim || reach&reachCapRay != 0) {
		return false
	}
	return !pathsMayLand(prog, from, sq)
}

// pathsMayLand reports whether a move of one of prog's paths that noisy
// generation walks (those not Quiet) could land on sq from from, by the
// paths' geometry alone: within the path's reach, and for a straight path
// on the line of one of its first steps.
func pathsMayLand(prog *Program, from, sq Coord) bool {
	v := sq.Sub(from)
	dist := max(abs32(v.X), abs32(v.Y))
	for i := range prog.Paths {
		path := &prog.Paths[i]
		if path.Quiet {
			continue
		}
		if r := path.Reach[0]; r >= 0 && dist > r {
			continue
		}
		if !path.Straight {
			return true
		}
		for _, d := range path.Legs[0].Steps {
			if v.X*d.Y == v.Y*d.X && dot(v, d) > 0 {
				return true
			}
		}
	}
	return false
}

// The bits of Program.mbReach.
const (
	reachLeap   = 1 << iota // one of MailboxLeaps is the offset
	reachSlide              // one of MailboxSlides may reach it
	reachRay                // one of MailboxRays may reach it
	reachCapRay             // one of MailboxRays that may end on a piece may reach it
)

// mailboxReach builds Program.mbReach: for every offset between two
// squares of a mailbox board, which of prog's mailbox views may move the
// piece by it (ignoring what stands between).
func mailboxReach(prog *Program) []uint8 {
	out := make([]uint8, 2*lineOff+1)
	mark := func(step Vec, delta, max int32, bit uint8) {
		for n := int32(1); max == 0 || n <= max; n++ {
			s := step.Scale(n)
			if abs32(s.X) >= MaxMailboxSide || abs32(s.Y) >= MaxMailboxSide {
				return
			}
			out[lineOff+n*delta] |= bit
		}
	}
	// Every mailbox ray of one step counts as a leap, of any length as a
	// slide: the bits need only cover the leaps and slides.
	for _, r := range prog.Rays {
		switch {
		case !r.Mailbox:
		case r.Max == 1:
			mark(r.Step, r.Delta, 1, reachLeap)
		default:
			mark(r.Step, r.Delta, 0, reachSlide)
		}
	}
	for _, r := range prog.MailboxRays {
		bit := uint8(reachRay)
		if r.Mode&^(ModeMove|ModeCreateEP|ModeEPCapture) != 0 {
			bit |= reachCapRay
		}
		mark(r.Step, r.Delta, r.Max, bit)
	}
	return out
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
	if p.sp != nil && p.v.enemy[p.side][p.sp.at(sq)] {
		p.capturesOnSparse(ml, sq)
		return
	}
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
