package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen/variants"
)

// wantBenchNodes is the bench signature: the node count of `lattice bench`.
// It changes only when the search, the evaluation, the move generator's
// move order or the bench positions change, on purpose: then update it in
// the same commit and say so in the message (README, "Bench").
const wantBenchNodes = 406231

func TestBenchSignature(t *testing.T) {
	if testing.Short() {
		t.Skip("the bench takes several seconds")
	}
	nodes, _, err := Bench(0, nil)
	require.NoError(t, err)
	assert.Equal(t, wantBenchNodes, int(nodes), "bench signature changed: if on purpose, update wantBenchNodes")
}

// TestBenchPositions: every built-in variant has bench positions, each sets
// up, and a shallow bench gives the same count twice with a legal best move
// everywhere.
func TestBenchPositions(t *testing.T) {
	list, err := BenchPositions()
	require.NoError(t, err)
	have := map[string]int{}
	for _, bp := range list {
		have[bp.Variant]++
		v, err := variants.Get(bp.Variant)
		require.NoError(t, err, bp.Line)
		_, err = newGame(v, bp.setup(v), bp.Moves)
		require.NoError(t, err, bp.Line)
		assert.GreaterOrEqual(t, bp.Depth, 3, bp.Line)
	}
	for _, name := range variants.Names() {
		assert.NotZero(t, have[name], "no bench position for %s", name)
	}
	var lines []BenchLine
	n1, _, err := Bench(1, func(l BenchLine) { lines = append(lines, l) })
	require.NoError(t, err)
	n2, _, err := Bench(1, nil)
	require.NoError(t, err)
	assert.Equal(t, n1, n2, "the bench is not deterministic")
	require.Len(t, lines, len(list))
	for _, l := range lines {
		assert.Equal(t, 1, l.Depth)
		assert.NotEmpty(t, l.Best, l.Line)
		assert.NotZero(t, l.Nodes, l.Line)
	}
}

func TestParseBenchLine(t *testing.T) {
	bp, err := parseBenchLine("7 startpos moves e2e4 e7e5")
	require.NoError(t, err)
	assert.Equal(t, BenchPosition{Depth: 7, Position: "startpos", Moves: []string{"e2e4", "e7e5"}}, bp)
	bp, err = parseBenchLine("3 w K5,1|k5,8|Q4,1")
	require.NoError(t, err)
	assert.Equal(t, "w K5,1|k5,8|Q4,1", bp.Position)
	for _, bad := range []string{"startpos", "0 startpos", "x startpos", "99 startpos"} {
		_, err := parseBenchLine(bad)
		assert.Error(t, err, bad)
	}
}
