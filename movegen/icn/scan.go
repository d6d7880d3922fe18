package icn

import (
	"fmt"
	"strings"
)

// scanner is a cursor over text being parsed. Its methods read one element at
// the cursor and leave the cursor after it; on failure they report a
// *SyntaxError whose offset points into the original text.
type scanner struct {
	s    string // the text; a scanner may see a prefix of the input
	i    int    // the cursor, a byte offset into s
	kind string // what is being read, for error messages
}

// unicodeMinus is U+2212, accepted for "-" in front of numbers and files.
const unicodeMinus = "\u2212"

// maxCodeLen is the longest piece code accepted (ICN itself uses 1 or 2 letters).
const maxCodeLen = 4

func (sc *scanner) eof() bool { return sc.i >= len(sc.s) }

// peek returns the byte at the cursor, or 0 at the end.
func (sc *scanner) peek() byte {
	if sc.i >= len(sc.s) {
		return 0
	}
	return sc.s[sc.i]
}

// accept consumes c if it is at the cursor.
func (sc *scanner) accept(c byte) bool {
	if sc.peek() == c && !sc.eof() {
		sc.i++
		return true
	}
	return false
}

// acceptString consumes t if the text at the cursor starts with it.
func (sc *scanner) acceptString(t string) bool {
	if strings.HasPrefix(sc.s[sc.i:], t) {
		sc.i += len(t)
		return true
	}
	return false
}

// minus consumes a minus sign: "-" or U+2212.
func (sc *scanner) minus() bool {
	return sc.accept('-') || sc.acceptString(unicodeMinus)
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isLower(c byte) bool  { return c >= 'a' && c <= 'z' }

// skipSpace skips blanks, line breaks included.
func (sc *scanner) skipSpace() {
	for !sc.eof() && isSpace(sc.s[sc.i]) {
		sc.i++
	}
}

// skipInline skips spaces and tabs only: the blanks allowed inside one move.
func (sc *scanner) skipInline() {
	for !sc.eof() && (sc.s[sc.i] == ' ' || sc.s[sc.i] == '\t') {
		sc.i++
	}
}

// span returns the run of bytes at the cursor for which ok holds and consumes it.
func (sc *scanner) span(ok func(byte) bool) string {
	j := sc.i
	for j < len(sc.s) && ok(sc.s[j]) {
		j++
	}
	t := sc.s[sc.i:j]
	sc.i = j
	return t
}

// word returns the text from the cursor to the next blank and consumes it.
func (sc *scanner) word() string {
	return sc.span(func(c byte) bool { return !isSpace(c) })
}

// near returns the text at offset off up to the next blank, shortened.
func (sc *scanner) near(off int) string {
	if off > len(sc.s) {
		off = len(sc.s)
	}
	j := off
	for j < len(sc.s) && !isSpace(sc.s[j]) {
		j++
	}
	if j == off && j < len(sc.s) {
		j++ // at a blank: quote the blank itself
	}
	return shorten(sc.s[off:j])
}

// errAt builds a *SyntaxError at offset off.
func (sc *scanner) errAt(off int, format string, args ...any) *SyntaxError {
	return &SyntaxError{Kind: sc.kind, Offset: off, Near: sc.near(off), Reason: fmt.Sprintf(format, args...)}
}

// wrapAt builds a *SyntaxError at offset off whose reason is err.
func (sc *scanner) wrapAt(off int, err error) *SyntaxError {
	return &SyntaxError{Kind: sc.kind, Offset: off, Near: sc.near(off), Reason: err.Error(), Err: err}
}

// integer reads an optional minus sign and decimal digits and returns the
// value, which must not exceed limit in magnitude. what names the number in
// the error when there are no digits.
func (sc *scanner) integer(limit int64, what string) (int64, error) {
	off := sc.i
	neg := sc.minus()
	digits := sc.span(isDigit)
	if digits == "" {
		sc.i = off
		return 0, sc.errAt(off, "expected %s", what)
	}
	v, ok := parseDigits(digits, limit)
	if !ok {
		return 0, sc.wrapAt(off, &RangeError{Value: shorten(sc.s[off:sc.i]), Limit: limit})
	}
	if neg {
		v = -v
	}
	return v, nil
}

// coord reads one coordinate, within ±MaxCoord.
func (sc *scanner) coord() (int64, error) { return sc.integer(MaxCoord, "a coordinate") }

// xy reads a square written x,y.
func (sc *scanner) xy() (Square, error) {
	x, err := sc.coord()
	if err != nil {
		return Square{}, err
	}
	if !sc.accept(',') {
		return Square{}, sc.errAt(sc.i, "expected \",\" between the x and y coordinates")
	}
	y, err := sc.coord()
	if err != nil {
		return Square{}, err
	}
	return Square{x, y}, nil
}

// code reads a piece code of 1 to maxCodeLen ASCII letters; it returns "" and
// consumes nothing when there is no letter at the cursor.
func (sc *scanner) code() (string, error) {
	off := sc.i
	c := sc.span(isLetter)
	if len(c) > maxCodeLen {
		return "", sc.errAt(off, "piece code %q is longer than %d letters", shorten(c), maxCodeLen)
	}
	return c, nil
}

// parseDigits converts a string of decimal digits to a value no larger than
// limit; ok is false when it is larger (however many digits there are).
func parseDigits(digits string, limit int64) (v int64, ok bool) {
	for i := 0; i < len(digits); i++ {
		d := int64(digits[i] - '0')
		if v > (limit-d)/10 {
			return 0, false
		}
		v = v*10 + d
	}
	return v, true
}
