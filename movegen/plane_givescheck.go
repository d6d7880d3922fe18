package movegen

// GivesCheck without a full attack test, for a caller that knows the side
// not to move is not in check (GivesCheckThemSafe), on the sparse board,
// for a side with complex pieces (Kadesh's formation knights).
//
// Before the move nothing of ours attacks the opponent's royal piece. Its
// simple rays (the knights' leaps included) are givesCheckSparse's. The
// complex pieces are left:
//   - when they are all formation pieces and the move promotes to none,
//     our blocks after the move are those before it that do not hold From,
//     and, when a formation piece moves, the blocks it forms on To. The
//     lanes of a block lie outside it, and they have changed on two squares
//     only: From (emptied) and To (occupied, as before when the move
//     captures). An extra piece can only block a lane, so a block attacks
//     the royal piece after the move only if it does with From counted
//     empty; when none does, there is no check (complexSilentAfter);
//   - otherwise the move is made and only the complex pieces are asked
//     (attackedByComplex), not the simple rays again.

// givesCheckComplexSparse is GivesCheck for a Normal or DoubleStep move m
// on the sparse board, the side not to move not in check, for a side
// with complex pieces.
// cache, when not nil, holds the blocks that may attack (ThemSafeChecks).
func (p *Position) givesCheckComplexSparse(m Move, tab *attackTable, cache *ThemSafeChecks) bool {
	if p.givesCheckSparse(m) {
		return true
	}
	if p.complexSilentAfter(m, tab, cache) {
		return false
	}
	us := p.side
	king := p.royal[us.Other()]
	p.Make(m)
	c := p.attackedByComplex(tab, king, us, NoCoord())
	p.Unmake()
	return c
}

// complexSilentAfter reports whether it is sure, without making the move m,
// that no complex piece of ours attacks the opponent's royal piece after m
// (false when it cannot tell). With a cache, only its threat blocks can
// attack with From counted empty (a block that does so has at most one
// piece, From, in its way).
func (p *Position) complexSilentAfter(m Move, tab *attackTable, cache *ThemSafeChecks) bool {
	if !tab.blockLines {
		return false
	}
	mover := p.sp.at(m.From).Moved()
	formationMover := tab.complexTypes>>mover.Type()&1 != 0
	if m.Promo != 0 && (formationMover || tab.complexTypes>>m.Promo&1 != 0) {
		return false // the blocks may change
	}
	us := p.side
	king := p.royal[us.Other()]
	candidates := p.list[us]
	if cache != nil {
		if blocks, ok := cache.blocksFor(p, tab); ok {
			candidates = blocks
		}
	}
	w := &p.sp.win
	for _, from := range candidates {
		if !onBlockLines(from, king) || (formationMover && inBlock(from, m.From)) {
			continue // a block holding From is broken by the move
		}
		pc, in := w.get(from)
		if !in {
			pc = p.sp.atOutside(from)
		}
		if tab.formationOnly>>pc.Type()&1 != 0 && p.formationAt(from, pc) && p.formationAttacks(from, king, m.From) {
			return false // perhaps a discovered attack
		}
	}
	if formationMover {
		// The blocks the moved knight forms on To: their lanes lie
		// outside them, where only From has changed.
		for _, o := range blockOffsets {
			c := m.To.Add(Vec{-o.X, -o.Y})
			if onBlockLines(c, king) && p.blockAfter(c, m, mover) && p.formationAttacks(c, king, m.From) {
				return false
			}
		}
	}
	return true
}

// inBlock reports whether sq is a square of the block with lower-left
// corner c.
func inBlock(c, sq Coord) bool {
	dx, dy := int64(sq.X)-int64(c.X), int64(sq.Y)-int64(c.Y)
	return uint64(dx) <= 1 && uint64(dy) <= 1
}

// blockAfter reports whether, after the Normal move m of the piece mover
// (a formation piece, Moved form), the four squares of the block with
// lower-left corner c hold mover's kind: To does, From is empty.
func (p *Position) blockAfter(c Coord, m Move, mover Piece) bool {
	for _, o := range blockOffsets {
		sq := c.Add(o)
		switch sq {
		case m.To:
		case m.From:
			return false
		default:
			if p.sp.at(sq).Moved() != mover {
				return false
			}
		}
	}
	return true
}
