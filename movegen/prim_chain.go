package movegen

// A chain is a multi-leg path of single steps straight on: a first leg, the
// same leg repeated any number of times, and a last leg, each one step along
// the first leg's direction d. The infiltrator's non-captures
// ("mpa(mpfa)mfK": pass anything, end on an empty square) and the
// jumpalongwazir ("(paf)W": pass occupied squares, end on an empty square or
// an enemy) are chains. Walking from the piece along d, the move may end on
// the j-th square (2 ≤ j ≤ maxLegs) when squares 1..j−1 may all be passed —
// an empty one if pass has ModeMove, an occupied one (of either side) if it
// has ModeHop — and the last leg may end on square j: empty with ModeMove,
// an enemy with ModeCapture.
//
// The general walk (pathWalk) finds the same moves leg by leg, depth first:
// in one direction it adds squares 3, 4, … and then square 2. genChain keeps
// that order, so the move lists are the same; TestChainsEqualTheWalk
// compares them, and the attack tests, in random positions.

// chainShape describes a chain path; ok is false for other paths.
type chainShape struct {
	ok        bool
	pass, end Mode
	// unique is set when no other move of the program can land where a
	// chain move does (no other path, no primitive, rays that are single
	// steps along the chain's directions or not along them at all), so
	// genChain adds its moves without de-duplication.
	unique bool
	// deltas are the first leg's steps as mailbox offsets (a chain's
	// steps are shorter than the mailbox's padding), and passes[q] is
	// chainPasses(pass, q), for genChain's mailbox loop.
	deltas []int32
	passes [256]bool
}

// classifyChains sets the Chain of every path of prog.
func classifyChains(prog *Program) {
	for i := range prog.Paths {
		path := &prog.Paths[i]
		path.Chain = chainShapeOf(path)
		if path.Chain.ok {
			path.Chain.unique = len(prog.Paths) == 1 && prog.Primitive == NoPrimitive && raysApart(prog.Rays, path.Legs[0].Steps)
		}
	}
}

// chainShapeOf recognises a chain.
func chainShapeOf(path *Path) chainShape {
	if len(path.Legs) != 3 || path.RepeatFrom != 1 || path.RepeatTo != 2 || !path.Straight || path.Lengths {
		return chainShape{}
	}
	l0, l1, l2 := &path.Legs[0], &path.Legs[1], &path.Legs[2]
	if l0.Max != 1 || l1.Max != 1 || l2.Max != 1 || l0.Mode != l1.Mode ||
		l0.Mode == 0 || l0.Mode&^(ModeMove|ModeHop) != 0 ||
		l2.Mode == 0 || l2.Mode&^(ModeMove|ModeCapture) != 0 {
		return chainShape{}
	}
	for _, d := range l0.Steps {
		// A later leg goes on only in a direction of its own atom.
		if !hasVec(l1.Cycle, d) || !hasVec(l2.Cycle, d) || abs32(d.X) >= mailboxPad || abs32(d.Y) >= mailboxPad {
			return chainShape{}
		}
	}
	c := chainShape{ok: true, pass: l0.Mode, end: l2.Mode}
	for _, d := range l0.Steps {
		c.deltas = append(c.deltas, d.Y*mailboxStride+d.X)
	}
	for q := range c.passes {
		c.passes[q] = chainPasses(c.pass, Piece(q))
	}
	return c
}

func hasVec(vs []Vec, v Vec) bool {
	for _, w := range vs {
		if w == v {
			return true
		}
	}
	return false
}

// raysApart reports whether no ray lands on a square j·d (j ≥ 2) of a chain
// direction d: each ray points elsewhere, or is the single step d itself.
func raysApart(rays []Ray, dirs []Vec) bool {
	for _, r := range rays {
		for _, d := range dirs {
			s := r.Step
			if s.X*d.Y-s.Y*d.X != 0 || dot(s, d) < 0 {
				continue // not along d
			}
			if s != d || r.Max != 1 {
				return false
			}
		}
	}
	return true
}

// chainPasses reports whether a chain with mode pass may pass over q.
func chainPasses(pass Mode, q Piece) bool {
	switch {
	case q == Empty:
		return pass&ModeMove != 0
	case q == Offboard:
		return false
	}
	return pass&ModeHop != 0
}

// chainEnds reports whether a chain with mode end may end on q.
func chainEnds(end Mode, q Piece, enemy *[256]bool) bool {
	if q == Empty {
		return end&ModeMove != 0
	}
	return end&ModeCapture != 0 && enemy[q]
}

