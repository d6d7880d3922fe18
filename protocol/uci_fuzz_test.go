package protocol

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// uciFuzzLine makes a fuzzed line safe to run many times a second: no
// bench, perft at most 3 deep, no hash or thread sizes (memory and cores
// are shared), no variant files (the fuzzer would name any path). What is
// left still reaches every parser and every command.
func uciFuzzLine(line string) (string, bool) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return "", false
	}
	low := strings.ToLower(line)
	switch {
	case f[0] == "bench" || f[0] == "quit" || f[0] == "isready": // isready is the test's own marker
		return "", false
	case f[0] == "setoption" && (strings.Contains(low, "hash") || strings.Contains(low, "thread") ||
		strings.Contains(low, "variantpath") || strings.Contains(low, "variantfile")):
		return "", false
	case f[0] == "go" && strings.Contains(line, "perft"):
		if g, err := parseGo(f[1:]); err == nil && g.perft > 3 {
			return "go perft 3", true
		}
	}
	return line, true
}

// FuzzUCI sends any sequence of lines (each after a stop, followed by
// isready) and checks that every line is answered, that the session never
// dies, and that a position or setoption command answered with an error
// left the game as it was.
func FuzzUCI(f *testing.F) {
	for _, seed := range []string{
		"uci\nposition startpos moves e2e4\ngo depth 2",
		"position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\ngo mate 1",
		"setoption name UCI_Variant value grand\nposition startpos moves e3e4 a10a9\ngo perft 2",
		"setoption name UCI_Variant value infinite\nposition startpos moves 5,2>5,4\ngo nodes 300",
		"position icn w 0/100 1 K1,1|R5,5|k8,8 moves 5,5>5,99\ngo depth 2 searchmoves 1,1>1,2",
		"go ponder wtime 100 btime 100\nponderhit\ngo infinite\nstop",
		"position startpos moves e2e4 e2e4\nsetoption name MultiPV value 0\ngo depth x",
		"setoption name Move Overhead value 99999\ngo wtime -5 btime -5 winc -1",
		"\x00\xff garbage\nposition fen\nposition icn",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, script string) {
		c := startUCI(t)
		c.handshake()
		for _, raw := range strings.Split(script, "\n") {
			line, ok := uciFuzzLine(raw)
			if !ok {
				continue
			}
			c.send("stop")
			before, variant := c.e.PositionText(), c.e.Variant().Name()
			c.send(line, "isready")
			var errored bool
			for _, l := range c.until("readyok") {
				errored = errored || strings.HasPrefix(l, "info string error: ")
			}
			cmd := strings.Fields(line)[0]
			if errored && (cmd == "position" || cmd == "setoption" || cmd == "ucinewgame") {
				require.Equal(t, before, c.e.PositionText(), "after %q", line)
				require.Equal(t, variant, c.e.Variant().Name(), "after %q", line)
			}
		}
		c.send("quit")
		select {
		case <-c.done:
			require.NoError(t, c.err)
		case <-time.After(uciWait):
			t.Fatal("quit did not end the session")
		}
	})
}
