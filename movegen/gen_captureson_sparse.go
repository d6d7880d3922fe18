package movegen

// capturesOnSparse is GenerateCapturesOn on the sparse board when sq holds
// an enemy piece: the legal captures on sq, found without listing every
// capture of the side. Only pieces that can reach sq at all (one of their
// rays points at it, within its range, or the piece moves in special ways)
// list their noisy moves, so the captures come in the order GenerateNoisy
// gives them; the legality filter is GenerateNoisy's.
func (p *Position) capturesOnSparse(ml *MoveList, sq Coord) {
	ml.Reset()
	progs := &p.v.progs
	codes := p.codes[p.side]
	for i, from := range p.list[p.side] {
		if mayReach(progs[codes[i]], from, sq) {
			p.noisyPieceSparse(ml, from)
		}
	}
	keepNormalTo(ml, 0, sq)
	if len(ml.Moves) == 0 {
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

// mayReach reports whether a piece with program prog on from could move to
// sq by its rays' geometry alone (true for pieces with special moves). Most
// pieces are told apart by their reachBounds; then a single step must land
// on sq, a longer ray must point at it.
func mayReach(prog *Program, from, sq Coord) bool {
	if prog.Special {
		return true
	}
	dx, dy := int64(sq.X)-int64(from.X), int64(sq.Y)-int64(from.Y)
	b := &prog.reach
	if !b.other && max(dx, -dx, dy, -dy) > b.near &&
		!(b.lines && (dx == 0 || dy == 0 || dx == dy || dx == -dy)) {
		return false
	}
	for ri := range prog.Rays {
		r := &prog.Rays[ri]
		sx, sy := int64(r.Step.X), int64(r.Step.Y)
		if r.Max == 1 {
			if dx == sx && dy == sy {
				return true
			}
			continue
		}
		if dx*sy != dy*sx || dx*sx+dy*sy <= 0 {
			continue // off the ray's line, or behind it
		}
		if t, ok := stepTo(from, r.Step, sq); ok && (r.Max == 0 || t <= r.Max) {
			return true
		}
	}
	return false
}
