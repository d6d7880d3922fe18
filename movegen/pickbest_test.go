package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// pickBestByIndex is the selection step PickBest documents: the first
// move of highest score among i.. swapped (with its score) to i.
func pickBestByIndex(moves []movegen.Move, scores []int32, i int) movegen.Move {
	best := i
	for j := i + 1; j < len(moves); j++ {
		if scores[j] > scores[best] {
			best = j
		}
	}
	moves[i], moves[best] = moves[best], moves[i]
	scores[i], scores[best] = scores[best], scores[i]
	return moves[i]
}

func TestPickBestSelectsTheFirstHighestScore(t *testing.T) {
	rng := rand.New(rand.NewSource(23))
	for _, n := range []int{1, 2, 3, 7, 40, 120} {
		for _, spread := range []int32{1, 3, 1000} { // spread 1: all ties
			ml := movegen.NewMoveList(n)
			for k := 0; k < n; k++ {
				ml.Add(movegen.Move{From: movegen.Coord{X: int32(k)}})
			}
			scores := ml.ScoresFor()
			for k := range scores {
				scores[k] = rng.Int31n(spread) - spread/2
			}
			wantMoves := append([]movegen.Move(nil), ml.Moves...)
			wantScores := append([]int32(nil), scores...)
			for i := 0; i < n; i++ {
				want := pickBestByIndex(wantMoves, wantScores, i)
				require.Equal(t, want, ml.PickBest(i), "n=%d spread=%d i=%d", n, spread, i)
			}
			require.Equal(t, wantMoves, ml.Moves)
			require.Equal(t, wantScores, ml.Scores)
		}
	}
}
