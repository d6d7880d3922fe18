package match

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen/variants"
)

func fakeMatch(t *testing.T, a, b EngineSpec, games int) (*Result, string, string) {
	t.Helper()
	v, err := variants.Get("chess")
	require.NoError(t, err)
	var out, pgn bytes.Buffer
	res, err := Run(context.Background(), Config{
		Engines: [2]EngineSpec{a, b}, Variant: v, VariantName: "chess", Games: games,
		Adj: Adjudication{MaxMoves: 6}, TimeMargin: 50 * time.Millisecond,
		HangTimeout: 400 * time.Millisecond, Out: &out, PGN: &pgn, Event: "test",
	})
	require.NoError(t, err)
	return res, out.String(), pgn.String()
}

// TestMisbehavingEnginesLose plays a good fake engine against one that
// misbehaves in each way: the bad one loses every game for the stated
// reason, is restarted, and the match runs to its end.
func TestMisbehavingEnginesLose(t *testing.T) {
	cases := []struct {
		mode, reason, kind string
	}{
		{"crash", "disconnects", "crash"},
		{"illegal", "makes an illegal move: a1a1", "illegal move"},
		{"hang", "'s connection stalls", "timeout"},
		{"garbage", "sends garbage: bestmove without a move", "garbage"},
		{"slow", "loses on time", "timeout"},
		{"xboard-claim", "makes a false claim", "false claim"},
	}
	for _, c := range cases {
		t.Run(c.mode, func(t *testing.T) {
			good := fakeSpec(t, "good", "good")
			bad := fakeSpec(t, "bad", c.mode)
			if c.mode == "slow" {
				bad.TC = TimeControl{Base: 300 * time.Millisecond}
			}
			if c.mode == "hang" {
				bad.TC = TimeControl{}
				bad.Depth = 3
			}
			res, out, pgn := fakeMatch(t, good, bad, 2)
			assert.Equal(t, Score{W: 2, Penta: [5]int{0, 0, 0, 0, 1}}, res.Score, out)
			assert.Equal(t, 2, res.Failures["bad"][c.kind], out)
			assert.Contains(t, out, c.reason)
			assert.Contains(t, out, "Score of good vs bad: 2 - 0 - 0  [1.000] 2")
			assert.Contains(t, out, "Finished match")
			assert.Equal(t, 2, strings.Count(pgn, "[Event "), pgn)
		})
	}
}

// TestFakeEnginesPlayToTheMoveCap plays a UCI fake against a CECP fake:
// every move is legal, so the games end by the move cap, with the moves
// and comments in the PGN.
func TestFakeEnginesPlayToTheMoveCap(t *testing.T) {
	res, out, pgn := fakeMatch(t, fakeSpec(t, "u", "good"), fakeSpec(t, "x", "xboard"), 2)
	assert.Equal(t, Score{D: 2, Penta: [5]int{0, 0, 1, 0, 0}}, res.Score, out)
	assert.Empty(t, res.Failures)
	assert.Contains(t, out, "Finished game 1 (u vs x): 1/2-1/2 {Draw by move limit}")
	assert.Contains(t, out, "Finished game 2 (x vs u): 1/2-1/2 {Draw by move limit}")
	assert.Contains(t, pgn, "[Termination \"adjudication\"]")
	assert.Contains(t, pgn, "[PlyCount \"12\"]")
	assert.Contains(t, pgn, "{+0.12/1 ")       // the UCI fake's score
	assert.Contains(t, pgn, "{+0.17/1 ")       // the CECP fake's score
	assert.Regexp(t, `1\. [a-h][1-8] \{`, pgn) // SAN
	for _, g := range res.Games {
		assert.Len(t, g.Moves, 12)
	}
}

// TestSPRTStopsTheMatch: against an engine that loses every game, the
// match stops as soon as the SPRT accepts H1, long before its 60 games.
func TestSPRTStopsTheMatch(t *testing.T) {
	v, err := variants.Get("chess")
	require.NoError(t, err)
	var out bytes.Buffer
	var progress []string
	sprt := &SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	res, err := Run(context.Background(), Config{
		Engines: [2]EngineSpec{fakeSpec(t, "good", "good"), fakeSpec(t, "bad", "illegal")},
		Variant: v, VariantName: "chess", Games: 60, SPRT: sprt, Out: &out, TimeMargin: 50 * time.Millisecond,
		Progress: func(l string) { progress = append(progress, l) },
	})
	require.NoError(t, err)
	require.Len(t, progress, res.Score.Games())
	assert.Equal(t, "[1/60] good vs bad: 1 - 0 - 0  Elo inf +/- nan  LLR 0.00 (-2.94, 2.94)", progress[0])
	assert.Regexp(t, `^\[\d+/60\] good vs bad: \d+ - 0 - 0  Elo inf \+/- nan  LLR [3-9]\.\d\d \(-2\.94, 2\.94\)$`, progress[len(progress)-1])
	assert.Equal(t, 1, res.Decision)
	_, hi := sprt.Bounds()
	assert.GreaterOrEqual(t, res.LLR, hi)
	pairs := res.Score.Penta[4]
	require.Greater(t, pairs, 1)
	prev := res.Score.Penta
	prev[4]--
	assert.Less(t, sprt.LLR(prev), hi, "one pair fewer would not have decided")
	assert.LessOrEqual(t, res.Score.Games(), 2*pairs+1, "at most the game under way is played on")
	assert.Less(t, res.Score.Games(), 60)
	assert.Contains(t, out.String(), " - H1 was accepted\n")
}

// TestResumeFromPGN: a match resumed from the PGN of its first two games
// plays only the other two and ends with the full score.
func TestResumeFromPGN(t *testing.T) {
	v, err := variants.Get("chess")
	require.NoError(t, err)
	good, bad := fakeSpec(t, "good", "good"), fakeSpec(t, "bad", "illegal")
	cfg := Config{Engines: [2]EngineSpec{good, bad}, Variant: v, VariantName: "chess", Games: 2,
		TimeMargin: 50 * time.Millisecond}
	var pgn bytes.Buffer
	cfg.PGN = &pgn
	_, err = Run(context.Background(), cfg)
	require.NoError(t, err)
	prior, err := ReadPGN(&pgn)
	require.NoError(t, err)
	require.Len(t, prior, 2)

	var out bytes.Buffer
	cfg.Games, cfg.Resume, cfg.Out, cfg.PGN = 4, prior, &out, nil
	res, err := Run(context.Background(), cfg)
	require.NoError(t, err)
	assert.Equal(t, Score{W: 4, Penta: [5]int{0, 0, 0, 0, 2}}, res.Score)
	assert.Contains(t, out.String(), "Resumed 2 games: Score of good vs bad: 2 - 0 - 0  [1.000] 2\n")
	assert.NotContains(t, out.String(), "Started game 1 ")
	assert.NotContains(t, out.String(), "Started game 2 ")
	assert.Contains(t, out.String(), "Started game 3 of 4")
	assert.Contains(t, out.String(), "Score of good vs bad: 4 - 0 - 0  [1.000] 4\n")

	// Games of another match are refused.
	cfg.Engines[0].Name = "other"
	_, err = Run(context.Background(), cfg)
	assert.ErrorContains(t, err, "this match plays other vs bad")
}
