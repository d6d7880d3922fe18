package movegen

// SparseActivityBoth returns the ray part of Activity for the piece on from
// on the sparse board, by activitySparse (with its single-step window fast
// path) and by activitySparseRef, the walk through rayExtent for every ray
// that it replaces; rayCap is at least 1, as PieceActivity makes it.
func (p *Position) SparseActivityBoth(from, zone Coord, rayCap int32) (fast, ref [2]int) {
	pc := p.At(from)
	prog := p.v.progs[pc]
	enemy := &p.v.enemy[pc.Color()]
	var ext [9]uint8
	var ends rayEnds
	fast[0], fast[1] = p.activitySparse(prog, enemy, from, zone, rayCap, &ext, &ends)
	ref[0], ref[1] = p.activitySparseRef(prog, enemy, from, zone, rayCap)
	return fast, ref
}

// activitySparseRef is activitySparse without its fast path.
func (p *Position) activitySparseRef(prog *Program, enemy *[256]bool, from, zone Coord, rayCap int32) (moves, zoneHits int) {
	for ri := range prog.Rays {
		r := &prog.Rays[ri]
		n, blocker, blocked := p.rayExtent(from, r)
		free := n
		if blocked {
			free = n - 1
		}
		if k := min(free-r.Min+1, rayCap); r.Mode&ModeMove != 0 && k > 0 {
			moves += int(k)
		}
		if r.Mode&ModeCapture == 0 {
			continue
		}
		if blocked && n >= r.Min && enemy[blocker] {
			moves++
		}
		if n >= r.Min {
			zoneHits += boxSteps(from, r.Step, int64(r.Min), int64(n), zone)
		}
	}
	return moves, zoneHits
}

// SparseActivityCached returns the ray part of PieceActivity for the piece
// on from on the sparse board twice: through the activity cache
// (activitySparseCached, which may answer from an entry made at an earlier
// node; hit says it did) and computed afresh by activitySparse.
func (p *Position) SparseActivityCached(from, zone Coord, rayCap int32) (cached, fresh [2]int, hit bool) {
	pc := p.At(from)
	prog := p.v.progs[pc]
	enemy := &p.v.enemy[pc.Color()]
	a := &p.sp.act
	e := &a.e[actSlot(from)]
	rc := computeReach(prog)
	hit = rc.cacheable && e.stamp != 0 && e.from == from && e.pc == pc && (e.zone == zone || e.ends.ok) &&
		e.rayCap == rayCap && a.unchangedFor(e, rc.box)
	cached[0], cached[1] = p.activitySparseCached(prog, pc, enemy, from, zone, rayCap)
	var ext [9]uint8
	var ends rayEnds
	fresh[0], fresh[1] = p.activitySparse(prog, enemy, from, zone, rayCap, &ext, &ends)
	return cached, fresh, hit
}

// ActivityCacheable reports whether the activity cache holds pieces of
// type pc.
func (p *Position) ActivityCacheable(pc Piece) bool {
	return computeReach(p.v.progs[pc]).cacheable
}
