package movegen

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestBoxStepsBruteForce checks boxSteps against counting the steps one by
// one, for short and long rays near and far from the zone.
func TestBoxStepsBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	steps := []Vec{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}, {2, 1}, {-1, 2}, {3, -3}, {0, 5}}
	for i := 0; i < 20000; i++ {
		d := steps[rng.Intn(len(steps))]
		from := Coord{int32(rng.Intn(41) - 20), int32(rng.Intn(41) - 20)}
		c := Coord{int32(rng.Intn(41) - 20), int32(rng.Intn(41) - 20)}
		lo := int64(rng.Intn(3))
		hi := lo + int64(rng.Intn(30)) - 2
		want := 0
		for k := lo; k <= hi; k++ {
			if near(Coord{from.X + int32(k)*d.X, from.Y + int32(k)*d.Y}, c) {
				want++
			}
		}
		require.Equal(t, want, boxSteps(from, d, lo, hi, c), "from %v step %v steps %d..%d zone %v", from, d, lo, hi, c)
	}
	// Far apart, at the plane's scale.
	require.Equal(t, 0, boxSteps(Coord{-MaxCoord, 0}, Vec{1, 0}, 1, 2*MaxCoord, Coord{0, 5}))
	require.Equal(t, 3, boxSteps(Coord{-MaxCoord, 0}, Vec{1, 0}, 1, 2*MaxCoord, Coord{0, 1}))
	require.Equal(t, 0, boxSteps(Coord{0, 0}, Vec{1, 1}, 1, 1000, Coord{MaxCoord, 0}))
}
