package movegen

// dropOffCheckLine takes out of ml, ahead of filterChecked, the plain moves
// (Normal and DoubleStep) of pieces other than the royal one that neither
// capture ci's single checker nor land between it and the royal piece:
// fastLegal rejects exactly those, and in single check it is asked about
// every move. On the open plane most pseudo-legal moves are such (a
// hundred a node against a handful of evasions), and a bounding box of the
// check's segment rules nearly all of them out with a few comparisons. The
// moves kept stay in their order.
func (p *Position) dropOffCheckLine(ml *MoveList, ci *checkInfo) {
	king, checker := p.royal[p.side], ci.checker
	// The squares king + k·dir, 1 ≤ k ≤ n, lie in the box x0..x1, y0..y1.
	n := ci.dist - 1
	var x0, x1, y0, y1 int64
	if n > 0 {
		a, b := king.Add(ci.dir), king.Add(ci.dir.Scale(n))
		x0, x1 = min(int64(a.X), int64(b.X)), max(int64(a.X), int64(b.X))
		y0, y1 = min(int64(a.Y), int64(b.Y)), max(int64(a.Y), int64(b.Y))
	}
	moves := ml.Moves
	k := 0
	for i := range moves {
		m := &moves[i]
		if m.From != king && m.Kind <= DoubleStep && m.To != checker {
			x, y := int64(m.To.X), int64(m.To.Y)
			if n <= 0 || x < x0 || x > x1 || y < y0 || y > y1 || !onSegment(king, ci.dir, n, m.To) {
				continue
			}
		}
		if k != i {
			moves[k] = *m
		}
		k++
	}
	ml.Moves = moves[:k]
}

// genEvasionsSparse is genSparse while evading ci's single check (with
// p.evading set), less the pieces all of whose moves dropOffCheckLine would
// drop: a piece without special moves, en passant captures or rides off
// the queen lines that stands further than its reachBounds' near steps
// from the box of the check's line (the checker's square and those between
// it and the royal piece) and, if it rides along queen lines, has none
// that crosses the box.
func (p *Position) genEvasionsSparse(ml *MoveList, ci *checkInfo) {
	king, checker := p.royal[p.side], ci.checker
	x0, x1 := min(int64(king.X), int64(checker.X)), max(int64(king.X), int64(checker.X))
	y0, y1 := min(int64(king.Y), int64(checker.Y)), max(int64(king.Y), int64(checker.Y))
	ep := p.ep != NoCoord()
	progs := &p.v.progs
	codes := p.codes[p.side]
	for i, from := range p.list[p.side] {
		if prog := progs[codes[i]]; from != king && !prog.Special && !prog.reach.other &&
			!(ep && hasEPCapture(prog)) {
			// The Chebyshev distance from the piece to the box of the
			// check's line, and whether a rider's queen lines miss the box.
			x, y := int64(from.X), int64(from.Y)
			dx := max(x0-x, x-x1, 0)
			dy := max(y0-y, y-y1, 0)
			if max(dx, dy) > prog.reach.near && (!prog.reach.lines || !queenLinesMeetBox(x, y, x0, x1, y0, y1)) {
				continue
			}
		}
		p.genPieceSparse(ml, from)
	}
}

// queenLinesMeetBox reports whether one of the rank, file, diagonal and
// anti-diagonal through (x, y) crosses the box x0..x1, y0..y1.
func queenLinesMeetBox(x, y, x0, x1, y0, y1 int64) bool {
	return (y >= y0 && y <= y1) || (x >= x0 && x <= x1) ||
		(x-y >= x0-y1 && x-y <= x1-y0) || (x+y >= x0+y0 && x+y <= x1+y1)
}

// hasEPCapture reports whether one of prog's rays may capture en passant.
func hasEPCapture(prog *Program) bool {
	for i := range prog.Rays {
		if prog.Rays[i].Mode&ModeEPCapture != 0 {
			return true
		}
	}
	return false
}
