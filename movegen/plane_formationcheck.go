package movegen

// GivesCheck for a formation's quiet move (Kind Formation) on the sparse
// board, the opponent's royal piece K not attacked before it, without
// making the move where the geometry alone rules a check out. The move
// empties the squares of the block at From that the block at To does not
// cover (vacated) and fills those of the block at To (the same pieces,
// moved). After it, K is attacked only
//   - by a moved piece's simple rays from a square of the block at To;
//     formationSilentOK asks that those rays be leaps (the table's rows);
//   - through a vacated square: a rider's line (formationSilentOK asks
//     that every ride be along a unit queen step and every other
//     direction a leap), or a block's lane. A lane is a line parallel to
//     its direction through a square of the block, one of them through K,
//     so a lane through a vacated square v lies within one rank or file,
//     or two diagonals, of K's: a band that also holds K's queen lines;
//   - or by a block holding a square of the block at To: its lower-left
//     corner lies within one step of To, and it reaches K only from one of
//     its lines (onBlockLines).
// Filling squares only blocks lines. A block holding a vacated square is
// broken, and every other block stood as it does now, not attacking K;
// after the move one of them may do so only past the vacated squares, at
// most four, so with ThemSafeChecks at hand a vacated square off K's queen
// lines is harmless when no block reaches K past four pieces.

// compileFormationSilent sets tab.formationSilentOK: the table's side
// attacks only as formationSilent assumes (see the file comment).
func (tab *attackTable) compileFormationSilent() {
	tab.formationSilentOK = false
	if !tab.blockLines {
		return
	}
	var otherTypes uint32
	for i := range tab.dirs {
		d := &tab.dirs[i]
		all := d.far
		for _, m := range d.near {
			all |= m
		}
		switch {
		case d.long && unitQueenStep(d.back):
			otherTypes |= all
		case !d.long && d.far == 0 && len(d.near) == 1 &&
			abs32(d.back.X) <= leapMax && abs32(d.back.Y) <= leapMax:
			// a leap: the rows of spLeaps hold it
		default:
			return // a short ride, or a long one off the queen lines
		}
	}
	// The formation pieces' simple rays must all be leaps.
	tab.formationSilentOK = otherTypes&tab.formationOnly == 0
}

// formationSilent reports whether the quiet formation move m, the
// opponent's royal piece not attacked, surely gives no check (false when it
// cannot tell); tab (the side to move's) has formationSilentOK.
func (p *Position) formationSilent(m Move, tab *attackTable, cache *ThemSafeChecks) bool {
	king := p.royal[p.side.Other()]
	kx, ky := int64(king.X), int64(king.Y)
	mover := p.sp.at(m.From)
	t := mover.Type()
	sl := &tab.spLeaps
	r := int64(sl.r)
	for _, o := range blockOffsets {
		// A moved piece's leap onto K.
		to := m.To.Add(o)
		dx, dy := int64(to.X)-kx, int64(to.Y)-ky
		if dx >= -r && dx <= r && dy >= -r && dy <= r &&
			sl.types[((dy+r)*leapSpan+dx+r)%(leapSpan*leapSpan)]>>t&1 != 0 {
			return false
		}
		// A vacated square in K's band.
		from := m.From.Add(o)
		if inBlock(m.To, from) {
			continue // covered again
		}
		dx, dy = int64(from.X)-kx, int64(from.Y)-ky
		if uint64(dy+1) <= 2 || uint64(dx+1) <= 2 || uint64(dx-dy+2) <= 4 || uint64(dx+dy+2) <= 4 {
			// Off K's queen lines only a lane can pass; none does
			// when no block reaches K past four pieces (laneFree).
			if dx == 0 || dy == 0 || dx == dy || dx == -dy || cache == nil || !cache.laneFree(p, tab) {
				return false
			}
		}
	}
	// A block holding a square of the block at To: the moved one, or one
	// the move completes.
	for cx := int32(-1); cx <= 1; cx++ {
		for cy := int32(-1); cy <= 1; cy++ {
			c := Coord{m.To.X + cx, m.To.Y + cy}
			if onBlockLines(c, king) && (c == m.To || p.blockAfterFormation(c, m, mover)) {
				return false
			}
		}
	}
	return true
}

// blockAfterFormation reports whether, after the formation move m of the
// pieces mover, the block with lower-left corner c holds mover's kind.
func (p *Position) blockAfterFormation(c Coord, m Move, mover Piece) bool {
	for _, o := range blockOffsets {
		sq := c.Add(o)
		switch {
		case inBlock(m.To, sq):
		case inBlock(m.From, sq):
			return false // vacated
		default:
			if p.sp.at(sq).Moved() != mover.Moved() {
				return false
			}
		}
	}
	return true
}
