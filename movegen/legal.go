package movegen

// GenerateLegal fills ml with the legal moves of the side to move.
//
// The default test is make / in-check / unmake, correct for every piece. When
// the variant's pieces allow it (every capture a simple ray, royal pieces
// plain leapers), a faster test computes checkers and pins once and decides
// most moves without making them; the two are tested equal.
func (p *Position) GenerateLegal(ml *MoveList) {
	p.Generate(ml)
	if p.v.fastLegal && p.hasK[p.side] {
		p.filterFast(ml)
	} else {
		p.filterByMaking(ml)
	}
}

// GenerateLegalSlow is GenerateLegal with the make / in-check / unmake test
// only, for checking the fast test against it.
func (p *Position) GenerateLegalSlow(ml *MoveList) {
	p.Generate(ml)
	p.filterByMaking(ml)
}

// filterByMaking keeps the moves that do not leave the mover in check.
func (p *Position) filterByMaking(ml *MoveList) {
	us := p.side
	kept := ml.Moves[:0]
	for _, m := range ml.Moves {
		p.Make(m)
		if !p.hasK[us] || !p.Attacked(p.royal[us], us.Other()) {
			kept = append(kept, m)
		}
		p.Unmake()
	}
	ml.Moves = kept
}

// IsLegal reports whether the pseudo-legal move m is legal.
func (p *Position) IsLegal(m Move) bool {
	us := p.side
	p.Make(m)
	ok := !p.hasK[us] || !p.Attacked(p.royal[us], us.Other())
	p.Unmake()
	return ok
}

// pin is a piece of the side to move that shields its king from an enemy
// ray: it may only move along the segment from the king to the pinner.
type pin struct {
	sq   Coord
	dir  Vec
	dist int32 // distance from the king to the pinner
}

// checkInfo is what the fast legality test computes once per position.
type checkInfo struct {
	checkers int
	checker  Coord
	dir      Vec   // from the king toward the checker
	dist     int32 // and how far it is
	pins     [32]pin
	npins    int
}

// filterFast keeps the legal moves using checkers and pins.
func (p *Position) filterFast(ml *MoveList) {
	us := p.side
	them := us.Other()
	king := p.royal[us]
	var ci checkInfo
	if p.mb != nil {
		p.findChecksAndPinsMailbox(king, them, &ci)
	} else {
		p.findChecksAndPins(king, them, &ci)
	}
	moves := ml.Moves
	k := 0
	if ci.checkers == 0 && ci.npins == 0 {
		// Only king moves and the rare special kinds can be illegal.
		for i, m := range moves {
			if (m.From == king || m.Kind > DoubleStep) && !p.fastLegal(m, king, them, &ci) {
				continue
			}
			if k != i {
				moves[k] = m
			}
			k++
		}
	} else {
		for i, m := range moves {
			if !p.fastLegal(m, king, them, &ci) {
				continue
			}
			if k != i {
				moves[k] = m
			}
			k++
		}
	}
	ml.Moves = moves[:k]
}

func (p *Position) fastLegal(m Move, king Coord, them Color, ci *checkInfo) bool {
	if m.From == king {
		if m.Kind == Castle {
			return true // generation checked every square
		}
		return !p.attackedIgnoring(m.To, them, king, true)
	}
	if m.Kind != Normal && m.Kind != DoubleStep {
		return p.IsLegal(m)
	}
	if ci.checkers > 1 {
		return false
	}
	if ci.checkers == 1 && m.To != ci.checker && !onSegment(king, ci.dir, ci.dist-1, m.To) {
		return false
	}
	for i := 0; i < ci.npins; i++ {
		if ci.pins[i].sq == m.From {
			return onSegment(king, ci.pins[i].dir, ci.pins[i].dist, m.To)
		}
	}
	return true
}

// onSegment reports whether c is king + k·dir for some k in 1..n.
func onSegment(king Coord, dir Vec, n int32, c Coord) bool {
	if n <= 0 {
		return false
	}
	d := c.Sub(king)
	var k int32
	switch {
	case dir.X != 0:
		k = d.X / dir.X
	default:
		k = d.Y / dir.Y
	}
	return k >= 1 && k <= n && dir.Scale(k) == d
}

