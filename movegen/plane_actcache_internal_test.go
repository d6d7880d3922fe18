package movegen

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestActivityLogCompactionKeepsWhatChanged drives the change log of a
// bare sparse board: a change on a piece's line is seen through any number
// of later look-ups whose changes undo themselves (they compact away), also
// when one look-up's changes fill the whole ring; and a change that was
// undone before the next look-up is not.
func TestActivityLogCompactionKeepsWhatChanged(t *testing.T) {
	const pc = Piece(3)
	far := [9]uint8{extFar, extFar, extFar, extFar, extFar, extFar, extFar, extFar, extFar}
	for _, noise := range []int{1, 20, actLogSize/2 - 1, actLogSize / 2, actLogSize/2 + 1} {
		s := newSparse(Bounds{X0: -1000, X1: 1000, Y0: -1000, Y1: 1000}, 16)
		a := &s.act
		e := actEntry{from: Coord{0, 0}, stamp: a.changes + 1, pc: pc, ext: far}
		require.True(t, a.unchangedFor(&e, 0))
		s.put(Coord{5, 0}, pc, 0) // on the piece's rank
		s.compact()               // a look-up at another piece
		for look := 0; look < 3; look++ {
			for i := 0; i < noise; i++ { // off its lines, undone before the look
				s.put(Coord{3, 7}, pc, 1)
				s.remove(Coord{3, 7})
			}
			s.compact()
			assert.False(t, a.unchangedFor(&e, 0), "noise %d look %d", noise, look)
		}
	}
	// Undone before the look-up: nothing is left to see.
	s := newSparse(Bounds{X0: -1000, X1: 1000, Y0: -1000, Y1: 1000}, 16)
	a := &s.act
	e := actEntry{from: Coord{0, 0}, stamp: a.changes + 1, pc: pc, ext: far}
	s.put(Coord{5, 0}, pc, 0)
	s.remove(Coord{5, 0})
	s.compact()
	assert.True(t, a.unchangedFor(&e, 0))
	assert.Equal(t, a.seen, a.changes)
}

// TestSquareSetFirsts checks squareSet.add against the plain scan it
// replaces: an entry is first exactly when no earlier entry since seen has
// its square, for logs of many repeats and of squares whose hashes collide.
func TestSquareSetFirsts(t *testing.T) {
	var log [actLogSize]actChange
	for _, seen := range []uint64{0, 5, 1000} {
		var q squareSet
		for k := uint64(0); k < actLogSize; k++ {
			i := seen + k
			// Few distinct squares, far apart, so that repeats are common.
			c := Coord{X: int32(k*7%23) * 4096, Y: -int32(k*5%19) * 65536}
			log[i&(actLogSize-1)] = actChange{c: c}
			want := true
			for j := seen; j != i; j++ {
				if log[j&(actLogSize-1)].c == c {
					want = false
				}
			}
			if got := q.add(&log, seen, i); got != want {
				t.Fatalf("seen %d, entry %d (%v): add = %v, want %v", seen, k, c, got, want)
			}
		}
	}
}
