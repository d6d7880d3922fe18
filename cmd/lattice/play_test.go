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
// an illegal move is answered with why, hint suggests a legal move, undo
// takes back the person's move and the engine's answer, resign ends the game,
// and the PGN holds only the moves that stand.
func TestPlayScriptedPerson(t *testing.T) {
	pgn := filepath.Join(t.TempDir(), "game.pgn")
	in := strings.NewReader("e2e5\nhint\nfoo\ne2e4\nundo\nd2d4\nsave " + pgn + ".mid\nresign\n")
	var out, errOut bytes.Buffer
	err := playSession([]string{"-human", "white", "-depth", "1", "-pgnout", pgn}, in, &out, &errOut)
	require.NoError(t, err, errOut.String())
	o := out.String()
	assert.Contains(t, o, "  8  r n b q k b n r\n  7  p p p p p p p p\n")
	assert.Contains(t, o, "     a b c d e f g h\n")
	assert.Contains(t, o, "illegal move e2e5: ")
	assert.Contains(t, o, "illegal move foo: ")
	assert.Regexp(t, `hint: [a-h][1-8][a-h][1-8] \(score [+-]\d+\.\d\d\)`, o)
	assert.Contains(t, o, "took back 2 plies")
	assert.Contains(t, o, "  4  . . . P . . . .") // d2d4 on the board
	assert.Contains(t, o, "0-1 {White resigns}")
	data, err := os.ReadFile(pgn)
	require.NoError(t, err)
	g := string(data)
	assert.Contains(t, g, `[White "Human"]`)
	assert.Contains(t, g, `[Result "0-1"]`)
	assert.Contains(t, g, `[PlyCount "2"]`)
	assert.Regexp(t, `1\. d2d4 [a-h][1-8][a-h][1-8] \{[+-]\d+\.\d\d/1 \d+\.\d{3}s\} \{White resigns\} 0-1`, g)
	assert.NotContains(t, g, "e2e4")
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
	} {
		code, _, errOut := runCmd(c.args...)
		assert.Equal(t, 2, code, "%v", c.args)
		assert.Contains(t, errOut, c.want, "%v", c.args)
	}
}
