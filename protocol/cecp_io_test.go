package protocol

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/engine"
)

// TestCECPGarbageAndLongLines: binary garbage and a line longer than the
// reader takes each get an error reply; the session goes on.
func TestCECPGarbageAndLongLines(t *testing.T) {
	e, err := engine.New()
	require.NoError(t, err)
	in := "xboard\n" +
		"\x00\x01\x7f\xff\xfe garbage\n" +
		"usermove " + strings.Repeat("e2e4", maxLine/2) + "\n" +
		"setboard " + strings.Repeat("8/", 1000) + "\n" +
		"usermove \xff\xfe\n" +
		"ping 1\n"
	var out bytes.Buffer
	require.NoError(t, Run(strings.NewReader(in), &out, e))
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 5, out.String())
	assert.Equal(t, "Error (unknown command): ????? garbage", lines[0])
	assert.Equal(t, "Error (unknown command): ?(line longer than 1 MiB)", lines[1])
	assert.Regexp(t, `^Error \(illegal position: .*\): setboard 8/8/8/.*\.\.\.$`, lines[2])
	assert.Equal(t, "Illegal move: ??", lines[3])
	assert.Equal(t, "pong 1", lines[4])
	for _, l := range lines {
		for i := 0; i < len(l); i++ {
			assert.True(t, l[i] >= ' ' && l[i] <= '~', "unprintable byte in %q", l)
		}
	}
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", e.PositionText())
}
