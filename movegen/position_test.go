package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

var boards = []movegen.BoardKind{movegen.MailboxBoard, movegen.SparseBoard}

// walk makes and unmakes every move to the given depth, checking after each
// Make that the incremental key equals a recomputed one, and after each
// Unmake that the position is exactly what it was.
func walk(t *testing.T, p *movegen.Position, depth int) {
	if depth == 0 {
		return
	}
	ml := movegen.NewMoveList(64)
	p.GenerateLegal(ml)
	fen, key := p.FEN(), p.Key()
	for _, m := range ml.Moves {
		p.Make(m)
		if !assert.Equal(t, p.ComputeKey(), p.Key(), "key after %s from %s", p.MoveString(m), fen) {
			t.FailNow()
		}
		walk(t, p, depth-1)
		p.Unmake()
		if !assert.Equal(t, fen, p.FEN()) || !assert.Equal(t, key, p.Key()) {
			t.FailNow()
		}
	}
}

func TestMakeUnmakeRestoresPosition(t *testing.T) {
	v := chess(t)
	depth := 3
	if testing.Short() {
		depth = 2
	}
	for _, kind := range boards {
		for _, fen := range standardFENs {
			walk(t, mustFEN(t, v, fen, kind), depth)
		}
	}
}

func TestBoardsAgreeOnMovesAndKeys(t *testing.T) {
	v := chess(t)
	rng := rand.New(rand.NewSource(1))
	for game := 0; game < 40; game++ {
		mb := mustFEN(t, v, standardFENs[game%len(standardFENs)], movegen.MailboxBoard)
		playInLockstep(t, rng, mb, mustFEN(t, v, mb.FEN(), movegen.SparseBoard), 120)
	}
}

func TestFastLegalityEqualsMakeUnmake(t *testing.T) {
	v := chess(t)
	require.True(t, v.FastLegal(), "orthodox chess should use the fast test")
	rng := rand.New(rand.NewSource(2))
	for game := 0; game < 200; game++ {
		p := mustFEN(t, v, standardFENs[game%len(standardFENs)], movegen.AutoBoard)
		playRandom(p, rng, 150, func(p *movegen.Position) {
			require.Equal(t, moveTexts(p, p.GenerateLegalSlow), legalTexts(p), p.FEN())
		})
	}
}

func TestFENRoundTrip(t *testing.T) {
	v := chess(t)
	fens := append([]string{
		"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3",
		"r3k2r/8/8/8/8/8/8/R3K2R b Kq - 12 40",
		"8/8/8/8/8/8/8/K6k w - - 99 120",
	}, standardFENs...)
	for _, kind := range boards {
		for _, fen := range fens {
			assert.Equal(t, fen, mustFEN(t, v, fen, kind).FEN())
		}
	}
	// Missing counters default to 0 1.
	assert.Equal(t, "8/8/8/8/8/8/8/K6k w - - 0 1", mustFEN(t, v, "8/8/8/8/8/8/8/K6k w - -", movegen.AutoBoard).FEN())
}

func TestFENErrorsNameTheField(t *testing.T) {
	v := chess(t)
	cases := []struct{ fen, field string }{
		{"", "position"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "board"},                // 7 ranks
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "board"},       // unknown letter
		{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "board"},       // too wide
		{"rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "board"},       // too narrow
		{"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "board"},         // missing king
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNK w - - 0 1", "board"},          // two kings
		{"Pnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQk - 0 1", "board"},        // pawn on back rank
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/pNBQKBNR w - - 0 1", "board"},          // black pawn on rank 1
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side"},        // side to move
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1", "castling"},    // bad letter
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w KQkq - 0 1", "castling"},    // no rook
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", "en passant"}, // no pawn passed
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1", "en passant"}, // off the board
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "halfmove"},    // halfmove
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove"},    // fullmove
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", "position"},
		{"4k3/8/8/8/8/8/8/4K2R b - - 0 1", ""},         // legal: white rook does not check
		{"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "position"}, // black, not to move, is in check
	}
	for _, c := range cases {
		for _, kind := range boards {
			_, err := v.ParseFENBoard(c.fen, kind)
			if c.field == "" {
				assert.NoError(t, err, c.fen)
				continue
			}
			var fe *movegen.FENError
			if assert.ErrorAs(t, err, &fe, c.fen) {
				assert.Equal(t, c.field, fe.Field, "%s: %v", c.fen, err)
			}
		}
	}
}

func TestGenerateAndMakeDoNotAllocate(t *testing.T) {
	v := chess(t)
	for _, kind := range boards {
		p := mustFEN(t, v, standardFENs[1], kind)
		ml := movegen.NewMoveList(256)
		p.GenerateLegal(ml)
		moves := append([]movegen.Move(nil), ml.Moves...)
		assert.Zero(t, testing.AllocsPerRun(100, func() { p.GenerateLegal(ml) }), "GenerateLegal on %s", kind)
		assert.Zero(t, testing.AllocsPerRun(100, func() {
			for _, m := range moves {
				p.Make(m)
				p.Unmake()
			}
		}), "Make/Unmake on %s", kind)
	}
}

func TestCoordinateRange(t *testing.T) {
	_, err := movegen.NewCoord(1_000_000_000, -1_000_000_000)
	assert.NoError(t, err)
	_, err = movegen.NewCoord(movegen.MaxCoord+1, 0)
	assert.Error(t, err)
	_, err = movegen.ParseCoordNumber("99999999999999999999")
	assert.Error(t, err)
	n, err := movegen.ParseCoordNumber("-1000000000")
	assert.NoError(t, err)
	assert.Equal(t, int32(-1000000000), n)
	// The sentinel "no square" lies outside the range every square keeps to.
	assert.False(t, movegen.NoCoord().InRange())
	_, err = movegen.NewCoord(int64(movegen.NoCoord().X), int64(movegen.NoCoord().Y))
	assert.Error(t, err)
}

func TestCountLegalEqualsListLength(t *testing.T) {
	v := chess(t)
	rng := rand.New(rand.NewSource(3))
	ml := movegen.NewMoveList(64)
	for game := 0; game < 200; game++ {
		p := mustFEN(t, v, standardFENs[game%len(standardFENs)], boards[game%2])
		playRandom(p, rng, 150, func(p *movegen.Position) {
			p.GenerateLegal(ml)
			require.Equal(t, ml.Len(), p.CountLegal(), p.FEN())
		})
	}
}

// TestLegalityTestsAgreeInEveryVariant plays random games in every built-in
// variant (the unbounded ones inside their default border) and checks that
// the checkers-and-pins test, with its fallback for hoppers, formations and
// other complex attackers, keeps exactly the moves make / in-check / unmake
// keeps, and that CountLegal counts them.
func TestLegalityTestsAgreeInEveryVariant(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	games := 12
	if testing.Short() {
		games = 4
	}
	ml := movegen.NewMoveList(256)
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		for game := 0; game < games; game++ {
			p := playableStart(t, v)
			playRandom(p, rng, 120, func(p *movegen.Position) {
				require.Equal(t, moveTexts(p, p.GenerateLegalSlow), legalTexts(p), "%s: %s", name, p.FEN())
				p.GenerateLegal(ml)
				require.Equal(t, ml.Len(), p.CountLegal(), "%s", name)
			})
		}
	}
}
