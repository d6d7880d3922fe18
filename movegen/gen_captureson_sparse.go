package movegen

// capturesOnSparse is GenerateCapturesOn on the sparse board when sq holds
// an enemy piece: the legal captures on sq, found without listing every
// capture of the side. A piece with special moves lists its noisy moves; of
// the others, those whose reachBounds allow sq add their captures on it
// alone (capturesOnBy), so the captures come in the order GenerateNoisy
// gives them; the legality filter is GenerateNoisy's.
func (p *Position) capturesOnSparse(ml *MoveList, sq Coord) {
	ml.Reset()
	progs := &p.v.progs
	codes := p.codes[p.side]
	for i, from := range p.list[p.side] {
		prog := progs[codes[i]]
		if prog.Special {
			p.noisyPieceSparse(ml, from) // filtered below
			continue
		}
		// Most pieces are ruled out by their reachBounds.
		dx, dy := int64(sq.X)-int64(from.X), int64(sq.Y)-int64(from.Y)
		if b := &prog.reach; b.other || max(dx, -dx, dy, -dy) <= b.near ||
			(b.lines && (dx == 0 || dy == 0 || dx == dy || dx == -dy)) {
			p.capturesOnBy(ml, prog, from, sq, dx, dy)
		}
	}
	keepNormalTo(ml, 0, sq)
	if len(ml.Moves) == 0 {
		return
	}
	if p.v.attack[p.side.Other()].complexTypes == 0 {
		p.keepLegalOn(ml, sq) // cheaper than every check and pin
		return
	}
	if p.fastLegalHere() {
		p.filterChecked(ml, p.checks())
	} else {
		p.filterByMaking(ml)
	}
}

// reachBounds is what a piece's rays can reach, in brief: every square
// within near steps (Chebyshev distance) of it, the squares on its queen
// lines if lines is set, and anything if other is set (a long ray off the
// queen lines, such as a nightrider's).
type reachBounds struct {
	near         int64
	lines, other bool
}

// reachOf summarises rays.
func reachOf(rays []Ray) reachBounds {
	var b reachBounds
	for i := range rays {
		r := &rays[i]
		switch {
		case r.Max == 0 && r.queen():
			b.lines = true
		case r.Max == 0:
			b.other = true
		default:
			b.near = max(b.near, int64(r.Max)*int64(max(abs32(r.Step.X), abs32(r.Step.Y))))
		}
	}
	return b
}

// capturesOnBy adds the captures on sq, which holds an enemy piece, of the
// piece without special moves (program prog) on from, sq − from being
// (dx, dy), as noisyPieceSparse lists them: ray by ray, a ray capturing
// when sq is its first occupied square within its range (a long ray's
// blocker, found in the line index; a short ray's walk, from its Min on).
func (p *Position) capturesOnBy(ml *MoveList, prog *Program, from, sq Coord, dx, dy int64) {
	s := p.sp
	for ri := range prog.Rays {
		r := &prog.Rays[ri]
		sx, sy := int64(r.Step.X), int64(r.Step.Y)
		if r.Mode&ModeCapture == 0 || dx*sy != dy*sx || dx*sx+dy*sy <= 0 {
			continue // no capture, or sq off the ray's line or behind it
		}
		t, ok := int32(1), dx == sx && dy == sy
		if !ok {
			if t, ok = stepTo(from, r.Step, sq); !ok {
				continue
			}
		}
		if r.Max > 0 && t > r.Max {
			continue
		}
		if r.Long {
			if k, blocked := p.firstPiece(from, r.Step); !blocked || k != t {
				continue
			}
		} else if t < r.Min || !s.emptyBefore(from, r.Step, t) {
			continue
		}
		p.addMove(ml, prog, from, sq, Normal, Coord{})
	}
}

// emptyBefore reports whether the squares from + i·d, 0 < i < t, are all
// empty.
func (s *sparse) emptyBefore(from Coord, d Vec, t int32) bool {
	to := from
	for i := int32(1); i < t; i++ {
		to = to.Add(d)
		pc, in := s.win.get(to)
		if !in {
			pc = s.atOutside(to)
		}
		if pc != Empty {
			return false
		}
	}
	return true
}
