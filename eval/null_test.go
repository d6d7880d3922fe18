package eval_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/eval"
	"lattice/movegen"
	"lattice/movegen/variants"
)

// TestAfterNullIsTheEvaluation: along random games of every built-in
// variant, with the default weights and with a large tempo, the score
// AfterNull derives equals Evaluate's after MakeNull at every ply (in check
// too: the evaluation does not care).
func TestAfterNullIsTheEvaluation(t *testing.T) {
	bigTempo := eval.Default()
	bigTempo.Tempo = 97
	plies := 100
	if testing.Short() {
		plies = 60
	}
	ml := movegen.NewMoveList(256)
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		for wi, w := range []eval.Weights{eval.Default(), bigTempo} {
			e := eval.NewWithWeights(v, w)
			rng := rand.New(rand.NewSource(int64(11 + wi)))
			p := v.StartPosition()
			for ply := 0; ply < plies; ply++ {
				s := e.Evaluate(p)
				want, ok := e.AfterNull(s)
				require.True(t, ok, "%s ply %d score %d", name, ply, s)
				p.MakeNull()
				require.Equal(t, e.Evaluate(p), want, "%s weights %d ply %d", name, wi, ply)
				p.UnmakeNull()
				p.GenerateLegal(ml)
				if ml.Len() == 0 {
					break
				}
				p.Make(ml.Moves[rng.Intn(ml.Len())])
			}
		}
	}
}

// TestAfterNullRefusesClampedScores: a score at the clamp bound hides the
// sum, so AfterNull declines it; just inside the bound it answers.
func TestAfterNullRefusesClampedScores(t *testing.T) {
	e := eval.New(builtin(t, "chess"))
	tempo := e.Weights().Tempo
	cases := []struct {
		s, want int
		ok      bool
	}{
		{eval.MaxScore, 0, false},
		{-eval.MaxScore, 0, false},
		{eval.MaxScore - 1, 2*tempo - eval.MaxScore + 1, true},
		{-eval.MaxScore + 1, eval.MaxScore, true}, // 2·Tempo + MaxScore − 1 clamps
		{0, 2 * tempo, true},
		{tempo, tempo, true},
	}
	for _, c := range cases {
		got, ok := e.AfterNull(c.s)
		assert.Equal(t, c.ok, ok, "score %d", c.s)
		assert.Equal(t, c.want, got, "score %d", c.s)
	}
}
