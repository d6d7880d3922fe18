package betza

// atomClass groups atoms by how direction modifiers act on them.
type atomClass uint8

const (
	classOrtho   atomClass = iota // W D H R: four orthogonal directions
	classDiag                     // F A G B: four diagonal directions
	classKing                     // K Q: eight directions, orthogonal and diagonal
	classOblique                  // N C Z: eight oblique leaps
	classCastle                   // O: castling
)

// Masks over the eight indices of a Cycle. Bit k stands for Cycle[k] on a
// first leg and for the turn offset k on a later leg.
const (
	maskAll     uint8 = 0xFF
	maskOrtho   uint8 = 0x55 // even indices: orthogonal steps of a king cycle
	maskDiag    uint8 = 0xAA // odd indices: diagonal steps of a king cycle
	maskNoBack  uint8 = 0xEF // every turn but reversal
	maskOrthTrn uint8 = 0x45 // straight on, 90° right, 90° left
	maskRight   uint8 = 0x0E // turns 45°, 90°, 135° clockwise
	maskLeft    uint8 = 0xE0 // turns 45°, 90°, 135° anticlockwise
)

// atomInfo is what Expand needs to know about an atom.
type atomInfo struct {
	class atomClass
	cycle []Vec // the eight steps in clockwise order (see Leg.Cycle)
	rng   int   // default range: 1 leaper, 0 slider
	unit  bool  // one-square steps: W F K R B Q
}

// kingCycle returns the eight king steps scaled by r, clockwise from
// straight ahead.
func kingCycle(r int) []Vec {
	return []Vec{{0, r}, {r, r}, {r, 0}, {r, -r}, {0, -r}, {-r, -r}, {-r, 0}, {-r, r}}
}

// obliqueCycle returns the eight (a,b) leaps, a < b, clockwise from the
// forward leap just right of straight ahead.
func obliqueCycle(a, b int) []Vec {
	return []Vec{{a, b}, {b, a}, {b, -a}, {a, -b}, {-a, -b}, {-b, -a}, {-b, a}, {-a, b}}
}

// lookupAtom returns the description of atom letter c.
func lookupAtom(c byte) (atomInfo, bool) {
	switch c {
	case 'W':
		return atomInfo{classOrtho, kingCycle(1), 1, true}, true
	case 'F':
		return atomInfo{classDiag, kingCycle(1), 1, true}, true
	case 'R':
		return atomInfo{classOrtho, kingCycle(1), 0, true}, true
	case 'B':
		return atomInfo{classDiag, kingCycle(1), 0, true}, true
	case 'K':
		return atomInfo{classKing, kingCycle(1), 1, true}, true
	case 'Q':
		return atomInfo{classKing, kingCycle(1), 0, true}, true
	case 'D':
		return atomInfo{classOrtho, kingCycle(2), 1, false}, true
	case 'A':
		return atomInfo{classDiag, kingCycle(2), 1, false}, true
	case 'H':
		return atomInfo{classOrtho, kingCycle(3), 1, false}, true
	case 'G':
		return atomInfo{classDiag, kingCycle(3), 1, false}, true
	case 'N':
		return atomInfo{classOblique, obliqueCycle(1, 2), 1, false}, true
	case 'C':
		return atomInfo{classOblique, obliqueCycle(1, 3), 1, false}, true
	case 'Z':
		return atomInfo{classOblique, obliqueCycle(2, 3), 1, false}, true
	case 'O':
		return atomInfo{classCastle, kingCycle(1), 1, true}, true
	}
	return atomInfo{}, false
}

// valid returns the cycle indices an atom of class c can step to.
func (c atomClass) valid() uint8 {
	switch c {
	case classOrtho:
		return maskOrtho
	case classDiag:
		return maskDiag
	}
	return maskAll
}

// laterDefault is the turn set of a later leg without direction modifiers:
// every direction but back for eight-direction atoms, straight on and the
// two 90° turns for four-direction atoms.
func (c atomClass) laterDefault() uint8 {
	if c == classKing || c == classOblique {
		return maskNoBack
	}
	return maskOrthTrn
}

// axis returns the unit vector a direction letter points to.
func axis(c byte) Vec {
	switch c {
	case 'f':
		return Vec{0, 1}
	case 'b':
		return Vec{0, -1}
	case 'r':
		return Vec{1, 0}
	}
	return Vec{-1, 0} // 'l'
}

// sideMask returns the indices of the cycle's steps that point to the side
// a direction letter names (f b l r; v = f+b, s = l+r). Wide keeps every
// step with a positive component that way; narrow keeps only those of them
// closest to the axis: for a king cycle the single orthogonal step, for an
// oblique cycle the pair that goes farthest that way.
func sideMask(cycle []Vec, c byte, narrow bool) uint8 {
	switch c {
	case 'v':
		return sideMask(cycle, 'f', narrow) | sideMask(cycle, 'b', narrow)
	case 's':
		return sideMask(cycle, 'l', narrow) | sideMask(cycle, 'r', narrow)
	}
	ax := axis(c)
	best := -1
	var m uint8
	for i, v := range cycle {
		if v.X*ax.X+v.Y*ax.Y <= 0 {
			continue
		}
		off := abs(v.X*ax.Y - v.Y*ax.X)
		switch {
		case !narrow || off == best:
			m |= 1 << i
		case best < 0 || off < best:
			best, m = off, 1<<i
		}
	}
	return m
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func isVertical(c byte) bool   { return c == 'f' || c == 'b' || c == 'v' }
func isHorizontal(c byte) bool { return c == 'l' || c == 'r' || c == 's' }
func isSingle(c byte) bool     { return c == 'f' || c == 'b' || c == 'l' || c == 'r' }

// perpendicular reports whether two direction letters name crossing
// dimensions, so that together they single out a narrower set.
func perpendicular(a, b byte) bool {
	return isVertical(a) && isHorizontal(b) || isHorizontal(a) && isVertical(b)
}

func isDirection(c byte) bool {
	switch c {
	case 'f', 'b', 'l', 'r', 'v', 's', 'h', 'z', 'q':
		return true
	}
	return false
}
