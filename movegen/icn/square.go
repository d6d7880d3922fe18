package icn

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// MaxCoord is the largest absolute value a coordinate may have. It equals
// movegen.MaxCoord (a test checks it): at least 10^9 as the infinite-plane
// rules demand, and small enough that the kernel's int32 arithmetic on two
// in-range coordinates never overflows.
const MaxCoord = 1<<30 - 1

// Square is a square of the plane: X grows to White's right (files), Y toward
// Black (ranks); the classical a1 is (1,1). Values produced by this package's
// parsers are always within ±MaxCoord.
type Square struct {
	X, Y int64
}

// NewSquare returns the square (x, y), or a *RangeError when a coordinate is
// beyond ±MaxCoord.
func NewSquare(x, y int64) (Square, error) {
	if err := CheckCoord(x); err != nil {
		return Square{}, err
	}
	if err := CheckCoord(y); err != nil {
		return Square{}, err
	}
	return Square{x, y}, nil
}

// CheckCoord returns a *RangeError when v is beyond ±MaxCoord, else nil.
func CheckCoord(v int64) error {
	if v < -MaxCoord || v > MaxCoord {
		return &RangeError{Value: strconv.FormatInt(v, 10), Limit: MaxCoord}
	}
	return nil
}

// InRange reports whether both coordinates are within ±MaxCoord.
func (s Square) InRange() bool {
	return s.X >= -MaxCoord && s.X <= MaxCoord && s.Y >= -MaxCoord && s.Y <= MaxCoord
}

// String writes the square in ICN form, "x,y".
func (s Square) String() string {
	return strconv.FormatInt(s.X, 10) + "," + strconv.FormatInt(s.Y, 10)
}

// Numeric writes the square in the chess.com forum form, "(x,y)".
func (s Square) Numeric() string { return "(" + s.String() + ")" }

// Lettered writes the square in the seed's diagram notation, e.g. "(e8)" for
// (-1,1), "(φ8)" for (-6,1), "(-b8)" for (-8,1). The file φ is written as the
// Greek letter (U+03C6), the spelling the seed uses first.
func (s Square) Lettered() string {
	return "(" + FileName(s.X) + strconv.FormatInt(s.Y+7, 10) + ")"
}

// Phi is the lettered name of the file x = -6 (file number 0). Readers also
// accept "0" and "ϕ" (U+03D5).
const Phi = "φ"

// FileName returns the lettered name of the file with coordinate x: the file
// number n = x + 6 in bijective base 26 for n ≥ 1 (a … z, aa, ab, …), Phi for
// n = 0, and "-" followed by the letters of −n for n < 0.
func FileName(x int64) string {
	n := x + 6
	switch {
	case n == 0:
		return Phi
	case n < 0:
		return "-" + bijective(-n)
	}
	return bijective(n)
}

// bijective writes n ≥ 1 in bijective base 26 with the letters a … z.
func bijective(n int64) string {
	var b [16]byte
	i := len(b)
	for n > 0 {
		n--
		i--
		b[i] = byte('a' + n%26)
		n /= 26
	}
	return string(b[i:])
}

// ParseFile reads a lettered file name ("e", "φ", "0", "-b", "aa") and returns
// its x coordinate.
func ParseFile(s string) (int64, error) {
	sc := scanner{s: s, kind: "square"}
	x, err := sc.file()
	if err != nil {
		return 0, err
	}
	if !sc.eof() {
		return 0, sc.errAt(sc.i, "unexpected text after the file name")
	}
	return x, nil
}

// ParseXY reads a square in ICN form, "x,y".
func ParseXY(s string) (Square, error) {
	sc := scanner{s: s, kind: "square"}
	sq, err := sc.xy()
	if err != nil {
		return Square{}, err
	}
	if !sc.eof() {
		return Square{}, sc.errAt(sc.i, "unexpected text after the square")
	}
	return sq, nil
}

// ParseNumeric reads a square in the numeric form "(x,y)".
func ParseNumeric(s string) (Square, error) { return parseParen(s, Numeric) }

// ParseLettered reads a square in the lettered form, e.g. "(e8)", "(φ8)",
// "(08)", "(-b8)", "(aa12)", "(e-3)".
func ParseLettered(s string) (Square, error) { return parseParen(s, Lettered) }

// ParseSquare reads a square in any of the three forms: "x,y", "(x,y)" or
// lettered "(e8)". Surrounding blanks are ignored.
func ParseSquare(s string) (Square, error) {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "(") {
		return parseParen(t, 0)
	}
	return ParseXY(t)
}

