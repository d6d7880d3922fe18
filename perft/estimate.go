package perft

import (
	"fmt"
	"math"
)

// Limits of what a perft may be asked to do before it runs. Inside a wide
// world border a rider's ray holds up to two billion squares: the last ply
// counts them arithmetically (Position.CountLegal), but a ply that lists its
// moves, or a tree that is huge in practice, cannot end.
const (
	// MaxListed is the most moves one node may list: 28 MB at 28 bytes a
	// move, and seconds where each must be made to test it.
	MaxListed = 1_000_000
	// MaxNodes is the most leaves a perft whose rays dominate may expect.
	MaxNodes = 1e11
	// RayDominated is the number of root moves beyond which a position's
	// moves are mostly ray squares (no bounded board has that many); only
	// then is MaxNodes applied, so that a deep perft of an ordinary position
	// runs as long as it takes.
	RayDominated = 1000
)

// Estimate foresees the cost of a perft from its root alone.
type Estimate struct {
	// RootMoves is the number of legal moves at the root; 0 when it was
	// not counted because counting would list too many.
	RootMoves uint64
	// RayMoves is the number of pseudo-legal moves along long rays at the
	// root (with the squares prime leapers and formations visit), and
	// Listed how many of them a last-ply count must visit one by one.
	RayMoves, Listed int64
	// Nodes is the expected leaf count, RootMoves to the power depth.
	Nodes float64
}

// Estimate foresees Count(depth) from the root: its legal moves, counted
// without listing where the rays allow it, and the ray sizes.
func (c *Counter) Estimate(depth int) Estimate {
	var e Estimate
	e.RayMoves, e.Listed = c.pos.RaySquares()
	if e.Listed > MaxListed {
		return e
	}
	e.RootMoves = uint64(c.pos.CountLegal())
	e.Nodes = math.Pow(float64(e.RootMoves), float64(depth))
	return e
}

// Check returns an error when Count(depth) (or Divide, with divide) cannot
// end in practice: a node would list more than MaxListed moves, or the
// rays dominate and the tree is expected to pass MaxNodes leaves. The error
// is one line that quotes the estimate.
func (c *Counter) Check(depth int, divide bool) (Estimate, error) {
	e := c.Estimate(depth)
	listsRoot := depth >= 2 || divide || !c.Bulk
	switch {
	case e.Listed > MaxListed:
		return e, fmt.Errorf("counting would visit about %d squares of long-range moves one by one in one position (at most %d)", e.Listed, MaxListed)
	case listsRoot && uint64(e.RayMoves) > MaxListed:
		return e, fmt.Errorf("depth %d would list about %d ray moves at the root (at most %d)", depth, e.RayMoves, MaxListed)
	case listsRoot && e.RootMoves > MaxListed:
		return e, fmt.Errorf("depth %d would list %d moves at the root (at most %d)", depth, e.RootMoves, MaxListed)
	case depth >= 2 && e.RootMoves > RayDominated && e.Nodes > MaxNodes:
		return e, fmt.Errorf("depth %d would visit about %.1e nodes (%d moves at ply 1; at most %.0e)", depth, e.Nodes, e.RootMoves, MaxNodes)
	}
	return e, nil
}
