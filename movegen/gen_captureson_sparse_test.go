package movegen_test

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestSparseCapturesOnMatchNoisy: on the sparse board (open plane, with
// huygens, hawks, pawns that promote, checks), GenerateCapturesOn lists for
// every enemy-occupied square exactly the moves, in the same order, that
// filtering GenerateNoisy to the square gives (the pieces without special
// moves list only their captures on the square, capturesOnBy).
func TestSparseCapturesOnMatchNoisy(t *testing.T) {
	rng := rand.New(rand.NewSource(29))
	got := movegen.NewMoveList(64)
	want := movegen.NewMoveList(256)
	positions, squares, captures := 150, 0, 0
	if testing.Short() {
		positions = 40
	}
	for _, name := range []string{"infinite-huygens", "infinite", "kadesh"} {
		v := builtin(t, name)
		for i := 0; i < positions; i++ {
			var p *movegen.Position
			if name != "infinite-huygens" {
				p = v.StartPosition()
			} else {
				var err error
				if p, err = v.ParseICN(randomPlaneICN(rng), movegen.SparseBoard, nil); err != nil {
					continue
				}
			}
			playRandom(p, rng, 12, func(p *movegen.Position) {
				squares, captures = compareCapturesOn(t, p, got, want, squares, captures)
			})
		}
	}
	require.Greater(t, squares, 1000)
	require.Greater(t, captures, 100)
}

// TestSparseCapturesOnShortRiders: on an open plane of short riders, which
// walk their rays (rides of two steps, one that captures further than it
// moves, and a lame step that captures only on its second square), with
// GenerateCapturesOn listing for every enemy-occupied square what filtering
// GenerateNoisy to it gives: a piece between the rider and the square
// blocks the capture, and a square before the lame capture's is none.
func TestSparseCapturesOnShortRiders(t *testing.T) {
	v, err := movegen.NewVariant(movegen.VariantDef{
		Name: "short-riders", Bounds: movegen.Bounds{X0: 1, X1: 8, Y0: 1, Y1: 8}, Unbounded: true,
		Pieces: []movegen.PieceDef{
			{Name: "king", Letter: 'K', Betza: "K", Royal: true},
			{Name: "wazir-two", Letter: 'W', Betza: "W2"},
			{Name: "ferz-two", Letter: 'F', Betza: "mFcF2"},
			{Name: "night-two", Letter: 'N', Betza: "N2"},
			{Name: "lame-two", Letter: 'D', Betza: "mafcWmW"},
		},
		StartICN: "w K1,1|k8,8",
	})
	require.NoError(t, err)
	rng := rand.New(rand.NewSource(31))
	got := movegen.NewMoveList(64)
	want := movegen.NewMoveList(256)
	squares, captures := 0, 0
	for i := 0; i < 200; i++ {
		taken := map[[2]int]bool{}
		text := "w"
		sep := " "
		for j, code := range []string{"K", "k", "W", "w", "F", "f", "N", "n", "D", "d", "W", "f", "N", "w", "F", "n", "D", "d"} {
			x, y := rng.Intn(9), rng.Intn(9)
			if taken[[2]int{x, y}] || (j > 1 && rng.Intn(4) == 0) {
				continue
			}
			taken[[2]int{x, y}] = true
			text += fmt.Sprintf("%s%s%d,%d", sep, code, x, y)
			sep = "|"
		}
		p, err := v.ParseICN(text, movegen.SparseBoard, nil)
		if err != nil {
			continue
		}
		playRandom(p, rng, 6, func(p *movegen.Position) {
			squares, captures = compareCapturesOn(t, p, got, want, squares, captures)
		})
	}
	require.Greater(t, squares, 1000)
	require.Greater(t, captures, 300)
}

// compareCapturesOn checks GenerateCapturesOn against GenerateNoisy filtered
// to the square (CapturesOnByNoisy) on every enemy-occupied square of p,
// returning the squares and captures counted so far with p's added.
func compareCapturesOn(t *testing.T, p *movegen.Position, got, want *movegen.MoveList, squares, captures int) (int, int) {
	t.Helper()
	for _, sq := range p.Pieces(p.SideToMove().Other()) {
		p.GenerateCapturesOn(got, sq)
		p.CapturesOnByNoisy(want, sq)
		require.Equal(t, want.Moves, got.Moves, "%s: captures on %v", p.ICN(), sq)
		squares++
		captures += got.Len()
	}
	return squares, captures
}
