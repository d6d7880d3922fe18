package tune

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/eval"
	"lattice/movegen"
)

func TestFitKRecoversPlantedScale(t *testing.T) {
	v := chess(t)
	samples := playouts(t, v, 40, 3)
	ev := eval.New(v)
	for _, k := range []float64{0.002, 0.006, 0.02} {
		labelBy(samples, ev, k)
		got, err := FitK(ev, samples)
		require.NoError(t, err)
		assert.InDelta(t, k, got, k*0.01, "planted K %g", k)
	}
	_, err := FitK(ev, nil)
	assert.Error(t, err)
}

// TestFitRecoversPlantedValues labels random positions by an evaluation in
// which knights are worth 450 and queens 800 and fits from the defaults
// (320, 950): the fit must find the planted values and leave the others.
func TestFitRecoversPlantedValues(t *testing.T) {
	v := chess(t)
	samples := playouts(t, v, 60, 5)
	m := NewModel(v, eval.Default(), Material)
	truth := m.Start()
	kn, q, r := paramIndex(t, m, "value knight"), paramIndex(t, m, "value queen"), paramIndex(t, m, "value rook")
	truth[kn], truth[q] = 450, 800
	ev, err := m.Evaluator(truth)
	require.NoError(t, err)
	const k = 0.005
	labelBy(samples, ev, k)
	train, held := samples.Split(0.2, 7)
	require.Positive(t, held.Len())
	res, err := Fit(m, train, held, FitOptions{K: k}, nil)
	require.NoError(t, err)
	assert.InDelta(t, 450, res.Fitted[kn], 3)
	assert.InDelta(t, 800, res.Fitted[q], 3)
	assert.InDelta(t, 500, res.Fitted[r], 3)
	assert.Less(t, res.TrainAfter, res.TrainBefore/20)
	assert.Less(t, res.HeldAfter, res.HeldBefore/20)
	assert.Equal(t, k, res.K)
}

// TestFitRecoversPlantedValueFromResults draws results (win, draw, loss)
// whose expectation is sigmoid(0.004·score) of a planted evaluation, as
// real games give them, and fits K and a planted rook value from them.
func TestFitRecoversPlantedValueFromResults(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds")
	}
	v := chess(t)
	samples := playouts(t, v, 400, 9)
	m := NewModel(v, eval.Default(), Material)
	truth := m.Start()
	r := paramIndex(t, m, "value rook")
	truth[r] = 650
	ev, err := m.Evaluator(truth)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(11, 12))
	relabel(samples, func(pos *movegen.Position) float64 {
		// A draw with probability d, a win with p − d/2: the expected
		// result is p.
		p := sigmoid(0.004, float64(whiteScore(ev, pos)))
		d := 0.5 * (1 - math.Abs(2*p-1))
		switch u := rng.Float64(); {
		case u < p-d/2:
			return 1
		case u < p+d/2:
			return 0.5
		}
		return 0
	})
	train, held := samples.Split(0.3, 7)
	res, err := Fit(m, train, held, FitOptions{}, nil)
	require.NoError(t, err)
	assert.InDelta(t, 0.004, res.K, 0.001)
	// K is fitted with the old rook (500) and stays, which pulls every
	// value a few percent low; the rook must still move most of the way.
	assert.InDelta(t, 640, res.Fitted[r], 50, "rook fitted from sampled results")
	t.Logf("K %.5f, fitted %v (planted %v), %d passes", res.K, res.Fitted, truth, len(res.Passes))
}

// TestFitStopsWhenHeldOutWorsens gives the held-out set labels of the old
// values and the training set labels of other values: the training error
// falls, the held-out error rises, and the fit must return the old values
// after Patience passes.
func TestFitStopsWhenHeldOutWorsens(t *testing.T) {
	v := chess(t)
	samples := playouts(t, v, 50, 13)
	m := NewModel(v, eval.Default(), Material)
	planted := m.Start()
	planted[paramIndex(t, m, "value bishop")] = 600
	evPlanted, err := m.Evaluator(planted)
	require.NoError(t, err)
	const k = 0.005
	train, held := samples.Split(0.3, 3)
	labelBy(train, evPlanted, k)
	labelBy(held, eval.New(v), k)
	res, err := Fit(m, train, held, FitOptions{K: k, Patience: 2}, nil)
	require.NoError(t, err)
	assert.Equal(t, res.Old, res.Fitted)
	assert.Len(t, res.Passes, 2)
	assert.Less(t, res.Passes[1].Train, res.TrainBefore)
	assert.Greater(t, res.Passes[1].Held, res.HeldBefore)
	assert.Equal(t, res.HeldBefore, res.HeldAfter)
}

func TestFitAllMarksUnusedWeights(t *testing.T) {
	v := chess(t)
	samples := playouts(t, v, 20, 17)
	m := NewModel(v, eval.Default(), All)
	labelBy(samples, eval.New(v), 0.005)
	res, err := Fit(m, samples, nil, FitOptions{K: 0.005, MaxPasses: 1}, nil)
	require.NoError(t, err)
	// The labels are the old evaluation's: nothing can improve on it.
	assert.Equal(t, res.Old, res.Fitted)
	unused := map[string]bool{}
	for i, p := range res.Params {
		unused[p.Name] = res.Unused[i]
	}
	assert.True(t, unused["Formation"], "no Kadesh formations in chess")
	assert.True(t, unused["FadeRider"], "no fading on a bounded board")
	assert.False(t, unused["MobilityMG"])
	assert.False(t, unused["value knight"])
}

func TestFitNoSamples(t *testing.T) {
	m := NewModel(chess(t), eval.Default(), Material)
	_, err := Fit(m, nil, nil, FitOptions{}, nil)
	assert.Error(t, err)
}

func TestSplitKeepsGamesTogether(t *testing.T) {
	v := chess(t)
	samples := playouts(t, v, 30, 19)
	train, held := samples.Split(0.3, 5)
	assert.Equal(t, samples.Len(), train.Len()+held.Len())
	assert.Equal(t, samples.Games(), train.Games()+held.Games())
	inTrain := map[int]bool{}
	for _, g := range train.games {
		inTrain[g.id] = true
	}
	for _, g := range held.games {
		assert.False(t, inTrain[g.id], "game %d on both sides", g.id)
	}
	assert.Positive(t, held.Len())
	assert.Positive(t, train.Len())
	train2, held2 := samples.Split(0.3, 5)
	assert.Equal(t, fens(train), fens(train2))
	assert.Equal(t, fens(held), fens(held2))
	_, none := samples.Split(0, 5)
	assert.Zero(t, none.Len())
}

func TestMSE(t *testing.T) {
	v := chess(t)
	samples := playouts(t, v, 10, 23)
	ev := eval.New(v)
	labelBy(samples, ev, 0.01)
	assert.InDelta(t, 0, MSE(ev, samples, 0.01), 1e-12)
	relabel(samples, func(*movegen.Position) float64 { return 0.5 })
	want := 0.0
	for _, f := range fens(samples) {
		p, err := v.ParseFEN(f)
		require.NoError(t, err)
		d := 0.5 - 1/(1+math.Exp(-0.01*float64(whiteScore(ev, p))))
		want += d * d
	}
	assert.InDelta(t, want/float64(samples.Len()), MSE(ev, samples, 0.01), 1e-12)
	assert.Equal(t, 0.0, MSE(ev, &Set{}, 0.01))
	assert.Equal(t, 0.0, MSE(ev, nil, 0.01))
	allocs := testing.AllocsPerRun(10, func() { MSE(ev, samples, 0.01) })
	assert.Zero(t, allocs)
}
