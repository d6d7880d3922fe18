package movegen

// Make plays m, which must be pseudo-legal in the position (as produced by
// Generate or checked by ParseMove). It allocates nothing once the undo stack
// has grown to the game's length.
func (p *Position) Make(m Move) {
	if p.mb != nil && m.Kind <= DoubleStep {
		p.makePlainMailbox(m)
		return
	}
	pc := p.At(m.From)
	u := undo{move: m, moved: pc, ep: p.ep, epVictim: p.epVictim,
		halfmove: int32(p.halfmove), key: p.key}
	key := p.key
	if p.ep != NoCoord() {
		key ^= epKey(p.ep)
		p.ep = NoCoord()
	}
	p.halfmove++

	switch m.Kind {
	case EnPassant, Locust, FormationCapture:
		u.capSq = m.Aux
	default:
		u.capSq = m.To
	}
	if m.Kind != Castle && m.Kind != Formation {
		if victim := p.At(u.capSq); victim != Empty {
			u.captured = victim
			key ^= pieceKey(victim, u.capSq)
			u.capSlot = p.remove(u.capSq, victim)
			p.halfmove = 0
		}
	}

	if m.Kind == Formation || m.Kind == FormationCapture {
		key ^= p.moveBlock(m.From, m.To.Sub(m.From))
	} else {
		after := pc.Moved()
		if m.Promo != 0 {
			after = NewPiece(m.Promo, p.side, false)
		}
		key ^= pieceKey(pc, m.From) ^ pieceKey(after, m.To)
		p.relocate(m.From, m.To, after)
		if p.v.def.Pieces[pc.Type()-1].Pawn {
			p.halfmove = 0
		}
	}

	switch m.Kind {
	case Castle:
		partner := p.At(m.Aux)
		u.partner = partner
		to := p.castlePartnerTarget(m)
		moved := partner.Moved()
		key ^= pieceKey(partner, m.Aux) ^ pieceKey(moved, to)
		p.relocate(m.Aux, to, moved)
	case DoubleStep:
		p.ep, p.epVictim = m.Aux, m.To
		key ^= epKey(m.Aux)
	}

	if p.side == Black {
		p.fullmove++
	}
	p.side = p.side.Other()
	p.epoch++
	p.key = key ^ sideKey
	p.undo = append(p.undo, u)
}

// castlePartnerTarget is where the castling partner lands: next to the
// king's destination, on the side the king came from.
func (p *Position) castlePartnerTarget(m Move) Coord {
	if m.To.X > m.From.X {
		return Coord{m.To.X - 1, m.To.Y}
	}
	return Coord{m.To.X + 1, m.To.Y}
}

// Unmake takes back the last move made, a null move included. With
// nothing to take back it does nothing.
func (p *Position) Unmake() {
	n := len(p.undo) - 1
	if n < 0 {
		return
	}
	u := &p.undo[n]
	if u.null {
		p.UnmakeNull()
		return
	}
	m := u.move
	p.side = p.side.Other()
	p.epoch++
	if p.side == Black {
		p.fullmove--
	}
	if m.Kind == Castle {
		to := p.castlePartnerTarget(m)
		p.relocate(to, m.Aux, u.partner)
	}
	if m.Kind == Formation || m.Kind == FormationCapture {
		p.moveBlock(m.To, m.From.Sub(m.To))
	} else {
		p.relocate(m.To, m.From, u.moved)
	}
	if u.captured != Empty {
		p.putBack(u.capSq, u.captured, u.capSlot)
	}
	p.ep, p.epVictim = u.ep, u.epVictim
	p.halfmove = int(u.halfmove)
	p.key = u.key
	p.undo = p.undo[:n]
}

