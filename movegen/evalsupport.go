package movegen

// Cheap queries for static evaluation (package eval): the shape of a piece's
// moves, its average mobility on a sample board, and the activity of a piece
// where it stands. None of them changes a position's observable state.

// PieceShape summarises how a piece type moves.
type PieceShape struct {
	// Rider is set when some move may go arbitrarily far: an unlimited ray,
	// a rider leg of a multi-leg path, or a primitive (spiral, prime leaper,
	// formation).
	Rider bool
	// Reach is the longest displacement of one leap or rider step, in
	// Chebyshev distance (rays only).
	Reach int32
	// Stepper is set when every move is a single step to an adjacent square
	// (a guard, a ferz, a wazir, a king's step).
	Stepper bool
	// Paths is set when the piece has multi-leg moves, which Activity does
	// not count.
	Paths bool
	// Primitive is the piece's named movement, if any.
	Primitive Primitive
	// ColourBound is set when every move keeps the square's colour (the
	// sum of its coordinates' parity): a bishop, a ferz, an alfil. Only
	// pieces of plain rays and leaps can have it.
	ColourBound bool
}

// Shape describes the moves of a white, moved piece of type t; the zero
// PieceShape for a type the variant does not have.
func (v *Variant) Shape(t PieceType) PieceShape {
	if t == 0 || int(t) > len(v.def.Pieces) {
		return PieceShape{}
	}
	prog := v.progs[NewPiece(t, White, false)]
	s := PieceShape{Primitive: prog.Primitive, Paths: len(prog.Paths) > 0, Stepper: true}
	s.ColourBound = !s.Paths && s.Primitive == NoPrimitive && len(prog.Rays) > 0
	for _, r := range prog.Rays {
		s.ColourBound = s.ColourBound && (r.Step.X+r.Step.Y)%2 == 0
		if r.Max == 0 || r.Max > 1 {
			s.Rider = s.Rider || r.Max == 0
			s.Stepper = false
		}
		k := max(abs32(r.Step.X), abs32(r.Step.Y))
		s.Reach = max(s.Reach, k)
		if k > 1 {
			s.Stepper = false
		}
	}
	for _, path := range prog.Paths {
		for _, l := range path.Legs {
			if l.Max != 1 {
				s.Rider = true
			}
		}
	}
	if s.Paths || s.Primitive != NoPrimitive || len(prog.Rays) == 0 {
		s.Stepper = false
	}
	if s.Primitive != NoPrimitive {
		s.Rider = true
	}
	return s
}

// SampleMobility returns the average number of pseudo-legal moves of a white
// piece of type t standing on a square of b, over every square of b that is
// free on `patterns` fixed pseudo-random boards where each other square holds
// a black piece with probability 1/every (every ≤ 0: the empty board). It
// is for estimating a piece's worth once per variant, not for search; a
// board of more than 4096 squares gives 0.
func (v *Variant) SampleMobility(t PieceType, b Bounds, every, patterns int) float64 {
	ml := NewMoveList(256)
	return v.sample(t, b, every, patterns, func(p *Position, c Coord) int {
		p.Generate(ml)
		return ml.Len()
	})
}

// SampleActivity is SampleMobility counting the moves that Activity counts
// (with the same rayCap) instead of every pseudo-legal move: the baseline
// an evaluation compares a piece's Activity with.
func (v *Variant) SampleActivity(t PieceType, b Bounds, every, patterns int, rayCap int32) float64 {
	return v.sample(t, b, every, patterns, func(p *Position, c Coord) int {
		m, _ := p.Activity(c, Coord{}, rayCap)
		return m
	})
}

