package perft_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
	"lattice/perft"
)

// maxNodes bounds the counts a suite checks: short mode stays quick, the
// default covers more, PERFT_DEEP=1 checks every count in the file.
func maxNodes() uint64 {
	switch {
	case os.Getenv("PERFT_DEEP") != "":
		return ^uint64(0)
	case testing.Short():
		return 2_000_000
	}
	return 20_000_000
}

func loadSuite(t *testing.T, name string) []perft.Case {
	f, err := os.Open(filepath.Join("..", "testdata", "perft", name+".epd"))
	require.NoError(t, err)
	defer f.Close()
	cases, err := perft.ReadSuite(f)
	require.NoError(t, err)
	require.NotEmpty(t, cases)
	return cases
}

// runSuite checks every count of a variant's suite up to maxNodes, on both
// board kinds where the board fits a mailbox. Positions of unbounded
// variants are ICN, counted inside the variant's default world border.
func runSuite(t *testing.T, variant string) {
	v, err := variants.Get(variant)
	require.NoError(t, err)
	kinds := []movegen.BoardKind{movegen.SparseBoard}
	if !v.Unbounded() && v.Bounds().Width() <= movegen.MaxMailboxSide && v.Bounds().Height() <= movegen.MaxMailboxSide {
		kinds = append(kinds, movegen.MailboxBoard)
	}
	limit := maxNodes()
	start := time.Now()
	var total uint64
	for _, c := range loadSuite(t, variant) {
		for _, kind := range kinds {
			var pos *movegen.Position
			if v.Unbounded() {
				pos, err = v.ParseICN(c.FEN, kind, new(v.Bounds()))
			} else {
				pos, err = v.ParseFENBoard(c.FEN, kind)
			}
			require.NoError(t, err, "line %d", c.Line)
			counter := perft.NewCounter(pos)
			for d, want := range c.Counts {
				if want > limit {
					break
				}
				total += want
				assert.Equal(t, want, counter.Count(d+1), "%s line %d depth %d on %s: %s", variant, c.Line, d+1, kind, c.FEN)
			}
		}
	}
	t.Logf("%s: %d nodes in %v", variant, total, time.Since(start).Round(time.Millisecond))
}

// TestPerftSuites runs testdata/perft/VARIANT.epd for every built-in variant.
func TestPerftSuites(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) { runSuite(t, name) })
	}
}

func TestBulkCountingEqualsMakingEveryMove(t *testing.T) {
	v, err := variants.Get("chess")
	require.NoError(t, err)
	for _, c := range loadSuite(t, "chess") {
		pos, err := v.ParseFEN(c.FEN)
		require.NoError(t, err)
		bulk := perft.NewCounter(pos)
		full := perft.NewCounter(pos)
		full.Bulk = false
		assert.Equal(t, bulk.Count(3), full.Count(3), c.FEN)
	}
}

func TestDivideSumsToCount(t *testing.T) {
	v, err := variants.Get("chess")
	require.NoError(t, err)
	c := perft.NewCounter(v.StartPosition())
	div := c.Divide(3)
	require.Len(t, div, 20)
	var sum uint64
	for _, d := range div {
		sum += d.Nodes
	}
	assert.Equal(t, uint64(8902), sum)
	assert.Equal(t, uint64(8902), c.Count(3))
}
