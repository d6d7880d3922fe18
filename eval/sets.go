package eval

import (
	"math/bits"

	"lattice/movegen"
)

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
	// pawnTypes, mobTypes and royalTypes are the variant's pawn types,
	// its non-royal, non-pawn types and its royal types.
	pawnTypes, mobTypes, royalTypes []int
	// On a board of at most 64 squares (words) the passed pawns are found
	// from whole words: notFirst and notLast are the squares off the first
	// and the last file (where a shift by one square wrapping across a
	// rank's end lands); pawn64 is pawn with room for 64 squares.
	words             bool
	notFirst, notLast uint64
	pawn64            [2]*[64]pawnSquare
	// plan is GatherActivity's work for kinds and the weights' RayCap,
	// worked out once (movegen.ActivityPlan).
	plan *movegen.ActivityPlan
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
			t.pawnTypes = append(t.pawnTypes, ty)
		case ti.royal:
			t.kinds[ty] = groupOther
			if ti.spiral || e.w.KingMobilityMG != 0 || e.w.KingMobilityEG != 0 {
				t.kinds[ty] |= movegen.CountActivity
			}
			t.royalTypes = append(t.royalTypes, ty)
		case ti.stepper:
			t.kinds[ty] = groupStepper | movegen.CountActivity
			t.mobTypes = append(t.mobTypes, ty)
		default:
			t.kinds[ty] = groupPiece | movegen.CountActivity
			t.mobTypes = append(t.mobTypes, ty)
		}
	}
	t.plan = v.NewActivityPlan(&t.kinds, e.w.RayCap)
	n := b.Width() * b.Height()
	if t.words = n <= 64; t.words {
		t.notFirst, t.notLast = ^uint64(0), ^uint64(0)
		for k := 0; k < 64; k++ {
			switch int32(k) % t.w {
			case 0:
				t.notFirst &^= 1 << k
			case t.w - 1:
				t.notLast &^= 1 << k
			}
		}
	}
	sq := make([]movegen.Coord, n)
	for k := range sq {
		sq[k] = movegen.Coord{X: b.X0 + int32(k)%t.w, Y: b.Y0 + int32(k)/t.w}
	}
	t.near, t.step = make([]movegen.SquareSet, n), make([]movegen.SquareSet, n)
	for c := range t.shield {
		t.shield[c] = make([]movegen.SquareSet, n)
		t.pawn[c] = make([]pawnSquare, max(n, 64))[:n]
		if t.words {
			t.pawn64[c] = (*[64]pawnSquare)(t.pawn[c][:64])
		}
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
		if !p.GatherPlanned(c, t.plan, &z, &act[c]) {
			return false
		}
		if act[c].Groups[groupPawn].Count() > maxPawns {
			return false
		}
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		s, a := &st[c], &act[c]
		count := p.Counts(c)
		material := 0
		for _, ty := range t.pawnTypes {
			ty &= movegen.MaxPieceTypes
			material += int(count[ty]) * e.info[ty].value
		}
		// Every term of a type is zero when the side has none of it.
		phase, mob, hits := 0, 0, 0
		for _, ty := range t.mobTypes {
			ty &= movegen.MaxPieceTypes
			n := int(count[ty])
			ti := &e.info[ty]
			phase += n * ti.value
			mob += (16*int(a.Moves[ty]) - n*ti.base16) * ti.mobScale
			hits += int(a.ZoneHits[ty])
		}
		s.phase += phase
		s.mob += mob
		s.attack += hits * w.ZoneHit
		for _, ty := range t.royalTypes {
			ty &= movegen.MaxPieceTypes
			if n := int(count[ty]); n != 0 {
				ti := &e.info[ty]
				material += n * ti.value
				e.royalReach(s, ti, int(a.Moves[ty]), int(a.ZoneHits[ty]))
			}
		}
		material += phase
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
	if e.promotes {
		e.pawnTermsBySets(p, st, act[movegen.White].Groups[groupPawn], act[movegen.Black].Groups[groupPawn])
	}
	return true
}

