package protocol

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

func TestParseLevel(t *testing.T) {
	tests := []struct {
		args      []string
		mps       int
		base, inc time.Duration
	}{
		{[]string{"40", "5", "0"}, 40, 5 * time.Minute, 0},
		{[]string{"0", "2", "12"}, 0, 2 * time.Minute, 12 * time.Second},
		{[]string{"40", "0:30", "0"}, 40, 30 * time.Second, 0},
		{[]string{"0", "1:05", "0.5"}, 0, 65 * time.Second, 500 * time.Millisecond},
		{[]string{"40", "25+5", "0"}, 40, 25 * time.Minute, 0}, // extra characters ignored
	}
	for _, tc := range tests {
		mps, base, inc, err := parseLevel(tc.args)
		require.NoError(t, err, tc.args)
		assert.Equal(t, tc.mps, mps, tc.args)
		assert.Equal(t, tc.base, base, tc.args)
		assert.Equal(t, tc.inc, inc, tc.args)
	}
	for _, bad := range [][]string{{"40", "5"}, {"-1", "5", "0"}, {"40", "x", "0"}, {"40", "5:60", "0"},
		{"40", "5", "-1"}, {"40", "5", "NaN"}, {"40", "99999999", "0"}} {
		_, _, _, err := parseLevel(bad)
		assert.Error(t, err, bad)
	}
}

func TestClockLimits(t *testing.T) {
	var k clock
	k.mps, k.base, k.inc = 40, 5*time.Minute, 0
	k.reset()
	lim := k.limits(movegen.Black, 10)
	assert.Equal(t, 5*time.Minute, lim.Time[movegen.Black], "before any time command: the base")
	assert.Equal(t, 35, lim.MovesToGo, "5 moves of 40 done")

	k.engine, k.opp, k.haveTime = 30*time.Second, 20*time.Second, true
	k.inc = 2 * time.Second
	lim = k.limits(movegen.White, 0)
	assert.Equal(t, 30*time.Second, lim.Time[movegen.White])
	assert.Equal(t, 20*time.Second, lim.Time[movegen.Black])
	assert.Equal(t, 2*time.Second, lim.Inc[movegen.White])

	k.sd = 7
	k.st = 3 * time.Second
	lim = k.limits(movegen.White, 0)
	assert.Equal(t, 7, lim.Depth)
	assert.Equal(t, 3*time.Second-stOverhead, lim.MoveTime)
	assert.Zero(t, lim.Time[movegen.White], "st replaces the clock")

	k.nps = 1000
	lim = k.limits(movegen.White, 0)
	assert.Equal(t, uint64(3000), lim.Nodes, "nps 1000 for st 3: 3000 nodes")
	assert.Zero(t, lim.MoveTime)

	k.reset()
	assert.Zero(t, k.sd, "new removes the depth limit")
	assert.Zero(t, k.nps)
}

func TestCECPScore(t *testing.T) {
	assert.Equal(t, 35, cecpScore(35))
	assert.Equal(t, -120, cecpScore(-120))
	assert.Equal(t, 100003, cecpScore(30000-5), "mate in 3 moves (5 plies)")
	assert.Equal(t, -100002, cecpScore(-30000+4), "mated in 2 moves")
}
