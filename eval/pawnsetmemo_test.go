package eval

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// TestPawnSetMemoEqualsFresh: along random games of chess and of a 7×9
// user variant (boards of at most 64 squares, where the pawn terms come
// from words and the position's PawnSetMemo), each position's moves are made
// and evaluated one after the other, so that pawn structures recur and the
// memo answers; every score must equal the score of a clone whose memo is
// cleared, and the memo must have answered some of them.
func TestPawnSetMemoEqualsFresh(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	plies := 80
	if testing.Short() {
		plies = 40
	}
	chess, err := variants.Get("chess")
	require.NoError(t, err)
	capa, err := variants.Get("capablanca")
	require.NoError(t, err)
	for _, v := range []*movegen.Variant{chess, capa, userVariant(t, 7, 9, movegen.PieceDef{Name: "king", Letter: 'K', Betza: "K", Royal: true})} {
		e := New(v)
		require.NotNil(t, e.sets)
		require.Equal(t, v != capa, e.sets.words)
		ml := movegen.NewMoveList(256)
		hits := 0
		for g := 0; g < 4; g++ {
			var p *movegen.Position
			if v == chess || v == capa {
				p = v.StartPosition()
			}
			for p == nil {
				p, _ = v.ParseFEN(randomBoardFEN(rng, 7, 9, 30, "PPPPNBRQpppppnbrq"))
			}
			for ply := 0; ply < plies; ply++ {
				p.GenerateLegal(ml)
				if ml.Len() == 0 {
					break
				}
				moves := append([]movegen.Move(nil), ml.Moves...)
				for _, m := range moves {
					p.Make(m)
					memo := p.PawnSetMemo()
					before := *memo
					got := e.Evaluate(p)
					if before.Owner == any(e) && *memo == before {
						hits++ // the memo answered without a new entry
					}
					q := p.Clone()
					*q.PawnSetMemo() = movegen.PawnSetMemo{}
					require.Equal(t, e.Evaluate(q), got, "%s after %v", p.FEN(), m)
					p.Unmake()
				}
				p.Make(moves[rng.Intn(len(moves))])
			}
		}
		require.Greater(t, hits, 0, v.Name())
	}
}
