package movegen

// The mailbox board's attack tests (attackedMailbox, the checks-and-pins
// scan) run over a compiled form of the attack directions: each one is a
// leap (a single step), a ride (types that attack from the first square and
// types that attack from any further one) or, for the rare shapes neither
// fits (a lame or limited rider), the general walk of attackDir.mask.

// mbKind says which loop an mbDir takes.
type mbKind uint8

const (
	mbLeap mbKind = iota
	mbRide
	mbGeneral
)

// mbDir is an attack direction on mailbox offsets.
type mbDir struct {
	delta int32
	kind  mbKind
	// first: the types that attack from distance 1; far: from any distance
	// ≥ 2 (a ride).
	first, far uint32
	dir        *attackDir // for mbGeneral, and the direction's vector
	// rays[s] holds the squares within the direction's reach from square s
	// of the variant's board (bits_board.go), nil without bitboards: no
	// enemy piece there, no check nor pin along it.
	rays []bits128
}

// leapDir is an attack direction of a single step: the types that attack
// from delta away.
type leapDir struct {
	delta int32
	mask  uint32
}

// compileMailbox fills tab.mb, its split and tab.bits for side c of v.
func (tab *attackTable) compileMailbox(c Color, v *Variant) {
	for q := range tab.bits {
		pc := Piece(q)
		if pc.IsPiece() && pc.Color() == c && int(pc.Type()) >= 1 && int(pc.Type()) <= len(v.def.Pieces) &&
			pc&^(typeMask|blackBit|unmovedBt) == 0 {
			tab.bits[q] = 1 << pc.Type()
		}
	}
	tab.mb, tab.mbLeaps, tab.mbLines = tab.mb[:0], tab.mbLeaps[:0], tab.mbLines[:0]
	tables := bitTables{}
	for i := range tab.dirs {
		d := &tab.dirs[i]
		if !d.mailbox {
			continue
		}
		md := mbDir{delta: d.delta, dir: d, kind: mbGeneral, first: d.mask(1)}
		switch reach := d.reach(); {
		case reach == 1:
			md.kind = mbLeap
		case reach == 0 && allEqual(d.near[min(1, len(d.near)):], d.far):
			md.kind, md.far = mbRide, d.far
		}
		if v.geo != nil && v.geo.bits != nil && md.kind != mbLeap {
			md.rays = rayTable(v.geo.bits, tables, d.delta, d.reach())
		}
		tab.mb = append(tab.mb, md)
		if md.kind == mbLeap {
			tab.mbLeaps = append(tab.mbLeaps, leapDir{delta: md.delta, mask: md.first})
		} else {
			tab.mbLines = append(tab.mbLines, md)
		}
	}
	if g := v.geo; g != nil && g.bits != nil {
		g.leapFrom[c] = leapSources(g.bits, tab.mbLeaps)
		g.lineRays[c] = nil
		if n := len(tab.mbLines); n <= 64 {
			g.lineRays[c] = make([]bits128, g.bits.n*n)
			for s := 0; s < g.bits.n; s++ {
				for i := range tab.mbLines {
					g.lineRays[c][s*n+i] = tab.mbLines[i].rays[s]
				}
			}
		}
		tab.lineSq64 = nil
		if g.bits.n <= 64 {
			tab.lineSq64 = make([]uint64, g.bits.n)
			for s := range tab.lineSq64 {
				for i := range tab.mbLines {
					tab.lineSq64[s] |= tab.mbLines[i].rays[s].lo
				}
			}
		}
		g.lineRays64[c] = nil
		if lr := g.lineRays[c]; lr != nil && g.bits.n <= 64 {
			g.lineRays64[c] = make([]uint64, len(lr))
			for i, r := range lr {
				g.lineRays64[c][i] = r.lo
			}
		}
	}
}

