package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestVectorRoundTrip(t *testing.T) {
	w := Default()
	x := w.Vector()
	names := VectorNames()
	require.Len(t, x, len(names))
	seen := map[string]bool{}
	for _, n := range names {
		assert.False(t, seen[n], "name %s twice", n)
		seen[n] = true
	}
	for i := range x {
		x[i] += i + 1
	}
	var got Weights
	require.NoError(t, got.SetVector(x))
	assert.Equal(t, x, got.Vector())
	assert.Equal(t, w.MobilityMG+2, got.MobilityMG)
	assert.Equal(t, w.PassedEG[1]+indexOf(names, "PassedEG[1]")+1, got.PassedEG[1])
	assert.Equal(t, 0, got.AdvanceMG[0], "index 0 is not in the vector")
}

func TestVectorBadLength(t *testing.T) {
	w := Default()
	before := w
	assert.Error(t, w.SetVector([]int{1, 2}))
	assert.Equal(t, before, w)
}

func TestVectorMin(t *testing.T) {
	tests := []struct {
		name string
		want int
	}{{"DangerMax", 1}, {"MobilityRef", 1}, {"Tempo", 0}, {"PassedMG[3]", 0}, {"nonsense", 0}}
	for _, tc := range tests {
		assert.Equal(t, tc.want, VectorMin(tc.name), tc.name)
	}
	for _, n := range VectorNames() {
		assert.LessOrEqual(t, VectorMin(n), valueOf(Default(), n), "default %s below its minimum", n)
	}
}

func indexOf(names []string, n string) int {
	for i, s := range names {
		if s == n {
			return i
		}
	}
	return -1
}

func valueOf(w Weights, n string) int { return w.Vector()[indexOf(VectorNames(), n)] }
