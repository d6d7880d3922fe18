package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestCheckFilterNeverRulesOutACheck: along random games of the sparse
// variants (the open plane, its huygens form, Kadesh) and orthodox chess on
// a sparse board (with a discovered check), every pseudo-legal move the filter rules out gives no
// check, and the filter rules out some moves.
func TestCheckFilterNeverRulesOutACheck(t *testing.T) {
	var starts []*movegen.Position
	for _, name := range []string{"infinite", "infinite-huygens", "kadesh"} {
		v := builtin(t, name)
		starts = append(starts, mustICN(t, v, v.StartICN(), movegen.SparseBoard, nil))
	}
	// A knight in front of its rook gives a discovered check by leaving.
	chess := builtin(t, "chess")
	sp, err := chess.ParseFENBoard("4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1", movegen.SparseBoard)
	require.NoError(t, err)
	starts = append(starts, sp)
	ruled := 0
	for si, p := range starts {
		rng := rand.New(rand.NewSource(int64(90 + si)))
		ml := movegen.NewMoveList(256)
		playRandom(p, rng, 40, func(p *movegen.Position) {
			if p.InCheck() {
				return
			}
			f := p.CheckFilter()
			p.Generate(ml)
			for _, m := range ml.Moves {
				if !f.MayCheck(m) {
					ruled++
					assert.False(t, p.GivesCheck(m), "%s: %v", p.FEN(), m)
				}
			}
		})
	}
	assert.Positive(t, ruled, "some moves were ruled out")
}
