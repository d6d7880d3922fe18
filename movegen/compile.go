package movegen

import (
	"fmt"
	"math"

	"lattice/movegen/betza"
)

// compilePrograms builds a Program for every piece code the variant can
// have: each type, each colour, and the unmoved state for the types whose
// moves depend on it.
func (v *Variant) compilePrograms() error {
	tables := bitTables{}
	for i := range v.def.Pieces {
		d := &v.def.Pieces[i]
		t := PieceType(i + 1)
		ast, err := betza.Parse(d.Betza)
		if err != nil {
			return v.pieceError(i, err)
		}
		paths, err := betza.Expand(ast)
		if err != nil {
			return v.pieceError(i, err)
		}
		prim, err := ParsePrimitive(d.Primitive)
		if err != nil {
			return v.pieceError(i, err)
		}
		if err := supported(paths); err != nil {
			return v.pieceError(i, fmt.Errorf("%s: %w", d.Betza, err))
		}
		if err := v.checkPathCosts(paths); err != nil {
			return v.pieceError(i, fmt.Errorf("%s: %w", d.Betza, err))
		}
		tracks := d.CastlePartner
		for _, p := range paths {
			tracks = tracks || p.Initial || p.Castle > 0
		}
		for c := Color(0); c < 2; c++ {
			v.progs[NewPiece(t, c, false)] = v.compileProgram(d, paths, prim, c, false, tables)
			if tracks {
				v.progs[NewPiece(t, c, true)] = v.compileProgram(d, paths, prim, c, true, tables)
			}
		}
	}
	if g := v.geo; g != nil {
		for pc, prog := range v.progs {
			if prog != nil && prog.bits != nil && prog.bits.sq64 != nil && prog.Primitive == NoPrimitive {
				g.act64[pc] = prog.bits
			}
			if prog != nil && prog.bits != nil && prog.bits.sq64 != nil && prog.bits.alone {
				g.quiet64[pc] = prog.bits
			}
			if prog != nil && prog.noisy != nil && prog.noisy.span64 != nil {
				g.noisy64[pc] = prog.noisy
			}
		}
		for i := range v.def.Pieces {
			for c := Color(0); c < 2; c++ {
				t := PieceType(i + 1)
				pb, unmoved := g.act64[NewPiece(t, c, false)], NewPiece(t, c, true)
				if pb != nil && (v.progs[unmoved] == nil || sameBits64(pb, g.act64[unmoved])) {
					g.act64T[c][t] = pb
				}
			}
		}
	}
	return nil
}

// sameBits64 reports whether b has a's 64-bit tables: the same squares
// reached from every square over any occupancy.
func sameBits64(a, b *progBits) bool {
	return b != nil && a.rays64 == b.rays64 && a.longest == b.longest && *a.sq64 == *b.sq64
}

// PieceError is a problem with one piece of a variant definition: its
// XBetza does not parse, names something the kernel does not support, or
// describes moves too costly to generate (see maxPathCost).
type PieceError struct {
	Variant string
	// Index is the piece's index in VariantDef.Pieces.
	Index int
	Piece string
	Err   error
}

// Error formats the problem as "variant V: piece P: …".
func (e *PieceError) Error() string {
	return fmt.Sprintf("variant %s: piece %s: %v", e.Variant, e.Piece, e.Err)
}

// Unwrap returns the underlying error.
func (e *PieceError) Unwrap() error { return e.Err }

func (v *Variant) pieceError(i int, err error) error {
	return &PieceError{Variant: v.def.Name, Index: i, Piece: v.def.Pieces[i].Name, Err: err}
}

// supported rejects XBetza the interpreter does not carry out yet, rather
// than playing a piece with part of its moves missing: unload (u), tame (t)
// and cylinder (o) legs.
func supported(paths []betza.Path) error {
	for _, p := range paths {
		for _, l := range p.Legs {
			switch {
			case l.Mode&betza.Unload != 0:
				return fmt.Errorf("the u (unload) modifier is not supported yet")
			case l.Mode&betza.Tame != 0:
				return fmt.Errorf("the t (tame) modifier is not supported yet")
			case l.Mode&betza.Cylinder != 0:
				return fmt.Errorf("the o (cylinder) modifier is not supported yet")
			}
		}
	}
	return nil
}

// ParsePrimitive returns the primitive a variant file names ("" for none).
func ParsePrimitive(name string) (Primitive, error) {
	switch name {
	case "":
		return NoPrimitive, nil
	case "spiral":
		return SpiralMover, nil
	case "prime":
		return PrimeLeaper, nil
	case "formation":
		return FormationMover, nil
	}
	return NoPrimitive, fmt.Errorf("unknown primitive %q (known: spiral, prime, formation)", name)
}

