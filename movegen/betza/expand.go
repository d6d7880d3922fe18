package betza

// Limits on what Expand produces for a single move.
const (
	// MaxLegs is the most legs (separated by 'a', after unrolling a group)
	// a move may have.
	MaxLegs = 16
	// MaxPaths is the most paths Expand returns for a whole piece.
	MaxPaths = 256
	// MaxSkips is the most j modifiers one leg may carry.
	MaxSkips = 8
)

// Expand gives a parsed piece its meaning: the paths its moves consist of,
// in the order of p.Components. It fails with a *ParseError pointing at the
// modifier or atom it cannot interpret.
//
// Legs and directions. The modifiers before the first 'a' belong to the
// first leg, whose directions are absolute (see the direction rules in
// dirs.go: f is the mover's forward, r its right). Modifiers between two
// a's, or after the last one, belong to later legs, whose directions are
// relative to the previous leg's step and are read in the king system:
// f = straight on (Turns {0}), b = back {4}, r = 90° right {2}, l = 90° left
// {6}, s = {2,6}, v = {0,4}, fr = 45° right {1}, fl = {7}, fs = {1,7},
// br = {3}, bl = {5}, bs = {3,5}, rv = {1,3}, lv = {5,7}; the offsets index
// the atom's Cycle, so on a W leg the odd offsets give F steps and on an N
// leg they give the neighbouring knight leaps. A later leg without
// direction modifiers may go every way but back when the atom has eight
// directions (K Q N C Z) and straight on or 90° either way when it has four
// (W F D A H G R B). z and q on a later leg stand for l and r: z bends the
// opposite way to the most recent earlier leg that bent sideways, q the
// same way; where that earlier leg could bend either way the path is split
// into one path per side. Every leg of a move uses the atom's step and
// range.
//
// Modes. A final leg without m, c, d or e may move or capture (Move|Capture);
// a non-final leg without m, c, d, e, p, g or y must end on an empty square
// (Move). On a non-final leg p and g end the leg on an occupied square that
// is hopped (Hop); g also toggles the range of the following legs between
// leaper and unlimited rider (a limited range becomes 1), and y does the
// same on an empty square. On a final leg p and g turn a rider into a
// hopper or grasshopper (see Path.Hopper and Path.Grasshopper). e, u, t and
// o set EnPassant, Unload, Tame and Cylinder. i on the first leg makes the
// path Initial; on a later leg it sets Leg.SameLength.
//
// Jumping. n on D, A, H, G and N gives a lame leaper written out in one-step
// legs (Path.Lame; nN steps orthogonally first, as the Xiangqi horse), j on
// D, A and N a leaper whose intermediate square must be occupied
// (Path.Jumping); both only on a move without 'a'. On atoms with one-square
// steps (W F K R B Q) n is meaningless and ignored, and each j skips one
// square whatever stands on it (a Move|Hop leg of one step).
//
// Groups. A ( … ) group is repeated any number of times. It must contain an
// 'a'. When it starts and ends on leg boundaries after the first leg
// ("Kmpa(mpfa)mfK") its legs become Path.Legs[RepeatFrom:RepeatTo];
// otherwise ("(paf)W") Expand gives one path for zero repetitions and one
// for one or more, whose repeated stretch is the group rotated to start at
// a leg boundary. Either way RepeatFrom is at least 1: the first leg, with
// its absolute directions, never repeats.
//
// Not supported (an error): more than one group in a move, nested groups,
// i g y z q inside a group, z or q on a first leg (crooked and circular
// riders), n or j on a multi-leg move, on a rider or on C and Z, j on H and
// G, p or g on the final leg of a leaper or of a rider with a limited range,
// y on a final leg, and ii.
func Expand(p *Piece) ([]Path, error) {
	if p == nil {
		return nil, nil
	}
	var out []Path
	for i, m := range p.Components {
		ps, err := expandComponent(m, i)
		if err != nil {
			return nil, err
		}
		out = append(out, ps...)
		if len(out) > MaxPaths {
			return nil, errAt(m.Pos, "more than %d paths", MaxPaths)
		}
	}
	return out, nil
}

// plan is a move's legs as modifier lists, after unrolling its group.
type plan struct {
	legs             [][]tok
	repFrom, repTo   int // logical leg indices, -1 when nothing repeats
	single           bool
	firstPos, endPos int
}

func expandComponent(m Component, idx int) ([]Path, error) {
	a, ok := lookupAtom(m.Atom)
	if !ok {
		return nil, errAt(m.AtomPos, "unknown atom %q", m.Atom)
	}
	if a.class == classCastle {
		return castle(m, idx)
	}
	plans, err := plans(m)
	if err != nil {
		return nil, err
	}
	b := builder{m: m, a: a, idx: idx, rng: a.rng}
	if m.Doubled {
		b.rng = 0
	}
	if m.HasRange {
		b.rng = m.Range
	}
	var out []Path
	for _, pl := range plans {
		ps, err := b.build(pl)
		if err != nil {
			return nil, err
		}
		out = append(out, ps...)
	}
	return out, nil
}

