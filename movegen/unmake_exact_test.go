package movegen_test

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestUnmakeRestoresPieceOrder: Make then Unmake of any legal move, a
// capture included, leaves both piece lists in the order they had, so the
// moves generated afterwards come in the same order. A search probes moves
// this way (legality of the table's move, exchanges): without it the probe
// would reorder later move lists and change the search.
func TestUnmakeRestoresPieceOrder(t *testing.T) {
	for _, name := range []string{"chess", "capablanca", "infiltrator", "spiral", "infinite", "kadesh"} {
		t.Run(name, func(t *testing.T) {
			v := builtin(t, name)
			rng := rand.New(rand.NewSource(7))
			ml := movegen.NewMoveList(256)
			after := movegen.NewMoveList(256)
			before := movegen.NewMoveList(256)
			captures := 0
			for game := 0; game < 2; game++ {
				playRandom(v.StartPosition(), rng, 50, func(p *movegen.Position) {
					white := slices.Clone(p.Pieces(movegen.White))
					black := slices.Clone(p.Pieces(movegen.Black))
					p.GenerateLegal(before)
					p.GenerateLegal(ml)
					for i, m := range slices.Clone(ml.Moves) {
						if p.IsCapture(m) {
							captures++
						} else if i%8 != 0 {
							continue // captures moved lists about; a sample of the rest
						}
						p.Make(m)
						p.Unmake()
						require.Equal(t, white, p.Pieces(movegen.White), "%s after %v", p.ICN(), m)
						require.Equal(t, black, p.Pieces(movegen.Black), "%s after %v", p.ICN(), m)
					}
					p.GenerateLegal(after)
					require.Equal(t, before.Moves, after.Moves, p.ICN())
				})
			}
			require.Positive(t, captures, "the games must hold captures")
		})
	}
}