func (v *Variant) sample(t PieceType, b Bounds, every, patterns int, count func(*Position, Coord) int) float64 {
	if t == 0 || int(t) > len(v.def.Pieces) || b.X1 < b.X0 || b.Y1 < b.Y0 || int64(b.Width())*int64(b.Height()) > 4096 {
		return 0
	}
	kind := SparseBoard
	if b.Width() <= MaxMailboxSide && b.Height() <= MaxMailboxSide {
		kind = MailboxBoard
	}
	patterns = max(patterns, 1)
	moves, squares := 0, 0
	white, black := NewPiece(t, White, false), NewPiece(t, Black, false)
	for seed := 0; seed < patterns; seed++ {
		p := newEmptyPosition(v, kind, b)
		for y := b.Y0; y <= b.Y1; y++ {
			for x := b.X0; x <= b.X1; x++ {
				h := mix64(uint64(seed)<<48 ^ Coord{x, y}.pack())
				if every > 0 && h%uint64(every) == 0 {
					p.put(Coord{x, y}, black)
				}
			}
		}
		p.finishSetup()
		for y := b.Y0; y <= b.Y1; y++ {
			for x := b.X0; x <= b.X1; x++ {
				c := Coord{x, y}
				if p.At(c) != Empty {
					continue
				}
				p.put(c, white)
				moves += count(p, c)
				p.remove(c, white)
				squares++
			}
		}
	}
	if squares == 0 {
		return 0
	}
	return float64(moves) / float64(squares)
}

// Zone is a square's king zone (the square and its eight neighbours),
// prepared for PieceActivity on one position's board.
type Zone struct {
	c  Coord
	zi int32 // mailbox: the centre's index less stride + 1 (see inZone)
}

// ZoneAround prepares the zone of c, any square or none at all (c far off
// the board or beyond ±MaxCoord has no square in its zone).
func (p *Position) ZoneAround(c Coord) Zone {
	z := Zone{c: c, zi: -1 << 20}
	if p.mb != nil {
		bd := p.mb.bounds
		if int64(c.X) >= int64(bd.X0)-1 && int64(c.X) <= int64(bd.X1)+1 &&
			int64(c.Y) >= int64(bd.Y0)-1 && int64(c.Y) <= int64(bd.Y1)+1 {
			z.zi = p.mb.index(c)
		}
	}
	z.zi -= mailboxStride + 1
	return z
}

// inZone reports whether the mailbox index ti is in the zone: u = ti − zi
// is at most 2·stride + 2 with u mod stride ≤ 2 exactly for the nine
// squares (an index off by at most one rank and one file).
func (z *Zone) inZone(ti int32) bool {
	u := uint32(ti - z.zi)
	return u <= 2*mailboxStride+2 && u%mailboxStride <= 2
}

// Activity counts what the piece on from does where it stands: moves is how
// many squares its rays and primitives reach (empty squares it may move to
// and enemy pieces it may capture, at most rayCap per ray, rayCap ≥ 1), and
// zone how many of the squares its captures reach (empty or not) lie within
// one king step of the square zone. Multi-leg paths and formation moves are
// not counted. It allocates nothing; an empty from gives zeros.
func (p *Position) Activity(from Coord, zone Coord, rayCap int32) (moves, zoneHits int) {
	z := p.ZoneAround(zone)
	return p.PieceActivity(from, p.At(from), &z, rayCap)
}

// PieceActivity is Activity for the piece pc standing on from (as At
// reports it) and a zone prepared by ZoneAround, for evaluating many
// pieces against one zone. On the sparse board it reads and refills the
// position's activity cache (plane_actcache.go): not safe for two
// goroutines on one Position.
func (p *Position) PieceActivity(from Coord, pc Piece, z *Zone, rayCap int32) (moves, zoneHits int) {
	if !pc.IsPiece() {
		return 0, 0
	}
	prog := p.v.progs[pc]
	if prog == nil {
		return 0, 0
	}
	rayCap = max(rayCap, 1)
	col := pc.Color()
	enemy := &p.v.enemy[col]
	if p.mb != nil {
		moves, zoneHits = p.activityMailbox(prog, col, from, z, rayCap)
	} else {
		moves, zoneHits = p.activitySparseCached(prog, pc, enemy, from, z.c, rayCap)
	}
	switch prog.Primitive {
	case SpiralMover:
		var m, zh int
		if p.mb != nil {
			m, zh = p.spiralActivityRings(from, z.c, enemy, 8*rayCap)
		} else {
			m, zh = p.spiralActivity(from, z.c, enemy, 8*rayCap)
		}
		moves += m
		zoneHits += zh
	case PrimeLeaper:
		m, zh := p.primeActivity(from, z.c, enemy, rayCap)
		moves += m
		zoneHits += zh
	}
	return moves, zoneHits
}

