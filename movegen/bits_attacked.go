package movegen

import "math/bits"

// attacked64 is attackedMailbox on the variant's own board of at most 64
// squares, from the bitboards (attackers64). ci is the target's mailbox
// index, a square of the board; ign the ignored square's bit (0 for
// none). The occupancy must be the board's.
func (p *Position) attacked64(tab *attackTable, by Color, ci int32, ign uint64) bool {
	mb := p.mb
	all := (mb.occ[0].lo | mb.occ[1].lo) &^ ign
	return p.attackers64(tab, by, ci, all, mb.occ[by&1].lo&^ign, true) != 0
}

// attackers64 is the set (bits of the board) of side by's pieces that
// attack the mailbox index ti along tab's directions over the occupancy
// all, of which mine are by's, on the variant's own board of at most 64
// squares; with first it stops at the first it finds. all may be the
// board's with squares taken off (each piece on the rest stands where the
// board has it, or is replaced by one of the same side). The leaps are
// looked at only when a piece of mine stands where one could come from,
// and each line only when its squares from the target (lineRays64) hold
// one, whose nearest piece to the target is found by a bit scan instead of
// a walk.
func (p *Position) attackers64(tab *attackTable, by Color, ti int32, all, mine uint64, first bool) uint64 {
	mb := p.mb
	g := mb.bits
	s := int(g.bitOf[ti] & 63)
	tb := &tab.bits
	var set uint64
	if p.v.geo.leapFrom[by][s].lo&mine != 0 {
		b := &mb.sq
		for _, d := range tab.mbLeaps {
			j := ti + d.delta
			if bit := uint64(1) << (g.bitOf[j] & 63); tb[b[j]]&d.mask != 0 && mine&bit != 0 {
				if set |= bit; first {
					return set
				}
			}
		}
	}
	lines := tab.mbLines
	rays := p.v.geo.lineRays64[by][s*len(lines) : (s+1)*len(lines)]
	for i := range rays {
		r := rays[i]
		if r&mine == 0 {
			continue
		}
		d := &lines[i]
		h := r & all // not empty: it holds a piece of mine
		// The nearest piece is the lowest of the ray's pieces on a line
		// going up, the highest on one going down; near: the squares of
		// the ray up to it, included.
		var nb int
		var near uint64
		if d.delta > 0 {
			nb = bits.TrailingZeros64(h)
			near = r & (h ^ (h - 1))
		} else {
			nb = 63 - bits.LeadingZeros64(h)
			near = r &^ (1<<nb - 1)
		}
		q := mb.piece[nb&63]
		var mask uint32
		switch {
		case d.kind == mbRide && near&(near-1) == 0: // the first square
			mask = d.first
		case d.kind == mbRide:
			mask = d.far
		default:
			mask = d.dir.mask(int32(bits.OnesCount64(near)))
		}
		if tb[q]&mask != 0 && mine>>(nb&63)&1 != 0 {
			if set |= 1 << (nb & 63); first {
				return set
			}
		}
	}
	return set
}
