package protocol

import (
	"bytes"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/engine"
)

// fuzzEngine is one engine shared by every fuzz input (building one per
// input would allocate a hash table each time).
var fuzzEngine = sync.OnceValues(engine.New)

// gameState is what an error reply must leave unchanged.
type gameState struct {
	variant, position string
	moves             []string
}

func stateOf(e *engine.Engine) gameState {
	return gameState{e.Variant().Name(), e.PositionText(), e.Moves()}
}

// FuzzCECP feeds any sequence of lines to the CECP loop, one at a time:
// nothing may panic, and a line answered with an error reply must leave the
// game as it was. Searches a line starts are stopped before the next line.
// memory, cores and option lines are left out: they may ask for gigabytes
// of hash, and the transcripts test them.
func FuzzCECP(f *testing.F) {
	for _, seed := range []string{
		"new\nforce\nusermove e2e4\nusermove e7e5\nundo\nremove\n",
		"new\nsd 2\nusermove e2e4\n?\nping 1\n",
		"variant infiltrator\nforce\nusermove e2e4\nsetboard garbage\nusermove b9b5\n",
		"variant spiral\nforce\nsetboard r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\nlift e1\nusermove e1h1\n",
		"variant grand\nsetboard r8r/1nbqkcabn1/pppppppppp/10/10/3pP5/10/PPPP1PPPPP/1NBQKCABN1/R8R b - e3 0 1\nusermove d4e3\n",
		"variant infinite\nforce\nusermove 5,2>5,4\nusermove 5,7>5,5=Q\nsetboard w K1,1|k9,9\n",
		"edit\n#\nKe1\nc\nKe8\n.\nanalyze\n.\nexclude all\ninclude all\nexit\n",
		"time -5\nlevel 40 5:30 0\nst 0\nsd 999999\nnps 1e9\nfoo\n\x00\x01\xff\n",
		"edit\nPe9\nxe2\nQz1\n.\nplayother\nhard\neasy\nresult 1-0 {x}\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, script string) {
		e, err := fuzzEngine()
		require.NoError(t, err)
		var out bytes.Buffer
		lw := newLineWriter(&out)
		c := &cecp{lr: newLineReader(strings.NewReader("")), lw: lw, e: e, results: make(chan searchDone, 1)}
		c.notation = CECPNotation(e.Variant())
		c.handle("new")
		defer c.abort()
		for _, line := range strings.Split(script, "\n") {
			line = strings.TrimSpace(line)
			switch firstWord(line) {
			case "", "memory", "cores", "option", "quit":
				continue
			}
			before := stateOf(e)
			out.Reset()
			c.handle(line)
			c.abort()
			text := out.String()
			if strings.Contains(text, "Error (") || strings.Contains(text, "Illegal move") {
				require.Equal(t, before, stateOf(e), "line %q answered %q", line, text)
			}
		}
	})
}
