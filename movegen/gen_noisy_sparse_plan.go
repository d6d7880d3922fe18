package movegen

import "math/bits"

// A pawn of the plane spends most of the game far from its promotion ranks,
// where its pushes add nothing to the noisy list and its captures cannot
// promote. noisyPlan tells, once per piece code, how far toward those ranks
// any of the piece's rays can land and which rays can capture, so that
// noisyPieceSparse visits only the capturing rays of a piece too far from
// the zone to promote, and adds their moves without asking about promotion.

// noisyPlan is what the sparse board's noisy generation knows of a
// promoting piece's program, for one piece code (so one colour).
type noisyPlan struct {
	// reach is the most ranks toward its promotion zone (up for White,
	// down for Black) that a landing square of any ray lies from the
	// piece's own, at least 0; unbounded marks a ray with no range limit
	// that goes that way.
	reach     int64
	unbounded bool
	// caps has bit i set for each ray i that may capture (by ModeCapture
	// or ModeEPCapture); steps says that every such ray is a single step
	// (Min = Max = 1, not Long), and at most maxCapSteps of them: then
	// capSteps[:ncaps] are those rays in their order.
	caps     uint64
	steps    bool
	ncaps    uint8
	capSteps [maxCapSteps]capStep
	// usable marks a program the plan serves: no castling, paths or
	// primitive, at most 64 rays. ready marks a computed plan.
	usable, ready bool
}

// maxCapSteps bounds the single-step captures a noisyPlan lists (a pawn
// has two).
const maxCapSteps = 4

// capStep is one capturing single step of a noisyPlan: its step, whether it
// captures a piece (ModeCapture) and whether it takes en passant the way
// addNoisyQuiet does (ModeEPCapture on a ray that does not move).
type capStep struct {
	d        Vec
	take, ep bool
}

// noisyPlanOf returns the plan of the piece pc with program prog.
func (s *sparse) noisyPlanOf(pc Piece, prog *Program) *noisyPlan {
	np := &s.noisyPlans[pc]
	if !np.ready {
		np.fill(prog, pc)
	}
	return np
}

// fill computes np for the piece pc of program prog (computeNoisyPlan),
// out of line so that noisyPlanOf inlines.
//
//go:noinline
func (np *noisyPlan) fill(prog *Program, pc Piece) { *np = computeNoisyPlan(prog, pc.Color()) }

// computeNoisyPlan works out the noisyPlan of program prog for a piece of
// colour c.
func computeNoisyPlan(prog *Program, c Color) noisyPlan {
	np := noisyPlan{ready: true, steps: true, usable: !prog.Special && len(prog.Rays) <= 64}
	for i := range prog.Rays {
		r := &prog.Rays[i]
		dy := int64(r.Step.Y)
		if c == Black {
			dy = -dy
		}
		n := int64(r.Min) // the landing step farthest toward the zone
		if dy > 0 {
			if r.Max == 0 {
				np.unbounded = true
			}
			n = int64(r.Max)
		}
		np.reach = max(np.reach, n*dy)
		if r.Mode&(ModeCapture|ModeEPCapture) != 0 {
			np.caps |= 1 << (i & 63)
			single := !r.Long && r.Min == 1 && r.Max == 1
			if np.steps = np.steps && single && np.ncaps < maxCapSteps; np.steps {
				np.capSteps[np.ncaps] = capStep{
					d:    r.Step,
					take: r.Mode&ModeCapture != 0,
					ep:   r.Mode&(ModeCreateEP|ModeMove) == 0 && r.Mode&ModeEPCapture != 0,
				}
				np.ncaps++
			}
		}
	}
	return np
}

// far reports whether no ray of the side to move's piece on from can land
// in its promotion zone (promotionAt).
func (np *noisyPlan) far(p *Position, from Coord) bool {
	if np.unbounded {
		return false
	}
	if p.side == White {
		return int64(from.Y)+np.reach < int64(p.v.promo.WhiteFrom)
	}
	return int64(from.Y)-np.reach > int64(p.v.promo.BlackFrom)
}

// noisyFar adds the captures of the piece on from, of program prog and
// plan np, which is far from its promotion zone: only np.caps can add
// anything, and nothing promotes. It gives noisyRaySparse's moves in its
// order.
func (p *Position) noisyFar(ml *MoveList, prog *Program, np *noisyPlan, from Coord, enemy *[256]bool) {
	if !np.steps {
		for m := np.caps; m != 0; m &= m - 1 {
			p.noisyRaySparse(ml, prog, &prog.Rays[bits.TrailingZeros64(m)], from, enemy)
		}
		return
	}
	s := p.sp
	for i := range np.capSteps[:np.ncaps] {
		c := &np.capSteps[i]
		to := from.Add(c.d)
		t, in := s.win.get(to) // s.at, inlined
		if !in {
			t = s.atOutside(to)
		}
		switch {
		case t == Empty:
			// addNoisyQuiet's en passant capture.
			if c.ep && to == p.ep {
				ml.Moves = append(ml.Moves, Move{From: from, To: to, Aux: p.epVictim, Kind: EnPassant})
			}
		case c.take && enemy[t]:
			ml.Moves = append(ml.Moves, Move{From: from, To: to})
		}
	}
}
