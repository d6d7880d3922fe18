package movegen

// The evaluation asks for every piece's activity at every node, and most
// pieces' rays see the same squares as at the node evaluated before: a move
// changes two or three squares. actCache keeps the ray part of
// PieceActivity on the sparse board (activitySparse) for recent pieces,
// with the count of board changes at which it was last known to hold. The
// sparse board logs every square it changes (put, remove, move) in a ring;
// an entry is reused only while none of the squares changed since lies
// where the piece's rays look:
//   - along a unit queen step d it rides, within the farthest step a ray
//     along d examined (ext: up to its blocker, its range or a wall);
//   - for its other rays (leaps, single steps, short rides), within a box
//     around it that holds every square they can examine (actReach.box).
//
// The test is conservative, so a cached answer is always the one
// activitySparse would give now. A piece with a long ride off the queen
// lines is not cached.

const (
	actLogSize = 128 // board changes remembered (a power of two)
	actBits    = 9
	actSlots   = 1 << actBits // entries, indexed by a hash of the square
	// actBoxMax bounds the box of a cacheable piece's other rays.
	actBoxMax = 8
	// extFar stands for a ray that examined extFar or more steps: any
	// change along its line may matter.
	extFar = 255
)

// actEntry is the ray part of one piece's activity, and how far its rays
// along each unit queen step looked (indexed by queenDir).
type actEntry struct {
	from, zone  Coord
	stamp       uint64 // 1 + the change count it is known to hold at; 0: empty
	moves, hits int32
	rayCap      int32
	pc          Piece
	ext         [9]uint8
	// boxOnly marks an entry whose rays along the queen steps examined
	// nothing (every ext is 0): only the box can see a change.
	boxOnly bool
	// ends is where the rays ended: with ends.ok the entry answers for
	// another zone too, its zone hits counted again (zoneHitsAgain).
	ends rayEnds
}

// actReach says how a piece type's rays can be cached: box is the
// half-width of the box holding every square its rays other than rides
// along unit queen steps examine; ready marks a computed value, cacheable
// a piece whose rays all fit (a long ride off the queen lines does not).
type actReach struct {
	box       int32
	ready     bool
	cacheable bool
}

// actChange is one entry of the change log: the square and what stood on
// it before.
type actChange struct {
	c      Coord
	before Piece
}

// actCache is the sparse board's activity cache and its change log.
//
// At the first look-up after some changes, the log's part since the
// previous look-up (seen) is compacted to the squares whose contents differ
// from what they held then (each once): a move made and taken back by the
// legality test, or the undoing of one sibling's move where the next one
// leaves a square as it was, leaves nothing to scan. That is exact, since
// every entry was last known to hold at or before the previous look-up.
// Compaction rewrites ring slots, so entries older than floor can no longer
// be checked.
type actCache struct {
	changes uint64 // length of the log so far
	seen    uint64 // changes at the latest look-up
	floor   uint64 // log entries before this index may be overwritten
	log     [actLogSize]actChange
	e       [actSlots]actEntry
	reach   [256]actReach // by piece, filled on first use
	// pawns is the evaluation's pawn memo (PawnMemo), kept here with the
	// rest of what the evaluation leaves in the position.
	pawns PawnMemo
}

// note records that the contents of c, where before stood, change.
func (a *actCache) note(c Coord, before Piece) {
	a.log[a.changes&(actLogSize-1)] = actChange{c, before}
	a.changes++
}

// compact compacts the log since seen (see actCache) against the board s:
// a square's first entry since seen holds what stood there at seen, and it
// is kept, once, when the square holds something else now.
func (s *sparse) compact() {
	a := &s.act
	old := a.changes
	if old-a.seen > actLogSize {
		a.seen = old // lost anyway: every entry before it fails its check
		return
	}
	var keep [actLogSize / 64]uint64 // by offset from seen
	var firsts squareSet
	for i := a.seen; i != old; i++ {
		ch := a.log[i&(actLogSize-1)]
		if firsts.add(&a.log, a.seen, i) && s.at(ch.c) != ch.before {
			k := i - a.seen
			keep[k>>6] |= 1 << (k & 63)
		}
	}
	n := a.seen // kept entries move down to seen..n−1
	for i := a.seen; i != old; i++ {
		if k := i - a.seen; keep[k>>6]>>(k&63)&1 != 0 {
			a.log[n&(actLogSize-1)] = a.log[i&(actLogSize-1)]
			n++
		}
	}
	// The slots of n..old−1 now alias indexes below old − actLogSize.
	if old > actLogSize {
		a.floor = max(a.floor, old-actLogSize)
	}
	a.changes, a.seen = n, n
}

// squareSet is the set of squares of the log entries since seen that
// compact has looked at, as an open-addressed table of their offsets from
// seen (plus one; 0 marks a free slot) by a hash of the square. It holds at
// most actLogSize entries in twice as many slots, so a probe always ends.
type squareSet struct {
	slot [2 * actLogSize]uint8
}

// add reports whether the square of log entry i is in none of the entries
// seen..i−1 added before, and adds it.
func (q *squareSet) add(log *[actLogSize]actChange, seen, i uint64) bool {
	c := log[i&(actLogSize-1)].c
	h := (uint32(c.X)*0x9e3779b1 ^ uint32(c.Y)*0x85ebca77) >> 24
	for {
		k := q.slot[h%(2*actLogSize)]
		if k == 0 {
			q.slot[h%(2*actLogSize)] = uint8(i-seen) + 1
			return true
		}
		if log[(seen+uint64(k)-1)&(actLogSize-1)].c == c {
			return false
		}
		h++
	}
}

