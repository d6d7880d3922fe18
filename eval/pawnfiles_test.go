package eval

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// TestPassedByFilesEqualsScan: on every built-in variant whose board the
// by-files passed-pawn test serves, positions along random games evaluate
// the same with it as with the pawn-by-pawn scan (passed), so the faster
// test changes no score.
func TestPassedByFilesEqualsScan(t *testing.T) {
	games, plies := 6, 120
	if testing.Short() {
		games, plies = 2, 80
	}
	tested := 0
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		fast := New(v)
		if !fast.small || !fast.promotes {
			continue
		}
		tested++
		slow := New(v)
		slow.small = false
		rng := rand.New(rand.NewSource(int64(len(name))))
		ml := movegen.NewMoveList(256)
		for g := 0; g < games; g++ {
			p := v.StartPosition()
			for ply := 0; ply < plies; ply++ {
				require.Equal(t, slow.Evaluate(p), fast.Evaluate(p), "%s game %d ply %d", name, g, ply)
				p.GenerateLegal(ml)
				if ml.Len() == 0 {
					break
				}
				p.Make(ml.Moves[rng.Intn(ml.Len())])
			}
		}
	}
	assert.Greater(t, tested, 3, "variants with pawns on small boards")
}

// TestPassedByFilesEdges checks the by-files test at the board's edges and
// against pawns beside, ahead and behind, for both colours.
func TestPassedByFilesEdges(t *testing.T) {
	v, err := variants.Get("chess")
	require.NoError(t, err)
	fast := New(v)
	slow := New(v)
	slow.small = false
	for _, fen := range []string{
		"4k3/8/8/P6p/8/8/8/4K3 w - - 0 1",     // rim pawns, nothing near
		"4k3/p7/8/1P6/8/8/8/4K3 w - - 0 1",    // enemy pawn ahead on the next file
		"4k3/8/8/1P6/p7/8/8/4K3 b - - 0 1",    // enemy pawn behind on the next file
		"4k3/8/8/1P5p/7P/8/8/4K3 w - - 0 1",   // h-file pawns facing
		"4k3/6p1/8/8/8/8/7P/4K3 w - - 0 1",    // h2 against g7
		"4k3/8/2ppp3/3P4/8/8/8/4K3 b - - 0 1", // rammed and beside
	} {
		p, err := v.ParseFEN(fen)
		require.NoError(t, err, fen)
		assert.Equal(t, slow.Evaluate(p), fast.Evaluate(p), fen)
	}
}
