package movegen

import "math/bits"

// Square sets for static evaluation (package eval) on mailbox boards with
// bitboards (bits_board.go): one pass over a side's pieces that sums their
// Activity by type and sorts their squares into a few sets, so that an
// evaluation can score pawn structure, shelter and attackers near a king
// with masks instead of a call per piece.

// SquareSet is a set of squares of a board of at most 128 squares (see
// Variant.SquareSets): square (x, y) of a board with edges b is number
// (y−b.Y0)·b.Width() + x−b.X0, which is bit n of Lo for n < 64 and bit
// n−64 of Hi otherwise.
type SquareSet struct{ Lo, Hi uint64 }

// SquareSetOf is the set holding square number n alone (empty for n
// outside 0..127).
func SquareSetOf(n int) SquareSet {
	switch {
	case n >= 0 && n < 64:
		return SquareSet{Lo: 1 << n}
	case n >= 64 && n < 128:
		return SquareSet{Hi: 1 << (n - 64)}
	}
	return SquareSet{}
}

// Or is the union of s and o.
func (s SquareSet) Or(o SquareSet) SquareSet { return SquareSet{s.Lo | o.Lo, s.Hi | o.Hi} }

// And is the intersection of s and o.
func (s SquareSet) And(o SquareSet) SquareSet { return SquareSet{s.Lo & o.Lo, s.Hi & o.Hi} }

// Empty reports whether s has no square.
func (s SquareSet) Empty() bool { return s.Lo|s.Hi == 0 }

// Count is the number of squares in s.
func (s SquareSet) Count() int { return bits.OnesCount64(s.Lo) + bits.OnesCount64(s.Hi) }

// Pop removes the lowest-numbered square from s, which must not be empty,
// and returns its number.
func (s *SquareSet) Pop() int {
	if s.Lo != 0 {
		n := bits.TrailingZeros64(s.Lo)
		s.Lo &= s.Lo - 1
		return n
	}
	n := bits.TrailingZeros64(s.Hi)
	s.Hi &= s.Hi - 1
	return 64 + n
}

// SquareSets reports whether positions of v on its own mailbox board keep
// square sets: a bounded board of at most 128 squares and 16 files and
// ranks. GatherActivity works on those positions alone.
func (v *Variant) SquareSets() bool { return v.geo != nil && v.geo.bits != nil }

// ActivityKind tells GatherActivity what to do with the pieces of one type:
// the group (0 to 3, the low two bits) whose set their squares join, and
// with CountActivity, sum their Activity.
type ActivityKind uint8

// CountActivity asks GatherActivity for a type's Activity sums.
const CountActivity ActivityKind = 0x80

// SideActivity is what GatherActivity collects about one side's pieces.
type SideActivity struct {
	// Moves and ZoneHits are, for each type whose kind has CountActivity,
	// the sums of PieceActivity over the side's pieces of that type.
	Moves, ZoneHits [MaxPieceTypes + 1]int32
	// Groups[g] holds the squares of the side's pieces of the types of
	// group g.
	Groups [4]SquareSet
}

// GatherActivity adds to out (normally zero) the squares of side c's pieces
// by the groups of kinds, and for the types kinds asks for, the sums of
// what PieceActivity(sq, pc, z, rayCap) returns for each of their pieces.
// It reports false, doing nothing, when the position is not on its
// variant's own mailbox board with square sets (Variant.SquareSets). It
// allocates nothing.
func (p *Position) GatherActivity(c Color, kinds *[MaxPieceTypes + 1]ActivityKind, z *Zone, rayCap int32, out *SideActivity) bool {
	mb := p.mb
	if mb == nil || mb.bits == nil || mb.mailboxGeo != p.v.geo {
		return false
	}
	// The programs' bitboard views are for the variant's board (compile.go),
	// which is the position's.
	rayCap = max(rayCap, 1)
	if mb.bits.n <= 64 {
		p.gather64(c, kinds, z, rayCap, out)
		return true
	}
	g := mb.bits
	own := mb.occ[c]
	all := own.or(mb.occ[c.Other()])
	zone := g.zoneBits(z.zi + mailboxStride + 1)
	types := mb.byType[c][:len(p.v.def.Pieces)+1]
	for t := 1; t < len(types); t++ {
		set := types[t]
		k := kinds[t&MaxPieceTypes]
		grp := &out.Groups[k&3]
		grp.Lo |= set.lo
		grp.Hi |= set.hi
		if k&CountActivity == 0 {
			continue
		}
		var moves, hits int
		for bb := (SquareSet{set.lo, set.hi}); !bb.Empty(); {
			s := bb.Pop()
			pc := mb.piece[s&(maxBitSquares-1)]
			prog := p.v.progs[pc]
			if pb := prog.bits; pb != nil && pb.longest <= int(rayCap) && prog.Primitive == NoPrimitive {
				reach := pb.reach(s, all)
				moves += reach.andNot(own).count()
				hits += reach.and(zone).count()
				continue
			}
			m, h := p.PieceActivity(mb.coords[g.index[s&(maxBitSquares-1)]], pc, z, rayCap)
			moves += m
			hits += h
		}
		out.Moves[t&MaxPieceTypes] += int32(moves)
		out.ZoneHits[t&MaxPieceTypes] += int32(hits)
	}
	return true
}

