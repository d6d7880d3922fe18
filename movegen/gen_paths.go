package movegen

// maxLegs bounds how many legs one multi-leg move may take, so that a
// repeated group that turns in circles still ends.
const maxLegs = 64

// pathWalk interprets one multi-leg Path from one square. In generation mode
// it adds moves to ml; in attack mode it only asks whether some capture lands
// on target (which counts as an enemy piece, with ignore counting as empty).
//
// The walk is a depth-first search over the legs. For a path whose middle
// legs branch (Path.Memo) two different ways may reach the same state — leg,
// square, last step, locust victim, last rider length — and everything
// after that state is the same, so the walk remembers the states it has
// taken (in the position's pathMemo) and skips a state it reaches again
// with no fewer legs taken. The moves and their order are those of the
// plain search; its cost is bounded by the number of states rather than
// the number of ways (8 per leg for a king leg). compile.go bounds the
// states a path may have on its board (pathCost).
type pathWalk struct {
	p     *Position
	path  *Path
	prog  *Program
	from  Coord
	ml    *MoveList
	first int // index in ml of this piece's first move, for de-duplication
	memo  *pathMemo
	// seen is set once the moves of this piece are also kept in memo,
	// for de-duplication without scanning the list.
	seen bool

	attack         bool
	target, ignore Coord // ignore is NoCoord() when no square counts as empty
	hit            bool
	us             Color
}

// look returns what the walk sees on c.
func (w *pathWalk) look(c Coord) Piece {
	if w.attack {
		if c == w.target {
			return NewPiece(1, w.us.Other(), false)
		}
		if c == w.ignore {
			return Empty
		}
	}
	return w.p.At(c)
}

// genPath adds the moves of one multi-leg path of the piece on from.
func (p *Position) genPath(ml *MoveList, prog *Program, path *Path, from Coord, first int) {
	if path.Chain.unique {
		p.genChain(ml, prog, path, from)
		return
	}
	w := pathWalk{p: p, path: path, prog: prog, from: from, ml: ml, first: first, us: p.side, memo: &p.walkMemo}
	w.start()
}

// pathAttacks reports whether the path of the piece of colour us on from can
// capture on target.
func (p *Position) pathAttacks(prog *Program, path *Path, from Coord, us Color, target, ignore Coord) bool {
	if path.Chain.ok {
		return p.chainAttacks(path, from, target, ignore)
	}
	w := pathWalk{p: p, path: path, prog: prog, from: from, attack: true, target: target,
		ignore: ignore, us: us, memo: &p.walkMemo}
	w.start()
	return w.hit
}

// start walks the path from its first leg. (A repeated group never holds
// the first or the last leg: betza.Expand guarantees it.)
func (w *pathWalk) start() {
	w.memo.reset()
	w.leg(0, w.from, Vec{}, true, NoCoord(), 0, 0)
}

// leg walks leg i from sq. prev is the previous leg's step (unused when
// first is set, in which case the leg's absolute Steps apply). locust is a
// square captured on the way; lastLen the latest multi-step leg's length.
func (w *pathWalk) leg(i int, sq Coord, prev Vec, first bool, locust Coord, lastLen int32, taken int) {
	if w.hit || taken >= maxLegs {
		return
	}
	if w.attack && locust != w.target {
		// After another locust capture the move can capture nothing more;
		// a target beyond the legs' reach cannot be hit.
		if r := w.path.Reach[i]; locust != NoCoord() || r >= 0 && max(abs32(w.target.X-sq.X), abs32(w.target.Y-sq.Y)) > r {
			return
		}
	}
	if w.path.Memo && !first {
		k := walkState{sq: sq, prev: prev, locust: locust, leg: int16(i), has: locust != NoCoord()}
		if w.path.Lengths {
			k.lastLen = lastLen
		}
		if !w.memo.visit(k, taken) {
			return
		}
	}
	l := &w.path.Legs[i]
	if first {
		for _, d := range l.Steps {
			if w.attack && w.path.Straight {
				if _, ok := stepTo(sq, d, w.target); !ok {
					continue // the move never leaves this line
				}
			}
			w.walk(i, l, sq, d, locust, lastLen, taken)
		}
		return
	}
	at := -1
	for k, c := range l.Cycle {
		if c == prev {
			at = k
			break
		}
	}
	if at < 0 {
		return
	}
	for _, t := range l.Turns {
		k := at + t
		if k >= len(l.Cycle) {
			k -= len(l.Cycle)
		}
		w.walk(i, l, sq, l.Cycle[k], locust, lastLen, taken)
	}
}

