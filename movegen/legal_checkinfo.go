package movegen

// One enemy piece can attack the royal piece along more than one of its
// attack directions at once: a bishop that also leaps as an alfil, two
// squares away, attacks along its ray and by its leap; a rook that is also
// a dabbaba rider does so two or four squares away. It is still one
// checker (capturing it ends every one of its checks), and a move that
// blocks must shut every one of its lines. Likewise a piece can stand
// pinned on two lines of one direction at once (a rook's and a dabbaba
// rider's), and may then move only where both let it. The checks-and-pins
// scans note what they find through addCheck and addPin, which merge such
// records instead of counting a double check or keeping only one pin.

// addCheck notes a checker on sq, seen from the royal piece along dir at
// dist steps.
func (ci *checkInfo) addCheck(sq Coord, dir Vec, dist int32) {
	if ci.checkers > 0 && ci.checker == sq {
		ci.dir, ci.dist = commonSteps(ci.dir, ci.dist, dir, dist)
		return
	}
	ci.checkers++
	ci.checker, ci.dir, ci.dist = sq, dir, dist
}

// addPin notes that the piece on sq may move only to royal + k·dir for k
// in 1..dist (its pinner stands at dist).
func (ci *checkInfo) addPin(sq Coord, dir Vec, dist int32) {
	for i := 0; i < ci.npins; i++ {
		if pn := &ci.pins[i]; pn.sq == sq {
			pn.dir, pn.dist = commonSteps(pn.dir, pn.dist, dir, dist)
			return
		}
	}
	if ci.npins < len(ci.pins) {
		ci.pins[ci.npins] = pin{sq: sq, dir: dir, dist: dist}
		ci.npins++
	}
}

// commonSteps returns the squares two lines from the royal piece share, as
// one line: the squares k·a for k in 1..na and j·b for j in 1..nb, where a
// and b point the same way (both lines reach the same piece), are the
// multiples of the coarser step lcm(a, b) up to the nearer end.
func commonSteps(a Vec, na int32, b Vec, nb int32) (Vec, int32) {
	ga := int64(gcd32(abs32(a.X), abs32(a.Y)))
	gb := int64(gcd32(abs32(b.X), abs32(b.Y)))
	if ga == 0 || gb == 0 {
		return a, na
	}
	l := ga / int64(gcd32(int32(ga), int32(gb))) * gb
	extent := min(ga*int64(na), gb*int64(nb))
	unit := Vec{X: a.X / int32(ga), Y: a.Y / int32(ga)}
	return Vec{X: unit.X * int32(l), Y: unit.Y * int32(l)}, int32(extent / l)
}
