package movegen

// AttackedSparseRows is attackedSparse's answer for c (the leaps tested by
// rows of bits where they fit) and that of the walk over every direction
// of the table, in its order (the reference).
func (p *Position) AttackedSparseRows(c Coord, by Color, ignore Coord) (rows, walk bool) {
	tab := &p.v.attack[by]
	ref := *tab
	ref.spLeaps = sparseLeaps{other: tab.dirs}
	return p.attackedSparse(tab, c, by, ignore), p.attackedSparse(&ref, c, by, ignore)
}
