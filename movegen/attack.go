package movegen

// attackDir is one direction from which pieces may attack a square by a
// simple capture ray. Walking from the target along Back, the first piece met
// at distance n attacks the target when it belongs to the attacking side and
// its type is in near[n-1] (or in far, beyond len(near)).
type attackDir struct {
	back    Vec
	delta   int32 // back as a mailbox offset
	near    []uint32
	far     uint32
	mailbox bool
	// long: the direction reaches far (a rider), and the sparse board finds
	// the first piece along it without walking (firstPiece).
	long bool
	// queen: back is a unit queen step, along the line family fam toward
	// larger positions when up (queenFamily).
	queen, up bool
	fam       uint8
}

// reach is the most squares a walk along d needs to look at (0 = unlimited).
func (d *attackDir) reach() int32 {
	if d.far != 0 {
		return 0
	}
	return int32(len(d.near))
}

// mask returns the types that attack from distance n.
func (d *attackDir) mask(n int32) uint32 {
	if int(n) <= len(d.near) {
		return d.near[n-1]
	}
	return d.far
}

// attackTable holds how one side's pieces attack.
type attackTable struct {
	dirs []attackDir
	// complexTypes have captures that are not simple rays (multi-leg paths,
	// hoppers, primitives); their attacks are found by generating forward.
	complexTypes uint32
	// formationOnly are the complex types whose moved pieces capture, beyond
	// the simple rays of the tables, only as part of a formation (Kadesh's
	// knights): attackedByComplex tests the cheap geometry first.
	formationOnly uint32
	// blockLines: every complex type is formationOnly and none has an
	// unmoved program, so a piece off every line through its 2×2 block
	// cannot capture on the target beyond the tables' rays, whatever it is.
	blockLines bool
	// checkDirs finds the directions a displacement from a royal piece
	// may lie on (attack_givescheck_sparse.go).
	checkDirs checkLookup
	// mb is dirs on mailbox offsets, in the same order, without the
	// directions a mailbox board cannot hold (attack_mailbox.go).
	mb []mbDir
	// mbLeaps and mbLines split mb into its leaps and the rest (rides and
	// general walks, in mb's order), for the loops that need no order
	// between the two.
	mbLeaps []leapDir
	mbLines []mbDir
	// bits[q] is 1<<q.Type() when q is a piece of this side, else 0
	// (Empty and Offboard included), so that one lookup both tells the
	// side and indexes the direction masks.
	bits [256]uint32
	// rel[lineOff+d] lists the directions of mb whose rays reach offset d
	// (attack_mbcache.go).
	rel []relDirs
	// lineSq64[s], on the variant's own board of at most 64 squares, holds
	// the squares within reach of square s along the directions of mbLines
	// (on an empty board): a piece leaving one may uncover an attack on s
	// (attack_mbcache.go); nil on other boards.
	lineSq64 []uint64
	// spLeaps splits dirs for attackedSparse (attack_sparseleaps.go).
	spLeaps sparseLeaps
	// formationSilentOK: formationSilent may decide this side's formation
	// moves (plane_formationcheck.go).
	formationSilentOK bool
	// planChecks: no program of this side is a formation or has a primitive
	// planPiece does not know, so complexCheckPlan may decide its checks
	// (attack_givescheck_complex.go).
	planChecks bool
}

