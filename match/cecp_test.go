package match

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen/variants"
)

// runFakes plays games between two fake engines from an opening.
func runFakes(t *testing.T, a, b EngineSpec, games int, opening Opening) (*Result, string, string) {
	t.Helper()
	v, err := variants.Get("chess")
	require.NoError(t, err)
	var out, pgn bytes.Buffer
	var openings []Opening
	if opening.Text != "" {
		openings = []Opening{opening}
	}
	res, err := Run(context.Background(), Config{
		Engines: [2]EngineSpec{a, b}, Variant: v, VariantName: "chess", Games: games, Openings: openings,
		Adj: Adjudication{MaxMoves: 6}, TimeMargin: 50 * time.Millisecond,
		HangTimeout: 400 * time.Millisecond, Out: &out, PGN: &pgn, Event: "test",
	})
	require.NoError(t, err)
	return res, out.String(), pgn.String()
}

// TestCECPIllegalMoveReply: an engine that answers a legal move with
// "Illegal move" loses the game (its board is not the game's), with the
// reason in the PGN, and is restarted for the next game.
func TestCECPIllegalMoveReply(t *testing.T) {
	res, out, pgn := runFakes(t, fakeSpec(t, "good", "good"), fakeSpec(t, "bad", "xboard-rejects"), 2, Opening{})
	assert.Equal(t, Score{W: 2, Penta: [5]int{0, 0, 0, 0, 1}}, res.Score, out)
	assert.Equal(t, map[string]map[string]int{"bad": {"illegal move claim": 2}}, res.Failures)
	assert.Contains(t, out, "Finished game 1 (good vs bad): 1-0 {Black rejects a legal move: Illegal move: ")
	assert.Contains(t, out, "Finished game 2 (bad vs good): 0-1 {White rejects a legal move: Illegal move: ")
	assert.Contains(t, out, "Failures of bad (games lost, engine restarted): illegal move claim 2")
	assert.Equal(t, 2, strings.Count(pgn, `[Termination "rules infraction"]`), pgn)
	assert.Contains(t, pgn, "{Black rejects a legal move: Illegal move: ")
}

// TestCECPDrawOffers: an offer is recorded with its move and passed on to
// a CECP opponent; the game is drawn by agreement when the opponent offers
// in turn (answering "draw" or with its own move), before the answering
// move; a UCI opponent cannot accept, so play goes on.
func TestCECPDrawOffers(t *testing.T) {
	cases := []struct {
		a, b    string
		reasons [2]string
		plies   [2]int
		offers  int // {draw offer} comments in the PGN
	}{
		{"xboard-offers", "xboard-accepts", [2]string{"Draw by agreement", "Draw by agreement"}, [2]int{1, 2}, 2},
		{"xboard-offers", "xboard-offers", [2]string{"Draw by agreement", "Draw by agreement"}, [2]int{1, 1}, 2},
		{"xboard-offers", "good", [2]string{"Draw by move limit", "Draw by move limit"}, [2]int{12, 12}, 12},
		{"xboard-accepts", "good", [2]string{"Draw by move limit", "Draw by move limit"}, [2]int{12, 12}, 0},
	}
	for _, c := range cases {
		t.Run(c.a+"-"+c.b, func(t *testing.T) {
			res, out, pgn := runFakes(t, fakeSpec(t, "A", c.a), fakeSpec(t, "B", c.b), 2, Opening{})
			assert.Equal(t, 2, res.Score.D, out)
			assert.Empty(t, res.Failures)
			require.Len(t, res.Games, 2)
			for i, g := range res.Games {
				assert.Equal(t, "1/2-1/2", g.Result)
				assert.Equal(t, c.reasons[i], g.Reason, "game %d", i+1)
				assert.Len(t, g.Moves, c.plies[i], "game %d", i+1)
			}
			assert.Equal(t, c.offers, strings.Count(pgn, "{draw offer}"), pgn)
			games, err := ReadPGN(strings.NewReader(pgn))
			require.NoError(t, err)
			for i, g := range games {
				for j, m := range g.Moves {
					assert.Equal(t, res.Games[i].Moves[j].Info.DrawOffer, m.Info.DrawOffer, "game %d ply %d", i+1, j+1)
				}
			}
		})
	}
}

