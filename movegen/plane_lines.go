package movegen

// lineSteps are the eight unit queen steps in the order NearestOnLines
// reports them.
var lineSteps = [8]Vec{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}}

// NearestOnLines finds, along each of the eight unit queen steps from c (a
// square on the board) — the orthogonal ones (+x, −x, +y, −y), then the
// diagonal ones ((+1,+1), (−1,+1), (+1,−1), (−1,−1)), in that order — the
// first piece at most reach steps away: dist[i] is its distance and pcs[i]
// the piece, or dist[i] = 0 and pcs[i] = Empty when no piece stands within
// reach on that ray. On the sparse board each ray is a bit scan of the
// window or one line-index look-up, whatever reach is; on the mailbox it
// walks at most reach squares. It allocates nothing.
func (p *Position) NearestOnLines(c Coord, reach int64, dist *[8]int64, pcs *[8]Piece) {
	for i, d := range lineSteps {
		dist[i], pcs[i] = 0, Empty
		if reach <= 0 {
			continue
		}
		if p.sp != nil {
			k, ok := p.firstPiece(c, d)
			if ok && int64(k) <= reach {
				dist[i], pcs[i] = int64(k), p.sp.at(c.Add(d.Scale(k)))
			}
			continue
		}
		sq := c
		for t := int64(1); t <= reach; t++ {
			sq = sq.Add(d)
			pc := p.At(sq)
			if pc == Offboard {
				break
			}
			if pc != Empty {
				dist[i], pcs[i] = t, pc
				break
			}
		}
	}
}