// activityMailbox is Activity's ray part on the mailbox board: the
// sentinel border ends every walk, so no border arithmetic is needed.
func (p *Position) activityMailbox(prog *Program, col Color, from Coord, z *Zone, rayCap int32) (moves, zoneHits int) {
	if pb := p.bitsFor(prog); pb != nil && pb.longest <= int(rayCap) {
		return p.activityBits(pb, col, p.mb.index(from), z)
	}
	mb := p.mb
	b := &mb.sq
	enemy := &p.v.enemy[col]
	target := &p.v.target[col]
	fi := mb.index(from)
	for _, d := range prog.MailboxLeaps {
		ti := fi + d
		t := b[ti]
		moves += target[t]
		if t != Offboard && z.inZone(ti) {
			zoneHits++
		}
	}
	for _, d := range prog.MailboxSlides {
		ti := fi + d
		n := int32(0)
		for ; b[ti] == Empty; ti += d {
			if n < rayCap {
				moves++
			}
			n++
			if z.inZone(ti) {
				zoneHits++
			}
		}
		if t := b[ti]; t != Offboard {
			moves += target[t]
			if z.inZone(ti) {
				zoneHits++
			}
		}
	}
	for ri := range prog.MailboxRays {
		r := &prog.MailboxRays[ri]
		ti := fi
		counted := int32(0)
		for n := int32(1); ; n++ {
			ti += r.Delta
			t := b[ti]
			if t == Offboard {
				break
			}
			if n >= r.Min {
				if t == Empty && r.Mode&ModeMove != 0 && counted < rayCap {
					moves++
					counted++
				}
				if r.Mode&ModeCapture != 0 {
					if enemy[t] {
						moves++
					}
					if z.inZone(ti) {
						zoneHits++
					}
				}
			}
			if t != Empty || n == r.Max {
				break
			}
		}
	}
	return moves, zoneHits
}

// activitySparse is Activity's ray part on the sparse board, where long
// rays find their blocker in the line index and zone squares are counted
// by arithmetic along the ray. It raises ext[queenDir(d)], for each ray
// along a unit queen step d but a single step found in the window, to at
// least the farthest step the ray examined (saturating at extFar), for the
// activity cache (plane_actcache.go), which covers single steps by a box.
// It fills ends with what the zone hits were counted from (rayEnds), so
// that the cache can count them again for another zone.
func (p *Position) activitySparse(prog *Program, enemy *[256]bool, from, zone Coord, rayCap int32, ext *[9]uint8, ends *rayEnds) (moves, zoneHits int) {
	w := &p.sp.win
	rays := prog.Rays
	ends.leaps = false
	if al := prog.actLeaps; al != nil && !w.walled {
		if lx, ly := uint32(from.X-w.x0), uint32(from.Y-w.y0); al.fits(lx, ly) {
			moves, zoneHits = w.leapActivity(al, lx, ly, from, zone, enemy)
			rays = al.other
			ends.leaps = true
		}
	}
	ends.ok = len(rays) <= len(ends.n)
	for ri := range rays {
		r := &rays[ri]
		if r.Max == 1 && r.Min == 1 {
			// A single step whose square lies in the window: its array
			// entry says what rayExtent would (Offboard outside the bounds).
			to := from.Add(r.Step)
			if t, in := w.get(to); in {
				if t == Offboard {
					ends.set(ri, 0)
					continue // nothing reached
				}
				ends.set(ri, 1)
				if t == Empty {
					if r.Mode&ModeMove != 0 {
						moves++
					}
				} else if r.Mode&ModeCapture != 0 && enemy[t] {
					moves++
				}
				if r.Mode&ModeCapture != 0 && near(to, zone) {
					zoneHits++
				}
				continue
			}
		}
		var n int32
		var blocker Piece
		var blocked, ok bool
		if r.Long && r.queen() {
			// A queen line's first piece or wall inside the window is a bit
			// scan (what rayExtent would find through the line index).
			var free, k int32
			if free, k, blocked, ok = w.extent(from, r.Step, r.Max); ok {
				if n = free; blocked && (r.Max == 0 || k <= r.Max) {
					n = k
					blocker, _ = w.get(from.Add(r.Step.Scale(k)))
				} else {
					blocked = false
				}
			}
		}
		if !ok {
			n, blocker, blocked = p.rayExtent(from, r)
		}
		// The ray examined steps 1..n: beyond a blocker, past its range, or
		// past a wall (behind which no square is on the board) it sees
		// nothing.
		if qd := r.qdir; qd != 4 {
			ext[qd%9] = max(ext[qd%9], uint8(min(max(n, 0), extFar)))
		}
		// Squares 1..n-1 (or 1..n when unblocked) are empty.
		free := n
		if blocked {
			free = n - 1
		}
		if k := min(free-r.Min+1, rayCap); r.Mode&ModeMove != 0 && k > 0 {
			moves += int(k)
		}
		if r.Mode&ModeCapture == 0 {
			continue
		}
		if blocked && n >= r.Min && enemy[blocker] {
			moves++
		}
		ends.set(ri, n)
		if n >= r.Min {
			zoneHits += boxSteps(from, r.Step, int64(r.Min), int64(n), zone)
		}
	}
	return moves, zoneHits
}

