package search

import (
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestPickHeapOrderEqualsPickBest: for random lists (many equal scores
// among them) and any point where the heap takes over from PickBest, the
// moves come out in exactly PickBest's order, scores and all.
func TestPickHeapOrderEqualsPickBest(t *testing.T) {
	checkPickHeap(t, 4, func(rng *rand.Rand, spread int) int32 { return int32(rng.Intn(spread)) })
}

// TestPickHeapSignedScores: the same with negative scores and the extremes
// of int32 (entries pack a score's sign), as the losing captures have.
func TestPickHeapSignedScores(t *testing.T) {
	extremes := []int32{math.MinInt32, math.MaxInt32, orderBadCap, orderTT, -1, 0}
	checkPickHeap(t, 5, func(rng *rand.Rand, spread int) int32 {
		if rng.Intn(4) == 0 {
			return extremes[rng.Intn(len(extremes))]
		}
		return int32(rng.Intn(spread) - spread/2)
	})
}

// checkPickHeap compares the heap's order with PickBest's on random lists
// whose scores score draws.
func checkPickHeap(t *testing.T, seed int64, score func(*rand.Rand, int) int32) {
	rng := rand.New(rand.NewSource(seed))
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
			scores[i] = score(rng, spread)
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
