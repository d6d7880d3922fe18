package movegen_test

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// TestPlaneActivityMatchesWalk: on random open-plane positions with pieces
// inside and outside the sparse board's window (and some 200..600 squares
// away), also inside a world border whose edges cross the window, and far
// from the origin, and with riders of limited range near narrow borders,
// every piece's activity by activitySparse (window masks,
// single steps) equals the walk through rayExtent, against zones near both
// kings and near the piece.
func TestPlaneActivityMatchesWalk(t *testing.T) {
	v := builtin(t, "infinite-huygens")
	rng := rand.New(rand.NewSource(12))
	positions := 300
	if testing.Short() {
		positions = 60
	}
	limited := limitedVariant(t)
	borders := []*movegen.Bounds{nil, {X0: -31, X1: 31, Y0: -31, Y1: 31}, {X0: -7, X1: 7, Y0: -7, Y1: 7}, {X0: -2, X1: 9, Y0: -6, Y1: 3}}
	tested := 0
	for i := 0; i < positions; i++ {
		b := borders[i%len(borders)]
		var p *movegen.Position
		var err error
		text := randomPlaneICN(rng)
		switch {
		case i%len(borders) >= 2: // riders of limited range near the border
			text = randomLimitedICN(rng, *b, 2+rng.Intn(14))
			p, err = limited.ParseICN(text, movegen.SparseBoard, b)
		case i%5 == 4:
			text = shifted(text, 1<<29, -(1 << 29))
			p, err = v.ParseICN(text, movegen.SparseBoard, nil)
		default:
			p, err = v.ParseICN(text, movegen.SparseBoard, b)
		}
		if err != nil {
			continue // a piece off the border, or the side not to move in check
		}
		tested++
		playRandom(p, rng, 4, func(p *movegen.Position) {
			for c := movegen.White; c <= movegen.Black; c++ {
				k, _ := p.Royal(c.Other())
				for _, q := range p.Pieces(c) {
					for _, zone := range []movegen.Coord{k, q, q.Add(movegen.Vec{X: 2, Y: -1})} {
						for _, rayCap := range []int32{1, 4} {
							fast, ref := p.SparseActivityBoth(q, zone, rayCap)
							require.Equal(t, ref, fast, "%s: piece %v on %v zone %v", text, p.At(q), q, zone)
						}
					}
				}
			}
		})
	}
	assert.Greater(t, tested, positions/3)
}

// limitedVariant is limitedINI's variant (count_sparse_test.go).
func limitedVariant(t *testing.T) *movegen.Variant {
	t.Helper()
	c, err := variants.NewCatalogue()
	require.NoError(t, err)
	require.NoError(t, c.Load("limited.ini", strings.NewReader(limitedINI)))
	v, err := c.Get("limited")
	require.NoError(t, err)
	return v
}