// rayEnds is what activitySparse counted a piece's zone hits from: n[i] is
// the last step ray i examined (of prog.Rays, or of actLeaps.other when
// leaps is set: the rows counted the plain leaps), and ok says that n holds
// every ray. The zone hits are those of each capturing ray's steps r.Min to
// n[i], for any zone (zoneHitsAgain), while the board they saw stands.
type rayEnds struct {
	n         [12]int32
	leaps, ok bool
}

// set records n as the last step ray i examined.
func (re *rayEnds) set(i int, n int32) {
	if i < len(re.n) {
		re.n[i] = n
	}
}

// zoneHitsAgain counts the zone hits, for the zone square zone, of the
// piece of program prog on from whose rays ended as re records (re.ok):
// what activitySparse would count on the board they saw.
func zoneHitsAgain(prog *Program, re *rayEnds, from, zone Coord) (zoneHits int) {
	rays := prog.Rays
	if re.leaps {
		zoneHits = prog.actLeaps.zoneHits(from, zone)
		rays = prog.actLeaps.other
	}
	for ri := range rays[:min(len(rays), len(re.n))] {
		r := &rays[ri]
		if n := re.n[ri]; r.Mode&ModeCapture != 0 && n >= r.Min {
			zoneHits += boxSteps(from, r.Step, int64(r.Min), int64(n), zone)
		}
	}
	return zoneHits
}

// rayExtent walks r from from: n is the last step examined (the blocker's
// distance when blocked, else the farthest step the ray may take: up to
// 2·MaxCoord on an open plane).
func (p *Position) rayExtent(from Coord, r *Ray) (n int32, blocker Piece, blocked bool) {
	limit := stepLimit(p.bounds(), from, r.Step)
	if r.Max > 0 && r.Max < limit {
		limit = r.Max
	}
	if limit <= 0 {
		return 0, Empty, false
	}
	if r.Long {
		k, ok := p.firstPiece(from, r.Step)
		if ok && k <= limit {
			return k, p.sp.at(from.Add(r.Step.Scale(k))), true
		}
		return limit, Empty, false
	}
	to := from
	for n = 1; n <= limit; n++ {
		to = to.Add(r.Step)
		if t := p.sp.at(to); t == Offboard {
			return n - 1, Empty, false
		} else if t != Empty {
			return n, t, true
		}
	}
	return limit, Empty, false
}

// boxSteps counts the t in [lo, hi] for which from + t·d lies within one
// king step of c. It works in int64, so any coordinates are safe.
func boxSteps(from Coord, d Vec, lo, hi int64, c Coord) int {
	if hi < lo || !spanNear(int64(from.X), int64(d.X), lo, hi, int64(c.X)) ||
		!spanNear(int64(from.Y), int64(d.Y), lo, hi, int64(c.Y)) {
		return 0 // the steps' bounding box misses the zone: no division needed
	}
	ax, bx, okx := axisRange(int64(from.X), int64(d.X), int64(c.X))
	ay, by, oky := axisRange(int64(from.Y), int64(d.Y), int64(c.Y))
	if !okx || !oky {
		return 0
	}
	lo, hi = max(lo, ax, ay), min(hi, bx, by)
	if hi < lo {
		return 0
	}
	return int(hi - lo + 1)
}

