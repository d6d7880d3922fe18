package search

import (
	"slices"

	"lattice/movegen"
)

// Stages of a node's move picker.
const (
	stageTT       = iota // the table's move, before anything is generated
	stageGenNoisy        // generate and score the captures and promotions
	stageNoisy           // the good ones, by MVV-LVA
	stageGenQuiet        // generate and score the quiet moves
	stageQuiet           // killers, counter-move, history
	stageBad             // the captures that lose material (SEE < 0)
	stageFirst           // off the mailbox board without a table move: its first move alone (lazyfirst.go)
	stageGenAll          // in check or off the mailbox board: one list
	stageAll
	stageRest // what is left of stageAll once unordered, by score (rest.go)
	stageDone
)

// picker hands out the moves of a node one at a time, generating them in
// stages so that a node that cuts off on the table's move or a capture never
// lists its quiet moves. On the mailbox board out of check it tries the
// table's move (verified by the kernel), then the captures and promotions
// that do not lose material, then the quiet moves, then the losing
// captures; in check, or on the sparse board (where the open plane's
// candidate moves must stay the search's moves), it orders one list of
// every legal move as scoreMoves does (in check, GenerateEvasions' list),
// after trying the table's move first where the kernel or, on the sparse
// board, the thread's move memo names it.
type picker struct {
	stage int
	i     int
	// bad counts the losing captures, kept at the front of the noisy list.
	bad    int
	ttKey  uint32
	ttMove movegen.Move
	// ttDone: the table's move was handed out in stageTT; ttNoisy: it is
	// a capture or a promotion, so the quiet list cannot hold it.
	ttDone, ttNoisy bool
	// legal counts the legal moves seen, for mate and stalemate.
	legal   int
	inCheck bool
	// quiet: the move next handed out last comes from the quiet list, so
	// it neither captures nor promotes (the search need not ask).
	quiet bool
	// heaped: stageAll hands out the rest of its list from the frame's
	// pickHeap.
	heaped bool
	// unordered: the search prunes every quiet move left that does not
	// give check, so their order no longer matters and the quiet stage
	// hands them out as they stand instead of selecting the best; it skips
	// those the search would prune (below the counter-move, no check)
	// itself.
	unordered bool
	// checks: the move next handed out last is a quiet one below the
	// counter-move that the quiet stage found to give check (unordered).
	checks bool
	// restDone: stageAll has sorted out, once unordered was set, the moves
	// left that the search would still make (rest.go); skipping: it hands
	// out only those, by the frame's keep set.
	restDone, skipping bool
	// firstDone: stageFirst handed out the list's first pick, so
	// stageGenAll takes it as made; first holds it when it came from the
	// memo (lazyfirst.go).
	firstDone bool
	first     movegen.Move
	// firstBy is the quiet scorer of the node's start and histMark its
	// mark in the thread's histLog: stageGenAll scores by them once
	// firstDone.
	firstBy  quietScorer
	histMark int32
}

// startPicker prepares the picker of ply's node for a new node.
func (t *thread) startPicker(ply int, ttKey uint32, inCheck bool) {
	pk := &t.stack[ply].pick
	*pk = picker{ttKey: ttKey}
	t.hlog.closeFrom(ply)
	switch {
	case t.pos.Board() != movegen.MailboxBoard:
		// The table's move first when the memo knows it (movememo.go),
		// then the one list of every move, which skips it.
		pk.stage = stageGenAll
		if m, ok := t.memo.recall(ttKey); ok && t.pos.IsPseudoLegal(m) && t.pos.IsLegal(m) {
			pk.ttMove = m
			pk.stage = stageTT
		} else if ttKey == 0 && !inCheck && ply <= lazyMaxPly && !t.eagerFirst && !t.primitives {
			pk.stage = stageFirst
		}
	case ttKey != 0:
		if m, ok := t.pos.MoveByKey(movegen.MoveKey(ttKey)); ok && t.pos.IsLegal(m) {
			pk.ttMove = m
			pk.stage = stageTT
		} else {
			pk.ttKey = 0
			pk.stage = stageGenNoisy
		}
	default:
		pk.stage = stageGenNoisy
	}
	if inCheck && pk.stage != stageTT {
		pk.stage = stageGenAll
	}
	pk.inCheck = inCheck
}

