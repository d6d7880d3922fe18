package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestNearestOnLinesEqualsWalk: along random games on the mailbox and the
// sparse board (bounded variants on both, the plane variants on the sparse
// one, and a position with pieces far away), NearestOnLines from every
// piece's square and from empty squares on the board equals walking each of the eight
// rays square by square, for several reaches.
func TestNearestOnLinesEqualsWalk(t *testing.T) {
	var starts []*movegen.Position
	for _, name := range []string{"chess", "grand", "spiral"} {
		v := builtin(t, name)
		starts = append(starts, v.StartPosition())
		sp, err := v.ParseFENBoard(v.StartPosition().FEN(), movegen.SparseBoard)
		require.NoError(t, err)
		starts = append(starts, sp)
	}
	for _, name := range []string{"infinite", "kadesh"} {
		starts = append(starts, builtin(t, name).StartPosition())
	}
	inf := builtin(t, "infinite")
	starts = append(starts, mustICN(t, inf, "w 1 K0,0|k10,13|R0,500|q-300,-300|b7,7|r0,-3|Q-40,0|B400,-400", movegen.SparseBoard, nil))
	// Pieces near the start's squares and a few far along their lines: the
	// window's scan must not stop at its edge.
	starts = append(starts, mustICN(t, inf, "w 1 K5,1|k5,8|R2,300|b2,-300|q-200,1|Q200,7|N2,1|n7,8", movegen.SparseBoard, nil))
	steps := [8]movegen.Vec{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}, {X: 1, Y: -1}, {X: -1, Y: -1}}
	rng := rand.New(rand.NewSource(9))
	found := 0
	for _, p := range starts {
		playRandom(p, rng, 20, func(p *movegen.Position) {
			from := append([]movegen.Coord{{X: 3, Y: 4}, {X: -5, Y: 0}}, p.Pieces(movegen.White)...)
			for _, c := range from {
				if p.At(c) == movegen.Offboard {
					continue // NearestOnLines looks from squares on the board
				}
				for _, reach := range []int64{0, 1, 6, 600} {
					var dist [8]int64
					var pcs [8]movegen.Piece
					p.NearestOnLines(c, reach, &dist, &pcs)
					for i, d := range steps {
						wd, wp := int64(0), movegen.Empty
						sq := c
						for t := int64(1); t <= reach; t++ {
							sq = sq.Add(d)
							if pc := p.At(sq); pc == movegen.Offboard {
								break
							} else if pc != movegen.Empty {
								wd, wp = t, pc
								break
							}
						}
						if wd != dist[i] || wp != pcs[i] { // (ICN only on failure: it is slow)
							require.Equal(t, [2]any{wd, wp}, [2]any{dist[i], pcs[i]}, "%s from %v step %v reach %d", p.ICN(), c, d, reach)
						}
						if wd != 0 {
							found++
						}
					}
				}
			}
		})
	}
	assert.Greater(t, found, 100)
}
