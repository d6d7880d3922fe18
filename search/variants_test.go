package search

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// TestEveryVariantSearches runs a short search from the start of every
// built-in variant: a legal best move, a legal line, a sane score.
func TestEveryVariantSearches(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			v, err := variants.Get(name)
			require.NoError(t, err)
			p := v.StartPosition()
			res := run(t, p, Limits{Nodes: 1500})
			require.True(t, res.HasBest)
			assert.True(t, p.LegalMove(res.Best), p.MoveString(res.Best))
			assert.False(t, res.Score.IsMate(), "no mate from the start: %d", res.Score)
			q := p.Clone()
			for _, m := range res.PV {
				require.True(t, q.LegalMove(m), "line move %s", q.MoveString(m))
				q.Make(m)
			}
		})
	}
}

// TestRandomPositionsSearch searches positions reached by random play in
// every built-in variant: the best move and the line are legal.
func TestRandomPositionsSearch(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	var ml movegen.MoveList
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		for game := range 3 {
			p := v.StartPosition()
			for range 10 + rng.Intn(30) {
				p.GenerateLegal(&ml)
				if ml.Len() == 0 {
					break
				}
				p.Make(ml.Moves[rng.Intn(ml.Len())])
			}
			res := run(t, p, Limits{Nodes: 500})
			p.GenerateLegal(&ml)
			if ml.Len() == 0 {
				assert.False(t, res.HasBest, "%s game %d", name, game)
				continue
			}
			require.True(t, res.HasBest, "%s game %d", name, game)
			assert.True(t, p.LegalMove(res.Best), "%s game %d: %s", name, game, p.MoveString(res.Best))
			for _, m := range res.PV {
				require.True(t, p.LegalMove(m), "%s game %d: line move %s", name, game, p.MoveString(m))
				p.Make(m)
			}
		}
	}
}
