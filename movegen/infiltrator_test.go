package movegen_test

import (
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// Infiltrator Chess (shared/rules/infiltrator.md) through the built-in
// catalogue: an 8×10 board, castling on rank 2 / rank 9, compulsory
// promotion on rank 9 / rank 2 to I, W, R, N, B or Q, the Infiltrator and the
// Jumpalongwazir. Every test runs on both board kinds.

func infiltrator(t testing.TB) *movegen.Variant { return builtin(t, "infiltrator") }

// pieceMoves lists the legal moves of the piece on sq, as sorted text.
func pieceMoves(p *movegen.Position, sq string) []string {
	out := []string{}
	for _, m := range legalTexts(p) {
		if strings.HasPrefix(m, sq) && !strings.ContainsAny(m[len(sq):len(sq)+1], "0123456789") {
			out = append(out, m)
		}
	}
	return out
}

func TestInfiltratorCastling(t *testing.T) {
	v := infiltrator(t)
	// Rank 10 is the first FEN rank; White's king and rooks on rank 2,
	// Black's on rank 9.
	cases := []struct {
		name, fen  string
		has, lacks []string
	}{
		{"white both ways", "8/r3k2r/8/8/8/8/8/8/R3K2R/8 w KQkq - 0 1", []string{"e2g2", "e2c2"}, nil},
		{"black both ways", "8/r3k2r/8/8/8/8/8/8/R3K2R/8 b KQkq - 0 1", []string{"e9g9", "e9c9"}, nil},
		{"white: not through check (f2)", "5r2/r3k2r/8/8/8/8/8/8/R3K2R/8 w KQkq - 0 1", []string{"e2c2"}, []string{"e2g2"}},
		{"white: not into check (g2)", "6r1/r3k2r/8/8/8/8/8/8/R3K2R/8 w KQkq - 0 1", []string{"e2c2"}, []string{"e2g2"}},
		{"white: not through check (d2)", "3r4/r3k2r/8/8/8/8/8/8/R3K2R/8 w KQkq - 0 1", []string{"e2g2"}, []string{"e2c2"}},
		{"white: not into check (c2)", "2r5/r3k2r/8/8/8/8/8/8/R3K2R/8 w KQkq - 0 1", []string{"e2g2"}, []string{"e2c2"}},
		{"white: b2 attacked does not matter", "1r6/r3k2r/8/8/8/8/8/8/R3K2R/8 w KQkq - 0 1", []string{"e2g2", "e2c2"}, nil},
		{"white: not out of check", "8/r3k2r/8/8/8/1b6/8/8/R3K2R/8 w KQkq - 0 1", nil, []string{"e2g2", "e2c2"}},
		{"white: a piece between", "8/r3k2r/8/8/8/8/8/8/RN2K1NR/8 w KQkq - 0 1", nil, []string{"e2g2", "e2c2"}},
		{"white: no rights", "8/r3k2r/8/8/8/8/8/8/R3K2R/8 w kq - 0 1", nil, []string{"e2g2", "e2c2"}},
		{"white: rank-1 pieces do not matter", "8/r3k2r/8/8/8/8/8/8/R3K2R/IIWWWWII w KQkq - 0 1", []string{"e2g2", "e2c2"}, nil},
		{"black: not through check (f9)", "8/r3k2r/8/8/8/8/8/8/R3K2R/5R2 b KQkq - 0 1", []string{"e9c9"}, []string{"e9g9"}},
		{"black: not into check (g9)", "8/r3k2r/8/8/8/8/8/8/R3K2R/6R1 b KQkq - 0 1", []string{"e9c9"}, []string{"e9g9"}},
		{"black: not through check (d9)", "8/r3k2r/8/8/8/8/8/8/R3K2R/3R4 b KQkq - 0 1", []string{"e9g9"}, []string{"e9c9"}},
		{"black: not into check (c9)", "8/r3k2r/8/8/8/8/8/8/R3K2R/2R5 b KQkq - 0 1", []string{"e9g9"}, []string{"e9c9"}},
		{"black: not out of check", "8/r3k2r/8/8/1B6/8/8/8/R3K2R/8 b KQkq - 0 1", nil, []string{"e9g9", "e9c9"}},
		{"black: one side only", "8/r3k2r/8/8/8/8/8/8/R3K2R/8 b KQk - 0 1", []string{"e9g9"}, []string{"e9c9"}},
	}
	for _, c := range cases {
		assertMoves(t, v, c.name, c.fen, c.has, c.lacks)
	}
}

func TestInfiltratorCastlingMovesTheRook(t *testing.T) {
	v := infiltrator(t)
	cases := []struct {
		fen, move string
		after     string // the FEN's board and castling fields after the move
	}{
		{"8/r3k2r/8/8/8/8/8/8/R3K2R/8 w KQkq - 0 1", "e2g2", "8/r3k2r/8/8/8/8/8/8/R4RK1/8 b kq"},
		{"8/r3k2r/8/8/8/8/8/8/R3K2R/8 w KQkq - 0 1", "e2c2", "8/r3k2r/8/8/8/8/8/8/2KR3R/8 b kq"},
		{"8/r3k2r/8/8/8/8/8/8/R3K2R/8 b KQkq - 0 1", "e9g9", "8/r4rk1/8/8/8/8/8/8/R3K2R/8 w KQ"},
		{"8/r3k2r/8/8/8/8/8/8/R3K2R/8 b KQkq - 0 1", "e9c9", "8/2kr3r/8/8/8/8/8/8/R3K2R/8 w KQ"},
	}
	for _, c := range cases {
		for _, kind := range boards {
			p := mustFEN(t, v, c.fen, kind)
			before := p.FEN()
			m, err := p.ParseMove(c.move)
			require.NoError(t, err, "%s in %s (%s)", c.move, c.fen, kind)
			assert.Equal(t, movegen.Castle, m.Kind, c.move)
			p.Make(m)
			f := strings.Fields(p.FEN())
			assert.Equal(t, c.after, f[0]+" "+f[1]+" "+f[2], "%s (%s)", c.move, kind)
			assert.Equal(t, p.ComputeKey(), p.Key(), "%s (%s)", c.move, kind)
			p.Unmake()
			assert.Equal(t, before, p.FEN(), "unmake %s (%s)", c.move, kind)
		}
	}
}

func TestInfiltratorPromotion(t *testing.T) {
	v := infiltrator(t)
	promos := func(from, to string) []string {
		var out []string
		for _, l := range "binqrw" {
			out = append(out, from+to+string(l))
		}
		return out
	}
	cases := []struct {
		name, fen, from string
		want            []string
	}{
		// A white pawn on c8: the push to c9 and the capture on d9, each
		// only as one of the six promotions.
		{"white push and capture", "7k/3r4/2P5/8/8/8/8/8/4K3/8 w - - 0 1", "c8",
			append(promos("c8", "c9"), promos("c8", "d9")...)},
		// Blocked push: only the capture promotes.
		{"white capture only", "7k/2nr4/2P5/8/8/8/8/8/4K3/8 w - - 0 1", "c8", promos("c8", "d9")},
		{"black push and capture", "8/4k3/8/8/8/8/8/2p5/1R6/7K b - - 0 1", "c3",
			append(promos("c3", "b2"), promos("c3", "c2")...)},
		{"black capture only", "8/4k3/8/8/8/8/8/2p5/1RN5/7K b - - 0 1", "c3", promos("c3", "b2")},
	}
	for _, c := range cases {
		for _, kind := range boards {
			p := mustFEN(t, v, c.fen, kind)
			want := append([]string(nil), c.want...)
			sort.Strings(want)
			assert.Equal(t, want, pieceMoves(p, c.from), "%s (%s)", c.name, kind)
			// Each promotion leaves the chosen piece, never a pawn, K or P.
			ml := movegen.NewMoveList(64)
			p.GenerateLegal(ml)
			for _, m := range ml.Moves {
				if p.MoveString(m)[:2] != c.from {
					continue
				}
				require.NotZero(t, m.Promo, "%s: %s does not promote", c.name, p.MoveString(m))
				letter := v.Def(m.Promo).Letter
				assert.Contains(t, "IWRNBQ", string(letter), c.name)
				p.Make(m)
				got := p.At(m.To)
				assert.Equal(t, m.Promo, got.Type(), "%s (%s)", p.MoveString(m), kind)
				p.Unmake()
				assert.True(t, v.IsPawn(p.At(m.From).Type()), "unmake restores the pawn")
			}
		}
	}
}

func TestInfiltratorPawnRanks(t *testing.T) {
	v := infiltrator(t)
	// A pawn can never stand on rank 10 / rank 1, nor stay on its
	// promotion rank 9 / 2.
	for _, fen := range []string{
		"2P4k/8/8/8/8/8/8/8/4K3/8 w - - 0 1",
		"7k/2P5/8/8/8/8/8/8/4K3/8 w - - 0 1",
		"7k/8/8/8/8/8/8/8/4K3/2p5 w - - 0 1",
		"7k/8/8/8/8/8/8/8/2p1K3/8 w - - 0 1",
	} {
		for _, kind := range boards {
			_, err := v.ParseFENBoard(fen, kind)
			assert.Error(t, err, fen)
		}
	}
	// Random games from positions with advanced pawns: every pawn move onto
	// rank 9 (2) promotes, and no pawn ever stands on ranks 9-10 (1-2).
	starts := []string{
		v.StartFEN(),
		"iiwwwwii/rnbqkbnr/8/PPPPPPPP/8/8/pppppppp/8/RNBQKBNR/IIWWWWII w KQkq - 0 1",
		"4k3/8/1P1P1P1P/P1P1P1P1/8/8/p1p1p1p1/1p1p1p1p/8/4K3 w - - 0 1",
	}
	rng := rand.New(rand.NewSource(11))
	promotions := 0
	for game := 0; game < 24; game++ {
		fen := starts[game%len(starts)]
		kind := boards[game%2]
		p := mustFEN(t, v, fen, kind)
		ml := movegen.NewMoveList(128)
		for ply := 0; ply < 120; ply++ {
			for col := movegen.White; col <= movegen.Black; col++ {
				for _, c := range p.Pieces(col) {
					if !v.IsPawn(p.At(c).Type()) {
						continue
					}
					if col == movegen.White {
						require.Less(t, c.Y, int32(9), "white pawn on rank %d: %s", c.Y, p.FEN())
					} else {
						require.Greater(t, c.Y, int32(2), "black pawn on rank %d: %s", c.Y, p.FEN())
					}
				}
			}
			p.GenerateLegal(ml)
			if ml.Len() == 0 {
				break
			}
			for _, m := range ml.Moves {
				if !v.IsPawn(p.At(m.From).Type()) {
					continue
				}
				onto := (p.SideToMove() == movegen.White && m.To.Y == 9) || (p.SideToMove() == movegen.Black && m.To.Y == 2)
				require.Equal(t, onto, m.Promo != 0, "%s in %s", p.MoveString(m), p.FEN())
				if m.Promo != 0 {
					require.Contains(t, "IWRNBQ", string(v.Def(m.Promo).Letter))
					promotions++
				}
			}
			p.Make(ml.Moves[rng.Intn(ml.Len())])
		}
	}
	assert.Greater(t, promotions, 100, "too few promotions seen")
	t.Logf("%d promotion moves seen", promotions)
}

func TestInfiltratorEnPassant(t *testing.T) {
	v := infiltrator(t)
	for _, kind := range boards {
		// White's double step from rank 3 passes e4; Black's d5 pawn takes it.
		p := mustFEN(t, v, "4k3/8/8/8/8/3p4/8/4P3/8/K7 w - - 0 1", kind)
		play(t, p, "e3e5")
		ep, ok := p.EnPassant()
		require.True(t, ok, kind)
		assert.Equal(t, "e4", v.SquareName(ep))
		m, err := p.ParseMove("d5e4")
		require.NoError(t, err, kind)
		assert.Equal(t, movegen.EnPassant, m.Kind)
		p.Make(m)
		assert.Equal(t, movegen.Empty, p.At(infSquare(t, v, "e5")), "the white pawn is taken")
		assert.True(t, v.IsPawn(p.At(infSquare(t, v, "e4")).Type()))
		p.Unmake()

		// The right lasts one move only.
		p = mustFEN(t, v, "4k3/8/8/8/8/3p4/8/4P3/8/K7 w - - 0 1", kind)
		play(t, p, "e3e5 e10e9 a1a2")
		assert.NotContains(t, legalTexts(p), "d5e4", kind)

		// Black's double step from rank 8 passes d7; White's e6 pawn takes it.
		p = mustFEN(t, v, "4k3/8/3p4/8/4P3/8/8/8/8/K7 b - - 0 1", kind)
		play(t, p, "d8d6")
		ep, ok = p.EnPassant()
		require.True(t, ok, kind)
		assert.Equal(t, "d7", v.SquareName(ep))
		assert.Contains(t, legalTexts(p), "e6d7", kind)
		play(t, p, "e6d7")
		assert.Equal(t, movegen.Empty, p.At(infSquare(t, v, "d6")), "the black pawn is taken")

		// A pawn that is not on its start rank has no double step.
		p = mustFEN(t, v, "4k3/8/8/8/8/8/4P3/8/8/K7 w - - 0 1", kind)
		assert.Equal(t, []string{"e4e5"}, pieceMoves(p, "e4"), kind)
		// From the start rank: one or two squares.
		p = mustFEN(t, v, "4k3/8/8/8/8/8/8/4P3/8/K7 w - - 0 1", kind)
		assert.Equal(t, []string{"e3e4", "e3e5"}, pieceMoves(p, "e3"), kind)
	}
}

func infSquare(t *testing.T, v *movegen.Variant, s string) movegen.Coord {
	t.Helper()
	c, err := v.ParseSquare(s)
	require.NoError(t, err)
	return c
}

func TestJumpalongwazirChains(t *testing.T) {
	v := infiltrator(t)
	cases := []struct {
		name, fen, from string
		want            string
	}{
		// W on c4. Right: d4 enemy (capture, walk on), e4 friend (jumped),
		// f4 enemy (capture), g4 empty (move, stop). Left: b4 enemy
		// (capture), a4 friend, the edge. Up: c5 empty. Down: c3 and c2
		// friends, c1 empty.
		{"rank chain", "7k/8/8/8/8/8/PnWpNr2/2P5/2B5/7K w - - 0 1", "c4",
			"c4b4 c4c1 c4c5 c4d4 c4f4 c4g4"},
		// W on d1. Up: d2 and d3 enemies, d4 friend, d5 enemy, d6 empty.
		// Right: the own king on e1 is jumped, f1 empty. Left: c1 empty.
		{"file chain", "7k/8/8/8/8/3p4/3P4/3r4/3n4/3WK3 w - - 0 1", "d1",
			"d1c1 d1d2 d1d3 d1d5 d1d6 d1f1"},
		// Nothing to jump: the four neighbours.
		{"alone", "7k/8/8/8/8/8/3W4/8/8/K7 w - - 0 1", "d4", "d4c4 d4d3 d4d5 d4e4"},
		// A walk that reaches the board's edge over a chain gives no move.
		{"edge", "7k/8/8/8/8/8/8/8/r7/WNBRNBRK w - - 0 1", "a1", "a1a2 a1a3"},
	}
	for _, c := range cases {
		for _, kind := range boards {
			p := mustFEN(t, v, c.fen, kind)
			assert.Equal(t, squares(c.want), pieceMoves(p, c.from), "%s (%s)", c.name, kind)
		}
	}
	// Capturing at the end of a chain leaves the enemies jumped over.
	for _, kind := range boards {
		p := mustFEN(t, v, cases[0].fen, kind)
		play(t, p, "c4f4")
		assert.Equal(t, "7k/8/8/8/8/8/Pn1pNW2/2P5/2B5/7K b - - 0 1", p.FEN())
	}
}

func TestJumpalongwazirLegality(t *testing.T) {
	v := infiltrator(t)
	cases := []struct {
		name, fen, from string
		want            string
	}{
		// Pinned on the e-file by the rook on e8: only the move up the file.
		{"pinned", "7k/8/4r3/8/8/8/8/8/4W3/4K3 w - - 0 1", "e2", "e2e3"},
		// The rook on h1 checks the king on a1. The W on h3 may capture it at
		// the end of the chain h2-h1, not the knight on h2; the W on c2
		// blocks on c1.
		{"capture the checker", "7k/8/8/8/8/8/8/7W/2W4n/K6r w - - 0 1", "h3", "h3h1"},
		{"block the check", "7k/8/8/8/8/8/8/7W/2W4n/K6r w - - 0 1", "c2", "c2c1"},
	}
	for _, c := range cases {
		for _, kind := range boards {
			p := mustFEN(t, v, c.fen, kind)
			assert.Equal(t, squares(c.want), pieceMoves(p, c.from), "%s (%s)", c.name, kind)
		}
	}
}

func TestInfiltratorMoves(t *testing.T) {
	v := infiltrator(t)
	cases := []struct {
		name, fen, from string
		want            string
	}{
		// I on a1. Up: a3 friend and a5 enemy are skipped (not adjacent).
		// Right: b1 enemy adjacent (capture), d1 friend skipped. Diagonal:
		// b2 friend, d4 enemy (not adjacent) skipped.
		{"corner", "7k/8/8/8/8/n7/3r4/P7/1N5K/Ib1W4 w - - 0 1", "a1",
			"a1a2 a1a4 a1a6 a1a7 a1a8 a1a9 a1a10 a1b1 a1c1 a1e1 a1f1 a1g1 a1h1 a1c3 a1e5 a1f6 a1g7 a1h8"},
		// I on d5: captures d6 and c4 (adjacent enemies), skips e5 (adjacent
		// friend) and every occupied square further out.
		{"centre", "7k/8/3R4/8/3p4/3IN1n1/2b5/1P3p2/8/7K w - - 0 1", "d5",
			"d5d6 d5d7 d5d9 d5d10 d5d4 d5d3 d5d2 d5d1 d5f5 d5h5 d5c5 d5b5 d5a5 " +
				"d5e6 d5f7 d5g8 d5h9 d5c6 d5b7 d5a8 d5e4 d5g2 d5c4 d5a2"},
	}
	for _, c := range cases {
		for _, kind := range boards {
			p := mustFEN(t, v, c.fen, kind)
			assert.Equal(t, squares(c.want), pieceMoves(p, c.from), "%s (%s)", c.name, kind)
		}
	}
	// It attacks only its neighbours: a king two squares away on its line
	// is not in check, one square away is.
	for _, kind := range boards {
		assert.False(t, mustFEN(t, v, "8/8/8/8/8/8/5k2/8/3I4/K7 b - - 0 1", kind).InCheck(), kind)
		assert.True(t, mustFEN(t, v, "8/8/8/8/8/8/8/4k3/3I4/K7 b - - 0 1", kind).InCheck(), kind)
	}
}