// pawnTermsBySets adds both colours' pawn terms (pawnWords on a board of
// at most 64 squares, pawnSet otherwise) of the pawns white and black to
// st, reusing the answer the position's PawnSetMemo holds when e computed
// it for the same pawns (most moves move no pawn, so a few pawn structures
// recur all over a search).
func (e *Evaluator) pawnTermsBySets(p *movegen.Position, st *[2]side, white, black movegen.SquareSet) {
	m := p.PawnSetMemo()
	if m == nil {
		wmg, weg, bmg, beg := e.pawnBoth(white, black)
		st[0].mg, st[0].eg = st[0].mg+wmg, st[0].eg+weg
		st[1].mg, st[1].eg = st[1].mg+bmg, st[1].eg+beg
		return
	}
	if m.Owner != any(e) {
		*m = movegen.PawnSetMemo{Owner: e}
	}
	en := m.Entry(white, black)
	if en.Pawns[0] != white || en.Pawns[1] != black {
		wmg, weg, bmg, beg := e.pawnBoth(white, black)
		*en = movegen.PawnSetEntry{Pawns: [2]movegen.SquareSet{white, black},
			MG: [2]int32{int32(wmg), int32(bmg)}, EG: [2]int32{int32(weg), int32(beg)}}
	}
	st[0].mg, st[0].eg = st[0].mg+int(en.MG[0]), st[0].eg+int(en.EG[0])
	st[1].mg, st[1].eg = st[1].mg+int(en.MG[1]), st[1].eg+int(en.EG[1])
}

// pawnBoth is both colours' pawn terms (middle game, end game; White's
// then Black's) of the pawns white and black.
func (e *Evaluator) pawnBoth(white, black movegen.SquareSet) (wmg, weg, bmg, beg int) {
	if e.sets.words {
		wmg, weg = e.pawnWords(movegen.White, white.Lo, black.Lo)
		bmg, beg = e.pawnWords(movegen.Black, black.Lo, white.Lo)
		return wmg, weg, bmg, beg
	}
	wmg, weg = e.pawnSet(movegen.White, white, black)
	bmg, beg = e.pawnSet(movegen.Black, black, white)
	return wmg, weg, bmg, beg
}

// pawnSet is the advancement and passed-pawn bonuses (middle game, end
// game) of colour c's pawns, from its pawns and the enemy's as square
// sets: a pawn is passed when no enemy pawn stands on its ahead squares.
func (e *Evaluator) pawnSet(c movegen.Color, pawns, enemy movegen.SquareSet) (mg, eg int) {
	pt := e.sets.pawn[c&1]
	for !pawns.Empty() {
		ps := &pt[pawns.Pop()]
		mg += ps.advMG
		eg += ps.advEG
		if ps.ahead.And(enemy).Empty() {
			mg += ps.passMG
			eg += ps.passEG
		}
	}
	return mg, eg
}

// pawnWords is the advancement and passed-pawn bonuses (middle game, end
// game) of colour c's pawns on a board of at most 64 squares, from its
// pawns and the enemy's as words: the passed pawns are those outside the
// squares behind the enemy pawns (from c's side) on their files and the
// next ones.
func (e *Evaluator) pawnWords(c movegen.Color, own, enemy uint64) (mg, eg int) {
	t := e.sets
	// The enemy pawns spread to the next files, then filled rank by rank
	// towards c's side (a doubling of the ranks filled per step).
	spread := enemy | (enemy<<1)&t.notFirst | (enemy>>1)&t.notLast
	w := uint(t.w)
	var behind uint64
	if c == movegen.White {
		behind = spread >> w
		for k := w; k < 64; k *= 2 {
			behind |= behind >> k
		}
	} else {
		behind = spread << w
		for k := w; k < 64; k *= 2 {
			behind |= behind << k
		}
	}
	pt := t.pawn64[c&1]
	for bb := own; bb != 0; bb &= bb - 1 {
		ps := &pt[bits.TrailingZeros64(bb)&63]
		mg += ps.advMG
		eg += ps.advEG
	}
	for passed := own &^ behind; passed != 0; passed &= passed - 1 {
		ps := &pt[bits.TrailingZeros64(passed)&63]
		mg += ps.passMG
		eg += ps.passEG
	}
	return mg, eg
}
