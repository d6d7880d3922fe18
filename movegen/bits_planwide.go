package movegen

import (
	"math/bits"
	"slices"
)

// The activity plan on a variant's own board of 65 to 128 squares (10×8,
// 8×10, 10×10): GatherActivity's per-type decisions taken once, as on the
// smaller boards (bits_plan.go), and the slides a ray cap binds counted from
// bitboards too. A slide of a plain program reaches min(e, cap) empty
// squares, e those before its blocker, and its enemy blocker; the union of
// the rays' reaches counts every empty square, so the count from the
// bitboards is right once each slide longer than the cap takes off
// max(0, e − cap). On those boards only a few slides from a few squares are
// longer than the usual cap (a rank's from the edge files of a 10-file
// board), and the mailbox walk they used to take cost several times the
// bitboard count.

// planWide is a counted type on a board of 65 to 128 squares: the bitboard
// view pb shared by its piece codes (nil: its pieces are counted one by one
// by PieceActivity), its tables by square for up to two or four slides each
// way (rays 2 or 4, sq2 or sq4; rays 0: leaps only, read from pb; rays
// planOneByOne: more slides, pb.reach), and where some slide is longer than
// the plan's cap, those slides by square (long).
type planWide struct {
	t, group, rays uint8
	pb             *progBits
	sq2            *[maxBitSquares]wide2
	sq4            *[maxBitSquares]wide4
	long           *[maxBitSquares]longSlides
}

// wide2 and wide4 are a plain program's rays from one square of a board of
// 65 to 128 squares: its leaps' squares and the rays of up to two or four
// slides going up and as many going down (unused ones empty).
type (
	wide2 struct {
		leaps    bits128
		up, down [2]bits128
	}
	wide4 struct {
		leaps    bits128
		up, down [4]bits128
	}
)

// longSlides are the slides from one square longer than a cap: n of them
// (all when n ≤ 4; more sends overCap to the view's every slide), ray[k]
// going up when up[k] is set.
type longSlides struct {
	n   uint8
	up  [4]bool
	ray [4]bits128
}

// wideView is the bitboard view side c's pieces of type t share on the
// variant's own board when every one of its piece codes has the same one and
// no primitive; nil otherwise.
func (v *Variant) wideView(c Color, t PieceType) *progBits {
	g := v.geo
	var view *progBits
	for _, pc := range []Piece{NewPiece(t, c, false), NewPiece(t, c, true)} {
		prog := v.progs[pc]
		if prog == nil {
			continue
		}
		pb := prog.bits
		if pb == nil || pb.geo != g.bits || prog.Primitive != NoPrimitive {
			return nil
		}
		if view == nil {
			view = pb
			continue
		}
		if !sameWide(pb, view) {
			return nil
		}
	}
	return view
}

// sameWide reports whether a and b have the same tables.
func sameWide(a, b *progBits) bool {
	return a.nup == b.nup && a.ndown == b.ndown && slices.Equal(a.leaps, b.leaps) &&
		slices.Equal(a.up, b.up) && slices.Equal(a.down, b.down)
}

// fillWide fills e's tables from e.pb for the cap rayCap, sharing those of
// o (the other side's entry for the type, or nil) when its view's tables are
// the same.
func (e *planWide) fillWide(o *planWide, rayCap int32) {
	pb := e.pb
	if o != nil && o.pb != nil && sameWide(pb, o.pb) {
		e.rays, e.sq2, e.sq4, e.long = o.rays, o.sq2, o.sq4, o.long
		return
	}
	n := max(pb.nup, pb.ndown)
	switch {
	case n == 0:
		e.rays = 0
	case n <= 2:
		e.rays, e.sq2 = 2, new([maxBitSquares]wide2)
	case n <= 4:
		e.rays, e.sq4 = 4, new([maxBitSquares]wide4)
	default:
		e.rays = planOneByOne
	}
	for s := range pb.geo.n {
		up, down := pb.up[s*pb.nup:(s+1)*pb.nup], pb.down[s*pb.ndown:(s+1)*pb.ndown]
		if e.sq2 != nil {
			q := &e.sq2[s]
			q.leaps = pb.leaps[s]
			copy(q.up[:], up)
			copy(q.down[:], down)
		}
		if e.sq4 != nil {
			q := &e.sq4[s]
			q.leaps = pb.leaps[s]
			copy(q.up[:], up)
			copy(q.down[:], down)
		}
		if pb.longest <= int(rayCap) {
			continue
		}
		if e.long == nil {
			e.long = new([maxBitSquares]longSlides)
		}
		l := &e.long[s]
		add := func(r bits128, isUp bool) {
			if r.count() <= int(rayCap) {
				return
			}
			if l.n < 4 {
				l.up[l.n], l.ray[l.n] = isUp, r
			}
			l.n++
		}
		for _, r := range up {
			add(r, true)
		}
		for _, r := range down {
			add(r, false)
		}
	}
}

// planWideSide fills s.wide for side c of v, for kinds and rayCap; o is
// the other side's plan when filled already (its tables are shared where
// they are the same).
func (v *Variant) planWideSide(s *planSide, o *planSide, c Color, kinds *[MaxPieceTypes + 1]ActivityKind, rayCap int32) {
	for t := 1; t <= len(v.def.Pieces); t++ {
		k := kinds[t]
		if k&CountActivity == 0 {
			s.groups = append(s.groups, planGroup{t: uint8(t), group: uint8(k & 3)})
			continue
		}
		e := planWide{t: uint8(t), group: uint8(k & 3), pb: v.wideView(c, PieceType(t))}
		if e.pb != nil {
			var other *planWide
			for i := range o.wide {
				if o.wide[i].t == e.t {
					other = &o.wide[i]
				}
			}
			e.fillWide(other, rayCap)
		}
		s.wide = append(s.wide, e)
	}
}

