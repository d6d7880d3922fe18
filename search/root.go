package search

import (
	"slices"

	"lattice/movegen"
)

// aspirationDelta is the first half-width of an aspiration window.
const aspirationDelta = 20

// setupRoot lists the root moves: the legal moves (on the open plane, the
// candidate moves), restricted to SearchMoves when given; a legal move of
// SearchMoves the generator did not list (a far square on the plane) is
// searched too.
func (t *thread) setupRoot(searchMoves []movegen.Move) {
	p := t.pos
	ml := &t.rootList
	p.GenerateLegal(ml)
	t.root = t.root[:0]
	add := func(m movegen.Move) {
		if len(t.root) < cap(t.root) {
			t.root = t.root[:len(t.root)+1]
			rm := &t.root[len(t.root)-1]
			rm.move, rm.key, rm.score, rm.prev, rm.pv = m, uint32(m.Key()), -Infinity, -Infinity, rm.pv[:0]
			if cap(rm.pv) < maxPly+1 { // a slot append made but never used
				rm.pv = make([]movegen.Move, 0, maxPly+1)
			}
			return
		}
		t.root = append(t.root, rootMove{move: m, key: uint32(m.Key()), score: -Infinity, prev: -Infinity,
			pv: make([]movegen.Move, 0, maxPly+1)})
	}
	if len(searchMoves) == 0 {
		for _, m := range ml.Moves {
			add(m)
		}
	} else {
		for _, m := range searchMoves {
			if !slices.ContainsFunc(t.root, func(rm rootMove) bool { return rm.move == m }) &&
				(slices.Contains(ml.Moves, m) || p.LegalMove(m)) {
				add(m)
			}
		}
		if len(t.root) == 0 { // none of them is legal: search them all
			for _, m := range ml.Moves {
				add(m)
			}
		}
	}
	// Order the first iteration as an inner node would be.
	e, _ := t.s.tt.probe(p.Key())
	sc := &t.stack[0].moves
	sc.Moves = sc.Moves[:0]
	for _, rm := range t.root {
		sc.Moves = append(sc.Moves, rm.move)
	}
	t.scoreMoves(sc, 0, e.move)
	for i := range t.root {
		t.root[i].score = Score(sc.Scores[i])
	}
	slices.SortStableFunc(t.root, func(a, b rootMove) int { return cmpScore(b.score, a.score) })
	for i := range t.root {
		t.root[i].score = -Infinity
	}
}

// cmpScore compares two scores as cmp.Compare does.
func cmpScore(a, b Score) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// iterate runs one iteration at depth for MultiPV line pv, with an
// aspiration window around the line's last score.
func (t *thread) iterate(depth, line int) Score {
	prev := t.root[line].prev
	alpha, beta := -Infinity, Infinity
	delta := Score(aspirationDelta)
	if t.s.feat&featAspiration != 0 && depth >= 4 && prev > -mateBound && prev < mateBound {
		alpha, beta = max(prev-delta, -Infinity), min(prev+delta, Infinity)
	}
	for {
		s := t.rootSearch(alpha, beta, depth, line)
		if t.stopped {
			return s
		}
		if (s <= alpha || s >= beta) && t.id == 0 && t.s.boundReport != nil {
			t.reportBound(s, alpha, depth, line)
		}
		switch {
		case s <= alpha:
			beta = (alpha + beta) / 2
			alpha = max(s-delta, -Infinity)
		case s >= beta:
			beta = min(s+delta, Infinity)
		default:
			return s
		}
		delta += delta / 2
		if delta > 1000 {
			alpha, beta = -Infinity, Infinity
		}
	}
}

// reportBound tells Limits.Bounds' report of an aspiration failure of line
// at depth: score s failed low (s <= alpha) or high.
func (t *thread) reportBound(s, alpha Score, depth, line int) {
	b := Lower
	if s <= alpha {
		b = Upper
	}
	st := t.s
	t.s.boundReport(Info{Depth: depth, SelDepth: t.selDepth, MultiPV: line + 1, Score: s, Bound: b,
		Nodes: st.totalNodes(), Time: st.elapsed(), HashFull: st.tt.hashFull(), PV: t.root[line].pv})
}

// rootSearch searches the root moves from index line on (the lines before
// it are the better MultiPV lines already found) and sorts them by score;
// a move that did not beat alpha scores -Infinity, so the order of those
// stays as it was.
func (t *thread) rootSearch(alpha, beta Score, depth, line int) Score {
	p := t.pos
	t.rootDepth = depth
	best, origAlpha := -Infinity, alpha
	moves := t.root[line:]
	for i := range moves {
		rm := &moves[i]
		rm.score = -Infinity
	}
	for i := range moves {
		rm := &moves[i]
		m := rm.move
		if t.id == 0 && t.s.rootMove != nil {
			t.s.rootMove(m, line+i+1, depth)
		}
		noisy := m.Promo != 0 || t.victim(m) != movegen.Empty
		t.makeMove(m, rm.key, 0, noisy)
		check := p.InCheck()
		newDepth := depth - 1
		if check && t.s.feat&featCheckExt != 0 {
			newDepth++
		}
		var s Score
		if i == 0 || t.s.feat&featPVS == 0 {
			s = -t.search(-beta, -alpha, newDepth, 1, check)
		} else {
			s = -t.search(-alpha-1, -alpha, newDepth, 1, check)
			if s > alpha && s < beta {
				s = -t.search(-beta, -alpha, newDepth, 1, check)
			}
		}
		p.Unmake()
		if t.stopped {
			break
		}
		if s > best {
			best = s
		}
		if s > alpha || i == 0 {
			rm.score = s
			if t.id == 0 {
				next := &t.stack[1]
				rm.pv = append(append(rm.pv[:0], m), next.pv[:next.pvLen]...)
			}
			if s > alpha {
				alpha = s
				if s >= beta {
					break
				}
				// Keep the new best line first, before the later moves finish.
				copyFront(moves, i)
			}
		}
	}
	if !t.stopped {
		bound := Exact
		switch {
		case best >= beta:
			bound = Lower
		case best <= origAlpha:
			bound = Upper
		}
		if t.useMemo {
			t.memo.remember(moves[0].key, &moves[0].move)
		}
		t.s.tt.store(p.Key(), moves[0].key, toTT(best, 0), t.evaluate(t.rootCheck), depth, bound)
	}
	return best
}

// copyFront moves moves[i] to the front, shifting the ones before it down.
func copyFront(moves []rootMove, i int) {
	if i == 0 {
		return
	}
	rm := moves[i]
	copy(moves[1:i+1], moves[:i])
	moves[0] = rm
}
