package search

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestNoAllocationPerNode runs node-limited iterations on a warmed-up
// thread: after the first search has grown the move lists and root lines,
// a search node allocates nothing (Kadesh: with its formation GivesCheck).
func TestNoAllocationPerNode(t *testing.T) {
	for _, c := range []struct{ variant, fen string }{{"chess", kiwipete}, {"capablanca", ""}, {"kadesh", ""}} {
		p := position(t, c.variant, c.fen)
		s := New(Options{HashMB: 4})
		s.Search(context.Background(), p, Limits{Nodes: 20000}, nil)
		th := s.threads[0]
		allocs := testing.AllocsPerRun(3, func() {
			s.stop.Store(false)
			th.stopped, th.nodes = false, 0
			s.nodeLimit = 10000
			for depth := 1; !th.stopped; depth++ {
				th.iterate(depth, 0)
			}
		})
		assert.Zero(t, allocs, "%s %s", c.variant, c.fen)
	}
}

// TestSearchAllocationsDoNotGrowWithNodes: a whole search allocates a
// fixed amount (threads, the result's line), whatever its length.
func TestSearchAllocationsDoNotGrowWithNodes(t *testing.T) {
	p := position(t, "chess", kiwipete)
	s := New(Options{HashMB: 4})
	s.Search(context.Background(), p, Limits{Nodes: 15000}, nil)
	count := func(nodes uint64) float64 {
		return testing.AllocsPerRun(3, func() {
			s.Search(context.Background(), p, Limits{Nodes: nodes}, nil)
		})
	}
	short, long := count(2000), count(15000)
	assert.LessOrEqual(t, long, short+2, "short %v, long %v", short, long)
	assert.Less(t, long, 40.0)
}
