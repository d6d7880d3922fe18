package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/search"
)

// tacticsNodes is the node budget of each tactics position: a single
// thread searches deterministically, so the outcome does not depend on the
// machine's speed.
const tacticsNodes = 400_000

// TestTactics searches each position of the WAC selection
// (testdata/tactics/wac.txt) with a fixed node budget and wants its best
// move.
func TestTactics(t *testing.T) {
	if testing.Short() {
		t.Skip("tactics take a few seconds")
	}
	lines, at := readLines(t, "testdata/tactics/wac.txt")
	require.NotEmpty(t, lines)
	for i, l := range lines {
		f := strings.Split(l, ";")
		require.Len(t, f, 3, "line %d", at[i])
		t.Run(f[2], func(t *testing.T) {
			e := newEngine(t, "chess", f[0])
			res, _ := think(t, e, search.Limits{Nodes: tacticsNodes})
			require.True(t, res.HasBest)
			assert.Equal(t, f[1], res.BestText, "pv %v score %d after %d nodes", res.PVText, res.Score, res.Nodes)
		})
	}
}
