package search

import (
	"math/rand"
	"testing"

	"lattice/movegen"
)

// twinGames plays random games from v's start on the two threads of one
// searcher, kept in step: quick, for the shortcut under test, and played, for
// the exchange played out on a copy of the position. At each ply visit gets
// both threads and a copy of the legal moves; then one of those moves, drawn
// from rng, is made on both. A game ends after plies plies or at its end.
func twinGames(t *testing.T, v *movegen.Variant, rng *rand.Rand, games, plies int,
	visit func(quick, played *thread, moves []movegen.Move)) {
	t.Helper()
	s := New(Options{HashMB: 1, Threads: 2})
	quick, played := s.threads[0], s.threads[1]
	var ml movegen.MoveList
	for g := 0; g < games; g++ {
		start := v.StartPosition()
		quick.setup(start, s.evaluatorFor(v))
		played.setup(start, s.evaluatorFor(v))
		for ply := 0; ply < plies; ply++ {
			// Generation may make moves (en passant, say): both
			// positions generate, to stay alike.
			played.pos.GenerateLegal(&ml)
			quick.pos.GenerateLegal(&ml)
			if len(ml.Moves) == 0 {
				break
			}
			moves := append([]movegen.Move(nil), ml.Moves...)
			visit(quick, played, moves)
			m := moves[rng.Intn(len(moves))]
			quick.pos.Make(m)
			played.pos.Make(m)
		}
	}
}
