package movegen

import (
	"fmt"

	"lattice/movegen/betza"
)

// compilePrograms builds a Program for every piece code the variant can
// have: each type, each colour, and the unmoved state for the types whose
// moves depend on it.
func (v *Variant) compilePrograms() error {
	for i := range v.Pieces {
		d := &v.Pieces[i]
		t := PieceType(i + 1)
		ast, err := betza.Parse(d.Betza)
		if err != nil {
			return fmt.Errorf("variant %s: piece %s: %w", v.Name, d.Name, err)
		}
		paths, err := betza.Expand(ast)
		if err != nil {
			return fmt.Errorf("variant %s: piece %s: %w", v.Name, d.Name, err)
		}
		prim, err := ParsePrimitive(d.Primitive)
		if err != nil {
			return fmt.Errorf("variant %s: piece %s: %w", v.Name, d.Name, err)
		}
		if err := supported(paths); err != nil {
			return fmt.Errorf("variant %s: piece %s: %s: %w", v.Name, d.Name, d.Betza, err)
		}
		tracks := d.CastlePartner
		for _, p := range paths {
			tracks = tracks || p.Initial || p.Castle > 0
		}
		for c := Color(0); c < 2; c++ {
			v.progs[NewPiece(t, c, false)] = v.compileProgram(d, paths, prim, c, false)
			if tracks {
				v.progs[NewPiece(t, c, true)] = v.compileProgram(d, paths, prim, c, true)
			}
		}
	}
	return nil
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
	return r
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}

// compileProgram builds the program of one piece code.
func (v *Variant) compileProgram(d *PieceDef, paths []betza.Path, prim Primitive, c Color, unmoved bool) *Program {
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
		}
	}
	prog.Special = prog.Paths != nil || prog.Castles != nil || prog.Primitive != NoPrimitive
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
		leg := Leg{Turns: l.Turns, Max: int32(l.Range), Mode: modeOf(l.Mode), SameLength: l.SameLength}
		for _, d := range l.Dirs {
			leg.Steps = append(leg.Steps, orient(d, c))
		}
		for _, d := range l.Cycle {
			leg.Cycle = append(leg.Cycle, orient(d, c))
		}
		out.Legs = append(out.Legs, leg)
	}
	return out
}

// fastLegalityValid reports whether checkers and pins can decide legality:
// royal pieces are plain leapers that castle, and nothing captures its own
// side. Pieces whose captures are not simple rays are allowed: a position
// where one of them threatens the king falls back to make / in-check /
// unmake (Position.complexThreat).
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
		if prog.Royal && (prog.Paths != nil || prog.Primitive != NoPrimitive) {
			return false
		}
	}
	return true
}
