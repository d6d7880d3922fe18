package betza

import "fmt"

// Limits on what Parse accepts. They keep the parser and Expand cheap on
// hostile input; real piece descriptions are far smaller.
const (
	// MaxLen is the longest description Parse accepts, in bytes.
	MaxLen = 1024
	// MaxDepth is the deepest nesting of ( … ) groups Parse accepts.
	MaxDepth = 4
	// MaxRangeDigits is the most digits a range number may have.
	MaxRangeDigits = 3
)

// ParseError reports a malformed description, or one that Expand cannot
// give a meaning to. Pos is the 0-based byte offset of the offending
// character (len of the input when the input ended too early).
type ParseError struct {
	Pos int
	Msg string
}

// Error formats the error as "betza: position N: message".
func (e *ParseError) Error() string {
	return fmt.Sprintf("betza: position %d: %s", e.Pos, e.Msg)
}

func errAt(pos int, format string, args ...any) *ParseError {
	return &ParseError{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

// IsAtom reports whether c is an atom letter XBetza defines and this
// package knows: W F D N A H C Z G K Q R B O.
func IsAtom(c byte) bool {
	switch c {
	case 'W', 'F', 'D', 'N', 'A', 'H', 'C', 'Z', 'G', 'K', 'Q', 'R', 'B', 'O':
		return true
	}
	return false
}

// IsModifier reports whether c is a modifier letter XBetza defines:
// directions f b l r v s h z q, modalities m c d e p g n j i t o u y and
// the leg separator a.
func IsModifier(c byte) bool {
	switch c {
	case 'f', 'b', 'l', 'r', 'v', 's', 'h', 'z', 'q',
		'm', 'c', 'd', 'e', 'p', 'g', 'n', 'j', 'i', 't', 'o', 'u', 'y',
		'a':
		return true
	}
	return false
}

// Parse parses an XBetza piece description into its syntax tree. It never
// panics; every malformed input gives a *ParseError. The empty string is a
// valid piece with no moves.
func Parse(s string) (*Piece, error) {
	if len(s) > MaxLen {
		return nil, errAt(MaxLen, "description longer than %d bytes", MaxLen)
	}
	p := &parser{src: s}
	return p.parse()
}

type parser struct {
	src string
	pos int
}

type frame struct {
	mods []Mod
	pos  int // position of the '(' (unused for the outermost frame)
}

func (p *parser) parse() (*Piece, error) {
	piece := &Piece{}
	stack := []frame{{pos: -1}}
	start := 0
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		top := &stack[len(stack)-1]
		switch {
		case c == '(':
			if len(stack) > MaxDepth {
				return nil, errAt(p.pos, "groups nested deeper than %d", MaxDepth)
			}
			stack = append(stack, frame{pos: p.pos})
			p.pos++
		case c == ')':
			if len(stack) == 1 {
				return nil, errAt(p.pos, "unexpected ')'")
			}
			if len(top.mods) == 0 {
				return nil, errAt(p.pos, "empty group")
			}
			g := Mod{Group: top.mods, Pos: top.pos}
			stack = stack[:len(stack)-1]
			stack[len(stack)-1].mods = append(stack[len(stack)-1].mods, g)
			p.pos++
		case c >= 'a' && c <= 'z':
			if !IsModifier(c) {
				return nil, errAt(p.pos, "unknown modifier %q", c)
			}
			top.mods = append(top.mods, Mod{Letter: c, Pos: p.pos})
			p.pos++
		case c >= 'A' && c <= 'Z':
			if len(stack) > 1 {
				return nil, errAt(p.pos, "atom %q inside a group; ')' expected", c)
			}
			m, err := p.atom(top.mods, start)
			if err != nil {
				return nil, err
			}
			piece.Components = append(piece.Components, m)
			stack[0].mods = nil
			start = p.pos
		case c >= '0' && c <= '9':
			return nil, errAt(p.pos, "unexpected digit %q: a number must follow an atom", c)
		default:
			return nil, errAt(p.pos, "unexpected character %q", c)
		}
	}
	if len(stack) > 1 {
		return nil, errAt(stack[len(stack)-1].pos, "unclosed '('")
	}
	if len(stack[0].mods) > 0 {
		return nil, errAt(len(p.src), "unexpected end: modifiers need an atom")
	}
	return piece, nil
}

// atom parses the atom at p.pos with the modifiers already collected, plus
// its doubling and range, and leaves p.pos after them.
func (p *parser) atom(mods []Mod, start int) (Component, error) {
	c := p.src[p.pos]
	if !IsAtom(c) {
		return Component{}, errAt(p.pos, "unknown atom %q", c)
	}
	m := Component{Pos: start, Mods: mods, Atom: c, AtomPos: p.pos}
	p.pos++
	if p.pos < len(p.src) && p.src[p.pos] == c {
		switch c {
		case 'R', 'B', 'Q', 'O':
			return Component{}, errAt(p.pos, "atom %q cannot be doubled", c)
		}
		m.Doubled = true
		p.pos++
	}
	digits := 0
	for p.pos+digits < len(p.src) && isDigit(p.src[p.pos+digits]) {
		digits++
	}
	if digits == 0 {
		if c == 'O' {
			return Component{}, errAt(m.AtomPos, "castling atom 'O' needs the king's distance")
		}
		return m, nil
	}
	switch {
	case m.Doubled:
		return Component{}, errAt(p.pos, "a doubled atom takes no number")
	case digits > MaxRangeDigits:
		return Component{}, errAt(p.pos+MaxRangeDigits, "number longer than %d digits", MaxRangeDigits)
	case digits > 1 && p.src[p.pos] == '0':
		return Component{}, errAt(p.pos, "number with a leading zero")
	}
	n := 0
	for _, d := range []byte(p.src[p.pos : p.pos+digits]) {
		n = n*10 + int(d-'0')
	}
	if c == 'O' && n == 0 {
		return Component{}, errAt(p.pos, "castling distance must be at least 1")
	}
	m.HasRange, m.Range = true, n
	p.pos += digits
	return m, nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
