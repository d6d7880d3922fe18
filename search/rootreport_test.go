package search

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestRootMoveCallback: Limits.RootMove sees every root move of every
// iteration, numbered 1..N in order, each legal, depths rising.
func TestRootMoveCallback(t *testing.T) {
	p := position(t, "chess", kiwipete)
	var legal movegen.MoveList
	p.GenerateLegal(&legal)
	type call struct {
		m             movegen.Move
		number, depth int
	}
	var calls []call
	lim := Limits{Depth: 4, RootMove: func(m movegen.Move, number, depth int) {
		calls = append(calls, call{m, number, depth})
	}}
	run(t, p, lim)
	require.NotEmpty(t, calls)
	perDepth := map[int]int{}
	last := call{}
	for _, c := range calls {
		assert.Contains(t, legal.Moves, c.m)
		assert.GreaterOrEqual(t, c.depth, last.depth)
		if c.depth == last.depth {
			assert.Equal(t, last.number+1, c.number, "numbers run on within an iteration's window")
		} else {
			assert.Equal(t, 1, c.number, "a new iteration starts at move 1")
		}
		assert.LessOrEqual(t, c.number, len(legal.Moves))
		perDepth[c.depth]++
		last = c
	}
	for d := 1; d <= 4; d++ {
		assert.GreaterOrEqual(t, perDepth[d], len(legal.Moves), "depth %d searches every root move", d)
	}
}

// TestBoundsReported: with Limits.Bounds an aspiration failure reaches
// report as a Lower or Upper bound before the iteration's exact line; with
// it off, only exact lines come.
func TestBoundsReported(t *testing.T) {
	for _, bounds := range []bool{false, true} {
		// Kiwipete's score moves between iterations 6 and 7 (upper bounds,
		// then a lower one, with one thread and a 4 MiB table).
		p := position(t, "chess", kiwipete)
		var inexact, exact int
		s := New(Options{HashMB: 4})
		s.Search(context.Background(), p, Limits{Depth: 9, Bounds: bounds}, func(in Info) {
			if in.Bound == Exact {
				exact++
				return
			}
			inexact++
			assert.NotEmpty(t, in.PV, "a bound report carries its line")
			assert.True(t, in.Depth >= 4, "aspiration windows start at depth 4")
		})
		assert.Equal(t, 9, exact)
		if bounds {
			assert.Positive(t, inexact, "some window fails")
		} else {
			assert.Zero(t, inexact)
		}
	}
}

// TestRootCallbacksDoNotAllocate: the callbacks add no allocation per node.
func TestRootCallbacksDoNotAllocate(t *testing.T) {
	p := position(t, "chess", kiwipete)
	n := 0
	s := New(Options{HashMB: 4})
	lim := Limits{Nodes: 20000, Bounds: true, RootMove: func(movegen.Move, int, int) { n++ }}
	report := func(Info) { n++ }
	s.Search(context.Background(), p, lim, report)
	th := s.threads[0]
	allocs := testing.AllocsPerRun(3, func() {
		s.stop.Store(false)
		th.stopped, th.nodes = false, 0
		s.nodeLimit = 10000
		for depth := 1; !th.stopped; depth++ {
			th.iterate(depth, 0)
		}
	})
	assert.Zero(t, allocs)
	assert.Positive(t, n)
}

// TestCancelAfterSearchDoesNotStopTheNext: a context cancelled right after
// Search returned (as the engine does) must not stop the next search,
// whatever the scheduler does with the first search's watcher.
func TestCancelAfterSearchDoesNotStopTheNext(t *testing.T) {
	p := position(t, "chess", "")
	s := New(Options{HashMB: 4})
	for i := 0; i < 200; i++ {
		ctx, cancel := context.WithCancel(context.Background())
		s.Search(ctx, p, Limits{Depth: 1}, nil)
		cancel()
		res := s.Search(context.Background(), p, Limits{Depth: 3}, nil)
		require.Equal(t, 3, res.Depth, "round %d: the next search was stopped", i)
	}
}