// walk takes leg i along step d from sq, trying every square where it may end.
func (w *pathWalk) walk(i int, l *Leg, sq Coord, d Vec, locust Coord, lastLen int32, taken int) {
	for n := int32(1); ; n++ {
		sq = sq.Add(d)
		pc := w.look(sq)
		if pc == Offboard {
			return
		}
		length := lastLen
		if l.Max != 1 {
			length = n
		}
		if !l.SameLength || n == lastLen {
			w.land(i, l, sq, d, pc, locust, length, taken+1)
		}
		if pc != Empty || n == l.Max || (l.SameLength && n >= lastLen) || w.hit {
			return
		}
	}
}

// land handles leg i ending on sq, holding pc: the move may end there, or a
// following leg may start there.
func (w *pathWalk) land(i int, l *Leg, sq Coord, d Vec, pc Piece, locust Coord, length int32, taken int) {
	pa := w.path
	n := len(pa.Legs)
	next := i + 1
	loop := pa.RepeatFrom >= 0 && i == pa.RepeatTo-1
	canEnd := next == n
	if canEnd {
		w.finish(l, sq, pc, locust)
	}
	var enemy, friend bool
	if pc.IsPiece() {
		enemy = pc.Color() != w.us
		friend = !enemy
	}
	cont := false
	nextLocust := locust
	switch {
	case pc == Empty:
		cont = l.Mode&ModeMove != 0
	case l.Mode&ModeHop != 0:
		cont = true
	case enemy && l.Mode&ModeCapture != 0 && locust == NoCoord():
		cont, nextLocust = true, sq
	case friend && l.Mode&ModeDestroy != 0 && locust == NoCoord():
		cont, nextLocust = true, sq
	}
	if !cont {
		return
	}
	if next < n {
		w.leg(next, sq, d, false, nextLocust, length, taken)
		if pa.RepeatFrom >= 0 && next == pa.RepeatFrom && pa.RepeatTo < n {
			w.leg(pa.RepeatTo, sq, d, false, nextLocust, length, taken)
		}
	}
	if loop {
		w.leg(pa.RepeatFrom, sq, d, false, nextLocust, length, taken)
	}
}

// finish ends the move on sq if the final leg's mode allows it there.
func (w *pathWalk) finish(l *Leg, sq Coord, pc Piece, locust Coord) {
	kind, aux := Normal, Coord{}
	if locust != NoCoord() {
		kind, aux = Locust, locust
	}
	switch {
	case pc == Empty:
		if l.Mode&ModeMove != 0 {
			if sq == w.from && locust == NoCoord() {
				return
			}
			w.emit(sq, kind, aux)
		} else if l.Mode&ModeEPCapture != 0 && !w.attack && sq == w.p.ep && locust == NoCoord() {
			w.emit(sq, EnPassant, w.p.epVictim)
		}
	case pc.Color() != w.us:
		if l.Mode&ModeCapture != 0 && locust == NoCoord() {
			if w.attack && sq == w.target {
				w.hit = true
				return
			}
			w.emit(sq, Normal, Coord{})
		}
	default:
		if l.Mode&ModeDestroy != 0 && locust == NoCoord() && sq != w.from {
			w.emit(sq, Normal, Coord{})
		}
	}
}

// emit adds a move, or in attack mode notes a locust capture of the target
// (the move must be able to end for its capture to count).
func (w *pathWalk) emit(to Coord, kind MoveKind, aux Coord) {
	if w.attack {
		if kind == Locust && aux == w.target {
			w.hit = true
		}
		return
	}
	mine := w.ml.Moves[w.first:]
	if !w.seen && len(mine) > dedupScan {
		// Many moves: keep them in the memo instead of scanning them all.
		w.seen = true
		for _, m := range mine {
			if m.From == w.from {
				w.memo.add(moveState(m.To, m.Kind, m.Aux))
			}
		}
	}
	if w.seen {
		if !w.memo.add(moveState(to, kind, aux)) {
			return
		}
	} else {
		for _, m := range mine {
			if m.To == to && m.From == w.from && m.Kind == kind && m.Aux == aux {
				return
			}
		}
	}
	w.p.addMove(w.ml, w.prog, w.from, to, kind, aux)
}

