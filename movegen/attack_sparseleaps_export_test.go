package movegen

import "fmt"

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

// ChecksAndPinsRows returns what findChecksAndPins finds for the side to
// move's royal piece with the leaps' checkers found by rows of bits, and by
// the walk over every direction (the reference): the number of checkers,
// the checker with its line when there is one, and the pins.
func (p *Position) ChecksAndPinsRows() (rows, walk string) {
	them := p.side.Other()
	show := func(ci *checkInfo) string {
		s := fmt.Sprint(ci.checkers)
		if ci.checkers == 1 {
			s += fmt.Sprint(" ", ci.checker, ci.dir, ci.dist)
		}
		return s + fmt.Sprint(" pins ", ci.pins[:ci.npins])
	}
	var a, b checkInfo
	p.findChecksAndPins(p.royal[p.side], them, &a)
	tab := &p.v.attack[them]
	saved := tab.spLeaps
	tab.spLeaps = sparseLeaps{other: tab.dirs}
	p.findChecksAndPins(p.royal[p.side], them, &b)
	tab.spLeaps = saved
	return show(&a), show(&b)
}
