package engine

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"lattice/movegen"
	"lattice/search"
)

// Info is one report of a running search: a completed iteration, or one
// line of it when MultiPV is more than one. Its PV (from search.Info) is
// valid only during the report callback; PVText may be kept.
type Info struct {
	search.Info
	// PVText is the PV in the variant's notation (Position.MoveString).
	PVText []string
	// NPS is the search speed so far in nodes per second.
	NPS uint64
}

// Result is what a search found. It belongs to the caller: the next
// search does not change it.
type Result struct {
	search.Result
	// BestText and PonderText are Best and Ponder in the variant's
	// notation; empty when there is no such move.
	BestText, PonderText string
	// PVText is the PV in the variant's notation.
	PVText []string
	// Time is how long the search took.
	Time time.Duration
}

// thinking is one search started by Think.
type thinking struct {
	cancel   context.CancelFunc
	ponder   bool          // started with lim.Ponder
	hit      bool          // Ponderhit was called (guarded by Engine.mu)
	begun    atomic.Bool   // the search has reported, so it has surely begun
	searched chan struct{} // closed when Search has returned
	done     chan struct{} // closed after the done callback returned
}

// Think starts searching the current position in a goroutine and returns at
// once. report (may be nil) gets every completed iteration; done (may be
// nil) gets the result when the search ends, by a limit or by Stop. Both are
// called from the search's goroutine, never at the same time. When done is
// called the engine is already idle, so done may play the move it got
// (PlayMove) or start the next search. Neither callback may call Wait.
//
// A zero lim.MultiPV takes the MultiPV option. Think returns ErrThinking
// when a search is running already.
func (e *Engine) Think(lim search.Limits, report func(Info), done func(Result)) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.idle(); err != nil {
		return err
	}
	if lim.MultiPV == 0 {
		lim.MultiPV = e.set.multiPV
	}
	pos := e.g.copyPosition()
	notation := e.g.copyPosition() // only the search goroutine uses it
	ctx, cancel := context.WithCancel(context.Background())
	t := &thinking{cancel: cancel, ponder: lim.Ponder, searched: make(chan struct{}), done: make(chan struct{})}
	e.run, e.last = t, t
	s := e.searcher
	go func() {
		defer close(t.done)
		start := time.Now()
		var mu sync.Mutex // the search may report from more than one goroutine
		res := s.Search(ctx, pos, lim, func(in search.Info) {
			t.begun.Store(true)
			if report == nil {
				return
			}
			mu.Lock()
			defer mu.Unlock()
			report(Info{Info: in, PVText: pvText(notation, in.PV), NPS: nps(in.Nodes, in.Time)})
		})
		close(t.searched)
		cancel()
		r := Result{Result: res, Time: time.Since(start)}
		r.PV = append([]movegen.Move(nil), res.PV...) // the searcher reuses its buffer
		mu.Lock()
		r.PVText = pvText(notation, res.PV)
		if res.HasBest {
			r.BestText = notation.MoveString(res.Best)
			if res.HasPonder {
				r.PonderText = ponderText(notation, res.Best, res.Ponder)
			}
		}
		mu.Unlock()
		e.mu.Lock()
		e.run = nil
		e.mu.Unlock()
		if done != nil {
			done(r)
		}
	}()
	return nil
}

// Stop ends the running search as soon as it can; its done callback still
// gets the best move found. Without a running search Stop does nothing.
func (e *Engine) Stop() {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.run != nil {
		e.run.cancel()
	}
}

// Ponderhit tells a search started with lim.Ponder that the opponent played
// the move it pondered on: from now on the search keeps to its limits.
//
// A Ponderhit that comes before the searcher has set up the search would
// be lost there, so it is repeated, a millisecond apart, until the search
// has certainly begun (it has reported an iteration) or has ended.
func (e *Engine) Ponderhit() {
	e.mu.Lock()
	defer e.mu.Unlock()
	t := e.run
	if t == nil || !t.ponder || t.hit {
		return
	}
	t.hit = true
	s := e.searcher
	go func() {
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			begun := t.begun.Load()
			s.Ponderhit()
			if begun {
				return
			}
			select {
			case <-t.searched:
				return
			case <-tick.C:
			}
		}
	}()
}

// Wait blocks until the search most recently started has ended and its
// done callback has returned. Without one it returns at once.
func (e *Engine) Wait() {
	e.mu.Lock()
	t := e.last
	e.mu.Unlock()
	if t != nil {
		<-t.done
	}
}

// Thinking reports whether a search is running.
func (e *Engine) Thinking() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.run != nil
}

// pvText writes a line of moves from pos, which it leaves as it was. It
// stops at the first move that is not legal where it stands.
func pvText(pos *movegen.Position, pv []movegen.Move) []string {
	out := make([]string, 0, len(pv))
	for _, m := range pv {
		text := pos.MoveString(m)
		if back, err := pos.ParseMove(text); err != nil || back != m {
			break
		}
		out = append(out, text)
		pos.Make(m)
	}
	for range out {
		pos.Unmake()
	}
	return out
}

// ponderText writes the reply ponder to best.
func ponderText(pos *movegen.Position, best, ponder movegen.Move) string {
	line := pvText(pos, []movegen.Move{best, ponder})
	if len(line) < 2 {
		return ""
	}
	return line[1]
}

// nps is nodes per second, 0 before any time has passed.
func nps(nodes uint64, d time.Duration) uint64 {
	if d <= 0 {
		return 0
	}
	return uint64(float64(nodes) / d.Seconds())
}
