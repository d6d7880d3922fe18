package movegen

// WalkingCopy is a clone of p on the same board without bitboards, so
// that every query takes the mailbox walk.
func (p *Position) WalkingCopy() *Position {
	q := p.Clone()
	g := *q.mb.mailboxGeo
	g.bits = nil
	q.mb.mailboxGeo = &g
	return q
}

// ActivityRays returns what activityMailbox counts for the piece on from
// against the zone around zone, and whether the bitboards counted it.
func (p *Position) ActivityRays(from, zone Coord, rayCap int32) (moves, zoneHits int, fast bool) {
	pc := p.At(from)
	prog := p.v.progs[pc]
	z := p.ZoneAround(zone)
	moves, zoneHits = p.activityMailbox(prog, pc.Color(), from, &z, rayCap)
	return moves, zoneHits, p.bitsFor(prog) != nil
}

// HasBitboards reports whether the position's board keeps bitboards.
func (p *Position) HasBitboards() bool { return p.mb != nil && p.mb.bits != nil }

// OccupancySynced reports whether the occupancy bitboards are valid without
// a rebuild, and whether they then equal a rebuild from the piece lists.
func (p *Position) OccupancySynced() (synced, equal bool) {
	if !p.bitsSynced() {
		return false, false
	}
	kept := p.mb.occ
	p.rebuildOccupancy()
	return true, kept == p.mb.occ
}

// WarmOccupancy builds the occupancy bitboards, as the first query does.
func (p *Position) WarmOccupancy() { p.occupancy() }
