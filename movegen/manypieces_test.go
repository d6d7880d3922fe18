package movegen_test

import (
	"fmt"
	"math/rand"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// manyPiecesICN places n pieces (rooks, bishops, knights and queens of
// both sides, at most 30,000 of a kind) at random on the square 0..side-1
// of the plane, and the kings outside it, on none of its lines: White's on
// (side, 2·side), Black's on (-1, -side-1).
func manyPiecesICN(rng *rand.Rand, n int, side int32) string {
	taken := map[movegen.Coord]bool{}
	var b strings.Builder
	fmt.Fprintf(&b, "w K%d,%d|k-1,%d", side, 2*side, -side-1)
	const letters = "RBNQrbnq"
	for i := 0; i < n; {
		c := movegen.Coord{X: rng.Int31n(side), Y: rng.Int31n(side)}
		if taken[c] {
			continue
		}
		taken[c] = true
		fmt.Fprintf(&b, "|%c%d,%d", letters[i%len(letters)], c.X, c.Y)
		i++
	}
	return b.String()
}

// liveHeap returns the bytes of live heap after a collection.
func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// TestManyPiecesMemory builds positions with many pieces (100,000 on the
// plane in the full run) and checks that the sparse board's memory grows in
// proportion to the pieces, not to their square, and that the board still
// plays: a depth-1 count inside a border, and make / unmake.
func TestManyPiecesMemory(t *testing.T) {
	sizes := []int{2000, 20000, 100000}
	if testing.Short() {
		sizes = []int{2000, 20000}
	}
	v := builtin(t, "infinite")
	rng := rand.New(rand.NewSource(11))
	ml := movegen.NewMoveList(1 << 16)
	for _, n := range sizes {
		side := int32(1)
		for int(side)*int(side) < 4*n {
			side++
		}
		text := manyPiecesICN(rng, n, side)
		before := liveHeap()
		open, err := v.ParseICN(text, movegen.SparseBoard, nil)
		require.NoError(t, err, "%d pieces", n)
		b := movegen.Bounds{X0: -1, X1: side, Y0: -side - 1, Y1: 2 * side}
		bordered, err := v.ParseICN(text, movegen.SparseBoard, &b)
		require.NoError(t, err, "%d pieces", n)
		used := liveHeap() - before
		t.Logf("%d pieces: %.1f MB for two positions", n, float64(used)/(1<<20))
		assert.Less(t, used, 2*uint64(n)*1024, "%d pieces: at most 1 KB a piece", n)
		runtime.KeepAlive(open)

		count := bordered.CountLegal()
		bordered.GenerateLegal(ml)
		require.Equal(t, ml.Len(), count, "%d pieces", n)
		key := bordered.Key()
		// The first moves and the last: those of pieces late in the list
		// (beyond 32,767 a side in the full run).
		tries := append(append([]movegen.Move(nil), ml.Moves[:min(len(ml.Moves), 300)]...), ml.Moves[max(0, len(ml.Moves)-300):]...)
		for _, m := range tries {
			bordered.Make(m)
			require.Equal(t, bordered.ComputeKey(), bordered.Key(), "%d pieces", n)
			bordered.Unmake()
		}
		assert.Equal(t, key, bordered.Key())
		assert.Equal(t, key, bordered.ComputeKey())
		bordered.GenerateLegal(ml)
		assert.Equal(t, count, ml.Len(), "%d pieces: the same moves after make / unmake", n)
	}
}
