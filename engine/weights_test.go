package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/eval"
	"lattice/search"
)

func TestParseWeights(t *testing.T) {
	good := []struct {
		text string
		set  func(w *eval.Weights)
	}{
		{"", func(*eval.Weights) {}},
		{"  ", func(*eval.Weights) {}},
		{"Tempo=10", func(w *eval.Weights) { w.Tempo = 10 }},
		{" spiralreachmg = 3 , SpiralReachEG=0,PassedEG[2]=101", func(w *eval.Weights) {
			w.SpiralReachMG, w.SpiralReachEG, w.PassedEG[2] = 3, 0, 101
		}},
		{"DangerMax=1", func(w *eval.Weights) { w.DangerMax = 1 }},
	}
	for _, tc := range good {
		want := eval.Default()
		tc.set(&want)
		got, err := parseWeights(tc.text)
		require.NoError(t, err, tc.text)
		assert.Equal(t, want, got, tc.text)
	}
	bad := []struct{ text, msg string }{
		{"Tempo", "want NAME=VALUE"},
		{"Tempo=", "want NAME=VALUE"},
		{"=3", "want NAME=VALUE"},
		{"Tempo=1,", "want NAME=VALUE"},
		{"Nosuch=1", "no weight"},
		{"RayCap=3", "no weight"}, // structural, not in the vector
		{"PassedEG[0]=1", "no weight"},
		{"Tempo=-1", "not a whole number 0.."},
		{"DangerMax=0", "not a whole number 1.."},
		{"Tempo=1e3", "not a whole number"},
		{"Tempo=100001", "not a whole number"},
		{"Tempo=1,tempo=2", "named twice"},
		{strings.Repeat("x", maxValuesText+1), "longer than"},
	}
	for _, tc := range bad {
		_, err := parseWeights(tc.text)
		require.Error(t, err, tc.text[:min(len(tc.text), 40)])
		assert.Contains(t, err.Error(), tc.msg)
		assert.Contains(t, err.Error(), OptEvalWeights)
	}
}

// TestEvalWeightsOption: the option is kept as given, a bad value changes
// nothing, and the weights reach the search (a large tempo bonus moves the
// score of a depth-1 search).
func TestEvalWeightsOption(t *testing.T) {
	score := func(e *Engine) int {
		res, _ := think(t, e, search.Limits{Depth: 1})
		return int(res.Score)
	}
	e := newEngine(t, "chess", "startpos")
	base := score(e)
	require.NoError(t, e.SetOption(OptEvalWeights, "Tempo=400"))
	got, err := e.GetOption(OptEvalWeights)
	require.NoError(t, err)
	assert.Equal(t, "Tempo=400", got)
	big := score(e)
	assert.Greater(t, absInt(big-base), 300, "tempo 12 gives %d, tempo 400 gives %d", base, big)
	require.Error(t, e.SetOption(OptEvalWeights, "Tempo=x"))
	got, _ = e.GetOption(OptEvalWeights)
	assert.Equal(t, "Tempo=400", got)
	assert.Equal(t, big, score(e), "a rejected text keeps the weights")
	require.NoError(t, e.SetOption(OptEvalWeights, ""))
	assert.Equal(t, base, score(e))

	require.NoError(t, e.Think(search.Limits{Infinite: true}, nil, nil))
	assert.ErrorIs(t, e.SetOption(OptEvalWeights, "Tempo=1"), ErrThinking)
	e.Stop()
	e.Wait()
	got, _ = e.GetOption(OptEvalWeights)
	assert.Equal(t, "", got)
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// FuzzEvalWeights: no text panics; an accepted one gives weights whose
// vector entries are within their bounds.
func FuzzEvalWeights(f *testing.F) {
	for _, s := range []string{"Tempo=10", "PassedEG[2]=101,SpiralReachMG=3", "Tempo=-1", "[=]", ",,", "Tempo=1,Tempo=1"} {
		f.Add(s)
	}
	names := eval.VectorNames()
	f.Fuzz(func(t *testing.T, s string) {
		w, err := parseWeights(s)
		if err != nil {
			return
		}
		for i, x := range w.Vector() {
			if x < eval.VectorMin(names[i]) || x > MaxWeight {
				t.Fatalf("%q: %s = %d", s, names[i], x)
			}
		}
	})
}
