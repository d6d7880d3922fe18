package tune

import (
	"lattice/eval"
	"lattice/movegen"
)

// Quiet-test limits: how deep the capture search goes and how many
// positions it may visit before it gives up (the position then counts as
// noisy).
const (
	quiesceDepth = 8
	quiesceNodes = 4000
	mateScore    = eval.MaxScore + 1
)

// quiesce is a small capture search (alpha-beta over captures and
// promotions, standing pat on the static evaluation, every evasion when in
// check) used to tell quiet positions from noisy ones. Its move lists are
// kept between calls, so a warm quiesce allocates nothing.
type quiesce struct {
	ev    *eval.Evaluator
	lists [quiesceDepth + 1]movegen.MoveList
	nodes int
}

func newQuiesce(ev *eval.Evaluator) *quiesce { return &quiesce{ev: ev} }

// score returns the capture search's score of pos (the side to move's
// view) given its static evaluation; ok is false when the search ran out
// of nodes.
func (q *quiesce) score(pos *movegen.Position, static int) (int, bool) {
	q.nodes = 0
	s := q.search(pos, -mateScore, mateScore, 0, static)
	return s, q.nodes <= quiesceNodes
}

// search is the alpha-beta capture search; static is pos's evaluation, or
// a value outside ±MaxScore when it is yet to be computed.
func (q *quiesce) search(pos *movegen.Position, alpha, beta, ply, static int) int {
	q.nodes++
	inCheck := pos.InCheck()
	best := -mateScore
	if !inCheck {
		if static > eval.MaxScore || static < -eval.MaxScore {
			static = q.ev.Evaluate(pos)
		}
		if static >= beta || ply == quiesceDepth || q.nodes > quiesceNodes {
			return static
		}
		best = static
		alpha = max(alpha, static)
	} else if ply == quiesceDepth || q.nodes > quiesceNodes {
		return q.ev.Evaluate(pos)
	}
	ml := &q.lists[ply]
	pos.GenerateNoisy(ml)
	if ml.Len() == 0 && inCheck {
		return -mateScore + ply
	}
	scores := ml.ScoresFor()
	for i, m := range ml.Moves {
		scores[i] = victimOrder(pos, q.ev, m)
	}
	for i := 0; i < ml.Len(); i++ {
		m := ml.PickBest(i)
		pos.Make(m)
		s := -q.search(pos, -beta, -alpha, ply+1, mateScore+1)
		pos.Unmake()
		if s > best {
			best = s
			if s > alpha {
				alpha = s
				if s >= beta {
					break
				}
			}
		}
	}
	return best
}

// victimOrder scores a capture for trying the most valuable victim first,
// by the least valuable attacker (MVV-LVA); promotions count their gain.
func victimOrder(pos *movegen.Position, ev *eval.Evaluator, m movegen.Move) int32 {
	victim := pos.At(m.To)
	if m.Kind == movegen.EnPassant || m.Kind == movegen.Locust || m.Kind == movegen.FormationCapture {
		victim = pos.At(m.Aux)
	}
	v := 0
	if victim.IsPiece() {
		v = ev.PieceValue(victim.Type())
	}
	if m.Promo != 0 {
		v += ev.PieceValue(m.Promo)
	}
	return int32(16*v - ev.PieceValue(pos.At(m.From).Type())/16)
}