// buildAttackTables gathers every simple capture ray of each side by
// direction: those of the moved pieces' programs. A type whose captures are
// not all simple rays, or whose unmoved program captures differently, is
// complex: its attacks are found by pieceAttacks.
func (v *Variant) buildAttackTables() {
	for c := Color(0); c < 2; c++ {
		tab := &v.attack[c]
		for t := PieceType(1); int(t) <= len(v.def.Pieces); t++ {
			prog := v.progs[NewPiece(t, c, false)]
			if !prog.SimpleCaptures {
				tab.complexTypes |= 1 << t
			}
			if unmoved := v.progs[NewPiece(t, c, true)]; unmoved != nil &&
				(!unmoved.SimpleCaptures || captureRays(unmoved) != captureRays(prog)) {
				tab.complexTypes |= 1 << t
			}
			for _, r := range prog.Rays {
				if r.Mode&ModeCapture != 0 && r.Min == 1 {
					tab.add(r, t)
				}
			}
			if formationOnly(prog) {
				tab.formationOnly |= 1 << t
			}
		}
		tab.blockLines = tab.complexTypes != 0 && tab.complexTypes&^tab.formationOnly == 0
		for t := PieceType(1); int(t) <= len(v.def.Pieces); t++ {
			if tab.complexTypes>>t&1 != 0 && v.progs[NewPiece(t, c, true)] != nil {
				tab.blockLines = false
			}
		}
		tab.planChecks = true
		for pc, prog := range v.progs {
			if prog != nil && Piece(pc).IsPiece() && Piece(pc).Color() == c &&
				prog.Primitive != NoPrimitive && prog.Primitive != SpiralMover && prog.Primitive != PrimeLeaper {
				tab.planChecks = false
			}
		}
		tab.checkDirs = compileCheckLookup(tab.dirs)
		tab.compileSparseLeaps()
		tab.compileFormationSilent()
		tab.compileMailbox(c, v)
		tab.compileRel()
	}
	// Every variant gets the reach tables: a position may put even an
	// unbounded variant on a mailbox board inside a small world border.
	for _, prog := range v.progs {
		if prog != nil && prog.mbReach == nil {
			prog.mbReach = mailboxReach(prog)
		}
	}
	if g := v.geo; g != nil && g.bits != nil && g.bits.n <= 64 {
		g.capFrom64 = captureSources64(v, g.bits)
	}
	v.buildComplexReach()
}

// captureSources64 is mailboxGeo.capFrom64 for v on g's board.
func captureSources64(v *Variant, g *bitGeo) [2][]uint64 {
	var out [2][]uint64
	for c := range out {
		var progs []*Program
		for pc, prog := range v.progs {
			if prog != nil && Piece(pc).IsPiece() && Piece(pc).Color() == Color(c) {
				progs = append(progs, prog)
			}
		}
		out[c] = make([]uint64, g.n)
		for t := range out[c] {
			for s := range g.n {
				diff := g.index[t] - g.index[s]
				for _, prog := range progs {
					if prog.Paths != nil || prog.Primitive != NoPrimitive || diff < -lineOff || diff > lineOff || prog.mbReach[lineOff+diff] != 0 {
						out[c][t] |= 1 << s
						break
					}
				}
			}
		}
	}
	return out
}

// formationOnly reports whether the moved piece's captures beyond its
// simple rays (those with Min 1, in the attack tables) are only its
// formation's: pieceAttacks would look at nothing else.
func formationOnly(prog *Program) bool {
	if prog.Primitive != FormationMover || len(prog.Paths) != 0 {
		return false
	}
	for _, r := range prog.Rays {
		if r.Mode&ModeCapture != 0 && r.Min != 1 {
			return false
		}
	}
	return true
}

// captureRays counts a program's capturing rays.
func captureRays(prog *Program) int {
	n := 0
	for _, r := range prog.Rays {
		if r.Mode&ModeCapture != 0 {
			n++
		}
	}
	return n
}

func (tab *attackTable) add(r Ray, t PieceType) {
	back := r.Step.Neg()
	var d *attackDir
	for i := range tab.dirs {
		if tab.dirs[i].back == back {
			d = &tab.dirs[i]
		}
	}
	if d == nil {
		fam, up := queenFamily(back)
		tab.dirs = append(tab.dirs, attackDir{back: back, delta: -r.Delta, mailbox: r.Mailbox,
			queen: unitQueenStep(back), up: up, fam: uint8(fam)})
		d = &tab.dirs[len(tab.dirs)-1]
	}
	bit := uint32(1) << t
	d.long = d.long || r.Max == 0 || r.Max > 2
	if r.Max == 0 {
		d.far |= bit
		for i := range d.near {
			d.near[i] |= bit
		}
		return
	}
	for int32(len(d.near)) < r.Max {
		d.near = append(d.near, d.far)
	}
	for i := int32(0); i < r.Max; i++ {
		d.near[i] |= bit
	}
}

