package betza

// lame writes out a single-leg n or j leaper on D, A, H, G or N as one-step
// legs: straight steps for D A H G, an orthogonal step and then a diagonal
// one outward for N. The intermediate legs end on squares that must be
// empty (n) or occupied (j, as a Hop).
func (b *builder) lame(s *legSpec) ([]Path, error) {
	mask, err := firstMask(b.a, s.runs)
	if err != nil {
		return nil, err
	}
	jump := s.has('j')
	c := byte('n')
	if jump {
		c = 'j'
	}
	inter := Move
	if jump {
		inter = Hop
	}
	final := s.mode()
	inter |= final & Cylinder
	kc := kingCycle(1)
	path := func(dirs []Vec, turns [][]int) Path {
		p := Path{RepeatFrom: -1, RepeatTo: -1, Atom: b.m.Atom, Index: b.idx,
			Initial: s.has('i'), Lame: !jump, Jumping: jump}
		p.Legs = append(p.Legs, Leg{Dirs: dirs, Cycle: kc, Range: 1, Mode: inter})
		for i, t := range turns {
			l := Leg{Turns: t, Cycle: kc, Range: 1, Mode: inter}
			if i == len(turns)-1 {
				l.Mode = final
			}
			p.Legs = append(p.Legs, l)
		}
		return p
	}
	if b.a.class != classOblique {
		r := b.a.cycle[0].Y
		if jump && r > 2 {
			return nil, errAt(s.pos0(c), "'j' on a three-step leaper is not supported")
		}
		turns := make([][]int, r-1)
		for i := range turns {
			turns[i] = []int{0}
		}
		return []Path{path(vectors(kc, mask), turns)}, nil
	}
	if b.m.Atom != 'N' {
		return nil, errAt(s.pos0(c), "%q on %q is not supported (only on N among oblique atoms)", c, b.m.Atom)
	}
	var byTurn [8]uint8 // turn offset -> orthogonal first steps
	for i := range 8 {
		if mask&(1<<i) == 0 {
			continue
		}
		v := b.a.cycle[i]
		w := Vec{sign(v.X), 0}
		if abs(v.Y) > abs(v.X) {
			w = Vec{0, sign(v.Y)}
		}
		f := Vec{v.X - w.X, v.Y - w.Y}
		wi := index(kc, w)
		byTurn[(index(kc, f)-wi+8)%8] |= 1 << wi
	}
	if byTurn[1] == byTurn[7] {
		return []Path{path(vectors(kc, byTurn[1]), [][]int{{1, 7}})}, nil
	}
	var out []Path
	for _, k := range []int{1, 7} {
		if byTurn[k] != 0 {
			out = append(out, path(vectors(kc, byTurn[k]), [][]int{{k}}))
		}
	}
	return out, nil
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// castle expands the O atom: the king moves the given distance sideways
// (both ways unless l or r says otherwise); i is allowed and customary.
func castle(m Component, idx int) ([]Path, error) {
	if !m.HasRange || m.Range < 1 {
		return nil, errAt(m.AtomPos, "castling atom 'O' needs the king's distance")
	}
	initial := false
	var mask uint8
	kc := kingCycle(1)
	for _, md := range m.Mods {
		if md.IsGroup() {
			return nil, errAt(md.Pos, "a group cannot modify castling 'O'")
		}
		switch md.Letter {
		case 'i':
			if initial {
				return nil, errAt(md.Pos, "'ii' is not supported")
			}
			initial = true
		case 'l', 'r', 's':
			mask |= sideMask(kc, md.Letter, true)
		default:
			return nil, errAt(md.Pos, "%q cannot modify castling 'O'", md.Letter)
		}
	}
	if mask == 0 {
		mask = sideMask(kc, 's', true)
	}
	leg := Leg{Dirs: vectors(kc, mask), Cycle: kc, Range: m.Range, Mode: Move}
	return []Path{{Legs: []Leg{leg}, RepeatFrom: -1, RepeatTo: -1, Initial: initial,
		Castle: m.Range, Atom: 'O', Index: idx}}, nil
}