// leapSources is mailboxGeo.leapFrom for the leaps ls on g's board.
func leapSources(g *bitGeo, ls []leapDir) []bits128 {
	out := make([]bits128, g.n)
	for s := range out {
		for _, d := range ls {
			if j := g.index[s] + d.delta; j >= 0 && j < mailboxSize && g.bitOf[j] != noBit {
				out[s] = out[s].or(bitAt(g.bitOf[j]))
			}
		}
	}
	return out
}

// leapsMiss reports, from the bitboards, that no piece of side by stands
// where one of its leaps would land on the mailbox index i, so that the
// leaps need no look; false when it cannot tell. The occupancy must be
// the board's (not during givesCheckMailbox's move made in place).
func (p *Position) leapsMiss(by Color, i int32) bool {
	g := p.mb.bits
	if g == nil || p.v.geo == nil || g != p.v.geo.bits || uint32(i) >= mailboxSize {
		return false
	}
	lf := p.v.geo.leapFrom[by]
	s := g.bitOf[i]
	if lf == nil || s == noBit {
		return false
	}
	return lf[s].and(p.mb.occ[by]).empty()
}

// allEqual reports whether every mask of ms is m.
func allEqual(ms []uint32, m uint32) bool {
	for _, x := range ms {
		if x != m {
			return false
		}
	}
	return true
}

// attackedMailbox is the mailbox board's simple-ray attack test: whether a
// piece of by attacks c along one of tab's directions, the square ignore
// counting as empty (NoCoord() for none).
func (p *Position) attackedMailbox(tab *attackTable, c Coord, by Color, ignore Coord) bool {
	mb := p.mb
	ci := mb.index(c)
	if g := mb.bits; g != nil && mb.mailboxGeo == p.v.geo && g.n <= 64 && uint32(ci) < mailboxSize &&
		g.bitOf[ci] != noBit && p.v.geo.lineRays64[by] != nil {
		var ign uint64
		if mb.bounds.Contains(ignore) {
			ign = 1 << (g.bitOf[mb.index(ignore)] & 63)
		}
		return p.attacked64(tab, by, ci, ign)
	}
	// The ignored square only empties the board: the occupancy may keep
	// it, which can only keep the leaps looked at.
	skipLeaps := p.leapsMiss(by, ci)
	if !p.mb.bounds.Contains(ignore) {
		// Off the board (NoCoord() among them) nothing stands to ignore,
		// and the sentinel must stay.
		return p.attackedMailboxAt(tab, ci, skipLeaps)
	}
	b := &p.mb.sq
	ii := p.mb.index(ignore)
	saved := b[ii]
	b[ii] = Empty
	hit := p.attackedMailboxAt(tab, ci, skipLeaps)
	b[ii] = saved
	return hit
}

// attackedMailboxAt is attackedMailbox on the mailbox index ti; skipLeaps
// passes over the leaps (leapsMiss found none can land there).
func (p *Position) attackedMailboxAt(tab *attackTable, ti int32, skipLeaps bool) bool {
	b := &p.mb.sq
	bits := &tab.bits
	if !skipLeaps {
		for _, d := range tab.mbLeaps {
			if bits[b[ti+d.delta]]&d.mask != 0 {
				return true
			}
		}
	}
	for i := range tab.mbLines {
		d := &tab.mbLines[i]
		si := ti + d.delta
		q := b[si]
		if bits[q]&d.first != 0 {
			return true
		}
		switch d.kind {
		case mbRide:
			if q != Empty || d.far == 0 {
				continue
			}
			for {
				si += d.delta
				if q = b[si]; q != Empty {
					break
				}
			}
			if bits[q]&d.far != 0 {
				return true
			}
		default:
			if q != Empty {
				continue
			}
			reach := d.dir.reach()
			for n := int32(2); n != reach+1 || reach == 0; n++ {
				si += d.delta
				if q = b[si]; q == Empty {
					continue
				}
				if bits[q]&d.dir.mask(n) != 0 {
					return true
				}
				break
			}
		}
	}
	return false
}

