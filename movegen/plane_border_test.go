package movegen

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestStepLimitEqualsBorderDistance: the division-free border distance
// agrees with borderDistance for unit and longer steps, on small boards,
// world borders and the open plane, squares inside and on the edge.
func TestStepLimitEqualsBorderDistance(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	steps := []Vec{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}, {0, 0},
		{2, 1}, {-1, 2}, {3, -3}, {0, 5}, {-2, 0}}
	bounds := []Bounds{{0, 7, 0, 7}, {-5, 14, -6, 15}, openBounds, {-1000, 10, 3, 1 << 20}}
	for i := 0; i < 20000; i++ {
		b := bounds[rng.Intn(len(bounds))]
		d := steps[rng.Intn(len(steps))]
		c := Coord{b.X0 + int32(rng.Int63n(int64(b.X1)-int64(b.X0)+1)), b.Y0 + int32(rng.Int63n(int64(b.Y1)-int64(b.Y0)+1))}
		if i%4 == 0 {
			c = Coord{b.X1, b.Y0}
		}
		require.Equal(t, borderDistance(b, c, d), stepLimit(b, c, d), "bounds %v from %v step %v", b, c, d)
	}
}
