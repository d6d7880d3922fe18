package search

import (
	"time"

	"lattice/movegen"
)

// Limits say when a search stops. Zero values mean no limit of that kind;
// with no limit at all the search runs to the maximum depth.
type Limits struct {
	// Depth is the deepest iteration to complete, in plies.
	Depth int
	// Nodes stops the search once this many nodes have been visited.
	Nodes uint64
	// MoveTime is a fixed time for this move.
	MoveTime time.Duration
	// Time and Inc are the clocks and increments, indexed by movegen.Color.
	Time, Inc [2]time.Duration
	// MovesToGo is the number of moves until the next time control (0:
	// sudden death or increment only).
	MovesToGo int
	// Infinite searches until ctx is cancelled.
	Infinite bool
	// Ponder searches as Infinite until Ponderhit, then by the limits.
	Ponder bool
	// Mate stops the search when a mate in at most this many moves is found.
	Mate int
	// MultiPV is the number of best lines to find (0 or 1: one line).
	MultiPV int
	// SearchMoves restricts the root to these moves.
	SearchMoves []movegen.Move
	// RootMove, when set, is called by the main thread just before it
	// searches each root move: the move, its 1-based number in the root
	// list and the iteration's depth (a GUI's currmove). It runs on the
	// searching goroutine, once per root move (never per node), and must
	// be quick.
	RootMove func(m movegen.Move, number, depth int)
	// Bounds asks for the main thread's aspiration failures too: report
	// gets an Info with Bound Lower (fail high) or Upper (fail low) and the
	// line's PV each time its window fails, before the re-search.
	Bounds bool
}

// Info describes one completed iteration (or one line of it under MultiPV).
type Info struct {
	Depth, SelDepth, MultiPV int
	Score                    Score
	Bound                    Bound
	Nodes                    uint64
	Time                     time.Duration
	// HashFull is the table's fill in permille.
	HashFull int
	// PV is valid only during the callback: copy it to keep it.
	PV []movegen.Move
}

// Result is what a search found.
type Result struct {
	Best, Ponder movegen.Move
	// HasBest is false only when the side to move has no legal move.
	HasBest, HasPonder bool
	Score              Score
	Depth              int
	Nodes              uint64
	PV                 []movegen.Move
}

// Options configure a Searcher: the table size in MiB and the number of
// search threads.
type Options struct{ HashMB, Threads int }
