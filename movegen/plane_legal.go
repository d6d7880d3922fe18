package movegen

// A formation move (Formation or FormationCapture) moves four knights of the
// side to move at once, so checkers and pins do not decide it and the
// general test makes it. Out of check it can only be illegal by uncovering
// an attack through a square the block leaves. When every enemy piece that
// could be uncovered is a queen-line rider or a formation (leapers jump, so
// cannot be uncovered), such an attack runs along a rank, file, diagonal or
// anti-diagonal through the king or, for a formation, through a square next
// to the king (the block's other lanes). A move that leaves no square on
// those lines is legal without being made.

// formationSafety caches, for one filterFast, whether the enemy's pieces
// allow the shortcut: 0 not known yet, 1 yes, 2 no.
type formationSafety uint8

// formationLegalFast reports whether the formation move m is legal by the
// rule above; false means it must be made to tell.
func (p *Position) formationLegalFast(m Move, king Coord, them Color, ci *checkInfo) bool {
	if ci.checkers != 0 || p.sp == nil {
		return false
	}
	if ci.formSafe == 0 {
		ci.formSafe = 2
		if p.uncoverableOnQueenLines(them) {
			ci.formSafe = 1
		}
	}
	if ci.formSafe != 1 {
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
		if nearKingLine(sq, king) {
			return false
		}
	}
	return v != (Vec{})
}

// nearKingLine reports whether sq lies on a rank, file, diagonal or
// anti-diagonal through the king or one of its eight neighbours.
func nearKingLine(sq, king Coord) bool {
	dx, dy := int64(sq.X)-int64(king.X), int64(sq.Y)-int64(king.Y)
	return (dx >= -1 && dx <= 1) || (dy >= -1 && dy <= 1) ||
		(dx-dy >= -2 && dx-dy <= 2) || (dx+dy >= -2 && dx+dy <= 2)
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
	for t := PieceType(1); int(t) <= len(p.v.Pieces); t++ {
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
