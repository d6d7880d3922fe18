package match

import (
	"context"
	"fmt"
	"io"
	"math"
	"math/rand"
	"sort"
	"strings"
	"sync"
	"time"

	"lattice/movegen"
)

// Config is a match between two engines.
type Config struct {
	Engines     [2]EngineSpec
	Variant     *movegen.Variant
	VariantName string
	// Games is the number of games (Rounds × games per round, computed by
	// the caller). Game i has Engines[i%2] as White.
	Games int
	// Openings are played in order (or shuffled by Seed when Random); with
	// Repeat each is played twice with colours reversed. RandomPlies > 0
	// appends that many random legal plies to each opening (or the start
	// position when there are no openings).
	Openings    []Opening
	Random      bool
	Repeat      bool
	RandomPlies int
	Seed        int64
	SPRT        *SPRT
	Adj         Adjudication
	Concurrency int
	// TimeMargin is how far an engine may overrun its clock or its fixed
	// time per move before it loses on time; HangTimeout bounds a move
	// without a clock (nodes= or depth=).
	TimeMargin, HangTimeout time.Duration
	// RatingInterval prints the Elo (and SPRT) lines every that many games
	// (0: only at the end).
	RatingInterval int
	Event          string
	Out            io.Writer // progress and results, cutechess-cli style
	PGN            io.Writer // each game as it ends; may be nil
	Debug          func(engine, dir, line string)
	// Progress, when not nil, gets a one-line summary after every game
	// (for a live status line on a terminal).
	Progress func(line string)
	// Resume holds the games of an earlier run of the same match (from its
	// PGN): they count as played and are not played again.
	Resume []*Game
}

// Result is the outcome of a match, from Engines[0]'s point of view.
type Result struct {
	Score    Score
	LLR      float64
	Decision int // SPRT: 0 undecided, -1 H0, +1 H1
	Failures map[string]map[string]int
	Games    []*Game
}

