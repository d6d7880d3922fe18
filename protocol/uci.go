package protocol

import (
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"lattice/engine"
)

// uciAuthor is UCI's `id author`.
const uciAuthor = "the Lattice developers"

// uciSession is one UCI conversation. Only the loop's goroutine touches its
// fields; a search or perft reports back through events.
type uciSession struct {
	lr *lineReader
	lw *lineWriter
	e  *engine.Engine
	// name is the engine's name for `id name`.
	name string
	// overhead is the Move Overhead option: kept back from every clock.
	overhead time.Duration
	// job is the running search, perft or bench; nil when idle.
	job *uciJob
	// queue holds commands that arrived while a bounded job ran; they run
	// in order once it ends.
	queue []string
	// loaded are the variant files loaded, by path.
	loaded map[string]bool
	// events carries work for the loop from other goroutines (a job that
	// ended).
	events chan func()
}

// uciJob is a running search, perft or bench.
type uciJob struct {
	// ponder is true for go ponder until ponderhit or stop, infinite for
	// go infinite until stop: UCI wants bestmove only after those.
	ponder, infinite bool
	// unbounded is true for a search with no limit that ends it by itself
	// (go without limits, go mate N).
	unbounded bool
	// held is the output of a search that ended while pondering or
	// infinite (no legal move), written at stop or ponderhit.
	held func()
	// stop asks the job to end; nil when it cannot be stopped (bench).
	stop func()
	// started is set by the search's first report, hit by ponderhit; see
	// ponderhit.
	started, hit atomic.Bool
}

// open reports whether the job may run until stop: commands that need the
// engine idle are refused rather than left waiting for it.
func (j *uciJob) open() bool { return j.ponder || j.infinite || j.unbounded }

// holds reports whether a result must wait for stop or ponderhit.
func (j *uciJob) holds() bool { return j.ponder || j.infinite }

// serveUCI runs the UCI loop after the `uci` command.
func serveUCI(lr *lineReader, lw *lineWriter, e *engine.Engine, name string) error {
	u := &uciSession{lr: lr, lw: lw, e: e, name: name, overhead: uciDefaultOverhead,
		loaded: map[string]bool{}, events: make(chan func(), 4)}
	u.identify()
	for {
		select {
		case line, ok := <-lr.lines:
			if !ok {
				u.finish()
				return u.writeErr()
			}
			if u.input(line) {
				u.shutdown()
				return u.writeErr()
			}
		case f := <-u.events:
			f()
		}
		if err := u.writeErr(); err != nil {
			u.shutdown()
			return err
		}
	}
}

// writeErr is the first error writing the output, if any.
func (u *uciSession) writeErr() error {
	u.lw.mu.Lock()
	defer u.lw.mu.Unlock()
	if u.lw.err != nil {
		return fmt.Errorf("protocol: %w", u.lw.err)
	}
	return nil
}

// finish runs what is left at the end of input, as a script expects:
// waiting commands run, bounded jobs end by their limits, open ones (go
// infinite, ponder) are stopped.
func (u *uciSession) finish() {
	for u.job != nil {
		if u.job.open() || u.job.held != nil {
			u.stop()
			continue
		}
		f := <-u.events
		f()
	}
	u.e.Wait()
}

// shutdown answers quit: waiting commands are dropped, a running search or
// perft is stopped (its result written) and the engine left idle. A bench
// is left to finish on its own.
func (u *uciSession) shutdown() {
	u.queue = nil
	u.stop()
	u.e.Wait()
}

// println writes one output line.
func (u *uciSession) println(s string) { u.lw.printf("%s", s) }

// errorf answers bad input: UCI has no error reply, so it is an info string.
func (u *uciSession) errorf(format string, a ...any) {
	u.lw.printf("info string error: %s", oneLine(fmt.Sprintf(format, a...)))
}

// oneLine keeps a message on one line of printable text.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, s)
}

// shown quotes a piece of input for an error message, shortened.
func shown(s string) string {
	const maxShown = 60
	if len(s) > maxShown {
		s = s[:maxShown] + "…"
	}
	return fmt.Sprintf("%q", s)
}

// input handles one line as it arrives. stop, ponderhit, quit and (with
// nothing queued) isready act at once; other commands wait while a bounded
// job runs and are refused while an open one does. It reports whether the
// session ends.
func (u *uciSession) input(line string) bool {
	if line == tooLongLine {
		u.errorf("input line longer than %d bytes ignored", maxLine)
		return false
	}
	fields := strings.Fields(line)
	switch fields[0] {
	case "quit":
		return true
	case "stop":
		u.stop()
		return false
	case "ponderhit":
		u.ponderhit()
		return false
	case "debug":
		return false
	case "isready":
		if len(u.queue) == 0 {
			u.println("readyok")
			return false
		}
	}
	if u.job != nil || len(u.queue) > 0 {
		if u.job != nil && u.job.open() && fields[0] != "isready" {
			u.errorf("still thinking (send stop first); ignored %s", shown(line))
			return false
		}
		u.queue = append(u.queue, line)
		return false
	}
	u.exec(line, fields)
	return false
}

// exec runs a command with the engine idle.
func (u *uciSession) exec(line string, fields []string) {
	args := fields[1:]
	switch fields[0] {
	case "uci":
		u.identify()
	case "isready":
		u.println("readyok")
	case "ucinewgame":
		if err := u.e.NewGame(); err != nil {
			u.errorf("ucinewgame: %v", err)
		}
	case "setoption":
		u.setOption(line, args)
	case "position":
		u.position(args)
	case "go":
		u.goCommand(args)
	case "bench":
		u.bench(args)
	case "d":
		u.println("info string position " + u.e.PositionText())
	case "register":
		u.errorf("register: Lattice needs no registration")
	default:
		u.errorf("unknown command %s", shown(line))
	}
}

// endJob marks the running job done and runs the commands that waited for
// it, until one of them starts a new job.
func (u *uciSession) endJob() {
	u.job = nil
	for u.job == nil && len(u.queue) > 0 {
		line := u.queue[0]
		u.queue = u.queue[1:]
		u.exec(line, strings.Fields(line))
	}
}

// stop ends the running job and waits for it, so that its result (a
// held one, or the bestmove of a search stopped now) comes before the
// answer to any later command. A bench cannot be stopped.
func (u *uciSession) stop() {
	j := u.job
	if j == nil {
		return
	}
	j.ponder, j.infinite, j.unbounded = false, false, false
	if j.held != nil {
		j.held()
		u.endJob()
		return
	}
	if j.stop == nil {
		return
	}
	j.stop()
	for u.job == j {
		f := <-u.events
		f()
	}
}

// ponderhit turns a ponder search into a normal one. A ponderhit that
// comes before the search has begun may be lost below (the engine now
// repeats it itself; this does not rely on that): until the first report
// the hit is only marked, and the report passes it on. Either side may
// pass it: a second ponderhit does nothing.
func (u *uciSession) ponderhit() {
	j := u.job
	if j == nil || !j.ponder {
		return
	}
	j.ponder = false
	j.hit.Store(true)
	if j.started.Load() {
		u.e.Ponderhit()
	}
	if j.held != nil && !j.holds() {
		j.held()
		u.endJob()
	}
}
