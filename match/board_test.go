package match

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

func TestDrawBoardChessStart(t *testing.T) {
	v, err := variants.Get("chess")
	require.NoError(t, err)
	var b bytes.Buffer
	DrawBoard(&b, v.StartPosition(), movegen.Coord{})
	want := "  8  r n b q k b n r\n  7  p p p p p p p p\n" +
		"  6  . . . . . . . .\n  5  . . . . . . . .\n  4  . . . . . . . .\n  3  . . . . . . . .\n" +
		"  2  P P P P P P P P\n  1  R N B Q K B N R\n     a b c d e f g h\n"
	assert.Equal(t, want, b.String())
}

func TestDrawBoardPlaneWindow(t *testing.T) {
	v, err := variants.Get("infinite")
	require.NoError(t, err)
	// Two kings and a rook far away: the bounding box is too big, so the
	// window is centred on the focus and the rook is listed outside it.
	p, err := v.ParseICN("w 1 K5,1|k5,8|R1000,-7", movegen.AutoBoard, nil)
	require.NoError(t, err)
	var b bytes.Buffer
	DrawBoard(&b, p, movegen.Coord{X: 5, Y: 4})
	s := b.String()
	assert.Contains(t, s, "x = -2 … 13\n")
	assert.Contains(t, s, "outside the window: R1000,-7\n")
	assert.Contains(t, s, "     8  . . . . . . . k . . . . . . . .\n")
	assert.Contains(t, s, "     1  . . . . . . . K . . . . . . . .\n")
	// Small enough: the window is the pieces' bounding box, nothing outside.
	p, err = v.ParseICN("w 1 K5,1|k5,8|R7,3", movegen.AutoBoard, nil)
	require.NoError(t, err)
	b.Reset()
	DrawBoard(&b, p, movegen.Coord{})
	assert.Contains(t, b.String(), "x = 5 … 7\n")
	assert.NotContains(t, b.String(), "outside")
	assert.Contains(t, b.String(), "     3  . . R\n")
}

func TestReadOpeningFiles(t *testing.T) {
	cases := []struct {
		file, format, variant string
		n                     int
	}{
		{"../testdata/openings/chess.epd", "epd", "chess", 8},
		{"../testdata/openings/infinite.icn", "icn", "infinite", 4},
	}
	for _, c := range cases {
		v, err := variants.Get(c.variant)
		require.NoError(t, err)
		f, err := os.Open(c.file)
		require.NoError(t, err)
		ops, err := ReadOpenings(f, c.format, v)
		f.Close()
		require.NoError(t, err, c.file)
		assert.Len(t, ops, c.n, c.file)
		seen := map[uint64]bool{v.StartPosition().Key(): true}
		for _, o := range ops {
			p, err := startPosition(v, o.Text)
			require.NoError(t, err)
			assert.False(t, seen[p.Key()], "%s: a distinct position past the start", o.Text)
			seen[p.Key()] = true
		}
	}
	v, _ := variants.Get("chess")
	for _, bad := range []struct{ text, format, want string }{
		{"rnbqkbnr/pppppppp w", "epd", "at least 4 fields"},
		{"xx/yy w KQkq -", "epd", "line 1"},
		{"# only a comment\n", "epd", "no openings"},
		{"8/8/8/8/8/8/8/8 w - -", "fen", "unknown opening format"},
	} {
		_, err := ReadOpenings(strings.NewReader(bad.text), bad.format, v)
		assert.ErrorContains(t, err, bad.want, bad.text)
	}
}

// TestDrawBoardColor: squares on their colours (a1 dark), pieces in their
// side's colour, the marked squares in a third, every row reset; the same
// letters as the plain board.
func TestDrawBoardColor(t *testing.T) {
	v, err := variants.Get("chess")
	require.NoError(t, err)
	p := v.StartPosition()
	m, err := p.ParseMove("e2e4")
	require.NoError(t, err)
	p.Make(m)
	var b bytes.Buffer
	DrawBoardStyled(&b, p, movegen.Coord{}, BoardStyle{Color: true, Marked: []movegen.Coord{m.From, m.To}})
	s := b.String()
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	require.Len(t, lines, 9)
	assert.True(t, strings.HasPrefix(lines[7], "  1 \x1b[1;38;5;231;48;5;137m R \x1b[1;38;5;231;48;5;180m N "), "%q", lines[7])
	assert.True(t, strings.HasPrefix(lines[0], "  8 \x1b[1;38;5;16;48;5;180m r "), "%q", lines[0])
	assert.Contains(t, lines[4], "\x1b[1;38;5;231;48;5;143m P ", "e4 is marked")
	assert.Contains(t, lines[6], "\x1b[1;38;5;231;48;5;143m   ", "e2 is marked")
	for _, l := range lines[:8] {
		assert.True(t, strings.HasSuffix(l, "\x1b[0m"), "%q", l)
	}
	assert.Equal(t, "     a  b  c  d  e  f  g  h", lines[8])
	plain := regexp.MustCompile("\x1b\\[[0-9;]*m").ReplaceAllString(s, "")
	assert.Contains(t, plain, "  1  R  N  B  Q  K  B  N  R \n")
	assert.NotContains(t, plain, "\x1b")

	b.Reset()
	DrawBoardStyled(&b, p, movegen.Coord{}, BoardStyle{Marked: []movegen.Coord{m.To}})
	assert.NotContains(t, b.String(), "\x1b", "no colour without Color")
}
