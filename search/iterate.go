package search

import (
	"slices"

	"lattice/movegen"
)

// mainLoop is the main thread's iterative deepening: it reports each
// completed iteration, applies the limits between iterations and returns
// the result of the last completed one (or a better move found since).
func (t *thread) mainLoop(lim Limits, lines int, report func(Info)) Result {
	s := t.s
	p := t.pos
	t.rootCheck = p.InCheck()
	var res Result
	stable := 0
	maxDepth := maxPly - 1
	if lim.Depth > 0 {
		maxDepth = min(lim.Depth, maxDepth)
	}
	for depth := 1; depth <= maxDepth; depth++ {
		t.selDepth = 0
		for line := 0; line < lines && !t.stopped; line++ {
			t.iterate(depth, line)
		}
		if t.stopped {
			break
		}
		slices.SortStableFunc(t.root[:lines], func(a, b rootMove) int { return cmpScore(b.score, a.score) })
		for i := range t.root {
			t.root[i].prev = t.root[i].score
		}
		if res.HasBest && res.Best == t.root[0].move {
			stable++
		} else {
			stable = 0
		}
		res = t.result(depth)
		if report != nil {
			for line := 0; line < lines; line++ {
				rm := &t.root[line]
				report(Info{Depth: depth, SelDepth: t.selDepth, MultiPV: line + 1, Score: rm.score,
					Bound: Exact, Nodes: s.totalNodes(), Time: s.elapsed(), HashFull: s.tt.hashFull(), PV: rm.pv})
			}
		}
		if m := res.Score.MateMoves(); lim.Mate > 0 && m > 0 && m <= lim.Mate {
			break
		}
		if !s.pondering.Load() && !lim.Infinite && !s.budget.keepGoing(s.elapsed(), stable) {
			break
		}
	}
	// An interrupted iteration that already found a better first move.
	if rm := &t.root[0]; !res.HasBest || (rm.move != res.Best && rm.score > -Infinity) {
		res = t.result(res.Depth)
	}
	s.stop.Store(true)
	return t.verified(res)
}

// helperLoop is a helper thread's iterative deepening: every other helper
// starts one ply deeper, so the threads spread over depths and fill the
// shared table for each other; it ends when the main thread stops.
func (t *thread) helperLoop(lines int) {
	t.rootCheck = t.pos.InCheck()
	for depth := 1 + t.id%2; depth < maxPly && !t.stopped; depth++ {
		for line := 0; line < lines && !t.stopped; line++ {
			t.iterate(depth, line)
		}
		if !t.stopped {
			for i := range t.root {
				t.root[i].prev = t.root[i].score
			}
		}
	}
}

// result describes the current best root move at depth.
func (t *thread) result(depth int) Result {
	rm := &t.root[0]
	res := Result{Best: rm.move, HasBest: true, Score: rm.score, Depth: depth}
	if rm.score == -Infinity {
		res.Score = t.evaluate(t.rootCheck)
	}
	res.PV = append(t.resPV[:0], rm.pv...)
	if len(res.PV) == 0 || res.PV[0] != rm.move {
		res.PV = append(res.PV[:0], rm.move)
	}
	return res
}

// verified checks the result's moves with the kernel: the best move must be
// legal (else the first legal move stands in), the ponder move legal after
// it; without a line the ponder move comes from the table.
func (t *thread) verified(res Result) Result {
	p := t.pos
	if !p.LegalMove(res.Best) {
		res.Best, res.PV = t.root[0].move, res.PV[:0]
	}
	pv := res.PV[:0]
	for _, m := range res.PV {
		if !p.LegalMove(m) {
			break
		}
		p.Make(m)
		pv = append(pv, m)
	}
	for range pv {
		p.Unmake()
	}
	if len(pv) == 0 {
		pv = append(pv, res.Best)
	}
	res.PV = slices.Clone(pv)
	if len(pv) >= 2 {
		res.Ponder, res.HasPonder = pv[1], true
	} else if m, ok := t.tableMove(res.Best); ok {
		res.Ponder, res.HasPonder = m, true
	}
	return res
}

// tableMove returns the reply to m that the table knows, if it is legal.
func (t *thread) tableMove(m movegen.Move) (movegen.Move, bool) {
	p := t.pos
	p.Make(m)
	defer p.Unmake()
	e, ok := t.s.tt.probe(p.Key())
	if !ok || e.move == 0 {
		return movegen.Move{}, false
	}
	ml := &t.stack[1].moves
	p.GenerateLegal(ml)
	for _, r := range ml.Moves {
		if uint32(r.Key()) == e.move {
			return r, true
		}
	}
	return movegen.Move{}, false
}
