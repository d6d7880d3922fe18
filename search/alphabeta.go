package search

import "lattice/movegen"

// search is the PVS alpha-beta of non-root nodes: it returns the score of
// the position at ply within (alpha, beta), searching depth plies before
// quiescence. inCheck tells whether the side to move is in check.
func (t *thread) search(alpha, beta Score, depth, ply int, inCheck bool) Score {
	if depth <= 0 {
		return t.qsearch(alpha, beta, ply, inCheck)
	}
	if t.stopped {
		return 0
	}
	t.nodes++
	f := &t.stack[ply]
	f.pvLen = 0
	if t.stop() {
		return 0
	}
	ply1 := ply + 1
	t.selDepth = max(t.selDepth, ply1)
	p := t.pos
	pvNode := beta-alpha > 1
	feat := t.s.feat

	if t.isDraw(ply, inCheck) {
		return 0
	}
	if ply >= maxPly-1 {
		return t.evaluate(inCheck)
	}
	if feat&featMateDistance != 0 {
		alpha, beta = max(alpha, matedIn(ply)), min(beta, matingIn(ply1))
		if alpha >= beta {
			return alpha
		}
	}

	key := p.Key()
	e, hit := t.s.tt.probe(key)
	ttMove := e.move
	if hit {
		e.score = fromTT(e.score, ply)
		if !pvNode && e.depth >= depth && feat&featTTCut != 0 && cuts(e, beta) {
			return e.score
		}
	}

	eval := -Infinity
	f.hasStatic = false
	if !inCheck {
		if hit {
			eval = e.eval
			if e.bound == Exact || (e.bound == Lower && e.score > eval) || (e.bound == Upper && e.score < eval) {
				eval = e.score
			}
		} else {
			eval = t.staticEval(ply)
		}
	}
	f.eval = eval
	// improving: the static eval rose since our last move (or we were in
	// check then), so pruning by it may be bolder.
	improving := 0
	if feat&featImproving != 0 && !inCheck && ply >= 2 && eval > t.stack[ply-2].eval {
		improving = 1
	}

	if !pvNode && !inCheck && beta > -mateBound && beta < mateBound {
		if feat&featReverseFutility != 0 && depth <= 6 && eval-Score(80*(depth-improving)) >= beta && eval < mateBound {
			return eval
		}
		if feat&featNullMove != 0 && depth >= 3 && eval >= beta && !t.stack[ply-1].null &&
			!t.noNull && t.nonPawnMaterial() {
			r := 3 + depth/4 + min(int(eval-beta)/200, 3)
			t.makeNull(ply)
			s := -t.search(-beta, -beta+1, depth-1-r, ply1, false)
			p.Unmake()
			if t.stopped {
				return 0
			}
			if s >= beta {
				if s >= mateBound {
					s = beta
				}
				return s
			}
		}
	}

	// Without a move from the table, search a ply shallower: the node was
	// not worth a table entry before, and the next iteration will have one.
	if feat&featIIR != 0 && depth >= 4 && ttMove == 0 {
		depth--
	}

	t.startPicker(ply, ttMove, inCheck)
	best, bestKey := -Infinity, uint32(0)
	origAlpha := alpha
	quiets, searched := 0, 0
	prunable := !pvNode && !inCheck
	lmpLimit := (3 + depth*depth) * (1 + improving) / 2
	for {
		mp, k, order, ok := t.next(ply)
		if !ok {
			break
		}
		m := *mp
		noisy := !f.pick.quiet && (m.Promo != 0 || t.victim(m) != movegen.Empty)
		quiet := !noisy && order < orderCounter

		// Prune late quiet moves that neither check nor escape check,
		// asking the kernel about the check before making the move. The
		// side not to move is never in check here: root moves are legal,
		// every move made below is, and a null move is made only out of
		// check; so the kernel need not test that (ThemSafeChecks).
		if quiet && prunable && best > -mateBound &&
			((feat&featLMP != 0 && depth <= 5 && quiets >= lmpLimit) ||
				(feat&featFutility != 0 && depth <= 3 && eval+Score(100+120*depth) <= alpha)) {
			if !f.pick.checks && !t.checks.GivesCheck(p, m) {
				// The pruning conditions only get stronger (quiets and
				// alpha grow), so every later quiet move but a check is
				// pruned too.
				f.pick.unordered = true
				continue
			}
			// Near the leaves a check whose piece is simply taken is
			// pruned with the quiet moves (SPRT.md row 27).
			if feat&featHangingChecks != 0 && depth <= hangingCheckDepth && t.checkHangs(m, ply) {
				continue
			}
		}
		// Near the leaves a move that loses material by the static
		// exchange, beyond a margin growing with the depth, is pruned
		// (SPRT.md row 28).
		if feat&featSEEPrune != 0 && !inCheck && best > -mateBound && depth <= seePruneDepth &&
			order != orderTT && t.seeLoses(m, ply, depth, noisy) {
			continue
		}
		t.makeMove(m, k, ply, noisy)
		givesCheck := p.InCheck()

		newDepth := depth - 1
		if givesCheck && feat&featCheckExt != 0 && ply < 2*t.rootDepth {
			newDepth++
		}
		var s Score
		if searched == 0 || feat&featPVS == 0 {
			s = -t.search(-beta, -alpha, newDepth, ply1, givesCheck)
		} else {
			r := 0
			if feat&featLMR != 0 && depth >= 3 && quiet && !inCheck && !givesCheck && searched >= 2 {
				r = t.s.lmr[min(depth, 63)][min(searched, 63)]
				if pvNode {
					r--
				}
				r -= int(order) / 8000
				r = max(0, min(r, newDepth-1))
			}
			s = -t.search(-alpha-1, -alpha, newDepth-r, ply1, givesCheck)
			if s > alpha && r > 0 {
				s = -t.search(-alpha-1, -alpha, newDepth, ply1, givesCheck)
			}
			if s > alpha && s < beta {
				s = -t.search(-beta, -alpha, newDepth, ply1, givesCheck)
			}
		}
		p.Unmake()
		if t.stopped {
			return 0
		}
		searched++
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
					if !noisy {
						t.updateQuiet(ply, depth, k, min(quiets, len(f.quiets)))
					}
					break
				}
			}
		}
		if !noisy && quiets < len(f.quiets) {
			f.quiets[quiets] = k
		}
		if !noisy {
			quiets++
		}
	}

	if f.pick.legal == 0 {
		if inCheck {
			return matedIn(ply)
		}
		return 0
	}
	bound := Exact
	switch {
	case best >= beta:
		bound = Lower
	case alpha == origAlpha:
		bound = Upper
		bestKey = 0
	}
	t.s.tt.store(key, bestKey, toTT(best, ply), eval, depth, bound)
	return best
}

