package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestActivityCountsPlainMoves checks Activity against Generate for pieces
// whose moves are all plain rays (no promotion, castling or paths): with a
// cap beyond any ray's length the counts are equal, on both board kinds.
func TestActivityCountsPlainMoves(t *testing.T) {
	v := chess(t)
	for _, fen := range standardFENs {
		for _, kind := range boards {
			p := mustFEN(t, v, fen, kind)
			ml := movegen.NewMoveList(256)
			p.Generate(ml)
			perFrom := map[movegen.Coord]int{}
			for _, m := range ml.Moves {
				perFrom[m.From]++
			}
			for _, sq := range p.Pieces(p.SideToMove()) {
				pc := p.At(sq)
				letter := v.Letter(pc)
				if letter == 'P' || letter == 'p' || letter == 'K' || letter == 'k' {
					continue
				}
				got, _ := p.Activity(sq, movegen.Coord{X: 100, Y: 100}, 64)
				assert.Equal(t, perFrom[sq], got, "%s %s %c on %s", fen, kind, letter, v.SquareName(sq))
			}
		}
	}
}

// TestActivityBoardsAgree plays random games of several variants on the
// mailbox and the sparse board and checks that Activity (moves and zone
// hits around each king) agrees for every piece.
func TestActivityBoardsAgree(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for _, name := range []string{"chess", "spiral", "infiltrator", "grand", "capablanca"} {
		v := builtin(t, name)
		mb := v.StartPosition()
		sp, err := v.ParseFENBoard(mb.FEN(), movegen.SparseBoard)
		require.NoError(t, err)
		ml := movegen.NewMoveList(256)
		for ply := 0; ply < 60; ply++ {
			for c := movegen.White; c <= movegen.Black; c++ {
				k, _ := mb.Royal(c.Other())
				for _, sq := range mb.Pieces(c) {
					for _, cap := range []int32{1, 3, 64} {
						m1, z1 := mb.Activity(sq, k, cap)
						m2, z2 := sp.Activity(sq, k, cap)
						require.Equal(t, [2]int{m1, z1}, [2]int{m2, z2}, "%s %s %s cap %d", name, mb.FEN(), v.SquareName(sq), cap)
					}
				}
			}
			mb.GenerateLegal(ml)
			if ml.Len() == 0 {
				break
			}
			m := ml.Moves[rng.Intn(ml.Len())]
			mb.Make(m)
			sp.Make(m)
		}
	}
}

// TestActivityZone counts zone hits in hand-made positions.
func TestActivityZone(t *testing.T) {
	v := chess(t)
	cases := []struct {
		fen, from, zone string
		moves, hits     int
	}{
		// A rook on a1 reaches d1 and its own king on e1 in e1's zone.
		{"7k/8/8/8/8/8/8/R3K3 w - - 0 1", "a1", "e1", 10, 2},
		{"7k/8/8/8/8/8/8/R6K w - - 0 1", "a1", "e1", 13, 3},
		// A knight on f3 reaches e1, g1, d2, h2, d4, h4, e5, g5; g2's zone holds g1 and h2.
		{"7k/8/8/8/8/5N2/8/K7 w - - 0 1", "f3", "g2", 8, 2},
		// A queen on d1 beside its king's rank: 2 + 4 on the rank, 7 up, 3 + 4 diagonally.
		{"7k/8/8/8/8/8/8/K2Q4 w - - 0 1", "d1", "h8", 20, 0},
	}
	for _, c := range cases {
		for _, kind := range boards {
			p := mustFEN(t, v, c.fen, kind)
			from, err := v.ParseSquare(c.from)
			require.NoError(t, err)
			zone, err := v.ParseSquare(c.zone)
			require.NoError(t, err)
			m, z := p.Activity(from, zone, 64)
			assert.Equal(t, c.moves, m, "%s %s moves", c.fen, kind)
			assert.Equal(t, c.hits, z, "%s %s zone hits", c.fen, kind)
		}
	}
}

// TestActivityPlane checks rays on the open plane: the cap bounds the moves
// of an open ray, and zone hits are found by arithmetic however far away.
func TestActivityPlane(t *testing.T) {
	v := builtin(t, "infinite")
	p, err := v.ParseICN("w K0,0|k1000000000,1000000001|R-1000000000,1000000000|Q5,5", movegen.AutoBoard, nil)
	require.NoError(t, err)
	rook, err := movegen.NewCoord(-1000000000, 1000000000)
	require.NoError(t, err)
	king, _ := p.Royal(movegen.Black)
	m, z := p.Activity(rook, king, 7)
	assert.Equal(t, 4*7, m, "four open rays of seven counted squares")
	assert.Equal(t, 3, z, "the rook's rank crosses the black king's zone in three squares")
}

// TestShape checks the summary of a few pieces' moves.
func TestShape(t *testing.T) {
	v := builtin(t, "infinite")
	cases := []struct {
		letter byte
		want   movegen.PieceShape
	}{
		{'R', movegen.PieceShape{Rider: true, Reach: 1}},
		{'N', movegen.PieceShape{Reach: 2}},
		{'G', movegen.PieceShape{Reach: 1, Stepper: true}},
		{'H', movegen.PieceShape{Reach: 3}},
		{'B', movegen.PieceShape{Rider: true, Reach: 1, ColourBound: true}},
		{'Q', movegen.PieceShape{Rider: true, Reach: 1}},
	}
	for _, c := range cases {
		pt, ok := v.PieceByLetter(c.letter)
		require.True(t, ok)
		assert.Equal(t, c.want, v.Shape(pt), string(c.letter))
	}
	assert.Equal(t, movegen.PieceShape{}, v.Shape(0))
}

// TestSampleMobility checks the empty-board average against known counts:
// a rook has 14 moves from every square of 8×8, a knight 5.25 on average.
func TestSampleMobility(t *testing.T) {
	v := chess(t)
	b := movegen.Bounds{X0: 1, X1: 8, Y0: 1, Y1: 8}
	r, _ := v.PieceByLetter('R')
	n, _ := v.PieceByLetter('N')
	assert.InDelta(t, 14.0, v.SampleMobility(r, b, 0, 1), 1e-9)
	assert.InDelta(t, 5.25, v.SampleMobility(n, b, 0, 1), 1e-9)
	crowded := v.SampleMobility(r, b, 4, 4)
	assert.Less(t, crowded, 14.0)
	assert.Greater(t, crowded, 5.0)
	assert.Zero(t, v.SampleMobility(0, b, 0, 1))
}

// TestActivityAllocatesNothing runs Activity under testing.AllocsPerRun.
func TestActivityAllocatesNothing(t *testing.T) {
	for _, name := range []string{"chess", "spiral", "infinite-huygens"} {
		v := builtin(t, name)
		p := v.StartPosition()
		k, _ := p.Royal(movegen.Black)
		allocs := testing.AllocsPerRun(10, func() {
			for _, sq := range p.Pieces(movegen.White) {
				p.Activity(sq, k, 7)
			}
		})
		assert.Zero(t, allocs, name)
	}
}
