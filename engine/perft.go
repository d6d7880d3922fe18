package engine

import (
	"fmt"

	"lattice/movegen"
	"lattice/perft"
)

// MaxPerftDepth bounds Perft's depth.
const MaxPerftDepth = 20

// Perft counts the leaf nodes depth plies below the current position and
// returns the count below every legal root move (in generation order) and
// the total. On an unbounded board it counts inside the variant's default
// world border, as `lattice perft` does, since the open plane's count is
// infinite. It runs on a copy: the game may change meanwhile.
func (e *Engine) Perft(depth int) ([]perft.Division, uint64, error) {
	if depth < 1 || depth > MaxPerftDepth {
		return nil, 0, fmt.Errorf("perft: depth must be 1..%d, got %d", MaxPerftDepth, depth)
	}
	e.mu.Lock()
	pos := e.g.copyPosition()
	e.mu.Unlock()
	if v := pos.Variant(); v.Unbounded() {
		border := v.Bounds()
		inside, err := v.ParseICN(pos.ICN(), movegen.AutoBoard, &border)
		if err != nil {
			return nil, 0, fmt.Errorf("perft: the position does not fit the world border %v: %v", border, err)
		}
		pos = inside
	}
	div := perft.NewCounter(pos).Divide(depth)
	var total uint64
	for _, d := range div {
		total += d.Nodes
	}
	return div, total, nil
}