// spanNear reports whether the coordinates f + t·d for t in [lo, hi] (an
// interval of one axis) come within one of c.
func spanNear(f, d, lo, hi, c int64) bool {
	a, b := f+lo*d, f+hi*d
	if a > b {
		a, b = b, a
	}
	return b >= c-1 && a <= c+1
}

// axisRange is the range of t with |f + t·d − c| ≤ 1 (any t when d = 0
// and f is close enough).
func axisRange(f, d, c int64) (lo, hi int64, ok bool) {
	const inf = int64(1) << 62
	if d == 0 {
		if f-c > 1 || c-f > 1 {
			return 0, 0, false
		}
		return -inf, inf, true
	}
	a, b := c-1-f, c+1-f // want a ≤ t·d ≤ b
	if d < 0 {
		a, b, d = -b, -a, -d
	}
	return ceilDiv(a, d), floorDiv(b, d), true
}

// near reports whether a is within one king step of c.
func near(a, c Coord) bool {
	dx, dy := int64(a.X)-int64(c.X), int64(a.Y)-int64(c.Y)
	return dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1
}

// spiralActivity walks the eight spirals (at most walk squares each): the
// squares reached and the zone squares among them. On a board of at most
// 256 squares a square reached along several spirals counts once; on a
// larger one it counts once per spiral.
func (p *Position) spiralActivity(from, zone Coord, enemy *[256]bool, walk int32) (moves, zoneHits int) {
	b := p.bounds()
	w, h := int64(b.Width()), int64(b.Height())
	dedupe := w*h <= 256
	var seen [4]uint64
	for start := 0; start < 4; start++ {
		for turn := -1; turn <= 1; turn += 2 {
			s := newSpiral(from, start, turn)
			for i := int32(0); i < walk; i++ {
				sq := s.next()
				pc := p.At(sq)
				if pc == Offboard {
					break
				}
				if dedupe {
					k := (int64(sq.Y)-int64(b.Y0))*w + int64(sq.X) - int64(b.X0)
					if seen[k>>6]>>(k&63)&1 != 0 {
						if pc != Empty {
							break
						}
						continue
					}
					seen[k>>6] |= 1 << (k & 63)
				}
				if pc == Empty || enemy[pc] {
					moves++
				}
				if near(sq, zone) {
					zoneHits++
				}
				if pc != Empty {
					break
				}
			}
		}
	}
	return moves, zoneHits
}

// smallPrimes has bit n set for every prime n < 64.
const smallPrimes uint64 = 1<<2 | 1<<3 | 1<<5 | 1<<7 | 1<<11 | 1<<13 | 1<<17 | 1<<19 | 1<<23 |
	1<<29 | 1<<31 | 1<<37 | 1<<41 | 1<<43 | 1<<47 | 1<<53 | 1<<59 | 1<<61

// primeActivity counts the prime leaper's leaps of at most 4·rayCap (and
// at most 63) squares and its attacks on the zone.
func (p *Position) primeActivity(from, zone Coord, enemy *[256]bool, rayCap int32) (moves, zoneHits int) {
	top := min(int64(4)*int64(rayCap), 63)
	for _, d := range orthogonal {
		limit := min(int64(stepLimit(p.bounds(), from, d)), top)
		for t := int64(minPrimeLeap); t <= limit; t++ {
			if smallPrimes>>t&1 == 0 {
				continue
			}
			if pc := p.At(from.Add(d.Scale(int32(t)))); pc == Empty || enemy[pc] {
				moves++
			}
		}
	}
	dx, dy := int64(from.X)-int64(zone.X), int64(from.Y)-int64(zone.Y)
	if zone.InRange() && ((dx >= -1 && dx <= 1) || (dy >= -1 && dy <= 1)) {
		for x := int32(-1); x <= 1; x++ {
			for y := int32(-1); y <= 1; y++ {
				sq := Coord{zone.X + x, zone.Y + y}
				if sq.InRange() && primeAttacks(from, sq) {
					zoneHits++
				}
			}
		}
	}
	return moves, zoneHits
}
