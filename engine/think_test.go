package engine

import (
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/search"
)

func TestThinkReportsAndReturnsALegalMove(t *testing.T) {
	e := newEngine(t, "chess", "startpos")
	res, infos := think(t, e, search.Limits{Depth: 4})
	require.True(t, res.HasBest)
	require.NotEmpty(t, infos)
	last := infos[len(infos)-1]
	assert.Equal(t, 4, last.Depth)
	assert.NotEmpty(t, last.PVText)
	assert.Equal(t, res.BestText, res.PVText[0])
	assert.Equal(t, e.MoveString(res.Best), res.BestText)
	assert.True(t, isLegal(e.Position(), res.Best))
	assert.False(t, e.Thinking())
	for i := 1; i < len(infos); i++ {
		assert.GreaterOrEqual(t, infos[i].Depth, infos[i-1].Depth)
	}
}

func TestThinkWithoutLegalMoves(t *testing.T) {
	e := newEngine(t, "chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1") // stalemate
	res, _ := think(t, e, search.Limits{Depth: 3})
	assert.False(t, res.HasBest)
	assert.Empty(t, res.BestText)
}

// TestStopIsPrompt: an infinite search stopped in the middle ends within
// 50 ms with a legal move, in bounded variants and on the plane, with one
// or two threads and one or more lines. The machine is shared, so a case
// gets three tries to show the 50 ms; no try may take half a second.
func TestStopIsPrompt(t *testing.T) {
	for _, c := range []struct {
		variant, threads, multiPV string
	}{{"chess", "1", "1"}, {"chess", "2", "3"}, {"grand", "1", "1"}, {"infinite", "1", "1"}, {"kadesh", "2", "1"}} {
		t.Run(c.variant+"_threads"+c.threads+"_multipv"+c.multiPV, func(t *testing.T) {
			e := newEngine(t, c.variant, "startpos")
			require.NoError(t, e.SetOption(OptThreads, c.threads))
			require.NoError(t, e.SetOption(OptMultiPV, c.multiPV))
			var tries []time.Duration
			for len(tries) < 3 && (len(tries) == 0 || tries[len(tries)-1] >= 50*time.Millisecond) {
				tries = append(tries, stopOnce(t, e))
			}
			assert.Less(t, tries[len(tries)-1], 50*time.Millisecond, "tries %v", tries)
			for _, d := range tries {
				assert.Less(t, d, 500*time.Millisecond, "tries %v", tries)
			}
		})
	}
}

// stopOnce starts an infinite search, stops it after 100 ms and returns how
// long the result took to come.
func stopOnce(t *testing.T, e *Engine) time.Duration {
	got := make(chan Result, 1)
	require.NoError(t, e.Think(search.Limits{Infinite: true}, nil, func(r Result) { got <- r }))
	time.Sleep(100 * time.Millisecond)
	require.True(t, e.Thinking())
	start := time.Now()
	e.Stop()
	var res Result
	select {
	case res = <-got:
	case <-time.After(2 * time.Second):
		t.Fatal("no result 2 s after Stop")
	}
	took := time.Since(start)
	e.Wait()
	require.True(t, res.HasBest)
	assert.True(t, isLegal(e.Position(), res.Best))
	return took
}

// TestBusyWhileThinking: calls that would change the game or the search
// fail while it runs and succeed after; reading the state is allowed.
func TestBusyWhileThinking(t *testing.T) {
	e := newEngine(t, "chess", "startpos")
	require.NoError(t, e.Think(search.Limits{Infinite: true}, nil, nil))
	assert.ErrorIs(t, e.Think(search.Limits{Depth: 1}, nil, nil), ErrThinking)
	_, err := e.Play("e2e4")
	assert.ErrorIs(t, err, ErrThinking)
	assert.ErrorIs(t, e.SetVariant("spiral"), ErrThinking)
	assert.ErrorIs(t, e.SetStartPos(nil), ErrThinking)
	assert.ErrorIs(t, e.NewGame(), ErrThinking)
	assert.ErrorIs(t, e.SetOption("Hash", "8"), ErrThinking)
	assert.ErrorIs(t, e.SetOption("Threads", "2"), ErrThinking)
	assert.ErrorIs(t, e.SetOption("Clear Hash", ""), ErrThinking)
	require.NoError(t, e.SetOption("MultiPV", "2"), "read at the next Think")
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", e.PositionText())
	_, err = e.ParseMove("e2e4")
	assert.NoError(t, err)
	e.Stop()
	e.Wait()
	_, err = e.Play("e2e4")
	assert.NoError(t, err)
	assert.NoError(t, e.NewGame())
}