// next returns ply's next move with its key and ordering score, false when
// there are none left. The move is returned by pointer into ply's frame (a
// 28-byte Move with three more results would go back through memory): it
// stays valid until next is called again for ply.
func (t *thread) next(ply int) (*movegen.Move, uint32, int32, bool) {
	f := &t.stack[ply]
	pk := &f.pick
	p := t.pos
	pk.quiet, pk.checks = false, false
	for {
		switch pk.stage {
		case stageTT:
			pk.ttDone = true
			pk.ttNoisy = pk.ttMove.Promo != 0 || p.IsCapture(pk.ttMove)
			pk.legal++
			if pk.inCheck || p.Board() != movegen.MailboxBoard {
				pk.stage = stageGenAll
			} else {
				pk.stage = stageGenNoisy
			}
			return &pk.ttMove, pk.ttKey, orderTT, true
		case stageGenNoisy:
			ml := &f.moves
			p.GenerateNoisy(ml)
			t.scoreCaptures(ml, pk.ttKey)
			pk.legal += len(ml.Moves)
			pk.i, pk.bad = 0, 0
			pk.stage = stageNoisy
		case stageNoisy:
			ml := &f.moves
			for pk.i < len(ml.Moves) {
				i := pk.i
				pk.i++
				m := ml.PickBest(i)
				s := ml.Scores[i]
				if s == skipScore {
					// the table's move (and, the list being sorted, nothing else is left)
					pk.legal--
					continue
				}
				if t.losingCapture(m, ply) {
					ml.Moves[pk.bad], ml.Scores[pk.bad] = m, orderBadCap+(s-orderCapture)
					pk.bad++
					continue
				}
				return &ml.Moves[i], uint32(m.Key()), s, true
			}
			pk.stage = stageGenQuiet
		case stageGenQuiet:
			ml := &f.late
			p.GenerateQuiet(ml)
			t.keyScoreQuiets(f, pk.ttDone && !pk.ttNoisy, pk.ttKey, ply)
			pk.legal += len(ml.Moves)
			pk.i = 0
			pk.stage = stageQuiet
		case stageQuiet:
			ml := &f.late
			for pk.i < len(ml.Moves) {
				i := pk.i
				pk.i++
				if !pk.unordered {
					pickBest(ml, f.lateKeys, i)
				} else if ml.Scores[i] < orderCounter {
					// The search would prune it unless it gives check
					// (alphabeta.go): the conditions only get stronger.
					if !t.checks.GivesCheckOf(p, &ml.Moves[i]) {
						continue
					}
					pk.checks = true
				}
				pk.quiet = true
				return &ml.Moves[i], f.lateKeys[i], ml.Scores[i], true
			}
			pk.i = 0
			pk.stage = stageBad
		case stageBad:
			ml := &f.moves
			if pk.i < pk.bad {
				i := pk.i
				pk.i++
				m := &ml.Moves[i]
				return m, uint32(m.Key()), ml.Scores[i], true
			}
			pk.stage = stageDone
		case stageFirst:
			pk.stage = stageGenAll
			q := t.quietScorer(ply)
			if m, k, s, ok := t.lazyFirst(f, ply, &q); ok {
				pk.firstDone = true
				pk.firstBy, pk.histMark = q, t.hlog.openAt(ply)
				pk.legal++
				return m, k, s, true
			}
		case stageGenAll:
			ml := &f.moves
			if pk.inCheck {
				p.GenerateEvasions(ml)
			} else {
				p.GenerateLegal(ml)
			}
			if pk.firstDone {
				// As at the node's start (lazyfirst.go).
				t.swapBack(pk.histMark)
				f.allKeys = t.scoreMovesBy(ml, f.allKeys[:0], ply, pk.ttKey, pk.firstBy)
				t.swapForward(pk.histMark)
				t.hlog.open &^= 1 << uint(ply)
			} else {
				f.allKeys = t.scoreMovesKeyed(ml, f.allKeys[:0], ply, pk.ttKey)
			}
			pk.legal += len(ml.Moves)
			if pk.ttDone && slices.Contains(f.allKeys, pk.ttKey) {
				// counted in stageTT (on the sparse board a remembered
				// move may be legal yet not one of the node's moves)
				pk.legal--
			}
			pk.i = 0
			if pk.firstDone {
				// stageFirst handed out the first pick: made, and counted.
				pickBest(ml, f.allKeys, 0)
				pk.i = 1
				pk.legal--
			}
			pk.stage = stageAll
		case stageAll:
			if pk.unordered && !pk.restDone {
				pk.restDone = true
				t.sortRest(f)
				continue
			}
			ml := &f.moves
			for pk.i < len(ml.Moves) {
				i := pk.i
				pk.i++
				id := t.pickAll(f, i)
				k, s := f.allKeys[id], ml.Scores[id]
				if (pk.ttDone && k == pk.ttKey) || (pk.skipping && !f.keep.has(id)) {
					continue
				}
				return &ml.Moves[id], k, s, true
			}
			pk.stage = stageDone
		case stageRest:
			ml := &f.moves
			for pk.i < len(f.rest) {
				id := f.rest[pk.i]
				pk.i++
				k, s := f.allKeys[id], ml.Scores[id]
				if pk.ttDone && k == pk.ttKey {
					continue
				}
				return &ml.Moves[id], k, s, true
			}
			pk.stage = stageDone
		default:
			return nil, 0, 0, false
		}
	}
}

