package movegen

import (
	"math/rand"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSparseWindowMatchesBruteForce plays random puts, removes and moves on
// sparse boards whose pieces lie inside the window, around its edges and
// far outside it, and checks every read — at, slotOf, nearest along each
// queen direction, linePositions — against a plain map.
func TestSparseWindowMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	cases := []struct {
		name   string
		bounds Bounds
		spread int32 // pieces land within ±spread of the window's middle
		far    bool  // and some a million squares away
	}{
		{"bounded 8x8", Bounds{0, 7, 0, 7}, 6, false},
		{"border 20x22", Bounds{-5, 14, -6, 15}, 14, false},
		{"open, around the window's edge", openBounds, 50, false},
		{"open, far pieces too", openBounds, 40, true},
	}
	ops := 4000
	if testing.Short() {
		ops = 600
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newSparse(tc.bounds, 16)
			s.reserve(64)
			type cell struct {
				pc   Piece
				slot int32
			}
			want := map[Coord]cell{}
			mid := Coord{s.win.x0 + winSize/2, s.win.y0 + winSize/2}
			square := func() Coord {
				for {
					c := Coord{mid.X + rng.Int31n(2*tc.spread+1) - tc.spread, mid.Y + rng.Int31n(2*tc.spread+1) - tc.spread}
					if tc.far && rng.Intn(4) == 0 {
						c = Coord{c.X + 1_000_000*(rng.Int31n(3)-1), c.Y + 1_000_000*(rng.Int31n(3)-1)}
					}
					if tc.bounds.Contains(c) {
						return c
					}
				}
			}
			for op := 0; op < ops; op++ {
				c := square()
				_, occupied := want[c]
				switch {
				case !occupied && len(want) < 60:
					pc := NewPiece(PieceType(1+rng.Intn(6)), Color(rng.Intn(2)), false)
					slot := rng.Int31n(100)
					s.put(c, pc, slot)
					want[c] = cell{pc, slot}
				case occupied && rng.Intn(2) == 0:
					s.remove(c)
					delete(want, c)
				case occupied:
					to := square()
					if _, busy := want[to]; busy {
						continue
					}
					pc := NewPiece(PieceType(1+rng.Intn(6)), Color(rng.Intn(2)), false)
					old, slot := s.move(c, to, pc)
					require.Equal(t, want[c].pc, old)
					require.Equal(t, want[c].slot, slot)
					delete(want, c)
					want[to] = cell{pc, slot}
				}
				if op%7 == 0 {
					s.recenter() // as a new position's setup does
				}
				q := square()
				if op%2 == 0 && len(want) > 0 { // often from a piece
					for k := range want {
						q = k
						break
					}
				}
				checkSparseSquare(t, s, q, func(c Coord) (Piece, bool) { w, ok := want[c]; return w.pc, ok },
					func(c Coord) int32 { return want[c].slot }, len(want))
			}
		})
	}
}

// checkSparseSquare compares the board's answers about q with brute force
// over the n pieces of the reference, read through get and slot.
func checkSparseSquare(t *testing.T, s *sparse, q Coord, get func(Coord) (Piece, bool), slot func(Coord) int32, n int) {
	t.Helper()
	pc, ok := get(q)
	switch {
	case ok:
		require.Equal(t, pc, s.at(q), "%v", q)
		require.Equal(t, slot(q), s.slotOf(q), "%v", q)
	default:
		require.Equal(t, Empty, s.at(q), "%v", q)
	}
	for _, d := range queenDirs {
		fam, up, _ := lineDir(d)
		// Brute force: walk the pieces, not the squares (some are far).
		best, found := int32(0), false
		var all []int32
		key, _ := lineOf(fam, q)
		for _, c := range s.allPieces() {
			if k, _ := lineOf(fam, c); k == key {
				_, pos := lineOf(fam, c)
				all = append(all, pos)
			}
			if k, ok := stepTo(q, d, c); ok && k > 0 && (!found || k < best) {
				best, found = k, true
			}
		}
		sort.Slice(all, func(i, j int) bool { return all[i] < all[j] })
		k, ok := s.nearest(q, fam, up)
		require.Equal(t, found, ok, "%v along %v", q, d)
		require.Equal(t, best, k, "%v along %v", q, d)
		got := append([]int32(nil), s.linePositions(fam, key)...)
		if len(all) == 0 {
			require.Empty(t, got)
		} else {
			require.Equal(t, all, got, "line %d of family %d", key, fam)
		}
	}
	require.Len(t, s.allPieces(), n)
}

// allPieces lists the squares of every piece, window and hash table alike.
func (s *sparse) allPieces() []Coord {
	var out []Coord
	for i, pc := range s.win.sq {
		if pc.IsPiece() {
			out = append(out, Coord{s.win.x0 + int32(i&(winSize-1)), s.win.y0 + int32(i>>winBits)})
		}
	}
	for _, cell := range s.cells {
		if cell.piece != Empty {
			out = append(out, Coord{int32(uint32(cell.key >> 32)), int32(uint32(cell.key))})
		}
	}
	return out
}
