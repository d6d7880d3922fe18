package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestFormationAtWindowMatchesAt: on sparse boards (Kadesh's plane along
// random games, and a bounded board with formations whose edges lie inside
// the window) formationAt's window fast path answers as the walk through At
// does, for every piece's square and the squares along the window's edges,
// for each knight piece value seen.
func TestFormationAtWindowMatchesAt(t *testing.T) {
	kadesh := builtin(t, "kadesh")
	small := formationVariant(t, 8)
	starts := []*movegen.Position{
		mustICN(t, kadesh, kadesh.StartICN(), movegen.SparseBoard, new(kadesh.Bounds())),
		mustFEN(t, small, "r1bqkb1r/pppppppp/2nn4/2nn4/8/2NN4/PPNNPPPP/R1BQKB1R w - - 0 1", movegen.SparseBoard),
	}
	blocks := 0
	for si, p := range starts {
		rng := rand.New(rand.NewSource(int64(30 + si)))
		playRandom(p, rng, 40, func(p *movegen.Position) {
			var pcs []movegen.Piece
			var squares []movegen.Coord
			for c := movegen.White; c <= movegen.Black; c++ {
				for _, q := range p.Pieces(c) {
					pcs = append(pcs, p.At(q))
					for dx := int32(-1); dx <= 0; dx++ {
						for dy := int32(-1); dy <= 0; dy++ {
							squares = append(squares, q.Add(movegen.Vec{X: dx, Y: dy}))
						}
					}
				}
			}
			o := p.WindowOrigin()
			for _, k := range []int32{-2, -1, 0, 1, 31, 61, 62, 63, 64} {
				for _, j := range []int32{-1, 0, 5, 62, 63} {
					squares = append(squares, o.Add(movegen.Vec{X: k, Y: j}), o.Add(movegen.Vec{X: j, Y: k}))
				}
			}
			for _, sq := range squares {
				for _, pc := range pcs {
					fast, slow := p.FormationAtBoth(sq, pc)
					require.Equal(t, slow, fast, "square %v piece %v", sq, pc)
					if fast {
						blocks++
					}
				}
			}
		})
	}
	assert.Positive(t, blocks, "some blocks were seen")
}
