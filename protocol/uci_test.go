package protocol

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/engine"
)

// bestMoveOf checks that lines end with a bestmove and returns its move.
func bestMoveOf(t *testing.T, lines []string) string {
	t.Helper()
	require.NotEmpty(t, lines)
	f := strings.Fields(lines[len(lines)-1])
	require.GreaterOrEqual(t, len(f), 2, "%q", lines[len(lines)-1])
	require.Equal(t, "bestmove", f[0])
	return f[1]
}

// TestUCIHandshakeOptions checks that every engine option and every
// variant the engine knows is announced.
func TestUCIHandshakeOptions(t *testing.T) {
	c := startUCI(t)
	lines := c.handshake()
	all := strings.Join(lines, "\n")
	for _, o := range c.e.Options() {
		name := o.Name
		if name == engine.OptVariantFile {
			name = uciOptVariantPath
		}
		assert.Contains(t, all, "option name "+name+" type "+o.Type.String())
	}
	var combo string
	for _, l := range lines {
		if strings.HasPrefix(l, "option name UCI_Variant ") {
			combo = l
		}
	}
	require.NotEmpty(t, combo)
	for _, v := range c.e.Variants() {
		assert.Contains(t, combo+" ", " var "+v+" ")
	}
	assert.Equal(t, "uciok", lines[len(lines)-1])
}

// TestUCIIsReadyWhileThinking: isready is answered at once during a
// search, which goes on until stop.
func TestUCIIsReadyWhileThinking(t *testing.T) {
	c := startUCI(t)
	c.handshake()
	c.send("position startpos", "go infinite")
	time.Sleep(50 * time.Millisecond)
	c.send("isready")
	got := c.until("readyok")
	for _, l := range got {
		assert.NotContains(t, l, "bestmove")
	}
	assert.True(t, c.e.Thinking(), "the search must go on after isready")
	c.send("stop")
	m := bestMoveOf(t, c.until("bestmove"))
	_, err := c.e.ParseMove(m)
	assert.NoError(t, err, "bestmove %s is legal", m)
}

// TestUCIStopPromptly: stop during go infinite returns bestmove within a
// fraction of a second, on the orthodox board and on the plane.
func TestUCIStopPromptly(t *testing.T) {
	for _, v := range []string{"chess", "infinite"} {
		t.Run(v, func(t *testing.T) {
			c := startUCI(t)
			c.handshake()
			c.send("setoption name UCI_Variant value "+v, "position startpos", "go infinite")
			time.Sleep(300 * time.Millisecond)
			start := time.Now()
			c.send("stop")
			m := bestMoveOf(t, c.until("bestmove"))
			assert.Less(t, time.Since(start), time.Second, "bestmove after stop")
			_, err := c.e.ParseMove(m)
			assert.NoError(t, err, "bestmove %s is legal", m)
			c.quiet(100 * time.Millisecond)
		})
	}
}

// TestUCIPonderhit: a ponder search with a clock does not answer before
// ponderhit however long it ponders, and after ponderhit answers within
// its time.
func TestUCIPonderhit(t *testing.T) {
	c := startUCI(t)
	c.handshake()
	c.send("position startpos moves e2e4", "go ponder wtime 400 btime 400")
	time.Sleep(600 * time.Millisecond)
	c.send("isready")
	for _, l := range c.until("readyok") {
		assert.NotContains(t, l, "bestmove", "bestmove before ponderhit")
	}
	start := time.Now()
	c.send("ponderhit")
	m := bestMoveOf(t, c.until("bestmove"))
	// The clock holds 400 ms; the margin is for a loaded machine.
	assert.Less(t, time.Since(start), time.Second, "bestmove after ponderhit")
	_, err := c.e.ParseMove(m)
	assert.NoError(t, err)
}

// TestUCIPonderhitAtOnce: a ponderhit right behind go ponder (before the
// search has reported anything) is not lost.
func TestUCIPonderhitAtOnce(t *testing.T) {
	c := startUCI(t)
	c.handshake()
	for i := 0; i < 20; i++ {
		c.send("position startpos", "go ponder wtime 50 btime 50", "ponderhit")
		bestMoveOf(t, c.until("bestmove"))
	}
}

// TestUCIQuitDuringSearch: quit ends the session at once, search or not.
func TestUCIQuitDuringSearch(t *testing.T) {
	c := startUCI(t)
	c.handshake()
	c.send("go infinite")
	time.Sleep(50 * time.Millisecond)
	c.send("quit")
	select {
	case <-c.done:
		assert.NoError(t, c.err)
	case <-time.After(2 * time.Second):
		t.Fatal("quit did not end the session")
	}
	assert.False(t, c.e.Thinking())
}

// TestUCIEndOfInputFinishes: at the end of input the commands still
// waiting run and a bounded search ends by its limit, as a script expects.
func TestUCIEndOfInputFinishes(t *testing.T) {
	c := startUCI(t)
	c.send("uci", "position startpos", "go depth 3", "position startpos moves e2e4", "go depth 2")
	c.in.Close()
	var bestmoves int
	for {
		l, ok := c.next(uciWait)
		if !ok {
			break
		}
		if strings.HasPrefix(l, "bestmove ") {
			bestmoves++
		}
	}
	assert.Equal(t, 2, bestmoves)
	assert.Equal(t, []string{"e2e4"}, c.e.Moves())
}

