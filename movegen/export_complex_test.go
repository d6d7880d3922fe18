package movegen

// ComplexPlan says how GenerateLegal decides the position: 0 by checkers
// and pins alone, 1 making only the moves that touch a complex attacker's
// region, 2 making every move (also when the variant has no fast test).
func (p *Position) ComplexPlan() int {
	us := p.side
	if !p.v.fastLegal || !p.hasK[us] {
		return 2
	}
	var cp complexPlan
	p.planComplex(p.royal[us], us.Other(), &cp)
	switch {
	case cp.all:
		return 2
	case cp.empty():
		return 0
	}
	return 1
}

// SpiralByWalk lists the spiral moves of the piece on from (which must be a
// spiral mover of the side to move) by walking the eight spirals, and
// SpiralAttacksByWalk tells whether it attacks target so: the reference
// for the ring rule.
func (p *Position) SpiralByWalk(ml *MoveList, from Coord) {
	ml.Reset()
	p.genSpiralWalk(ml, p.v.progs[p.At(from)], from, 0)
}

// SpiralByRings is SpiralByWalk by the ring rule.
func (p *Position) SpiralByRings(ml *MoveList, from Coord) {
	ml.Reset()
	p.genSpiral(ml, p.v.progs[p.At(from)], from, 0)
}

// SpiralAttacks reports whether the spiral mover on from attacks target by
// the ring rule (rings) or by walking, with ignore counting as empty.
func (p *Position) SpiralAttacks(from, target, ignore Coord, rings bool) bool {
	if rings {
		return p.spiralAttacksRings(from, target, ignore)
	}
	return p.spiralAttacksWalk(from, target, ignore)
}

// SpiralRingRun returns the squares (as offsets) the spiral s (first
// direction s/2, turning left when s is even) visits in ring k, in order,
// as the ring table gives them.
func SpiralRingRun(s int, k int32) []Vec {
	r := &spiralRings[k]
	n := int32(len(r.offs))
	out := make([]Vec, 0, n)
	i := r.entry[s]
	for range n {
		out = append(out, r.offs[i])
		i = (i + r.dir[s] + n) % n
	}
	return out
}

// MaxSpiralRing is the last ring in the table.
const MaxSpiralRing = maxSpiralRing

// SpiralActivity is the spiral part of PieceActivity for a spiral mover of
// colour col on from (the square's piece is not looked at), by the ring
// rule on the mailbox board when rings is set, else by walking the spirals.
func (p *Position) SpiralActivity(from, zone Coord, col Color, walk int32, rings bool) (moves, zoneHits int) {
	if rings {
		return p.spiralActivityRings(from, zone, &p.v.enemy[col], walk)
	}
	return p.spiralActivity(from, zone, &p.v.enemy[col], walk)
}