// findChecksAndPins walks every attack direction of them out from the king.
// A leaper's direction is looked at only as far as it reaches.
func (p *Position) findChecksAndPins(king Coord, them Color, ci *checkInfo) {
	tab := &p.v.attack[them]
	for i := range tab.dirs {
		d := &tab.dirs[i]
		reach := d.reach()
		sq := king
		var shield Coord
		shielded := false
		for n := int32(1); ; n++ {
			sq = sq.Add(d.back)
			q := p.At(sq)
			if q == Empty {
				if n == reach {
					break
				}
				continue
			}
			if q == Offboard {
				break
			}
			if q.Color() != them {
				if shielded {
					break
				}
				shield, shielded = sq, true
				if n == reach {
					break
				}
				continue
			}
			if d.mask(n)>>q.Type()&1 != 0 {
				if shielded {
					if ci.npins < len(ci.pins) {
						ci.pins[ci.npins] = pin{sq: shield, dir: d.back, dist: n}
						ci.npins++
					}
				} else {
					ci.checkers++
					ci.checker, ci.dir, ci.dist = sq, d.back, n
				}
			}
			break
		}
	}
}

// findChecksAndPinsMailbox is findChecksAndPins on mailbox indexes.
func (p *Position) findChecksAndPinsMailbox(king Coord, them Color, ci *checkInfo) {
	tab := &p.v.attack[them]
	b := &p.mb.sq
	ki := p.mb.index(king)
	for i := range tab.dirs {
		d := &tab.dirs[i]
		if !d.mailbox {
			continue
		}
		reach := d.reach()
		si := ki
		shield := int32(-1)
		for n := int32(1); ; n++ {
			si += d.delta
			q := b[si]
			if q == Empty {
				if n == reach {
					break
				}
				continue
			}
			if q == Offboard {
				break
			}
			if q.Color() != them {
				if shield >= 0 || n == reach {
					break
				}
				shield = si
				continue
			}
			if d.mask(n)>>q.Type()&1 != 0 {
				if shield >= 0 {
					if ci.npins < len(ci.pins) {
						ci.pins[ci.npins] = pin{sq: p.mb.coords[shield], dir: d.back, dist: n}
						ci.npins++
					}
				} else {
					ci.checkers++
					ci.checker, ci.dir, ci.dist = p.mb.coords[si], d.back, n
				}
			}
			break
		}
	}
}

// CountLegal returns the number of legal moves, as len of GenerateLegal's
// list, without listing every move where it can: when the side to move is
// not in check, the moves of unpinned pieces other than the king are all
// legal and only counted. Perft uses it at the last ply.
func (p *Position) CountLegal() int {
	ml := &p.scratch
	if p.mb == nil || !p.v.fastLegal || !p.hasK[p.side] {
		p.GenerateLegal(ml)
		return ml.Len()
	}
	us := p.side
	them := us.Other()
	king := p.royal[us]
	var ci checkInfo
	p.findChecksAndPinsMailbox(king, them, &ci)
	if ci.checkers > 0 {
		p.GenerateLegal(ml)
		return ml.Len()
	}
	ml.Reset()
	count := 0
	for _, from := range p.list[us] {
		fi := p.mb.index(from)
		prog := p.v.progs[p.mb.sq[fi]]
		if from == king || prog.special() || ci.pinned(from) {
			p.genPieceMailbox(ml, from)
			continue
		}
		count += p.countPieceMailbox(ml, fi, prog)
	}
	for _, m := range ml.Moves {
		if p.fastLegal(m, king, them, &ci) {
			count++
		}
	}
	return count
}

// pinned reports whether the piece on c is pinned.
func (ci *checkInfo) pinned(c Coord) bool {
	for i := 0; i < ci.npins; i++ {
		if ci.pins[i].sq == c {
			return true
		}
	}
	return false
}