// up128 is upRay on 128-bit sets: the squares of the ray r going up to its
// lowest occupied square of all, included (every square when none is).
func up128(r, all bits128) bits128 {
	hl, hh := r.lo&all.lo, r.hi&all.hi
	none := uint64(int64((hl-1)&^hl) >> 63) // every bit when hl is empty
	return bits128{r.lo & (hl ^ (hl - 1)), r.hi & (hh ^ (hh - 1)) & none}
}

// down128 is downRay on 128-bit sets: the squares of the ray r going down
// from its highest occupied square of all, included (every square when
// none is).
func down128(r, all bits128) bits128 {
	hl, hh := r.lo&all.lo, r.hi&all.hi
	none := uint64(int64((hh-1)&^hh) >> 63) // every bit when hh is empty
	return bits128{
		r.lo & fromBit[(63-bits.LeadingZeros64(hl|1))&63] & none,
		r.hi & fromBit[(63-bits.LeadingZeros64(hh|1))&63],
	}
}

// gatherWide is GatherPlanned on a board of 65 to 128 squares, where the
// plan is wide.
func (p *Position) gatherWide(c Color, plan *ActivityPlan, z *Zone, out *SideActivity) {
	mb := p.mb
	ps := &plan.sides[c&1]
	types := &mb.byType[c&1]
	for _, e := range ps.groups {
		set := types[e.t&MaxPieceTypes]
		grp := &out.Groups[e.group&3]
		grp.Lo |= set.lo
		grp.Hi |= set.hi
	}
	own := mb.occ[c&1]
	all := own.or(mb.occ[(c&1)^1])
	zone := mb.bits.zoneBits(z.zi + mailboxStride + 1)
	for i := range ps.wide {
		e := &ps.wide[i]
		t := e.t & MaxPieceTypes
		set := types[t]
		if set.empty() {
			continue
		}
		grp := &out.Groups[e.group&3]
		grp.Lo |= set.lo
		grp.Hi |= set.hi
		moves, hits := &out.Moves[t], &out.ZoneHits[t]
		if e.pb == nil {
			for bb := (SquareSet{set.lo, set.hi}); !bb.Empty(); {
				s := bb.Pop() & (maxBitSquares - 1)
				m, h := p.PieceActivity(mb.coords[mb.bits.index[s]], mb.piece[s], z, plan.rayCap)
				*moves += int32(m)
				*hits += int32(h)
			}
			continue
		}
		for bb := (SquareSet{set.lo, set.hi}); !bb.Empty(); {
			s := bb.Pop() & (maxBitSquares - 1)
			var reach bits128
			over := 0
			switch e.rays {
			case 0:
				reach = e.pb.leaps[s]
			case 2:
				// The memo's reach and correction while no square of the
				// reach changed (bits_reachmemo.go).
				m := &mb.reachWide[s]
				if reach, over = m.reach, m.over; m.stale(e, all) {
					q := &e.sq2[s]
					reach = q.leaps.or(up128(q.up[0], all)).or(up128(q.up[1], all)).
						or(down128(q.down[0], all)).or(down128(q.down[1], all))
					over = e.overCapAt(s, all, int(plan.rayCap))
					m.view, m.all, m.reach, m.over = e, all, reach, over
				}
			case 4:
				m := &mb.reachWide[s]
				if reach, over = m.reach, m.over; m.stale(e, all) {
					q := &e.sq4[s]
					reach = q.leaps.or(up128(q.up[0], all)).or(up128(q.up[1], all)).
						or(up128(q.up[2], all)).or(up128(q.up[3], all)).
						or(down128(q.down[0], all)).or(down128(q.down[1], all)).
						or(down128(q.down[2], all)).or(down128(q.down[3], all))
					over = e.overCapAt(s, all, int(plan.rayCap))
					m.view, m.all, m.reach, m.over = e, all, reach, over
				}
			default:
				reach = e.pb.reach(s, all)
				over = e.overCapAt(s, all, int(plan.rayCap))
			}
			m := reach.andNot(own).count() - over
			*moves += int32(m)
			*hits += int32(reach.and(zone).count())
		}
	}
}

// overCapAt is overCap where square s has slides longer than the cap, 0
// elsewhere.
func (e *planWide) overCapAt(s int, all bits128, rayCap int) int {
	if e.long == nil || e.long[s&(maxBitSquares-1)].n == 0 {
		return 0
	}
	return e.overCap(s, all, rayCap)
}

// overCap is how many more empty squares than rayCap the slides from
// square s longer than the cap (e.long) reach over the occupancy all,
// summed over those slides: what the cap takes off the reach's count.
func (e *planWide) overCap(s int, all bits128, rayCap int) (over int) {
	l := &e.long[s&(maxBitSquares-1)]
	if l.n > 4 {
		pb := e.pb
		for _, r := range pb.up[s*pb.nup : (s+1)*pb.nup] {
			over += max(up128(r, all).andNot(all).count()-rayCap, 0)
		}
		for _, r := range pb.down[s*pb.ndown : (s+1)*pb.ndown] {
			over += max(down128(r, all).andNot(all).count()-rayCap, 0)
		}
		return over
	}
	for k := range int(l.n) { // at most 4
		var rr bits128
		if l.up[k&3] {
			rr = up128(l.ray[k&3], all)
		} else {
			rr = down128(l.ray[k&3], all)
		}
		over += max(rr.andNot(all).count()-rayCap, 0)
	}
	return over
}
