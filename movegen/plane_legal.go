package movegen

// A formation move (Formation or FormationCapture) moves four knights of the
// side to move at once, so checkers and pins do not decide it and the
// general test makes it. Out of check it can only be illegal by uncovering
// an attack through a square the block leaves. When every enemy piece that
// could be uncovered is a queen-line rider or a formation (leapers jump, so
// cannot be uncovered), such an attack runs along a rank, file, diagonal or
// anti-diagonal through the king or, for an enemy formation, along one of
// its lanes: lines through the king's neighbours. A formation reaches the
// king only if the king lies on a line through one of its squares
// (onBlockLines), which no move of ours changes. So a move that leaves no
// square on the king's own lines, nor, when some enemy block is so aligned,
// on the lines through the king's neighbours, is legal without being made.

// formationSafety caches, for one filterFast, whether the enemy's pieces
// allow the shortcut (state 0 not known yet, 1 yes, 2 no), and the line
// families along which some enemy block is aligned with the king (bit f).
type formationSafety struct {
	state uint8
	fams  uint8
}

// formationLegalFast reports whether the formation move m is legal by the
// rule above; false means it must be made to tell.
func (p *Position) formationLegalFast(m Move, king Coord, them Color, ci *checkInfo) bool {
	if ci.checkers != 0 || p.sp == nil {
		return false
	}
	fs := &ci.formSafe
	if fs.state == 0 {
		fs.state = 2
		if p.uncoverableOnQueenLines(them) {
			fs.state = 1
			fs.fams = p.blocksAlignedWith(king, them)
		}
	}
	if fs.state != 1 {
		return false
	}
	v := m.To.Sub(m.From)
	for _, o := range blockOffsets {
		sq := m.From.Add(o)
		if sq == king {
			return false
		}
		if r := sq.Sub(m.To); r.X >= 0 && r.X <= 1 && r.Y >= 0 && r.Y <= 1 {
			continue // covered again by the block
		}
		if fs.fams != 0 && nearKingLine(sq, king, fs.fams) {
			return false
		}
		if onKingLine(sq, king) && !p.lineStaysShut(king, sq, m.From, them) {
			return false
		}
	}
	return v != (Vec{})
}

// nearKingLine reports whether sq lies on a line of one of the families
// fams (a bit per family) through the king or one of its eight neighbours.
func nearKingLine(sq, king Coord, fams uint8) bool {
	dx, dy := int64(sq.X)-int64(king.X), int64(sq.Y)-int64(king.Y)
	return (fams>>rankLine&1 != 0 && dy >= -1 && dy <= 1) ||
		(fams>>fileLine&1 != 0 && dx >= -1 && dx <= 1) ||
		(fams>>diagLine&1 != 0 && dx-dy >= -2 && dx-dy <= 2) ||
		(fams>>antiLine&1 != 0 && dx+dy >= -2 && dx+dy <= 2)
}

// lineStaysShut reports whether, on the queen line from the king through
// sq, the first piece other than the knights of the block at from (which
// all leave) is not an enemy, or there is none: then no rider of them
// attacks along it after the move (the block's new squares only add
// blockers).
func (p *Position) lineStaysShut(king, sq, from Coord, them Color) bool {
	u := Vec{sign(sq.X - king.X), sign(sq.Y - king.Y)}
	c := king
	for range len(blockOffsets) + 1 {
		n, ok := p.firstPiece(c, u)
		if !ok {
			return true
		}
		c = c.Add(u.Scale(n))
		if r := c.Sub(from); r.X >= 0 && r.X <= 1 && r.Y >= 0 && r.Y <= 1 {
			continue
		}
		return p.At(c).Color() != them
	}
	return false
}

func sign(x int32) int32 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// onKingLine reports whether sq lies on a rank, file, diagonal or
// anti-diagonal through the king.
func onKingLine(sq, king Coord) bool {
	dx, dy := int64(sq.X)-int64(king.X), int64(sq.Y)-int64(king.Y)
	return dx == 0 || dy == 0 || dx == dy || dx == -dy
}

// blocksAlignedWith returns the line families (a bit per family) along
// which some block of them has the king on a line through one of its
// squares and at most four pieces in its way: the families of the lanes
// that block could attack the king on once our block moves.
func (p *Position) blocksAlignedWith(king Coord, them Color) uint8 {
	var fams uint8
	for _, q := range p.list[them] {
		f := blockLineFamilies(q, king)
		if f&^fams == 0 {
			continue
		}
		// A block with more than four pieces in its way stays blocked when
		// our four knights leave.
		pc := p.At(q)
		if p.v.progs[pc].Primitive == FormationMover && p.formationAt(q, pc) &&
			p.formationReaches(q, king, NoCoord(), len(blockOffsets)) {
			fams |= f
		}
	}
	return fams
}

// uncoverableOnQueenLines reports whether every attack of them that a
// vacated square could uncover runs along a queen line: every attack
// direction that is not a single leap is a unit queen step, and every piece
// with complex captures is a formation knight whose own captures are
// single leaps.
func (p *Position) uncoverableOnQueenLines(them Color) bool {
	tab := &p.v.attack[them]
	for i := range tab.dirs {
		d := &tab.dirs[i]
		if d.reach() == 1 {
			continue
		}
		if _, _, ok := lineDir(d.back); !ok {
			return false
		}
	}
	if tab.complexTypes == 0 {
		return true
	}
	for t := PieceType(1); int(t) <= len(p.v.def.Pieces); t++ {
		if tab.complexTypes>>t&1 == 0 {
			continue
		}
		for u := 0; u < 2; u++ {
			prog := p.v.progs[NewPiece(t, them, u == 1)]
			if prog == nil {
				continue
			}
			if prog.Primitive != FormationMover || len(prog.Paths) != 0 {
				return false
			}
			for _, r := range prog.Rays {
				if r.Mode&ModeCapture != 0 && (r.Min != 1 || r.Max != 1) {
					return false
				}
			}
		}
	}
	return true
}