// TestCECPDrawClaim: "1/2-1/2" before a move claims that the move draws;
// the referee checks it after the move: a capture of the last piece but the
// kings is a draw, the first move of the game is not.
func TestCECPDrawClaim(t *testing.T) {
	good := fakeSpec(t, "good", "good")
	res, out, _ := runFakes(t, fakeSpec(t, "claimer", "xboard-drawclaim"), good, 1,
		Opening{Text: "k7/8/8/8/8/8/1n6/K7 w - - 0 1"})
	assert.Empty(t, res.Failures, out)
	assert.Contains(t, out, "Finished game 1 (claimer vs good): 1/2-1/2 {Draw by insufficient mating material}")

	res, out, _ = runFakes(t, fakeSpec(t, "claimer", "xboard-drawclaim"), good, 1, Opening{})
	assert.Equal(t, map[string]map[string]int{"claimer": {"false claim": 1}}, res.Failures)
	assert.Contains(t, out, "Finished game 1 (claimer vs good): 0-1 {White makes a false claim: a draw that the rules do not give}")
	require.Len(t, res.Games, 1)
	assert.Len(t, res.Games[0].Moves, 1, "the claimed move is played, then judged")
}

// TestCECPResultClaims: claiming the opponent's win is resigning; claiming
// one's own in an ongoing game is a false claim.
func TestCECPResultClaims(t *testing.T) {
	res, out, _ := runFakes(t, fakeSpec(t, "good", "good"), fakeSpec(t, "bad", "xboard-claim"), 2, Opening{})
	assert.Equal(t, 2, res.Failures["bad"]["false claim"], out)
	assert.Contains(t, out, "{Black makes a false claim: claims 0-1 {I win} in an ongoing game}")
	assert.Contains(t, out, "{White makes a false claim: claims 1-0 {I win} in an ongoing game}")

	res, out, _ = runFakes(t, fakeSpec(t, "good", "good"), fakeSpec(t, "bad", "xboard-concede"), 2, Opening{})
	assert.Empty(t, res.Failures, out)
	assert.Equal(t, 2, res.Score.W)
	assert.Contains(t, out, "Finished game 1 (good vs bad): 1-0 {Black resigns}")
	assert.Contains(t, out, "Finished game 2 (bad vs good): 0-1 {White resigns}")
}

// TestOptionsOnTheWire: option names with spaces go out whole, as UCI's
// setoption and CECP's option command write them; Hash is CECP's memory.
func TestOptionsOnTheWire(t *testing.T) {
	v, err := variants.Get("chess")
	require.NoError(t, err)
	u, x := fakeSpec(t, "u", "good"), fakeSpec(t, "x", "xboard")
	opts := [][2]string{{"Move Overhead", "100"}, {"Hash", "16"}}
	u.Options, x.Options = opts, opts
	var mu sync.Mutex
	sent := map[string][]string{}
	_, err = Run(context.Background(), Config{
		Engines: [2]EngineSpec{u, x}, Variant: v, VariantName: "chess", Games: 1,
		Adj: Adjudication{MaxMoves: 1}, TimeMargin: 50 * time.Millisecond, HangTimeout: time.Second,
		Debug: func(engine, dir, line string) {
			mu.Lock()
			defer mu.Unlock()
			if dir == ">" {
				sent[engine] = append(sent[engine], line)
			}
		},
	})
	require.NoError(t, err)
	assert.Contains(t, sent["u"], "setoption name Move Overhead value 100")
	assert.Contains(t, sent["u"], "setoption name Hash value 16")
	assert.Contains(t, sent["x"], "option Move Overhead=100")
	assert.Contains(t, sent["x"], "memory 16")
}

// TestCECPScore reads thinking scores in centipawns and both mate forms.
func TestCECPScore(t *testing.T) {
	for _, c := range []struct{ n, score, mate int }{
		{35, 35, 0},
		{-1200, -1200, 0},
		{100003, 100000 - 3, 3},    // mate in 3 moves, today's CECP
		{-100001, -100000 + 1, -1}, // mated in 1 move (Fairy-Max)
		{99995, 100000 - 3, 3},     // mate in 5 plies, the older form
		{-99998, -100000 + 1, -1},  // mated in 2 plies
		{100000, 100000 - 1, 1},
	} {
		s, m := cecpScore(c.n)
		assert.Equal(t, c.score, s, "%d", c.n)
		assert.Equal(t, c.mate, m, "%d", c.n)
	}
}

