package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// lost is a position where White, a knight against two queens, is lost
// but for the draw rules.
const lost = "7k/8/8/8/8/8/qq6/6NK w - - 0 1"

// play makes the moves (coordinate notation) on p.
func play(t *testing.T, p *movegen.Position, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		require.NoError(t, err, s)
		p.Make(m)
	}
}

func TestRepetitionOfGameHistoryIsADraw(t *testing.T) {
	fresh := position(t, "chess", lost)
	res := run(t, fresh, Limits{Depth: 4})
	require.Less(t, res.Score, Score(-1000), "precondition: lost without the history")

	p := position(t, "chess", lost)
	play(t, p, "g1f3", "h8g8", "f3g1", "g8h8")
	res = run(t, p, Limits{Depth: 4})
	assert.Equal(t, Score(0), res.Score, "Nf3 repeats the position after the first Nf3")
	assert.Equal(t, "g1f3", p.MoveString(res.Best))
}

func TestRepetitionInsideTheSearch(t *testing.T) {
	// White, lost on material, has a perpetual check: Qh5+ Kg8 Qe8+ Kh7,
	// every reply forced.
	p := position(t, "chess", "8/6pk/8/8/8/8/qq6/3Q3K w - - 0 1")
	res := run(t, p, Limits{Depth: 6})
	assert.Equal(t, Score(0), res.Score)
	assert.Equal(t, "d1h5", p.MoveString(res.Best))
}

func TestFiftyMoveRuleWhereTheVariantHasIt(t *testing.T) {
	p := position(t, "chess", "7k/8/8/8/8/8/qq6/6NK w - - 99 80")
	res := run(t, p, Limits{Depth: 4})
	assert.Equal(t, Score(0), res.Score, "any knight move draws by the 50-move rule")

	// The plane has no 50-move rule: the same clock counts for nothing.
	q := planePosition(t, "w 99/100 1 K0,0|R3,3|R4,4|k30,30|n40,40")
	require.Equal(t, 99, q.HalfmoveClock())
	res = run(t, q, Limits{Depth: 3})
	assert.Greater(t, res.Score, Score(300))
}

func TestInsufficientMaterialIsADraw(t *testing.T) {
	// Bxd5 leaves king and bishop against king: dead, so 0, which beats
	// keeping the bishop against a rook.
	p := position(t, "chess", "8/8/8/3r4/8/1B6/8/K6k w - - 0 1")
	res := run(t, p, Limits{Depth: 4})
	assert.Equal(t, Score(0), res.Score)
	assert.Equal(t, "b3d5", p.MoveString(res.Best))

	// King and queen against king: a win on 8×8, dead on the open plane.
	chess := position(t, "chess", "8/8/8/3k4/8/8/2Q5/3K4 w - - 0 1")
	assert.Greater(t, run(t, chess, Limits{Depth: 3}).Score, Score(500))
	plane := planePosition(t, "w K0,0|Q0,1|k3,50")
	assert.Equal(t, Score(0), run(t, plane, Limits{Depth: 3}).Score)
}
