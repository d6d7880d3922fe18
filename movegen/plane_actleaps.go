package movegen

import "math/bits"

// Most rays of the plane's pieces (a hawk's sixteen, a knight's, a king's)
// are plain leaps: one square, moving or capturing. activitySparse would
// read each square; for a piece far enough from the window's edges the
// leaps are counted instead from rows of bits over the window's rank masks
// (as attackedSparse's leaps, attack_sparseleaps.go): every target square
// that is empty or holds an enemy counts a move, and every target within a
// king step of the zone's centre a zone hit. Only the occupied targets are
// read.

// actLeaps is a program's plain leaps as rows of bits, and its other rays.
type actLeaps struct {
	// r is the largest |dx| or |dy| of a leap; n counts the leaps.
	r, n uint32
	// rows[dy+r] has bit dx+r set for the leap by (dx, dy); live lists
	// the rows that hold one.
	rows [leapSpan]uint64
	live liveRows
	// other are the program's rays the rows do not hold, in their order.
	other []Ray
	// ray[row·leapSpan + col] is the index in Rays of the leap a bit stands
	// for, and otherRays has bit i set for each ray i the rows do not hold,
	// when the program has at most 64 rays (indexed).
	ray       [leapSpan * leapSpan]uint8
	otherRays uint64
	indexed   bool
	// steps are the steps of all the program's rays, in their order, when
	// the rows hold every one of them (other is empty), for the sparse
	// generator's loop over a pure leaper (genLeapsSparse).
	steps []Vec
}

// compileActLeaps fills prog.actLeaps (nil when the program has no plain
// leap). A leap whose step another one repeats is left among the others,
// so that each bit stands for one ray.
func compileActLeaps(prog *Program) {
	prog.actLeaps = nil
	isLeap := func(r *Ray) bool {
		return !r.Long && r.Max == 1 && r.Min == 1 && r.Mode == ModeMove|ModeCapture &&
			abs32(r.Step.X) <= leapMax && abs32(r.Step.Y) <= leapMax && r.Step != Vec{}
	}
	al := &actLeaps{indexed: len(prog.Rays) <= 64}
	for i := range prog.Rays {
		if r := &prog.Rays[i]; isLeap(r) {
			al.r = max(al.r, uint32(abs32(r.Step.X)), uint32(abs32(r.Step.Y)))
		}
	}
	for i := range prog.Rays {
		r := &prog.Rays[i]
		row, col := uint32(r.Step.Y+int32(al.r)), uint32(r.Step.X+int32(al.r))
		if !isLeap(r) || al.rows[row]>>col&1 != 0 {
			al.other = append(al.other, *r)
			al.otherRays |= 1 << (i & 63)
			continue
		}
		al.rows[row] |= 1 << col
		al.ray[row*leapSpan+col] = uint8(i)
		al.n++
	}
	al.live.setLive(&al.rows, al.r)
	if len(al.other) == 0 {
		for i := range prog.Rays {
			al.steps = append(al.steps, prog.Rays[i].Step)
		}
	}
	if al.n != 0 {
		prog.actLeaps = al
	}
}

// fits reports whether the rows of al fit around the square (lx, ly)
// inside the window.
func (al *actLeaps) fits(lx, ly uint32) bool {
	r := al.r
	return lx-r <= winSize-1-2*r && ly-r <= winSize-1-2*r
}

// leapActivity counts the moves and zone hits of the leaps al holds for a
// piece on from, the square (lx, ly) of a window without walls where the
// rows fit; enemy tells the pieces it may capture.
func (w *window) leapActivity(al *actLeaps, lx, ly uint32, from, zone Coord, enemy *[256]bool) (moves, zoneHits int) {
	r := al.r
	// Every leap is a move but those onto a piece that is not an enemy.
	moves = int(al.n) - w.leapsBlocked(&al.live, (lx-r)&(winSize-1), ly-r, enemy)
	return moves, al.zoneHits(from, zone)
}

// zoneHits counts the leaps al holds of a piece on from whose targets lie
// within one king step of zone (whatever stands on them): the zone hits of
// leapActivity, which need nothing of the board.
func (al *actLeaps) zoneHits(from, zone Coord) (zoneHits int) {
	// A target is a zone hit when it lies within one of the zone's centre:
	// its leap within one of zone − from on each axis.
	zx, zy := int64(zone.X)-int64(from.X), int64(zone.Y)-int64(from.Y)
	rr := int64(al.r)
	if zx < -rr-1 || zx > rr+1 || zy < -rr-1 || zy > rr+1 {
		return 0
	}
	col := zx - 1 + rr // the lowest column of the three
	cols := uint64(7)
	if col < 0 {
		cols >>= uint64(-col)
		col = 0
	}
	cols <<= uint64(col)
	for dy := max(zy-1, -rr); dy <= min(zy+1, rr); dy++ {
		zoneHits += bits.OnesCount64(al.rows[(dy+rr)%leapSpan] & cols)
	}
	return zoneHits
}

// leapsBlocked counts the leaps of lr, whose rows start at the square
// (x0, y0) of the window and fit inside it, that land on a piece enemy
// does not mark.
func (w *window) leapsBlocked(lr *liveRows, x0, y0 uint32, enemy *[256]bool) int {
	n := 0
	for j := uint32(0); j < lr.n; j++ {
		y := (y0 + lr.row[j&(leapRowsCap-1)]) & (winSize - 1)
		for m := w.rank[y] >> (x0 & (winSize - 1)) & lr.bits[j&(leapRowsCap-1)]; m != 0; m &= m - 1 {
			b := uint32(bits.TrailingZeros64(m))
			if !enemy[w.sq[(y<<winBits|(x0+b))&(winArea-1)]] {
				n++
			}
		}
	}
	return n
}

// leapCaptures returns the rays (bit i for Rays[i]) of the leaps al holds
// that land on an enemy piece for a piece on the square (lx, ly) of the
// window, where the rows fit; al is indexed.
func (w *window) leapCaptures(al *actLeaps, lx, ly uint32, enemy *[256]bool) uint64 {
	r := al.r
	x0, y0 := (lx-r)&(winSize-1), ly-r
	var hits uint64
	lr := &al.live
	for j := uint32(0); j < lr.n; j++ {
		i := lr.row[j&(leapRowsCap-1)]
		y := (y0 + i) & (winSize - 1)
		for m := w.rank[y] >> x0 & lr.bits[j&(leapRowsCap-1)]; m != 0; m &= m - 1 {
			b := uint32(bits.TrailingZeros64(m))
			if enemy[w.sq[(y<<winBits|(x0+b))&(winArea-1)]] {
				hits |= 1 << (al.ray[(i*leapSpan+b)%(leapSpan*leapSpan)] & 63)
			}
		}
	}
	return hits
}

// genLeapsSparse adds the moves of the pure leaper on from (its program
// prog neither promotes nor is Special, and the rows of al hold all its
// rays), standing on the square (lx, ly) of the window where the rows fit:
// genPieceSparse's plain-leap case for every ray, in the rays' order, with
// each target read straight from the window's array.
func (w *window) genLeapsSparse(ml *MoveList, al *actLeaps, from Coord, lx, ly uint32, target *[256]int) {
	moves := ml.Moves
	for _, d := range al.steps {
		t := w.sq[((ly+uint32(d.Y))<<winBits|(lx+uint32(d.X)))&(winArea-1)]
		if target[t] != 0 {
			moves = append(moves, Move{From: from, To: from.Add(d)})
		}
	}
	ml.Moves = moves
}
