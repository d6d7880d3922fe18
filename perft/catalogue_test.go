package perft_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
	"lattice/perft"
)

// runCatalogueSuite checks a built-in variant's suite up to maxNodes on both
// board kinds (the mailbox where the board fits). It is perft_test.go's
// runSuite loop, repeated here so that file stays untouched.
func runCatalogueSuite(t *testing.T, variant string) {
	v, err := variants.Get(variant)
	require.NoError(t, err)
	kinds := []movegen.BoardKind{movegen.SparseBoard}
	if v.Bounds.Width() <= movegen.MaxMailboxSide && v.Bounds.Height() <= movegen.MaxMailboxSide {
		kinds = append(kinds, movegen.MailboxBoard)
	}
	limit := maxNodes()
	start := time.Now()
	var total uint64
	for _, c := range loadSuite(t, variant) {
		for _, kind := range kinds {
			pos, err := v.ParseFENBoard(c.FEN, kind)
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

func TestPerftCapablanca(t *testing.T) { runCatalogueSuite(t, "capablanca") }
func TestPerftGothic(t *testing.T)     { runCatalogueSuite(t, "gothic") }
func TestPerftEmbassy(t *testing.T)    { runCatalogueSuite(t, "embassy") }
func TestPerftJanus(t *testing.T)      { runCatalogueSuite(t, "janus") }
func TestPerftGrand(t *testing.T)      { runCatalogueSuite(t, "grand") }

// TestPerftNewGames checks the start-position counts of spiral.md and
// infiltrator.md on both board kinds.
func TestPerftNewGames(t *testing.T) {
	cases := []struct {
		variant string
		counts  []uint64
	}{
		{"spiral", []uint64{20, 400, 8822, 193765}},
		{"infiltrator", []uint64{56, 3120, 204654}},
	}
	limit := maxNodes()
	for _, c := range cases {
		v, err := variants.Get(c.variant)
		require.NoError(t, err)
		for _, kind := range []movegen.BoardKind{movegen.MailboxBoard, movegen.SparseBoard} {
			pos, err := v.ParseFENBoard(v.StartFEN, kind)
			require.NoError(t, err)
			counter := perft.NewCounter(pos)
			for d, want := range c.counts {
				if want > limit {
					break
				}
				start := time.Now()
				assert.Equal(t, want, counter.Count(d+1), "%s depth %d on %s", c.variant, d+1, kind)
				t.Logf("%s depth %d on %s: %v", c.variant, d+1, kind, time.Since(start).Round(time.Millisecond))
			}
		}
	}
}
