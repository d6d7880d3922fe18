package search

import (
	"slices"

	"lattice/movegen"
)

// Ordering scores, by class; within a class the score orders further.
const (
	orderTT      = 1 << 30
	orderCapture = 1 << 28 // captures and promotions (MVV-LVA)
	orderKiller  = 1 << 26
	orderCounter = orderKiller - 2
	orderBadCap  = -1 << 28 // captures that lose material to a recapture
	// badCaptureMargin: a capture counts as losing only when the attacker is
	// worth this much more than its victim (bishop takes knight is even).
	badCaptureMargin = 50
)

// scoreMoves fills the list's score slot for move ordering at ply: the TT
// move first, then captures and promotions by MVV-LVA (those that give up
// a piece for less to a defended square last), killers, the counter-move,
// and quiet moves by history. It keys the moves in the frame's allKeys,
// which it leaves holding them.
func (t *thread) scoreMoves(ml *movegen.MoveList, ply int, ttMove uint32) {
	f := &t.stack[ply]
	f.allKeys = t.scoreMovesKeyed(ml, f.allKeys[:0], ply, ttMove)
}

// victimChunk is how many moves scoreMovesKeyed looks the victims of up at
// a time, in a buffer on its stack.
const victimChunk = 128

// scoreMovesKeyed is scoreMoves that also appends each move's key to keys
// and returns it.
func (t *thread) scoreMovesKeyed(ml *movegen.MoveList, keys []uint32, ply int, ttMove uint32) []uint32 {
	return t.scoreMovesBy(ml, keys, ply, ttMove, t.quietScorer(ply))
}

// scoreMovesBy is scoreMovesKeyed ordering the quiet moves by q.
func (t *thread) scoreMovesBy(ml *movegen.MoveList, keys []uint32, ply int, ttMove uint32, q quietScorer) []uint32 {
	scores := ml.ScoresFor()
	moves := ml.Moves
	start := len(keys)
	keys = slices.Grow(keys, len(moves))[:start+len(moves)]
	mk := keys[start:]
	movegen.FillKeys(mk, moves)
	var victims [victimChunk]movegen.Piece
	for base := 0; base < len(moves); base += victimChunk {
		end := min(len(moves), base+victimChunk)
		chunk, ck, cs := moves[base:end], mk[base:end], scores[base:end]
		vs := victims[:len(chunk)]
		t.pos.FillVictims(vs, chunk)
		ck, cs = ck[:len(vs)], cs[:len(vs)]
		for j, v := range vs {
			k := ck[j]
			switch {
			case k == ttMove:
				cs[j] = orderTT
			case v != movegen.Empty || chunk[j].Promo != 0:
				cs[j] = t.captureScore(chunk[j], ply, v)
			default:
				cs[j] = q.score(k)
			}
		}
	}
	return keys
}

// captureScore orders a capture or promotion at ply whose victim is victim
// (victim(m)): most valuable victim first, then least valuable attacker; a
// capture of a lesser piece on a square the opponent defends goes after the
// quiet moves when the exchange there loses material (or, without SEE,
// always). Each piece is looked up once.
func (t *thread) captureScore(m movegen.Move, ply int, victim movegen.Piece) int32 {
	attacker := t.values[t.pos.At(m.From).Type()]
	s := mvvLvaOf(m, t.values[victim.Type()], attacker, &t.values)
	if t.losingCaptureOf(m, ply, victim, attacker) {
		return orderBadCap + s
	}
	return orderCapture + s
}

// mvvLva is the order of a capture or promotion within its class: most
// valuable victim (plus what a promotion gains) first, then least valuable
// attacker.
func (t *thread) mvvLva(m movegen.Move) int32 {
	return mvvLvaOf(m, t.values[t.victim(m).Type()], t.values[t.pos.At(m.From).Type()], &t.values)
}

// mvvLvaOf is mvvLva from the values of m's victim and attacker.
func mvvLvaOf(m movegen.Move, victim, attacker Score, values *[movegen.MaxPieceTypes + 1]Score) int32 {
	gain := victim
	if m.Promo != 0 {
		gain += values[m.Promo&movegen.MaxPieceTypes] - attacker
	}
	return int32(gain)*16 - int32(attacker)/8
}

// losingCapture reports whether the capture m at ply gives up a piece for
// less on a square the opponent defends, when the exchange there loses
// material (or, without SEE, always); cheap tests come first, SEE last.
func (t *thread) losingCapture(m movegen.Move, ply int) bool {
	if t.s.feat&featBadCaptures == 0 {
		return false
	}
	return t.losingCaptureOf(m, ply, t.victim(m), t.values[t.pos.At(m.From).Type()])
}

