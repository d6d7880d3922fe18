package match

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// TestSAN writes moves of hand-made positions in SAN: disambiguation by
// file, rank and square, castling, en passant, promotion, check and mate,
// a 10-file and a 10-rank board.
func TestSAN(t *testing.T) {
	cases := []struct {
		variant, fen, move, san string
	}{
		{"chess", "", "e2e4", "e4"},
		{"chess", "", "g1f3", "Nf3"},
		{"chess", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2", "Nbd2"},
		{"chess", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "f1d2", "Nfd2"},
		{"chess", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1c3", "Nc3"},
		{"chess", "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3", "R1a3"},
		{"chess", "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a5a3", "R5a3"},
		{"chess", "4k2K/8/8/8/8/Q7/8/Q1Q5 w - - 0 1", "a1b2", "Qa1b2"},
		{"chess", "4k2K/8/8/8/8/Q7/8/Q1Q5 w - - 0 1", "a3b2", "Q3b2"},
		{"chess", "4k2K/8/8/8/8/Q7/8/Q1Q5 w - - 0 1", "c1b2", "Qcb2"},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "O-O"},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "O-O-O"},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8g8", "O-O"},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", "O-O-O"},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8", "Rxa8+"},
		{"chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6"},
		{"chess", "k4n2/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8q", "e8=Q+"},
		{"chess", "k4n2/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7f8n", "exf8=N"},
		{"chess", "k4n2/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7f8q", "exf8=Q+"},
		{"chess", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "h5f7", "Qxf7#"},
		{"capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1", "f1i1", "O-O"},
		{"capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1", "f1c1", "O-O-O"},
		{"capablanca", "", "b1c3", "Nc3"},
		{"janus", "r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1", "e1i1", "O-O"},
		{"janus", "r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1", "e1b1", "O-O-O"},
		{"janus", "", "b1a3", "Ja3"},
		{"capablanca", "", "c1b3", "Ab3"},
		{"grand", "9k/10/10/10/10/10/10/10/10/R8K w - - 0 1", "a1a10", "Ra10+"},
		{"infinite", "", "5,2>5,4", "5,2>5,4"},
	}
	for _, c := range cases {
		t.Run(c.variant+" "+c.san, func(t *testing.T) {
			pos := position(t, c.variant, c.fen)
			m, err := pos.ParseMove(c.move)
			require.NoError(t, err)
			before := pos.FEN()
			assert.Equal(t, c.san, SAN(pos, m))
			assert.Equal(t, before, pos.FEN(), "SAN leaves the position as it was")
			back, err := ParseMoveText(pos, c.san)
			require.NoError(t, err)
			assert.Equal(t, m, back)
		})
	}
}

// TestParseSAN reads the forms people and other programs write, and says
// why a text names no move.
func TestParseSAN(t *testing.T) {
	const twoKnights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"
	const castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
	cases := []struct {
		variant, fen, text, move, err string
	}{
		{"chess", "", "Ng1f3", "g1f3", ""},
		{"chess", "", "Ng1-f3", "g1f3", ""},
		{"chess", "", "Nf3!?", "g1f3", ""},
		{"chess", "", "Pe4", "e2e4", ""},
		{"chess", "", "e2e4", "e2e4", ""},
		{"chess", castle, "0-0", "e1g1", ""},
		{"chess", castle, "O-O-O+", "e1c1", ""},
		{"chess", castle, "Kg1", "e1g1", ""},
		{"chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6e.p.", "e5d6", ""},
		{"chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5:d6", "e5d6", ""},
		{"chess", "k4n2/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8Q", "e7e8q", ""},
		{"chess", "k4n2/4P3/8/8/8/8/8/4K3 w - - 0 1", "exf8=n", "e7f8n", ""},
		{"chess", "", "Nf6", "", `move "Nf6": no knight can go to f6`},
		{"chess", "", "Nbd2", "", `move "Nbd2": no knight on b can go to d2`},
		{"chess", "", "e5", "", `move "e5": no pawn can go to e5`},
		{"chess", "", "O-O", "", "castling that way is not legal"},
		{"chess", twoKnights, "Nd2", "", "ambiguous: b1d2, f1d2"},
		{"chess", "", "Zf3", "", `"Z" is not a piece of chess`},
		{"chess", "", "e4=Z", "", `"Z" is not a piece of chess`},
		{"chess", "", "N", "", "not in algebraic notation"},
		{"chess", "", "+", "", "empty"},
		{"chess", "", "e2e5", "", "illegal in this position"},
		{"chess", "", "e7e8q", "", "illegal in this position"},
		{"chess", "k4n2/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8", "", "no pawn can go to e8"},
		{"chess", "k4n2/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8=K", "", "no pawn can go to e8 and promote to king"},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			pos := position(t, c.variant, c.fen)
			m, err := ParseMoveText(pos, c.text)
			if c.err != "" {
				assert.ErrorContains(t, err, c.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, c.move, pos.MoveString(m))
		})
	}
}

