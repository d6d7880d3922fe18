package tune

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/engine"
	"lattice/eval"
	"lattice/search"
)

// TestEngineOptionsPlayTheFit: the option texts of a fit are accepted by
// the engine, which then plays the variant under its own name with the
// fitted values and weights; the variant file carries the same lines.
func TestEngineOptionsPlayTheFit(t *testing.T) {
	v := chess(t)
	m := NewModel(v, eval.Default(), All)
	res := &Result{Params: m.Params(), Old: m.Start(), Fitted: m.Start(), Unused: make([]bool, len(m.Params())), K: 0.004}
	res.Fitted[paramIndex(t, m, "value knight")] = 301
	res.Fitted[paramIndex(t, m, "value queen")] = 1001
	res.Fitted[paramIndex(t, m, "Tempo")] = 15
	values, weights := EngineOptions(v, res)
	assert.Equal(t, "chess:knight=301,bishop=330,rook=500,queen=1001", values)
	assert.Equal(t, "Tempo=15", weights)

	var b bytes.Buffer
	require.NoError(t, WriteVariantFile(&b, v, m, res, nil))
	assert.Contains(t, b.String(), "#   PieceValues="+values+"\n")
	assert.Contains(t, b.String(), "#   EvalWeights="+weights+"\n")

	e, err := engine.New()
	require.NoError(t, err)
	require.NoError(t, e.SetOption(engine.OptPieceValues, values))
	require.NoError(t, e.SetOption(engine.OptEvalWeights, weights))
	require.NoError(t, e.SetVariant("chess"))
	ev := eval.New(e.Variant())
	assert.Equal(t, "chess", e.Variant().Name())
	for i, p := range res.Params {
		if p.Piece != 0 {
			assert.Equal(t, res.Fitted[i], ev.PieceValue(p.Piece), p.Name)
		}
	}
	done := make(chan engine.Result, 1)
	require.NoError(t, e.Think(search.Limits{Depth: 1}, nil, func(r engine.Result) { done <- r }))
	e.Wait()
	assert.NotEmpty(t, (<-done).BestText)

	res.Fitted = m.Start()
	_, weights = EngineOptions(v, res)
	assert.Equal(t, "", weights, "no weight changed")
}
