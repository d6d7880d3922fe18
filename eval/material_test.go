package eval_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/eval"
	"lattice/movegen"
)

// TestMaterialIsTheBalanceOfValues plays random games in several variants
// and checks Material against the balance of PieceValue counted by hand,
// and against Evaluate with every weight zero (which leaves material only).
func TestMaterialIsTheBalanceOfValues(t *testing.T) {
	rng := rand.New(rand.NewSource(29))
	for _, name := range []string{"chess", "spiral", "grand", "infinite", "kadesh"} {
		v := builtin(t, name)
		e, zero := eval.New(v), eval.NewWithWeights(v, eval.Weights{})
		p := v.StartPosition()
		ml := movegen.NewMoveList(256)
		moved := false
		for ply := 0; ply < 60; ply++ {
			bal := 0
			for c := movegen.White; c <= movegen.Black; c++ {
				for _, sq := range p.Pieces(c) {
					if v := e.PieceValue(p.At(sq).Type()); c == p.SideToMove() {
						bal += v
					} else {
						bal -= v
					}
				}
			}
			require.Equal(t, bal, e.Material(p), "%s ply %d", name, ply)
			require.Equal(t, zero.Evaluate(p), zero.Material(p), "%s ply %d", name, ply)
			moved = moved || bal != 0
			p.GenerateLegal(ml)
			if ml.Len() == 0 {
				break
			}
			m := ml.Moves[rng.Intn(ml.Len())]
			for _, c := range ml.Moves { // prefer captures so that the balance moves
				if p.At(c.To).IsPiece() && rng.Intn(2) == 0 {
					m = c
					break
				}
			}
			p.Make(m)
		}
		require.True(t, moved, "%s: the balance never moved", name)
	}
	require.Zero(t, eval.New(builtin(t, "chess")).Material(nil))
}

func TestMaterialAllocatesNothing(t *testing.T) {
	v := builtin(t, "chess")
	e, p := eval.New(v), v.StartPosition()
	require.Zero(t, testing.AllocsPerRun(100, func() { e.Material(p) }))
}
