package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// dangerOff is Default without the plane's king danger.
func dangerOff() Weights {
	w := Default()
	w.KingAttackQueen, w.KingAttackRook, w.KingAttackBishop, w.KingAttackLeaper, w.KingRayUnit = 0, 0, 0, 0, 0
	return w
}

func TestAttackWeightsByLineKind(t *testing.T) {
	v := planeVariant(t, "infinite")
	w := Default()
	e := New(v)
	want := map[string]int{"Q": w.KingAttackQueen, "R": w.KingAttackRook, "CH": w.KingAttackRook,
		"B": w.KingAttackBishop, "N": w.KingAttackLeaper, "HA": w.KingAttackLeaper, "GU": w.KingAttackLeaper,
		"K": 0, "P": 0}
	found := 0
	for i := range v.NumPieceTypes() {
		ty := movegen.PieceType(i + 1)
		if k, ok := want[icnCode(v.Def(ty))]; ok {
			found++
			assert.Equal(t, k, e.attackW[ty], "piece %s", icnCode(v.Def(ty)))
		}
	}
	assert.Equal(t, len(want), found)
}

// TestPlaneDangerGrowsWithAttackers: Black's queen, chancellor and bishop
// come near White's sheltered king one by one; each costs White more than
// the one before, and a queen far off the king's lines costs nothing.
func TestPlaneDangerGrowsWithAttackers(t *testing.T) {
	v := planeVariant(t, "infinite")
	on, off := New(v), NewWithWeights(v, dangerOff())
	base := "w 1 K5,1|P4,2|P5,2|P6,2|GU4,0|GU6,0|GU5,0|P4,1|P6,1|k5,60|gu4,59|gu5,59|gu6,59"
	// Black's pieces all stand off the lines of White's king, which are
	// closed by its own pieces, so that only attackers count.
	adds := []string{"", "|q8,5", "|q8,5|ch7,6", "|q8,5|ch7,6|b2,5"}
	penalty := make([]int, len(adds))
	for i, a := range adds {
		p, err := v.ParseICN(base+a, movegen.AutoBoard, nil)
		require.NoError(t, err, a)
		penalty[i] = off.Evaluate(p) - on.Evaluate(p)
	}
	t.Logf("penalties by attackers: %v", penalty)
	assert.Zero(t, penalty[0], "no attacker, no danger")
	assert.Zero(t, penalty[1], "a lone attacker is no attack: %v", penalty)
	assert.Greater(t, penalty[3]-penalty[2], penalty[2]-penalty[1], "the third attacker adds more than the second: %v", penalty)
	assert.Positive(t, penalty[2], "two attackers: %v", penalty)

	far, err := v.ParseICN(base+"|q40,77", movegen.AutoBoard, nil)
	require.NoError(t, err)
	assert.Equal(t, off.Evaluate(far), on.Evaluate(far), "a queen far off the king's lines is no attacker")
	assert.Zero(t, testing.AllocsPerRun(50, func() { on.Evaluate(far) }))
}

// TestPlaneDangerActsOnlyOnThePlane: on bounded boards the weights change
// nothing.
func TestPlaneDangerActsOnlyOnThePlane(t *testing.T) {
	for _, c := range []struct{ variant, fen string }{
		{"chess", "6k1/5ppp/8/8/8/5q2/5PPr/6K1 w - - 0 1"},
		{"chess", "r1b2rk1/pp3ppp/2n5/3qp3/8/2NB1Q2/PP3PPP/R4RK1 b - - 0 1"},
		{"capablanca", "r1bqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1"},
	} {
		v, err := variants.Get(c.variant)
		require.NoError(t, err)
		p, err := v.ParseFEN(c.fen)
		require.NoError(t, err, c.fen)
		assert.Equal(t, NewWithWeights(v, dangerOff()).Evaluate(p), New(v).Evaluate(p), c.fen)
	}
}

// TestOpenLinesCostMoreUnderAttack: opening the line behind White's king
// costs it something with Black's riders far away, and more with two of
// them near the king. The tropism is off in both evaluators: with the
// riders far away the line costs about a centipawn, which the taper's
// rounding can swallow when an unrelated term moves the totals.
func TestOpenLinesCostMoreUnderAttack(t *testing.T) {
	v := planeVariant(t, "infinite")
	w, d := Default(), dangerOff()
	w.TropismMG, w.TropismEG, d.TropismMG, d.TropismEG = 0, 0, 0, 0
	on, off := NewWithWeights(v, w), NewWithWeights(v, d)
	closed := "w 1 K5,1|P4,2|P5,2|P6,2|GU4,0|GU6,0|GU5,0|P4,1|P6,1|k5,60|gu4,59|gu5,59|gu6,59"
	open := "w 1 K5,1|P4,2|P5,2|P6,2|GU4,0|GU6,0|P4,1|P6,1|GU25,-9|k5,60|gu4,59|gu5,59|gu6,59" // the guard behind the king stands far off
	cost := func(black string) int {
		t.Helper()
		pc, err := v.ParseICN(closed+black, movegen.AutoBoard, nil)
		require.NoError(t, err)
		po, err := v.ParseICN(open+black, movegen.AutoBoard, nil)
		require.NoError(t, err)
		// the line's cost with the danger term, less what the other terms
		// make of the moved pawn
		return (on.Evaluate(pc) - on.Evaluate(po)) - (off.Evaluate(pc) - off.Evaluate(po))
	}
	far := cost("|r-40,77|r41,77")
	near := cost("|r-40,77|r41,77|q8,5|ch7,6")
	assert.Positive(t, far, "an open line with enemy riders on the board")
	assert.Greater(t, near, far, "the same line with two attackers near")
}
