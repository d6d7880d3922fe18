package protocol

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLineReaderOverlong checks that a line longer than maxLine becomes one
// tooLongLine and that reading goes on after it.
func TestLineReaderOverlong(t *testing.T) {
	cases := []struct {
		name, in string
		want     []string
	}{
		{"plain", "uci\r\n  isready  \n\n\nquit", []string{"uci", "isready", "quit"}},
		{"overlong", "uci\n" + strings.Repeat("x", maxLine+10) + "\nisready\n", []string{"uci", tooLongLine, "isready"}},
		{"overlong at end", "uci\n" + strings.Repeat("y", 3*maxLine), []string{"uci", tooLongLine}},
		{"just fits", strings.Repeat("z", maxLine-1) + "\nquit\n", []string{strings.Repeat("z", maxLine-1), "quit"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			lr := newLineReader(strings.NewReader(c.in))
			var got []string
			for {
				line, ok := lr.next()
				if !ok {
					break
				}
				got = append(got, line)
			}
			assert.Equal(t, c.want, got)
		})
	}
}
