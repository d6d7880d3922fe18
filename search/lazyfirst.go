package search

import "lattice/movegen"

// On the sparse board a node without a table move orders one list of every
// legal move (stageAll), yet most such nodes cut off on the first move they
// make: a good capture, a killer or the counter-move. lazyFirst finds that
// move without listing the position's moves, from what decides it:
//
//   - the list's best move is its best-scored one, the first of equals
//     (PickBest); captures and promotions that do not lose material score
//     above every quiet move, killers and the counter-move above the other
//     quiet moves;
//   - out of check GenerateNoisy lists exactly the list's captures and
//     promotions in the list's order (a movegen test), so its best-scored
//     move is the list's best when that is a good capture;
//   - failing one, the list's best is the first killer, then the second,
//     then the counter-move, that the list holds as a quiet move: the move
//     memo gives the move of a key and the kernel tells whether the list
//     holds it (ListedMove, which lists one piece's rays only).
//
// When the move does not cut off the picker lists every move as before and
// takes its first pick (the same move) as made, so the search sees the same
// moves in the same order. When none of this decides (the best is a plain
// quiet move, or a killer the memo has lost) the node lists every move at
// once. Nodes with a table move keep their own order (stageTT).

// lazyFirst returns the move the one-list stage of ply's node would hand
// out first, with its key and score, when it can tell without listing every
// move (see above); the node must be out of check, on the sparse board,
// without a table move. The move is returned by pointer into the frame.
func (t *thread) lazyFirst(f *frame, ply int, q *quietScorer) (*movegen.Move, uint32, int32, bool) {
	p := t.pos
	ml := &f.late
	p.GenerateNoisy(ml)
	n := len(ml.Moves)
	if n > victimChunk {
		return nil, 0, 0, false
	}
	if cap(f.lateKeys) < n {
		f.lateKeys = make([]uint32, n, cap(ml.Moves))
	}
	keys := f.lateKeys[:n]
	movegen.FillKeys(keys, ml.Moves)
	var victims [victimChunk]movegen.Piece
	vs := victims[:n]
	p.FillVictims(vs, ml.Moves)
	f.lateKeys = keys
	if i, s, ok := t.bestGoodCapture(ml, vs, ply); ok {
		return &ml.Moves[i], keys[i], s, true
	}
	// No good capture: the killers, then the counter-move.
	for i, k := range [3]uint32{q.k0, q.k1, q.counter} {
		if k == 0 || (i == 2 && (k == q.k0 || k == q.k1)) {
			continue // none, or a counter-move scored as a killer
		}
		s := q.score(k)
		m, ok := t.memo.recall(k)
		if !ok {
			return nil, 0, 0, false // the list may hold it: only listing tells
		}
		g, ok := p.ListedMove(m)
		if !ok || g.Promo != 0 || p.Victim(&g) != movegen.Empty {
			continue // not listed, or a capture that loses material
		}
		f.pick.first = g
		return &f.pick.first, k, s, true
	}
	return nil, 0, 0, false
}

// bestGoodCapture returns the index and score of the captures and
// promotions ml's best-scored move (captureScore; the first of equals) when
// it does not lose material; victims are the moves' victims. It scores by
// MVV-LVA first and asks whether a move loses material (the static
// exchange) only of the best left, until one does not: scoreMovesKeyed's
// order without an exchange for every capture.
func (t *thread) bestGoodCapture(ml *movegen.MoveList, victims []movegen.Piece, ply int) (int, int32, bool) {
	n := len(ml.Moves)
	mvv := ml.ScoresFor()[:n]
	for i := range ml.Moves {
		m := &ml.Moves[i]
		mvv[i] = mvvLvaOf(*m, t.values[victims[i].Type()], t.values[t.pos.At(m.From).Type()], &t.values)
	}
	const tried = -1 << 31 // below every MVV-LVA (see maxClassValue)
	for {
		best := -1
		for i, s := range mvv {
			if s != tried && (best < 0 || s > mvv[best]) {
				best = i
			}
		}
		if best < 0 {
			return 0, 0, false
		}
		m := ml.Moves[best]
		if !t.losingCaptureOf(m, ply, victims[best], t.values[t.pos.At(m.From).Type()]) {
			return best, orderCapture + mvv[best], true
		}
		mvv[best] = tried
	}
}

// histLog keeps the history table as it was when a node handed out its
// first move lazily: that node scores its other moves only after the
// move's search, whose nodes change the history, and must score them as
// it would have before. While such a node is open, updateQuiet notes the
// value each entry had before it changed it; the node undoes the notes
// since its mark, scores, and redoes them (histLog.scoreAsAt).
type histLog struct {
	// open has bit p set while the node at ply p may still score its
	// moves from its mark (a stale bit, of a node that cut off, costs
	// only notes no one undoes).
	open   uint64
	writes []histWrite
}

// histWrite is one change to the history table: entry idx of side's table
// held old before it.
type histWrite struct {
	side uint8
	idx  uint32
	old  int32
}

// lazyMaxPly: nodes deeper than this list their moves at once (open has a
// bit for each ply below).
const lazyMaxPly = 63

// closeFrom forgets the nodes at ply and deeper: they are done (a node at
// ply is starting, or updating the history at its cutoff); with none left
// open the notes go too.
func (hl *histLog) closeFrom(ply int) {
	hl.open &= 1<<uint(ply) - 1 // every bit from 64 plies on
	if hl.open == 0 {
		hl.writes = hl.writes[:0]
	}
}

// openAt marks the node at ply as open and returns its mark.
func (hl *histLog) openAt(ply int) int32 {
	hl.open |= 1 << uint(ply)
	return int32(len(hl.writes))
}

// note records entry idx of side's table (hist) before a change.
func (hl *histLog) note(side movegen.Color, idx uint32, hist *[histSize]int32) {
	hl.writes = append(hl.writes, histWrite{side: uint8(side), idx: idx, old: hist[idx]})
}

// swapBack exchanges the history entries of the notes from mark on with
// their noted values, the latest first: the tables then hold what they did
// at mark, and the notes what they hold now. swapForward undoes it.
func (t *thread) swapBack(mark int32) {
	w := t.hlog.writes
	for i := len(w) - 1; i >= int(mark); i-- {
		e := &w[i]
		h := &t.history[e.side][e.idx]
		*h, e.old = e.old, *h
	}
}

// swapForward undoes swapBack(mark).
func (t *thread) swapForward(mark int32) {
	w := t.hlog.writes
	for i := int(mark); i < len(w); i++ {
		e := &w[i]
		h := &t.history[e.side][e.idx]
		*h, e.old = e.old, *h
	}
}