// hangingCheckDepth is the deepest remaining depth at which a quiet check
// that loses the checking piece is pruned.
const hangingCheckDepth = 3

// checkHangs reports whether quiet move m loses the piece it moves by the
// static exchange on its target square.
func (t *thread) checkHangs(m movegen.Move, ply int) bool {
	return !t.seeGEOf(m, ply, 0, 0, t.values[t.pos.At(m.From).Type()])
}

// seePruneDepth is the deepest remaining depth at which moves that lose
// material by the static exchange are pruned; seeQuietMargin·depth² and
// seeNoisyMargin·depth are what a quiet move, and a capture, promotion or
// quiet check, may lose there before it is.
const (
	seePruneDepth  = 6
	seeQuietMargin = 25
	seeNoisyMargin = 100
)

// seeLoses reports whether move m (noisy: a capture or promotion) of the
// node at ply, depth plies from the leaves, loses more material by the
// static exchange than its margin allows. A quiet move that loses more than
// the quiet margin is still searched when it checks and keeps within the
// noisy one. The side not to move is not in check (as for the pruning of
// late quiet moves), so the kernel's ThemSafeChecks may answer.
func (t *thread) seeLoses(m movegen.Move, ply, depth int, noisy bool) bool {
	noisyMargin := -Score(seeNoisyMargin * depth)
	if noisy {
		return !t.seeGE(m, ply, noisyMargin)
	}
	mover := t.values[t.pos.At(m.From).Type()]
	if t.seeGEProbed(m, ply, -Score(seeQuietMargin*depth*depth), 0, mover) {
		return false
	}
	return !t.checks.GivesCheck(t.pos, m) || !t.seeGEOf(m, ply, noisyMargin, 0, mover)
}

// cuts reports whether a table entry's score settles a null-window node.
func cuts(e ttEntry, beta Score) bool {
	if e.score >= beta {
		return e.bound&Lower != 0
	}
	return e.bound == Upper || e.bound == Exact
}

// evaluate is the static score of the position (none in check: the
// search must look at the evasions).
func (t *thread) evaluate(inCheck bool) Score {
	if inCheck {
		return 0
	}
	return Score(t.ev.Evaluate(t.pos))
}

// updatePV sets ply's line to m followed by the line found below it.
func (t *thread) updatePV(ply int, m movegen.Move) {
	f, next := &t.stack[ply], &t.stack[ply+1]
	f.pv[0] = m
	n := copy(f.pv[1:], next.pv[:next.pvLen])
	f.pvLen = n + 1
}

// isDraw applies the variant's draw rules inside the search: a repetition
// (of a position of the search or of the game), the 50-move rule where the
// variant has it, and dead material.
func (t *thread) isDraw(ply int, inCheck bool) bool {
	p := t.pos
	if t.stack[ply].dead || p.IsRepetition() {
		return true
	}
	if t.fifty && p.HalfmoveClock() >= 100 {
		if !inCheck {
			return true
		}
		ml := &t.stack[ply].moves
		p.GenerateLegal(ml)
		return ml.Len() > 0 // a mate on the hundredth ply stands
	}
	return false
}
