package search

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// kiwipete is a busy middlegame position (castling, pins, en passant).
const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

func TestNodeLimitedSearchIsDeterministic(t *testing.T) {
	for _, fen := range []string{"", kiwipete} {
		var results []Result
		for range 2 {
			p := position(t, "chess", fen)
			results = append(results, run(t, p, Limits{Nodes: 15000}))
		}
		assert.Equal(t, results[0], results[1], fen)
		assert.Equal(t, uint64(15000), results[0].Nodes, "the budget is exact with one thread")
		// The same searcher after Clear searches the same again.
		s := New(Options{HashMB: 8})
		p := position(t, "chess", fen)
		a := s.Search(context.Background(), p, Limits{Nodes: 10000}, nil)
		s.Clear()
		b := s.Search(context.Background(), p, Limits{Nodes: 10000}, nil)
		assert.Equal(t, a, b)
	}
}

func TestSearchLeavesPositionUnchanged(t *testing.T) {
	p := position(t, "chess", kiwipete)
	fen, key, ply := p.FEN(), p.Key(), p.Ply()
	res := run(t, p, Limits{Depth: 4})
	require.True(t, res.HasBest)
	assert.Equal(t, fen, p.FEN())
	assert.Equal(t, key, p.Key())
	assert.Equal(t, ply, p.Ply())
	assert.True(t, p.LegalMove(res.Best))
}

func TestStopByContext(t *testing.T) {
	p := position(t, "chess", kiwipete)
	s := New(Options{HashMB: 8})
	// The best of three tries must stop within 50 ms (a loaded machine may
	// delay one); none may run on for 2 s.
	best := time.Hour
	for try := 0; try < 3 && best >= 50*time.Millisecond; try++ {
		ctx, cancel := context.WithCancel(context.Background())
		got := make(chan time.Time, 1)
		var res Result
		go func() {
			res = s.Search(ctx, p, Limits{Infinite: true}, nil)
			got <- time.Now()
		}()
		time.Sleep(200 * time.Millisecond)
		stopAt := time.Now()
		cancel()
		select {
		case at := <-got:
			best = min(best, at.Sub(stopAt))
		case <-time.After(2 * time.Second):
			t.Fatal("the search did not stop")
		}
		require.True(t, res.HasBest)
		assert.True(t, p.LegalMove(res.Best))
	}
	assert.Less(t, best, 50*time.Millisecond)
}

func TestMoveTimeHonoured(t *testing.T) {
	p := position(t, "chess", kiwipete)
	start := time.Now()
	res := run(t, p, Limits{MoveTime: 100 * time.Millisecond})
	el := time.Since(start)
	assert.True(t, res.HasBest)
	assert.GreaterOrEqual(t, el, 60*time.Millisecond)
	assert.Less(t, el, 250*time.Millisecond)
}

func TestClockBudget(t *testing.T) {
	cases := []struct {
		name                   string
		lim                    Limits
		roots                  int
		softAtMost, hardAtMost time.Duration
	}{
		{"sudden death", Limits{Time: [2]time.Duration{60 * time.Second, 0}}, 20, 3 * time.Second, 30 * time.Second},
		{"increment", Limits{Time: [2]time.Duration{10 * time.Second, 0}, Inc: [2]time.Duration{time.Second, 0}}, 20, 1500 * time.Millisecond, 5 * time.Second},
		{"last move of the control", Limits{Time: [2]time.Duration{2 * time.Second, 0}, MovesToGo: 1}, 20, 2 * time.Second, 1900 * time.Millisecond},
		{"one legal move", Limits{Time: [2]time.Duration{60 * time.Second, 0}}, 1, 0, 30 * time.Second},
	}
	for _, c := range cases {
		b := timeBudget(c.lim, movegen.White, c.roots)
		assert.LessOrEqual(t, b.soft, c.softAtMost, c.name)
		assert.LessOrEqual(t, b.hard, c.hardAtMost, c.name)
		assert.LessOrEqual(t, b.soft, b.hard, c.name)
		assert.Greater(t, b.hard, time.Duration(0), c.name)
	}
	assert.Equal(t, budget{}, timeBudget(Limits{}, movegen.White, 20), "no clock, no bound")
}

