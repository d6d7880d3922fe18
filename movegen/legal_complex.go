package movegen

import "math/bits"

// Legality next to complex attackers. The enemy's pieces whose captures are
// not simple rays (spiral movers, multi-leg paths such as the
// jumpalongwazir's chain, formations, prime leapers, lame or initial
// capture rays) are not seen by the checkers-and-pins test. Instead of
// making every move when one of them exists, planComplex works out, once
// per position, where a move of the side to move could change whether such
// a piece attacks the king: a few regions of squares. A move that neither
// leaves nor lands on a region square (and is not a king move or a special
// kind) leaves every complex attack as it is, so checkers and pins decide
// it; the others are made and tested. When no region is left the position
// is decided by checkers and pins alone (fastLegalHere), bulk counting
// included.
//
// A plain move changes two squares: its origin empties and its target
// fills (or changes colour). That bounds the regions:
//   - a spiral mover on e reaches the king at Chebyshev distance n only
//     when its rings 1..n−1 lie on the board and are empty (spiral.md's
//     ring rule): with two pieces there no single move clears them, with
//     one it matters only when that piece is ours and leaves; with none the
//     region is the box of radius n around e;
//   - a straight path (every leg straight on) stays on the line from its
//     piece through the king, so only the squares between matter; a chain
//     (prim_chain.go) that needs every passed square occupied (or every one
//     empty) cannot be completed by one move when two squares are wrong;
//   - a formation's region is the rectangle it sweeps toward the king, when
//     at most one piece stands in its way (formationThreat);
//   - another multi-leg path stays within its reach (Path.Reach) of its
//     square; one without a bound makes every move be made;
//   - a prime leaper jumps: only capturing it changes its attack.
//
// Every region also holds the attacker's own square, since capturing it
// ends its attack. TestComplexLegalityEqualsMaking compares the result with
// make / in-check / unmake in random games of every built-in variant and of
// a pool with every kind of piece.

// maxRegions bounds the regions of one plan; a position that needs more
// makes every move.
const maxRegions = 16

// region is a set of squares: the rectangle a..b (rect) or the segment
// a + j·d, 0 ≤ j < n.
type region struct {
	a, b Coord
	d    Vec
	n    int32
	rect bool
}

// holds reports whether c is in r.
func (r *region) holds(c Coord) bool {
	if r.rect {
		return c.X >= r.a.X && c.X <= r.b.X && c.Y >= r.a.Y && c.Y <= r.b.Y
	}
	if c == r.a {
		return true
	}
	t, ok := stepTo(r.a, r.d, c)
	return ok && t < r.n
}

// complexPlan is what the enemy's complex attackers ask of the moves of the
// side to move (see the top of this file).
type complexPlan struct {
	all     bool // make every move
	check   bool // a complex attacker attacks the king now
	n       int
	regions [maxRegions]region
}

// empty reports whether checkers and pins decide every move.
func (cp *complexPlan) empty() bool { return !cp.all && !cp.check && cp.n == 0 }

// touches reports whether c lies in a region.
func (cp *complexPlan) touches(c Coord) bool {
	for i := 0; i < cp.n; i++ {
		if cp.regions[i].holds(c) {
			return true
		}
	}
	return false
}

func (cp *complexPlan) add(r region) {
	if cp.n == maxRegions {
		cp.all = true
		return
	}
	cp.regions[cp.n] = r
	cp.n++
}

func (cp *complexPlan) addSegment(from Coord, d Vec, n int32) {
	cp.add(region{a: from, d: d, n: n})
}

func (cp *complexPlan) addRect(x0, y0, x1, y1 int32) {
	cp.add(region{a: Coord{x0, y0}, b: Coord{x1, y1}, rect: true})
}

// planComplex fills cp for the king of the side to move on king, attacked
// by them.
func (p *Position) planComplex(king Coord, them Color, cp *complexPlan) {
	complex := p.v.attack[them].complexTypes
	if complex == 0 {
		return
	}
	if p.mb != nil && p.mb.bits != nil {
		p.planComplexBits(king, them, cp)
		return
	}
	// How many complex attackers there are, so the list walk can stop
	// after the last (the spiral king is often early in it).
	left := 0
	for t := complex; t != 0; t &= t - 1 {
		left += int(p.count[them][bits.TrailingZeros32(t)])
	}
	for _, from := range p.list[them] {
		if left == 0 {
			return
		}
		var pc Piece
		if p.mb != nil {
			pc = p.mb.sq[p.mb.index(from)]
		} else {
			pc = p.sp.at(from)
		}
		if complex>>pc.Type()&1 == 0 {
			continue
		}
		left--
		if !p.planAttacker(from, pc, king, cp) {
			return
		}
	}
}

