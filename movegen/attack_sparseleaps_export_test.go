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

// NoisyPieceRows returns noisyPieceSparse's moves for the piece on from
// (the plain leaps' captures found by rows of bits where they fit) and
// those of the walk over every ray (the reference), on the sparse board.
func (p *Position) NoisyPieceRows(from Coord) (rows, walk []Move) {
	ml := NewMoveList(64)
	p.noisyPieceSparse(ml, from)
	rows = append(rows, ml.Moves...)
	prog := p.v.progs[p.sp.at(from)]
	saved := prog.actLeaps
	prog.actLeaps = nil
	ml.Moves = ml.Moves[:0]
	p.noisyPieceSparse(ml, from)
	prog.actLeaps = saved
	return rows, append(walk, ml.Moves...)
}
