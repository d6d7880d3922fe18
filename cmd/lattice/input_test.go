package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// assertUsageError checks that a command fails with exit status 2, prints
// nothing on stdout and one line on stderr that contains want.
func assertUsageError(t *testing.T, want string, args ...string) {
	t.Helper()
	code, out, errOut := runCmd(args...)
	assert.Equal(t, 2, code, "%v", args)
	assert.Empty(t, out, "%v", args)
	assert.Equal(t, 1, strings.Count(errOut, "\n"), "%v: %q", args, errOut)
	assert.True(t, strings.HasPrefix(errOut, "lattice: "), "%v: %q", args, errOut)
	assert.Contains(t, errOut, want, "%v", args)
}

// TestPerftICNRuleFields: perft counts inside the ICN's own world border
// (the same count as -border with that rectangle), and rejects by name the
// fields it cannot play.
func TestPerftICNRuleFields(t *testing.T) {
	code, out, errOut := runCmd("perft", "-variant", "infinite", "-icn", "w 0,9,0,9 K5,1|k5,8|R1,2", "-depth", "1")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Nodes searched: 26\n")
	_, flagOut, _ := runCmd("perft", "-variant", "infinite", "-icn", "w K5,1|k5,8|R1,2", "-border", "0,9,0,9", "-depth", "1")
	assert.Contains(t, flagOut, "Nodes searched: 26\n")
	// An explicit -border overrides the ICN's.
	_, out, _ = runCmd("perft", "-variant", "infinite", "-icn", "w 0,9,0,9 K5,1|k5,8|R1,2", "-border", "-5,14,-6,15", "-depth", "1")
	assert.Contains(t, out, "Nodes searched: 48\n")

	assertUsageError(t, "win condition koth is not supported", "perft", "-variant", "infinite", "-icn", "w koth K5,1|k5,8", "-depth", "1")
	assertUsageError(t, "win condition royalcapture is not supported", "perft", "-variant", "infinite", "-icn", "w royalcapture K5,1|k5,8", "-depth", "1")
	assertUsageError(t, "choices N differ", "perft", "-variant", "infinite", "-icn", "w (8|1;n) K5,1|k5,8|P1,7", "-depth", "1")
}

// writeFile writes a variant file into a test's temporary directory.
func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

// TestUnplayableVariantFiles: a variant file that would promote to a king,
// let the king promote, have no king or a piece without moves is refused
// with file:line:col, and nothing is counted.
func TestUnplayableVariantFiles(t *testing.T) {
	const head = "[variant v]\ninherit = chess\n"
	cases := []struct{ text, want string }{
		{head + "promotion = QK\n", ":3:1: variant v: promotion choice K (king) is royal"},
		{head + "[piece king]\npawn = yes\n", ":4:1: variant v: piece king is both royal and a pawn"},
		{head + "start = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n[piece king]\nroyal = no\n", ":5:1: variant v has no royal piece"},
		{head + "[piece knight]\nbetza =\n", ":4:1: variant v: piece knight has no moves"},
	}
	for _, c := range cases {
		f := writeFile(t, "v.ini", c.text)
		assertUsageError(t, f+c.want, "perft", "-variants", f, "-variant", "v", "-depth", "1")
		assertUsageError(t, f+c.want, "variants", "-variants", f)
	}
}

// TestPerftCastlingRightOffStartSquare: a FEN's castling right for a king
// that has left its start square is dropped with a one-line warning on
// stderr; the count has no castling move (king 8 + rook 9: h5-h8, h3-h1, g4, f4).
func TestPerftCastlingRightOffStartSquare(t *testing.T) {
	code, out, errOut := runCmd("perft", "-fen", "4k3/8/8/8/4K2R/8/8/8 w K - 0 1", "-depth", "1", "-divide")
	require.Equal(t, 0, code, errOut)
	assert.NotContains(t, out, "e4g4")
	assert.Contains(t, out, "Nodes searched: 17\n")
	assert.Equal(t, "lattice: warning: fen: castling: ignored 'K': the white king on e4 is not on its start square (e1)\n", errOut)
	code, out, errOut = runCmd("perft", "-fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "-depth", "1", "-divide")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "e1g1: 1\n")
	assert.Empty(t, errOut)
}

// TestPerftInputMessages: the one-line errors quote what was written.
func TestPerftInputMessages(t *testing.T) {
	assertUsageError(t, `lattice: perft: -moves: move "e9999999": square "e9999999" is off the board`, "perft", "-depth", "1", "-moves", "e9999999")
	assertUsageError(t, `lattice: perft: -moves: move "5,2>5,5": no legal move matches`, "perft", "-variant", "infinite", "-depth", "1", "-moves", "5,2>5,5")
	assertUsageError(t, "lattice: perft: icn: board: white has 2 kings", "perft", "-variant", "infinite", "-depth", "1", "-icn", "w K1,1|K2,2|k9,9")
	assertUsageError(t, "lattice: perft: fen: board: rank 1: unknown piece letter 'é'", "perft", "-depth", "1", "-fen", "4k3/8/8/8/8/8/8/4K2é w - - 0 1")
}

// TestVariantFileWithByteOrderMark: a file an editor saved with a UTF-8
// byte order mark loads; a non-ASCII character is shown as written.
func TestVariantFileWithByteOrderMark(t *testing.T) {
	f := writeFile(t, "bom.ini", "\xef\xbb\xbf[variant bom]\ninherit = chess\n")
	code, out, errOut := runCmd("variants", "-variants", f)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "bom                  8x8        "+f+":1\n")
	g := writeFile(t, "utf.ini", "[variant v]\ninherit = chess\n[piece knight]\nbetza = Né\n")
	assertUsageError(t, g+":4:10: betza: unexpected character 'é'", "variants", "-variants", g)
}
