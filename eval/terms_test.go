package eval_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/eval"
	"lattice/movegen"
)

// scoreFEN evaluates a bounded position of the named built-in variant.
func scoreFEN(t *testing.T, variant, fen string) int {
	t.Helper()
	v := builtin(t, variant)
	p, err := v.ParseFEN(fen)
	require.NoError(t, err, fen)
	return eval.New(v).Evaluate(p)
}

// scoreICN evaluates a position of the named built-in plane variant.
func scoreICN(t *testing.T, variant, icn string) int {
	t.Helper()
	v := builtin(t, variant)
	p, err := v.ParseICN(icn, movegen.AutoBoard, nil)
	require.NoError(t, err, icn)
	return eval.New(v).Evaluate(p)
}

// TestTermsPreferTheBetterPosition compares pairs of positions with the
// same material where one is better for the side to move by one term.
func TestTermsPreferTheBetterPosition(t *testing.T) {
	cases := []struct {
		name, variant string
		plane         bool
		better, worse string
	}{
		{"passed pawn beats a pawn with an enemy pawn ahead on the next file", "chess", false,
			"7k/p7/4P3/8/8/8/8/K7 w - - 0 1", "7k/5p2/4P3/8/8/8/8/K7 w - - 0 1"},
		{"advanced pawn in the end game", "chess", false,
			"7k/8/4P3/8/8/8/8/K7 w - - 0 1", "7k/8/8/8/8/4P3/8/K7 w - - 0 1"},
		{"grand chess: pawn near its promotion zone", "grand", false,
			"k9/10/10/4P5/10/10/10/10/10/K9 w - - 0 1", "k9/10/10/10/10/10/4P5/10/10/K9 w - - 0 1"},
		{"pawn shelter in front of the king", "chess", false,
			"r5k1/5ppp/8/8/8/8/5PPP/R2Q2K1 w - - 0 1", "r5k1/5ppp/8/8/8/8/PPP5/R2Q2K1 w - - 0 1"},
		{"enemy queen and rook away from our king", "chess", false,
			"6k1/5ppp/8/8/8/qr6/5PPP/6K1 w - - 0 1", "6k1/5ppp/8/8/8/5q2/5PPr/6K1 w - - 0 1"},
		{"a centralised knight has more moves", "chess", false,
			"7k/8/8/8/4N3/8/8/K7 w - - 0 1", "7k/8/8/8/8/8/8/KN6 w - - 0 1"},
		{"spiral king with empty rings reaches far", "spiral", false,
			"6nk/6pp/8/8/3K4/8/8/8 w - - 0 1", "6nk/6pp/8/8/8/8/8/K7 w - - 0 1"},
		{"spiral: a knight in the enemy king's inner ring cuts its reach", "spiral", false,
			"8/8/2k5/1N6/8/8/8/K7 w - - 0 1", "8/8/2k5/6N1/8/8/8/K7 w - - 0 1"},
		{"plane: a rook near the kings beats a rook 10^4 squares away", "infinite", true,
			"w K5,1|k5,8|R1,4", "w K5,1|k5,8|R10000,4"},
		{"plane: a knight near the kings beats a knight 1000 squares away", "infinite", true,
			"w K5,1|k5,8|N3,3", "w K5,1|k5,8|N1003,3"},
		{"plane: a guard beside its king", "infinite", true,
			"w K5,1|k5,8|G5,2|g-20,30|P1,2|p1,7", "w K5,1|k5,8|G-20,-30|g-20,30|P1,2|p1,7"},
		{"plane: wandering off is not free for the king's army", "infinite", true,
			"w K5,1|k5,8|Q4,1|q4,8", "w K5,1|k5,8|Q4000000,1|q4,8"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			score := scoreFEN
			if c.plane {
				score = scoreICN
			}
			b, w := score(t, c.variant, c.better), score(t, c.variant, c.worse)
			assert.Greater(t, b, w, "better %d, worse %d", b, w)
		})
	}
}

// TestJaegerPawnsAreAReserve checks that a pawn far behind its own lines on
// the plane still counts as material, neither fading nor penalised.
func TestJaegerPawnsAreAReserve(t *testing.T) {
	without := scoreICN(t, "infinite", "w K5,1|k5,8|P1,2|p1,7")
	with := scoreICN(t, "infinite", "w K5,1|k5,8|P1,2|p1,7|P-2,-4+")
	assert.InDelta(t, 100, with-without, 30, "with %d, without %d", with, without)
}

// TestFarCoordinatesDoNotOverflow evaluates plane positions with pieces
// near ±10^9: bounded scores, and the colour-mirrored position (x, y) →
// (x, 9−y) scoring the same for its side to move.
func TestFarCoordinatesDoNotOverflow(t *testing.T) {
	cases := []struct{ pos, mirror string }{
		{"w K0,0|k1000000000,1000000000|Q-1000000000,-1000000000|r999999999,-999999999",
			"b k0,9|K1000000000,-999999991|q-1000000000,1000000009|R999999999,1000000008"},
		{"b K-1000000000,5|k1000000000,5|N-999999999,3|b0,0|P7,7",
			"w k-1000000000,4|K1000000000,4|n-999999999,6|B0,9|p7,2"},
	}
	for _, c := range cases {
		s, m := scoreICN(t, "infinite", c.pos), scoreICN(t, "infinite", c.mirror)
		assert.LessOrEqual(t, s, eval.MaxScore)
		assert.GreaterOrEqual(t, s, -eval.MaxScore)
		assert.Equal(t, s, m, c.pos)
	}
}

// TestEvaluateOddPositions covers positions without royal pieces or
// without any piece of one side, and a nil position.
func TestEvaluateOddPositions(t *testing.T) {
	v := builtin(t, "infinite")
	e := eval.New(v)
	assert.Equal(t, 0, e.Evaluate(nil))
	for _, icn := range []string{"w Q0,0|q5,5", "b K0,0", "w P0,0|p0,1", "w K3,3|k3,5|HA4,4|ha2,2|GU3,4"} {
		p, err := v.ParseICN(icn, movegen.AutoBoard, nil)
		if err != nil {
			continue // the kernel may reject some of these outright
		}
		s := e.Evaluate(p)
		assert.LessOrEqual(t, s, eval.MaxScore, icn)
		assert.GreaterOrEqual(t, s, -eval.MaxScore, icn)
	}
}

// TestFormationBlock checks that four knights standing as a 2×2 block in
// the Battle of Kadesh are worth more than four scattered knights.
func TestFormationBlock(t *testing.T) {
	block := scoreICN(t, "kadesh", "w K5,1|k5,8|N0,-1|N0,-2|N1,-1|N1,-2|n0,10|n0,11|n3,10|n5,11")
	scattered := scoreICN(t, "kadesh", "w K5,1|k5,8|N0,-1|N0,-3|N2,-1|N1,-2|n0,10|n0,11|n3,10|n5,11")
	assert.Greater(t, block, scattered+eval.Default().Formation/2, "block %d, scattered %d", block, scattered)
}
