package search

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestPickHeapOrderEqualsPickBest: for random lists (many equal scores
// among them) and any point where the heap takes over from PickBest, the
// moves come out in exactly PickBest's order, scores and all.
func TestPickHeapOrderEqualsPickBest(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	var h pickHeap
	for trial := 0; trial < 3000; trial++ {
		n := 1 + rng.Intn(90)
		spread := 1 + rng.Intn(6)
		list := func() *movegen.MoveList {
			ml := &movegen.MoveList{}
			for i := 0; i < n; i++ {
				ml.Moves = append(ml.Moves, movegen.Move{From: movegen.Coord{X: int32(i)}})
			}
			return ml
		}
		a, b := list(), list()
		scores := a.ScoresFor()
		for i := range scores {
			scores[i] = int32(rng.Intn(spread))
		}
		b.Scores = append(b.ScoresFor()[:0], scores...)
		from := rng.Intn(n)
		for i := 0; i < from; i++ { // both pick the first moves by PickBest
			require.Equal(t, a.PickBest(i), b.PickBest(i))
		}
		h.build(b, from)
		for i := from; i < n; i++ {
			want := a.PickBest(i)
			id := h.pick()
			require.Equal(t, want, b.Moves[id], "trial %d n %d from %d pick %d", trial, n, from, i)
			require.Equal(t, a.Scores[i], b.Scores[id])
		}
		require.Empty(t, h.heap)
	}
}
