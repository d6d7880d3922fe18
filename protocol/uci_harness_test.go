package protocol

import (
	"bufio"
	"io"
	"path"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"lattice/engine"
)

// uciWait bounds every wait for a reply in the UCI tests.
const uciWait = 20 * time.Second

// uciConn is a UCI session served by Run over pipes, as a GUI sees it.
type uciConn struct {
	t     testing.TB
	e     *engine.Engine
	in    *io.PipeWriter
	lines chan string
	done  chan struct{} // closed when Run has returned, with its error in err
	err   error
	back  []string // lines read ahead and pushed back
}

// startUCI starts a session on a new engine; the `uci` handshake is not
// sent. The session is ended (input closed) when the test ends.
func startUCI(t testing.TB) *uciConn {
	e, err := engine.New()
	require.NoError(t, err)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &uciConn{t: t, e: e, in: inW, lines: make(chan string, 1<<14), done: make(chan struct{})}
	go func() {
		c.err = RunNamed(inR, outW, e, Name(testVersion))
		outW.Close()
		close(c.done)
	}()
	go func() {
		defer close(c.lines)
		sc := bufio.NewScanner(outR)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			c.lines <- sc.Text()
		}
	}()
	t.Cleanup(func() {
		c.in.Close()
		select {
		case <-c.done:
		case <-time.After(uciWait):
			t.Errorf("session did not end after its input closed")
		}
	})
	return c
}

// send writes lines to the engine.
func (c *uciConn) send(lines ...string) {
	c.t.Helper()
	for _, l := range lines {
		_, err := io.WriteString(c.in, l+"\n")
		require.NoError(c.t, err)
	}
}

// next returns the next output line, or false when none comes within d (or
// the output ended).
func (c *uciConn) next(d time.Duration) (string, bool) {
	if len(c.back) > 0 {
		l := c.back[0]
		c.back = c.back[1:]
		return l, true
	}
	select {
	case l, ok := <-c.lines:
		return l, ok
	case <-time.After(d):
		return "", false
	}
}

// unread pushes a line back.
func (c *uciConn) unread(l string) { c.back = append([]string{l}, c.back...) }

// until reads lines up to and including the first that starts with
// prefix, failing the test when none comes in time.
func (c *uciConn) until(prefix string) []string {
	c.t.Helper()
	var got []string
	for {
		l, ok := c.next(uciWait)
		require.True(c.t, ok, "no %q line; got %q", prefix, got)
		got = append(got, l)
		if strings.HasPrefix(l, prefix) {
			return got
		}
	}
}

// quiet checks that no line comes within d.
func (c *uciConn) quiet(d time.Duration) {
	c.t.Helper()
	if l, ok := c.next(d); ok {
		c.t.Errorf("unexpected output %q", l)
	}
}

// handshake sends uci and reads up to uciok.
func (c *uciConn) handshake() []string {
	c.send("uci")
	return c.until("uciok")
}

// position asks the session for its position (the `d` command).
func (c *uciConn) position() string {
	c.t.Helper()
	c.send("d")
	got := c.until("info string position ")
	return strings.TrimPrefix(got[len(got)-1], "info string position ")
}

// matchLine reports whether a line fits a transcript pattern: tokens are
// compared one by one, a token with `*` is a glob (path.Match) and a token
// `...` matches any number of tokens, none included.
func matchLine(pattern, line string) bool {
	return matchTokens(strings.Fields(pattern), strings.Fields(line))
}

func matchTokens(pt, lt []string) bool {
	if len(pt) == 0 {
		return len(lt) == 0
	}
	if pt[0] == "..." {
		for skip := 0; skip <= len(lt); skip++ {
			if matchTokens(pt[1:], lt[skip:]) {
				return true
			}
		}
		return false
	}
	if len(lt) == 0 {
		return false
	}
	if strings.Contains(pt[0], "*") {
		if ok, err := path.Match(pt[0], lt[0]); err != nil || !ok {
			return false
		}
	} else if pt[0] != lt[0] {
		return false
	}
	return matchTokens(pt[1:], lt[1:])
}
