package movegen

// WalkingCopy is a clone of p on the same board without bitboards, so
// that every query takes the mailbox walk.
func (p *Position) WalkingCopy() *Position {
	q := p.Clone()
	g := *q.mb.mailboxGeo
	g.bits = nil
	q.mb.mailboxGeo = &g
	return q
}

// ActivityRays returns what activityMailbox counts for the piece on from
// against the zone around zone, and whether the bitboards counted it.
func (p *Position) ActivityRays(from, zone Coord, rayCap int32) (moves, zoneHits int, fast bool) {
	pc := p.At(from)
	prog := p.v.progs[pc]
	z := p.ZoneAround(zone)
	moves, zoneHits = p.activityMailbox(prog, pc.Color(), from, &z, rayCap)
	return moves, zoneHits, p.bitsFor(prog) != nil
}

// HasBitboards reports whether the position's board keeps bitboards.
func (p *Position) HasBitboards() bool { return p.mb != nil && p.mb.bits != nil }

// OccupancyMatches reports whether the occupancy bitboards the position
// keeps (by side and by type) and its pieces by square equal those
// computed afresh from its piece lists.
func (p *Position) OccupancyMatches() bool {
	mb := p.mb
	var fresh [2]bits128
	for c := range fresh {
		for _, sq := range p.list[c] {
			fresh[c] = fresh[c].or(bitAt(mb.bits.bitOf[mb.index(sq)]))
		}
	}
	var byType [2][MaxPieceTypes + 1]bits128
	var piece [maxBitSquares]Piece
	for c := range fresh {
		for _, sq := range p.list[c] {
			s := mb.bits.bitOf[mb.index(sq)]
			pc := mb.sq[mb.index(sq)]
			byType[c][pc.Type()] = byType[c][pc.Type()].or(bitAt(s))
			piece[s] = pc
		}
	}
	return fresh == mb.occ && byType == mb.byType && piece == mb.piece
}

// AttackedIgnoring is attackedIgnoring for the tests.
func (p *Position) AttackedIgnoring(c Coord, by Color, ignore Coord) bool {
	return p.attackedIgnoring(c, by, ignore)
}

// TypeViews64 reports, for each type of v and each side, whether the
// pieces of the type share one 64-bit view (mailboxGeo.act64T), and
// whether that view is the act64 view of each of the type's piece codes
// that exists, with equal tables.
func TypeViews64(v *Variant) (shared [2][]bool, consistent bool) {
	consistent = true
	g := v.geo
	if g == nil {
		return shared, true
	}
	for c := Color(0); c < 2; c++ {
		for i := range v.def.Pieces {
			t := PieceType(i + 1)
			pb := g.act64T[c][t]
			shared[c] = append(shared[c], pb != nil)
			if pb == nil {
				continue
			}
			for _, pc := range []Piece{NewPiece(t, c, false), NewPiece(t, c, true)} {
				if v.progs[pc] != nil && !sameBits64(pb, g.act64[pc]) {
					consistent = false
				}
			}
		}
	}
	return shared, consistent
}

// NoisyWordsMatch reports whether the 64-bit noisy tables of v's pieces
// (mailboxGeo.noisy64) are their programs' noisy tables as words, and how
// many pieces have them.
func NoisyWordsMatch(v *Variant) (n int, ok bool) {
	g := v.geo
	if g == nil {
		return 0, true
	}
	for pc, ns := range g.noisy64 {
		if ns == nil {
			continue
		}
		n++
		if v.progs[pc] == nil || v.progs[pc].noisy != ns || g.bits.n > 64 {
			return n, false
		}
		for s := range 64 {
			promo := s < g.bits.n && ns.promo[s]
			var lo uint64
			if s < g.bits.n {
				lo = ns.span[s].lo
			}
			if ns.span64[s] != lo || (ns.promo64>>s&1 != 0) != promo {
				return n, false
			}
		}
	}
	return n, true
}
