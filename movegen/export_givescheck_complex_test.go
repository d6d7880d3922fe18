package movegen

// ComplexGivesCheck is ThemSafeChecks' fast GivesCheck for a side with
// complex pieces on the mailbox board (attack_givescheck_complex.go): ok
// is false when it leaves m to making the move; inPlace tells that it
// tested a piece with the move made in place (the moving piece, or one
// whose region the move touches).
func (c *ThemSafeChecks) ComplexGivesCheck(p *Position, m Move) (check, ok, inPlace bool) {
	if p.mb == nil || m.Kind > DoubleStep {
		return false, false, false
	}
	check, ok = c.complexGivesCheck(p, &m)
	if !ok || c.complex.slow {
		return check, ok, false
	}
	tab := &p.v.attack[p.side]
	after := p.At(m.From).Moved()
	if m.Promo != 0 {
		after = NewPiece(m.Promo, p.side, false)
	}
	inPlace = tab.complexTypes>>after.Type()&1 != 0 &&
		p.mayAttack(after, p.mb.index(m.To), p.mb.index(p.royal[p.side.Other()]))
	for i := 0; i < c.complex.plan.n; i++ {
		inPlace = inPlace || c.complex.touches(i, &m)
	}
	return check, ok, inPlace
}

// ComplexSide reports whether the side to move has piece types with
// complex captures (those ComplexGivesCheck serves).
func (p *Position) ComplexSide() bool { return p.v.attack[p.side].complexTypes != 0 }

// ComplexReachMisses looks, on the mailbox board, at every complex piece
// of both sides and every square of the board: it counts the squares the
// piece attacks by pieceAttacks, and lists those its complexReach table
// rules out (which must be none).
func (p *Position) ComplexReachMisses() (attacks int, missed []string) {
	for c := range p.list {
		tab := &p.v.attack[c]
		for _, from := range p.list[c] {
			pc := p.mb.at(from)
			if tab.complexTypes>>pc.Type()&1 == 0 {
				continue
			}
			b := p.mb.bounds
			for y := b.Y0; y <= b.Y1; y++ {
				for x := b.X0; x <= b.X1; x++ {
					to := Coord{x, y}
					if to == from || !p.pieceAttacks(from, pc, to, NoCoord()) {
						continue
					}
					attacks++
					if !p.mayAttack(pc, p.mb.index(from), p.mb.index(to)) {
						missed = append(missed, p.v.SquareName(from)+"→"+p.v.SquareName(to))
					}
				}
			}
		}
	}
	return attacks, missed
}

// ComplexAttackedBothWays answers attackedByComplexMailbox for the square
// c and the side by both ways: walking the piece list and from the
// bitboards (which must agree; bits is false without bitboards).
func (p *Position) ComplexAttackedBothWays(c Coord, by Color) (list, bits bool) {
	tab := &p.v.attack[by]
	list = p.attackedByComplexList(tab, c, by, NoCoord())
	if p.mb.bits != nil {
		bits = p.attackedByComplexBits(tab, c, by, NoCoord())
	}
	return list, bits
}
