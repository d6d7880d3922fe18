package movegen

// ThemSafeChecks answers GivesCheckThemSafe for many moves of one position,
// keeping what the answers share: on the sparse board, for a side whose
// complex pieces are formation pieces (Kadesh), the blocks of ours that
// could attack the opponent's royal piece once one piece left their lanes.
// Every other block stays harmless after a plain move (see
// plane_givescheck.go), so a move's answer looks only at those and at the
// blocks the move forms. On the mailbox board, for a side with other
// complex pieces, it keeps where a move could make one of them attack the
// royal piece (complexCheckPlan, attack_givescheck_complex.go). The zero
// value is ready; the cache notices, by the position's Zobrist key and
// length of game (the plan by the position and its epoch), when it was
// filled in another position, so a search may keep one per thread (Reset
// forgets it outright). It allocates nothing.
type ThemSafeChecks struct {
	key    uint64
	plies  int
	filled bool
	// over: more threat blocks than fit; every piece is tested.
	over bool
	// lanes: some block reaches the royal piece past at most four pieces
	// (laneFree).
	lanes   bool
	n       int
	threats [maxThreatBlocks]Coord
	// complex decides the checks of a mailbox side with complex pieces
	// (attack_givescheck_complex.go).
	complex complexCheckPlan
}

// maxThreatBlocks bounds the blocks ThemSafeChecks keeps.
const maxThreatBlocks = 8

// Reset forgets the position the cache was filled in.
func (c *ThemSafeChecks) Reset() { c.filled, c.complex.pos = false, nil }

// GivesCheck is p.GivesCheckThemSafe(m): whether the pseudo-legal move m
// gives check, the side not to move known not to be in check.
func (c *ThemSafeChecks) GivesCheck(p *Position, m Move) bool { return c.GivesCheckOf(p, &m) }

// GivesCheckOf is GivesCheck of *m, for a caller with the move in a list
// (it saves copying the move where the position's check squares decide).
func (c *ThemSafeChecks) GivesCheckOf(p *Position, m *Move) bool {
	if check, ok := p.quickGivesCheck(m); ok {
		return check
	}
	return p.givesCheck(*m, true, c)
}

// blocksFor returns the threat blocks of p (the side to move's blocks that
// formationThreat finds against the opponent's royal piece, which is not
// attacked), filling the cache when it was filled elsewhere; ok is false
// when they do not fit.
func (c *ThemSafeChecks) blocksFor(p *Position, tab *attackTable) (blocks []Coord, ok bool) {
	if !c.filled || c.key != p.key || c.plies != len(p.undo) {
		c.fill(p, tab)
	}
	return c.threats[:c.n], !c.over
}

// laneFree reports whether no block of the side to move reaches the
// opponent's royal piece (not attacked) past at most maxLaneBlockers
// pieces: then no formation move that empties squares off the royal
// piece's queen lines uncovers a lane (formationSilent).
func (c *ThemSafeChecks) laneFree(p *Position, tab *attackTable) bool {
	if !c.filled || c.key != p.key || c.plies != len(p.undo) {
		c.fill(p, tab)
	}
	return !c.lanes
}

// maxLaneBlockers is how many pieces a formation move can take off one
// block's way: the four of its block.
const maxLaneBlockers = 4

// fill computes the threat blocks of p, and whether a block reaches the
// royal piece past at most maxLaneBlockers pieces.
func (c *ThemSafeChecks) fill(p *Position, tab *attackTable) {
	c.key, c.plies, c.filled, c.over, c.n, c.lanes = p.key, len(p.undo), true, false, 0, false
	us := p.side
	king := p.royal[us.Other()]
	w := &p.sp.win
	for _, from := range p.list[us] {
		if !onBlockLines(from, king) {
			continue
		}
		pc, in := w.get(from)
		if !in {
			pc = p.sp.atOutside(from)
		}
		if tab.formationOnly>>pc.Type()&1 == 0 || !p.formationAt(from, pc) ||
			!p.formationReaches(from, king, NoCoord(), maxLaneBlockers) {
			continue
		}
		c.lanes = true
		if !p.formationThreat(from, king) {
			continue
		}
		if c.n == len(c.threats) {
			c.over, c.lanes = true, true
			return
		}
		c.threats[c.n] = from
		c.n++
	}
}
