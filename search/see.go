package search

import "lattice/movegen"

// maxExchange bounds the captures see plays out on one square.
const maxExchange = 16

// see is the static exchange evaluation of the capture m made from ply: the
// material the side to move wins when both sides keep recapturing on the
// target square with their least valuable piece, each free to stop. It
// plays the exchange out with the kernel's legal plain captures on the
// square (GenerateCapturesOn, which on the mailbox board looks only along
// the lines that reach it), so it is right for every piece the kernel knows
// (hoppers, pins included); it is only called for captures that look
// losing, as it makes a move at each step.
func (t *thread) see(m movegen.Move, ply int) Score {
	p := t.pos
	sq := m.To
	var gain [maxExchange + 1]Score
	gain[0] = t.values[t.victim(m).Type()]
	onSquare := t.values[p.At(m.From).Type()]
	if m.Promo != 0 {
		onSquare = t.values[m.Promo]
	}
	p.Make(m)
	d := 1
	for ; d < maxExchange && ply+d < len(t.stack); d++ {
		ml := &t.stack[ply+d].moves
		p.GenerateCapturesOn(ml, sq)
		best, bestValue := -1, Score(0)
		for i, r := range ml.Moves {
			if v := t.values[p.At(r.From).Type()]; best < 0 || v < bestValue {
				best, bestValue = i, v
			}
		}
		if best < 0 {
			break
		}
		r := ml.Moves[best]
		gain[d] = onSquare - gain[d-1]
		onSquare = bestValue
		if r.Promo != 0 {
			onSquare = t.values[r.Promo]
		}
		p.Make(r)
	}
	for i := 0; i < d; i++ {
		p.Unmake()
	}
	for d--; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}

// seeGE reports whether see(m, ply) >= threshold, stopping the exchange as
// soon as its sign is settled: it plays a recapture only while the side
// that would make it could still change the answer.
func (t *thread) seeGE(m movegen.Move, ply int, threshold Score) bool {
	return t.seeGEOf(m, ply, threshold, t.values[t.victim(m).Type()], t.values[t.pos.At(m.From).Type()])
}

// seeGEOf is seeGE of m, whose victim is worth victim and whose moving
// piece (before any promotion) attacker, for a caller that knows both.
func (t *thread) seeGEOf(m movegen.Move, ply int, threshold, victim, attacker Score) bool {
	return t.seeGEFrom(m, ply, threshold, victim, attacker, false)
}

// seeGEProbed is seeGEOf for a caller that expects m.To to be often safe
// (a quiet move's target): where the attack tables do not settle the
// exchange, it first asks the kernel whether any enemy piece attacks m.To
// once m is made (NoRecapture), which costs far less than making m.
func (t *thread) seeGEProbed(m movegen.Move, ply int, threshold, victim, attacker Score) bool {
	return t.seeGEFrom(m, ply, threshold, victim, attacker, true)
}

// seeGEFrom is seeGEOf, asking NoRecapture before the play-out when probe
// is set. Every step it takes is exact, so probe changes only the cost.
func (t *thread) seeGEFrom(m movegen.Move, ply int, threshold, victim, attacker Score, probe bool) bool {
	swap, res, done := t.seeStart(m, threshold, victim, attacker)
	if done {
		return res
	}
	if ply+1 < len(t.stack) {
		// The first recapture, from the attack tables where they tell:
		// one by a piece worth less than swap, or one the mover cannot
		// answer, settles the exchange against the mover.
		switch t.pos.FirstReply(m, t.typesBelow(swap)) {
		case movegen.ReplyNone:
			return true
		case movegen.ReplyBelow, movegen.ReplyLast:
			return false
		case movegen.ReplyAttacked:
			probe = false // NoRecapture would say no
		}
	}
	if probe && t.pos.NoRecapture(m) {
		return true
	}
	return t.seeGEPlayed(m, ply, swap)
}

// seeStart is the exchange's first step, the capture itself: done with
// the answer res when it alone settles it, else swap, what the opponent
// would win back by taking our piece, measured against the threshold.
func (t *thread) seeStart(m movegen.Move, threshold, victim, attacker Score) (swap Score, res, done bool) {
	swap = victim - threshold
	if swap < 0 {
		return 0, false, true
	}
	onSquare := attacker
	if m.Promo != 0 {
		onSquare = t.values[m.Promo]
	}
	if swap = onSquare - swap; swap <= 0 {
		return 0, true, true
	}
	return swap, false, false
}

// typesBelow is the set (bit 1<<t for type t) of the variant's piece types
// worth less than limit.
func (t *thread) typesBelow(limit Score) uint32 {
	var set uint32
	for i := 1; i <= t.v.NumPieceTypes(); i++ {
		if t.values[i&movegen.MaxPieceTypes] < limit {
			set |= 1 << i
		}
	}
	return set
}

// seeGEPlayed is seeGEOf once its first steps are done, with swap what the
// opponent would win back by taking the capture's piece, measured against
// the threshold (positive): it plays the exchange out.
func (t *thread) seeGEPlayed(m movegen.Move, ply int, swap Score) bool {
	p := t.pos
	sq := m.To
	p.Make(m)
	made := 1
	// res: the side that made the first capture reaches the threshold if
	// the exchange stops now.
	res := true
	for d := 1; d < maxExchange && ply+d < len(t.stack); d++ {
		ml := &t.stack[ply+d].moves
		p.GenerateCapturesOn(ml, sq)
		best, value := -1, Score(0)
		for i, r := range ml.Moves {
			if v := t.values[p.At(r.From).Type()]; best < 0 || v < value {
				best, value = i, v
			}
		}
		if best < 0 {
			break
		}
		res = !res
		r := ml.Moves[best]
		if r.Promo != 0 {
			value = t.values[r.Promo]
		}
		lim := Score(0)
		if res {
			lim = 1
		}
		if swap = value - swap; swap < lim {
			break
		}
		p.Make(r)
		made++
	}
	for ; made > 0; made-- {
		p.Unmake()
	}
	return res
}
