package movegen

// A search asks the same position several times whether the side to move
// is in check and where its pins are (InCheck after the move, then
// GenerateNoisy, GenerateQuiet, GenerateCapturesOn), and GivesCheck many
// times whether the side not to move already is. On the mailbox board the
// answers are computed once per position: they are cached with the
// position's epoch, which every change of the board or of the side to move
// advances.

// checks returns the checks and pins of the side to move, as findChecks
// computes them (fastLegalHere must hold); on the mailbox board they are
// computed once per position. The result belongs to the position: it is
// valid until the position changes, and must not be modified.
func (p *Position) checks() *checkInfo {
	ci := &p.ci
	if p.mb != nil {
		if p.ciEpoch != p.epoch {
			ci.checkers, ci.npins, ci.formSafe = 0, 0, formationSafety{}
			p.findChecksAndPinsMailbox(p.royal[p.side], p.side.Other(), ci)
			p.ciEpoch = p.epoch
		}
		return ci
	}
	p.ciEpoch = 0
	ci.checkers, ci.npins, ci.formSafe = 0, 0, formationSafety{}
	p.findChecksAndPins(p.royal[p.side], p.side.Other(), ci)
	return ci
}

// inCheckMailbox is InCheck on a mailbox board whose enemy pieces all
// attack by simple rays, from the cached checks.
func (p *Position) inCheckMailbox() bool {
	return p.checks().checkers > 0
}

// themInCheck reports, cached per position, whether the side not to move
// stands in check by the side to move (on the mailbox board, by simple
// rays; in a position reached by legal play it never does).
func (p *Position) themInCheck(tab *attackTable) bool {
	if p.baseCheckEpoch != p.epoch {
		p.computeThemInCheck(tab)
	}
	return p.baseCheck
}

// themInCheckSparse is themInCheck on the sparse board: whether the side
// not to move already stands in check (after a null move made in check, say),
// when givesCheckSparse, which looks only at the lines a move opens or
// closes, would not see the check that was there before.
func (p *Position) themInCheckSparse() bool {
	if p.baseCheckEpoch != p.epoch {
		p.baseCheck = p.Attacked(p.royal[p.side.Other()], p.side)
		p.baseCheckEpoch = p.epoch
	}
	return p.baseCheck
}

// computeThemInCheck fills the cache of themInCheck.
func (p *Position) computeThemInCheck(tab *attackTable) {
	them := p.side.Other()
	p.baseCheck = p.attackedMailboxAt(tab, p.mb.index(p.royal[them]), false)
	p.baseCheckEpoch = p.epoch
}

// relDirs lists the attack directions (indexes into attackTable.mb) whose
// ray from a square reaches the square at one offset, within its reach.
type relDirs struct {
	n   uint8
	idx [3]uint8
}

// relOverflow marks an offset reached by more directions than relDirs
// holds (or by a direction beyond its index range): GivesCheck then scans
// every direction.
const relOverflow = 0xff

// compileRel fills tab.rel from tab.mb.
func (tab *attackTable) compileRel() {
	tab.rel = make([]relDirs, 2*lineOff+1)
	for i := range tab.mb {
		d := &tab.mb[i]
		back := d.dir.back
		limit := int32(MaxMailboxSide - 1)
		if back.X != 0 {
			limit = min(limit, (MaxMailboxSide-1)/abs32(back.X))
		}
		if back.Y != 0 {
			limit = min(limit, (MaxMailboxSide-1)/abs32(back.Y))
		}
		if r := d.dir.reach(); r > 0 {
			limit = min(limit, r)
		}
		for n := int32(1); n <= limit; n++ {
			off := n * d.delta
			if off < -lineOff || off > lineOff {
				break
			}
			e := &tab.rel[lineOff+off]
			switch {
			case e.n == relOverflow:
			case int(e.n) == len(e.idx) || i >= relOverflow:
				e.n = relOverflow
			default:
				e.idx[e.n] = uint8(i)
				e.n++
			}
		}
	}
}

// checkSquares caches, for one position on its variant's own mailbox
// board of at most 64 squares (by the position's epoch), the piece types
// of the side to move that would attack the opponent's royal piece from
// each square, as the board stands: along each attack direction from the
// royal piece up to its first piece, included. It is filled only while the
// opponent is not in check (and the side to move attacks by simple rays
// alone). A plain move whose From lies on no line of the royal piece but
// leaps' then gives check exactly when the moving piece (or its promotion)
// is of a type in its To square's entry: it uncovers nothing, and the only
// square its move fills on any ray from the royal piece is To.
type checkSquares struct {
	// epoch is the position's epoch when types was filled.
	epoch uint64
	// types[s] has bit t set when a piece of type t on square s would
	// attack the royal piece.
	types [64]uint32
	// lines holds the squares on the royal piece's lines but leaps
	// (attackTable.lineSq64).
	lines uint64
}

// fillCheckSquares fills p.chk for the side to move, whose attack table is
// tab, against the royal piece on the mailbox index ki, walking each
// direction as dirAttacks does (markRayTypes). The board is the variant's
// own, of at most 64 squares.
func (p *Position) fillCheckSquares(tab *attackTable, ki int32) {
	c := &p.chk
	c.types = [64]uint32{}
	bitOf := &p.mb.bits.bitOf
	c.lines = tab.lineSq64[bitOf[ki]&63]
	markRayTypes(&c.types, &p.mb.sq, bitOf, ki, tab.mb)
	c.epoch = p.epoch
}