// TestDoneMayPlayTheMove: the done callback runs with the engine idle.
func TestDoneMayPlayTheMove(t *testing.T) {
	e := newEngine(t, "spiral", "startpos")
	var playErr error
	require.NoError(t, e.Think(search.Limits{Depth: 3}, nil, func(r Result) { playErr = e.PlayMove(r.Best) }))
	e.Wait()
	require.NoError(t, playErr)
	assert.Len(t, e.Moves(), 1)
}

// TestPonderhit: a ponder search runs until Ponderhit, then keeps to its
// limits.
func TestPonderhit(t *testing.T) {
	e := newEngine(t, "chess", "startpos")
	got := make(chan Result, 1)
	require.NoError(t, e.Think(search.Limits{Ponder: true, MoveTime: 100 * time.Millisecond}, nil, func(r Result) { got <- r }))
	time.Sleep(300 * time.Millisecond)
	require.True(t, e.Thinking(), "a ponder search waits for Ponderhit")
	e.Ponderhit()
	select {
	case r := <-got:
		assert.True(t, r.HasBest)
	case <-time.After(3 * time.Second):
		e.Stop()
		t.Fatal("the search went on long after Ponderhit")
	}
	e.Wait()
}

// TestConcurrentUse is for -race: a protocol loop reads the engine's state,
// sets options and stops while searches run and report.
func TestConcurrentUse(t *testing.T) {
	e := newEngine(t, "capablanca", "startpos")
	var wg sync.WaitGroup
	stop := make(chan struct{})
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			_ = e.PositionText()
			_ = e.Moves()
			_ = e.Thinking()
			_, _ = e.GetOption("Hash")
			_ = e.SetOption("MultiPV", "2")
			_ = e.SetOption("MultiPV", "1")
			e.Ponderhit()
		}
	}()
	for i := 0; i < 5; i++ {
		var res Result
		require.NoError(t, e.Think(search.Limits{Infinite: true}, func(Info) {}, func(r Result) { res = r }))
		time.Sleep(20 * time.Millisecond)
		e.Stop()
		e.Wait()
		require.True(t, res.HasBest)
		require.NoError(t, e.PlayMove(res.Best))
	}
	close(stop)
	wg.Wait()
}

// TestLazySMP: two threads return legal moves and find the mates.
func TestLazySMP(t *testing.T) {
	for _, c := range []struct{ variant, pos string }{
		{"chess", "startpos"},
		{"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
		{"janus", "startpos"},
		{"infinite", "startpos"},
	} {
		e := newEngine(t, c.variant, c.pos)
		require.NoError(t, e.SetOption("Threads", "2"))
		res, infos := think(t, e, search.Limits{Depth: 5, MoveTime: 3 * time.Second})
		require.True(t, res.HasBest, c)
		assert.NotEmpty(t, infos)
		assert.True(t, isLegal(e.Position(), res.Best), c)
	}
	for _, c := range readMates(t)[:6] {
		e := newEngine(t, c.variant, c.position)
		require.NoError(t, e.SetOption("Threads", "2"))
		res, _ := think(t, e, search.Limits{Depth: 2*c.n + 3}) // as TestEngineFindsMates
		assert.Equal(t, c.n, res.Score.MateMoves(), "line %d", c.line)
	}
}

// TestResultIsTheCallers: a later search does not overwrite the line of
// an earlier result.
func TestResultIsTheCallers(t *testing.T) {
	e := newEngine(t, "chess", "startpos")
	first, _ := think(t, e, search.Limits{Depth: 4})
	require.NotEmpty(t, first.PV)
	kept := append([]movegen.Move(nil), first.PV...)
	require.NoError(t, e.SetFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", nil))
	second, _ := think(t, e, search.Limits{Depth: 4})
	require.NotEmpty(t, second.PV)
	assert.Equal(t, kept, first.PV)
}

// TestEarlyPonderhit: a Ponderhit right after Think, before the search has
// set up, is not lost.
func TestEarlyPonderhit(t *testing.T) {
	e := newEngine(t, "chess", "startpos")
	for i := 0; i < 10; i++ {
		got := make(chan struct{})
		require.NoError(t, e.Think(search.Limits{Ponder: true, MoveTime: 10 * time.Millisecond}, nil, func(Result) { close(got) }))
		e.Ponderhit()
		select {
		case <-got:
		case <-time.After(2 * time.Second):
			e.Stop()
			<-got
			t.Fatalf("try %d: the Ponderhit was lost", i)
		}
		e.Wait()
	}
}