// gather64 is GatherActivity on a board of at most 64 squares, type by
// type over the occupancy words by type: a type's squares join its group
// at once, and only the pieces whose Activity is asked for are visited. A
// type whose pieces share one 64-bit view (mailboxGeo.act64T) is counted
// in a loop of its own for its number of rays; the pieces of the other
// types are counted one by one afterwards (gatherPieces64), so that the
// loops keep their values in registers.
func (p *Position) gather64(c Color, kinds *[MaxPieceTypes + 1]ActivityKind, z *Zone, rayCap int32, out *SideActivity) {
	mb := p.mb
	own := mb.occ[c].lo
	all := own | mb.occ[c.Other()].lo
	zone := mb.bits.zoneBits(z.zi + mailboxStride + 1).lo
	types := mb.byType[c][:len(p.v.def.Pieces)+1]
	views := &mb.act64T[c&1]
	var slow uint64 // the pieces gatherPieces64 counts
	for t := 1; t < len(types); t++ {
		set := types[t].lo
		k := kinds[t&MaxPieceTypes]
		out.Groups[k&3].Lo |= set
		if k&CountActivity == 0 || set == 0 {
			continue
		}
		pb := views[t&MaxPieceTypes]
		if pb == nil || pb.longest > int(rayCap) {
			slow |= set
			continue
		}
		sq := pb.sq64
		var moves, hits int
		switch pb.rays64 {
		case 0:
			for bb := set; bb != 0; bb &= bb - 1 {
				reach := sq[bits.TrailingZeros64(bb)&63].leaps
				moves += bits.OnesCount64(reach &^ own)
				hits += bits.OnesCount64(reach & zone)
			}
		case 2:
			for bb := set; bb != 0; bb &= bb - 1 {
				q := &sq[bits.TrailingZeros64(bb)&63]
				reach := q.leaps | upRay(q.up[0], all) | upRay(q.up[1], all) | downRay(q.down[0], all) | downRay(q.down[1], all)
				moves += bits.OnesCount64(reach &^ own)
				hits += bits.OnesCount64(reach & zone)
			}
		default:
			for bb := set; bb != 0; bb &= bb - 1 {
				q := &sq[bits.TrailingZeros64(bb)&63]
				reach := q.leaps | upRay(q.up[0], all) | upRay(q.up[1], all) | upRay(q.up[2], all) | upRay(q.up[3], all) |
					downRay(q.down[0], all) | downRay(q.down[1], all) | downRay(q.down[2], all) | downRay(q.down[3], all)
				moves += bits.OnesCount64(reach &^ own)
				hits += bits.OnesCount64(reach & zone)
			}
		}
		out.Moves[t&MaxPieceTypes] += int32(moves)
		out.ZoneHits[t&MaxPieceTypes] += int32(hits)
	}
	if slow != 0 {
		p.gatherPieces64(slow, own, all, zone, z, rayCap, out)
	}
}

// gatherPieces64 adds to out the Activity of the pieces on the squares of
// set one by one, for gather64: from the piece's 64-bit view where it has
// one whose slides the cap does not bind, else by PieceActivity.
func (p *Position) gatherPieces64(set, own, all, zone uint64, z *Zone, rayCap int32, out *SideActivity) {
	mb := p.mb
	for bb := set; bb != 0; bb &= bb - 1 {
		s := bits.TrailingZeros64(bb) & 63
		pc := mb.piece[s]
		var moves, hits int
		if pb := mb.act64[pc]; pb != nil && pb.longest <= int(rayCap) {
			reach := pb.sq64[s].reach(pb.rays64, all)
			moves, hits = bits.OnesCount64(reach&^own), bits.OnesCount64(reach&zone)
		} else {
			moves, hits = p.PieceActivity(mb.coords[mb.bits.index[s]], pc, z, rayCap)
		}
		out.Moves[pc.Type()] += int32(moves)
		out.ZoneHits[pc.Type()] += int32(hits)
	}
}

// reach is the set of squares pb's rays reach from square s over the
// occupancy all: its leaps, and each slide up to its first blocker,
// included.
func (pb *progBits) reach(s int, all bits128) bits128 {
	reach := pb.leaps[s]
	for _, r := range pb.up[s*pb.nup : (s+1)*pb.nup] {
		reach = reach.or(r.and(r.and(all).upTo()))
	}
	for _, r := range pb.down[s*pb.ndown : (s+1)*pb.ndown] {
		reach = reach.or(r.and(r.and(all).downFrom()))
	}
	return reach
}
