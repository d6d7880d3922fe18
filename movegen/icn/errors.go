package icn

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// RangeError reports a number beyond what the package supports: a coordinate
// outside ±MaxCoord, or a counter that does not fit in an int64.
type RangeError struct {
	// Value is the number as written (shortened when very long), possibly with
	// a note on where it came from, e.g. "-1073741830 (file -abcdef)".
	Value string
	// Limit is the largest magnitude allowed.
	Limit int64
}

// Error says which value is out of range and what the range is.
func (e *RangeError) Error() string {
	if e.Limit == MaxCoord {
		return "coordinate " + e.Value + " is outside ±" + strconv.FormatInt(MaxCoord, 10)
	}
	return "number " + e.Value + " is too large (limit " + strconv.FormatInt(e.Limit, 10) + ")"
}

// SyntaxError reports text that cannot be read: what was being read, where,
// and why.
type SyntaxError struct {
	// Kind is what was being read: "ICN", "move" or "square".
	Kind string
	// Offset is the byte offset in the input where the problem was found.
	Offset int
	// Near is the input from Offset to the next blank, shortened when long.
	Near string
	// Reason says what is wrong.
	Reason string
	// Err is the underlying error, such as a *RangeError, or nil.
	Err error
}

// Error writes the reason, then the offset and the text found there.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%s: %s (at offset %d: %q)", e.Kind, e.Reason, e.Offset, e.Near)
}

// Unwrap returns the underlying error, so errors.As finds a *RangeError.
func (e *SyntaxError) Unwrap() error { return e.Err }

// maxQuote is how many bytes of input an error message quotes at most.
const maxQuote = 40

// shorten cuts s to at most maxQuote bytes on a rune boundary and marks the cut.
func shorten(s string) string {
	if len(s) <= maxQuote {
		return s
	}
	cut := maxQuote
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}
