package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// TestFillKeysMatchesKey: FillKeys gives every move of a list its Key, over
// random play of every built-in variant (the bounded ones on their own
// board, the unbounded ones on the sparse board, whose far squares have
// hashed keys), for the pseudo-legal, quiet and noisy lists alike, and
// leaves the keys past the list untouched.
func TestFillKeysMatchesKey(t *testing.T) {
	rng := rand.New(rand.NewSource(48))
	games, plies := 3, 80
	if testing.Short() {
		games, plies = 2, 40
	}
	ml := movegen.NewMoveList(256)
	keys := make([]uint32, 0, 1<<12)
	lists, hashed := 0, 0
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		for game := 0; game < games; game++ {
			p := playableStart(t, v)
			playRandom(p, rng, plies, func(p *movegen.Position) {
				for _, gen := range []func(*movegen.MoveList){p.Generate, p.GenerateQuiet, p.GenerateNoisy} {
					gen(ml)
					n := ml.Len()
					if cap(keys) < n+1 {
						keys = make([]uint32, 0, 2*(n+1))
					}
					keys = keys[:n+1]
					keys[n] = 7 // a sentinel FillKeys must not reach
					movegen.FillKeys(keys, ml.Moves)
					for i, m := range ml.Moves {
						require.Equal(t, uint32(m.Key()), keys[i], "%s: %s: %+v", name, p.FEN(), m)
						if keys[i]>>31 != 0 {
							hashed++
						}
					}
					require.Equal(t, uint32(7), keys[n], "%s", name)
					lists++
				}
			})
		}
	}
	require.Positive(t, lists)
	require.Positive(t, hashed, "no hashed key was compared")
}

// TestFillKeysAllocatesNothing: keying a list allocates nothing.
func TestFillKeysAllocatesNothing(t *testing.T) {
	p := builtin(t, "chess").StartPosition()
	ml := movegen.NewMoveList(64)
	p.Generate(ml)
	keys := make([]uint32, ml.Len())
	require.Zero(t, testing.AllocsPerRun(100, func() { movegen.FillKeys(keys, ml.Moves) }))
}