// orient turns a step written from White's point of view into colour c's:
// Black's moves are White's mirrored top to bottom.
func orient(v betza.Vec, c Color) Vec {
	if c == Black {
		return Vec{int32(v.X), int32(-v.Y)}
	}
	return Vec{int32(v.X), int32(v.Y)}
}

func newRay(step Vec, min, max int32, mode Mode) Ray {
	r := Ray{Step: step, Delta: step.Y*mailboxStride + step.X, Min: min, Max: max, Mode: mode,
		Mailbox: abs32(step.X) < mailboxPad && abs32(step.Y) < mailboxPad}
	r.Long = min == 1 && (max == 0 || max > 2)
	r.qdir = uint8(queenDir(step))
	return r
}

// compileProgram builds the program of one piece code; tables shares the
// bitboard tables among the variant's programs.
func (v *Variant) compileProgram(d *PieceDef, paths []betza.Path, prim Primitive, c Color, unmoved bool, tables bitTables) *Program {
	prog := &Program{Primitive: prim, Royal: d.Royal, Promotes: d.Pawn && len(v.promo.Types) > 0}
	for _, bp := range paths {
		if bp.Initial && !unmoved {
			continue
		}
		if bp.Castle > 0 {
			if unmoved {
				for _, d := range bp.Legs[0].Dirs {
					if d.Y == 0 && d.X != 0 {
						prog.Castles = append(prog.Castles, CastleRule{Dir: int32(d.X / absInt(d.X)), KingDist: int32(bp.Castle)})
					}
				}
			}
			continue
		}
		if rays, ok := straightRays(bp, c); ok {
			prog.Rays = append(prog.Rays, rays...)
			continue
		}
		prog.Paths = append(prog.Paths, generalPath(bp, c))
	}
	for _, r := range prog.Rays {
		plain := r.Mode == ModeMove|ModeCapture && r.Min == 1 && !prog.Promotes
		switch {
		case !r.Mailbox:
		case plain && r.Max == 1:
			prog.MailboxLeaps = append(prog.MailboxLeaps, r.Delta)
		case plain && r.Max == 0:
			prog.MailboxSlides = append(prog.MailboxSlides, r.Delta)
		default:
			prog.MailboxRays = append(prog.MailboxRays, r)
			if r.Mode&(ModeMove|ModeCreateEP) != 0 {
				single := r.Min == 1 && r.Max == 1 && r.Mode&ModeMove != 0 && r.Mode&ModeCreateEP == 0
				double := r.Min == 2 && r.Max == 2 && r.Mode&ModeMove != 0
				prog.quietRays = append(prog.quietRays, quietRay{Ray: r, single: single, double: double})
			}
		}
	}
	prog.Special = prog.Paths != nil || prog.Castles != nil || prog.Primitive != NoPrimitive
	classifySparseRays(prog)
	compileActLeaps(prog)
	prog.reach = reachOf(prog.Rays)
	prog.SimpleCaptures = prim == NoPrimitive
	for _, r := range prog.Rays {
		if r.Mode&ModeCapture != 0 && r.Min != 1 {
			prog.SimpleCaptures = false
		}
	}
	for _, path := range prog.Paths {
		for _, l := range path.Legs {
			if l.Mode&(ModeCapture|ModeDestroy) != 0 {
				prog.SimpleCaptures = false
			}
		}
	}
	classifyChains(prog)
	for i := range prog.Paths {
		prog.Paths[i].Quiet = quietPath(&prog.Paths[i], prog.Promotes)
	}
	prog.bits = compileBits(prog, v.geo, tables)
	prog.noisy = compileNoisySpan(prog, v.geo, c)
	return prog
}

// modeOf translates XBetza modalities into the kernel's.
func modeOf(m betza.Mode) Mode {
	var out Mode
	if m&betza.Move != 0 {
		out |= ModeMove
	}
	if m&betza.Capture != 0 {
		out |= ModeCapture
	}
	if m&betza.Destroy != 0 {
		out |= ModeDestroy
	}
	if m&betza.EnPassant != 0 {
		out |= ModeEPCapture
	}
	if m&betza.Hop != 0 {
		out |= ModeHop
	}
	return out
}

