package search

import (
	"context"
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"time"

	"lattice/eval"
	"lattice/movegen"
)

const (
	// MaxThreads bounds Options.Threads and SetThreads.
	MaxThreads = 256
	// MaxHashMB bounds Options.HashMB and SetHash (64 GiB).
	MaxHashMB = 1 << 16
)

// Searcher searches positions with a transposition table and move-ordering
// statistics kept from one search to the next (Clear forgets them). One
// search runs at a time; Ponderhit may be called from another goroutine
// while it runs.
type Searcher struct {
	mu      sync.Mutex // held by Search, SetHash, SetThreads, Clear
	tt      *table
	threads []*thread
	lmr     [64][64]int
	feat    feature

	ev      evaluator
	evV     *movegen.Variant
	weights eval.Weights // the evaluators' weights (SetWeights)

	// The state of the running search.
	stop      atomic.Bool
	single    bool
	nodeLimit uint64
	budget    budget
	epoch     time.Time
	// limitStart is when the limits started, in nanoseconds after epoch
	// (a ponder search starts them at Ponderhit).
	limitStart atomic.Int64
	pondering  atomic.Bool
	pmu        sync.Mutex // guards hit
	hit        chan struct{}
	// rootMove and boundReport are Limits.RootMove and, with
	// Limits.Bounds, report: the main thread's optional callbacks.
	rootMove    func(m movegen.Move, number, depth int)
	boundReport func(Info)
}

// New returns a Searcher with a table of opt.HashMB MiB (16 when 0) and
// opt.Threads threads (1 when 0); out-of-range values are clamped.
func New(opt Options) *Searcher {
	s := &Searcher{feat: featAll, weights: eval.Default()}
	mb := opt.HashMB
	if mb <= 0 {
		mb = defaultHash
	}
	tt, err := newTable(min(mb, MaxHashMB))
	if err != nil {
		tt, _ = newTable(defaultHash)
	}
	s.tt = tt
	s.setThreads(max(1, min(opt.Threads, MaxThreads)))
	for d := 1; d < 64; d++ {
		for m := 1; m < 64; m++ {
			s.lmr[d][m] = int(0.75 + math.Log(float64(d))*math.Log(float64(m))/2.25)
		}
	}
	return s
}

// SetHash resizes the transposition table to mb MiB, emptying it.
func (s *Searcher) SetHash(mb int) error {
	tt, err := newTable(mb)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tt = tt
	return nil
}

// SetThreads sets the number of search threads (1 to 256).
func (s *Searcher) SetThreads(n int) error {
	if n < 1 || n > MaxThreads {
		return fmt.Errorf("threads must be 1 to %d, got %d", MaxThreads, n)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.setThreads(n)
	return nil
}

func (s *Searcher) setThreads(n int) {
	for len(s.threads) < n {
		s.threads = append(s.threads, newThread(s, len(s.threads)))
	}
	s.threads = s.threads[:n]
}

// Clear forgets everything learnt (a new game): the table and the histories.
func (s *Searcher) Clear() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tt.clear()
	for _, t := range s.threads {
		t.clearHistory()
	}
}

// Ponderhit tells a ponder search that the pondered move was played: it
// goes on as a normal search whose limits start now. Without a ponder
// search running it does nothing.
func (s *Searcher) Ponderhit() {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	if !s.pondering.Load() {
		return
	}
	s.limitStart.Store(int64(time.Since(s.epoch)))
	s.pondering.Store(false)
	close(s.hit)
}

// elapsed is the time since the limits started.
func (s *Searcher) elapsed() time.Duration {
	return time.Since(s.epoch) - time.Duration(s.limitStart.Load())
}

// checkLimits stops the search at the hard time bound or, with several
// threads, once the threads together have used the node budget.
func (s *Searcher) checkLimits() {
	if s.nodeLimit != 0 && !s.single && s.totalNodes() >= s.nodeLimit {
		s.stop.Store(true)
	}
	if s.budget.hard != 0 && !s.pondering.Load() && s.elapsed() >= s.budget.hard {
		s.stop.Store(true)
	}
}

// totalNodes sums the threads' node counts (the main thread's exactly, the
// others' as last published).
func (s *Searcher) totalNodes() uint64 {
	n := s.threads[0].nodes
	for _, t := range s.threads[1:] {
		n += t.published.Load()
	}
	return n
}

// SetWeights sets the evaluation weights of the searches that follow
// (eval.Default until it is called).
func (s *Searcher) SetWeights(w eval.Weights) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.weights, s.evV = w, nil
}

// evaluatorFor returns the evaluator of v, made once per variant.
func (s *Searcher) evaluatorFor(v *movegen.Variant) evaluator {
	if s.evV != v {
		s.ev, s.evV = eval.NewWithWeights(v, s.weights), v
	}
	return s.ev
}

// Search thinks about pos (its history counts for repetitions) without
// changing it, until a limit or ctx is done; report, when not nil, gets
// every completed iteration (one call per MultiPV line) on the calling
// goroutine. An infinite search returns only once ctx is done, a ponder
// search only after Ponderhit (then by the limits) or ctx.
func (s *Searcher) Search(ctx context.Context, pos *movegen.Position, lim Limits, report func(Info)) Result {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.begin(lim)
	s.rootMove, s.boundReport = lim.RootMove, nil
	if lim.Bounds {
		s.boundReport = report
	}
	ev := s.evaluatorFor(pos.Variant())
	for _, t := range s.threads {
		t.setup(pos, ev)
	}
	main := s.threads[0]
	main.setupRoot(lim.SearchMoves)
	if len(main.root) == 0 {
		return s.noMove(main)
	}
	s.budget = timeBudget(lim, pos.SideToMove(), len(main.root))

	// The watcher must be gone when Search returns: one that saw ctx end
	// only later (the caller cancels after the search) would otherwise
	// stop the next search.
	done, watched := make(chan struct{}), make(chan struct{})
	defer func() {
		close(done)
		<-watched
	}()
	go func() {
		defer close(watched)
		select {
		case <-ctx.Done():
			s.stop.Store(true)
		case <-done:
		}
	}()

	lines := max(1, min(lim.MultiPV, len(main.root)))
	var wg sync.WaitGroup
	for _, t := range s.threads[1:] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t.setupRoot(lim.SearchMoves)
			t.helperLoop(lines)
		}()
	}
	res := main.mainLoop(lim, lines, report)
	s.release(ctx, lim)
	s.stop.Store(true)
	wg.Wait()
	res.Nodes = s.totalNodes()
	return res
}

// begin resets the per-search state.
func (s *Searcher) begin(lim Limits) {
	s.tt.newSearch()
	s.stop.Store(false)
	s.single = len(s.threads) == 1
	s.nodeLimit = lim.Nodes
	s.budget = budget{}
	s.epoch = time.Now()
	s.limitStart.Store(0)
	s.pmu.Lock()
	s.hit = make(chan struct{})
	s.pondering.Store(lim.Ponder)
	s.pmu.Unlock()
}

// release waits, after the search has ended on its own, for what an
// infinite or ponder search must wait for before answering.
func (s *Searcher) release(ctx context.Context, lim Limits) {
	if lim.Infinite {
		<-ctx.Done()
		return
	}
	if s.pondering.Load() {
		select {
		case <-ctx.Done():
		case <-s.hit:
		}
	}
}

// noMove is the result when the side to move has no legal move (at the
// root, or none of SearchMoves is legal): mated or stalemated.
func (s *Searcher) noMove(t *thread) Result {
	score := Score(0)
	if t.pos.InCheck() {
		score = matedIn(0)
	}
	s.pondering.Store(false)
	return Result{Score: score}
}