// TestUCIBadInputKeepsState sends each kind of bad input to a session with
// a position and options set, and checks the error reply and that the
// position and the options are as they were.
func TestUCIBadInputKeepsState(t *testing.T) {
	bad := []string{
		"frobnicate", "\x00\x01\xff", "position", "position nowhere", "position fen",
		"position startpos moves e7e5", "position startpos moves e2e4 e2e4",
		"position startpos moves e2e9", "position startpos moves e2", "position startpos moves 5,2>5,4",
		"position fen 8/8/8/8/8/8/8/8 w - - 0 1", "position fen rnbqkbnr/pppppppp w KQkq - 0 1",
		"position icn w 0/100 1 K1,1|Q2,2", "setoption", "setoption name", "setoption name Nope value 1",
		"setoption name Hash value 1000000000000", "setoption name Hash value -1",
		"setoption name Threads value 100000", "setoption name MultiPV value x",
		"setoption name Ponder value 2", "setoption name UCI_Variant value nosuch",
		"setoption name Move Overhead value 1e9", "setoption name VariantPath value /no/such/file",
		"go depth -1", "go depth 1 depth", "go nodes x", "go perft 100", "go perft x",
		"go searchmoves a1a1", "go mate -2", "go movetime 0", "go unknown 5", "bench 999",
	}
	for _, line := range bad {
		t.Run(line, func(t *testing.T) {
			c := startUCI(t)
			c.handshake()
			c.send("setoption name Hash value 8", "setoption name MultiPV value 2",
				"position startpos moves d2d4 d7d5")
			before := c.position()
			c.send(line, "isready")
			got := c.until("readyok")
			require.Len(t, got, 2, "one reply and readyok: %q", got)
			assert.True(t, strings.HasPrefix(got[0], "info string error: "), "%q", got[0])
			assert.NotContains(t, got[0][1:], "\x00")
			assert.Equal(t, before, c.position())
			assert.Equal(t, []string{"d2d4", "d7d5"}, c.e.Moves())
			assert.Equal(t, "chess", c.e.Variant().Name())
			for name, want := range map[string]string{engine.OptHash: "8", engine.OptMultiPV: "2",
				engine.OptThreads: "1", engine.OptPonder: "false"} {
				v, err := c.e.GetOption(name)
				require.NoError(t, err)
				assert.Equal(t, want, v, name)
			}
			assert.False(t, c.e.Thinking())
		})
	}
}

// TestUCIOverlongLine: a line over 1 MiB gets an error and the session
// goes on.
func TestUCIOverlongLine(t *testing.T) {
	c := startUCI(t)
	c.handshake()
	c.send("position startpos moves "+strings.Repeat("e2e4 ", maxLine/5+10), "isready")
	got := c.until("readyok")
	require.Len(t, got, 2)
	assert.True(t, strings.HasPrefix(got[0], "info string error: input line longer than"), got[0])
	assert.Empty(t, c.e.Moves())
}

// TestUCIOptionsTakeEffect checks the options that change the game: the
// variant, a variant file, Move Overhead and MultiPV.
func TestUCIOptionsTakeEffect(t *testing.T) {
	c := startUCI(t)
	c.handshake()
	c.send("setoption name uci_variant value Capablanca")
	c.send("setoption name Move Overhead value 250")
	c.send("setoption name Hash value 32", "isready")
	c.until("readyok")
	assert.Equal(t, "capablanca", c.e.Variant().Name())
	v, err := c.e.GetOption(engine.OptHash)
	require.NoError(t, err)
	assert.Equal(t, "32", v)

	// A variant file: its variants join the list and can be chosen.
	c.send("setoption name VariantPath value ../testdata/variants/example.ini")
	got := c.until("info string variants: ")
	assert.Contains(t, got[len(got)-1]+" ", " cannon-chess ")
	c.send("setoption name VariantPath value ../testdata/variants/example.ini")
	got = c.until("info string variants: ")
	assert.Len(t, got, 1, "the same file again is no error")
	c.send("setoption name VariantPath value /dev/zero", "isready")
	got = c.until("readyok")
	assert.True(t, strings.HasPrefix(got[0], "info string error: setoption VariantPath: "), got[0])
	c.send("setoption name UCI_Variant value cannon-chess", "position startpos moves e3e4 e8e7", "go depth 2")
	bestMoveOf(t, c.until("bestmove"))
	assert.Equal(t, "cannon-chess", c.e.Variant().Name())
	c.send("uci")
	lines := strings.Join(c.until("uciok"), "\n")
	assert.Contains(t, lines, " var cannon-chess ")
	// Defaults stay the defaults, whatever is set now.
	assert.Contains(t, lines, "option name UCI_Variant type combo default chess ")
	assert.Contains(t, lines, "option name Move Overhead type spin default 30 ")
}

// TestUCIBench: bench prints one line a position and the engine's node
// count, the same as engine.Bench's at that depth.
func TestUCIBench(t *testing.T) {
	want, _, err := engine.Bench(2, nil)
	require.NoError(t, err)
	positions, err := engine.BenchPositions()
	require.NoError(t, err)
	c := startUCI(t)
	c.handshake()
	c.send("bench 2")
	got := c.until("Nodes searched: ")
	assert.Equal(t, fmt.Sprintf("Nodes searched: %d", want), got[len(got)-1])
	lines := 0
	for _, l := range got {
		if strings.HasPrefix(l, "info string bench ") {
			lines++
		}
	}
	assert.Equal(t, len(positions), lines)
	last := c.until(fmt.Sprintf("%d nodes ", want))
	assert.Len(t, last, 1)
	c.send("isready")
	assert.Equal(t, []string{"readyok"}, c.until("readyok"))
}