func TestClockSearchAnswersInTime(t *testing.T) {
	p := position(t, "chess", "")
	start := time.Now()
	res := run(t, p, Limits{Time: [2]time.Duration{2 * time.Second, 2 * time.Second}})
	assert.True(t, res.HasBest)
	assert.Less(t, time.Since(start), 1200*time.Millisecond, "about half the clock at most")
}

func TestPonderWaitsForPonderhit(t *testing.T) {
	p := position(t, "chess", "7k/8/5K2/8/8/8/8/Q7 w - - 0 1")
	s := New(Options{HashMB: 8})
	done := make(chan Result, 1)
	go func() {
		done <- s.Search(context.Background(), p, Limits{Ponder: true, Depth: 3}, nil)
	}()
	select {
	case <-done:
		t.Fatal("a ponder search answered before Ponderhit")
	case <-time.After(100 * time.Millisecond):
	}
	s.Ponderhit()
	select {
	case res := <-done:
		assert.True(t, res.HasBest)
		assert.Equal(t, 3, res.Depth)
	case <-time.After(2 * time.Second):
		t.Fatal("Ponderhit did not release the search")
	}
}

func TestSearchMovesRestrictTheRoot(t *testing.T) {
	p := position(t, "chess", "")
	a, err := p.ParseMove("a2a3")
	require.NoError(t, err)
	h, err := p.ParseMove("h2h4")
	require.NoError(t, err)
	res := run(t, p, Limits{Depth: 4, SearchMoves: []movegen.Move{a, h}})
	assert.Contains(t, []movegen.Move{a, h}, res.Best)
}

func TestMultiPV(t *testing.T) {
	p := position(t, "chess", kiwipete)
	lines := map[int][]Info{}
	res := New(Options{HashMB: 8}).Search(context.Background(), p, Limits{Depth: 4, MultiPV: 3}, func(i Info) {
		lines[i.Depth] = append(lines[i.Depth], Info{MultiPV: i.MultiPV, Score: i.Score, PV: append([]movegen.Move(nil), i.PV...)})
	})
	require.Len(t, lines[4], 3)
	seen := map[movegen.Move]bool{}
	for i, l := range lines[4] {
		assert.Equal(t, i+1, l.MultiPV)
		if i > 0 {
			assert.LessOrEqual(t, l.Score, lines[4][i-1].Score, "lines come best first")
		}
		assert.False(t, seen[l.PV[0]], "each line starts with another move")
		seen[l.PV[0]] = true
	}
	assert.Equal(t, lines[4][0].PV[0], res.Best)
}

func TestNoLegalMove(t *testing.T) {
	mated := position(t, "chess", "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1")
	res := run(t, mated, Limits{Depth: 3})
	assert.False(t, res.HasBest)
	assert.Equal(t, -Mate, res.Score)
	stalemate := position(t, "chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
	res = run(t, stalemate, Limits{Depth: 3})
	assert.False(t, res.HasBest)
	assert.Equal(t, Score(0), res.Score)
}

func TestLazySMPReturnsLegalMoves(t *testing.T) {
	for _, fen := range []string{"", kiwipete} {
		p := position(t, "chess", fen)
		s := New(Options{HashMB: 8, Threads: 2})
		res := s.Search(context.Background(), p, Limits{Depth: 5}, nil)
		require.True(t, res.HasBest)
		assert.True(t, p.LegalMove(res.Best))
		assert.Equal(t, 5, res.Depth)
		res = s.Search(context.Background(), p, Limits{Nodes: 20000}, nil)
		assert.True(t, p.LegalMove(res.Best))
		assert.GreaterOrEqual(t, res.Nodes, uint64(20000))
	}
	s := New(Options{})
	assert.NoError(t, s.SetThreads(3))
	assert.Error(t, s.SetThreads(0))
}
