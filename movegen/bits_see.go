package movegen

// A quick first step of a static exchange evaluation (package search): what
// the opponent can answer a capture with on the captured square, told from
// the attack tables without making the capture. It works on the variant's
// own mailbox board of at most 64 squares (the boards with capFrom64) when
// every capture of both sides is a simple ray (no attack table has complex
// types) and checkers and pins decide legality; it steps aside (ReplyUnknown)
// everywhere else, on promotions and on moves of another kind than Normal.
//
// The moves it looks at are made in thought only, on occupancy words
// (attackers64): the board is not touched.

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
	// ReplyAttacked: pieces of the opponent's attack the square once the
	// capture is made (their captures may be illegal); the quick test
	// cannot tell more: play the exchange out.
	ReplyAttacked
)

// FirstReply tells, where it can, how the opponent may answer the capture
// m of the side to move on m.To once m is made: by no legal plain capture
// there (GenerateCapturesOn would list none), by one of a piece whose type
// has its bit (1<<type) in below, or by one after which the mover cannot
// take back. It allocates nothing and leaves the position as it was, as
// playing the exchange out with Make and Unmake does (Unmake restores the
// pieces' lists exactly).
func (p *Position) FirstReply(m Move, below uint32) ReplyVerdict {
	mb := p.mb
	v := p.v
	if mb == nil || m.Kind != Normal || m.Promo != 0 || mb.mailboxGeo != v.geo || mb.capFrom64[0] == nil ||
		!v.fastLegal || v.attack[0].complexTypes|v.attack[1].complexTypes != 0 || v.geo.lineRays64[0] == nil ||
		v.geo.lineRays64[1] == nil {
		return ReplyUnknown
	}
	them := p.side.Other()
	fi, si := mb.index(m.From), mb.index(m.To)
	if !p.hasK[them] || mb.zone[them][si] != 0 {
		return ReplyUnknown // a recapture there may promote
	}
	return p.firstReply(fi, si, them, below)
}

// firstReply is FirstReply's verdict for the capture from the mailbox
// index fi to si, by the bitboards with the capture made in thought: the
// square fi empty, the victim's square holding the capturing piece.
func (p *Position) firstReply(fi, si int32, them Color, below uint32) ReplyVerdict {
	mb := p.mb
	g := mb.bits
	us := p.side
	from := uint64(1) << (g.bitOf[fi] & 63)
	all := (mb.occ[0].lo | mb.occ[1].lo) &^ from
	ours := mb.occ[us&1].lo &^ from
	replies := p.attackers64(&p.v.attack[them], them, si, all, mb.occ[them&1].lo, false)
	if replies == 0 {
		return ReplyNone
	}
	ki := mb.index(p.royal[them])
	for bb := replies; bb != 0; bb &= bb - 1 {
		s := lowestBit(bb) & 63
		if below>>(mb.piece[s].Type()&31)&1 != 0 && p.replyLegal(g.index[s], si, ki, all, ours) {
			return ReplyBelow
		}
	}
	if p.attackers64(&p.v.attack[us], us, si, all&^replies, ours, true) != 0 {
		// The mover may take back after one of them: the exchange goes on.
		return ReplyAttacked
	}
	for bb := replies; bb != 0; bb &= bb - 1 {
		s := lowestBit(bb) & 63
		if below>>(mb.piece[s].Type()&31)&1 == 0 && p.replyLegal(g.index[s], si, ki, all, ours) {
			return ReplyLast
		}
	}
	return ReplyNone
}

// replyLegal reports whether the opponent's piece on the mailbox index fj
// may legally capture the mover's piece on si, over the occupancy all
// (the capture made) of which ours are the mover's: its royal piece on ki
// (or on si, when it is the one taking) is then not attacked.
func (p *Position) replyLegal(fj, si, ki int32, all, ours uint64) bool {
	if fj == ki {
		ki = si
	}
	all &^= 1 << (p.mb.bits.bitOf[fj] & 63)
	return p.attackers64(&p.v.attack[p.side], p.side, ki, all, ours, true) == 0
}