// reachOf returns the reach of the piece pc with program prog.
func (a *actCache) reachOf(pc Piece, prog *Program) actReach {
	r := &a.reach[pc]
	if !r.ready {
		*r = computeReach(prog)
	}
	return *r
}

// computeReach works out a program's reach (actReach).
func computeReach(prog *Program) actReach {
	rc := actReach{ready: true, cacheable: true}
	for i := range prog.Rays {
		r := &prog.Rays[i]
		if unitQueenStep(r.Step) && r.Long {
			continue // activitySparse reports its extent
		}
		ax, ay := abs32(r.Step.X), abs32(r.Step.Y)
		if r.Max > 0 && int64(max(ax, ay))*int64(r.Max) <= actBoxMax {
			rc.box = max(rc.box, max(ax, ay)*r.Max)
			continue
		}
		if !unitQueenStep(r.Step) {
			rc.cacheable = false
		} // else an endless ride not from the first step: its extent is reported
	}
	return rc
}

// queenDir indexes the unit queen steps 0..8 by (dx+1)·3 + dy+1; any other
// step gets 4, the index of the null step.
func queenDir(d Vec) int {
	if !unitQueenStep(d) {
		return 4
	}
	return int((d.X+1)*3 + d.Y + 1)
}

// actSlot returns the entry index for a piece on from.
func actSlot(from Coord) uint32 {
	h := uint32(from.X)*0x9e3779b1 + uint32(from.Y)*0x85ebca77
	return h >> (32 - actBits)
}

// activitySparseCached is activitySparse for the piece pc on from, answered
// from the cache when no change since the entry was made can matter. A
// piece whose rays are all leaps the rows hold (plane_actleaps.go) is
// counted afresh instead, which costs less than the look-up.
func (p *Position) activitySparseCached(prog *Program, pc Piece, enemy *[256]bool, from, zone Coord, rayCap int32) (moves, zoneHits int) {
	if al := prog.actLeaps; al != nil && len(al.other) == 0 {
		// Only leaps: the rows count them for less than a look-up.
		w := &p.sp.win
		if lx, ly := uint32(from.X-w.x0), uint32(from.Y-w.y0); !w.walled && al.fits(lx, ly) {
			return w.leapActivity(al, lx, ly, from, zone, enemy)
		}
	}
	a := &p.sp.act
	if a.seen != a.changes {
		p.sp.compact()
	}
	rc := a.reachOf(pc, prog)
	if !rc.cacheable {
		var ext [9]uint8
		var ends rayEnds
		return p.activitySparse(prog, enemy, from, zone, rayCap, &ext, &ends)
	}
	e := &a.e[actSlot(from)]
	if e.stamp != 0 && e.from == from && e.pc == pc && e.rayCap == rayCap &&
		(e.zone == zone || e.ends.ok) && a.unchangedFor(e, rc.box) {
		if e.zone != zone {
			// The rays see what they saw: only the zone hits change (at
			// most three squares of a zone lie on one ray).
			e.zone, e.hits = zone, int32(zoneHitsAgain(prog, &e.ends, from, zone))
		}
		e.stamp = a.changes + 1
		return int(e.moves), int(e.hits)
	}
	var ext [9]uint8
	moves, zoneHits = p.activitySparse(prog, enemy, from, zone, rayCap, &ext, &e.ends)
	if int64(int32(moves)) != int64(moves) || int64(int32(zoneHits)) != int64(zoneHits) {
		e.stamp = 0 // too large to hold (a huge rayCap)
		return moves, zoneHits
	}
	e.from, e.zone, e.stamp, e.moves, e.hits = from, zone, a.changes+1, int32(moves), int32(zoneHits)
	e.rayCap, e.pc, e.ext, e.boxOnly = rayCap, pc, ext, ext == [9]uint8{}
	return moves, zoneHits
}

// unchangedFor reports whether no square changed since e was last known to
// hold lies where e's piece looks (box: actReach.box).
func (a *actCache) unchangedFor(e *actEntry, box int32) bool {
	since := e.stamp - 1
	if a.changes-since > actLogSize || since < a.floor {
		return false
	}
	fx, fy, b := int64(e.from.X), int64(e.from.Y), int64(box)
	if e.boxOnly {
		// What the loop below decides when every ext is 0: a change
		// matters only inside the box, the piece's own square aside.
		for i := since; i != a.changes; i++ {
			c := a.log[i&(actLogSize-1)].c
			dx, dy := int64(c.X)-fx, int64(c.Y)-fy
			if uint64(dx+b) <= uint64(2*b) && uint64(dy+b) <= uint64(2*b) && dx|dy != 0 {
				return false
			}
		}
		return true
	}
	for i := since; i != a.changes; i++ {
		c := a.log[i&(actLogSize-1)].c
		dx, dy := int64(c.X)-fx, int64(c.Y)-fy
		if dx != 0 && dy != 0 && dx != dy && dx != -dy {
			// Off the queen lines through the piece: only the box matters.
			if uint64(dx+b) <= uint64(2*b) && uint64(dy+b) <= uint64(2*b) {
				return false
			}
			continue
		}
		// On a queen line, t steps away along the unit step (sx, sy).
		sx, sy := sign64(dx), sign64(dy)
		t := dx * sx
		if t == 0 {
			if t = dy * sy; t == 0 {
				continue // the piece's own square
			}
		}
		if t <= b {
			return false
		}
		if x := e.ext[(sx+1)*3+sy+1]; x == extFar || t <= int64(x) {
			return false
		}
	}
	return true
}

// sign64 is −1, 0 or 1 by the sign of x.
func sign64(x int64) int64 {
	return (x >> 63) | int64(uint64(-x)>>63)
}
