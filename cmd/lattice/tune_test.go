package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const tuneFixture = "../../testdata/tune/chess.pgn"

func TestTuneCommand(t *testing.T) {
	out := filepath.Join(t.TempDir(), "tuned.ini")
	args := []string{"tune", "-pgn", tuneFixture, "-holdout", "0.3", "-seed", "2", "-out", out}
	code, stdout, stderr := runCmd(args...)
	require.Equal(t, 0, code, stderr)
	for _, want := range []string{"games: 7 read, 6 used (skipped: 1 forfeit)", "parameter", "value knight", "value queen",
		"K = ", "training error", "held-out error", "wrote " + out} {
		assert.Contains(t, stdout, want)
	}
	again, stdout2, _ := runCmd(args...)
	assert.Equal(t, 0, again)
	assert.Equal(t, stdout, stdout2, "the same seed gives the same fit")

	text, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(text), "[variant chess-tuned]\ninherit = chess\n")
	code, stdout, stderr = runCmd("variants", "-variants", out)
	assert.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "chess-tuned")
}

func TestTuneBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
		return p
	}
	unclosed := write("unclosed.pgn", "[Event \"x\"]\n[Result \"1-0\"]\n\n1. e2e4 {oops 1-0\n")
	illegal := write("illegal.pgn", "[Event \"x\"]\n[Result \"1-0\"]\n\n1. e2e4 e7e5 2. e4e5 1-0\n")
	empty := write("empty.pgn", "\n")
	// Text without tags is a game without a result to the PGN reader,
	// so the tuner finds no positions in it.
	untagged := write("untagged.pgn", "no games here\n")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"tune"}, "-pgn FILE is required"},
		{[]string{"tune", "-pgn", filepath.Join(dir, "missing.pgn")}, "missing.pgn"},
		{[]string{"tune", "-pgn", unclosed}, "unclosed comment"},
		{[]string{"tune", "-pgn", illegal}, `game 1 ply 3: move "e4e5"`},
		{[]string{"tune", "-pgn", empty}, "no games"},
		{[]string{"tune", "-pgn", untagged}, "no training positions"},
		{[]string{"tune", "-pgn", tuneFixture + ","}, "empty file name"},
		{[]string{"tune", "-pgn", tuneFixture, "-variant", "capablanca"}, `not "capablanca"`},
		{[]string{"tune", "-pgn", tuneFixture, "-variant", "nosuch"}, "unknown variant"},
		{[]string{"tune", "-pgn", tuneFixture, "-k", "x"}, "-k must be auto"},
		{[]string{"tune", "-pgn", tuneFixture, "-k", "-1"}, "-k must be auto"},
		{[]string{"tune", "-pgn", tuneFixture, "-params", "some"}, "want material or all"},
		{[]string{"tune", "-pgn", tuneFixture, "-holdout", "1"}, "-holdout must be"},
		{[]string{"tune", "-pgn", tuneFixture, "-iterations", "0"}, "-iterations and -patience must be"},
		{[]string{"tune", "-pgn", tuneFixture, "-patience", "0"}, "-iterations and -patience must be"},
		{[]string{"tune", "-pgn", tuneFixture, "-skip", "-1"}, "must not be negative"},
		{[]string{"tune", "-pgn", tuneFixture, "-skip", "1000"}, "no training positions"},
		{[]string{"tune", "-pgn", tuneFixture, "stray"}, "unexpected argument"},
	}
	for _, tc := range tests {
		code, stdout, stderr := runCmd(tc.args...)
		assert.Equal(t, 2, code, "%v", tc.args)
		assert.NotContains(t, stdout, "parameter", "%v", tc.args)
		assert.Contains(t, stderr, tc.want, "%v", tc.args)
		assert.Equal(t, 1, strings.Count(stderr, "\n"), "one line: %q", stderr)
	}
}