// genChain adds the moves of the chain path of the piece on from, in the
// general walk's order, without de-duplication (Chain.unique).
func (p *Position) genChain(ml *MoveList, prog *Program, path *Path, from Coord) {
	c := &path.Chain
	enemy := &p.v.enemy[p.side]
	if p.mb == nil {
		for _, d := range path.Legs[0].Steps {
			s := from.Add(d)
			if !chainPasses(c.pass, p.sp.at(s)) {
				continue
			}
			for j := int32(3); j <= maxLegs; j++ {
				s = s.Add(d)
				if !chainPasses(c.pass, p.sp.at(s)) {
					break
				}
				if to := s.Add(d); chainEnds(c.end, p.sp.at(to), enemy) {
					p.addMove(ml, prog, from, to, Normal, Coord{})
				}
			}
			if to := from.Add(d.Scale(2)); chainEnds(c.end, p.sp.at(to), enemy) {
				p.addMove(ml, prog, from, to, Normal, Coord{})
			}
		}
		return
	}
	mb := p.mb
	b := &mb.sq
	fi := mb.index(from)
	passes := &c.passes
	endEmpty, endEnemy := c.end&ModeMove != 0, c.end&ModeCapture != 0
	for _, delta := range c.deltas {
		si := fi + delta
		if !passes[b[si]] {
			continue
		}
		// si is on the board, so one more step stays in the array.
		for j := int32(3); j <= maxLegs; j++ {
			si += delta
			if !passes[b[si]] {
				break
			}
			// chainEnds, spelled out.
			if ti := si + delta; b[ti] == Empty && endEmpty || b[ti] != Empty && endEnemy && enemy[b[ti]] {
				p.addChainMove(ml, prog, from, mb.coords[ti])
			}
		}
		if ti := fi + 2*delta; chainEnds(c.end, b[ti], enemy) {
			p.addChainMove(ml, prog, from, mb.coords[ti])
		}
	}
}

func (p *Position) addChainMove(ml *MoveList, prog *Program, from, to Coord) {
	if prog.Promotes {
		p.addMove(ml, prog, from, to, Normal, Coord{})
		return
	}
	ml.Moves = append(ml.Moves, Move{From: from, To: to})
}

// countChainMailbox counts the moves genChain adds for a piece that does not
// promote, on the mailbox board.
func (p *Position) countChainMailbox(path *Path, fi int32) int {
	c := &path.Chain
	target := &p.v.target[p.side] // 1 on the empty square and on enemies
	passEmpty, passFull := c.pass&ModeMove != 0, c.pass&ModeHop != 0
	endEmpty, endEnemy := c.end&ModeMove != 0, c.end&ModeCapture != 0
	b := &p.mb.sq
	n := 0
	for _, d := range path.Legs[0].Steps {
		delta := d.Y*mailboxStride + d.X
		si := fi
		for j := int32(1); j < maxLegs; j++ {
			si += delta
			q := b[si]
			if q == Offboard || (q == Empty && !passEmpty) || (q != Empty && !passFull) {
				break
			}
			// Square j may be passed, so square j+1 is a move if the last
			// leg may end there.
			switch t := b[si+delta]; {
			case t == Empty:
				if endEmpty {
					n++
				}
			case endEnemy:
				n += int(target[t])
			}
		}
	}
	return n
}

// chainAttacks reports whether the chain path of a piece on from can capture
// on target (with ignore counting as empty, NoCoord() for none).
func (p *Position) chainAttacks(path *Path, from, target, ignore Coord) bool {
	c := &path.Chain
	if c.end&ModeCapture == 0 {
		return false
	}
	for _, d := range path.Legs[0].Steps {
		n, ok := stepTo(from, d, target)
		if !ok || n < 2 || n > maxLegs {
			continue
		}
		sq := from
		passed := true
		for j := int32(1); j < n && passed; j++ {
			sq = sq.Add(d)
			q := p.At(sq)
			if sq == ignore {
				q = Empty
			}
			passed = chainPasses(c.pass, q)
		}
		if passed {
			return true
		}
	}
	return false
}

// countableSpecial reports whether the only special moves of prog are one
// unique chain and it does not promote: CountLegal may then count its moves
// without listing them.
func countableSpecial(prog *Program) bool {
	return prog.Castles == nil && prog.Primitive == NoPrimitive && len(prog.Paths) == 1 &&
		prog.Paths[0].Chain.unique && !prog.Promotes
}