// TestSANEveryVariant plays random games in every built-in variant and, in
// each position, writes every legal move in SAN: the texts are distinct and
// each reads back as its move.
func TestSANEveryVariant(t *testing.T) {
	games, plies := 3, 80
	if testing.Short() {
		games, plies = 1, 50
	}
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		rng := rand.New(rand.NewSource(3))
		ml := movegen.NewMoveList(256)
		for g := 0; g < games; g++ {
			pos := v.StartPosition()
			for ply := 0; ply < plies && pos.Outcome() == movegen.Ongoing; ply++ {
				pos.GenerateLegal(ml)
				moves := append([]movegen.Move(nil), ml.Moves...)
				if v.Unbounded() && len(moves) > 40 {
					moves = moves[:40] // the plane's notation is the kernel's own
				}
				seen := map[string]movegen.Move{}
				for _, m := range moves {
					s := SAN(pos, m)
					if o, dup := seen[s]; dup {
						require.True(t, o.From == m.From && o.To == m.To && o.Promo == m.Promo,
							"%s: %s names two moves at %s", name, s, pos.FEN())
					}
					seen[s] = m
					back, err := ParseMoveText(pos, s)
					require.NoError(t, err, "%s: %s at %s", name, s, posText(pos))
					require.Equal(t, pos.MoveString(m), pos.MoveString(back), "%s: %s", name, s)
				}
				pos.Make(moves[rng.Intn(len(moves))])
			}
		}
	}
}

// position is the variant's start, or fen.
func position(t *testing.T, variant, fen string) *movegen.Position {
	t.Helper()
	v, err := variants.Get(variant)
	require.NoError(t, err)
	if fen == "" {
		return v.StartPosition()
	}
	p, err := v.ParseFEN(fen)
	require.NoError(t, err)
	return p
}

// TestSANWideBoard: on a board of 26 files, where x is a file, a capture
// is written with ':' and files past z read back.
func TestSANWideBoard(t *testing.T) {
	cat, err := variants.NewCatalogue()
	require.NoError(t, err)
	def := "[variant wide]\ninherit = chess\nboard = 28x8\nstart = r26k/28/28/28/28/28/28/R26K w - - 0 1\n"
	require.NoError(t, cat.Load("wide.ini", strings.NewReader(def)))
	v, err := cat.Get("wide")
	require.NoError(t, err)
	pos := v.StartPosition()
	for _, c := range []struct{ move, san string }{
		{"a1a8", "R:a8+"},
		{"a1x1", "Rx1"},
		{"ab1ab2", "Kab2"},
	} {
		m, err := pos.ParseMove(c.move)
		require.NoError(t, err, c.move)
		assert.Equal(t, c.san, SAN(pos, m))
		back, err := ParseMoveText(pos, c.san)
		require.NoError(t, err, c.san)
		assert.Equal(t, m, back)
	}
}
