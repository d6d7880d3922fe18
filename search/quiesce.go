package search

import "lattice/movegen"

// deltaMargin is how much a capture may gain beyond its victim's value
// (positional swing) before quiescence deems it hopeless.
const deltaMargin = 200

// qsearch resolves captures and promotions (and, in check, every evasion)
// until the position is quiet, standing pat on the static evaluation.
func (t *thread) qsearch(alpha, beta Score, ply int, inCheck bool) Score {
	if t.stopped {
		return 0
	}
	t.nodes++
	f := &t.stack[ply]
	f.pvLen = 0
	if t.stop() {
		return 0
	}
	t.selDepth = max(t.selDepth, ply+1)
	p := t.pos
	if f.dead {
		return 0
	}
	if ply >= maxPly-1 {
		return t.evaluate(inCheck)
	}
	pvNode := beta-alpha > 1
	key := p.Key()
	e, hit := t.s.tt.probe(key)
	if hit {
		e.score = fromTT(e.score, ply)
		if !pvNode && t.s.feat&featTTCut != 0 && cuts(e, beta) {
			return e.score
		}
	}

	best, eval := -Infinity, -Infinity
	origAlpha := alpha
	if !inCheck {
		if hit {
			eval = e.eval
		} else {
			eval = t.staticEval(ply)
		}
		if eval >= beta {
			if !hit {
				t.s.tt.store(key, 0, toTT(eval, ply), eval, -1, Lower)
			}
			return eval
		}
		best = eval
		alpha = max(alpha, eval)
	}

	ml := &f.moves
	p.GenerateNoisy(ml)
	if ml.Len() == 0 {
		if inCheck {
			return matedIn(ply)
		}
		return best
	}
	if inCheck {
		t.scoreNoisy(ml, ply, e.move)
	} else {
		t.scoreQuiescence(ml, e.move)
	}

	bestKey := uint32(0)
	for i := range ml.Moves {
		m := ml.PickBest(i)
		victim := t.victim(m)
		if !inCheck {
			// Captures that cannot lift alpha are skipped, then (by the
			// static exchange, the dearer test) losing ones but the table's.
			if t.s.feat&featDelta != 0 && m.Promo == 0 &&
				eval+t.values[victim.Type()]+deltaMargin <= alpha {
				continue
			}
			if ml.Scores[i] != orderTT && victim != movegen.Empty &&
				t.losingCaptureOf(m, ply, victim, t.values[p.At(m.From).Type()]) {
				continue
			}
		}
		k := uint32(m.Key())
		t.makeMove(m, k, ply, victim != movegen.Empty || m.Promo != 0)
		s := -t.qsearch(-beta, -alpha, ply+1, p.InCheck())
		p.Unmake()
		if t.stopped {
			return 0
		}
		if s > best {
			best = s
			if s > alpha {
				alpha, bestKey = s, k
				if t.useMemo {
					t.memo.remember(k, &m)
				}
				if pvNode {
					t.updatePV(ply, m)
				}
				if s >= beta {
					break
				}
			}
		}
	}
	bound := Exact
	switch {
	case best >= beta:
		bound = Lower
	case best <= origAlpha:
		bound = Upper
	}
	t.s.tt.store(key, bestKey, toTT(best, ply), eval, 0, bound)
	return best
}
