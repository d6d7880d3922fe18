package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestSparseCapturesOnMatchNoisy: on the sparse board (open plane, with
// huygens, hawks, pawns that promote, checks), GenerateCapturesOn lists for
// every enemy-occupied square exactly the moves, in the same order, that
// filtering GenerateNoisy to the square gives.
func TestSparseCapturesOnMatchNoisy(t *testing.T) {
	rng := rand.New(rand.NewSource(29))
	got := movegen.NewMoveList(64)
	want := movegen.NewMoveList(256)
	positions, squares, captures := 150, 0, 0
	if testing.Short() {
		positions = 40
	}
	for _, name := range []string{"infinite-huygens", "kadesh"} {
		v := builtin(t, name)
		for i := 0; i < positions; i++ {
			var p *movegen.Position
			if name == "kadesh" {
				p = v.StartPosition()
			} else {
				var err error
				if p, err = v.ParseICN(randomPlaneICN(rng), movegen.SparseBoard, nil); err != nil {
					continue
				}
			}
			playRandom(p, rng, 12, func(p *movegen.Position) {
				for _, sq := range p.Pieces(p.SideToMove().Other()) {
					p.GenerateCapturesOn(got, sq)
					p.CapturesOnByNoisy(want, sq)
					require.Equal(t, want.Moves, got.Moves, "%s: captures on %v", p.ICN(), sq)
					squares++
					captures += got.Len()
				}
			})
		}
	}
	require.Greater(t, squares, 1000)
	require.Greater(t, captures, 100)
}
