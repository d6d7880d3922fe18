package movegen

import "math/bits"

// An activity plan is GatherActivity's per-type decisions on a variant's
// own board of at most 64 squares, taken once for one set of kinds and one
// ray cap (an evaluator's): which group each type's squares join, and for
// the types whose Activity is summed, the 64-bit view to count from (or
// none, for one by one). GatherPlanned then looks at no type's kind, view
// or longest slide again, which gather64 does for every type at every
// call.

// planOneByOne marks a counted type whose pieces gatherPieces64 counts.
const planOneByOne = 0xff

// ActivityPlan is GatherActivity's work for one variant, kinds and ray cap,
// worked out by NewActivityPlan.
type ActivityPlan struct {
	v      *Variant
	kinds  [MaxPieceTypes + 1]ActivityKind
	rayCap int32
	// words: the variant's own board has square sets and at most 64
	// squares, where the plan applies; wide: it has more (bits_planwide.go).
	words, wide bool
	sides       [2]planSide
}

// planSide is the plan for one side's pieces.
type planSide struct {
	// groups has the types whose Activity is not summed, with the group
	// of their kind.
	groups []planGroup
	// counts has the types whose Activity is summed (and their groups).
	counts []planCount
	// wide has them instead on a board of more than 64 squares.
	wide []planWide
}

// planGroup is a type and the group its squares join.
type planGroup struct{ t, group uint8 }

// planCount is a type whose Activity is summed: from its 64-bit view sq
// with rays rays each way (square64.reach), or one by one (rays is
// planOneByOne, sq nil); its squares join group.
type planCount struct {
	t, rays, group uint8
	sq             *[64]square64
}

// NewActivityPlan works out GatherActivity's per-type decisions on v for
// kinds and rayCap, for GatherPlanned.
func (v *Variant) NewActivityPlan(kinds *[MaxPieceTypes + 1]ActivityKind, rayCap int32) *ActivityPlan {
	pl := &ActivityPlan{v: v, kinds: *kinds, rayCap: max(rayCap, 1)}
	g := v.geo
	pl.words = g != nil && g.bits != nil && g.bits.n <= 64
	if pl.wide = g != nil && g.bits != nil && g.bits.n > 64; pl.wide {
		v.planWideSide(&pl.sides[0], &pl.sides[1], White, kinds, pl.rayCap)
		v.planWideSide(&pl.sides[1], &pl.sides[0], Black, kinds, pl.rayCap)
	}
	if !pl.words {
		return pl
	}
	for c := range pl.sides {
		s := &pl.sides[c]
		for t := 1; t <= len(v.def.Pieces); t++ {
			k := kinds[t]
			if k&CountActivity == 0 {
				s.groups = append(s.groups, planGroup{t: uint8(t), group: uint8(k & 3)})
				continue
			}
			e := planCount{t: uint8(t), rays: planOneByOne, group: uint8(k & 3)}
			if pb := g.act64T[c][t]; pb != nil && pb.longest <= int(pl.rayCap) {
				e.rays, e.sq = pb.rays64, pb.sq64
			}
			s.counts = append(s.counts, e)
		}
	}
	return pl
}

// GatherPlanned is GatherActivity(c, kinds, z, rayCap, out) for the kinds
// and ray cap of plan, which must be for the position's variant: the same
// sums and groups added to out, and false (doing nothing) where
// GatherActivity declines. It allocates nothing. It reads and refills the
// position's memo of sliders' reaches (bits_reachmemo.go): not safe for two
// goroutines on one Position.
func (p *Position) GatherPlanned(c Color, plan *ActivityPlan, z *Zone, out *SideActivity) bool {
	mb := p.mb
	if p.v != plan.v || mb == nil || mb.mailboxGeo != p.v.geo || !(plan.words || plan.wide) {
		return p.GatherActivity(c, &plan.kinds, z, plan.rayCap, out)
	}
	if plan.wide {
		p.gatherWide(c, plan, z, out)
		return true
	}
	ps := &plan.sides[c&1]
	types := &mb.byType[c&1]
	for _, e := range ps.groups {
		out.Groups[e.group&3].Lo |= types[e.t&MaxPieceTypes].lo
	}
	own := mb.occ[c&1].lo
	all := own | mb.occ[(c&1)^1].lo
	zone := mb.bits.zoneBits(z.zi + mailboxStride + 1).lo
	var slow uint64 // the pieces gatherPieces64 counts
	for _, e := range ps.counts {
		set := types[e.t&MaxPieceTypes].lo
		if set == 0 {
			continue
		}
		out.Groups[e.group&3].Lo |= set
		// The sums go straight to out, one piece at a time: held in
		// registers the loops would spill them (and their neighbours).
		sq, t := e.sq, e.t&MaxPieceTypes
		moves, hits := &out.Moves[t], &out.ZoneHits[t]
		switch e.rays {
		case 0:
			for bb := set; bb != 0; bb &= bb - 1 {
				reach := sq[bits.TrailingZeros64(bb)&63].leaps
				*moves += int32(bits.OnesCount64(reach &^ own))
				*hits += int32(bits.OnesCount64(reach & zone))
			}
		case 2:
			for bb := set; bb != 0; bb &= bb - 1 {
				s := bits.TrailingZeros64(bb) & 63
				// The memo's reach while no square of it changed
				// (bits_reachmemo.go).
				m := &mb.reach64[s]
				reach := m.reach
				if m.view != sq || (m.all^all)&reach != 0 {
					q := &sq[s]
					reach = q.leaps | upRay(q.up[0], all) | upRay(q.up[1], all) | downRay(q.down[0], all) | downRay(q.down[1], all)
					m.view, m.all, m.reach = sq, all, reach
				}
				*moves += int32(bits.OnesCount64(reach &^ own))
				*hits += int32(bits.OnesCount64(reach & zone))
			}
		case 4:
			for bb := set; bb != 0; bb &= bb - 1 {
				s := bits.TrailingZeros64(bb) & 63
				m := &mb.reach64[s]
				reach := m.reach
				if m.view != sq || (m.all^all)&reach != 0 {
					q := &sq[s]
					reach = q.leaps | upRay(q.up[0], all) | upRay(q.up[1], all) | upRay(q.up[2], all) | upRay(q.up[3], all) |
						downRay(q.down[0], all) | downRay(q.down[1], all) | downRay(q.down[2], all) | downRay(q.down[3], all)
					m.view, m.all, m.reach = sq, all, reach
				}
				*moves += int32(bits.OnesCount64(reach &^ own))
				*hits += int32(bits.OnesCount64(reach & zone))
			}
		default:
			slow |= set
		}
	}
	if slow != 0 {
		p.gatherPieces64(slow, own, all, zone, z, plan.rayCap, out)
	}
	return true
}
