package tune

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/eval"
	"lattice/match"
	"lattice/movegen"
	"lattice/movegen/variants"
)

// pgnGame is a game of chess in PGN with the given tags and moves.
func pgnGame(tags, moves string) string {
	return "[Event \"t\"]\n" + tags + "\n\n" + moves + "\n\n"
}

func readPGN(t *testing.T, text string) []*match.Game {
	g, err := match.ReadPGN(strings.NewReader(text))
	require.NoError(t, err)
	return g
}

const scholar = "1. e2e4 e7e5 2. f1c4 b8c6 3. d1h5 g8f6 4. h5f7"

func TestCollectLabelsAndSkips(t *testing.T) {
	v := chess(t)
	ev := eval.New(v)
	tests := []struct {
		name, tags, moves string
		want              float64
		skipped           string
	}{
		{"white mates", `[Result "1-0"]` + "\n" + `[Termination "normal"]`, scholar + " 1-0", 1, ""},
		{"black wins by adjudication", `[Result "0-1"]` + "\n" + `[Termination "adjudication"]`, scholar + " 0-1", 0, ""},
		{"draw", `[Result "1/2-1/2"]`, scholar + " 1/2-1/2", 0.5, ""},
		{"unfinished", `[Result "*"]`, scholar + " *", 0, "unfinished"},
		{"unterminated", `[Result "1-0"]` + "\n" + `[Termination "unterminated"]`, scholar + " 1-0", 0, "unfinished"},
		{"time forfeit", `[Result "1-0"]` + "\n" + `[Termination "time forfeit"]`, scholar + " 1-0", 0, "forfeit"},
		{"illegal move", `[Result "0-1"]` + "\n" + `[Termination "rules infraction"]`, scholar + " 0-1", 0, "forfeit"},
	}
	opt := SampleOptions{SkipPlies: 2, QuietMargin: 30}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, st, err := Collect(v, ev, readPGN(t, pgnGame(tc.tags, tc.moves)), opt)
			require.NoError(t, err)
			if tc.skipped != "" {
				assert.Zero(t, s.Len())
				assert.Equal(t, 1, st.GamesSkipped[tc.skipped])
				return
			}
			require.Positive(t, s.Len())
			assert.Equal(t, 1, st.GamesUsed)
			s.Each(func(p *movegen.Position, label float64) {
				assert.Equal(t, tc.want, label)
				assert.False(t, p.InCheck())
				assert.GreaterOrEqual(t, p.Ply(), 2, "the first plies are left out")
			})
			assert.Equal(t, 2, st.Opening)
		})
	}
}

func TestCollectLeavesOutNoisyAndChecks(t *testing.T) {
	v := chess(t)
	ev := eval.New(v)
	// 2...Qg5 hangs the queen (noisy); 4.Qh5+ and 5.Qxg6+ give check.
	games := readPGN(t, pgnGame(`[Result "1-0"]`, "1. e2e4 e7e5 2. g1f3 d8g5 3. f3g5 f7f6 4. d1h5 g7g6 5. h5g6 h7g6 1-0"))
	s, st, err := Collect(v, ev, games, SampleOptions{QuietMargin: 30})
	require.NoError(t, err)
	assert.Equal(t, 2, st.InCheck, "the positions after 4.Qh5+ and 5.Qxg6+")
	assert.GreaterOrEqual(t, st.Noisy, 1, "Nxg5 wins the queen")
	require.Positive(t, s.Len())
	q := newQuiesce(ev)
	s.Each(func(p *movegen.Position, _ float64) {
		assert.NotEqual(t, "rnb1kbnr/pppp1ppp/8/4p1q1/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", p.FEN())
		static := ev.Evaluate(p)
		qs, ok := q.score(p, static)
		assert.True(t, ok)
		assert.LessOrEqual(t, qs-static, 30, p.FEN())
	})
	// A larger margin keeps more.
	s2, _, err := Collect(v, ev, games, SampleOptions{QuietMargin: 10000})
	require.NoError(t, err)
	assert.Greater(t, s2.Len(), s.Len())
}