// plans splits the modifier prefix into legs, unrolling a group.
func plans(m Component) ([]plan, error) {
	var x, y, z []tok
	group := -1
	for i, md := range m.Mods {
		if !md.IsGroup() && !IsModifier(md.Letter) {
			return nil, errAt(md.Pos, "unknown modifier %q", md.Letter)
		}
		switch {
		case !md.IsGroup() && group < 0:
			x = append(x, tok{md.Letter, md.Pos})
		case !md.IsGroup():
			z = append(z, tok{md.Letter, md.Pos})
		case group >= 0:
			return nil, errAt(md.Pos, "only one repeated group per move is supported")
		default:
			group = i
			for _, g := range md.Group {
				if g.IsGroup() {
					return nil, errAt(g.Pos, "nested groups are not supported")
				}
				if !IsModifier(g.Letter) {
					return nil, errAt(g.Pos, "unknown modifier %q", g.Letter)
				}
				switch g.Letter {
				case 'i', 'g', 'y', 'z', 'q':
					return nil, errAt(g.Pos, "%q inside a repeated group is not supported", g.Letter)
				}
				y = append(y, tok{g.Letter, g.Pos})
			}
		}
	}
	xs := split(x)
	if group < 0 {
		return []plan{newPlan(xs, -1, -1, m)}, nil
	}
	ys, zs := split(y), split(z)
	n := len(ys) - 1
	if n == 0 {
		return nil, errAt(m.Mods[group].Pos, "a repeated group must contain the leg separator 'a'")
	}
	pre, xl := xs[:len(xs)-1], xs[len(xs)-1]
	// A group on leg boundaries after the first leg repeats as it stands;
	// otherwise (and when it would repeat the first leg, whose directions
	// are absolute) unroll it once so the repeated stretch has a leg
	// before it.
	if len(pre) > 0 && len(xl) == 0 && len(ys[n]) == 0 {
		legs := cat(pre, ys[:n], zs)
		return []plan{newPlan(legs, len(pre), len(pre)+n, m)}, nil
	}
	zero := cat(pre, [][]tok{join(xl, zs[0])}, zs[1:])
	block := cat([][]tok{join(ys[n], ys[0])}, ys[1:n])
	some := cat(pre, [][]tok{join(xl, ys[0])}, ys[1:n], block, [][]tok{join(ys[n], zs[0])}, zs[1:])
	from := len(pre) + n
	return []plan{newPlan(zero, -1, -1, m), newPlan(some, from, from+n, m)}, nil
}

func newPlan(legs [][]tok, from, to int, m Component) plan {
	return plan{legs: legs, repFrom: from, repTo: to, single: len(legs) == 1, firstPos: m.Pos, endPos: m.AtomPos}
}

// split cuts a modifier list at each 'a'; the result has one more element
// than there are separators.
func split(ts []tok) [][]tok {
	out := [][]tok{nil}
	for _, t := range ts {
		if t.c == 'a' {
			out = append(out, nil)
			continue
		}
		out[len(out)-1] = append(out[len(out)-1], t)
	}
	return out
}

func join(a, b []tok) []tok {
	out := make([]tok, 0, len(a)+len(b))
	return append(append(out, a...), b...)
}

func cat(parts ...[][]tok) [][]tok {
	var out [][]tok
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// legSpec is one leg's modifiers, interpreted.
type legSpec struct {
	pos   int // position of the first modifier, or of the atom
	n     [26]int
	at    [26]int // position of the first occurrence of each letter
	runs  [][]tok
	zq    bool
	mask  uint8 // first leg: cycle indices; later leg: turn offsets
	first bool
	final bool
}

func (s *legSpec) has(c byte) bool { return s.n[c-'a'] > 0 }
func (s *legSpec) pos0(c byte) int { return s.at[c-'a'] }

func newSpec(ts []tok, first, final bool, atomPos int) legSpec {
	s := legSpec{pos: atomPos, first: first, final: final, runs: runs(ts)}
	if len(ts) > 0 {
		s.pos = ts[0].pos
	}
	for _, t := range ts {
		if s.n[t.c-'a'] == 0 {
			s.at[t.c-'a'] = t.pos
		}
		s.n[t.c-'a']++
	}
	s.zq = hasZQ(s.runs)
	return s
}

// mode returns the leg's Mode; p and g on a final leg are left to the
// caller, which turns them into extra legs.
func (s *legSpec) mode() Mode {
	var m Mode
	for i := range len(modeChars) {
		if bit := Mode(1 << i); bit != Hop && s.has(modeChars[i]) {
			m |= bit
		}
	}
	const ends = Move | Capture | Destroy | EnPassant
	if s.final {
		if m&ends == 0 {
			m |= Move | Capture
		}
		return m
	}
	if s.has('p') || s.has('g') {
		m |= Hop
	}
	if s.has('y') {
		m |= Move
	}
	if m&(ends|Hop) == 0 {
		m |= Move
	}
	return m
}

// check rejects modifier combinations Expand cannot give a meaning to.
func (s *legSpec) check(a atomInfo, single bool, rng int) error {
	switch {
	case s.n['i'-'a'] > 1:
		return errAt(s.pos0('i'), "'ii' is not supported")
	case s.final && s.has('y'):
		return errAt(s.pos0('y'), "'y' needs a following leg")
	case s.has('n') && s.has('j'):
		return errAt(s.pos0('j'), "'n' and 'j' contradict each other")
	case s.n['j'-'a'] > MaxSkips:
		return errAt(s.pos0('j'), "more than %d 'j'", MaxSkips)
	}
	if a.unit || !(s.has('n') || s.has('j')) {
		return nil
	}
	c := byte('n')
	if !s.has('n') {
		c = 'j'
	}
	switch {
	case !single:
		return errAt(s.pos0(c), "%q on a multi-leg move is not supported", c)
	case rng != 1:
		return errAt(s.pos0(c), "%q on a rider is not supported", c)
	case s.has('p') || s.has('g'):
		return errAt(s.pos0(c), "%q cannot be combined with 'p' or 'g'", c)
	}
	return nil
}

func vectors(cycle []Vec, m uint8) []Vec {
	var out []Vec
	for i := range 8 {
		if m&(1<<i) != 0 {
			out = append(out, cycle[i])
		}
	}
	return out
}

func offsets(m uint8) []int {
	var out []int
	for i := range 8 {
		if m&(1<<i) != 0 {
			out = append(out, i)
		}
	}
	return out
}
