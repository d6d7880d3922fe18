package protocol

import (
	"fmt"
	"strings"
	"time"

	"lattice/engine"
	"lattice/movegen"
	"lattice/search"
)

// goCommand handles go: a search, or perft with `go perft N`. A go that
// does not parse starts nothing.
func (u *uciSession) goCommand(args []string) {
	g, err := parseGo(args)
	if err != nil {
		u.errorf("go: %v (nothing started)", err)
		return
	}
	if g.perft > 0 {
		u.perft(g.perft)
		return
	}
	lim := g.limits(u.overhead)
	n := UCINotation(u.e.Variant())
	for i, text := range g.searchMoves {
		k, err := n.MoveFromWire(text)
		var m movegen.Move
		if err == nil {
			m, err = u.e.ParseMove(k)
		}
		if err != nil {
			u.errorf("go: searchmoves %d: %v (nothing started)", i+1, err)
			return
		}
		lim.SearchMoves = append(lim.SearchMoves, m)
	}
	for _, w := range g.warnings {
		u.println("info string warning: go: " + w)
	}
	lim.Bounds = true
	lim.RootMove = u.currMove(n)
	j := &uciJob{ponder: g.ponder, infinite: g.infinite, unbounded: !g.bounded(u.e.SideToMove()), stop: u.e.Stop}
	// lead is the first move of the last line reported; report and done
	// run one after the other on the search's goroutine.
	lead := ""
	report := func(in engine.Info) {
		if !j.started.Swap(true) && j.hit.Load() {
			u.e.Ponderhit()
		}
		if in.Bound != search.Exact {
			// Aspiration failures only in long searches, as currmove.
			if in.Time >= uciCurrMoveAfter {
				u.println(uciInfoLine(in, n))
			}
			return
		}
		if in.MultiPV <= 1 && len(in.PVText) > 0 {
			lead = in.PVText[0]
		}
		u.println(uciInfoLine(in, n))
	}
	done := func(r engine.Result) {
		described := lead != "" && lead == r.BestText
		u.events <- func() { u.searchDone(j, r, described, n) }
	}
	if err := u.e.Think(lim, report, done); err != nil {
		u.errorf("go: %v", err)
		return
	}
	u.job = j
}

// uciCurrMoveAfter is how long a search runs before it tells the GUI its
// root moves (currmove) and its aspiration failures (lowerbound,
// upperbound): fast searches print neither, as engines usually do.
const uciCurrMoveAfter = time.Second

// currMove returns the search's root-move callback: after
// uciCurrMoveAfter it writes `info depth D currmove M currmovenumber N`.
// It runs on the search's goroutine, with its own copy of the root
// position for the notation.
func (u *uciSession) currMove(n Notation) func(movegen.Move, int, int) {
	root := u.e.Position()
	start := time.Now()
	return func(m movegen.Move, number, depth int) {
		if time.Since(start) < uciCurrMoveAfter {
			return
		}
		u.println(fmt.Sprintf("info depth %d currmove %s currmovenumber %d",
			depth, n.MoveToWire(root.MoveString(m)), number))
	}
}

// searchDone writes the result of a search (after stop or ponderhit when
// UCI wants it then) and lets the waiting commands run. Unless the last
// line reported begins with the best move (described), an info line for
// the result comes first, so the GUI's last score and PV belong to it.
func (u *uciSession) searchDone(j *uciJob, r engine.Result, described bool, n Notation) {
	out := func() {
		if !described {
			u.println(uciFinalInfo(r, n))
		}
		u.println(uciBestMove(r, n))
	}
	if j != u.job {
		return
	}
	if j.holds() {
		j.held = out
		return
	}
	out()
	u.endJob()
}

// uciInfoLine writes one search report.
func uciInfoLine(in engine.Info, n Notation) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d seldepth %d multipv %d score %s nodes %d nps %d hashfull %d time %d",
		in.Depth, max(in.SelDepth, in.Depth), max(in.MultiPV, 1), uciScore(in.Score, in.Bound),
		in.Nodes, in.NPS, in.HashFull, in.Time.Milliseconds())
	writePV(&b, in.PVText, n)
	return b.String()
}

// uciFinalInfo describes a result no iteration reported: no legal move, a
// search stopped before its first iteration ended, or one whose interrupted
// iteration found a better first move.
func uciFinalInfo(r engine.Result, n Notation) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d score %s nodes %d time %d", r.Depth, uciScore(r.Score, search.Exact),
		r.Nodes, r.Time.Milliseconds())
	writePV(&b, r.PVText, n)
	return b.String()
}

func writePV(b *strings.Builder, pv []string, n Notation) {
	if len(pv) == 0 {
		return
	}
	b.WriteString(" pv")
	for _, m := range pv {
		b.WriteByte(' ')
		b.WriteString(n.MoveToWire(m))
	}
}

// uciScore writes a score as UCI does: "cp N" or "mate N" (moves, negative
// when the side to move gets mated), then the bound when it is one.
func uciScore(s search.Score, b search.Bound) string {
	var out string
	if s.IsMate() {
		out = fmt.Sprintf("mate %d", s.MateMoves())
	} else {
		out = fmt.Sprintf("cp %d", s)
	}
	switch b {
	case search.Lower:
		out += " lowerbound"
	case search.Upper:
		out += " upperbound"
	}
	return out
}

// uciBestMove writes the bestmove line; 0000 when there is no legal move.
func uciBestMove(r engine.Result, n Notation) string {
	if !r.HasBest || r.BestText == "" {
		return "bestmove 0000"
	}
	s := "bestmove " + n.MoveToWire(r.BestText)
	if r.PonderText != "" {
		s += " ponder " + n.MoveToWire(r.PonderText)
	}
	return s
}
