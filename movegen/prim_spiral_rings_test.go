package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// spiralPath is the spiral of spiral.md from (0,0): first direction start
// (0 north, 1 east, 2 south, 3 west), turning right (turn +1) or left (−1)
// after legs of 1, 1, 2, 2, 3, 3, … steps; the first n squares.
func spiralPath(start, turn, n int) []movegen.Vec {
	dirs := []movegen.Vec{{X: 0, Y: 1}, {X: 1, Y: 0}, {X: 0, Y: -1}, {X: -1, Y: 0}}
	var out []movegen.Vec
	x, y, d := int32(0), int32(0), start
	for leg := 0; len(out) < n; leg++ {
		for i := 0; i < leg/2+1 && len(out) < n; i++ {
			x, y = x+dirs[d].X, y+dirs[d].Y
			out = append(out, movegen.Vec{X: x, Y: y})
		}
		d = (d + turn + 4) % 4
	}
	return out
}

// TestSpiralRingTable: every spiral visits each ring whole, in one run,
// and the ring table gives each run in order; the spiral "start north,
// turn right" begins as spiral.md lists it.
func TestSpiralRingTable(t *testing.T) {
	want := []movegen.Vec{{X: 0, Y: 1}, {X: 1, Y: 1}, {X: 1, Y: 0}, {X: 1, Y: -1}, {X: 0, Y: -1}, {X: -1, Y: -1},
		{X: -1, Y: 0}, {X: -1, Y: 1}, {X: -1, Y: 2}, {X: 0, Y: 2}, {X: 1, Y: 2}, {X: 2, Y: 2}, {X: 2, Y: 1},
		{X: 2, Y: 0}, {X: 2, Y: -1}, {X: 2, Y: -2}, {X: 1, Y: -2}, {X: 0, Y: -2}, {X: -1, Y: -2}, {X: -2, Y: -2},
		{X: -2, Y: -1}, {X: -2, Y: 0}, {X: -2, Y: 1}, {X: -2, Y: 2}, {X: -2, Y: 3}}
	require.Equal(t, want, spiralPath(0, 1, len(want)))
	total := 0
	for k := 1; k <= movegen.MaxSpiralRing; k++ {
		total += 8 * k
	}
	for s := 0; s < 8; s++ {
		path := spiralPath(s/2, 2*(s%2)-1, total)
		at := 0
		for k := int32(1); k <= movegen.MaxSpiralRing; k++ {
			run := path[at : at+8*int(k)]
			at += 8 * int(k)
			for _, o := range run {
				require.Equal(t, k, max(abs(o.X), abs(o.Y)), "spiral %d leaves ring %d early", s, k)
			}
			assert.Equal(t, run, movegen.SpiralRingRun(s, k), "spiral %d, ring %d", s, k)
		}
	}
}

// TestSpiralRingsEqualTheWalk: on random boards of several sizes, the
// ring rule gives the spiral mover's moves in the order the walk of the
// eight spirals gives them, and the same attacks on every square (also
// with a square treated as empty), on both boards.
func TestSpiralRingsEqualTheWalk(t *testing.T) {
	rng := rand.New(rand.NewSource(15))
	ml, walk := movegen.NewMoveList(256), movegen.NewMoveList(256)
	compared := 0
	for _, size := range []int32{8, 10, 16} {
		v := testVariant(t, size, size, spiralKing, movegen.PieceDef{Name: "spiral", Letter: 'X', Primitive: "spiral"})
		for i := 0; i < 150; i++ {
			fen := randomFEN(rng, int(size), int(size), 2+rng.Intn(int(size*size)/3), "PNBRQXpnbrqx")
			for _, kind := range boards {
				p, err := v.ParseFENBoard(fen, kind)
				if err != nil {
					continue
				}
				for _, from := range p.Pieces(p.SideToMove()) {
					if l := v.Letter(p.At(from)); l != 'K' && l != 'X' {
						continue
					}
					p.SpiralByWalk(walk, from)
					p.SpiralByRings(ml, from)
					require.Equal(t, walk.Moves, ml.Moves, "%s from %v", fen, from)
					pieces := p.Pieces(p.SideToMove())
					ignore := pieces[rng.Intn(len(pieces))]
					for y := int32(1); y <= size; y++ {
						for x := int32(1); x <= size; x++ {
							c := movegen.Coord{X: x, Y: y}
							if c == from {
								continue
							}
							require.Equal(t, p.SpiralAttacks(from, c, ignore, false), p.SpiralAttacks(from, c, ignore, true),
								"%v attacked from %v ignoring %v in %s", c, from, ignore, fen)
						}
					}
					compared++
				}
			}
		}
	}
	require.Greater(t, compared, 500)
}

// TestSpiralActivityRings: the spiral part of PieceActivity by the ring
// rule equals walking the eight spirals, for every spiral mover of random
// boards of 8×8 to 16×16 (sparse and crowded), every walk length from 1 to
// 120 squares and random zones (on and off the board).
func TestSpiralActivityRings(t *testing.T) {
	rng := rand.New(rand.NewSource(16))
	compared, reached := 0, 0
	for _, size := range []int32{8, 10, 16} {
		v := testVariant(t, size, size, spiralKing, movegen.PieceDef{Name: "spiral", Letter: 'X', Primitive: "spiral"})
		for i := 0; i < 120; i++ {
			fen := randomFEN(rng, int(size), int(size), 2+rng.Intn(int(size*size)/3), "PNBRQXpnbrqx")
			p, err := v.ParseFENBoard(fen, movegen.MailboxBoard)
			if err != nil {
				continue
			}
			for c := movegen.Color(0); c < 2; c++ {
				for _, from := range p.Pieces(c) {
					if l := v.Letter(p.At(from)); l != 'K' && l != 'X' && l != 'k' && l != 'x' {
						continue
					}
					for walk := int32(1); walk <= 120; walk += 1 + rng.Int31n(4) {
						zone := movegen.Coord{X: rng.Int31n(size+4) - 1, Y: rng.Int31n(size+4) - 1}
						wm, wz := p.SpiralActivity(from, zone, c, walk, false)
						rm, rz := p.SpiralActivity(from, zone, c, walk, true)
						require.Equal(t, [2]int{wm, wz}, [2]int{rm, rz}, "%v from %v, walk %d, zone %v in %s", c, from, walk, zone, fen)
						compared++
						reached += wm
					}
				}
			}
		}
	}
	t.Logf("%d comparisons, %d squares reached", compared, reached)
	require.Greater(t, compared, 5000)
}
