package movegen

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestOnBlockLinesMatchesFamilies: the range tests of onBlockLines agree
// with blockLineFamilies for targets around a block and far away, at the
// ends of the coordinate range too.
func TestOnBlockLinesMatchesFamilies(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	hits := 0
	for i := 0; i < 50000; i++ {
		from := Coord{rng.Int31n(2*MaxCoord+1) - MaxCoord, rng.Int31n(2*MaxCoord+1) - MaxCoord}
		var target Coord
		switch i % 3 {
		case 0:
			target = Coord{from.X + rng.Int31n(9) - 4, from.Y + rng.Int31n(9) - 4}
		case 1:
			k := rng.Int31n(1000) - 500
			target = Coord{from.X + k + rng.Int31n(3) - 1, from.Y + k*(1-2*rng.Int31n(2)) + rng.Int31n(3) - 1}
		default:
			target = Coord{rng.Int31n(2*MaxCoord+1) - MaxCoord, rng.Int31n(2*MaxCoord+1) - MaxCoord}
		}
		want := blockLineFamilies(from, target) != 0
		require.Equal(t, want, onBlockLines(from, target), "block %v target %v", from, target)
		if want {
			hits++
		}
	}
	require.Greater(t, hits, 10000)
}