// MakeNull passes the turn without moving (for search); UnmakeNull undoes it.
func (p *Position) MakeNull() {
	u := undo{ep: p.ep, epVictim: p.epVictim, halfmove: int32(p.halfmove), key: p.key,
		null: true, prevNull: p.lastNull}
	if p.ep != NoCoord() {
		p.key ^= epKey(p.ep)
		p.ep = NoCoord()
	}
	p.halfmove++
	p.side = p.side.Other()
	p.epoch++
	p.key ^= sideKey
	p.undo = append(p.undo, u)
	p.lastNull = int32(len(p.undo))
}

// UnmakeNull takes back MakeNull. It is Unmake under another name: the
// undo record knows whether the last move was a null move.
func (p *Position) UnmakeNull() {
	n := len(p.undo) - 1
	if n < 0 {
		return
	}
	u := &p.undo[n]
	if !u.null {
		p.Unmake()
		return
	}
	p.side = p.side.Other()
	p.epoch++
	p.ep, p.epVictim = u.ep, u.epVictim
	p.halfmove = int(u.halfmove)
	p.key = u.key
	p.lastNull = u.prevNull
	p.undo = p.undo[:n]
}

// KeyAfter returns the key the position will have once m (pseudo-legal,
// as for Make) is made, and true, when that is cheap to know beforehand:
// a move of kind Normal or DoubleStep on the mailbox board. Otherwise it
// returns false. A search uses it to start loading the child's table
// entry before the move is made (MakeKnown).
func (p *Position) KeyAfter(m Move) (uint64, bool) {
	if p.mb == nil || m.Kind > DoubleStep {
		return 0, false
	}
	return p.plainKeyAfter(m), true
}

// plainKeyAfter is the key after the move m of kind Normal or DoubleStep
// on the mailbox board: the steps of makePlainKeyed on the key alone, the
// piece keys from the salt table.
func (p *Position) plainKeyAfter(m Move) uint64 {
	mb := p.mb
	pc := mb.sq[mb.index(m.From)]
	key := p.key ^ sideKey ^ mb.pieceKey(pc, m.From)
	if p.ep != NoCoord() {
		key ^= epKey(p.ep)
	}
	if victim := mb.sq[mb.index(m.To)]; victim != Empty {
		key ^= mb.pieceKey(victim, m.To)
	}
	after := pc.Moved()
	if m.Promo != 0 {
		after = NewPiece(m.Promo, p.side, false)
	}
	key ^= mb.pieceKey(after, m.To)
	if m.Kind == DoubleStep {
		key ^= epKey(m.Aux)
	}
	return key
}

// makePlainMailbox is Make for a move of kind Normal or DoubleStep on the
// mailbox board.
func (p *Position) makePlainMailbox(m Move) { p.MakeKnown(m, p.plainKeyAfter(m)) }

// MakeKnown is Make(m) for a move whose KeyAfter answered key (true): it
// takes the key instead of working it out again. Any other key would leave
// the position with a wrong one. On the mailbox board it is Make's steps
// on array indexes.
func (p *Position) MakeKnown(m Move, key uint64) {
	mb := p.mb
	if mb == nil || m.Kind > DoubleStep {
		p.Make(m)
		return
	}
	fi, ti := mb.index(m.From), mb.index(m.To)
	pc := mb.sq[fi]
	u := undo{move: m, moved: pc, capSq: m.To, ep: p.ep, epVictim: p.epVictim,
		halfmove: int32(p.halfmove), key: p.key}
	p.ep = NoCoord()
	p.halfmove++
	if victim := mb.sq[ti]; victim != Empty {
		u.captured = victim
		u.capSlot = p.remove(m.To, victim)
		p.halfmove = 0
	}
	after := pc.Moved()
	if m.Promo != 0 {
		after = NewPiece(m.Promo, p.side, false)
	}
	p.relocate(m.From, m.To, after)
	if p.v.def.Pieces[pc.Type()-1].Pawn {
		p.halfmove = 0
	}
	if m.Kind == DoubleStep {
		p.ep, p.epVictim = m.Aux, m.To
	}
	if p.side == Black {
		p.fullmove++
	}
	p.side = p.side.Other()
	p.epoch++
	p.key = key
	p.undo = append(p.undo, u)
}