// findChecksAndPinsMailbox is findChecksAndPins on mailbox indexes, over
// the compiled directions: a leap can only check; along a ride or a longer
// walk the first piece may check, or shield the king from the second (a
// pin).
func (p *Position) findChecksAndPinsMailbox(king Coord, them Color, ci *checkInfo) {
	tab := &p.v.attack[them]
	b := &p.mb.sq
	bits := &tab.bits
	ki := p.mb.index(king)
	// With bitboards, a direction whose squares hold no enemy piece has
	// neither a check nor a pin.
	var enemies bits128
	kb := noBit
	if g := p.mb.bits; g != nil && p.v.geo != nil && g == p.v.geo.bits && uint32(ki) < mailboxSize {
		kb = int(g.bitOf[ki])
		enemies = p.occupancy()[them]
	}
	leaps := tab.mbLeaps
	if kb != noBit { // leapsMiss, with what is known here
		if lf := p.v.geo.leapFrom[them]; lf != nil && lf[kb].and(enemies).empty() {
			leaps = nil
		}
	}
	for li := range leaps {
		d := &leaps[li]
		if si := ki + d.delta; bits[b[si]]&d.mask != 0 {
			// A leap only checks (the checker's line from the king is
			// its one step).
			ci.addCheck(p.mb.coords[si], p.mb.coords[si].Sub(king), 1)
		}
	}
	lines := tab.mbLines
	// A line whose squares from the king hold no enemy piece has neither a
	// check nor a pin: with bitboards, rays64 (at most 64 squares: one word
	// per line) or rays has each line's squares, and only the others are
	// walked.
	var rays64 []uint64
	var rays []bits128
	if kb != noBit { // then the position is on the variant's board
		if lr := p.v.geo.lineRays64[them]; lr != nil {
			rays64 = lr[kb*len(lines) : (kb+1)*len(lines)]
		} else if lr := p.v.geo.lineRays[them]; lr != nil {
			rays = lr[kb*len(lines) : (kb+1)*len(lines)]
		}
	}
	e := enemies.lo
	for i := range lines {
		if rays64 != nil {
			if rays64[i]&e == 0 {
				continue
			}
		} else if rays != nil && rays[i].and(enemies).empty() {
			continue
		}
		d := &lines[i]
		si := ki + d.delta
		q := b[si]
		switch d.kind {
		case mbRide:
			n := int32(1)
			for q == Empty {
				si += d.delta
				q = b[si]
				n++
			}
			if q == Offboard {
				continue
			}
			if q.Color() == them {
				mask := d.first
				if n > 1 {
					mask = d.far
				}
				if bits[q]&mask != 0 {
					ci.addCheck(p.mb.coords[si], d.dir.back, n)
				}
				continue
			}
			if d.far == 0 {
				continue
			}
			shield := si
			for {
				si += d.delta
				n++
				if q = b[si]; q != Empty {
					break
				}
			}
			if bits[q]&d.far != 0 {
				ci.addPin(p.mb.coords[shield], d.dir.back, n)
			}
			continue
		}
		p.checksAndPinsGeneral(d.dir, ki, them, ci)
	}
}

// checksAndPinsGeneral is the checks-and-pins walk along one direction of
// any shape, from the king's mailbox index ki.
func (p *Position) checksAndPinsGeneral(d *attackDir, ki int32, them Color, ci *checkInfo) {
	b := &p.mb.sq
	reach := d.reach()
	si := ki
	shield := int32(-1)
	for n := int32(1); ; n++ {
		si += d.delta
		q := b[si]
		if q == Empty {
			if n == reach {
				return
			}
			continue
		}
		if q == Offboard {
			return
		}
		if q.Color() != them {
			if shield >= 0 || n == reach {
				return
			}
			shield = si
			continue
		}
		if d.mask(n)>>q.Type()&1 != 0 {
			if shield >= 0 {
				ci.addPin(p.mb.coords[shield], d.back, n)
			} else {
				ci.addCheck(p.mb.coords[si], d.back, n)
			}
		}
		return
	}
}
