package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTableSizeHonoured(t *testing.T) {
	for _, mb := range []int{1, 2, 3, 7, 16, 100} {
		tt, err := newTable(mb)
		require.NoError(t, err)
		assert.LessOrEqual(t, tt.entries()*entryBytes, mb<<20, "%d MB", mb)
		assert.Greater(t, tt.entries()*entryBytes, mb<<20-entryBytes*bucketSize, "%d MB: no room wasted", mb)
		assert.Equal(t, tt.entries()*2, len(tt.data))
	}
	for _, mb := range []int{0, -1, MaxHashMB + 1} {
		_, err := newTable(mb)
		assert.Error(t, err, "%d MB", mb)
	}
	s := New(Options{HashMB: 3})
	assert.LessOrEqual(t, s.tt.entries()*entryBytes, 3<<20)
	require.NoError(t, s.SetHash(5))
	assert.LessOrEqual(t, s.tt.entries()*entryBytes, 5<<20)
	assert.Error(t, s.SetHash(0))
}

func TestTableStoreProbe(t *testing.T) {
	tt, err := newTable(1)
	require.NoError(t, err)
	const key = 0x123456789abcdef0
	tt.store(key, 77, -345, 120, 9, Lower)
	e, ok := tt.probe(key)
	require.True(t, ok)
	assert.Equal(t, ttEntry{move: 77, score: -345, eval: 120, depth: 9, bound: Lower}, e)
	_, ok = tt.probe(key ^ 1)
	assert.False(t, ok, "another key misses")

	// A shallower non-exact store keeps the deeper entry; an exact one wins.
	tt.store(key, 0, 10, 0, 2, Upper)
	e, _ = tt.probe(key)
	assert.Equal(t, 9, e.depth)
	tt.store(key, 0, 10, 0, 2, Exact)
	e, _ = tt.probe(key)
	assert.Equal(t, ttEntry{move: 77, score: 10, eval: 0, depth: 2, bound: Exact}, e, "the move is kept")

	tt.store(key, 5, 1, 1, -1, Lower)
	tt.clear()
	_, ok = tt.probe(key)
	assert.False(t, ok)
}

func TestTableMateScoresAcrossPlies(t *testing.T) {
	tt, err := newTable(1)
	require.NoError(t, err)
	cases := []struct {
		score         Score
		storePly, ply int
		want          Score
	}{
		// Mate in 5 plies found at ply 3 is mate in 8 plies from the root;
		// seen again at ply 7 it is mate in 5+7 = 12 plies.
		{matingIn(8), 3, 7, matingIn(12)},
		{matedIn(10), 4, 1, matedIn(7)},
		{matingIn(3), 0, 0, matingIn(3)},
		{250, 5, 9, 250},
		{-19000, 5, 9, -19000},
	}
	for i, c := range cases {
		key := uint64(i+1) * 0x9e3779b97f4a7c15
		tt.store(key, 1, toTT(c.score, c.storePly), 0, 4, Exact)
		e, ok := tt.probe(key)
		require.True(t, ok)
		got := fromTT(e.score, c.ply)
		assert.Equal(t, c.want, got, "case %d", i)
		assert.Equal(t, c.score.MateMoves() != 0, got.IsMate())
	}
}

func TestTableReplacement(t *testing.T) {
	tt, err := newTable(1)
	require.NoError(t, err)
	// Keys of one bucket: the high bits choose it.
	base := uint64(0xabc) << 52
	for i := range uint64(bucketSize) {
		tt.store(base|i+1, uint32(i+1), 0, 0, 10+int(i), Exact)
	}
	tt.store(base|99, 99, 0, 0, 1, Exact)
	_, ok := tt.probe(base | 1)
	assert.False(t, ok, "the shallowest entry went")
	for i := uint64(2); i <= bucketSize; i++ {
		_, ok := tt.probe(base | i)
		assert.True(t, ok, "entry %d stays", i)
	}
	// Entries of older searches go first: a deeper old one before a fresh one.
	tt.newSearch()
	tt.store(base|100, 100, 0, 0, 5, Exact) // replaces 99, the shallowest
	tt.store(base|101, 101, 0, 0, 5, Exact) // replaces 2 (depth 11, a search old)
	for _, k := range []uint64{100, 101, 3, 4} {
		_, ok := tt.probe(base | k)
		assert.True(t, ok, "entry %d stays", k)
	}
	_, ok = tt.probe(base | 2)
	assert.False(t, ok, "the old entry went")
}
