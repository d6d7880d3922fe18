package movegen

import "math/bits"

// attacked64 is attackedMailbox on the variant's own board of at most 64
// squares, from the bitboards: the leaps are looked at only when a piece
// of by stands where one could come from, and each line only when its
// squares from the target (attack_mailbox.go's lineRays64) hold a piece of
// by, whose nearest piece to the target is then found by a bit scan
// instead of a walk. ci is the target's mailbox index, a square of the
// board; ii the ignored square's (-1 for none) and ign its bit (0 for
// none). The occupancy must be the board's.
func (p *Position) attacked64(tab *attackTable, by Color, ci, ii int32, ign uint64) bool {
	mb := p.mb
	s := int(mb.bits.bitOf[ci] & 63)
	mine := mb.occ[by&1].lo &^ ign
	tb := &tab.bits
	if p.v.geo.leapFrom[by][s].lo&mine != 0 {
		b := &mb.sq
		for _, d := range tab.mbLeaps {
			if j := ci + d.delta; tb[b[j]]&d.mask != 0 && j != ii {
				return true
			}
		}
	}
	lines := tab.mbLines
	rays := p.v.geo.lineRays64[by][s*len(lines) : (s+1)*len(lines)]
	all := (mb.occ[0].lo | mb.occ[1].lo) &^ ign
	for i := range rays {
		r := rays[i]
		if r&mine == 0 {
			continue
		}
		d := &lines[i]
		h := r & all // not empty: it holds a piece of by
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
		switch {
		case d.kind == mbRide && near&(near-1) == 0: // the first square
			if tb[q]&d.first != 0 {
				return true
			}
		case d.kind == mbRide:
			if tb[q]&d.far != 0 {
				return true
			}
		default:
			if tb[q]&d.dir.mask(int32(bits.OnesCount64(near))) != 0 {
				return true
			}
		}
	}
	return false
}