// straightRays turns a path that is a plain leaper or slider, or a lame
// straight move (every leg a single step straight on, the squares before the
// last empty), into Rays.
func straightRays(bp betza.Path, c Color) ([]Ray, bool) {
	if bp.RepeatFrom >= 0 && bp.RepeatTo > bp.RepeatFrom {
		return nil, false
	}
	first := bp.Legs[0]
	last := bp.Legs[len(bp.Legs)-1]
	mode := modeOf(last.Mode)
	if len(bp.Legs) == 1 {
		rays := make([]Ray, 0, len(first.Dirs))
		for _, d := range first.Dirs {
			rays = append(rays, newRay(orient(d, c), 1, int32(first.Range), mode))
		}
		return rays, true
	}
	for i, l := range bp.Legs {
		if l.Range != 1 {
			return nil, false
		}
		if i > 0 && (len(l.Turns) != 1 || l.Turns[0] != 0) {
			return nil, false
		}
		if i < len(bp.Legs)-1 && modeOf(l.Mode) != ModeMove {
			return nil, false
		}
	}
	if bp.Lame && mode == ModeMove {
		mode |= ModeCreateEP
	}
	n := int32(len(bp.Legs))
	rays := make([]Ray, 0, len(first.Dirs))
	for _, d := range first.Dirs {
		rays = append(rays, newRay(orient(d, c), n, n, mode))
	}
	return rays, true
}

// generalPath converts a multi-leg path for the interpreter.
func generalPath(bp betza.Path, c Color) Path {
	out := Path{RepeatFrom: bp.RepeatFrom, RepeatTo: bp.RepeatTo, Straight: true}
	for i, l := range bp.Legs {
		if i > 0 && (len(l.Turns) != 1 || l.Turns[0] != 0) {
			out.Straight = false
		}
		if i > 0 && i < len(bp.Legs)-1 && (len(l.Turns) > 1 || (l.Range != 1 && !l.SameLength)) {
			out.Memo = true
		}
		out.Lengths = out.Lengths || l.SameLength
		leg := Leg{Turns: l.Turns, Max: int32(l.Range), Mode: modeOf(l.Mode), SameLength: l.SameLength}
		for _, d := range l.Dirs {
			leg.Steps = append(leg.Steps, orient(d, c))
		}
		for _, d := range l.Cycle {
			leg.Cycle = append(leg.Cycle, orient(d, c))
		}
		out.Legs = append(out.Legs, leg)
	}
	out.Reach = make([]int32, len(out.Legs))
	var reach int32
	for i := len(out.Legs) - 1; i >= 0; i-- {
		l := &out.Legs[i]
		var step int32
		for _, d := range append(l.Steps[:len(l.Steps):len(l.Steps)], l.Cycle...) {
			step = max(step, abs32(d.X), abs32(d.Y))
		}
		if reach < 0 || l.Max == 0 || (out.RepeatFrom >= 0 && i < out.RepeatTo) {
			reach = -1
		} else {
			reach += step * l.Max
		}
		out.Reach[i] = reach
	}
	return out
}

// fastLegalityValid reports whether checkers and pins can decide legality:
// royal pieces are plain leapers or spiral movers (every move of theirs
// lands on one square, so the attack test on it decides) that castle, and
// nothing captures its own side. Pieces whose captures are not simple rays
// are allowed: the moves that could change one's attack on the king are
// made and tested (legal_complex.go).
func (v *Variant) fastLegalityValid() bool {
	for _, prog := range v.progs {
		if prog == nil {
			continue
		}
		for _, r := range prog.Rays {
			if r.Mode&ModeDestroy != 0 {
				return false
			}
			if prog.Royal && (r.Min != 1 || r.Max != 1) {
				return false
			}
		}
		if prog.Royal && (prog.Paths != nil || (prog.Primitive != NoPrimitive && prog.Primitive != SpiralMover)) {
			return false
		}
	}
	return true
}

// Limits on what one multi-leg path may cost to walk from one square (see
// pathCost). Walks of a path can take that much for every piece of the
// kind, in every generation and in every attack test (one ply of legal
// moves makes one per move), so a piece over a limit is rejected when the
// variant is compiled. Every built-in piece is far below them: the
// infiltrator's paths cost about 1,000 on its board. A queen written as
// sixteen king legs ("ma" 15 times, then K) costs about 46,000 on 8×8
// (about a millisecond per walk) and is rejected on 16×16 (175,000); a
// repeated group that branches, as in (mafsa)W, is rejected on 8×8
// (118,000: up to 64 legs are followed).
const (
	// maxPathCost bounds the squares the legs of one walk step over.
	maxPathCost = 1 << 16
	// maxPathStates bounds the leg states one walk remembers (Path.Memo).
	maxPathStates = 1 << 14
)

