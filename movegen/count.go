package movegen

// Counting the moves of a sparse board inside a world border without
// listing them. A rider's ray there may hold a billion squares; perft's last
// ply only needs how many of them are legal. With the checkers-and-pins test
// (legal.go) that number is arithmetic: the free squares of the ray, kept to
// the squares that block or capture a checker and, for a pinned piece, to
// the squares between its king and the pinner. Each such restriction is a
// segment of a line through the king, and the steps t at which the ray
// from + t·step lands on a segment form an arithmetic progression (a single
// step when the lines cross). The king's own moves, castling and the rare
// special kinds (en passant, multi-leg paths, primitives) are listed and
// tested one by one as before.

// listWidth is the widest world border inside which CountLegal lists rays
// rather than counting them: short rays are listed faster than counted.
const listWidth = 64

// countsRays reports whether CountLegal counts long rays arithmetically
// here: on a sparse board inside a world border wider than listWidth, when
// the checkers-and-pins test decides legality.
func (p *Position) countsRays() bool {
	if p.sp == nil || p.candidateMode() {
		return false
	}
	b := p.sp.bounds
	return (b.Width() > listWidth || b.Height() > listWidth) && p.fastLegalHere()
}

// countLegalSparse is CountLegal on a sparse board with a world border when
// fastLegalHere holds.
func (p *Position) countLegalSparse() int {
	us := p.side
	them := us.Other()
	king := p.royal[us]
	var ci checkInfo
	p.findChecksAndPins(king, them, &ci)
	ml := &p.scratch
	ml.Reset()
	count := 0
	for _, from := range p.list[us] {
		prog := p.v.progs[p.sp.at(from)]
		if from == king || !countableProgram(prog) {
			p.genPieceSparse(ml, from)
			continue
		}
		pn := ci.pinOf(from)
		plain := ci.checkers == 0 && pn == nil // every move of the piece is legal
		for ri := range prog.Rays {
			r := &prog.Rays[ri]
			switch {
			case !r.Long && plain && countableRay(r):
				count += p.countShortRay(prog, r, from)
			case !r.Long:
				p.genShortRay(ml, prog, r, from)
			case countableRay(r):
				count += p.countLongRay(prog, r, from, &ci, pn)
			default:
				p.genLongRay(ml, prog, r, from)
			}
		}
		for i := range prog.Castles {
			p.genCastle(ml, &prog.Castles[i], from)
		}
	}
	if ci.checkers == 0 && ci.npins == 0 {
		// Only king moves and the rare special kinds can be illegal.
		for _, m := range ml.Moves {
			if (m.From != king && m.Kind <= DoubleStep) || p.fastLegal(m, king, them, &ci) {
				count++
			}
		}
		return count
	}
	for _, m := range ml.Moves {
		if p.fastLegal(m, king, them, &ci) {
			count++
		}
	}
	return count
}

// countShortRay counts the moves genShortRay would add, when all of them
// are legal and none is en passant.
func (p *Position) countShortRay(prog *Program, r *Ray, from Coord) int {
	s := p.sp
	enemy := &p.v.enemy[p.side]
	n := 0
	to := from
	for k := int32(1); ; k++ {
		to = to.Add(r.Step)
		t := s.at(to)
		if t == Empty {
			if k >= r.Min && r.Mode&(ModeMove|ModeCreateEP) != 0 {
				n += p.movesOnto1(prog, to)
			}
			if k == r.Max {
				return n
			}
			continue
		}
		if k >= r.Min && r.Mode&ModeCapture != 0 && enemy[t] {
			n += p.movesOnto1(prog, to)
		}
		return n
	}
}

// countableProgram reports whether a piece's long rays may be counted
// apart from its other moves: it has no multi-leg paths or primitive, whose
// moves are kept only when no ray already made them.
func countableProgram(prog *Program) bool {
	return len(prog.Paths) == 0 && prog.Primitive == NoPrimitive
}

// countableRay reports whether a long ray's moves are all plain moves and
// captures (no en passant rights or captures), so that they can be counted.
func countableRay(r *Ray) bool { return r.Mode&(ModeCreateEP|ModeEPCapture) == 0 }

// pinOf returns the pin of the piece on c, or nil.
func (ci *checkInfo) pinOf(c Coord) *pin {
	for i := 0; i < ci.npins; i++ {
		if ci.pins[i].sq == c {
			return &ci.pins[i]
		}
	}
	return nil
}

// longRayExtent measures a long ray as genLongRay does: its free squares
// are the steps 1..free before the blocker or the border, and blocked says
// whether a piece stands within reach, k steps away.
func (p *Position) longRayExtent(r *Ray, from Coord) (free, k int32, blocked bool) {
	limit := borderDistance(p.sp.bounds, from, r.Step)
	if r.Max > 0 && r.Max < limit {
		limit = r.Max
	}
	k, blocked = p.firstPiece(from, r.Step)
	free = limit
	if blocked && k-1 < free {
		free = k - 1
	}
	if blocked && k > limit {
		blocked = false
	}
	return free, k, blocked
}

