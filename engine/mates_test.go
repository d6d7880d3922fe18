package engine

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/search"
)

// mateCase is one line of testdata/mates/mates.txt.
type mateCase struct {
	variant, position string
	n, line           int
}

func readMates(t *testing.T) []mateCase {
	lines, at := readLines(t, "testdata/mates/mates.txt")
	var out []mateCase
	for i, l := range lines {
		f := strings.SplitN(l, " ", 3)
		require.Len(t, f, 3, "line %d", at[i])
		n, err := strconv.Atoi(f[1])
		require.NoError(t, err, "line %d", at[i])
		out = append(out, mateCase{variant: f[0], n: n, position: f[2], line: at[i]})
	}
	return out
}

// TestMateCollectionProved checks every line of the mate collection with
// the kernel alone: a mate in N exists, none in fewer, and playing it out
// ends in movegen.Checkmate.
func TestMateCollectionProved(t *testing.T) {
	cases := readMates(t)
	variants := map[string]bool{}
	for _, c := range cases {
		variants[c.variant] = true
		t.Run(fmt.Sprintf("%d_%s", c.line, c.variant), func(t *testing.T) {
			p := newEngine(t, c.variant, c.position).Position()
			pr := &prover{checksOnly: p.Variant().Unbounded()}
			require.Equal(t, movegen.Ongoing, p.Outcome())
			_, ok := pr.mateIn(p, c.n, 0)
			require.True(t, ok, "no mate in %d", c.n)
			if c.n > 1 {
				_, ok = pr.mateIn(p, c.n-1, 0)
				require.False(t, ok, "a mate in %d exists", c.n-1)
			}
			assert.Equal(t, movegen.Checkmate, pr.mateLine(p, c.n))
		})
	}
	for _, v := range []string{"chess", "spiral", "infiltrator", "infinite", "infinite-huygens", "kadesh"} {
		assert.True(t, variants[v], "no mate of %s in the collection", v)
	}
}

// TestEngineFindsMates searches every position of the collection deep
// enough for its mate and wants the score "mate N" and a best move that
// starts a forced mate. Deep enough is two plies beyond the mate's 2N−1:
// near the leaves the search prunes moves that lose material by the static
// exchange (SPRT.md row 28), so a sacrifice such as the smothered mate's
// Qg8+ is only searched once it stands more than seePruneDepth plies from
// the horizon.
func TestEngineFindsMates(t *testing.T) {
	for _, c := range readMates(t) {
		t.Run(fmt.Sprintf("%d_%s", c.line, c.variant), func(t *testing.T) {
			e := newEngine(t, c.variant, c.position)
			res, infos := think(t, e, search.Limits{Depth: 2*c.n + 3})
			require.True(t, res.HasBest)
			require.NotEmpty(t, infos)
			assert.Equal(t, c.n, res.Score.MateMoves(), "score %d, pv %v", res.Score, res.PVText)
			assert.Equal(t, fmt.Sprintf("mate %d", c.n), mateText(infos[len(infos)-1].Score))
			p := e.Position()
			require.True(t, isLegal(p, res.Best), res.BestText)
			p.Make(res.Best)
			pr := &prover{checksOnly: p.Variant().Unbounded()}
			assert.True(t, pr.mated(p, c.n-1, 0), "%s does not mate in %d", res.BestText, c.n)
		})
	}
}

// mateText writes a score as the protocols do.
func mateText(s search.Score) string {
	if s.IsMate() {
		return fmt.Sprintf("mate %d", s.MateMoves())
	}
	return fmt.Sprintf("cp %d", s)
}
