package movegen

// The spiral mover (spiral.md) leaves its square along one of eight square
// spirals: a first orthogonal direction, then legs of 1, 1, 2, 2, 3, 3, …
// steps, turning 90° the same way after every leg. Each spiral is walked like
// a slider's ray: empty squares are destinations, the first occupied square
// ends it (a capture when it holds an enemy), leaving the board ends it.

// spiral walks one spiral path square by square.
type spiral struct {
	sq        Coord
	dir, turn int // index into orthogonal (clockwise from north), and +1 (clockwise) or -1
	leg, done int // current leg, and steps taken in it
}

func newSpiral(from Coord, start, turn int) spiral {
	return spiral{sq: from, dir: start, turn: turn}
}

// next steps to the following square of the path.
func (s *spiral) next() Coord {
	if s.done == s.leg/2+1 {
		s.leg++
		s.done = 0
		s.dir = (s.dir + s.turn) & 3
	}
	s.done++
	s.sq = s.sq.Add(orthogonal[s.dir])
	return s.sq
}

// genSpiral adds the spiral mover's moves from `from`; a square reached by
// several spirals is added once. The rings (prim_spiral_rings.go) give them
// without walking; the walk below remains for rings beyond the table.
func (p *Position) genSpiral(ml *MoveList, prog *Program, from Coord, first int) {
	if !p.genSpiralRings(ml, prog, from, first) {
		p.genSpiralWalk(ml, prog, from, first)
	}
}

// genSpiralWalk is genSpiral walking the eight spirals square by square.
func (p *Position) genSpiralWalk(ml *MoveList, prog *Program, from Coord, first int) {
	enemy := &p.v.enemy[p.side]
	for start := 0; start < 4; start++ {
		for turn := -1; turn <= 1; turn += 2 {
			s := newSpiral(from, start, turn)
			for {
				sq := s.next()
				pc := p.At(sq)
				if pc == Empty || enemy[pc] {
					p.addUnique(ml, first, prog, from, sq)
				}
				if pc != Empty {
					break
				}
			}
		}
	}
}

// addUnique adds a plain move unless ml already has it after index first.
func (p *Position) addUnique(ml *MoveList, first int, prog *Program, from, to Coord) {
	for _, m := range ml.Moves[first:] {
		if m.To == to && m.From == from && m.Kind == Normal {
			return
		}
	}
	p.addMove(ml, prog, from, to, Normal, Coord{})
}

// spiralAttacks reports whether a spiral mover on from reaches target along
// some spiral, with ignore treated as empty (NoCoord() for none). Attacks are
// found by walking forward from the mover, never backward from the target:
// spiral attacks are not symmetric.
func (p *Position) spiralAttacks(from, target, ignore Coord) bool {
	if chebyshev(from, target) <= maxSpiralRing {
		return p.spiralAttacksRings(from, target, ignore)
	}
	return p.spiralAttacksWalk(from, target, ignore)
}

// spiralAttacksWalk is spiralAttacks walking the eight spirals.
func (p *Position) spiralAttacksWalk(from, target, ignore Coord) bool {
	for start := 0; start < 4; start++ {
		for turn := -1; turn <= 1; turn += 2 {
			s := newSpiral(from, start, turn)
			for {
				sq := s.next()
				if sq == target {
					return true
				}
				if sq == ignore {
					continue
				}
				if p.At(sq) != Empty {
					break
				}
			}
		}
	}
	return false
}
