package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// snapshot is what two positions must share to be the same game state.
type snapshot struct {
	icn   string
	key   uint64
	side  movegen.Color
	ply   int
	half  int
	moves []string
	reps  int
}

func snap(p *movegen.Position) snapshot {
	return snapshot{icn: p.ICN(), key: p.Key(), side: p.SideToMove(), ply: p.Ply(), half: p.HalfmoveClock(),
		moves: legalTexts(p), reps: p.Repetitions()}
}

// playMoves plays n random legal moves and returns how many it played.
func playMoves(p *movegen.Position, rng *rand.Rand, n int) int {
	ml := movegen.NewMoveList(64)
	for i := 0; i < n; i++ {
		p.GenerateLegal(ml)
		if ml.Len() == 0 {
			return i
		}
		p.Make(ml.Moves[rng.Intn(ml.Len())])
	}
	return n
}

func TestCloneAndOriginalPlayIndependently(t *testing.T) {
	boards := everyBoard(t)
	rng := rand.New(rand.NewSource(21))
	for _, name := range sortedNames(boards) {
		p := boards[name]()
		playMoves(p, rng, 20+rng.Intn(20))
		before := snap(p)
		c := p.Clone()
		require.Equal(t, before, snap(c), name)

		n := playMoves(c, rng, 30)
		require.Equal(t, before, snap(p), "%s: the original changed when the clone played", name)
		require.Equal(t, c.ComputeKey(), c.Key(), name)
		m := playMoves(p, rng, 30)
		for i := 0; i < n; i++ {
			c.Unmake()
		}
		require.Equal(t, before, snap(c), "%s: the clone changed when the original played", name)
		for i := 0; i < m; i++ {
			p.Unmake()
		}
		require.Equal(t, before, snap(p), name)
	}
}

