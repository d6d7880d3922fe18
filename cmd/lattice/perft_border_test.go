package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPerftBorderRange(t *testing.T) {
	cases := []struct {
		border string
		code   int
		out    string // in stdout on success, in stderr on failure
	}{
		{"-1073741823,1073741823,-1073741823,1073741823", 2, "outside ±1073741822"},
		{"-2000000000,2000000000,-1,1", 2, "outside ±1073741822"},
		{"-5,14,-6,15", 0, "Nodes searched: 160\n"},
	}
	for _, c := range cases {
		code, out, errOut := runCmd("perft", "-variant", "infinite", "-border", c.border, "-depth", "1")
		assert.Equal(t, c.code, code, "%s: %s", c.border, errOut)
		if c.code == 0 {
			assert.Contains(t, out, c.out, c.border)
		} else {
			assert.Contains(t, errOut, c.out, c.border)
			assert.NotContains(t, out, "Nodes searched", c.border)
		}
	}
}

// nodesOf runs a perft and returns its node count.
func nodesOf(t *testing.T, args ...string) uint64 {
	t.Helper()
	code, out, errOut := runCmd(append([]string{"perft"}, args...)...)
	require.Equal(t, 0, code, errOut)
	var n uint64
	_, err := fmt.Sscanf(out, "Nodes searched: %d", &n)
	require.NoError(t, err, out)
	return n
}

func border(half int) string { return fmt.Sprintf("%d,%d,%d,%d", -half, half, -half, half) }

// TestPerftWideBorder runs the wide-border perfts of issue 7: depth 1 is
// counted (each open ray of the start adds one move per square the border
// widens), and a depth that cannot end is refused up front with its
// estimate and the way out.
func TestPerftWideBorder(t *testing.T) {
	base := nodesOf(t, "-variant", "infinite", "-border", border(1000), "-depth", "1")
	slope := nodesOf(t, "-variant", "infinite", "-border", border(1001), "-depth", "1") - base
	require.Positive(t, slope)
	for _, half := range []int{10_000_000, 1_000_000_000, 1073741822} {
		n := nodesOf(t, "-variant", "infinite", "-border", border(half), "-depth", "1")
		assert.Equal(t, base+uint64(half-1000)*slope, n, "half-width %d", half)
	}

	// A user's unbounded variant without a border gets the default ±10^9.
	dir := t.TempDir()
	file := filepath.Join(dir, "plane.ini")
	require.NoError(t, os.WriteFile(file, []byte("[variant plane]\ninherit = chess\nboard = unbounded\nstart-icn = w K5,1|k5,8|R1,1|r1,8\n"), 0o644))
	// The rook on 1,1: 10^9+1 squares left and down, 6 up and the capture
	// of the rook on 1,8, 3 right; the king: 8 squares.
	assert.Equal(t, uint64(2*(1_000_000_000+1)+7+3+8), nodesOf(t, "-variants", file, "-variant", "plane", "-depth", "1"))

	refused := [][]string{
		{"-border", border(100_000), "-depth", "2"},
		{"-border", border(1_000_000_000), "-depth", "2"},
		{"-border", border(1_000_000_000), "-depth", "1", "-divide"},
		{"-border", border(10_000_000), "-depth", "1", "-nobulk"},
	}
	for _, args := range refused {
		code, out, errOut := runCmd(append([]string{"perft", "-variant", "infinite"}, args...)...)
		assert.Equal(t, 2, code, "%v", args)
		assert.NotContains(t, out, "Nodes searched", "%v", args)
		assert.Contains(t, errOut, "about", "%v: the estimate", args)
		assert.Contains(t, errOut, "-border", "%v: the way out", args)
		assert.Equal(t, 1, strings.Count(strings.TrimSpace(errOut), "\n")+1, "%v: one line", args)
	}
	code, _, errOut := runCmd("perft", "-variants", file, "-variant", "plane", "-depth", "2")
	assert.Equal(t, 2, code, errOut)
}
