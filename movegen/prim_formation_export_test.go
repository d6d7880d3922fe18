package movegen

// FormationAtBoth returns whether pc on from is the lower-left knight of a
// block, by formationAt (with its window fast path) and by the walk through
// At that it replaces.
func (p *Position) FormationAtBoth(from Coord, pc Piece) (fast, slow bool) {
	return p.formationAt(from, pc), p.formationAtSlow(from, pc)
}

// WindowOrigin returns the lower-left square of the sparse board's window.
func (p *Position) WindowOrigin() Coord { return Coord{p.sp.win.x0, p.sp.win.y0} }