// countLongRay counts the legal moves of a long ray of an unpinned or
// pinned (pn) piece other than the king, as genLongRay and the fast test
// would.
func (p *Position) countLongRay(prog *Program, r *Ray, from Coord, ci *checkInfo, pn *pin) int {
	free, k, blocked := p.longRayExtent(r, from)
	king := p.royal[p.side]
	plain := ci.checkers == 0 && pn == nil // every move of the ray is legal
	n := 0
	if r.Mode&ModeMove != 0 && free > 0 && plain && !prog.Promotes {
		n = int(free)
	} else if r.Mode&ModeMove != 0 && free > 0 && ci.checkers < 2 {
		ts := stepSet{lo: 1, hi: int64(free), mod: 1}
		if ci.checkers == 1 {
			ts = ts.and(segmentSteps(from, r.Step, king, ci.dir, 1, int64(ci.dist)-1))
		}
		if pn != nil {
			ts = ts.and(segmentSteps(from, r.Step, king, pn.dir, 1, int64(pn.dist)))
		}
		n += p.movesOnSteps(prog, from, r.Step, ts)
	}
	if blocked && r.Mode&ModeCapture != 0 {
		to := from.Add(r.Step.Scale(k))
		if p.v.enemy[p.side][p.sp.at(to)] && (plain || p.fastLegal(Move{From: from, To: to}, king, p.side.Other(), ci)) {
			n += p.movesOnto1(prog, to)
		}
	}
	return n
}

// movesOnto1 is how many moves addMove makes for one arrival on to.
func (p *Position) movesOnto1(prog *Program, to Coord) int {
	if !prog.Promotes {
		return 1
	}
	may, must := p.promotionAt(to)
	switch {
	case must:
		return p.promotionChoices()
	case may:
		return p.promotionChoices() + 1
	}
	return 1
}

// promotionChoices is how many types the side to move may promote to now.
func (p *Position) promotionChoices() int {
	pr := &p.v.promo
	if !pr.Limited {
		return len(pr.Types)
	}
	n := 0
	for _, t := range pr.Types {
		if p.count[p.side][t] < p.v.start.count[p.side][t] {
			n++
		}
	}
	return n
}

// movesOnSteps is how many moves addMove makes for the arrivals
// from + t·d, t in ts: one each, or one per promotion choice (and the plain
// move where promotion is optional) in the zone.
func (p *Position) movesOnSteps(prog *Program, from Coord, d Vec, ts stepSet) int {
	n := ts.count()
	if !prog.Promotes || n == 0 {
		return int(n)
	}
	pr := &p.v.promo
	var may, must stepSet
	if p.side == White {
		may = ts.and(stepsAtLeast(int64(from.Y), int64(d.Y), int64(pr.WhiteFrom)))
		must = ts.and(stepsAtLeast(int64(from.Y), int64(d.Y), int64(pr.WhiteMust)))
	} else {
		may = ts.and(stepsAtLeast(-int64(from.Y), -int64(d.Y), -int64(pr.BlackFrom)))
		must = ts.and(stepsAtLeast(-int64(from.Y), -int64(d.Y), -int64(pr.BlackMust)))
	}
	return int(n + may.count()*int64(p.promotionChoices()) - must.count())
}

// RaySquares returns how many moves the long rays of the side to move hold
// (pseudo-legal: every free square and every capture of an enemy blocker),
// counted without listing them, and how many of those CountLegal would
// still list one by one: none where it counts rays arithmetically, all of
// them where it cannot. The squares a prime leaper tries and a formation's
// quiet moves count in both, as CountLegal lists them. It lets perft foresee
// a count too large to run. On a mailbox board, or an open plane (where
// rays yield candidates), both are 0.
func (p *Position) RaySquares() (all, listed int64) {
	if p.sp == nil || p.candidateMode() {
		return 0, 0
	}
	bulk := p.countsRays()
	king, hasK := p.royal[p.side], p.hasK[p.side]
	for _, from := range p.list[p.side] {
		prog := p.v.progs[p.sp.at(from)]
		listedPiece := !bulk || (hasK && from == king) || !countableProgram(prog)
		for ri := range prog.Rays {
			r := &prog.Rays[ri]
			if !r.Long {
				continue
			}
			free, k, blocked := p.longRayExtent(r, from)
			n := int64(0)
			if r.Mode&ModeMove != 0 {
				n = int64(free)
			}
			if blocked && r.Mode&ModeCapture != 0 && p.v.enemy[p.side][p.sp.at(from.Add(r.Step.Scale(k)))] {
				n++
			}
			all += n
			if listedPiece || !countableRay(r) {
				listed += n
			}
		}
		n := p.primitiveSquares(prog, from)
		all += n
		listed += n
	}
	return all, listed
}

