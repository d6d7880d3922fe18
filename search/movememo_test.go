package search

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"lattice/movegen"
)

// TestMoveMemo: a remembered move comes back under its key, a key that
// shares its slot replaces it, key 0 and unknown keys recall nothing, and
// clear forgets everything.
func TestMoveMemo(t *testing.T) {
	var mm moveMemo
	a := movegen.Move{From: movegen.Coord{X: 1, Y: 2}, To: movegen.Coord{X: 1, Y: 900000}}
	b := movegen.Move{From: movegen.Coord{X: -5, Y: 7}, To: movegen.Coord{X: 3, Y: 7}}
	ka := uint32(0x1234)
	kb := ka + 1<<memoBits // the same slot
	mm.remember(ka, &a)
	got, ok := mm.recall(ka)
	assert.True(t, ok)
	assert.Equal(t, a, got)
	_, ok = mm.recall(ka + 1)
	assert.False(t, ok, "an empty slot")
	mm.remember(kb, &b)
	_, ok = mm.recall(ka)
	assert.False(t, ok, "replaced in its slot")
	got, ok = mm.recall(kb)
	assert.True(t, ok)
	assert.Equal(t, b, got)
	_, ok = mm.recall(0)
	assert.False(t, ok)
	mm.clear()
	_, ok = mm.recall(kb)
	assert.False(t, ok, "cleared")
}
