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
	if p.sp != nil && reach > 0 && p.sp.nearestOnLines(c, reach, dist, pcs) {
		return
	}
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

// nearestOnLines is NearestOnLines (reach > 0) on the sparse board from a
// square c inside the window when every ray's first piece lies inside it
// too, or none does and no piece stands outside the window: each of the
// four lines through c is read once and scanned both ways. It reports false,
// having changed nothing that NearestOnLines does not set again, otherwise.
func (s *sparse) nearestOnLines(c Coord, reach int64, dist *[8]int64, pcs *[8]Piece) bool {
	w := &s.win
	lx, ly := uint32(c.X-w.x0), uint32(c.Y-w.y0)
	if lx|ly >= winSize {
		return false
	}
	// The lines in lineSteps' order, each with c's place on it: the rank
	// (+x, −x), the file (+y, −y), the diagonal and the anti-diagonal, the
	// latter two scanned toward +x for (+1,+1) and (+1,−1).
	masks := [4]uint64{w.rank[ly], w.file[lx], w.diag[(lx-ly+winSize-1)&(2*winSize-1)], w.anti[(lx+ly)&(2*winSize-1)]}
	poss := [4]uint32{lx, ly, lx, lx}
	for i, d := range lineSteps {
		line, up := lineOfStep[i], d.X > 0 || (d.X == 0 && d.Y > 0)
		k, _, found := scanFrom(masks[line], poss[line], up)
		if !found {
			if s.count != 0 {
				return false
			}
			dist[i], pcs[i] = 0, Empty
			continue
		}
		if int64(k) > reach {
			dist[i], pcs[i] = 0, Empty
			continue
		}
		dist[i], pcs[i] = int64(k), w.sq[(uint32(int32(ly)+k*d.Y)<<winBits|uint32(int32(lx)+k*d.X))&(winArea-1)]
	}
	return true
}

// lineOfStep[i] is which of nearestOnLines' four lines lineSteps[i] runs
// along.
var lineOfStep = [8]uint8{0, 0, 1, 1, 2, 3, 3, 2}