// markRayTypes sets, in types (indexed by bit square), the bits of the
// types that would attack the piece on the mailbox index ki from there,
// walking each direction of dirs over the board b as dirAttacks does: the
// first square of each, then on along rides and limited rides until a
// piece or the edge. types has a power-of-two length, 64 or 128 squares.
func markRayTypes[T [64]uint32 | [128]uint32](types *T, b *[mailboxSize]Piece, bitOf *[mailboxSize]uint8, ki int32, dirs []mbDir) {
	mask := uint8(len(*types) - 1)
	for i := range dirs {
		d := &dirs[i]
		si := ki + d.delta
		q := b[si]
		if q == Offboard {
			continue
		}
		(*types)[bitOf[si]&mask] |= d.first
		if q != Empty || d.kind == mbLeap {
			continue
		}
		if d.kind == mbRide {
			for {
				si += d.delta
				if q = b[si]; q == Offboard {
					break
				}
				(*types)[bitOf[si]&mask] |= d.far
				if q != Empty {
					break
				}
			}
			continue
		}
		reach := d.dir.reach()
		for n := int32(2); n != reach+1 || reach == 0; n++ {
			si += d.delta
			if q = b[si]; q == Offboard {
				break
			}
			(*types)[bitOf[si]&mask] |= d.dir.mask(n)
			if q != Empty {
				break
			}
		}
	}
}

// quickGivesCheck is GivesCheck from the position's check squares, ok
// false when they are not filled for it or do not decide m (a move of
// another kind, or from a line of the royal piece).
func (p *Position) quickGivesCheck(m *Move) (check, ok bool) {
	c := &p.chk
	if c.epoch != p.epoch || m.Kind > DoubleStep {
		return false, false
	}
	mb := p.mb
	fi := mb.index(m.From)
	if c.lines>>(mb.bits.bitOf[fi]&63)&1 != 0 {
		return false, false
	}
	t := mb.sq[fi].Type()
	if m.Promo != 0 {
		t = m.Promo
	}
	return c.types[mb.bits.bitOf[mb.index(m.To)]&63]>>(t&MaxPieceTypes)&1 != 0, true
}

// dirAttacks reports whether a piece of tab's side attacks the mailbox
// index ti along the one direction d.
func (p *Position) dirAttacks(tab *attackTable, d *mbDir, ti int32) bool {
	b := &p.mb.sq
	bits := &tab.bits
	si := ti + d.delta
	q := b[si]
	if bits[q]&d.first != 0 {
		return true
	}
	if q != Empty {
		return false
	}
	switch d.kind {
	case mbLeap:
		return false
	case mbRide:
		for {
			si += d.delta
			if q = b[si]; q != Empty {
				break
			}
		}
		return bits[q]&d.far != 0
	}
	reach := d.dir.reach()
	for n := int32(2); n != reach+1 || reach == 0; n++ {
		si += d.delta
		if q = b[si]; q != Empty {
			return bits[q]&d.dir.mask(n) != 0
		}
	}
	return false
}

// givesCheckMailbox is GivesCheck for a plain move (kind Normal or
// DoubleStep) on the mailbox board, when every piece of the side to move
// attacks by simple rays; for a side with complex pieces it answers for
// the simple rays alone (attack_givescheck_complex.go), and leaves the
// check squares, which would answer for every piece, unfilled. When the
// opponent is not in check already (the usual case), only the directions
// from its royal piece through From or To can change: the move's direct
// check and a discovered one. Otherwise, or when an offset is reached by
// too many directions, every direction is scanned with the move made in
// place.
func (p *Position) givesCheckMailbox(m Move, tab *attackTable, them Color) bool {
	mb := p.mb
	b := &mb.sq
	fi, ti := mb.index(m.From), mb.index(m.To)
	ki := mb.index(p.royal[them])
	if c := &p.chk; tab.lineSq64 != nil && mb.mailboxGeo == p.v.geo && c.epoch != p.epoch && tab.complexTypes == 0 && !p.themInCheck(tab) {
		// Fill the check squares, which answer this question and the
		// position's next ones (quickGivesCheck).
		p.fillCheckSquares(tab, ki)
		if check, ok := p.quickGivesCheck(&m); ok {
			return check
		}
	}
	pc, old := b[fi], b[ti]
	after := pc.Moved()
	if m.Promo != 0 {
		after = NewPiece(m.Promo, p.side, false)
	}
	full := p.themInCheck(tab)
	var rf, rt relDirs
	if !full {
		df, dt := fi-ki, ti-ki
		if df < -lineOff || df > lineOff || dt < -lineOff || dt > lineOff {
			full = true
		} else {
			rf, rt = tab.rel[lineOff+df], tab.rel[lineOff+dt]
			full = rf.n == relOverflow || rt.n == relOverflow
		}
	}
	b[fi], b[ti] = Empty, after
	check := false
	if full {
		check = p.attackedMailboxAt(tab, ki, false)
	} else {
		for i := uint8(0); i < rt.n && !check; i++ {
			if d := &tab.mb[rt.idx[i]]; d.kind == mbLeap {
				check = tab.bits[b[ki+d.delta]]&d.first != 0
			} else {
				check = p.dirAttacks(tab, d, ki)
			}
		}
		for i := uint8(0); i < rf.n && !check; i++ {
			// A leap through From sees an empty square: no check.
			if d := &tab.mb[rf.idx[i]]; d.kind != mbLeap {
				check = p.dirAttacks(tab, d, ki)
			}
		}
	}
	b[fi], b[ti] = pc, old
	return check
}
