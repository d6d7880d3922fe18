package protocol

import (
	"strconv"
	"strings"
	"time"

	"lattice/engine"
	"lattice/movegen"
	"lattice/search"
)

// startSearch starts a search of the current position for mode. A search
// already running is stopped first (and its result dropped).
func (c *cecp) startSearch(mode searchMode) {
	c.abort()
	var lim search.Limits
	switch mode {
	case thinkSearch:
		lim = c.clock.limits(c.e.SideToMove(), len(c.e.Moves()))
	default:
		lim.Infinite = true
	}
	if mode != ponderSearch {
		moves, ok := c.rootMoves()
		if !ok {
			return // every move excluded: nothing to search
		}
		lim.SearchMoves = moves
	}
	c.searchID++
	id := c.searchID
	c.statMu.Lock()
	c.stat, c.statStart = engine.Info{}, time.Now()
	c.statMu.Unlock()
	// The PV is marked like the moves (deferrals, xboard_defer.go) by
	// replaying it from a copy of the root the report callback owns.
	var pv pvMarks
	if c.deferMark {
		pv = pvMarks{root: c.e.Position().Clone(), zone: c.deferZone()}
	}
	report := func(in engine.Info) { c.report(mode, in, pv) }
	done := func(r engine.Result) { c.results <- searchDone{id: id, res: r} }
	if err := c.e.Think(lim, report, done); err != nil {
		c.errorf("cannot think now", err.Error())
		return
	}
	c.mode = mode
}

// rootMoves lists the moves a search may play when some are excluded: nil
// (no restriction) when none is, false when all are.
func (c *cecp) rootMoves() ([]movegen.Move, bool) {
	if len(c.exclude) == 0 {
		return nil, true
	}
	var ml movegen.MoveList
	c.e.Position().GenerateLegal(&ml)
	var out []movegen.Move
	for _, m := range ml.Moves {
		if !c.exclude[m] {
			out = append(out, m)
		}
	}
	return out, len(out) > 0
}

// abort stops a running search, waits for it and drops its result.
func (c *cecp) abort() {
	if c.mode == noSearch {
		return
	}
	c.e.Stop()
	c.e.Wait()
	select {
	case <-c.results:
	default:
	}
	c.mode = noSearch
}

// moveNow is `?`: a search for the engine's move stops and plays its best
// move; other searches go on.
func (c *cecp) moveNow() {
	if c.mode == thinkSearch {
		c.e.Stop()
	}
}

// pvMarks is what the thinking output needs to mark a PV's deferrals: the
// search's root position (nil: no marks) and XBoard's promotion zone.
type pvMarks struct {
	root *movegen.Position
	zone movegen.PromotionDef
}

// report receives the search's iterations (on the search's goroutine).
func (c *cecp) report(mode searchMode, in engine.Info, pv pvMarks) {
	c.statMu.Lock()
	c.stat = in
	c.statMu.Unlock()
	if !c.post.Load() || mode == ponderSearch {
		return
	}
	c.reply("%s", c.thinkingLine(in, pv))
}

// thinkingLine writes CECP's `PLY SCORE TIME NODES PV`: the score in
// centipawns or as 100000+N / -100000-N for mates in N moves, the time in
// centiseconds; a PV ending in ? or ! is a fail low or high. With pv.root
// set, each deferral in the PV carries its marker, as the move would.
func (c *cecp) thinkingLine(in engine.Info, pv pvMarks) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(in.Depth))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(cecpScore(in.Score)))
	b.WriteByte(' ')
	b.WriteString(strconv.FormatInt(int64(in.Time/(10*time.Millisecond)), 10))
	b.WriteByte(' ')
	b.WriteString(strconv.FormatUint(in.Nodes, 10))
	var pos *movegen.Position
	if pv.root != nil {
		pos = pv.root.Clone()
	}
	for _, m := range in.PVText {
		b.WriteByte(' ')
		b.WriteString(c.notation.MoveToWire(m))
		if pos == nil {
			continue
		}
		mv, err := pos.ParseMove(m)
		if err != nil {
			pos = nil // cannot happen for a PV; stop marking
			continue
		}
		b.WriteString(deferralSuffix(pos, pv.zone, mv))
		pos.Make(mv)
	}
	switch in.Bound {
	case search.Upper:
		b.WriteByte('?')
	case search.Lower:
		b.WriteByte('!')
	}
	return b.String()
}

