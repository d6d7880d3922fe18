package movegen_test

import (
	"math/rand"
	"slices"
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
					if pc := p.At(q); !slices.Contains(pcs, pc) {
						pcs = append(pcs, pc)
					}
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

// TestFormationReachesMatchesReference: formationReaches (directions
// pruned by line family, steps counted without division) answers as the
// loop over every direction did, for every block along random games on
// Kadesh's plane and a bounded board, against every piece's square and
// squares on and off the block's lines, with and without an ignored square
// and a piece allowed in the way.
func TestFormationReachesMatchesReference(t *testing.T) {
	kadesh := builtin(t, "kadesh")
	small := formationVariant(t, 8)
	starts := []*movegen.Position{
		mustICN(t, kadesh, kadesh.StartICN(), movegen.SparseBoard, new(kadesh.Bounds())),
		mustFEN(t, small, "r1bqkb1r/pppppppp/2nn4/2nn4/8/2NN4/PPNNPPPP/R1BQKB1R w - - 0 1", movegen.SparseBoard),
		mustFEN(t, small, "r1bqkb1r/pppppppp/2nn4/2nn4/8/2NN4/PPNNPPPP/R1BQKB1R w - - 0 1", movegen.MailboxBoard),
	}
	reached := 0
	for si, p := range starts {
		rng := rand.New(rand.NewSource(int64(40 + si)))
		playRandom(p, rng, 30, func(p *movegen.Position) {
			var all []movegen.Coord
			for c := movegen.White; c <= movegen.Black; c++ {
				all = append(all, p.Pieces(c)...)
			}
			for _, from := range all {
				if fast, _ := p.FormationAtBoth(from, p.At(from)); !fast {
					continue
				}
				targets := append([]movegen.Coord(nil), all...)
				for range 12 {
					targets = append(targets, from.Add(movegen.Vec{X: rng.Int31n(21) - 10, Y: rng.Int31n(21) - 10}))
				}
				for _, target := range targets {
					for _, ignore := range []movegen.Coord{movegen.NoCoord(), all[rng.Intn(len(all))]} {
						for allowed := 0; allowed <= 1; allowed++ {
							fast, ref := p.FormationReachesBoth(from, target, ignore, allowed)
							require.Equal(t, ref, fast, "block %v target %v ignore %v allowed %d", from, target, ignore, allowed)
							if fast {
								reached++
							}
						}
					}
				}
			}
		})
	}
	assert.Positive(t, reached, "some targets were reached")
}

// TestBlockLimitMatchesBorderDistances: for queen steps blockLimit's
// shortcut gives the least border distance of the block's four squares, on
// a bounded board (blocks at and near every edge) and on the open plane
// (blocks near ±MaxCoord).
func TestBlockLimitMatchesBorderDistances(t *testing.T) {
	small := formationVariant(t, 8)
	kadesh := builtin(t, "kadesh")
	bounded := mustFEN(t, small, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", movegen.SparseBoard)
	plane := mustICN(t, kadesh, kadesh.StartICN(), movegen.SparseBoard, nil)
	steps := []movegen.Vec{{X: 0, Y: 1}, {X: 1, Y: 1}, {X: 1, Y: 0}, {X: 1, Y: -1}, {X: 0, Y: -1}, {X: -1, Y: -1}, {X: -1, Y: 0}, {X: -1, Y: 1}, {X: 2, Y: 1}}
	var froms []movegen.Coord
	for x := int32(1); x <= 7; x++ {
		for y := int32(1); y <= 7; y++ {
			froms = append(froms, movegen.Coord{X: x, Y: y})
		}
	}
	const m = movegen.MaxCoord
	far := []movegen.Coord{{X: -m, Y: -m}, {X: m - 1, Y: m - 1}, {X: -m, Y: m - 1}, {X: 0, Y: 0}, {X: m - 5, Y: -3}}
	for _, c := range []struct {
		p     *movegen.Position
		froms []movegen.Coord
	}{{bounded, froms}, {plane, far}} {
		for _, from := range c.froms {
			for _, d := range steps {
				fast, slow := c.p.BlockLimitBoth(from, d)
				assert.Equal(t, slow, fast, "block %v step %v", from, d)
			}
		}
	}
}