// planComplexBits is planComplex on a mailbox board with bitboards: the
// complex attackers are found from the occupancy by type (the plan does
// not depend on their order).
func (p *Position) planComplexBits(king Coord, them Color, cp *complexPlan) {
	mb := p.mb
	g := mb.bits
	for ts := p.v.attack[them].complexTypes; ts != 0; ts &= ts - 1 {
		occ := mb.byType[them][bits.TrailingZeros32(ts)&MaxPieceTypes]
		for w, word := range [2]uint64{occ.lo, occ.hi} {
			for ; word != 0; word &= word - 1 {
				fi := g.index[w*64+bits.TrailingZeros64(word)]
				if !p.planAttacker(mb.coords[fi], mb.sq[fi], king, cp) {
					return
				}
			}
		}
	}
}

// planAttacker adds the regions of the complex attacker pc on from to cp,
// and notes whether it attacks the king now; false when the plan is to
// make every move (nothing more need be looked at).
func (p *Position) planAttacker(from Coord, pc Piece, king Coord, cp *complexPlan) bool {
	if r := p.v.progs[pc].complexReach; r != nil && !r.hasVec(king.Sub(from)) {
		return true // it cannot capture there, whatever stands between
	}
	before := cp.n
	p.planPiece(from, pc, king, cp)
	if cp.all {
		return false
	}
	if cp.n > before && !cp.check && p.pieceAttacks(from, pc, king, NoCoord()) {
		cp.check = true
	}
	return true
}

// planPiece adds the regions of one complex attacker.
func (p *Position) planPiece(from Coord, pc Piece, king Coord, cp *complexPlan) {
	prog := p.v.progs[pc]
	for i := range prog.Rays {
		// Capture rays outside the attack tables (lame, or an unmoved
		// piece's).
		r := &prog.Rays[i]
		if r.Mode&ModeCapture == 0 || (r.Min == 1 && !pc.Unmoved()) {
			continue
		}
		n, ok := stepTo(from, r.Step, king)
		if !ok || n < r.Min || (r.Max != 0 && n > r.Max) {
			continue
		}
		if p.wrongAlong(from, r.Step, n, ModeMove, 2) < 2 {
			cp.addSegment(from, r.Step, n)
		}
	}
	for i := range prog.Paths {
		path := &prog.Paths[i]
		if !path.Straight {
			reach := path.Reach[0]
			if reach < 0 {
				cp.all = true
				return
			}
			if chebyshev(from, king) <= int64(reach) {
				r := int32(reach)
				cp.addRect(from.X-r, from.Y-r, from.X+r, from.Y+r)
			}
			continue
		}
		for _, d := range path.Legs[0].Steps {
			n, ok := stepTo(from, d, king)
			if !ok {
				continue
			}
			size := int64(max(abs32(d.X), abs32(d.Y)))
			reach := int64(path.Reach[0])
			if reach >= 0 && int64(n)*size > reach {
				continue
			}
			if c := &path.Chain; c.ok {
				if n < 2 || n > maxLegs || c.end&ModeCapture == 0 || p.wrongAlong(from, d, n, c.pass, 2) >= 2 {
					continue
				}
			}
			if locustPath(path) {
				// The king may be captured on the way, and the move must
				// still end beyond it: the whole line counts.
				n = 1<<31 - 1
				if reach >= 0 {
					n = int32(reach/size) + 1
				}
			}
			cp.addSegment(from, d, n)
		}
	}
	switch prog.Primitive {
	case NoPrimitive:
	case SpiralMover:
		p.planSpiral(from, king, cp)
	case PrimeLeaper:
		if primeAttacks(from, king) {
			cp.addSegment(from, Vec{1, 0}, 1)
		}
	case FormationMover:
		if p.formationAt(from, pc) {
			p.planFormation(from, king, cp)
		}
	default:
		cp.all = true
	}
}

// locustPath reports whether a leg before the last of path may capture.
func locustPath(path *Path) bool {
	for i := 0; i < len(path.Legs)-1; i++ {
		if path.Legs[i].Mode&ModeCapture != 0 {
			return true
		}
	}
	return false
}