// cecpScore converts a search score to CECP's.
func cecpScore(s search.Score) int {
	if !s.IsMate() {
		return int(s)
	}
	n := s.MateMoves()
	if s > 0 {
		return 100000 + n
	}
	return -100000 + n // n ≤ 0: mated in -n moves
}

// stat answers `.` in analyze mode with `stat01: TIME NODES PLY LEFT TOTAL`.
func (c *cecp) statLine() {
	if c.mode != analyzeSearch {
		return
	}
	c.statMu.Lock()
	in, start := c.stat, c.statStart
	c.statMu.Unlock()
	var ml movegen.MoveList
	c.e.Position().GenerateLegal(&ml)
	c.reply("stat01: %d %d %d %d %d", time.Since(start)/(10*time.Millisecond), in.Nodes, in.Depth, 0, ml.Len())
}

// finished handles the end of a search: the engine's own move is played
// and sent; other results are dropped.
func (c *cecp) finished(d searchDone) {
	if d.id != c.searchID || c.mode == noSearch {
		return
	}
	mode := c.mode
	c.mode = noSearch
	if mode != thinkSearch {
		return
	}
	r := d.res
	if !r.HasBest {
		c.claimResult()
		return
	}
	wire := c.wireMove(r.Best, r.BestText)
	verdict := c.verdict.judge(r.Score)
	if verdict == resignGame {
		// Before the move, as the CECP document advises.
		c.gameOver = true
		c.reply("resign")
		return
	}
	if err := c.e.PlayMove(r.Best); err != nil {
		c.errorf("internal", err.Error())
		return
	}
	c.positionChanged()
	if verdict == offerDraw && c.e.Outcome() == movegen.Ongoing {
		// Only a draw by agreement: a draw by rule is claimed below.
		c.reply("offer draw")
	}
	c.reply("move %s", wire)
	c.hint = ""
	if r.PonderText != "" {
		c.hint = c.wireMove(r.Ponder, r.PonderText) // as it would be played
	}
	if c.claimResult() {
		return
	}
	if c.ponder && !c.force {
		c.startSearch(ponderSearch)
	}
}

// claimResult sends the game's result when the kernel says it is over by
// rule, and reports whether it did.
func (c *cecp) claimResult() bool {
	o := c.e.Outcome()
	if o == movegen.Ongoing {
		return false
	}
	c.gameOver = true
	switch o {
	case movegen.Checkmate:
		if c.e.SideToMove() == movegen.White {
			c.reply("0-1 {Black mates}")
		} else {
			c.reply("1-0 {White mates}")
		}
	case movegen.Stalemate:
		c.reply("1/2-1/2 {Stalemate}")
	case movegen.Repetition:
		c.reply("1/2-1/2 {Draw by repetition}")
	case movegen.FiftyMoves:
		c.reply("1/2-1/2 {Draw by fifty move rule}")
	case movegen.InsufficientMaterial:
		c.reply("1/2-1/2 {Insufficient mating material}")
	default:
		c.reply("1/2-1/2 {%s}", o)
	}
	return true
}

// positionChanged resets what belongs to one position: the excluded moves.
func (c *cecp) positionChanged() { c.exclude = nil }

// maybeThink starts the engine's search when it is its turn, or pondering
// or analysis when those are on.
func (c *cecp) maybeThink() {
	switch {
	case c.analyze:
		c.startSearch(analyzeSearch)
	case c.force || c.gameOver:
	case c.e.SideToMove() == c.engineIs:
		if !c.claimResult() {
			c.startSearch(thinkSearch)
		}
	case c.ponder:
		c.startSearch(ponderSearch)
	}
}
