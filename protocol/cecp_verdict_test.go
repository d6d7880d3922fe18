package protocol

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/engine"
	"lattice/search"
)

// repeat is n copies of s.
func repeat(s search.Score, n int) []search.Score {
	out := make([]search.Score, n)
	for i := range out {
		out[i] = s
	}
	return out
}

func TestVerdictJudge(t *testing.T) {
	mated := -search.Infinity + 5 // a mate against the engine
	cases := []struct {
		name       string
		resign     int
		drawOffers bool
		scores     []search.Score
		want       []decision // the decision after each score
	}{
		{"off: never resigns", 0, false, repeat(-5000, 5), make([]decision, 5)},
		{"off: never offers", 0, false, repeat(0, 12), make([]decision, 12)},
		{"resigns on the third hopeless move", 500, false, repeat(-600, 3), []decision{playOn, playOn, resignGame}},
		{"exactly the threshold counts", 500, false, repeat(-500, 3), []decision{playOn, playOn, resignGame}},
		{"a better move restarts the count", 500, false, []search.Score{-600, -600, -100, -600, -600, -600},
			[]decision{playOn, playOn, playOn, playOn, playOn, resignGame}},
		{"above the threshold plays on", 500, false, repeat(-499, 6), make([]decision, 6)},
		{"being mated counts", 500, false, repeat(mated, 3), []decision{playOn, playOn, resignGame}},
		{"offers after ten level moves", 0, true, repeat(10, 10), append(make([]decision, 9), offerDraw)},
		{"then ten more before the next", 0, true, repeat(-3, 20),
			append(append(make([]decision, 9), offerDraw), append(make([]decision, 9), offerDraw)...)},
		{"a clear score restarts the count", 0, true, append(append(repeat(0, 9), 40), repeat(0, 9)...), make([]decision, 19)},
		{"resigning beats offering", 10, true, repeat(-15, 10),
			[]decision{playOn, playOn, resignGame, resignGame, resignGame, resignGame, resignGame, resignGame, resignGame, resignGame}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := verdict{resign: c.resign, drawOffers: c.drawOffers}
			require.Len(t, c.want, len(c.scores))
			for i, s := range c.scores {
				assert.Equal(t, c.want[i], v.judge(s), "move %d score %d", i+1, s)
			}
		})
	}
}

func TestVerdictAcceptsDrawAndReset(t *testing.T) {
	v := verdict{drawOffers: true}
	for range drawMoves / 2 {
		assert.False(t, v.acceptsDraw())
		v.judge(0)
	}
	assert.True(t, v.acceptsDraw(), "level scores long enough")
	v.reset()
	assert.False(t, v.acceptsDraw(), "reset forgets")
	v.drawOffers = false
	for range drawMoves {
		v.judge(0)
	}
	assert.False(t, v.acceptsDraw(), "draw offers off")
}

func TestVerdictSetOption(t *testing.T) {
	cases := []struct {
		name, value string
		known, ok   bool
		resign      int
		draw        bool
	}{
		{"Resign", "700", true, true, 700, false},
		{"resign", "0", true, true, 0, false},
		{"Resign", "10000", true, true, 10000, false},
		{"Resign", "10001", true, false, 0, false},
		{"Resign", "-1", true, false, 0, false},
		{"Resign", "", true, false, 0, false},
		{"Draw offers", "1", true, true, 0, true},
		{"draw OFFERS", "true", true, true, 0, true},
		{"Draw offers", "2", true, false, 0, false},
		{"Hash", "8", false, true, 0, false},
	}
	for _, c := range cases {
		var v verdict
		known, err := v.setOption(c.name, c.value)
		assert.Equal(t, c.known, known, "%s=%s", c.name, c.value)
		assert.Equal(t, c.ok, err == nil, "%s=%s: %v", c.name, c.value, err)
		assert.Equal(t, c.resign, v.resign, "%s=%s", c.name, c.value)
		assert.Equal(t, c.draw, v.drawOffers, "%s=%s", c.name, c.value)
	}
}

// TestCECPOpponentDrawOffer: an opponent's `draw` is declined by silence
// while draw offers are off, as at the start of a game with them on.
func TestCECPOpponentDrawOffer(t *testing.T) {
	for _, in := range []string{
		"xboard\nnew\ndraw\nping 1\n",
		"xboard\noption Draw offers=1\nnew\ndraw\nping 1\n",
	} {
		e, err := engine.New()
		require.NoError(t, err)
		var out bytes.Buffer
		require.NoError(t, Run(strings.NewReader(in), &out, e))
		assert.Equal(t, "pong 1\n", out.String(), in)
	}
}