// Run plays the match. It stops early when the SPRT decides or ctx is
// cancelled (the games under way end as unterminated and do not count);
// the summary is printed either way.
func Run(ctx context.Context, cfg Config) (*Result, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	openings, err := cfg.openingList()
	if err != nil {
		return nil, err
	}
	cfg.Out = &syncWriter{w: cfg.Out}
	res := &Result{Failures: map[string]map[string]int{}}
	a, b := cfg.Engines[0].Name, cfg.Engines[1].Name
	tally := &tally{cfg: &cfg, res: res, pending: map[int]float64{}}
	skip, err := tally.resume(cfg.Resume)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if res.Decision != 0 {
		cancel()
	}
	jobs := make(chan int)
	done := make(chan *Game)
	var wg sync.WaitGroup
	for w := 0; w < cfg.Concurrency; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cfg.worker(ctx, jobs, done, openings)
		}()
	}
	go func() {
		defer close(jobs)
		for i := 0; i < cfg.Games; i++ {
			if skip[i] {
				continue
			}
			select {
			case jobs <- i:
				a, b := cfg.sides(i)
				fmt.Fprintf(cfg.Out, "Started game %d of %d (%s vs %s)\n", i+1, cfg.Games, a.Name, b.Name)
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(done) }()
	var fatal error
	for g := range done {
		if g.fatal != nil {
			fatal = g.fatal
			cancel()
			continue
		}
		res.Games = append(res.Games, g)
		if cfg.PGN != nil && g.Result != "*" {
			if err := WritePGN(cfg.PGN, g, cfg.Event); err != nil {
				fmt.Fprintf(cfg.Out, "Warning: cannot write PGN: %v\n", err)
			}
		}
		fmt.Fprintf(cfg.Out, "Finished game %d (%s vs %s): %s {%s}\n", g.Number, g.White, g.Black, g.Result, g.Reason)
		if !tally.count(g) {
			continue
		}
		s := res.Score
		fmt.Fprintf(cfg.Out, "Score of %s vs %s: %d - %d - %d  [%.3f] %d\n", a, b, s.W, s.L, s.D, s.Ratio(), s.Games())
		if cfg.RatingInterval > 0 && s.Games()%cfg.RatingInterval == 0 {
			cfg.printRating(res)
		}
		if cfg.Progress != nil {
			cfg.Progress(progressLine(&cfg, res))
		}
		if res.Decision != 0 {
			cancel()
		}
	}
	if fatal != nil {
		return res, fatal
	}
	sort.Slice(res.Games, func(i, j int) bool { return res.Games[i].Number < res.Games[j].Number })
	if cfg.RatingInterval == 0 || res.Score.Games()%cfg.RatingInterval != 0 || res.Score.Games() == 0 {
		cfg.printRating(res)
	}
	cfg.printFailures(res)
	fmt.Fprintln(cfg.Out, "Finished match")
	return res, nil
}

// pointsOf is the named engine's score in a finished game.
func pointsOf(g *Game, name string) (float64, bool) {
	var w float64
	switch g.Result {
	case "1-0":
		w = 1
	case "0-1":
		w = 0
	case "1/2-1/2":
		w = 0.5
	default:
		return 0, false
	}
	if g.White == name {
		return w, true
	}
	return 1 - w, true
}

// printRating prints the Elo, SPRT and pentanomial lines.
func (cfg *Config) printRating(res *Result) {
	s := res.Score
	elo, m := s.Elo()
	fmt.Fprintf(cfg.Out, "Elo difference: %s +/- %s, LOS: %.1f %%, DrawRatio: %.1f %%\n",
		fmtElo(elo), fmtElo(m), s.LOS(), 100*s.DrawRatio())
	if cfg.SPRT != nil {
		lo, hi := cfg.SPRT.Bounds()
		pct := 0.0
		if res.LLR >= 0 {
			pct = 100 * res.LLR / hi
		} else {
			pct = 100 * res.LLR / lo
		}
		verdict := ""
		switch res.Decision {
		case 1:
			verdict = " - H1 was accepted"
		case -1:
			verdict = " - H0 was accepted"
		}
		fmt.Fprintf(cfg.Out, "SPRT: llr %.3g (%.1f%%), lbound %.3g, ubound %.3g%s\n", res.LLR, pct, lo, hi, verdict)
	}
	p := s.Penta
	fmt.Fprintf(cfg.Out, "Ptnml(0-2): [%d, %d, %d, %d, %d]\n", p[0], p[1], p[2], p[3], p[4])
}

// fmtElo writes an Elo figure as cutechess-cli does, "inf" and "nan" for
// the undefined ones.
func fmtElo(x float64) string {
	switch {
	case math.IsNaN(x):
		return "nan"
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	if math.Abs(x) < 0.05 {
		x = 0 // no "-0.0"
	}
	return fmt.Sprintf("%.1f", x)
}

// printFailures reports the games engines lost by failing.
func (cfg *Config) printFailures(res *Result) {
	names := make([]string, 0, len(res.Failures))
	for n := range res.Failures {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		var parts []string
		kinds := make([]string, 0)
		for k := range res.Failures[n] {
			kinds = append(kinds, k)
		}
		sort.Strings(kinds)
		for _, k := range kinds {
			parts = append(parts, fmt.Sprintf("%s %d", k, res.Failures[n][k]))
		}
		fmt.Fprintf(cfg.Out, "Failures of %s (games lost, engine restarted): %s\n", n, strings.Join(parts, ", "))
	}
}

// sides are White and Black of game i.
func (cfg *Config) sides(i int) (w, b *EngineSpec) {
	if i%2 == 0 {
		return &cfg.Engines[0], &cfg.Engines[1]
	}
	return &cfg.Engines[1], &cfg.Engines[0]
}

// worker plays games with its own pair of engine processes.
func (cfg *Config) worker(ctx context.Context, jobs <-chan int, done chan<- *Game, openings []Opening) {
	var ps [2]*player
	for k := range ps {
		k := k
		var log func(dir, line string)
		if cfg.Debug != nil {
			name := cfg.Engines[k].Name
			log = func(dir, line string) { cfg.Debug(name, dir, line) }
		}
		ps[k] = &player{spec: &cfg.Engines[k], log: log,
			zeroRanks: !cfg.Variant.Unbounded() && cfg.Variant.Bounds().Height() == 10}
		defer ps[k].close()
	}
	for i := range jobs {
		w, b := ps[0], ps[1]
		if i%2 == 1 {
			w, b = b, w
		}
		o := openings[(i/cfg.perOpening())%len(openings)]
		s := &gameSetup{v: cfg.Variant, variant: cfg.VariantName, opening: o, adj: cfg.Adj,
			margin: cfg.TimeMargin, hang: cfg.HangTimeout, number: i + 1, white: w, blk: b,
			zeroRanks: !cfg.Variant.Unbounded() && cfg.Variant.Bounds().Height() == 10}
		done <- playGame(ctx, s)
	}
}

// perOpening is how many consecutive games share an opening.
func (cfg *Config) perOpening() int {
	if cfg.Repeat {
		return 2
	}
	return 1
}

// openingList builds the openings the games use, in order.
func (cfg *Config) openingList() ([]Opening, error) {
	rng := rand.New(rand.NewSource(cfg.Seed))
	base := cfg.Openings
	if len(base) == 0 {
		base = []Opening{{}}
	}
	n := (cfg.Games + cfg.perOpening() - 1) / cfg.perOpening()
	out := make([]Opening, n)
	order := make([]int, len(base))
	for i := range order {
		order[i] = i
	}
	if cfg.Random {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	for i := range out {
		o := base[order[i%len(order)]]
		if cfg.RandomPlies > 0 {
			r, err := RandomOpening(cfg.Variant, o.Text, cfg.RandomPlies, rng)
			if err != nil {
				return nil, err
			}
			r.Moves = append(append([]string(nil), o.Moves...), r.Moves...)
			o = r
		}
		out[i] = o
	}
	return out, nil
}

func (cfg *Config) validate() error {
	for i := range cfg.Engines {
		e := &cfg.Engines[i]
		if err := e.Validate(); err != nil {
			return err
		}
		if err := findCommand(e.Cmd, e.Dir); err != nil {
			return fmt.Errorf("engine %q: cannot start %s: %v", e.Name, e.Cmd, err)
		}
	}
	if cfg.Engines[0].Name == cfg.Engines[1].Name {
		return fmt.Errorf("the two engines need different names (both are %q)", cfg.Engines[0].Name)
	}
	if cfg.Variant == nil {
		return fmt.Errorf("no variant")
	}
	if cfg.Games <= 0 {
		return fmt.Errorf("games must be positive")
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 1
	}
	if cfg.Out == nil {
		cfg.Out = io.Discard
	}
	if cfg.HangTimeout <= 0 {
		cfg.HangTimeout = time.Minute
	}
	if cfg.SPRT != nil {
		return cfg.SPRT.Validate()
	}
	return nil
}

// syncWriter serialises writes from the dispatcher and the result loop.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

// Write writes p under the lock.
func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// tally counts finished games into a Result.
type tally struct {
	cfg     *Config
	res     *Result
	pending map[int]float64 // game index → Engines[0]'s points, waiting for its pair
}

// count adds a finished game; it reports false for a game without a
// result (interrupted), which does not count.
func (t *tally) count(g *Game) bool {
	res := t.res
	if g.Failed != "" {
		if res.Failures[g.Failed] == nil {
			res.Failures[g.Failed] = map[string]int{}
		}
		res.Failures[g.Failed][g.FailKind]++
	}
	pts, ok := pointsOf(g, t.cfg.Engines[0].Name)
	if !ok {
		return false
	}
	switch pts {
	case 1:
		res.Score.W++
	case 0:
		res.Score.L++
	default:
		res.Score.D++
	}
	i := g.Number - 1
	if other, ok := t.pending[i^1]; ok {
		res.Score.AddPair(pts, other)
		delete(t.pending, i^1)
	} else {
		t.pending[i] = pts
	}
	if t.cfg.SPRT != nil {
		res.LLR = t.cfg.SPRT.LLR(res.Score.Penta)
		res.Decision = t.cfg.SPRT.Decision(res.LLR)
	}
	return true
}

// resume counts the games of an earlier run and returns their indices.
// A game must have a result and its number's colours (game i: Engines[i%2]
// White).
func (t *tally) resume(games []*Game) (map[int]bool, error) {
	skip := map[int]bool{}
	for _, g := range games {
		if g.Result == "*" {
			continue
		}
		i := g.Number - 1
		if i < 0 || i >= t.cfg.Games || skip[i] {
			return nil, fmt.Errorf("resume: game %d is not a game of this match (or is there twice)", g.Number)
		}
		w, bl := t.cfg.sides(i)
		if g.White != w.Name || g.Black != bl.Name {
			return nil, fmt.Errorf("resume: game %d is %s vs %s, this match plays %s vs %s", g.Number, g.White, g.Black, w.Name, bl.Name)
		}
		skip[i] = true
		t.count(g)
		t.res.Games = append(t.res.Games, g)
	}
	if len(skip) > 0 {
		s := t.res.Score
		fmt.Fprintf(t.cfg.Out, "Resumed %d games: Score of %s vs %s: %d - %d - %d  [%.3f] %d\n", len(skip),
			t.cfg.Engines[0].Name, t.cfg.Engines[1].Name, s.W, s.L, s.D, s.Ratio(), s.Games())
	}
	return skip, nil
}

// progressLine is the live status: games done of the total, the score, the
// Elo with its margin and, with an SPRT, the LLR and its bounds.
func progressLine(cfg *Config, res *Result) string {
	s := res.Score
	elo, m := s.Elo()
	line := fmt.Sprintf("[%d/%d] %s vs %s: %d - %d - %d  Elo %s +/- %s", s.Games(), cfg.Games,
		cfg.Engines[0].Name, cfg.Engines[1].Name, s.W, s.L, s.D, fmtElo(elo), fmtElo(m))
	if cfg.SPRT != nil {
		lo, hi := cfg.SPRT.Bounds()
		line += fmt.Sprintf("  LLR %.2f (%.2f, %.2f)", res.LLR, lo, hi)
	}
	return line
}
