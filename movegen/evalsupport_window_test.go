package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestSparseActivityFastPathMatchesWalk: along random games on sparse
// boards (the open plane, Kadesh, random plane positions, and bounded boards
// whose edges lie inside the window), every piece's activity against zones
// near both kings and around the piece is the same with the fast paths
// (single steps in the window, leaps by rows) as by walking every ray.
func TestSparseActivityFastPathMatchesWalk(t *testing.T) {
	var starts []*movegen.Position
	for _, name := range []string{"infinite", "kadesh"} {
		v := builtin(t, name)
		starts = append(starts, mustICN(t, v, v.StartICN(), movegen.SparseBoard, nil))
	}
	iv := builtin(t, "infinite")
	rng := rand.New(rand.NewSource(49))
	for i := 0; len(starts) < 6; i++ {
		if p, err := iv.ParseICN(randomInfiniteICN(rng, i%2 == 1), movegen.SparseBoard, nil); err == nil {
			starts = append(starts, p) // pieces in contact, some near the window's edges
		}
	}
	for _, name := range []string{"chess", "spiral", "grand"} {
		v := builtin(t, name)
		sp, err := v.ParseFENBoard(v.StartPosition().FEN(), movegen.SparseBoard)
		require.NoError(t, err)
		starts = append(starts, sp)
	}
	hits := 0
	for si, p := range starts {
		rng := rand.New(rand.NewSource(int64(50 + si)))
		playRandom(p, rng, 30, func(p *movegen.Position) {
			for c := movegen.White; c <= movegen.Black; c++ {
				k, _ := p.Royal(c.Other())
				for _, q := range p.Pieces(c) {
					zones := []movegen.Coord{k, q, q.Add(movegen.Vec{X: 1, Y: 2})}
					for _, o := range []movegen.Vec{{X: 3, Y: 3}, {X: -4, Y: 1}, {X: 2, Y: -4}, {X: -3, Y: -2}, {X: 4, Y: 4}, {X: 0, Y: -5}} {
						zones = append(zones, q.Add(o))
					}
					for _, zone := range zones {
						for _, rayCap := range []int32{1, 3} {
							fast, ref := p.SparseActivityBoth(q, zone, rayCap)
							require.Equal(t, ref, fast, "piece %v on %v zone %v", p.At(q), q, zone)
							hits += fast[1]
						}
					}
				}
			}
		})
	}
	assert.Positive(t, hits, "some zone squares were reached")
}