// checkPathCosts rejects a piece whose multi-leg paths would cost too much
// to walk on the variant's board.
func (v *Variant) checkPathCosts(paths []betza.Path) error {
	for _, bp := range paths {
		if bp.Castle > 0 || len(bp.Legs) < 2 {
			continue
		}
		if _, ok := straightRays(bp, White); ok {
			continue
		}
		path := generalPath(bp, White)
		cost, states, ok := pathCost(&path, v.def.Bounds, v.def.Unbounded)
		if !ok {
			continue // a rider leg on the open plane: checkUnbounded says so
		}
		board := fmt.Sprintf("this %dx%d board", v.def.Bounds.Width(), v.def.Bounds.Height())
		if v.def.Unbounded {
			board = "the open plane"
		}
		switch {
		case cost > maxPathCost:
			return fmt.Errorf("a move of %d legs may step over %.3g squares from one square of %s (at most %d allowed): use fewer or shorter legs",
				len(path.Legs), cost, board, maxPathCost)
		case states > maxPathStates:
			return fmt.Errorf("a move of %d legs may pass through %.3g different states (square, direction, …) from one square of %s (at most %d allowed): use fewer or shorter legs",
				len(path.Legs), states, board, maxPathStates)
		}
	}
	return nil
}

// pathCost bounds the work of one walk of path (gen_paths.go) from one square
// of board b: cost counts the squares the legs step over, states the leg
// states the walk remembers (each leg's at most once). It follows the walk leg by leg, counting the
// states that start each leg after t legs: at most every way of getting
// there and, when the walk remembers states, at most the distinct states
// (square × direction × rider length × locust victim). ok is false when a
// rider leg runs on the open plane (no bound).
func pathCost(path *Path, b Bounds, unbounded bool) (cost, states float64, ok bool) {
	span := float64(max(b.Width(), b.Height()))
	var step int32
	capture := false
	for i, l := range path.Legs {
		if l.Max == 0 && unbounded {
			return 0, 0, false
		}
		for _, d := range append(l.Steps[:len(l.Steps):len(l.Steps)], l.Cycle...) {
			step = max(step, abs32(d.X), abs32(d.Y))
		}
		if i < len(path.Legs)-1 && l.Mode&(ModeCapture|ModeDestroy) != 0 {
			capture = true
		}
	}
	lens := 1.0
	if path.Lengths {
		lens = span + 1
	}
	// distinct bounds the states that start a leg after t legs.
	distinct := func(t int) float64 {
		if !path.Memo {
			return math.Inf(1)
		}
		area := float64(b.Width()) * float64(b.Height())
		if unbounded {
			side := 2*float64(t)*float64(step) + 1
			area = side * side
		}
		n := area * 8 * lens
		if capture {
			n *= 1 + area
		}
		return n
	}
	n := len(path.Legs)
	ways := make([][]float64, maxLegs+1)
	for t := range ways {
		ways[t] = make([]float64, n)
	}
	ways[0][0] = 1
	entering := make([]float64, n) // walks that start each leg
	for t := 0; t < maxLegs; t++ {
		for i, w := range ways[t] {
			if w == 0 {
				continue
			}
			s := math.Min(w, distinct(t))
			l := &path.Legs[i]
			dirs := float64(len(l.Turns))
			if i == 0 {
				dirs = float64(len(l.Steps))
			}
			rng := float64(l.Max)
			if l.Max == 0 {
				rng = span
			}
			cost += s * dirs * rng
			entering[i] += s
			// Every square of a leg that may end on an empty square can
			// start the next one; otherwise only the first piece met.
			cont := rng
			if l.Mode&ModeMove == 0 || l.SameLength {
				cont = 1
			}
			out := s * dirs * cont
			next := i + 1
			if next < n {
				ways[t+1][next] += out
				if path.RepeatFrom >= 0 && next == path.RepeatFrom {
					ways[t+1][path.RepeatTo] += out
				}
			}
			if path.RepeatFrom >= 0 && i == path.RepeatTo-1 {
				ways[t+1][path.RepeatFrom] += out
			}
		}
	}
	if path.Memo {
		// The memo holds each leg's states once, whenever they are reached.
		for _, e := range entering {
			states += math.Min(e, distinct(maxLegs))
		}
	}
	return cost, states, true
}

// quietPath reports whether no move of path captures or promotes (Path.Quiet):
// no leg may capture, destroy or take en passant, and the piece does not
// promote.
func quietPath(path *Path, promotes bool) bool {
	if promotes {
		return false
	}
	for _, l := range path.Legs {
		if l.Mode&(ModeCapture|ModeDestroy|ModeEPCapture) != 0 {
			return false
		}
	}
	return true
}
