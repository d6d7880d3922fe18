package main

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/engine"
)

// buildLattice builds the lattice binary into a temporary directory.
func buildLattice(t *testing.T) string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	bin := filepath.Join(t.TempDir(), "lattice")
	out, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return bin
}

// engineProcess is the built binary run with no arguments, as a GUI runs it.
type engineProcess struct {
	t     *testing.T
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
}

func startEngine(t *testing.T, bin string) *engineProcess {
	cmd := exec.Command(bin)
	in, err := cmd.StdinPipe()
	require.NoError(t, err)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	cmd.Stderr = os.Stderr
	require.NoError(t, cmd.Start())
	p := &engineProcess{t: t, cmd: cmd, in: in, lines: make(chan string, 1024)}
	go func() {
		defer close(p.lines)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
	}()
	t.Cleanup(func() {
		in.Close()
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			t.Error("lattice did not exit after its input closed")
		}
	})
	return p
}

func (p *engineProcess) send(lines ...string) {
	for _, l := range lines {
		_, err := io.WriteString(p.in, l+"\n")
		require.NoError(p.t, err)
	}
}

// until reads lines up to one starting with prefix.
func (p *engineProcess) until(prefix string) []string {
	p.t.Helper()
	var got []string
	timeout := time.After(30 * time.Second)
	for {
		select {
		case l, ok := <-p.lines:
			require.True(p.t, ok, "output ended before %q; got %q", prefix, got)
			got = append(got, l)
			if strings.HasPrefix(l, prefix) {
				return got
			}
		case <-timeout:
			require.FailNow(p.t, "no reply", "want %q; got %q", prefix, got)
		}
	}
}

// TestBinaryProtocolMode runs the built binary with no arguments, as a GUI
// does.
func TestBinaryProtocolMode(t *testing.T) {
	bin := buildLattice(t)
	t.Run("uci", func(t *testing.T) { testBinaryServesUCI(t, bin) })
	t.Run("sigint", func(t *testing.T) { testBinaryIgnoresSIGINT(t, bin) })
}

// testBinaryServesUCI plays the UCI conversation a GUI opens with.
func testBinaryServesUCI(t *testing.T, bin string) {
	p := startEngine(t, bin)
	p.send("uci")
	hello := p.until("uciok")
	assert.Equal(t, "id name Lattice "+buildVersion(), hello[0])
	assert.Contains(t, strings.Join(hello, "\n"), "option name UCI_Variant type combo default chess")
	p.send("isready")
	assert.Equal(t, []string{"readyok"}, p.until("readyok"))
	p.send("position startpos moves e2e4", "go depth 3")
	reply := p.until("bestmove")
	require.GreaterOrEqual(t, len(reply), 4, "three iterations and bestmove: %q", reply)
	assert.True(t, strings.HasPrefix(reply[len(reply)-2], "info depth 3 "), reply[len(reply)-2])
	best := strings.Fields(reply[len(reply)-1])[1]

	e, err := engine.New()
	require.NoError(t, err)
	require.NoError(t, e.SetStartPos([]string{"e2e4"}))
	_, err = e.ParseMove(best)
	assert.NoError(t, err, "bestmove %s is a legal reply to e2e4", best)

	p.send("quit")
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case err := <-done:
		assert.NoError(t, err, "exit status")
	case <-time.After(10 * time.Second):
		t.Fatal("lattice did not quit")
	}
}

// testBinaryIgnoresSIGINT: in protocol mode SIGINT (which XBoard sends)
// does not end the engine.
func testBinaryIgnoresSIGINT(t *testing.T, bin string) {
	p := startEngine(t, bin)
	p.send("uci")
	p.until("uciok")
	require.NoError(t, p.cmd.Process.Signal(os.Interrupt))
	time.Sleep(100 * time.Millisecond)
	p.send("isready")
	assert.Equal(t, []string{"readyok"}, p.until("readyok"))
	p.send("quit")
}
