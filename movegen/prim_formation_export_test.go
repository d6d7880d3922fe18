package movegen

// FormationAtBoth returns whether pc on from is the lower-left knight of a
// block, by formationAt (with its window fast path) and by the walk through
// At that it replaces.
func (p *Position) FormationAtBoth(from Coord, pc Piece) (fast, slow bool) {
	return p.formationAt(from, pc), p.formationAtSlow(from, pc)
}

// WindowOrigin returns the lower-left square of the sparse board's window.
func (p *Position) WindowOrigin() Coord { return Coord{p.sp.win.x0, p.sp.win.y0} }

// FormationReachesBoth returns formationReaches's answer and that of
// formationReachesRef, the loop over every direction with stepTo that it
// replaces.
func (p *Position) FormationReachesBoth(from, target, ignore Coord, allowed int) (fast, ref bool) {
	return p.formationReaches(from, target, ignore, allowed), p.formationReachesRef(from, target, ignore, allowed)
}

// formationReachesRef is formationReaches as first written.
func (p *Position) formationReachesRef(from, target, ignore Coord, allowed int) bool {
	if !onBlockLines(from, target) {
		return false
	}
	for _, d := range queenDirs {
		lead, nl := leadingOffsets(d)
		for i := 0; i < nl; i++ {
			k, ok := stepTo(from.Add(lead[i]), d, target)
			if !ok || k > p.blockLimit(from, d) {
				continue
			}
			blockers := 0
			for j := 0; j < nl && blockers <= allowed; j++ {
				reach := k
				if j == i {
					reach = k - 1
				}
				blockers += p.piecesAlong(from.Add(lead[j]), d, reach, allowed+1-blockers, ignore)
			}
			if blockers <= allowed {
				return true
			}
		}
	}
	return false
}

// BlockLimitBoth returns blockLimit's answer for the block at from and
// step d, and blockLimitSlow's (four border distances).
func (p *Position) BlockLimitBoth(from Coord, d Vec) (fast, slow int32) {
	return p.blockLimit(from, d), p.blockLimitSlow(from, d)
}
