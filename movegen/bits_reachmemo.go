package movegen

// A memo of the reaches GatherPlanned works out for sliding pieces. A
// slide reaches the squares up to its first blocker, that one included,
// so a reach found over one occupancy is the reach over another exactly
// when no square of it changed (the first blocker of every slide is then
// the same, and the squares beyond it do not count). Keyed by square and
// kept with the tables and the occupancy it was found from, an entry is a
// fact about the variant's board, whatever position wrote it: it needs no
// clearing, and a clone may start with its parent's. Consecutive
// evaluations in a search differ by a move or two, which leave most
// sliders' reaches alone.

// reachMemo64 is the memo entry of one square of a board of at most 64
// squares: the reach of the slides and leaps of the 64-bit tables view
// from that square over the occupancy all.
type reachMemo64 struct {
	view       *[64]square64
	all, reach uint64
}

// reachMemoWide is the memo entry of one square of a board of 65 to 128
// squares: the reach of the plan entry's tables (planWide, for its type
// and side) from that square over the occupancy all, and the cap's
// correction of its count.
type reachMemoWide struct {
	view       *planWide
	all, reach bits128
	// over is what the plan's cap takes off the reach's count (overCap),
	// which depends on the same squares.
	over int
}

// stale reports whether m does not hold the reach of e's tables over the
// occupancy all.
func (m *reachMemoWide) stale(e *planWide, all bits128) bool {
	return m.view != e || ((m.all.lo^all.lo)&m.reach.lo|(m.all.hi^all.hi)&m.reach.hi) != 0
}