// wrongAlong counts, up to most, the squares from + j·d (0 < j < n) that a
// walk passing with mode pass may not pass: occupied ones if pass lacks
// ModeHop, empty ones if it lacks ModeMove; a square off the board counts
// as most.
func (p *Position) wrongAlong(from Coord, d Vec, n int32, pass Mode, most int) int {
	wrong := 0
	sq := from
	for j := int32(1); j < n && wrong < most; j++ {
		sq = sq.Add(d)
		switch q := p.At(sq); {
		case q == Offboard:
			return most
		case q == Empty:
			if pass&ModeMove == 0 {
				wrong++
			}
		case pass&ModeHop == 0:
			wrong++
		}
	}
	return wrong
}

// chebyshev is the king-step distance between two squares.
func chebyshev(a, b Coord) int64 {
	return max(abs64(int64(a.X)-int64(b.X)), abs64(int64(a.Y)-int64(b.Y)))
}

// planSpiral adds the region of a spiral mover on from against the king:
// the box of radius n = chebyshev(from, king) when its rings 1..n−1 lie on
// the board and are empty; the square of the one piece of ours there when
// it is the only one; nothing otherwise.
func (p *Position) planSpiral(from, king Coord, cp *complexPlan) {
	n := chebyshev(from, king)
	if n > MaxCoord {
		return
	}
	r := int32(n)
	in := r - 1 // radius of the inner box
	b := p.bounds()
	if from.X-in < b.X0 || from.X+in > b.X1 || from.Y-in < b.Y0 || from.Y+in > b.Y1 {
		return // an inner ring leaves the board
	}
	var blocker Coord
	found := 0
	if in >= 1 {
		// The first ring holds most blockers in practice.
		for _, o := range kingRing[1:] {
			if q := from.Add(o); p.At(q) != Empty {
				blocker = q
				if found++; found == 2 {
					return
				}
			}
		}
	}
	if in >= 2 {
		found = 0
		for c := range p.list {
			for _, q := range p.list[c] {
				if q != from && abs32(q.X-from.X) <= in && abs32(q.Y-from.Y) <= in {
					blocker = q
					if found++; found == 2 {
						return
					}
				}
			}
		}
	}
	switch {
	case found == 1 && p.At(blocker).Color() == p.side:
		cp.addSegment(blocker, Vec{1, 0}, 1)
	case found == 0:
		cp.addRect(from.X-r, from.Y-r, from.X+r, from.Y+r)
	}
}

// filterPlanned keeps the legal moves of ml under the plan cp (not empty,
// not all): moves that touch a region, king moves and the special kinds
// are tested in full, the rest by checkers and pins.
func (p *Position) filterPlanned(ml *MoveList, cp *complexPlan) {
	us := p.side
	them := us.Other()
	king := p.royal[us]
	var ci checkInfo
	if p.mb != nil {
		p.findChecksAndPinsMailbox(king, them, &ci)
	} else {
		p.findChecksAndPins(king, them, &ci)
	}
	k := 0
	for _, m := range ml.Moves {
		if !p.legalPlanned(m, king, them, &ci, cp) {
			continue
		}
		ml.Moves[k] = m
		k++
	}
	ml.Moves = ml.Moves[:k]
}

// legalPlanned decides one pseudo-legal move under the plan cp. A king
// that captures a complex attacker is made: the attack test would still
// see the victim, and a crooked path may come back to its own square.
func (p *Position) legalPlanned(m Move, king Coord, them Color, ci *checkInfo, cp *complexPlan) bool {
	switch {
	case m.From == king && m.Kind == Normal && !p.capturesComplex(m.To, them):
		return !p.attackedIgnoring(m.To, them, king)
	case m.Kind == Castle:
		return true // generation tested it in full
	case m.Kind > DoubleStep || m.From == king:
		return p.IsLegal(m)
	case cp.touches(m.From) || cp.touches(m.To):
		return p.IsLegal(m)
	case cp.check:
		return false
	}
	return p.fastLegal(m, king, them, ci)
}

// capturesComplex reports whether a piece of them with complex captures
// stands on c.
func (p *Position) capturesComplex(c Coord, them Color) bool {
	q := p.At(c)
	return q.IsPiece() && q.Color() == them && p.v.attack[them].complexTypes>>q.Type()&1 != 0
}