// Past heapAfter picks of a list that still holds at least heapMin moves,
// stageAll picks from a pickHeap (same order as PickBest, no quadratic
// cost): most nodes cut off after a move or two and never build one, and
// most of the rest prune their late quiet moves a few picks later (sortRest
// then needs no heap), so the heap waits for 8 picks: building it costs
// about as much as six PickBest scans of the open plane's lists.
const (
	heapAfter = 8
	heapMin   = 24
)

// pickAll returns where the i-th move of f's one-list stage stands in
// f.moves (and its key in f.allKeys), in PickBest's order: i itself, after
// a PickBest swap, or, once the frame's pickHeap is built, the id it hands
// out (the list then stays as it was).
func (t *thread) pickAll(f *frame, i int) int32 {
	ml, pk := &f.moves, &f.pick
	if !pk.heaped && (i < heapAfter || len(ml.Moves)-i < heapMin || len(ml.Moves) > maxHeapMoves) {
		pickBest(ml, f.allKeys, i)
		return int32(i)
	}
	if !pk.heaped {
		f.heap.build(ml, i)
		pk.heaped = true
	}
	return f.heap.pick()
}

// skipScore marks the table's move in the noisy list: it was tried first.
const skipScore = -1 << 30

// scoreCaptures scores a list of captures and promotions by MVV-LVA alone
// (the static exchange is looked at only when a move is picked); the
// table's move, already tried, sorts last.
func (t *thread) scoreCaptures(ml *movegen.MoveList, ttKey uint32) {
	scores := ml.ScoresFor()
	for i, m := range ml.Moves {
		if ttKey != 0 && uint32(m.Key()) == ttKey {
			scores[i] = skipScore
			continue
		}
		scores[i] = orderCapture + t.mvvLva(m)
	}
}

// pickBest is MoveList.PickBest keeping keys (the moves' keys) in step:
// it swaps the best-scored move from i on (the first of equals) to i.
func pickBest(ml *movegen.MoveList, keys []uint32, i int) {
	moves, scores := ml.Moves, ml.Scores[:len(ml.Moves)]
	keys = keys[:len(moves)]
	best, top := i, scores[i]
	// Four scores a step (the first of equals still wins).
	j := i + 1
	for ; j+3 < len(scores); j += 4 {
		s := scores[j : j+4 : j+4]
		if s[0] > top {
			best, top = j, s[0]
		}
		if s[1] > top {
			best, top = j+1, s[1]
		}
		if s[2] > top {
			best, top = j+2, s[2]
		}
		if s[3] > top {
			best, top = j+3, s[3]
		}
	}
	for ; j < len(scores); j++ {
		if s := scores[j]; s > top {
			best, top = j, s
		}
	}
	if best != i {
		moves[i], moves[best] = moves[best], moves[i]
		scores[i], scores[best] = top, scores[i]
		keys[i], keys[best] = keys[best], keys[i]
	}
}

// keyScoreQuiets fills f.lateKeys with the keys of the quiet moves in
// f.late and their score slots for ordering at ply (killers, the
// counter-move, then history) in one pass, then drops the table's move (key
// ttKey) when dropTT is set, keeping the order of the rest; so no quiet
// move's key is computed twice.
func (t *thread) keyScoreQuiets(f *frame, dropTT bool, ttKey uint32, ply int) {
	ml := &f.late
	n := len(ml.Moves)
	if cap(f.lateKeys) < n {
		f.lateKeys = make([]uint32, n, cap(ml.Moves))
	}
	keys := f.lateKeys[:n]
	scores := ml.ScoresFor()[:n]
	q := t.quietScorer(ply)
	movegen.FillKeys(keys, ml.Moves)
	for i, k := range keys {
		scores[i] = q.score(k)
	}
	if dropTT {
		j := 0
		for i, k := range keys {
			if k == ttKey {
				continue
			}
			if i != j {
				ml.Moves[j], keys[j], scores[j] = ml.Moves[i], k, scores[i]
			}
			j++
		}
		n = j
	}
	ml.Moves, ml.Scores, f.lateKeys = ml.Moves[:n], ml.Scores[:n], keys[:n]
}
