package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlayScriptedPerson drives `lattice play -human white` through a pipe:
// an illegal move is answered with why, hint suggests a legal move (in
// SAN), moves are read in SAN or coordinates, undo takes back the person's
// move and the engine's answer, resign ends the game, and the PGN holds only
// the moves that stand, in SAN. The output is not a terminal: no colour.
func TestPlayScriptedPerson(t *testing.T) {
	pgn := filepath.Join(t.TempDir(), "game.pgn")
	in := strings.NewReader("e2e5\nhint\nfoo\nKe2\ne4\nundo\nNf3\nsave " + pgn + ".mid\nresign\n")
	var out, errOut bytes.Buffer
	err := playSession([]string{"-human", "white", "-depth", "1", "-pgnout", pgn}, in, &out, &errOut)
	require.NoError(t, err, errOut.String())
	o := out.String()
	assert.Contains(t, o, "  8  r n b q k b n r\n  7  p p p p p p p p\n")
	assert.Contains(t, o, "     a b c d e f g h\n")
	assert.Contains(t, o, "illegal move e2e5: ")
	assert.Contains(t, o, "illegal move e2e5: move \"e2e5\" is illegal in this position")
	assert.Contains(t, o, "illegal move foo: move \"foo\" is not in algebraic notation")
	assert.Contains(t, o, "illegal move Ke2: move \"Ke2\": no king can go to e2")
	assert.Regexp(t, `hint: N?[a-h][1-8] \(score [+-]\d+\.\d\d\)`, o)
	assert.Regexp(t, `(?m)^Black plays N?[a-h][1-8] \(score `, o)
	assert.NotContains(t, o, "\x1b[")
	assert.Contains(t, o, "took back 2 plies")
	assert.Contains(t, o, "  3  . . . . . N . .") // Nf3 on the board
	assert.Contains(t, o, "0-1 {White resigns}")
	data, err := os.ReadFile(pgn)
	require.NoError(t, err)
	g := string(data)
	assert.Contains(t, g, `[White "Human"]`)
	assert.Contains(t, g, `[Result "0-1"]`)
	assert.Contains(t, g, `[PlyCount "2"]`)
	assert.Regexp(t, `1\. Nf3 N?[a-h][1-8] \{[+-]\d+\.\d\d/1 \d+\.\d{3}s\} \{White resigns\} 0-1`, g)
	assert.NotContains(t, g, "e4")
	mid, err := os.ReadFile(pgn + ".mid")
	require.NoError(t, err)
	assert.Contains(t, string(mid), `[PlyCount "2"]`)
}

// TestPlayEngineVsEngineOnThePlane plays the engine against itself on the
// infinite plane to the move cap: the window is drawn with coordinates and
// the pieces outside it are listed.
func TestPlayEngineVsEngineOnThePlane(t *testing.T) {
	pgn := filepath.Join(t.TempDir(), "plane.pgn")
	var out, errOut bytes.Buffer
	err := playSession([]string{"-variant", "infinite", "-nodes", "800", "-maxmoves", "2", "-pgnout", pgn},
		strings.NewReader(""), &out, &errOut)
	require.NoError(t, err, errOut.String())
	o := out.String()
	assert.Regexp(t, `(?m)^White plays -?\d+,-?\d+>-?\d+,-?\d+ `, o)
	assert.Regexp(t, `(?m)^ +x = -?\d+ … -?\d+$`, o)
	assert.Contains(t, o, "outside the window: ")
	assert.Contains(t, o, "1/2-1/2 {Draw by move limit}")
	data, err := os.ReadFile(pgn)
	require.NoError(t, err)
	assert.Contains(t, string(data), `[Variant "infinite"]`)
	assert.Contains(t, string(data), `[ICN "w `)
	assert.Contains(t, string(data), `[PlyCount "4"]`)
}

func TestPlayBadCommandLines(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "-human", "red"}, "white or black"},
		{[]string{"play", "-variant", "nosuch"}, "nosuch"},
		{[]string{"play", "extra"}, "unexpected argument"},
		{[]string{"play", "-color", "blue"}, "auto, always or never"},
	} {
		code, _, errOut := runCmd(c.args...)
		assert.Equal(t, 2, code, "%v", c.args)
		assert.Contains(t, errOut, c.want, "%v", c.args)
	}
}

// TestPlayColor: -color always draws the board in colour with the last
// move marked, also into a pipe; never and auto (not a terminal) do not.
func TestPlayColor(t *testing.T) {
	for _, c := range []struct {
		mode  string
		color bool
	}{{"always", true}, {"never", false}, {"auto", false}} {
		var out, errOut bytes.Buffer
		err := playSession([]string{"-depth", "1", "-maxmoves", "1", "-color", c.mode}, strings.NewReader(""), &out, &errOut)
		require.NoError(t, err, errOut.String())
		o := out.String()
		if c.color {
			assert.Contains(t, o, "\x1b[1;38;5;231;48;5;137m R ", c.mode)
			assert.Contains(t, o, "48;5;143m", "the last move is marked")
			assert.Contains(t, o, "\x1b[0m\n")
		} else {
			assert.NotContains(t, o, "\x1b", c.mode)
		}
	}
}