// Attacked reports whether side by attacks the square c: whether a piece of
// by could capture something standing there.
func (p *Position) Attacked(c Coord, by Color) bool {
	return p.attackedIgnoring(c, by, NoCoord())
}

// attackedIgnoring is Attacked with the square ignore treated as empty
// (a king testing where it may go must not shield itself); NoCoord() ignores
// nothing.
func (p *Position) attackedIgnoring(c Coord, by Color, ignore Coord) bool {
	tab := &p.v.attack[by]
	if p.mb != nil {
		if p.attackedMailbox(tab, c, by, ignore) {
			return true
		}
	} else if p.attackedSparse(tab, c, by, ignore) {
		return true
	}
	if tab.complexTypes != 0 {
		return p.attackedByComplex(tab, c, by, ignore)
	}
	return false
}

// attackedSparse is attackedIgnoring's test of the simple rays on the
// sparse board.
func (p *Position) attackedSparse(tab *attackTable, c Coord, by Color, ignore Coord) bool {
	s := p.sp
	w := &s.win
	// From a square of the window, a queen line's first piece is a bit
	// scan of its occupancy mask, with the ignored square's bit cleared.
	var lm lineMasks
	lx, ly := uint32(c.X-w.x0), uint32(c.Y-w.y0)
	inWin := lx|ly < winSize
	if inWin {
		w.masksAt(lx, ly, &lm)
		if ix, iy := uint32(ignore.X-w.x0), uint32(ignore.Y-w.y0); ix|iy < winSize {
			dx, dy := ignore.X-c.X, ignore.Y-c.Y
			switch {
			case dy == 0:
				lm.occ[rankLine] &^= 1 << ix
			case dx == 0:
				lm.occ[fileLine] &^= 1 << iy
			case dx == dy:
				lm.occ[diagLine] &^= 1 << ix
			case dx == -dy:
				lm.occ[antiLine] &^= 1 << ix
			}
		}
	}
	sl := &tab.spLeaps
	dirs := sl.other
	if len(sl.leaps) != 0 {
		if inWin && sl.rowsFit(lx, ly) {
			if w.leapAttacks(sl, lx, ly, by, ignore) {
				return true
			}
		} else {
			dirs = tab.dirs // walk the leaps too
		}
	}
	for i := range dirs {
		d := &dirs[i]
		reach := d.reach()
		if d.long {
			if inWin && d.queen {
				fam := d.fam & (lineFamilies - 1)
				if n, _, ok := scanFrom(lm.occ[fam], lm.pos[fam], d.up); ok {
					if reach == 0 || n <= reach {
						q, _ := w.get(c.Add(d.back.Scale(n)))
						if q.Color() == by && d.mask(n)>>q.Type()&1 != 0 {
							return true
						}
					}
					continue
				}
				if s.count == 0 {
					continue // no piece along d when none stands outside the window
				}
			}
			if q, n, ok := p.firstOnLine(c, d, ignore); ok && (reach == 0 || n <= reach) &&
				q.Color() == by && d.mask(n)>>q.Type()&1 != 0 {
				return true
			}
			continue
		}
		sq := c
		for n := int32(1); ; n++ {
			sq = sq.Add(d.back)
			q, in := s.win.get(sq)
			if !in {
				q = s.atOutside(sq)
			}
			if q == Empty || sq == ignore {
				if n == reach {
					break
				}
				continue
			}
			if q != Offboard && q.Color() == by && d.mask(n)>>q.Type()&1 != 0 {
				return true
			}
			break
		}
	}
	return false
}

// firstOnLine finds the first piece from c along d.back, passing over
// ignore (NoCoord() for none): the piece and its distance.
func (p *Position) firstOnLine(c Coord, d *attackDir, ignore Coord) (Piece, int32, bool) {
	n, ok := p.firstPiece(c, d.back)
	if !ok {
		return Empty, 0, false
	}
	sq := c.Add(d.back.Scale(n))
	if sq == ignore {
		m, ok := p.firstPiece(sq, d.back)
		if !ok {
			return Empty, 0, false
		}
		n += m
		sq = sq.Add(d.back.Scale(m))
	}
	return p.sp.at(sq), n, true
}

