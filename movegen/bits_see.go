package movegen

import "math/bits"

// A quick first step of a static exchange evaluation (package search): what
// the opponent can answer a capture with on the captured square, told from
// the attack tables without making the capture. It works on the variant's
// own mailbox board of at most 64 squares (the boards with capFrom64) when
// every capture of both sides is a simple ray (no attack table has complex
// types) and checkers and pins decide legality; it steps aside (ReplyUnknown)
// everywhere else, on promotions and on moves of another kind than Normal.
//
// The moves it looks at are made in place on the mailbox array and undone,
// as attackedMailbox and givesCheckMailbox do; the bitboards are not
// touched, so they serve only as supersets of the side's pieces.

// ReplyVerdict is what FirstReply can tell about the answers to a capture.
type ReplyVerdict uint8

const (
	// ReplyUnknown: the quick test cannot tell; play the exchange out.
	ReplyUnknown ReplyVerdict = iota
	// ReplyNone: once the capture is made, the opponent has no legal plain
	// capture on its square.
	ReplyNone
	// ReplyBelow: the opponent has a legal plain capture on the square by a
	// piece of one of the types asked about.
	ReplyBelow
	// ReplyLast: the opponent has a legal plain capture on the square, and
	// whichever of its pieces takes there, the mover has no capture back
	// (no piece of its attacks the square, even with every piece of the
	// opponent's that attacks it gone).
	ReplyLast
)

// FirstReply tells, where it can, how the opponent may answer the capture
// m of the side to move on m.To once m is made: by no legal plain capture
// there (GenerateCapturesOn would list none), by one of a piece whose type
// has its bit (1<<type) in below, or by one after which the mover cannot
// take back. It allocates nothing.
//
// It leaves the position as the exchange played out with Make and Unmake
// up to the point it settles would: a capture taken back puts the captured
// piece last in its side's piece list, which orders generation (and so a
// search). On a verdict the victim of m goes last in its list, and on
// ReplyLast the piece that made m too, since then the exchange had gone as
// far as its recapture.
func (p *Position) FirstReply(m Move, below uint32) ReplyVerdict {
	mb := p.mb
	v := p.v
	if mb == nil || m.Kind != Normal || m.Promo != 0 || mb.mailboxGeo != v.geo || mb.capFrom64[0] == nil ||
		!v.fastLegal || v.attack[0].complexTypes|v.attack[1].complexTypes != 0 {
		return ReplyUnknown
	}
	them := p.side.Other()
	fi, si := mb.index(m.From), mb.index(m.To)
	if !p.hasK[them] || mb.zone[them][si] != 0 {
		return ReplyUnknown // a recapture there may promote
	}
	b := &mb.sq
	a := b[fi]
	b[fi] = Empty
	verdict := p.firstReply(si, them, below)
	b[fi] = a
	switch verdict {
	case ReplyLast:
		mb.toListEnd(p, fi)
		fallthrough
	case ReplyNone, ReplyBelow:
		mb.toListEnd(p, si)
	}
	return verdict
}

// toListEnd swaps the piece on the mailbox index i with the last of its
// side's list, as removing it and putting it back would order them.
func (mb *mailbox) toListEnd(p *Position, i int32) {
	col := mb.sq[i].Color()
	l := p.list[col]
	n := int16(len(l) - 1)
	slot := mb.slot[i]
	if slot == n {
		return
	}
	last := l[n]
	l[slot], l[n] = last, l[slot]
	mb.slot[mb.index(last)], mb.slot[i] = slot, n
}

// firstReply is FirstReply once the capture's moving piece has left the
// mailbox array (the board still holds the victim on si; the occupancy
// still has the moving piece where it stood).
func (p *Position) firstReply(si int32, them Color, below uint32) ReplyVerdict {
	mb := p.mb
	g := mb.bits
	replies := p.attackers64(&p.v.attack[them], them, si)
	if replies == 0 {
		return ReplyNone
	}
	ki := mb.index(p.royal[them])
	for bb := replies; bb != 0; bb &= bb - 1 {
		s := lowestBit(bb) & 63
		if below>>(mb.piece[s].Type()&31)&1 != 0 && p.replyLegal(g.index[s], si, ki) {
			return ReplyBelow
		}
	}
	if p.takesBack(replies, si) {
		return ReplyUnknown
	}
	for bb := replies; bb != 0; bb &= bb - 1 {
		s := lowestBit(bb) & 63
		if below>>(mb.piece[s].Type()&31)&1 == 0 && p.replyLegal(g.index[s], si, ki) {
			return ReplyLast
		}
	}
	return ReplyNone
}

