package movegen

// This file holds what a search needs from the kernel beyond generation and
// making moves: move keys, verification of moves from other positions,
// checks, the last move's record, null-move bookkeeping and repetitions.

// LegalMove reports whether m, from any source, is a legal move here:
// IsPseudoLegal and IsLegal.
func (p *Position) LegalMove(m Move) bool { return p.IsPseudoLegal(m) && p.IsLegal(m) }

// GivesCheck reports whether the pseudo-legal move m puts the opponent's
// royal piece in check. On a mailbox board, for a plain move of a side
// whose attacks are all simple rays, it asks the attack tables with the two
// squares changed in place instead of making the move; on a sparse board
// it looks only along the lines through the two squares (attack_givescheck_sparse.go).
func (p *Position) GivesCheck(m Move) bool {
	if check, ok := p.quickGivesCheck(&m); ok {
		return check
	}
	return p.givesCheck(m, false, nil)
}

// GivesCheckThemSafe is GivesCheck for a caller that knows the side not to
// move is not in check, as in every position reached from a legal one by
// legal moves and by null moves made out of check (a search's nodes). On
// the sparse board it then skips testing that (an attack on the royal
// piece, recomputed after every move made), and for a side with complex
// pieces (Kadesh's) it asks only those after making the move, or decides
// without making it (plane_givescheck.go). Where the side not to move does
// stand in check, its answer may be wrong.
func (p *Position) GivesCheckThemSafe(m Move) bool { return p.givesCheck(m, true, nil) }

// givesCheck is GivesCheck; themSafe tells that the side not to move is
// known not to be in check, and cache (nil for none) keeps what moves of
// the position share (ThemSafeChecks).
func (p *Position) givesCheck(m Move, themSafe bool, cache *ThemSafeChecks) bool {
	us, them := p.side, p.side.Other()
	if !p.hasK[them] || m.To == p.royal[them] {
		return false
	}
	tab := &p.v.attack[us]
	if p.mb != nil && m.Kind <= DoubleStep && tab.complexTypes == 0 {
		return p.givesCheckMailbox(m, tab, them)
	}
	if p.mb != nil && m.Kind <= DoubleStep {
		if check, ok := cache.complexGivesCheck(p, &m); ok {
			return check
		}
	}
	if p.sp != nil && m.Kind <= DoubleStep {
		switch {
		case tab.complexTypes == 0 && (themSafe || !p.themInCheckSparse()):
			return p.givesCheckSparse(m)
		case themSafe:
			return p.givesCheckComplexSparse(m, tab, cache)
		}
	}
	if themSafe && p.sp != nil && m.Kind == Formation && tab.formationSilentOK && p.formationSilent(m, tab, cache) {
		return false
	}
	p.Make(m)
	c := p.InCheck()
	p.Unmake()
	return c
}

// LastMove describes the last move made: the move, the piece that moved (as
// it stood before the move), the piece it captured and where (Empty when
// none). Null is set for a null move, whose other fields are zero.
type LastMove struct {
	Move     Move
	Moved    Piece
	Captured Piece
	CapSq    Coord
	Null     bool
}

// LastMove returns the record of the last move made, false when no move has
// been made since the position was set up.
func (p *Position) LastMove() (LastMove, bool) {
	n := len(p.undo)
	if n == 0 {
		return LastMove{}, false
	}
	u := &p.undo[n-1]
	if u.null {
		return LastMove{Null: true}, true
	}
	return LastMove{Move: u.move, Moved: u.moved, Captured: u.captured, CapSq: u.capSq}, true
}

// PliesSinceNull is the number of moves made since the last null move, or
// Ply() when there is none.
func (p *Position) PliesSinceNull() int { return len(p.undo) - int(p.lastNull) }

// IsRepetition reports whether the current position occurred before, looking
// back two plies at a time (the same side to move), no further than the last
// irreversible move (capture or pawn move) or the last null move.
func (p *Position) IsRepetition() bool {
	limit := p.halfmove
	if s := p.PliesSinceNull(); s < limit {
		limit = s
	}
	n := len(p.undo)
	for back := 2; back <= limit && back <= n; back += 2 {
		// undo[n-back].key is the key of the position back plies ago.
		if p.undo[n-back].key == p.key {
			return true
		}
	}
	return false
}

// searchPlies is how many moves beyond the game a clone has room for.
const searchPlies = 256

// Clone returns a deep copy of the position, history included, that can be
// played independently of the original (for Lazy SMP threads). The variant
// is shared: it never changes.
func (p *Position) Clone() *Position {
	q := &Position{}
	*q = *p
	if p.mb != nil {
		mb := *p.mb
		q.mb = &mb
	}
	if p.sp != nil {
		q.sp = p.sp.clone()
	}
	for c := range p.list {
		q.list[c] = append(make([]Coord, 0, cap(p.list[c])), p.list[c]...)
		if p.sp != nil {
			q.codes[c] = append(make([]Piece, 0, cap(p.codes[c])), p.codes[c]...)
		}
	}
	// Room for a deep search beyond the game's moves, so that playing on the
	// clone allocates nothing.
	q.undo = append(make([]undo, 0, max(cap(p.undo), len(p.undo)+searchPlies)), p.undo...)
	q.rays = nil
	q.hasFocus, q.candidates = false, false
	q.scratch = MoveList{Moves: make([]Move, 0, cap(p.scratch.Moves))}
	q.pseudo = MoveList{Moves: make([]Move, 0, cap(p.pseudo.Moves))}
	q.walkMemo = pathMemo{} // a clone walks with a memo of its own
	return q
}

// clone returns a deep copy of the sparse board.
func (s *sparse) clone() *sparse {
	t := *s
	t.cells = append([]sparseCell(nil), s.cells...)
	for f := range s.lines {
		t.lines[f] = s.lines[f].clone()
	}
	return &t
}

// clone returns a deep copy of a line index, with the same capacities so
// that play on the copy allocates no more than on the original.
func (s *lineSet) clone() lineSet {
	t := *s
	t.cells = append([]lineCell(nil), s.cells...)
	t.pool = make([][]int32, len(s.pool))
	total := 0
	for _, l := range s.pool {
		total += cap(l)
	}
	buf := make([]int32, total) // one allocation for every line
	for i, l := range s.pool {
		t.pool[i] = buf[:len(l):cap(l)]
		copy(t.pool[i], l)
		buf = buf[cap(l):]
	}
	t.free = append(make([]int32, 0, cap(s.free)), s.free...)
	return t
}