func TestMakeNullRoundTrip(t *testing.T) {
	v := chess(t)
	tests := []struct {
		name, fen string
	}{
		{"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
		{"en passant square", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"},
		{"black to move", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 3 1"},
	}
	for _, tc := range tests {
		for _, kind := range boards {
			t.Run(tc.name+"/"+kind.String(), func(t *testing.T) {
				p := mustFEN(t, v, tc.fen, kind)
				key, side, fen := p.Key(), p.SideToMove(), p.FEN()
				ep, hasEP := p.EnPassant()
				p.MakeNull()
				assert.NotEqual(t, key, p.Key())
				assert.Equal(t, side.Other(), p.SideToMove())
				_, nullEP := p.EnPassant()
				assert.False(t, nullEP, "a null move ends en passant rights")
				assert.Equal(t, p.ComputeKey(), p.Key())
				assert.Equal(t, 0, p.PliesSinceNull())
				last, ok := p.LastMove()
				assert.True(t, ok)
				assert.True(t, last.Null)

				for i, undo := range []func(){p.Unmake, p.UnmakeNull} {
					if i > 0 {
						p.MakeNull()
					}
					undo()
					assert.Equal(t, key, p.Key(), "undo %d", i)
					assert.Equal(t, side, p.SideToMove())
					e, h := p.EnPassant()
					assert.Equal(t, ep, e)
					assert.Equal(t, hasEP, h)
					assert.Equal(t, fen, p.FEN())
				}
				assert.Equal(t, fen, p.FEN())
				assert.Equal(t, 0, p.Ply())
			})
		}
	}
}

func TestUnmakeNullUndoesARealMoveToo(t *testing.T) {
	p := chess(t).StartPosition()
	fen := p.FEN()
	m, err := p.ParseMove("e2e4")
	require.NoError(t, err)
	p.Make(m)
	p.UnmakeNull()
	assert.Equal(t, fen, p.FEN())
	p.Unmake() // nothing left to undo: no effect
	p.UnmakeNull()
	assert.Equal(t, fen, p.FEN())
}

// playWithNulls makes the moves in coordinate notation; "null" is a null move.
func playWithNulls(t *testing.T, p *movegen.Position, moves ...string) {
	t.Helper()
	for _, s := range moves {
		if s == "null" {
			p.MakeNull()
			continue
		}
		m, err := p.ParseMove(s)
		require.NoError(t, err, s)
		p.Make(m)
	}
}

func TestIsRepetitionAndPliesSinceNull(t *testing.T) {
	tests := []struct {
		name      string
		moves     []string
		rep       bool
		sinceNull int
	}{
		{"no moves", nil, false, 0},
		{"knights out and back", []string{"g1f3", "g8f6", "f3g1", "f6g8"}, true, 4},
		{"one side back only", []string{"g1f3", "g8f6", "f3g1"}, false, 3},
		{"back to the position after a pawn move", []string{"e2e3", "g8f6", "g1f3", "f6g8", "f3g1"}, true, 5},
		{"en passant rights make a position differ", []string{"e2e4", "g8f6", "g1f3", "f6g8", "f3g1"}, false, 5},
		{"repeat after the pawn move", []string{"e2e3", "e7e6", "g1f3", "g8f6", "f3g1", "f6g8"}, true, 6},
		{"null in between", []string{"g1f3", "null", "f3g1", "null"}, false, 0},
		{"null then a repeat", []string{"g1f3", "null", "f3g1", "g8f6", "g1f3", "f6g8", "f3g1", "g8f6"}, true, 6},
		{"null before a triangle", []string{"null", "g8f6", "g1f3", "f6g8", "f3g1"}, true, 4},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, kind := range boards {
				p := mustFEN(t, chess(t), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", kind)
				playWithNulls(t, p, tc.moves...)
				assert.Equal(t, tc.rep, p.IsRepetition(), kind.String())
				assert.Equal(t, tc.sinceNull, p.PliesSinceNull(), kind.String())
			}
		})
	}
}

func TestLastMoveRecordsTheCapture(t *testing.T) {
	v := chess(t)
	sq := func(s string) movegen.Coord {
		c, err := v.ParseSquare(s)
		require.NoError(t, err)
		return c
	}
	tests := []struct {
		name, fen, move string
		moved, captured byte // FEN letters, 0 for none
		capSq           string
	}{
		{"quiet", "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "g1f3", 'N', 0, "f3"},
		{"capture", "4k3/8/8/8/8/5r2/8/4K1N1 w - - 0 1", "g1f3", 'N', 'r', "f3"},
		{"en passant", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 'P', 'p', "d5"},
		{"promotion capture", "3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8q", 'P', 'r', "d8"},
	}
	for _, tc := range tests {
		for _, kind := range boards {
			t.Run(tc.name+"/"+kind.String(), func(t *testing.T) {
				p := mustFEN(t, v, tc.fen, kind)
				_, ok := p.LastMove()
				assert.False(t, ok)
				m, err := p.ParseMove(tc.move)
				require.NoError(t, err)
				p.Make(m)
				last, ok := p.LastMove()
				require.True(t, ok)
				assert.False(t, last.Null)
				assert.Equal(t, m, last.Move)
				assert.Equal(t, tc.moved, v.Letter(last.Moved))
				if tc.captured == 0 {
					assert.Equal(t, movegen.Empty, last.Captured)
				} else {
					assert.Equal(t, tc.captured, v.Letter(last.Captured))
					assert.Equal(t, sq(tc.capSq), last.CapSq)
				}
			})
		}
	}
}

func TestRepetitionsStopAtANullMove(t *testing.T) {
	p := chess(t).StartPosition()
	playWithNulls(t, p, "g1f3", "g8f6", "f3g1", "f6g8")
	assert.Equal(t, 2, p.Repetitions())
	playWithNulls(t, p, "null", "null")
	assert.Equal(t, 1, p.Repetitions(), "positions before a null move do not count")
	assert.False(t, p.IsRepetition())
	playWithNulls(t, p, "g1f3", "g8f6", "f3g1", "f6g8")
	assert.Equal(t, 2, p.Repetitions())
	assert.True(t, p.IsRepetition())
}

// TestClonesPlayConcurrently plays random games on clones of one position in
// parallel goroutines (run with -race to check that clones share nothing
// mutable, the variant included).
func TestClonesPlayConcurrently(t *testing.T) {
	boards := everyBoard(t)
	for _, name := range []string{"chess", "chess/sparse", "infinite/plane", "kadesh/plane"} {
		p := boards[name]()
		playMoves(p, rand.New(rand.NewSource(41)), 10)
		want := snap(p)
		done := make(chan snapshot, 3)
		for g := 0; g < 3; g++ {
			c := p.Clone()
			go func(seed int64) {
				n := playMoves(c, rand.New(rand.NewSource(seed)), 40)
				for i := 0; i < n; i++ {
					c.Unmake()
				}
				done <- snap(c)
			}(int64(g))
		}
		for g := 0; g < 3; g++ {
			assert.Equal(t, want, <-done, name)
		}
		assert.Equal(t, want, snap(p), name)
	}
}
