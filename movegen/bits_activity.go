package movegen

// activityBits is activityMailbox from bitboards (bits_board.go): a leap
// set is counted by one population count, a ray by finding its first
// blocker in the ray's mask. pb must be for the position's board.
func (p *Position) activityBits(pb *progBits, col Color, fi int32, z *Zone, rayCap int32) (moves, zoneHits int) {
	g := pb.geo
	occ := p.occupancy()
	own, them := occ[col], occ[col.Other()]
	all := own.or(them)
	zone := g.zoneBits(z.zi + mailboxStride + 1)
	s := g.bitOf[fi]
	if pb.leaps != nil {
		l := pb.leaps[s]
		moves += l.andNot(own).count()
		zoneHits += l.and(zone).count()
	}
	limit := int(rayCap)
	for i := range pb.rays {
		r := &pb.rays[i]
		reach, blocker, blocked := r.reach(s, all)
		if r.mode&ModeMove != 0 {
			moves += min(reach.andNot(all).count(), limit)
		}
		if r.mode&ModeCapture != 0 {
			if blocked && them.has(blocker) {
				moves++
			}
			zoneHits += reach.and(zone).count()
		}
	}
	return moves, zoneHits
}
