package movegen

// SparseActivityBoth returns the ray part of Activity for the piece on from
// on the sparse board, by activitySparse (with its single-step window fast
// path) and by activitySparseRef, the walk through rayExtent for every ray
// that it replaces; rayCap is at least 1, as PieceActivity makes it.
func (p *Position) SparseActivityBoth(from, zone Coord, rayCap int32) (fast, ref [2]int) {
	pc := p.At(from)
	prog := p.v.progs[pc]
	enemy := &p.v.enemy[pc.Color()]
	fast[0], fast[1] = p.activitySparse(prog, enemy, from, zone, rayCap)
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
