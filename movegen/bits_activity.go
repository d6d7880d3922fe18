package movegen

import "math/bits"

// activityBits is activityMailbox from bitboards (bits_board.go) for a
// plain program (bits_prog.go) whose slides are no longer than the cap (so
// that the cap never binds): the squares its leaps and slides reach (each
// slide up to its first blocker, included) form one set, whose squares not
// holding a piece of its own are its moves and whose squares in the zone
// are its zone hits. pb must be for the position's board.
//
// A capped count (a slide longer than rayCap) keeps the mailbox walk:
// counting each ray's empty squares apart on 128-bit sets measured slower
// than the walk (Evaluate on Capablanca's start, callgrind).
func (p *Position) activityBits(pb *progBits, col Color, fi int32, z *Zone) (moves, zoneHits int) {
	mb := p.mb
	g := pb.geo
	s := int(g.bitOf[fi])
	zone := g.zoneBits(z.zi + mailboxStride + 1)
	if pb.sq64 != nil {
		// At most 64 squares: plain words, every ray unrolled.
		own := mb.occ[col].lo
		all := own | mb.occ[col.Other()].lo
		reach := pb.sq64[s].reach(pb.rays64, all)
		return bits.OnesCount64(reach &^ own), bits.OnesCount64(reach & zone.lo)
	}
	own := mb.occ[col]
	all := own.or(mb.occ[col.Other()])
	reach := pb.leaps[s]
	for _, r := range pb.up[s*pb.nup : (s+1)*pb.nup] {
		reach = reach.or(r.and(r.and(all).upTo()))
	}
	for _, r := range pb.down[s*pb.ndown : (s+1)*pb.ndown] {
		reach = reach.or(r.and(r.and(all).downFrom()))
	}
	return reach.andNot(own).count(), reach.and(zone).count()
}

// upRay is the part of the ray r going up that a piece reaches over the
// occupancy all: its squares up to its lowest occupied one (h ^ (h-1) is
// every square up to h's lowest, every square when h is empty).
func upRay(r, all uint64) uint64 {
	h := r & all
	return r & (h ^ (h - 1))
}

// downRay is upRay for a ray going down: its squares from its highest
// occupied one up (every square when none is).
func downRay(r, all uint64) uint64 {
	return r & fromBit[(63-bits.LeadingZeros64(r&all|1))&63]
}

// fromBit[i] holds the bits i to 63: downRay's mask, looked up rather than
// shifted (a shift by a variable count costs two more instructions).
var fromBit = func() (t [64]uint64) {
	for i := range t {
		t[i] = ^uint64(0) << i
	}
	return t
}()