// replyLegal reports whether the opponent's piece on the mailbox index fj
// may legally capture the mover's piece on si: its royal piece on ki (or on si, when it is the one taking) is then not attacked.
func (p *Position) replyLegal(fj, si, ki int32) bool {
	b := &p.mb.sq
	pc, old := b[fj], b[si]
	if fj == ki {
		ki = si
	}
	b[fj], b[si] = Empty, pc
	hit := p.attackedAt64(p.side, ki)
	b[fj], b[si] = pc, old
	return !hit
}

// takesBack reports whether a piece of the side to move (the capture's,
// off the board, aside) attacks si once every square of replies is emptied: whether it
// might capture back after any of the opponent's pieces there took.
func (p *Position) takesBack(replies uint64, si int32) bool {
	mb := p.mb
	b := &mb.sq
	idx := &mb.bits.index
	var saved [8]Piece
	if bits.OnesCount64(replies) > len(saved) {
		return true // more than saved can hold: assume it can
	}
	n := 0
	for bb := replies; bb != 0; bb &= bb - 1 {
		j := idx[lowestBit(bb)&63]
		saved[n&7], b[j] = b[j], Empty
		n++
	}
	hit := p.attackedAt64(p.side, si)
	n = 0
	for bb := replies; bb != 0; bb &= bb - 1 {
		b[idx[lowestBit(bb)&63]] = saved[n&7]
		n++
	}
	return hit
}

// attackedAt64 is attackedMailboxAt for side by's attack table on the
// mailbox index ti, over the mailbox array as it stands, looking only at
// the leaps and lines where the occupancy shows a piece of by (attackers64).
// The board may hold fewer of by's pieces than the occupancy, never more.
func (p *Position) attackedAt64(by Color, ti int32) bool {
	return p.attackers64(&p.v.attack[by], by, ti) != 0
}

// attackers64 is the set (bits of the board of at most 64 squares) of side
// by's pieces that attack the mailbox index ti along tab's directions over
// the mailbox array as it stands: attackedMailboxAt that lists every
// attacker instead of stopping at the first. The occupancy must hold every
// piece of by on the array (it may hold more): it only passes over the
// leaps and lines where no piece of by stands.
func (p *Position) attackers64(tab *attackTable, by Color, ti int32) uint64 {
	mb := p.mb
	b := &mb.sq
	bits := &tab.bits
	bitOf := &mb.bits.bitOf
	s := int(bitOf[ti] & 63)
	mine := mb.occ[by].lo
	var set uint64
	if p.v.geo.leapFrom[by][s].lo&mine != 0 {
		for _, d := range tab.mbLeaps {
			if j := ti + d.delta; bits[b[j]]&d.mask != 0 {
				set |= 1 << (bitOf[j] & 63)
			}
		}
	}
	lines := tab.mbLines
	rays := p.v.geo.lineRays64[by]
	if rays != nil {
		rays = rays[s*len(lines) : (s+1)*len(lines)]
	}
	for i := range lines {
		if rays != nil && rays[i]&mine == 0 {
			continue
		}
		d := &lines[i]
		j := ti + d.delta
		q := b[j]
		if bits[q]&d.first != 0 {
			set |= 1 << (bitOf[j] & 63)
			continue
		}
		if q != Empty {
			continue
		}
		switch d.kind {
		case mbRide:
			if d.far == 0 {
				continue
			}
			for {
				j += d.delta
				if q = b[j]; q != Empty {
					break
				}
			}
			if bits[q]&d.far != 0 {
				set |= 1 << (bitOf[j] & 63)
			}
		default:
			reach := d.dir.reach()
			for n := int32(2); n != reach+1 || reach == 0; n++ {
				j += d.delta
				if q = b[j]; q != Empty {
					if bits[q]&d.dir.mask(n) != 0 {
						set |= 1 << (bitOf[j] & 63)
					}
					break
				}
			}
		}
	}
	return set
}
