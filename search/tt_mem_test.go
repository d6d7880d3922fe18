package search

import (
	"math/rand"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTableData checks the table's memory: the asked length, zeroed,
// with room for exactly that many words, and (where huge pages are asked
// for) a large table starting on a huge-page boundary.
func TestTableData(t *testing.T) {
	for _, n := range []uint64{8, 1 << 10, 1 << 18, 3 << 18, 1<<19 + 8} {
		d := newTableData(n)
		require.Len(t, d, int(n))
		assert.Equal(t, int(n), cap(d), "no word past the table is reachable")
		for i, w := range d {
			if w != 0 {
				t.Fatalf("n=%d: word %d is %#x, not zero", n, i, w)
			}
		}
		if n*8 >= 2<<20 && hugePagesAsked {
			assert.Zero(t, uintptr(unsafe.Pointer(&d[0]))%(2<<20), "n=%d: huge-page aligned", n)
		}
	}
}

// TestTablePrefetch: a prefetch of any key's bucket is harmless, and the
// table answers as before it.
func TestTablePrefetch(t *testing.T) {
	tt, err := newTable(1)
	require.NoError(t, err)
	rng := rand.New(rand.NewSource(1))
	keys := make([]uint64, 200)
	for i := range keys {
		keys[i] = rng.Uint64()
		tt.prefetch(keys[i])
		tt.store(keys[i], uint32(i+1), Score(i), Score(-i), 5, Exact)
	}
	tt.prefetch(0)
	tt.prefetch(^uint64(0))
	for i, k := range keys {
		tt.prefetch(k)
		e, ok := tt.probe(k)
		require.True(t, ok, "key %d", i)
		assert.Equal(t, uint32(i+1), e.move)
	}
}