// primitiveSquares is how many squares genPrimitive visits one by one inside
// a world border: every distance a prime leaper tries, a formation's quiet
// moves.
func (p *Position) primitiveSquares(prog *Program, from Coord) int64 {
	n := int64(0)
	switch prog.Primitive {
	case PrimeLeaper:
		for _, d := range orthogonal {
			n += int64(max(0, borderDistance(p.sp.bounds, from, d)-minPrimeLeap+1))
		}
	case FormationMover:
		if !p.formationAt(from, p.sp.at(from)) {
			return 0
		}
		for _, d := range queenDirs {
			limit := p.blockLimit(from, d)
			lead, nl := leadingOffsets(d)
			stop := int64(limit) + 1
			for i := 0; i < nl; i++ {
				if t, ok := p.firstAlong(from.Add(lead[i]), d, limit, NoCoord()); ok && int64(t) < stop {
					stop = int64(t)
				}
			}
			n += stop - 1
		}
	}
	return n
}

// stepSet is the set of whole steps t in lo..hi with t ≡ rem (mod mod).
type stepSet struct {
	lo, hi   int64
	mod, rem int64
}

var noSteps = stepSet{lo: 1, hi: 0, mod: 1}

// count is the number of steps in s.
func (s stepSet) count() int64 {
	if s.lo > s.hi {
		return 0
	}
	if s.mod == 1 {
		return s.hi - s.lo + 1
	}
	first := s.lo + floorMod(s.rem-s.lo, s.mod)
	if first > s.hi {
		return 0
	}
	return (s.hi-first)/s.mod + 1
}

// and returns the steps in both s and o. The moduli are the components of
// piece steps, so the congruences are combined by trying each residue.
func (s stepSet) and(o stepSet) stepSet {
	r := stepSet{lo: max(s.lo, o.lo), hi: min(s.hi, o.hi)}
	if r.lo > r.hi {
		return noSteps
	}
	l := s.mod / gcd(s.mod, o.mod) * o.mod
	for x := floorMod(s.rem, s.mod); x < l; x += s.mod {
		if floorMod(x-o.rem, o.mod) == 0 {
			r.mod, r.rem = l, x
			return r
		}
	}
	return noSteps
}

// segmentSteps returns the steps t at which from + t·d lands on a square
// k + j·v with a ≤ j ≤ b.
func segmentSteps(from Coord, d Vec, k Coord, v Vec, a, b int64) stepSet {
	if a > b {
		return noSteps
	}
	dx, dy := int64(from.X)-int64(k.X), int64(from.Y)-int64(k.Y)
	sx, sy, vx, vy := int64(d.X), int64(d.Y), int64(v.X), int64(v.Y)
	cross := sx*vy - sy*vx
	if cross != 0 { // the lines meet in one point at most
		num := -(dx*vy - dy*vx)
		if num%cross != 0 {
			return noSteps
		}
		t := num / cross
		px, py := dx+t*sx, dy+t*sy
		var j int64
		if vx != 0 {
			j = px / vx
		} else {
			j = py / vy
		}
		if px != j*vx || py != j*vy || j < a || j > b {
			return noSteps
		}
		return stepSet{lo: t, hi: t, mod: 1}
	}
	if dx*vy-dy*vx != 0 { // parallel lines
		return noSteps
	}
	// The same line: j = (D + t·S) / V on a component where V ≠ 0.
	D, S, V := dx, sx, vx
	if vx == 0 {
		D, S, V = dy, sy, vy
	}
	if V < 0 {
		D, S, V = -D, -S, -V
	}
	var lo, hi int64
	if S > 0 {
		lo, hi = ceilDiv(a*V-D, S), floorDiv(b*V-D, S)
	} else {
		lo, hi = ceilDiv(b*V-D, S), floorDiv(a*V-D, S)
	}
	m := V / gcd(abs64(S), V)
	for r := int64(0); r < m; r++ {
		if floorMod(D+r*S, V) == 0 {
			return stepSet{lo: lo, hi: hi, mod: m, rem: r}
		}
	}
	return noSteps
}

// stepsAtLeast returns the steps t ≥ 1 with y + t·dy ≥ th.
func stepsAtLeast(y, dy, th int64) stepSet {
	const far = 1 << 40
	switch {
	case dy > 0:
		return stepSet{lo: ceilDiv(th-y, dy), hi: far, mod: 1}
	case dy < 0:
		return stepSet{lo: 1, hi: floorDiv(th-y, dy), mod: 1}
	case y >= th:
		return stepSet{lo: 1, hi: far, mod: 1}
	}
	return noSteps
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int64) int64 { return -floorDiv(-a, b) }

func floorMod(a, m int64) int64 { return a - floorDiv(a, m)*m }

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return 1
	}
	return a
}

func abs64(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}