// firstPiece returns the distance from c to the first piece along the step
// d on the sparse board, if there is one, without walking the empty
// squares: a queen step asks the line index; any other step (a
// nightrider's, say) looks at every piece.
func (p *Position) firstPiece(c Coord, d Vec) (int32, bool) {
	if unitQueenStep(d) {
		// From inside the window, a piece found there is the nearest: the
		// ray leaves the window once; with no piece outside the window,
		// none found there is none at all.
		k, found, in := p.sp.win.first(c, d)
		if found || (in && p.sp.count == 0) {
			return k, found
		}
	}
	if fam, up, ok := lineDir(d); ok {
		return p.sp.nearest(c, fam, up)
	}
	best, found := int32(0), false
	for col := range p.list {
		for _, q := range p.list[col] {
			if t, ok := stepTo(c, d, q); ok && (!found || t < best) {
				best, found = t, true
			}
		}
	}
	return best, found
}

// attackedByComplex asks every piece of by whose captures are not simple
// rays whether it can capture on c, by generating its moves forward.
//
// The piece's code (PieceCodes) decides first whether it is complex. A
// moved formation piece (formationOnly) is tested cheapest first: target
// must lie on a line through its block before the block itself is looked at.
func (p *Position) attackedByComplex(tab *attackTable, c Coord, by Color, ignore Coord) bool {
	if p.sp == nil {
		return p.attackedByComplexMailbox(tab, c, by, ignore)
	}
	list := p.list[by]
	codes := p.codes[by][:len(list)]
	for i, from := range list {
		pc := codes[i]
		t := pc.Type()
		if tab.complexTypes>>t&1 == 0 {
			continue
		}
		if tab.formationOnly>>t&1 != 0 && !pc.Unmoved() {
			if onBlockLines(from, c) && p.formationAt(from, pc) && p.formationAttacks(from, c, ignore) {
				return true
			}
			continue
		}
		if tab.blockLines && !onBlockLines(from, c) {
			continue // decided without generating
		}
		if p.pieceAttacks(from, pc, c, ignore) {
			return true
		}
	}
	return false
}

// InCheck reports whether the side to move's royal piece is attacked.
func (p *Position) InCheck() bool {
	us := p.side
	if !p.hasK[us] {
		return false
	}
	if p.mb != nil && p.v.attack[us.Other()].complexTypes == 0 {
		return p.inCheckMailbox()
	}
	return p.Attacked(p.royal[us], us.Other())
}

// walkToPiece walks from c along d.back at most reach squares (0: no limit)
// to the first piece.
func (p *Position) walkToPiece(c Coord, d *attackDir, reach int32) (Piece, int32, bool) {
	for n := int32(1); ; n++ {
		c = c.Add(d.back)
		q := p.At(c)
		if q == Offboard {
			return Empty, 0, false
		}
		if q != Empty {
			return q, n, true
		}
		if n == reach {
			return Empty, 0, false
		}
	}
}

// pieceAttacks reports whether the piece pc on from, whose captures are not
// all simple rays, can capture on target. Its simple rays are covered by the
// attack tables; this looks at its paths and primitive.
func (p *Position) pieceAttacks(from Coord, pc Piece, target, ignore Coord) bool {
	prog := p.v.progs[pc]
	for i := range prog.Rays {
		r := &prog.Rays[i]
		// Rays with Min 1 of a moved piece are in the attack tables.
		if r.Mode&ModeCapture != 0 && (r.Min != 1 || pc.Unmoved()) && p.rayReaches(from, r, target, ignore) {
			return true
		}
	}
	for i := range prog.Paths {
		if p.pathAttacks(prog, &prog.Paths[i], from, pc.Color(), target, ignore) {
			return true
		}
	}
	switch prog.Primitive {
	case SpiralMover:
		return p.spiralAttacks(from, target, ignore)
	case PrimeLeaper:
		return primeAttacks(from, target)
	case FormationMover:
		return onBlockLines(from, target) && p.formationAt(from, pc) && p.formationAttacks(from, target, ignore)
	}
	return false
}