// parseParen reads one parenthesised square filling the whole of s; want is
// the notation required, or 0 for either.
func parseParen(s string, want Notation) (Square, error) {
	sc := scanner{s: s, kind: "square"}
	sq, n, err := sc.parenSquare()
	if err != nil {
		return Square{}, err
	}
	if want != 0 && n != want {
		return Square{}, sc.errAt(0, "expected a %s square, found a %s one", want, n)
	}
	if !sc.eof() {
		return Square{}, sc.errAt(sc.i, "unexpected text after the square")
	}
	return sq, nil
}

// parenSquare reads "(x,y)" or a lettered square in parentheses and tells which
// notation it was.
func (sc *scanner) parenSquare() (Square, Notation, error) {
	off := sc.i
	if !sc.accept('(') {
		return Square{}, 0, sc.errAt(off, "expected \"(\" to open a square")
	}
	end := strings.IndexByte(sc.s[sc.i:], ')')
	if end < 0 {
		return Square{}, 0, sc.errAt(off, "square has no closing \")\"")
	}
	inner := scanner{s: sc.s[:sc.i+end], i: sc.i, kind: sc.kind}
	inner.skipInline()
	var sq Square
	var n Notation
	var err error
	if strings.IndexByte(sc.s[sc.i:sc.i+end], ',') >= 0 {
		n = Numeric
		sq, err = inner.numericBody()
	} else {
		n = Lettered
		sq, err = inner.letteredBody()
	}
	if err != nil {
		return Square{}, 0, err
	}
	inner.skipInline()
	if !inner.eof() {
		return Square{}, 0, sc.errAt(inner.i, "unexpected text inside the square")
	}
	sc.i = inner.i + 1
	return sq, n, nil
}

// numericBody reads "x,y" allowing blanks around the numbers.
func (sc *scanner) numericBody() (Square, error) {
	x, err := sc.coord()
	if err != nil {
		return Square{}, err
	}
	sc.skipInline()
	if !sc.accept(',') {
		return Square{}, sc.errAt(sc.i, "expected \",\" between the x and y coordinates")
	}
	sc.skipInline()
	y, err := sc.coord()
	if err != nil {
		return Square{}, err
	}
	return Square{x, y}, nil
}

// letteredBody reads a file name followed by a rank number.
func (sc *scanner) letteredBody() (Square, error) {
	x, err := sc.file()
	if err != nil {
		return Square{}, err
	}
	off := sc.i
	r, err := sc.integer(1<<62, "a rank number after the file")
	if err != nil {
		var re *RangeError
		if errors.As(err, &re) {
			return Square{}, sc.wrapAt(off, &RangeError{Value: "of rank " + re.Value, Limit: MaxCoord})
		}
		return Square{}, err
	}
	y := r - 7
	if CheckCoord(y) != nil {
		return Square{}, sc.wrapAt(off, &RangeError{Value: fmt.Sprintf("%d (rank %d)", y, r), Limit: MaxCoord})
	}
	return Square{x, y}, nil
}

// file reads a lettered file name and returns its x coordinate.
func (sc *scanner) file() (int64, error) {
	off := sc.i
	neg := sc.minus()
	if !neg && (sc.acceptString(Phi) || sc.acceptString("ϕ") || sc.accept('0')) {
		return -6, nil
	}
	letters := sc.span(isLetter)
	if letters == "" {
		if neg {
			return 0, sc.errAt(sc.i, "expected file letters after \"-\"")
		}
		return 0, sc.errAt(off, "expected a file (a…z, aa…, φ or 0, or - and letters)")
	}
	var n int64
	huge := false
	for i := 0; i < len(letters); i++ {
		c := letters[i]
		if !isLower(c) {
			return 0, sc.errAt(off, "file letters must be lower case, found %q", letters)
		}
		if n > 1<<40 {
			huge = true
			continue
		}
		n = n*26 + int64(c-'a') + 1
	}
	x := n - 6
	if neg {
		x = -n - 6
	}
	if huge || CheckCoord(x) != nil {
		v := fmt.Sprintf("%d (file %s)", x, shorten(sc.s[off:sc.i]))
		if huge {
			v = "of file " + shorten(sc.s[off:sc.i])
		}
		return 0, sc.wrapAt(off, &RangeError{Value: v, Limit: MaxCoord})
	}
	return x, nil
}
