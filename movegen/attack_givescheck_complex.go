package movegen

import "math/bits"

// GivesCheck on the mailbox board for a side with complex pieces (whose
// captures are not all simple rays: the jumpalongwazir's chain, the spiral
// king, lame or initial capture rays, other multi-leg paths). Making the
// move and asking InCheck would generate every complex piece's attacks
// forward; instead a plain move is decided in place:
//   - the simple rays after the move as givesCheckMailbox finds them,
//     complex pieces' simple rays included (or, on a board with bitboards,
//     from check squares of the simple rays, as quickGivesCheck);
//   - the moving piece, when it is complex (or promotes to a complex type),
//     tested from its target with the move made in place;
//   - every other complex piece, which does not attack the royal piece now,
//     can attack it after a move only if the move leaves or lands on a
//     square of its region: the squares that planPiece finds for the
//     legality of the opponent's moves (legal_complex.go), the same
//     question seen from the other side. A move that touches a region has
//     that piece tested in place; a move that touches none leaves every
//     such attack absent.
// The regions are worked out once per position (complexCheckPlan, kept in
// ThemSafeChecks); a position where a complex piece attacks the royal
// piece already, or where the regions do not fit, or a side with formation
// pieces (whose own moves form new blocks), is left to make / in-check /
// unmake. TestComplexGivesCheckEqualsMaking compares the answers with that
// in random games.

// complexCheckPlan is the region plan of one position for GivesCheck: the
// complex pieces of the side to move that one plain move could make attack
// the opponent's royal piece, each with its region.
type complexCheckPlan struct {
	// pos and epoch identify the position the plan was made for.
	pos   *Position
	epoch uint64
	// slow: the plan does not decide this position (see above).
	slow bool
	// plan holds the regions (plan.n of them); owner[i] is the square of
	// the complex piece whose attack region i guards.
	plan  complexPlan
	owner [maxRegions]Coord
	// squares: rays holds the check squares of the side's simple rays
	// (on the variant's own board with bitboards, the opponent not in
	// check), which decide the simple part of most moves as
	// quickGivesCheck does (attack_raysquares.go).
	squares bool
	rays    raySquares
}

// fill makes the plan for p, a mailbox position whose opponent has a royal
// piece.
func (x *complexCheckPlan) fill(p *Position) {
	x.pos, x.epoch = p, p.epoch
	x.plan.all, x.plan.check, x.plan.n = false, false, 0
	us := p.side
	tab := &p.v.attack[us]
	x.slow = !tab.planChecks
	if x.slow {
		return
	}
	king := p.royal[us.Other()]
	x.squares = p.mb.bits != nil && p.mb.mailboxGeo == p.v.geo && !p.themInCheck(tab) &&
		x.rays.fill(p, tab, p.mb.index(king))
	complex := tab.complexTypes
	left := 0
	for t := complex; t != 0; t &= t - 1 {
		left += int(p.count[us][bits.TrailingZeros32(t)])
	}
	b := &p.mb.sq
	ki := p.mb.index(king)
	for _, from := range p.list[us] {
		if left == 0 {
			break
		}
		pc := b[p.mb.index(from)]
		if complex>>pc.Type()&1 == 0 {
			continue
		}
		left--
		if !p.mayAttack(pc, p.mb.index(from), ki) {
			continue
		}
		before := x.plan.n
		p.planPiece(from, pc, king, &x.plan)
		if x.plan.all {
			x.slow = true
			return
		}
		for i := before; i < x.plan.n; i++ {
			x.owner[i] = from
		}
		if x.plan.n > before && p.pieceAttacks(from, pc, king, NoCoord()) {
			// Already in check by a complex piece: every move keeps or
			// ends that attack, which the regions do not tell.
			x.slow = true
			return
		}
	}
}

// givesCheck is GivesCheck of the plain move *m (kind Normal or
// DoubleStep) on the mailbox board, for a side with complex pieces; ok is
// false when the plan does not decide it (nor does it when the side has
// no complex piece: givesCheckMailbox serves that).
func (x *complexCheckPlan) givesCheck(p *Position, m *Move) (check, ok bool) {
	us, them := p.side, p.side.Other()
	tab := &p.v.attack[us]
	if tab.complexTypes == 0 || !p.hasK[them] {
		return false, false
	}
	king := p.royal[them]
	if m.To == king {
		return false, true // the royal piece is captured, not checked
	}
	if x.pos != p || x.epoch != p.epoch {
		x.fill(p)
	}
	if x.slow {
		return false, false
	}
	mb := p.mb
	b := &mb.sq
	fi, ti := mb.index(m.From), mb.index(m.To)
	pc, old := b[fi], b[ti]
	after := pc.Moved()
	if m.Promo != 0 {
		after = NewPiece(m.Promo, us, false)
	}
	if x.squares && x.rays.decides(p, fi) {
		// quickGivesCheck's answer, for the simple rays.
		if x.rays.checks(p, ti, after.Type()) {
			return true, true
		}
	} else if p.givesCheckMailbox(*m, tab, them) {
		return true, true
	}
	mover := tab.complexTypes>>after.Type()&1 != 0 && p.mayAttack(after, ti, mb.index(king))
	touched := false
	for i := 0; i < x.plan.n && !touched; i++ {
		touched = x.touches(i, m)
	}
	if !mover && !touched {
		return false, true
	}
	b[fi], b[ti] = Empty, after
	hit := mover && p.pieceAttacks(m.To, after, king, NoCoord())
	for i := 0; i < x.plan.n && !hit; i++ {
		if x.touches(i, m) {
			o := x.owner[i]
			hit = p.pieceAttacks(o, b[mb.index(o)], king, NoCoord())
		}
	}
	b[fi], b[ti] = pc, old
	return hit, true
}

// complexGivesCheck is complexCheckPlan.givesCheck with the plan of the
// cache c; ok is false without a cache (c nil).
func (c *ThemSafeChecks) complexGivesCheck(p *Position, m *Move) (check, ok bool) {
	if c == nil {
		return false, false
	}
	return c.complex.givesCheck(p, m)
}

// touches reports whether the move m changes a square of region i, for a
// piece other than the one that moves (or that m removes, landing on it).
func (x *complexCheckPlan) touches(i int, m *Move) bool {
	o := x.owner[i]
	r := &x.plan.regions[i]
	return o != m.From && o != m.To && (r.holds(m.From) || r.holds(m.To))
}
