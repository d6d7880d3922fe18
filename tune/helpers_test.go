package tune

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/eval"
	"lattice/movegen"
	"lattice/movegen/variants"
)

// chess returns the built-in orthodox chess.
func chess(t testing.TB) *movegen.Variant {
	v, err := variants.Get("chess")
	require.NoError(t, err)
	return v
}

// playouts plays games random legal moves from the start (seeded) and
// returns the set of their positions after ply 10 that are not in check,
// labelled 0. The games share one start position.
func playouts(t testing.TB, v *movegen.Variant, games int, seed uint64) *Set {
	rng := rand.New(rand.NewPCG(seed, 1))
	set := &Set{}
	var ml movegen.MoveList
	pos := v.StartPosition()
	for g := 0; g < games; g++ {
		var moves []movegen.Move
		var plies []int
		for ply := 0; ply < 120; ply++ {
			pos.GenerateLegal(&ml)
			if ml.Len() == 0 {
				break
			}
			if ply >= 10 && ply%3 == 0 && !pos.InCheck() {
				plies = append(plies, ply)
			}
			m := ml.Moves[rng.IntN(ml.Len())]
			pos.Make(m)
			moves = append(moves, m)
		}
		for range moves {
			pos.Unmake()
		}
		require.NoError(t, set.Add(pos, moves, plies, make([]float64, len(plies)), g))
	}
	return set
}

// relabel sets the label of every sample of set to f of its position.
func relabel(set *Set, f func(p *movegen.Position) float64) {
	for gi := range set.games {
		g := &set.games[gi]
		made := 0
		for i, ply := range g.plies {
			for ; made < int(ply); made++ {
				g.start.Make(g.moves[made])
			}
			g.labels[i] = f(g.start)
		}
		for ; made > 0; made-- {
			g.start.Unmake()
		}
	}
}

// labelBy labels every sample sigmoid(k·score) of ev: soft labels that
// the evaluation ev predicts exactly.
func labelBy(set *Set, ev *eval.Evaluator, k float64) {
	relabel(set, func(p *movegen.Position) float64 { return sigmoid(k, float64(whiteScore(ev, p))) })
}

// fens lists the FENs of a set's samples in order.
func fens(set *Set) []string {
	var out []string
	set.Each(func(p *movegen.Position, _ float64) { out = append(out, p.FEN()) })
	return out
}

// paramIndex is the place of the parameter called name.
func paramIndex(t testing.TB, m *Model, name string) int {
	for i, p := range m.Params() {
		if p.Name == name {
			return i
		}
	}
	t.Fatalf("no parameter %s", name)
	return -1
}
