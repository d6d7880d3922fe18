package movegen

// Formations (Battle of Kadesh, infinite-plane.md): any 2×2 block of four
// knights of one colour may move as a queen, all four translating together by
// k·d. For every step before the last, the squares the block newly covers
// must be empty; on the last step they must be empty except at most one,
// which holds an enemy piece that is captured. Formations are not stored: a
// knight with the Formation primitive checks, when it is the block's
// lower-left corner, whether the other three are there.
//
// The squares a block newly covers at each step lie on two or three "lanes",
// lines parallel to d through the block's leading squares, so the first
// obstacle is found lane by lane: in the line index on the sparse board.

// blockOffsets are the four squares of a block relative to its lower-left.
var blockOffsets = [4]Vec{{0, 0}, {1, 0}, {0, 1}, {1, 1}}

// queenDirs are the eight directions a formation moves in.
var queenDirs = [8]Vec{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

// leadingOffsets returns the offsets of the squares a block newly covers at
// each step in direction d: those o with o + d outside the block.
func leadingOffsets(d Vec) (out [3]Vec, n int) {
	for _, o := range blockOffsets {
		q := o.add(d)
		if q.X < 0 || q.X > 1 || q.Y < 0 || q.Y > 1 {
			out[n] = o
			n++
		}
	}
	return out, n
}

// blockLeads is leadingOffsets of one direction, computed once.
type blockLeads struct {
	off [3]Vec
	n   int
}

// queenLeads[i] is leadingOffsets(queenDirs[i]). It never changes.
var queenLeads = func() (t [8]blockLeads) {
	for i, d := range queenDirs {
		t[i].off, t[i].n = leadingOffsets(d)
	}
	return t
}()

// formationAt reports whether the piece pc on from is the lower-left knight
// of a block of four.
func (p *Position) formationAt(from Coord, pc Piece) bool {
	if p.sp != nil {
		// Inside the sparse board's window the three squares are array
		// entries (what At reads there).
		w := &p.sp.win
		lx, ly := uint32(from.X-w.x0), uint32(from.Y-w.y0)
		if lx < winSize-1 && ly < winSize-1 {
			i, m := ly<<winBits|lx, pc.Moved()
			return w.sq[i+1].Moved() == m && w.sq[i+winSize].Moved() == m && w.sq[i+winSize+1].Moved() == m
		}
	}
	return p.formationAtSlow(from, pc)
}

// formationAtSlow is formationAt through At, for every board.
func (p *Position) formationAtSlow(from Coord, pc Piece) bool {
	for _, o := range blockOffsets[1:] {
		if p.At(from.Add(o)).Moved() != pc.Moved() {
			return false
		}
	}
	return true
}

// firstAlong returns the distance from c to the first piece along the unit
// step d (passing over ignore, NoCoord() for none) within limit steps.
func (p *Position) firstAlong(c Coord, d Vec, limit int32, ignore Coord) (int32, bool) {
	if p.sp != nil {
		fam, up, _ := lineDir(d)
		n := int32(0)
		for {
			m, ok := p.sp.nearest(c, fam, up)
			if !ok || n+m > limit {
				return 0, false
			}
			n += m
			c = c.Add(d.Scale(m))
			if c != ignore {
				return n, true
			}
		}
	}
	for n := int32(1); n <= limit; n++ {
		c = c.Add(d)
		q := p.At(c)
		if q == Offboard {
			return 0, false
		}
		if q != Empty && c != ignore {
			return n, true
		}
	}
	return 0, false
}

// blockLimit is how many steps along d the block at from can take and stay
// inside the board.
func (p *Position) blockLimit(from Coord, d Vec) int32 {
	if d.X >= -1 && d.X <= 1 && d.Y >= -1 && d.Y <= 1 {
		// A queen step: the block's leading edge decides, no division.
		b := p.bounds()
		limit := int32(2*MaxCoord + 1)
		switch d.X {
		case 1:
			limit = min(limit, b.X1-(from.X+1))
		case -1:
			limit = min(limit, from.X-b.X0)
		}
		switch d.Y {
		case 1:
			limit = min(limit, b.Y1-(from.Y+1))
		case -1:
			limit = min(limit, from.Y-b.Y0)
		}
		return limit
	}
	return p.blockLimitSlow(from, d)
}

// blockLimitSlow is blockLimit for any step: the least border distance of
// the block's four squares.
func (p *Position) blockLimitSlow(from Coord, d Vec) int32 {
	limit := int32(2*MaxCoord + 1)
	for _, o := range blockOffsets {
		limit = min(limit, borderDistance(p.bounds(), from.Add(o), d))
	}
	return limit
}

// genFormation adds the queen moves of the block whose lower-left knight
// stands on from.
func (p *Position) genFormation(ml *MoveList, from Coord) {
	enemy := &p.v.enemy[p.side]
	for di, d := range queenDirs {
		limit := p.blockLimit(from, d)
		lead, nl := &queenLeads[di].off, queenLeads[di].n
		// The first step at which a lane meets a piece.
		stop, blocked := limit+1, false
		for i := 0; i < nl; i++ {
			if t, ok := p.firstAlong(from.Add(lead[i]), d, limit, NoCoord()); ok && t < stop {
				stop, blocked = t, true
			}
		}
		if !blocked && p.open() && p.collectOpen(OpenRay{From: from, Step: d, Lo: 1, Formation: true}) {
			continue
		}
		p.addFormationQuiets(ml, from, d, stop-1)
		if !blocked {
			continue
		}
		// At step stop exactly one newly covered square may hold a piece,
		// and it must be an enemy.
		var victim Coord
		count := 0
		base := from.Add(d.Scale(stop))
		for i := 0; i < nl; i++ {
			sq := base.Add(lead[i])
			if q := p.At(sq); q != Empty {
				count++
				if !enemy[q] {
					count = 2
				}
				victim = sq
			}
		}
		if count == 1 {
			ml.Moves = append(ml.Moves, Move{From: from, To: base, Aux: victim, Kind: FormationCapture})
		}
	}
}

// addFormationQuiets adds the block's non-captures to steps 1..free: all of
// them inside a world border, the candidate steps on an open plane.
func (p *Position) addFormationQuiets(ml *MoveList, from Coord, d Vec, free int32) {
	if p.candidateMode() && free > nearSteps && p.rays == nil {
		var cs candidateSet
		p.rayCandidates(from, d, free, &cs)
		for i := 0; i < cs.n; i++ {
			ml.Moves = append(ml.Moves, Move{From: from, To: from.Add(d.Scale(cs.dist[i])), Kind: Formation})
		}
		return
	}
	for k := int32(1); k <= free; k++ {
		ml.Moves = append(ml.Moves, Move{From: from, To: from.Add(d.Scale(k)), Kind: Formation})
	}
}

// formationAttacks reports whether the block with lower-left knight on from
// could capture on target (which counts as occupied), with ignore counting
// as empty (NoCoord() for none).
func (p *Position) formationAttacks(from, target, ignore Coord) bool {
	return p.formationReaches(from, target, ignore, 0)
}

// formationThreat reports whether the block at from attacks target, or
// would once one piece moved away.
func (p *Position) formationThreat(from, target Coord) bool {
	return p.formationReaches(from, target, NoCoord(), 1)
}

// formationReaches reports whether, along some direction, target lies on a
// lane of the block at from and at most allowed pieces stand on the squares
// the block would newly cover on its way there (the target's lane before
// the target, the other lanes up to and including its step).
//
// A direction whose family of lines through the block misses target is
// skipped, and steps are counted without division (queen steps are units).
func (p *Position) formationReaches(from, target, ignore Coord, allowed int) bool {
	fams := blockLineFamilies(from, target)
	if fams == 0 {
		return false
	}
	for di, d := range queenDirs {
		if fams>>queenDirFamily[di]&1 == 0 {
			continue
		}
		lead, nl := &queenLeads[di].off, queenLeads[di].n
		limit := int32(-1) // blockLimit, once needed
		for i := 0; i < nl; i++ {
			k, ok := unitStepTo(from.Add(lead[i]), d, target)
			if !ok {
				continue
			}
			if limit < 0 {
				limit = p.blockLimit(from, d)
			}
			if k > limit {
				continue
			}
			blockers := 0
			for j := 0; j < nl && blockers <= allowed; j++ {
				reach := k
				if j == i {
					reach = k - 1 // the target itself does not block
				}
				blockers += p.piecesAlong(from.Add(lead[j]), d, reach, allowed+1-blockers, ignore)
			}
			if blockers <= allowed {
				return true
			}
		}
	}
	return false
}

// queenDirFamily[i] is the line family of queenDirs[i].
var queenDirFamily = [8]int{fileLine, diagLine, rankLine, antiLine, fileLine, diagLine, rankLine, antiLine}

// unitStepTo is stepTo for a step d whose components are -1, 0 or 1: the
// quotient is a product.
func unitStepTo(from Coord, d Vec, q Coord) (int32, bool) {
	dx, dy := int64(q.X)-int64(from.X), int64(q.Y)-int64(from.Y)
	t := dy * int64(d.Y)
	if d.X != 0 {
		t = dx * int64(d.X)
	}
	if t < 1 || dx != t*int64(d.X) || dy != t*int64(d.Y) {
		return 0, false
	}
	return int32(t), true
}

// planFormation adds to cp, for the block at from, the rectangle it sweeps
// toward the king along each direction in which it attacks the king or
// would once one piece moved away (formationReaches with one piece
// allowed in its way): the squares whose change could change that attack.
func (p *Position) planFormation(from, king Coord, cp *complexPlan) {
	if !onBlockLines(from, king) {
		return
	}
	for di, d := range queenDirs {
		lead, nl := &queenLeads[di].off, queenLeads[di].n
		limit := p.blockLimit(from, d)
		for i := 0; i < nl; i++ {
			k, ok := stepTo(from.Add(lead[i]), d, king)
			if !ok || k > limit {
				continue
			}
			blockers := 0
			for j := 0; j < nl && blockers <= 1; j++ {
				reach := k
				if j == i {
					reach = k - 1
				}
				blockers += p.piecesAlong(from.Add(lead[j]), d, reach, 2-blockers, NoCoord())
			}
			if blockers <= 1 {
				to := from.Add(d.Scale(k))
				cp.addRect(min(from.X, to.X), min(from.Y, to.Y), max(from.X, to.X)+1, max(from.Y, to.Y)+1)
			}
		}
	}
}

// onBlockLines reports whether target lies on a rank, file, diagonal or
// anti-diagonal through a square of the block at from: every lane of the
// block lies on one, so a target off them all is never reached.
func onBlockLines(from, target Coord) bool {
	// blockLineFamilies(from, target) != 0, as four unsigned range tests.
	dx, dy := int64(target.X)-int64(from.X), int64(target.Y)-int64(from.Y)
	return uint64(dy) <= 1 || uint64(dx) <= 1 || uint64(dx-dy+1) <= 2 || uint64(dx+dy) <= 2
}

// blockLineFamilies returns the families (a bit per family) of the lines
// through the squares of the block at from that target lies on.
func blockLineFamilies(from, target Coord) uint8 {
	dx, dy := int64(target.X)-int64(from.X), int64(target.Y)-int64(from.Y)
	var fams uint8
	if dy == 0 || dy == 1 {
		fams |= 1 << rankLine
	}
	if dx == 0 || dx == 1 {
		fams |= 1 << fileLine
	}
	if dx-dy >= -1 && dx-dy <= 1 {
		fams |= 1 << diagLine
	}
	if dx+dy >= 0 && dx+dy <= 2 {
		fams |= 1 << antiLine
	}
	return fams
}

// piecesAlong counts the pieces on the first reach squares from c along d
// (not counting ignore, NoCoord() for none), stopping at most.
func (p *Position) piecesAlong(c Coord, d Vec, reach int32, most int, ignore Coord) int {
	n := 0
	for n < most {
		t, ok := p.firstAlong(c, d, reach, ignore)
		if !ok {
			break
		}
		n++
		c = c.Add(d.Scale(t))
		reach -= t
	}
	return n
}

// moveBlock moves the four knights of a block by v, front ones first so that
// no knight lands on another, and returns the change of the Zobrist key.
func (p *Position) moveBlock(from Coord, v Vec) uint64 {
	var key uint64
	order := blockOffsets
	// Sort the offsets by how far they lie in direction v, largest first.
	for i := 1; i < 4; i++ {
		for j := i; j > 0 && dot(order[j], v) > dot(order[j-1], v); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	for _, o := range order {
		sq := from.Add(o)
		pc := p.At(sq)
		key ^= pieceKey(pc, sq) ^ pieceKey(pc, sq.Add(v))
		p.relocate(sq, sq.Add(v), pc)
	}
	return key
}
