package variants

import "fmt"

// Error is a problem in a variant file, located by file name, 1-based line
// and 1-based byte column. Err, when set, is the underlying error (for
// example a *betza.ParseError).
type Error struct {
	File      string
	Line, Col int
	Msg       string
	Err       error
}

// Error formats the problem as "file:line:col: message".
func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// Unwrap returns the underlying error, if any.
func (e *Error) Unwrap() error { return e.Err }

// pos is a place in the file being read: 1-based line and column.
type pos struct{ line, col int }

// shift returns the position n bytes to the right of p.
func (p pos) shift(n int) pos { return pos{p.line, p.col + n} }
