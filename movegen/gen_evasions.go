package movegen

// genBlocks adds the quiet moves of an open ray (first free squares
// 1..free) that land between the royal piece and its one checker: at most
// one square, where the ray crosses the check's line, unless the ray runs
// along that line.
func (p *Position) genBlocks(ml *MoveList, prog *Program, r *Ray, from Coord, free int32) {
	ci := p.evading
	ts := segmentSteps(from, r.Step, p.royal[p.side], ci.dir, 1, int64(ci.dist)-1)
	ts = ts.and(stepSet{lo: 1, hi: int64(free), mod: 1})
	if ts.count() == 0 {
		return
	}
	for t := ts.lo; t <= ts.hi; t++ {
		if ts.mod == 1 || (t-ts.rem)%ts.mod == 0 {
			p.addQuiet(ml, prog, r, from, from.Add(r.Step.Scale(int32(t))))
		}
	}
}
