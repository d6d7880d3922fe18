package protocol

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A UCI transcript (testdata/protocol/uci_*.txt) is a conversation:
//
//	# comment
//	> line sent to the engine ("> "…"" is a Go-quoted string, for bytes)
//	< pattern of one reply line (see matchLine; "<" alone: an empty line)
//	<* pattern of any number of reply lines, up to the next pattern
//
// After each sent line the replies written under it are read and matched
// in order; the conversation ends with the session's output, which must
// hold nothing more. Only timing-free facts are written exactly: moves,
// counts and depths of fixed-depth searches are patterns where the search
// may change them.
type uciStep struct {
	send   string
	expect []uciExpect
	line   int
}

type uciExpect struct {
	pattern string
	many    bool
	line    int
}

// readTranscript parses a transcript file.
func readTranscript(t *testing.T, file string) []uciStep {
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	var steps []uciStep
	for i, raw := range strings.Split(string(data), "\n") {
		line := strings.TrimRight(raw, " \r")
		n := i + 1
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "> "):
			send := line[2:]
			if strings.HasPrefix(send, `"`) {
				send, err = strconv.Unquote(send)
				require.NoError(t, err, "%s:%d", file, n)
			}
			steps = append(steps, uciStep{send: send, line: n})
		case line == "<" || strings.HasPrefix(line, "< ") || strings.HasPrefix(line, "<* "):
			require.NotEmpty(t, steps, "%s:%d: a reply before anything was sent", file, n)
			e := uciExpect{line: n}
			if strings.HasPrefix(line, "<* ") {
				e.pattern, e.many = line[3:], true
			} else if line != "<" {
				e.pattern = line[2:]
			}
			s := &steps[len(steps)-1]
			s.expect = append(s.expect, e)
		default:
			t.Fatalf("%s:%d: a line must start with >, <, <* or #: %q", file, n, line)
		}
	}
	for _, s := range steps {
		if k := len(s.expect); k > 0 && s.expect[k-1].many {
			t.Fatalf("%s:%d: <* cannot end the replies to a line", file, s.expect[k-1].line)
		}
	}
	return steps
}

// playTranscript runs a transcript against a new session.
func playTranscript(t *testing.T, file string) {
	steps := readTranscript(t, file)
	c := startUCI(t)
	for _, s := range steps {
		c.send(s.send)
		for k, e := range s.expect {
			where := fmt.Sprintf("%s:%d (after %q, sent at line %d)", filepath.Base(file), e.line, s.send, s.line)
			if e.many {
				next := s.expect[k+1].pattern
				for {
					l, ok := c.next(uciWait)
					require.True(t, ok, "%s: output ended or stalled", where)
					if matchLine(next, l) || !matchLine(e.pattern, l) {
						c.unread(l)
						break
					}
				}
				continue
			}
			l, ok := c.next(uciWait)
			require.True(t, ok, "%s: no reply; want %q", where, e.pattern)
			require.True(t, matchLine(e.pattern, l), "%s:\n want %q\n got  %q", where, e.pattern, l)
		}
	}
	c.in.Close()
	for {
		l, ok := c.next(uciWait)
		if !ok {
			break
		}
		assert.Fail(t, "output after the transcript's end", "%q", l)
	}
}

// TestUCITranscripts plays every UCI transcript under testdata/protocol.
func TestUCITranscripts(t *testing.T) {
	files, err := filepath.Glob("../testdata/protocol/uci_*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".txt"), func(t *testing.T) { playTranscript(t, f) })
	}
}

func TestMatchLine(t *testing.T) {
	cases := []struct {
		pattern, line string
		want          bool
	}{
		{"readyok", "readyok", true},
		{"readyok", "readyok now", false},
		{"bestmove * ponder *", "bestmove e2e4 ponder e7e5", true},
		{"bestmove * ponder *", "bestmove e2e4", false},
		{"info depth 1 ...", "info depth 1 score cp 3", true},
		{"info depth 1 ...", "info depth 1", true},
		{"info depth 1 ...", "info depth 2 score cp 3", false},
		{"bestmove *,*>*,*", "bestmove 5,2>5,4", true},
		{"bestmove *,*>*,*", "bestmove e2e4", false},
		{"", "", true},
		{"", "x", false},
		{"error: ... (unchanged)", "error: move 2 is bad (unchanged)", true},
		{"error: ... (unchanged)", "error: (unchanged)", true},
		{"error: ... (unchanged)", "error: move 2 is bad", false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, matchLine(c.pattern, c.line), "%q vs %q", c.pattern, c.line)
	}
}
