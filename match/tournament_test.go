package match

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen/variants"
)

// TestRoundRobinAndGauntlet: a good engine and two that lose every game
// they must move in. In the round-robin the good one wins all 4 of its
// games; the two bad ones split their pairing, as each loses when it is
// White (it moves first). The gauntlet plays only the first engine's games.
func TestRoundRobinAndGauntlet(t *testing.T) {
	v, err := variants.Get("chess")
	require.NoError(t, err)
	engines := []EngineSpec{fakeSpec(t, "bad1", "illegal"), fakeSpec(t, "good", "good"), fakeSpec(t, "bad2", "garbage")}
	var out bytes.Buffer
	base := Config{Variant: v, VariantName: "chess", Games: 2, TimeMargin: 50 * time.Millisecond, Out: &out, Event: "rr"}
	tr, err := RunTournament(context.Background(), RoundRobin, engines, base)
	require.NoError(t, err)
	require.Len(t, tr.Standings, 3)
	assert.Equal(t, "good", tr.Standings[0].Name)
	assert.Equal(t, Score{W: 4}, tr.Standings[0].Score)
	assert.Equal(t, Score{W: 1, L: 3}, tr.Standings[1].Score)
	assert.Equal(t, Score{W: 1, L: 3}, tr.Standings[2].Score)
	assert.Equal(t, Score{W: 2, Penta: [5]int{0, 0, 0, 0, 1}}, tr.Cross["good"]["bad2"])
	assert.Equal(t, Score{L: 2, Penta: [5]int{1, 0, 0, 0, 0}}, tr.Cross["bad2"]["good"])
	assert.Equal(t, Score{W: 1, L: 1, Penta: [5]int{0, 0, 1, 0, 0}}, tr.Cross["bad1"]["bad2"])
	o := out.String()
	assert.Contains(t, o, "Score of bad1 vs good: 0 - 2 - 0  [0.000] 2\n")
	assert.Contains(t, o, "Score of bad1 vs bad2: 1 - 1 - 0  [0.500] 2\n")
	assert.Regexp(t, `(?m)^   1 good +4 +4\.0 +100\.0% +inf \+/- nan$`, o)
	assert.Contains(t, o, "Cross table (points/games):\n")
	assert.Regexp(t, `(?m)^good +2/2 +- +2/2$`, o)

	out.Reset()
	tr, err = RunTournament(context.Background(), Gauntlet, engines, base)
	require.NoError(t, err)
	assert.NotContains(t, out.String(), "good vs bad2")
	assert.Equal(t, Score{W: 2}, tr.Standings[0].Score) // good: its 2 games against bad1
	_, ok := tr.Cross["good"]["bad2"]
	assert.False(t, ok)

	_, err = RunTournament(context.Background(), "swiss", engines, base)
	assert.Error(t, err)
}