// losingCaptureOf is losingCapture of m, whose victim is victim and whose
// moving piece is worth attacker.
func (t *thread) losingCaptureOf(m movegen.Move, ply int, victim movegen.Piece, attacker Score) bool {
	if t.s.feat&featBadCaptures == 0 || victim == movegen.Empty {
		return false
	}
	p := t.pos
	gain := t.values[victim.Type()]
	if m.Promo != 0 {
		gain += t.values[m.Promo&movegen.MaxPieceTypes] - attacker
	}
	return attacker > gain+badCaptureMargin && p.Attacked(m.To, p.SideToMove().Other()) &&
		(t.s.feat&featSEE == 0 || !t.seeGEOf(m, ply, 0, t.values[victim.Type()], attacker))
}

// scoreNoisy orders quiescence moves by MVV-LVA (the TT move first).
func (t *thread) scoreNoisy(ml *movegen.MoveList, ply int, ttMove uint32) {
	scores := ml.ScoresFor()
	hist := &t.history[t.pos.SideToMove()]
	for i, m := range ml.Moves {
		k := uint32(m.Key())
		v := t.victim(m)
		switch {
		case k == ttMove:
			scores[i] = orderTT
		case m.Promo != 0 || v != movegen.Empty:
			scores[i] = t.captureScore(m, ply, v)
		default: // an evasion
			scores[i] = hist[histIndex(k)]
		}
	}
}

// scoreQuiescence orders the captures and promotions of a quiescence node
// out of check: the table's move first, then MVV-LVA (qsearch tests the
// static exchange only for the moves it reaches).
func (t *thread) scoreQuiescence(ml *movegen.MoveList, ttMove uint32) {
	scores := ml.ScoresFor()
	for i, m := range ml.Moves {
		if ttMove != 0 && uint32(m.Key()) == ttMove {
			scores[i] = orderTT
			continue
		}
		scores[i] = orderCapture + t.mvvLva(m)
	}
}

// updateQuiet rewards the quiet move that caused a cutoff at ply and
// penalises the quiet moves tried before it.
func (t *thread) updateQuiet(ply, depth int, key uint32, tried int) {
	f := &t.stack[ply]
	if f.killers[0] != key {
		f.killers[1], f.killers[0] = f.killers[0], key
	}
	us := t.pos.SideToMove()
	if ply > 0 {
		if k := t.stack[ply-1].moveKey; k != 0 {
			t.counter[us][histIndex(k)] = key
		}
	}
	bonus := int32(min(depth*depth*8, 1600))
	hist := &t.history[us]
	hl := &t.hlog
	hl.closeFrom(ply)
	if hl.open == 0 {
		addHistory(&hist[histIndex(key)], bonus)
		for _, q := range f.quiets[:tried] {
			if q != key {
				addHistory(&hist[histIndex(q)], -bonus)
			}
		}
		return
	}
	hl.note(us, histIndex(key), hist)
	addHistory(&hist[histIndex(key)], bonus)
	for _, q := range f.quiets[:tried] {
		if q != key {
			hl.note(us, histIndex(q), hist)
			addHistory(&hist[histIndex(q)], -bonus)
		}
	}
}

// addHistory moves h towards ±histMax by bonus, slowing near the bound.
func addHistory(h *int32, bonus int32) {
	b := bonus
	if b < 0 {
		b = -b
	}
	*h += bonus - *h*b/histMax
}

// quietScorer orders the quiet moves of a node: its killers, the
// counter-move, then history (each only where its feature is on).
type quietScorer struct {
	k0, k1, counter uint32
	hist            *[histSize]int32 // nil without history
}

// quietScorer is the scorer of the node at ply: its killers, and the
// counter-move to the move that led to it.
func (t *thread) quietScorer(ply int) quietScorer {
	f := &t.stack[ply]
	us := t.pos.SideToMove()
	var q quietScorer
	if ply > 0 && t.s.feat&featCounter != 0 {
		if k := t.stack[ply-1].moveKey; k != 0 {
			q.counter = t.counter[us][histIndex(k)]
		}
	}
	if t.s.feat&featKillers != 0 {
		q.k0, q.k1 = f.killers[0], f.killers[1] // else 0: no move has key 0
	}
	if t.s.feat&featHistory != 0 {
		q.hist = &t.history[us]
	}
	return q
}

// score is the order of the quiet move with key k.
func (q *quietScorer) score(k uint32) int32 {
	switch {
	case k == q.k0:
		return orderKiller
	case k == q.k1:
		return orderKiller - 1
	case k == q.counter:
		return orderCounter
	case q.hist != nil:
		return q.hist[histIndex(k)]
	}
	return 0
}
