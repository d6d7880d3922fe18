package perft_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
	"lattice/perft"
)

func infiniteInside(t *testing.T, half int32) *movegen.Position {
	t.Helper()
	return startInside(t, "infinite", half)
}

func startInside(t *testing.T, name string, half int32) *movegen.Position {
	t.Helper()
	v, err := variants.Get(name)
	require.NoError(t, err)
	b := movegen.Bounds{X0: -half, X1: half, Y0: -half, Y1: half}
	p, err := v.ParseICN(v.StartICN(), movegen.SparseBoard, &b)
	require.NoError(t, err)
	return p
}

// TestCheckRefusesEndlessPerfts checks which perfts are refused up front:
// those that list a wide border's rays, or whose tree is huge because of
// them; never the last-ply count, never an ordinary position however deep.
func TestCheckRefusesEndlessPerfts(t *testing.T) {
	chess, err := variants.Get("chess")
	require.NoError(t, err)
	cases := []struct {
		name   string
		pos    *movegen.Position
		depth  int
		divide bool
		bulk   bool
		err    string
	}{
		{"wide depth 1", infiniteInside(t, 1_000_000_000), 1, false, true, ""},
		{"widest depth 1", infiniteInside(t, movegen.MaxBorder), 1, false, true, ""},
		{"wide depth 2", infiniteInside(t, 1_000_000_000), 2, false, true, "ray moves at the root"},
		{"wide divide", infiniteInside(t, 1_000_000_000), 1, true, true, "ray moves at the root"},
		{"wide nobulk", infiniteInside(t, 1_000_000_000), 1, false, false, "ray moves at the root"},
		{"1e5 depth 2", infiniteInside(t, 100_000), 2, false, true, "nodes"},
		{"1e4 depth 2", infiniteInside(t, 10_000), 2, false, true, ""},
		{"1e4 depth 3", infiniteInside(t, 10_000), 3, false, true, "nodes"},
		{"default border depth 8", infiniteInside(t, 20), 8, false, true, ""},
		{"chess depth 12", chess.StartPosition(), 12, true, false, ""},
		// Prime leaps and formation moves are listed at the last ply too.
		{"huygens wide depth 1", startInside(t, "infinite-huygens", 1_000_000_000), 1, false, true, "one by one"},
		{"huygens depth 1", startInside(t, "infinite-huygens", 1000), 1, false, true, ""},
		{"kadesh wide depth 1", startInside(t, "kadesh", 1_000_000), 1, false, true, "one by one"},
		{"kadesh depth 1", startInside(t, "kadesh", 1000), 1, false, true, ""},
	}
	for _, c := range cases {
		ctr := perft.NewCounter(c.pos)
		ctr.Bulk = c.bulk
		e, err := ctr.Check(c.depth, c.divide)
		if c.err == "" {
			assert.NoError(t, err, c.name)
		} else {
			assert.ErrorContains(t, err, c.err, c.name)
		}
		if e.Listed <= perft.MaxListed {
			assert.Positive(t, e.RootMoves, c.name)
		}
	}
	// The estimate is the root's count: depth 1 is exact.
	p := infiniteInside(t, 1_000_000_000)
	e, err := perft.NewCounter(p).Check(1, false)
	require.NoError(t, err)
	assert.Equal(t, perft.NewCounter(p).Count(1), e.RootMoves)
	assert.Greater(t, e.RayMoves, int64(4_000_000_000))
	assert.Zero(t, e.Listed)
}

// TestBulkCountOfWideRays checks the arithmetic last ply against making
// every move, inside a border wide enough for long rays at both plies.
func TestBulkCountOfWideRays(t *testing.T) {
	p := infiniteInside(t, 150)
	bulk := perft.NewCounter(p).Count(2)
	slow := perft.NewCounter(p)
	slow.Bulk = false
	assert.Equal(t, slow.Count(2), bulk)
	assert.Greater(t, bulk, uint64(200_000))
}
