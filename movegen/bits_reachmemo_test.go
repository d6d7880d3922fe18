package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// TestReachMemoAlongGames checks GatherPlanned, whose memo of sliders'
// reaches (bits_reachmemo.go) carries over from position to position, with
// GatherActivity, which works every reach out afresh, along random games of
// every bounded built-in variant, going back by unmaking now and then as a
// search does, with one plan for the whole game and ray caps that bind and
// that do not. A memo entry reused after a square of its reach changed, on
// either word of the board, gives another count.
func TestReachMemoAlongGames(t *testing.T) {
	games, plies := 4, 120
	if testing.Short() {
		games, plies = 2, 80
	}
	rng := rand.New(rand.NewSource(21))
	ml := movegen.NewMoveList(64)
	compared := 0
	for _, name := range variants.Names() {
		v := builtin(t, name)
		if v.Definition().Unbounded || !v.SquareSets() {
			continue
		}
		var kinds [movegen.MaxPieceTypes + 1]movegen.ActivityKind
		for ty := 1; ty <= v.NumPieceTypes(); ty++ {
			kinds[ty] = movegen.ActivityKind(ty&3) | movegen.CountActivity
		}
		for _, rayCap := range []int32{3, 7} {
			plan := v.NewActivityPlan(&kinds, rayCap)
			for g := 0; g < games; g++ {
				p := v.StartPosition()
				for i := 0; i < plies; i++ {
					for c := movegen.Color(0); c < 2; c++ {
						k, _ := p.Royal(c.Other())
						z := p.ZoneAround(k)
						var got, want movegen.SideActivity
						require.True(t, p.GatherPlanned(c, plan, &z, &got), name)
						require.True(t, p.GatherActivity(c, &kinds, &z, rayCap, &want), name)
						if got != want {
							require.Equal(t, want, got, "%s %s colour %d cap %d", name, p.ICN(), c, rayCap)
						}
						compared++
					}
					if p.Ply() > 0 && rng.Intn(4) == 0 {
						p.Unmake()
						continue
					}
					p.GenerateLegal(ml)
					if ml.Len() == 0 {
						break
					}
					p.Make(ml.Moves[rng.Intn(ml.Len())])
				}
			}
		}
	}
	assert.Greater(t, compared, 2000)
}
