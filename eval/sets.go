package eval

import "lattice/movegen"

// The evaluation by square sets: on a variant's own mailbox board of at
// most 128 squares (movegen.Variant.SquareSets), one pass of the kernel
// (GatherActivity) sums each type's Activity and sorts the pieces' squares
// into groups; the terms that depend on where single pieces stand (passed
// pawns, shelter, attackers near the enemy king) are then counts of those
// sets against per-square masks built once in New. Every term is a sum
// over pieces, so the scores are exactly those of the walk (walkTerms),
// which TestSetTermsEqualWalk holds.

// The groups GatherActivity sorts squares into.
const (
	groupOther   = 0 // royal pieces
	groupPawn    = 1
	groupStepper = 2 // non-royal, non-pawn steppers
	groupPiece   = 3 // the other non-royal, non-pawn pieces
)

// setTables are the evaluator's masks on a board with square sets, by
// square number (movegen.SquareSet).
type setTables struct {
	w, x0, y0 int32 // the board's width and lower-left corner
	kinds     [movegen.MaxPieceTypes + 1]movegen.ActivityKind
	// near[k] holds the squares within NearRadius king steps of square k,
	// step[k] those within one.
	near, step []movegen.SquareSet
	// shield[c][k] holds the squares where a pawn of colour c shelters its
	// king on square k (shields).
	shield [2][]movegen.SquareSet
	// pawn[c][k] is a pawn of colour c on square k: its bonuses and the
	// squares an enemy pawn must not hold for it to be passed.
	pawn [2][]pawnSquare
}

// pawnSquare is the pawn terms of one square for one colour.
type pawnSquare struct {
	rankTerms
	ahead movegen.SquareSet
}

// newSetTables builds the set tables, nil where the evaluation by sets
// does not apply: a board without square sets, or a variant with a
// formation piece (whose block bonus looks at neighbouring squares).
func (e *Evaluator) newSetTables() *setTables {
	v := e.v
	if e.plane || !e.small || !v.SquareSets() {
		return nil
	}
	b := v.Bounds()
	t := &setTables{w: int32(b.Width()), x0: b.X0, y0: b.Y0}
	for ty := 1; ty <= e.types; ty++ {
		ti := &e.info[ty]
		switch {
		case ti.formation:
			return nil
		case ti.pawn:
			t.kinds[ty] = groupPawn
		case ti.royal:
			t.kinds[ty] = groupOther
			if ti.spiral || e.w.KingMobilityMG != 0 || e.w.KingMobilityEG != 0 {
				t.kinds[ty] |= movegen.CountActivity
			}
		case ti.stepper:
			t.kinds[ty] = groupStepper | movegen.CountActivity
		default:
			t.kinds[ty] = groupPiece | movegen.CountActivity
		}
	}
	n := b.Width() * b.Height()
	sq := make([]movegen.Coord, n)
	for k := range sq {
		sq[k] = movegen.Coord{X: b.X0 + int32(k)%t.w, Y: b.Y0 + int32(k)/t.w}
	}
	t.near, t.step = make([]movegen.SquareSet, n), make([]movegen.SquareSet, n)
	for c := range t.shield {
		t.shield[c] = make([]movegen.SquareSet, n)
		t.pawn[c] = make([]pawnSquare, n)
	}
	for k, a := range sq {
		for j, q := range sq {
			bit := movegen.SquareSetOf(j)
			d := cheb(a, q)
			if d <= e.w.NearRadius {
				t.near[k] = t.near[k].Or(bit)
			}
			if d <= 1 {
				t.step[k] = t.step[k].Or(bit)
			}
			for c := movegen.White; c <= movegen.Black; c++ {
				if shields(c, q, a) {
					t.shield[c][k] = t.shield[c][k].Or(bit)
				}
				// q holds an enemy pawn that stops c's pawn on a.
				ahead := (c == movegen.White && q.Y > a.Y) || (c == movegen.Black && q.Y < a.Y)
				if dx := q.X - a.X; dx >= -1 && dx <= 1 && ahead {
					t.pawn[c][k].ahead = t.pawn[c][k].ahead.Or(bit)
				}
			}
		}
		if e.promotes {
			for c := movegen.White; c <= movegen.Black; c++ {
				t.pawn[c][k].rankTerms = e.ranks[c][a.Y-b.Y0]
			}
		}
	}
	return t
}

// square is the square number of c, a square of the board.
func (t *setTables) square(c movegen.Coord) int { return int((c.Y-t.y0)*t.w + c.X - t.x0) }

// setTerms fills st with both colours' terms by square sets, as walkTerms
// would; it is false, leaving st alone, when the position is not on a
// board with square sets or a side has more pawns than the walk collects.
func (e *Evaluator) setTerms(p *movegen.Position, st *[2]side, king *[2]movegen.Coord, hasK *[2]bool) bool {
	t := e.sets
	w := &e.w
	var act [2]movegen.SideActivity
	for c := movegen.White; c <= movegen.Black; c++ {
		z := p.ZoneAround(king[c.Other()])
		if !p.GatherActivity(c, &t.kinds, &z, w.RayCap, &act[c]) {
			return false
		}
		if act[c].Groups[groupPawn].Count() > maxPawns {
			return false
		}
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		s, a := &st[c], &act[c]
		material := 0
		for ty := 1; ty <= e.types; ty++ {
			n := p.Count(c, movegen.PieceType(ty))
			if n == 0 {
				continue
			}
			ti := &e.info[ty]
			material += n * ti.value
			if ti.pawn {
				continue
			}
			moves, hits := int(a.Moves[ty]), int(a.ZoneHits[ty])
			if ti.royal {
				e.royalReach(s, ti, moves, hits)
				continue
			}
			s.phase += n * ti.value
			s.mob += (16*moves - n*ti.base16) * ti.mobScale
			s.attack += hits * w.ZoneHit
		}
		s.mg += material
		s.eg += material
		pieces := a.Groups[groupStepper].Or(a.Groups[groupPiece])
		if hasK[c.Other()] {
			s.attack += w.NearAttacker * pieces.And(t.near[t.square(king[c.Other()])]).Count()
		}
		if hasK[c] {
			k := t.square(king[c])
			s.shelter += a.Groups[groupPawn].And(t.shield[c][k]).Count() +
				a.Groups[groupStepper].And(t.step[k]).Count()
		}
	}
	if !e.promotes {
		return true
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		s := &st[c]
		pawns, enemy := act[c].Groups[groupPawn], act[c.Other()].Groups[groupPawn]
		pt := t.pawn[c&1]
		mg, eg := 0, 0
		for !pawns.Empty() {
			ps := &pt[pawns.Pop()]
			mg += ps.advMG
			eg += ps.advEG
			if ps.ahead.And(enemy).Empty() {
				mg += ps.passMG
				eg += ps.passEG
			}
		}
		s.mg += mg
		s.eg += eg
	}
	return true
}
