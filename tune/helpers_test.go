package tune

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/eval"
	"lattice/movegen"
	"lattice/movegen/variants"
)

// chess returns the built-in orthodox chess.
func chess(t testing.TB) *movegen.Variant {
	v, err := variants.Get("chess")
	require.NoError(t, err)
	return v
}

// playouts plays games random legal moves from the start (seeded) and
// returns the positions after ply 10 that are not in check, one game number
// per playout; the result field is left 0.
func playouts(t testing.TB, v *movegen.Variant, games int, seed uint64) []Sample {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []Sample
	var ml movegen.MoveList
	for g := 0; g < games; g++ {
		pos := v.StartPosition()
		for ply := 0; ply < 120; ply++ {
			pos.GenerateLegal(&ml)
			if ml.Len() == 0 {
				break
			}
			if ply >= 10 && ply%3 == 0 && !pos.InCheck() {
				c, err := copyPosition(v, pos)
				require.NoError(t, err)
				out = append(out, Sample{Pos: c, Game: g})
			}
			pos.Make(ml.Moves[rng.IntN(ml.Len())])
		}
	}
	return out
}

// label sets every sample's result to sigmoid(k·score) of ev: soft labels
// that the evaluation ev predicts exactly.
func labelBy(samples []Sample, ev *eval.Evaluator, k float64) {
	for i := range samples {
		samples[i].Result = sigmoid(k, float64(whiteScore(ev, samples[i].Pos)))
	}
}

// paramIndex is the place of the parameter called name.
func paramIndex(t testing.TB, m *Model, name string) int {
	for i, p := range m.Params() {
		if p.Name == name {
			return i
		}
	}
	t.Fatalf("no parameter %s", name)
	return -1
}