func TestCollectErrors(t *testing.T) {
	v := chess(t)
	ev := eval.New(v)
	tests := []struct{ name, pgn, want string }{
		{"illegal move", pgnGame(`[Result "1-0"]`, "1. e2e4 e7e5 2. e4e5 1-0"), `game 1 ply 3: move "e4e5"`},
		{"bad FEN", pgnGame(`[Result "1-0"]`+"\n"+`[FEN "8/8/8 w - - 0 1"]`+"\n"+`[SetUp "1"]`, "1. e2e4 1-0"), "game 1: start position"},
		{"other variant", pgnGame(`[Result "1-0"]`+"\n"+`[Variant "capablanca"]`, "1. e2e4 1-0"), `game 1: variant "capablanca", not "chess"`},
		{"second game", pgnGame(`[Result "1-0"]`, scholar+" 1-0") + pgnGame(`[Result "1-0"]`, "1. e2e4 e7e4 1-0"), `game 2 ply 2`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := Collect(v, ev, readPGN(t, tc.pgn), DefaultSampleOptions())
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestCollectFixture(t *testing.T) {
	v := chess(t)
	ev := eval.New(v)
	f, err := os.Open("../testdata/tune/chess.pgn")
	require.NoError(t, err)
	defer f.Close()
	games, err := match.ReadPGN(f)
	require.NoError(t, err)
	opt := DefaultSampleOptions()
	opt.PerGame = 20
	s, st, err := Collect(v, ev, games, opt)
	require.NoError(t, err)
	assert.Equal(t, len(games), st.Games)
	assert.Equal(t, 1, st.GamesSkipped["forfeit"], "the fixture has one game lost on time")
	assert.Equal(t, st.Positions, s.Len())
	assert.Equal(t, 6, s.Games())
	assert.Positive(t, st.Opening)
	assert.Positive(t, st.Noisy)
	assert.Positive(t, st.OverPerGame)
	for _, g := range s.games {
		assert.LessOrEqual(t, len(g.plies), 20, "game %d", g.id)
		assert.Same(t, s.games[0].start, g.start, "games from the variant's start share it")
	}
	again, _, err := Collect(v, ev, games, opt)
	require.NoError(t, err)
	assert.Equal(t, fens(s), fens(again), "deterministic")
	before := v.StartPosition().FEN()
	assert.Equal(t, before, s.games[0].start.FEN(), "a walk leaves the start as it was")
}

func TestQuiesceAllocatesNothing(t *testing.T) {
	v := chess(t)
	ev := eval.New(v)
	pos, err := v.ParseFEN("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")
	require.NoError(t, err)
	q := newQuiesce(ev)
	static := ev.Evaluate(pos)
	qs, ok := q.score(pos, static)
	require.True(t, ok)
	assert.Greater(t, qs-static, 200, "Qxf7+ wins a pawn and more")
	allocs := testing.AllocsPerRun(20, func() { q.score(pos, static) })
	assert.Zero(t, allocs)
}

// TestCollectPlane writes a game of the infinite plane as match does (ICN
// start, moves in the machine form x,y>x,y), reads it back and collects it.
func TestCollectPlane(t *testing.T) {
	v, err := variants.Get("infinite")
	require.NoError(t, err)
	ev := eval.New(v)
	pos := v.StartPosition()
	g := &match.Game{Variant: "infinite", Unbounded: true, Start: pos.ICN(), IsStart: true, Result: "0-1", Termination: "normal"}
	rng := rand.New(rand.NewPCG(3, 4))
	var ml movegen.MoveList
	for ply := 0; ply < 30; ply++ {
		pos.GenerateLegal(&ml)
		require.Positive(t, ml.Len())
		m := ml.Moves[rng.IntN(ml.Len())]
		g.Moves = append(g.Moves, match.PlayedMove{Move: pos.MoveString(m), Time: time.Millisecond})
		pos.Make(m)
	}
	var b strings.Builder
	require.NoError(t, match.WritePGN(&b, g, "t"))
	games := readPGN(t, b.String())
	s, st, err := Collect(v, ev, games, SampleOptions{SkipPlies: 4, QuietMargin: 30})
	require.NoError(t, err)
	assert.Equal(t, 1, st.GamesUsed)
	require.Positive(t, s.Len())
	last := ""
	s.Each(func(p *movegen.Position, label float64) {
		assert.Equal(t, 0.0, label)
		last = p.ICN()
	})
	assert.NotEqual(t, v.StartPosition().ICN(), last)
}

// TestCollectReadsSAN: the runner's PGN writes SAN; the same game in SAN
// and in coordinates gives the same samples.
func TestCollectReadsSAN(t *testing.T) {
	v := chess(t)
	ev := eval.New(v)
	opt := DefaultSampleOptions()
	opt.SkipPlies = 0
	coord, _, err := Collect(v, ev, readPGN(t, pgnGame(`[Result "1-0"]`, scholar+" 1-0")), opt)
	require.NoError(t, err)
	san, _, err := Collect(v, ev, readPGN(t, pgnGame(`[Result "1-0"]`, "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0")), opt)
	require.NoError(t, err)
	require.Positive(t, coord.Len())
	assert.Equal(t, coord, san)
	_, _, err = Collect(v, ev, readPGN(t, pgnGame(`[Result "1-0"]`, "1. e4 e5 2. Bc5 1-0")), opt)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `game 1 ply 3: move "Bc5"`)
}
