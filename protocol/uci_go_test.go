package protocol

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/search"
)

const uciMS = time.Millisecond

// TestParseGoLimits maps go commands to search limits: tokens in any
// order, Move Overhead kept back from clocks and move times, never below a
// millisecond.
func TestParseGoLimits(t *testing.T) {
	cases := []struct {
		args     string
		overhead time.Duration
		want     search.Limits
		bounded  bool // for White
	}{
		{"depth 5", 0, search.Limits{Depth: 5}, true},
		{"nodes 1000", 0, search.Limits{Nodes: 1000}, true},
		{"movetime 500", 50 * uciMS, search.Limits{MoveTime: 450 * uciMS}, true},
		{"movetime 20", 50 * uciMS, search.Limits{MoveTime: uciMS}, true},
		{"wtime 1000 btime 2000 winc 10 binc 20", 100 * uciMS,
			search.Limits{Time: [2]time.Duration{900 * uciMS, 1900 * uciMS}, Inc: [2]time.Duration{10 * uciMS, 20 * uciMS}}, true},
		{"binc 20 winc 10 btime 2000 wtime 1000", 100 * uciMS,
			search.Limits{Time: [2]time.Duration{900 * uciMS, 1900 * uciMS}, Inc: [2]time.Duration{10 * uciMS, 20 * uciMS}}, true},
		{"wtime 30 btime 30 movestogo 5", 100 * uciMS,
			search.Limits{Time: [2]time.Duration{uciMS, uciMS}, MovesToGo: 5}, true},
		{"wtime -100 btime 100", 0, search.Limits{Time: [2]time.Duration{uciMS, 100 * uciMS}}, true},
		{"btime 100", 0, search.Limits{Time: [2]time.Duration{0, 100 * uciMS}}, false},
		{"winc 100", 0, search.Limits{Inc: [2]time.Duration{100 * uciMS, 0}}, true},
		{"infinite", 0, search.Limits{Infinite: true}, false},
		{"infinite depth 3", 0, search.Limits{Infinite: true, Depth: 3}, false},
		{"ponder wtime 100 btime 100", 0, search.Limits{Ponder: true, Time: [2]time.Duration{100 * uciMS, 100 * uciMS}}, true},
		{"mate 3", 0, search.Limits{Mate: 3}, false},
		{"", 0, search.Limits{}, false},
	}
	for _, c := range cases {
		t.Run(c.args, func(t *testing.T) {
			g, err := parseGo(strings.Fields(c.args))
			require.NoError(t, err)
			assert.Equal(t, c.want, g.limits(c.overhead))
			assert.Equal(t, c.bounded, g.bounded(movegen.White))
		})
	}
}

func TestParseGoTokens(t *testing.T) {
	g, err := parseGo(strings.Fields("searchmoves e2e4 d2d4 depth 3 ponder"))
	require.NoError(t, err)
	assert.Equal(t, []string{"e2e4", "d2d4"}, g.searchMoves)
	assert.Equal(t, 3, g.depth)
	assert.True(t, g.ponder)

	g, err = parseGo(strings.Fields("perft 4"))
	require.NoError(t, err)
	assert.Equal(t, 4, g.perft)

	g, err = parseGo(strings.Fields("wtime -5 btime 99999999999999"))
	require.NoError(t, err)
	assert.Len(t, g.warnings, 1)
	assert.Equal(t, int64(uciMaxClockMS), g.clock[movegen.Black])
}

func TestParseGoErrors(t *testing.T) {
	for _, args := range []string{
		"depth", "depth x", "depth 0", "depth 1001", "nodes 0", "nodes -1", "movetime 0",
		"movetime -5", "mate 0", "movestogo -1", "wtime", "wtime 1.5", "perft 0", "perft 21",
		"perft 2 depth 3", "depth 3 perft 2", "searchmoves", "searchmoves depth 3", "bogus", "depth 3 bogus",
		"wtime 99999999999999999999",
	} {
		_, err := parseGo(strings.Fields(args))
		assert.Error(t, err, args)
	}
}

func TestParseSetOption(t *testing.T) {
	cases := []struct{ line, name, value string }{
		{"setoption name Hash value 64", "Hash", "64"},
		{"setoption name Clear Hash", "Clear Hash", ""},
		{"setoption name Move Overhead value 100", "Move Overhead", "100"},
		{"setoption name VariantPath value /a path/with  two spaces.ini", "VariantPath", "/a path/with  two spaces.ini"},
		{"setoption name VariantPath value <empty>", "VariantPath", ""},
		{"setoption name Hash value", "Hash", ""},
		{"setoption name Hash\tvalue\t8", "Hash", "8"},
	}
	for _, c := range cases {
		f := strings.Fields(c.line)
		name, value, err := parseSetOption(c.line, f[1:])
		require.NoError(t, err, c.line)
		assert.Equal(t, c.name, name, c.line)
		assert.Equal(t, c.value, value, c.line)
	}
	for _, line := range []string{"setoption", "setoption name", "setoption Hash 3", "setoption name value 3"} {
		f := strings.Fields(line)
		_, _, err := parseSetOption(line, f[1:])
		assert.Error(t, err, line)
	}
}

func TestUCIScore(t *testing.T) {
	assert.Equal(t, "cp 35", uciScore(35, search.Exact))
	assert.Equal(t, "cp -12 upperbound", uciScore(-12, search.Upper))
	assert.Equal(t, "cp 40 lowerbound", uciScore(40, search.Lower))
	assert.Equal(t, "mate 1", uciScore(search.Mate-1, search.Exact))
	assert.Equal(t, "mate 2", uciScore(search.Mate-3, search.Exact))
	assert.Equal(t, "mate -1", uciScore(-search.Mate+2, search.Exact))
	assert.Equal(t, "mate 0", uciScore(-search.Mate, search.Exact))
}
