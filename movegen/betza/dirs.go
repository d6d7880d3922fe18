package betza

// tok is one modifier letter of a leg, with its source position.
type tok struct {
	c   byte
	pos int
}

// Direction modifiers are read in runs of adjacent direction letters. Within
// a run, two letters may form a pair that names a narrower set; otherwise
// each letter adds its own set. How letters and pairs map to steps depends
// on the atom class (first leg) or is relative to the previous step (later
// legs):
//
//   - Orthogonal atoms (W D H R): f b l r name one direction each, v = f+b,
//     s = l+r; letters add up.
//   - Diagonal atoms (F A G B): each letter names the two diagonals on that
//     side (f = forward-left and forward-right); a letter of the other
//     dimension right after it narrows the pair (fr = forward-right only).
//   - K and Q, and every later leg: f b l r name one direction each (v and
//     s two); a doubled letter (ff) is the single direction too; a pair of
//     crossing letters names the diagonals between them (fr = forward-right,
//     fs = both forward diagonals, rv = both right diagonals).
//   - Oblique atoms (N C Z): a single letter names the pair of leaps that go
//     farthest that way (fN = (±1,2), sN = (±2,±1), vN = (±1,±2)); a letter
//     followed by h names all four leaps on that side (fhN); a letter
//     followed by itself or a crossing letter intersects its four leaps with
//     the other letter's pair (ffN = fN, fsN = (±2,1), frN = (2,1),
//     rfN = (1,2), lvN = (-1,±2)); hr and hl name the four leaps that veer
//     clockwise, resp. anticlockwise, off their main axis.
//   - On later legs z and q stand for l or r: z bends the opposite way to
//     the previous bend, q the same way (see Expand).

// runs splits the direction letters of a leg into runs of adjacent letters.
func runs(toks []tok) [][]tok {
	var out [][]tok
	var cur []tok
	for _, t := range toks {
		if isDirection(t.c) {
			cur = append(cur, t)
			continue
		}
		if len(cur) > 0 {
			out = append(out, cur)
			cur = nil
		}
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// firstMask returns the cycle indices a first leg may step to.
func firstMask(a atomInfo, rs [][]tok) (uint8, error) {
	if len(rs) == 0 {
		return a.class.valid(), nil
	}
	var m uint8
	for _, run := range rs {
		for _, t := range run {
			switch t.c {
			case 'z', 'q':
				return 0, errAt(t.pos, "%q is only defined on a later leg (crooked and circular riders are not supported)", t.c)
			case 'h':
				if a.class != classOblique {
					return 0, errAt(t.pos, "'h' is only defined for oblique atoms (N, C, Z)")
				}
			}
		}
		var rm uint8
		var err error
		switch a.class {
		case classOrtho:
			for _, t := range run {
				rm |= sideMask(a.cycle, t.c, true)
			}
		case classDiag:
			rm = diagRun(a.cycle, run)
		case classKing:
			rm, err = kingRun(a.cycle, run)
		case classOblique:
			rm, err = obliqueRun(a.cycle, run)
		}
		if err != nil {
			return 0, err
		}
		m |= rm
	}
	m &= a.class.valid()
	if m == 0 {
		return 0, errAt(rs[0][0].pos, "direction modifiers select no direction")
	}
	return m, nil
}

func diagRun(cycle []Vec, run []tok) uint8 {
	var m uint8
	for i := 0; i < len(run); i++ {
		s := sideMask(cycle, run[i].c, false)
		if i+1 < len(run) && perpendicular(run[i].c, run[i+1].c) {
			s &= sideMask(cycle, run[i+1].c, false)
			i++
		}
		m |= s
	}
	return m
}

// kingRun reads a run in the king system; it also serves later legs, with
// cycle = kingCycle(1) giving turn offsets.
func kingRun(cycle []Vec, run []tok) (uint8, error) {
	var m uint8
	for i := 0; i < len(run); i++ {
		c := run[i].c
		if c == 'h' {
			return 0, errAt(run[i].pos, "'h' is only defined for oblique atoms (N, C, Z)")
		}
		s := sideMask(cycle, c, true)
		if i+1 < len(run) && isSingle(c) {
			switch d := run[i+1].c; {
			case d == c:
				i++
			case perpendicular(c, d):
				s = sideMask(cycle, c, false) & sideMask(cycle, d, false)
				i++
			}
		}
		m |= s
	}
	return m, nil
}

func obliqueRun(cycle []Vec, run []tok) (uint8, error) {
	var m uint8
	for i := 0; i < len(run); i++ {
		c := run[i].c
		var d byte
		if i+1 < len(run) {
			d = run[i+1].c
		}
		switch {
		case c == 'h':
			if d != 'r' && d != 'l' {
				return 0, errAt(run[i].pos, "'h' must be followed by 'r' or 'l' or follow f, b, l or r")
			}
			if d == 'r' {
				m |= 0x55
			} else {
				m |= 0xAA
			}
			i++
		case isSingle(c) && d == 'h':
			m |= sideMask(cycle, c, false)
			i++
		case isSingle(c) && (d == c || perpendicular(c, d)):
			m |= sideMask(cycle, c, false) & sideMask(cycle, d, true)
			i++
		default:
			m |= sideMask(cycle, c, true)
		}
	}
	return m, nil
}

// laterMask returns the turn offsets a later leg allows. side is the side
// of the previous bend (0 right, 1 left, -1 none) for resolving z and q.
func laterMask(a atomInfo, rs [][]tok, side int) (uint8, error) {
	if len(rs) == 0 {
		return a.class.laterDefault(), nil
	}
	kc := kingCycle(1)
	var m uint8
	for _, run := range rs {
		r := make([]tok, len(run))
		for i, t := range run {
			r[i] = t
			if t.c != 'z' && t.c != 'q' {
				continue
			}
			if side < 0 {
				return 0, errAt(t.pos, "%q needs an earlier leg that bends left or right", t.c)
			}
			right := side == 0
			if t.c == 'z' {
				right = !right
			}
			r[i].c = 'l'
			if right {
				r[i].c = 'r'
			}
		}
		rm, err := kingRun(kc, r)
		if err != nil {
			return 0, err
		}
		m |= rm
	}
	return m, nil
}

// hasZQ reports whether a leg's direction runs contain z or q.
func hasZQ(rs [][]tok) bool {
	for _, run := range rs {
		for _, t := range run {
			if t.c == 'z' || t.c == 'q' {
				return true
			}
		}
	}
	return false
}
