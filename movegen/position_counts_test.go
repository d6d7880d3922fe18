package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// TestCountsMatchesCount: Counts gives, for every type, what Count does,
// over random play of every built-in variant.
func TestCountsMatchesCount(t *testing.T) {
	rng := rand.New(rand.NewSource(49))
	plies := 60
	if testing.Short() {
		plies = 30
	}
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		playRandom(playableStart(t, v), rng, plies, func(p *movegen.Position) {
			for c := movegen.White; c <= movegen.Black; c++ {
				counts := p.Counts(c)
				for ty := 0; ty <= movegen.MaxPieceTypes; ty++ {
					require.Equal(t, p.Count(c, movegen.PieceType(ty)), int(counts[ty]), "%s: %s", name, p.FEN())
				}
			}
		})
	}
}
