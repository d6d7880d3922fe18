package eval

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestTropismPullsTowardTheKings: with the tropism on, a Black queen is
// worth more to Black the nearer it stands to White's king, smoothly and
// far beyond the danger terms' radii; a Black guard near its own king is
// worth more than one far from it; with the weights at 0 the term is off,
// and it allocates nothing. By default only the pull toward the enemy king
// is on (SPRT.md rows 31 and 32).
func TestTropismPullsTowardTheKings(t *testing.T) {
	v := planeVariant(t, "infinite")
	def := Default()
	assert.Equal(t, [4]int{60, 120, 0, 0},
		[4]int{def.TropismMG, def.TropismEG, def.GuardTropismMG, def.GuardTropismEG}, "the defaults of row 32")
	w, none := def, def
	w.TropismMG, w.TropismEG, w.GuardTropismMG, w.GuardTropismEG = 180, 360, 120, 60
	none.TropismMG, none.TropismEG, none.GuardTropismMG, none.GuardTropismEG = 0, 0, 0, 0
	on, off := NewWithWeights(v, w), NewWithWeights(v, none)
	base := "b 1 K5,1|P4,2|P5,2|P6,2|GU4,0|GU6,0|GU5,0|P4,1|P6,1|k5,60|gu4,59|gu6,59|n5,59"
	// gain is what the tropism adds to Black's score (Black to move).
	gain := func(black string) int {
		t.Helper()
		p, err := v.ParseICN(base+black, movegen.AutoBoard, nil)
		require.NoError(t, err, black)
		return on.Evaluate(p) - off.Evaluate(p)
	}
	// The queens stand off the lines of both kings; all are far from Black's.
	q10, q20, q40 := gain("|q15,11"), gain("|q25,-19"), gain("|q-35,41")
	t.Logf("queen at 10, 20, 40 from White's king: %d %d %d", q10, q20, q40)
	assert.Greater(t, q10, q20)
	assert.Greater(t, q20, q40)
	assert.Positive(t, q40, "a queen 40 squares off still feels the pull")
	nearOwn, farOwn := gain("|gu7,58"), gain("|gu70,-58")
	assert.Greater(t, nearOwn, farOwn, "a guard by its own king defends it")
	p, err := v.ParseICN(base+"|q15,11", movegen.AutoBoard, nil)
	require.NoError(t, err)
	assert.Zero(t, testing.AllocsPerRun(50, func() { on.Evaluate(p) }))
}

// TestTropismFactor: value/(d+addend), nothing where it rounds to zero, for
// no king (the largest distance) or for an addend that is not positive.
func TestTropismFactor(t *testing.T) {
	assert.Equal(t, 100, tropismFactor(1000, 2, 8))
	assert.Equal(t, 0, tropismFactor(100, 200, 8))
	assert.Equal(t, 0, tropismFactor(1000, math.MaxInt64, 8), "no king")
	assert.Equal(t, 500, tropismFactor(1000, 1, 0), "the addend is at least 1")
	assert.Equal(t, 0, tropismFactor(0, 1, 8))
}
