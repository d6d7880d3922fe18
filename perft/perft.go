package perft

import (
	"lattice/movegen"
)

// Counter runs perft on one position, reusing one move list per ply so that
// a run allocates nothing after the first visit to each depth.
type Counter struct {
	pos   *movegen.Position
	lists []*movegen.MoveList
	// Bulk counts the last ply with Position.CountLegal instead of making
	// each move; the counts are the same.
	Bulk bool
}

// NewCounter returns a Counter for p with bulk counting on.
func NewCounter(p *movegen.Position) *Counter {
	return &Counter{pos: p, Bulk: true}
}

func (c *Counter) list(ply int) *movegen.MoveList {
	for len(c.lists) <= ply {
		c.lists = append(c.lists, movegen.NewMoveList(256))
	}
	return c.lists[ply]
}

// Count returns the number of leaf nodes at depth plies.
func (c *Counter) Count(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return c.count(depth, 0)
}

func (c *Counter) count(depth, ply int) uint64 {
	if depth == 1 && c.Bulk {
		return uint64(c.pos.CountLegal())
	}
	ml := c.list(ply)
	c.pos.GenerateLegal(ml)
	var n uint64
	for _, m := range ml.Moves {
		c.pos.Make(m)
		if depth == 1 {
			n++
		} else {
			n += c.count(depth-1, ply+1)
		}
		c.pos.Unmake()
	}
	return n
}

// Division is the count below one root move.
type Division struct {
	Move  movegen.Move
	Text  string
	Nodes uint64
}

// Divide returns the count below every legal root move, in generation order.
func (c *Counter) Divide(depth int) []Division {
	ml := movegen.NewMoveList(256)
	c.pos.GenerateLegal(ml)
	out := make([]Division, 0, ml.Len())
	for _, m := range ml.Moves {
		text := c.pos.MoveString(m)
		c.pos.Make(m)
		n := c.Count(depth - 1)
		c.pos.Unmake()
		out = append(out, Division{Move: m, Text: text, Nodes: n})
	}
	return out
}
