package match

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen/variants"
)

// TestRunnerPGNRoundTripEveryVariant plays two fake engines in every
// built-in variant from random openings and reads the runner's PGN back:
// the same games, move for move (SAN and kernel notation), with the same
// comments and results.
func TestRunnerPGNRoundTripEveryVariant(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			v, err := variants.Get(name)
			require.NoError(t, err)
			var out, pgn bytes.Buffer
			res, err := Run(context.Background(), Config{
				Engines: [2]EngineSpec{fakeSpec(t, "A", "good"), fakeSpec(t, "B", "good")},
				Variant: v, VariantName: name, Games: 2, RandomPlies: 24, Seed: 5, Repeat: true,
				Adj: Adjudication{MaxMoves: 25}, TimeMargin: 50 * time.Millisecond,
				HangTimeout: time.Second, Out: &out, PGN: &pgn, Event: "rt",
			})
			require.NoError(t, err)
			require.Empty(t, res.Failures, out.String())
			back, err := ReadPGN(bytes.NewReader(pgn.Bytes()))
			require.NoError(t, err)
			require.Len(t, back, len(res.Games))
			for i, g := range back {
				want := res.Games[i]
				require.NoError(t, g.Resolve(v), "game %d", i+1)
				assert.Equal(t, want.Start, g.Start)
				assert.Equal(t, want.IsStart, g.IsStart)
				assert.Equal(t, want.Unbounded, g.Unbounded)
				assert.Equal(t, want.Result, g.Result)
				assert.Equal(t, want.Reason, g.Reason)
				assert.Equal(t, want.Termination, g.Termination)
				require.Len(t, g.Moves, len(want.Moves))
				for j, m := range g.Moves {
					w := want.Moves[j]
					assert.Equal(t, w.Move, m.Move, "game %d ply %d", i+1, j+1)
					assert.Equal(t, w.SAN, m.SAN, "game %d ply %d", i+1, j+1)
					assert.Equal(t, w.Book, m.Book)
					assert.Equal(t, w.Info, m.Info)
				}
				if !v.Unbounded() {
					assert.NotEmpty(t, want.Moves[0].SAN, "bounded boards have SAN")
				}
			}
		})
	}
}

// TestReadPGNOtherWriters reads move text as other programs and people
// write it, and resolves it through the kernel.
func TestReadPGNOtherWriters(t *testing.T) {
	text := `% an escape line
[Event "x"]
[Result "1-0"]

1.e4 e5 2.Nf3 (2.f4 exf4 {the gambit} (2...d5)) Nc6 $1 3.Bb5!? a6 {Morphy}
; a line comment 4.Ba4
4. Bxc6 dxc6 5.O-O 1-0

1. e4 d5 2. e5 f5 3. exf6 e.p. *
`
	games, err := ReadPGN(strings.NewReader(text))
	require.NoError(t, err)
	require.Len(t, games, 2)
	v, err := variants.Get("chess")
	require.NoError(t, err)
	require.NoError(t, games[0].Resolve(v))
	var kernel, san []string
	for _, m := range games[0].Moves {
		kernel, san = append(kernel, m.Move), append(san, m.SAN)
	}
	assert.Equal(t, []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5c6", "d7c6", "e1g1"}, kernel)
	assert.Equal(t, []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O"}, san)
	assert.Equal(t, "1-0", games[0].Result)
	require.NoError(t, games[1].Resolve(v))
	require.Len(t, games[1].Moves, 5)
	assert.Equal(t, "exf6", games[1].Moves[4].SAN)
	assert.Equal(t, "e5f6", games[1].Moves[4].Move)

	for _, c := range []struct{ text, err string }{
		{"1. e4 (e3", "unclosed variation"},
		{"1. e4 )", "unexpected ')'"},
	} {
		_, err := ReadPGN(strings.NewReader(c.text))
		assert.ErrorContains(t, err, c.err, c.text)
	}
	bad, err := ReadPGN(strings.NewReader("1. e4 e5 2. Ke3 *"))
	require.NoError(t, err)
	assert.ErrorContains(t, bad[0].Resolve(v), `ply 3: move "Ke3": no king can go to e3`)
}

// TestReadOpeningsPGN reads the repository's PGN opening books: every
// game is an opening, its moves in the kernel's notation.
func TestReadOpeningsPGN(t *testing.T) {
	for _, c := range []struct {
		variant, file string
		games         int
		first         []string
	}{
		{"chess", "chess.pgn", 4, []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7"}},
		{"capablanca", "capablanca.pgn", 2, []string{"e2e4", "e7e5", "i1h3", "b8c6", "h1g3", "f7f6"}},
	} {
		v, err := variants.Get(c.variant)
		require.NoError(t, err)
		f, err := os.Open("../testdata/openings/" + c.file)
		require.NoError(t, err)
		o, err := ReadOpenings(f, "pgn", v)
		f.Close()
		require.NoError(t, err, c.file)
		require.Len(t, o, c.games)
		assert.Equal(t, c.first, o[0].Moves)
		assert.Empty(t, o[0].Text, "from the variant's start")
		if c.variant == "chess" {
			assert.Equal(t, "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2", o[3].Text)
			assert.Equal(t, []string{"g1f3", "e7e6", "d2d4", "c5d4", "f3d4", "b8c6"}, o[3].Moves)
			CapOpenings(o, 3)
			assert.Equal(t, []string{"e2e4", "e7e5", "g1f3"}, o[0].Moves)
		}
	}
	v, err := variants.Get("grand")
	require.NoError(t, err)
	_, err = ReadOpenings(strings.NewReader("[Variant \"capablanca\"]\n\n1. e4 *\n"), "pgn", v)
	assert.ErrorContains(t, err, "game 1 is capablanca, not grand")
	_, err = ReadOpenings(strings.NewReader("1. Qxf7 *\n"), "pgn", v)
	assert.ErrorContains(t, err, "game 1: ply 1")
	_, err = ReadOpenings(strings.NewReader(""), "pgn", v)
	assert.ErrorContains(t, err, "no games")
}
