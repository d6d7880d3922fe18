package protocol

import (
	"fmt"
	"strconv"
	"time"

	"lattice/movegen"
	"lattice/search"
)

// Bounds of the go command's numbers.
const (
	uciMaxDepth     = 1000    // deeper than any search goes: the search caps it
	uciMaxPerft     = 20      // perft depth
	uciMaxClockMS   = 1 << 40 // about 35 years: longer clocks are cut to it
	uciMaxMovesToGo = 1 << 20 // moves to the next time control
	uciMaxMate      = uciMaxDepth
)

// uciGo is a parsed go command. Clock times are in milliseconds.
type uciGo struct {
	clock, inc       [2]int64
	hasClock, hasInc [2]bool
	movesToGo        int
	depth, mate      int
	nodes            uint64
	moveTime         int64
	infinite, ponder bool
	searchMoves      []string
	perft            int
	// warnings are things corrected on the way (a negative clock).
	warnings []string
}

// uciGoKeyword reports whether tok is a keyword of go.
func uciGoKeyword(tok string) bool {
	return tok == "infinite" || tok == "ponder" || tok == "searchmoves" || uciGoNumber(tok)
}

// uciGoNumber reports whether tok is a keyword of go that takes a number.
func uciGoNumber(tok string) bool {
	switch tok {
	case "wtime", "btime", "winc", "binc", "movestogo", "depth", "nodes", "movetime", "mate", "perft":
		return true
	}
	return false
}

// parseGo reads the tokens of go, in any order. Unknown tokens, missing or
// malformed numbers and numbers out of range are errors; a negative clock
// or increment counts as zero, with a warning.
func parseGo(args []string) (uciGo, error) {
	var g uciGo
	for i := 0; i < len(args); i++ {
		tok := args[i]
		switch {
		case tok == "infinite":
			g.infinite = true
		case tok == "ponder":
			g.ponder = true
		case tok == "searchmoves":
			for i+1 < len(args) && !uciGoKeyword(args[i+1]) {
				i++
				g.searchMoves = append(g.searchMoves, args[i])
			}
			if len(g.searchMoves) == 0 {
				return g, fmt.Errorf("searchmoves without moves")
			}
		case uciGoNumber(tok):
			if i+1 >= len(args) {
				return g, fmt.Errorf("%s without a number", tok)
			}
			i++
			n, err := strconv.ParseInt(args[i], 10, 64)
			if err != nil {
				return g, fmt.Errorf("%s %s: not a whole number", tok, shown(args[i]))
			}
			if err := g.set(tok, n); err != nil {
				return g, err
			}
		default:
			return g, fmt.Errorf("unknown token %s", shown(tok))
		}
	}
	if g.perft > 0 && (len(args) != 2 || args[0] != "perft") {
		return g, fmt.Errorf("go perft takes only the depth")
	}
	return g, nil
}

// set stores one numeric token.
func (g *uciGo) set(tok string, n int64) error {
	within := func(lo, hi int64) error {
		if n < lo || n > hi {
			return fmt.Errorf("%s %d is outside %d..%d", tok, n, lo, hi)
		}
		return nil
	}
	switch tok {
	case "wtime", "btime", "winc", "binc":
		if n < 0 {
			g.warnings = append(g.warnings, fmt.Sprintf("%s %d is negative: taken as 0", tok, n))
			n = 0
		}
		n = min(n, uciMaxClockMS)
		c := movegen.White
		if tok[0] == 'b' {
			c = movegen.Black
		}
		if tok[1:] == "time" {
			g.clock[c], g.hasClock[c] = n, true
		} else {
			g.inc[c], g.hasInc[c] = n, true
		}
		return nil
	case "movestogo":
		if err := within(0, uciMaxMovesToGo); err != nil {
			return err
		}
		g.movesToGo = int(n)
	case "depth":
		if err := within(1, uciMaxDepth); err != nil {
			return err
		}
		g.depth = int(n)
	case "nodes":
		if err := within(1, 1<<62); err != nil {
			return err
		}
		g.nodes = uint64(n)
	case "movetime":
		if err := within(1, uciMaxClockMS); err != nil {
			return err
		}
		g.moveTime = n
	case "mate":
		if err := within(1, uciMaxMate); err != nil {
			return err
		}
		g.mate = int(n)
	case "perft":
		if err := within(1, uciMaxPerft); err != nil {
			return err
		}
		g.perft = int(n)
	}
	return nil
}

// limits maps the go command to the search's limits: the time manager's
// part. The search shares the clock out between the moves to go (see
// search's timeBudget); here Move Overhead is kept back from the clock and
// from a fixed move time, never leaving less than a millisecond, so a
// nearly empty clock still bounds the search.
func (g uciGo) limits(overhead time.Duration) search.Limits {
	ms := func(n int64) time.Duration { return time.Duration(n) * time.Millisecond }
	lim := search.Limits{Depth: g.depth, Nodes: g.nodes, Mate: g.mate, MovesToGo: g.movesToGo,
		Infinite: g.infinite, Ponder: g.ponder}
	for c := range 2 {
		if g.hasClock[c] {
			lim.Time[c] = max(ms(g.clock[c])-overhead, time.Millisecond)
		}
		lim.Inc[c] = ms(g.inc[c])
	}
	if g.moveTime > 0 {
		lim.MoveTime = max(ms(g.moveTime)-overhead, time.Millisecond)
	}
	return lim
}

// bounded reports whether the search ends by itself for side us once it
// is no longer pondering: a depth, node or time limit (a mate search may
// never find one).
func (g uciGo) bounded(us movegen.Color) bool {
	return !g.infinite && (g.depth > 0 || g.nodes > 0 || g.moveTime > 0 || g.hasClock[us] || g.hasInc[us])
}
