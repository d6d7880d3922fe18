package betza

// builder turns the plans of one move into paths.
type builder struct {
	m   Component
	a   atomInfo
	idx int
	rng int // the atom's range: 1 leaper, 0 unlimited, n limited
}

// maxVariants caps how many paths z and q may split one plan into.
const maxVariants = 64

func (b *builder) build(pl plan) ([]Path, error) {
	if len(pl.legs) > MaxLegs {
		return nil, errAt(pl.firstPos, "more than %d legs", MaxLegs)
	}
	specs := make([]legSpec, len(pl.legs))
	anyZQ := false
	for i, ts := range pl.legs {
		specs[i] = newSpec(ts, i == 0, i == len(pl.legs)-1, pl.endPos)
		if err := specs[i].check(b.a, pl.single, b.rng); err != nil {
			return nil, err
		}
		anyZQ = anyZQ || specs[i].zq
	}
	s0 := &specs[0]
	if pl.single && !b.a.unit && (s0.has('n') || s0.has('j')) {
		return b.lame(s0)
	}
	m, err := firstMask(b.a, s0.runs)
	if err != nil {
		return nil, err
	}
	s0.mask = m
	for i := 1; i < len(specs); i++ {
		if specs[i].zq {
			continue
		}
		if specs[i].mask, err = laterMask(b.a, specs[i].runs, -1); err != nil {
			return nil, err
		}
	}
	if !anyZQ {
		p, err := b.emit(specs, pl.repFrom, pl.repTo)
		if err != nil {
			return nil, err
		}
		return []Path{p}, nil
	}
	if pl.repFrom >= 0 {
		return nil, errAt(pl.firstPos, "'z' or 'q' in a move with a repeated group is not supported")
	}
	var vs [][]legSpec
	if err := b.sides(specs, 1, -1, &vs); err != nil {
		return nil, err
	}
	out := make([]Path, 0, len(vs))
	for _, v := range vs {
		p, err := b.emit(v, -1, -1)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// sides resolves z and q from leg i on, given the side of the previous bend
// (0 right, 1 left, -1 none). A leg that may bend either way while a later
// leg depends on the side is split into its straight, right and left parts.
func (b *builder) sides(specs []legSpec, i, side int, out *[][]legSpec) error {
	if i == len(specs) {
		if len(*out) >= maxVariants {
			return errAt(b.m.Pos, "'z' and 'q' split the move into more than %d paths", maxVariants)
		}
		*out = append(*out, append([]legSpec(nil), specs...))
		return nil
	}
	s := &specs[i]
	if s.zq {
		m, err := laterMask(b.a, s.runs, side)
		if err != nil {
			return err
		}
		s.mask = m
	}
	later := false
	for _, t := range specs[i+1:] {
		later = later || t.zq
	}
	mask := s.mask
	if !later || mask&(maskRight|maskLeft) == 0 {
		return b.sides(specs, i+1, side, out)
	}
	parts := []struct {
		m    uint8
		side int
	}{{mask &^ (maskRight | maskLeft), side}, {mask & maskRight, 0}, {mask & maskLeft, 1}}
	for _, p := range parts {
		if p.m == 0 {
			continue
		}
		s.mask = p.m
		if err := b.sides(specs, i+1, p.side, out); err != nil {
			return err
		}
	}
	s.mask = mask
	return nil
}

// emit builds one path from interpreted legs.
func (b *builder) emit(specs []legSpec, repFrom, repTo int) (Path, error) {
	p := Path{RepeatFrom: -1, RepeatTo: -1, Atom: b.m.Atom, Index: b.idx}
	start := make([]int, len(specs)+1)
	rng := b.rng
	for i := range specs {
		s := &specs[i]
		start[i] = len(p.Legs)
		first := Leg{Cycle: b.a.cycle, Range: rng, Mode: s.mode()}
		if i == 0 {
			first.Dirs = vectors(b.a.cycle, s.mask)
			p.Initial = s.has('i')
		} else {
			first.Turns = offsets(s.mask)
			first.SameLength = s.has('i')
		}
		if first.SameLength && !hasRider(p.Legs) {
			return Path{}, errAt(s.pos0('i'), "'i' on a later leg needs an earlier leg of a rider")
		}
		cyl := first.Mode & Cylinder
		if k := s.n['j'-'a']; k > 0 { // b.a.unit, or check would have failed
			if rng == 1 || rng > 0 && k >= rng {
				return Path{}, errAt(s.pos0('j'), "'j' skips every square the leg could reach")
			}
			for j := range k {
				skip := Leg{Cycle: b.a.cycle, Range: 1, Mode: Move | Hop | cyl}
				if j == 0 {
					skip.Dirs, skip.Turns = first.Dirs, first.Turns
				} else {
					skip.Turns = []int{0}
				}
				p.Legs = append(p.Legs, skip)
			}
			first.Dirs, first.Turns = nil, []int{0}
			if rng > 0 {
				first.Range = rng - k
			}
		}
		if s.final && (s.has('p') || s.has('g')) {
			c := byte('p')
			if !s.has('p') {
				c = 'g'
			}
			switch {
			case first.Range == 1:
				return Path{}, errAt(s.pos0(c), "%q on the final leg needs a rider", c)
			case first.Range > 1:
				return Path{}, errAt(s.pos0(c), "%q on a rider with a limited range is not supported", c)
			}
			hop := first
			hop.Mode = Hop | cyl
			land := Leg{Turns: []int{0}, Cycle: b.a.cycle, Range: 0, Mode: first.Mode}
			if c == 'g' {
				land.Range = 1
				p.Grasshopper = true
			} else {
				p.Hopper = true
			}
			p.Legs = append(p.Legs, hop, land)
		} else {
			p.Legs = append(p.Legs, first)
		}
		if !s.final && (s.has('g') || s.has('y')) {
			rng = toggle(rng)
		}
	}
	start[len(specs)] = len(p.Legs)
	if repFrom >= 0 {
		p.RepeatFrom, p.RepeatTo = start[repFrom], start[repTo]
	}
	return p, nil
}

// toggle switches a range between leaper and unlimited rider; a limited
// range counts as a rider and becomes a leaper.
func toggle(rng int) int {
	if rng == 1 {
		return 0
	}
	return 1
}

func hasRider(legs []Leg) bool {
	for _, l := range legs {
		if l.Range != 1 {
			return true
		}
	}
	return false
}