// TestEngineCommandChecked: a match with an engine that cannot be started
// stops before its first game, saying why, instead of forfeiting them all.
func TestEngineCommandChecked(t *testing.T) {
	v, err := variants.Get("chess")
	require.NoError(t, err)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "engine"), []byte("#!/bin/sh\n"), 0o644))
	good := fakeSpec(t, "good", "good")
	for _, c := range []struct{ cmd, dir, want string }{
		{"no-such-engine-xyz", "", "executable file not found"},
		{"./engine", dir, "is not executable"},
		{"./", dir, "is a directory"},
		{"./missing", dir, "no such file"},
	} {
		bad := good
		bad.Name, bad.Cmd, bad.Dir, bad.Args = "bad", c.cmd, c.dir, nil
		_, err := Run(context.Background(), Config{Engines: [2]EngineSpec{good, bad}, Variant: v, VariantName: "chess", Games: 2})
		assert.ErrorContains(t, err, `engine "bad": cannot start `+c.cmd, c.cmd)
		assert.ErrorContains(t, err, c.want, c.cmd)
	}
}

// TestCECPFeatures: a protocol 1 engine (no features, no ping) plays after
// XBoard's two seconds; an engine with san=1 gets SAN and answers in it;
// one that answers in SAN unasked is understood; an engine that does not
// list the match's variant (a UCI engine: has no UCI_Variant) ends the
// match before its first game.
func TestCECPFeatures(t *testing.T) {
	for _, mode := range []string{"xboard-proto1", "xboard-san", "xboard-replysan"} {
		t.Run(mode, func(t *testing.T) {
			v, err := variants.Get("chess")
			require.NoError(t, err)
			var mu sync.Mutex
			var sent []string
			var out bytes.Buffer
			res, err := Run(context.Background(), Config{
				Engines: [2]EngineSpec{fakeSpec(t, "u", "good"), fakeSpec(t, "x", mode)}, Variant: v,
				VariantName: "chess", Games: 2, Adj: Adjudication{MaxMoves: 6}, TimeMargin: 50 * time.Millisecond,
				HangTimeout: time.Second, Out: &out,
				Debug: func(engine, dir, line string) {
					mu.Lock()
					defer mu.Unlock()
					if engine == "x" && dir == ">" {
						sent = append(sent, line)
					}
				},
			})
			require.NoError(t, err)
			assert.Empty(t, res.Failures, out.String())
			assert.Equal(t, 2, res.Score.D, out.String())
			moves := 0
			for _, l := range sent {
				switch {
				case strings.HasPrefix(l, "usermove "):
					moves++
					if mode == "xboard-san" {
						assert.NotRegexp(t, `^usermove [a-h][1-8][a-h][1-8]`, l, "SAN, not coordinates")
					} else {
						assert.Regexp(t, `^usermove [a-h][1-8][a-h][1-8][a-z]?$`, l)
					}
				case mode == "xboard-proto1" && coordinateForm.MatchString(l):
					moves++ // protocol 1: a move without usermove
				}
				if mode == "xboard-proto1" {
					assert.NotContains(t, l, "ping", "no ping to an engine without it")
					assert.NotContains(t, l, "setboard")
				}
			}
			// The opponent's moves: six in game 1 (x is Black), five in
			// game 2 (the game ends with the opponent's sixth).
			assert.Equal(t, 11, moves, "%v", sent)
		})
	}

	v, err := variants.Get("grand")
	require.NoError(t, err)
	_, err = Run(context.Background(), Config{
		Engines: [2]EngineSpec{fakeSpec(t, "u", "good"), fakeSpec(t, "x", "xboard-variants")}, Variant: v,
		VariantName: "grand", Games: 4, TimeMargin: 50 * time.Millisecond, HangTimeout: time.Second,
	})
	assert.EqualError(t, err, "engine x does not play grand (it plays normal, capablanca)")
	_, err = Run(context.Background(), Config{
		Engines: [2]EngineSpec{fakeSpec(t, "u", "chess-only"), fakeSpec(t, "x", "xboard")}, Variant: v,
		VariantName: "grand", Games: 4, TimeMargin: 50 * time.Millisecond, HangTimeout: time.Second,
	})
	assert.EqualError(t, err, "engine u does not play grand (it has no UCI_Variant option)")

	// An option that adds variants (a variant file) is seen before the games.
	x := fakeSpec(t, "x", "xboard-variants")
	x.Options = [][2]string{{"More variants", "1"}}
	v, err = variants.Get("janus")
	require.NoError(t, err)
	res, err := Run(context.Background(), Config{
		Engines: [2]EngineSpec{fakeSpec(t, "u", "good"), x}, Variant: v, VariantName: "janus", Games: 2,
		Adj: Adjudication{MaxMoves: 2}, TimeMargin: 50 * time.Millisecond, HangTimeout: time.Second,
	})
	require.NoError(t, err)
	assert.Equal(t, 2, res.Score.Games())
	assert.Equal(t, 2, res.Score.D, "%v", res.Failures)
}
