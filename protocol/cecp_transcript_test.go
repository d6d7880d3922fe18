package protocol

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"lattice/engine"
)

// A CECP transcript is a file of lines:
//
//	> COMMAND     sent to the engine
//	< LINE        the next output line, exactly
//	~ REGEXP      the next output line matches REGEXP
//	* REGEXP      any number of output lines matching REGEXP (thinking output)
//	#             a comment
//
// Every expected line before a `>` is awaited (10 s at most) before the
// command is sent, so a transcript says exactly what must have happened
// before each command; commands with nothing expected between them go out
// back to back (ping ordering, commands while thinking). At the end the
// session gets `quit` and must end, with no output left unread.

type cecpStep struct {
	kind byte // '>', '<', '~', '*'
	text string
	re   *regexp.Regexp
	line int
}

func readCECPTranscript(t *testing.T, path string) []cecpStep {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var steps []cecpStep
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || line[0] == '#' {
			continue
		}
		require.True(t, len(line) >= 2 && line[1] == ' ', "%s:%d: want '> ', '< ', '~ ' or '* '", path, n)
		s := cecpStep{kind: line[0], text: line[2:], line: n}
		switch s.kind {
		case '>', '<':
		case '~', '*':
			re, err := regexp.Compile(s.text)
			require.NoError(t, err, "%s:%d", path, n)
			s.re = re
		default:
			t.Fatalf("%s:%d: unknown step %q", path, n, line[0])
		}
		steps = append(steps, s)
	}
	require.NoError(t, sc.Err())
	return steps
}

// session is a CECP session under test: input pipe, output lines.
type cecpSession struct {
	t    *testing.T
	in   *io.PipeWriter
	out  chan string
	done chan error
	e    *engine.Engine
}

func startCECP(t *testing.T) *cecpSession {
	t.Helper()
	e, err := engine.New()
	require.NoError(t, err)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &cecpSession{t: t, in: inW, out: make(chan string, 1024), done: make(chan error, 1), e: e}
	go func() {
		err := RunNamed(inR, outW, e, Name(testVersion))
		outW.Close()
		s.done <- err
	}()
	go func() {
		defer close(s.out)
		sc := bufio.NewScanner(outR)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			s.out <- sc.Text()
		}
	}()
	return s
}

func (s *cecpSession) send(line string) {
	_, err := io.WriteString(s.in, line+"\n")
	require.NoError(s.t, err)
}

// next returns the next output line, failing after a timeout.
func (s *cecpSession) next(where string) string {
	select {
	case l, ok := <-s.out:
		require.True(s.t, ok, "%s: output ended", where)
		return l
	case <-time.After(10 * time.Second):
		s.t.Fatalf("%s: no output within 10 s", where)
	}
	return ""
}

// close sends quit and checks that the session ends without more output.
func (s *cecpSession) close(where string) {
	s.send("quit")
	select {
	case err := <-s.done:
		require.NoError(s.t, err)
	case <-time.After(10 * time.Second):
		s.t.Fatalf("%s: quit did not end the session", where)
	}
	for l := range s.out {
		s.t.Errorf("%s: unexpected output after the transcript: %q", where, l)
	}
}

func runCECPTranscript(t *testing.T, path string) {
	steps := readCECPTranscript(t, path)
	s := startCECP(t)
	var held string // a line read while skipping '*' lines
	nextLine := func(where string) string {
		if held != "" {
			l := held
			held = ""
			return l
		}
		return s.next(where)
	}
	for i, st := range steps {
		where := filepath.Base(path) + ":" + strconv.Itoa(st.line)
		switch st.kind {
		case '>':
			s.send(st.text)
		case '<':
			require.Equal(t, st.text, nextLine(where), where)
		case '~':
			l := nextLine(where)
			require.Regexp(t, st.re, l, where)
		case '*':
			if i == len(steps)-1 || steps[i+1].kind == '>' {
				t.Fatalf("%s: a '*' step must be followed by another expectation", where)
			}
			for {
				l := nextLine(where)
				if !st.re.MatchString(l) {
					held = l
					break
				}
			}
		}
	}
	require.Empty(t, held, "unmatched output line")
	s.close(filepath.Base(path))
}

// TestCECPTranscripts replays every testdata/protocol/cecp_*.txt.
func TestCECPTranscripts(t *testing.T) {
	files, err := filepath.Glob("../testdata/protocol/cecp_*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".txt"), func(t *testing.T) {
			runCECPTranscript(t, f)
		})
	}
}