// dedupScan is how many moves of one piece emit compares a new move with
// before it switches to the memo.
const dedupScan = 32

// rayReaches reports whether ray r of the piece on from could capture on
// target: target lies at a distance Min..Max along it and every square
// before it is empty (ignore counting as empty, NoCoord() for none).
func (p *Position) rayReaches(from Coord, r *Ray, target, ignore Coord) bool {
	n, ok := stepTo(from, r.Step, target)
	if !ok || n < r.Min || (r.Max != 0 && n > r.Max) {
		return false
	}
	sq := from
	for i := int32(1); i < n; i++ {
		sq = sq.Add(r.Step)
		if q := p.At(sq); q != Empty && sq != ignore {
			return false
		}
	}
	return true
}

// walkState is what a path walk's future depends on when it starts a leg:
// the leg, the square, the previous leg's step, the locust victim so far and
// the latest rider leg's length (0 when no leg of the path needs it). A
// negative leg marks an emitted move instead: (To, Aux, -1-Kind).
type walkState struct {
	sq, locust Coord
	prev       Vec
	lastLen    int32
	leg        int16
	has        bool
}

// moveState is the walkState that stands for an emitted move.
func moveState(to Coord, kind MoveKind, aux Coord) walkState {
	return walkState{sq: to, locust: aux, leg: -1 - int16(kind)}
}

func (k *walkState) hash() uint64 {
	h := k.sq.pack()*0x9e3779b97f4a7c15 ^ k.locust.pack()*0xc2b2ae3d27d4eb4f
	h ^= (uint64(uint32(k.prev.X))<<32 | uint64(uint32(k.prev.Y))) * 0x165667b19e3779f9
	h ^= uint64(uint32(k.lastLen))<<20 ^ uint64(uint16(k.leg))<<1
	if k.has {
		h ^= 1
	}
	return mix64(h)
}

// memoSlot is one entry of a pathMemo: a state, the fewest legs taken when
// it was walked, and the walk it belongs to.
type memoSlot struct {
	key   walkState
	taken int32
	stamp uint32
}

// pathMemo is an open-addressing set of walk states, reused by every path
// walk of a position. A slot belongs to the current walk when its stamp is
// the memo's, so starting a walk costs nothing; the table only grows, so a
// position that has walked its paths once allocates no more.
type pathMemo struct {
	slots []memoSlot
	stamp uint32
	used  int
}

// reset starts a new walk: every state is forgotten.
func (m *pathMemo) reset() {
	m.stamp++
	m.used = 0
	if m.stamp == 0 {
		clear(m.slots)
		m.stamp = 1
	}
}

// visit reports whether the walk should take state k with taken legs
// already taken: the state is new, or was reached before only with more
// legs taken (which left fewer for what follows).
func (m *pathMemo) visit(k walkState, taken int) bool {
	s, fresh := m.slot(k)
	if fresh || int32(taken) < s.taken {
		s.taken = int32(taken)
		return true
	}
	return false
}

// add puts k in the set and reports whether it was new.
func (m *pathMemo) add(k walkState) bool {
	_, fresh := m.slot(k)
	return fresh
}

// slot finds k's slot, claiming a free one (fresh) when k is not there.
func (m *pathMemo) slot(k walkState) (*memoSlot, bool) {
	if 2*(m.used+1) > len(m.slots) {
		m.grow()
	}
	mask := uint64(len(m.slots) - 1)
	for i := k.hash() & mask; ; i = (i + 1) & mask {
		s := &m.slots[i]
		if s.stamp != m.stamp {
			*s = memoSlot{key: k, stamp: m.stamp}
			m.used++
			return s, true
		}
		if s.key == k {
			return s, false
		}
	}
}

// grow doubles the table, keeping the current walk's states.
func (m *pathMemo) grow() {
	old := m.slots
	n := 2 * len(old)
	if n == 0 {
		n = 256
	}
	m.slots = make([]memoSlot, n)
	mask := uint64(n - 1)
	for _, s := range old {
		if s.stamp != m.stamp {
			continue
		}
		i := s.key.hash() & mask
		for m.slots[i].stamp == m.stamp {
			i = (i + 1) & mask
		}
		m.slots[i] = s
	}
}
