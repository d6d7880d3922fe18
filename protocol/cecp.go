package protocol

import (
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"lattice/engine"
	"lattice/movegen"
)

// searchMode says what a running search is for.
type searchMode uint8

const (
	noSearch searchMode = iota
	// thinkSearch looks for the engine's own move; its result is played.
	thinkSearch
	// ponderSearch thinks on the opponent's time; its result is dropped.
	ponderSearch
	// analyzeSearch runs in analyze mode until something changes.
	analyzeSearch
)

// searchDone is the end of one search, sent by the engine's done callback
// to the loop.
type searchDone struct {
	id  int
	res engine.Result
}

// cecp is one CECP session. Every field is owned by the loop goroutine
// except those the search's report callback reads, which are atomic or
// under statMu.
type cecp struct {
	lr *lineReader
	lw *lineWriter
	e  *engine.Engine
	// name is the engine's name for `feature myname`.
	name string

	notation Notation
	// rookCastle: castling is written as the king taking its partner.
	rookCastle bool
	// deferMark: a pawn's non-promoting move into the promotion zone is
	// written and read with the pawn's letter as suffix (Grand, see
	// xboard_defer.go).
	deferMark bool
	force     bool // force mode: the engine plays neither side
	engineIs  movegen.Color
	analyze   bool
	ponder    bool // hard: think on the opponent's time
	post      atomic.Bool
	gameOver  bool // a result was sent or received; no thinking until new/setboard
	clock     clock
	hint      string // the wire text of the move the engine expects next

	verdict verdict // resigning and draw offers (CECP options)

	exclude map[movegen.Move]bool // root moves excluded by `exclude`
	edit    *editor               // non-nil in edit mode

	mode     searchMode
	searchID int
	results  chan searchDone
	pending  []string // lines held back until the engine has moved (ping)

	statMu    sync.Mutex
	stat      engine.Info // the latest report of the running search
	statStart time.Time
}

// serveCECP runs the CECP loop after the `xboard` command. It returns at
// `quit` or end of input, after any search has stopped.
func serveCECP(lr *lineReader, lw *lineWriter, e *engine.Engine, name string) error {
	c := &cecp{lr: lr, lw: lw, e: e, name: name, engineIs: movegen.Black, results: make(chan searchDone, 1)}
	c.notation = CECPNotation(e.Variant())
	c.clock.reset()
	defer c.abort()
	for {
		select {
		case line, ok := <-lr.lines:
			if !ok {
				return c.lw.failure()
			}
			if c.mode == thinkSearch && holdWhileThinking(line) {
				c.pending = append(c.pending, line)
				continue
			}
			if quit := c.handle(line); quit {
				return c.lw.failure()
			}
		case d := <-c.results:
			c.finished(d)
			if quit := c.replayPending(); quit {
				return c.lw.failure()
			}
		}
		if err := c.lw.failure(); err != nil {
			return err
		}
	}
}

// holdWhileThinking reports whether a line must wait until the engine has
// sent its move: a ping is answered only after everything before it is done.
func holdWhileThinking(line string) bool {
	return firstWord(line) == "ping"
}

// replayPending handles the lines held back while the engine thought, until
// a new search of its own move starts.
func (c *cecp) replayPending() bool {
	for len(c.pending) > 0 && c.mode != thinkSearch {
		line := c.pending[0]
		c.pending = c.pending[1:]
		if c.handle(line) {
			return true
		}
	}
	return false
}

func firstWord(line string) string {
	if i := strings.IndexAny(line, " \t"); i >= 0 {
		return line[:i]
	}
	return line
}

// reply writes one line; write errors end the loop (checked there).
func (c *cecp) reply(format string, a ...any) { _ = c.lw.printf(format, a...) }

// errorf answers a command the engine cannot carry out.
func (c *cecp) errorf(kind, cmd string) { c.reply("Error (%s): %s", kind, clip(cmd)) }
