package protocol

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestUCICurrMove: a search longer than a second names the root move it
// is on (`info depth D currmove M currmovenumber N`, M legal, N within the
// root's moves); a short one prints no currmove and no bound line.
func TestUCICurrMove(t *testing.T) {
	c := startUCI(t)
	c.handshake()
	c.send("position startpos moves e2e4", "go depth 3")
	for _, l := range c.until("bestmove") {
		assert.NotContains(t, l, "currmove", "a fast search prints no currmove")
		assert.NotContains(t, l, "bound", "a fast search prints no bound line")
	}

	// An infinite search, stopped once it has named a root move: a fixed
	// move time would fail on a loaded machine whenever one root move
	// outlasts the time left after the first second.
	c.send("go infinite")
	var lines []string
	for {
		l, ok := c.next(uciWait)
		require.True(t, ok, "no currmove line within %v; got %q", uciWait, lines)
		lines = append(lines, l)
		if strings.Contains(l, " currmove ") {
			break
		}
	}
	c.send("stop")
	lines = append(lines, c.until("bestmove")...)
	seen := 0
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) < 2 || f[0] != "info" || !strings.Contains(l, " currmove ") {
			continue
		}
		seen++
		require.Len(t, f, 7, l)
		assert.Equal(t, []string{"info", "depth", "currmove", "currmovenumber"}, []string{f[0], f[1], f[3], f[5]}, l)
		d, err := strconv.Atoi(f[2])
		require.NoError(t, err, l)
		assert.Positive(t, d)
		_, err = c.e.ParseMove(f[4])
		assert.NoError(t, err, "currmove %s is a legal reply to e2e4", f[4])
		num, err := strconv.Atoi(f[6])
		require.NoError(t, err, l)
		assert.True(t, num >= 1 && num <= 20, "currmovenumber %d of 20 moves", num)
	}
	assert.Positive(t, seen, "a search past a second names its root moves: %q", lines)
	for _, l := range lines {
		if strings.Contains(l, "bound") {
			assert.Regexp(t, `^info depth \d+ seldepth \d+ multipv 1 score (cp|mate) -?\d+ (lowerbound|upperbound) nodes `, l)
		}
	}
}
