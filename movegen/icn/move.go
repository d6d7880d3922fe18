package icn

import (
	"fmt"
	"strings"
)

// Notation names a way of writing squares and moves.
type Notation uint8

const (
	// ICN is the machine form 5,2>5,4=Q of protocols and ICN, including the long
	// form with a piece code, x for captures, check marks and comments.
	ICN Notation = iota + 1
	// Numeric is the chess.com forum form R(8,4)-(1,4).
	Numeric
	// Lettered is the seed's diagram form R(e8)-(a8).
	Lettered
)

// String names the notation.
func (n Notation) String() string {
	switch n {
	case ICN:
		return "ICN"
	case Numeric:
		return "numeric"
	case Lettered:
		return "lettered"
	}
	return fmt.Sprintf("Notation(%d)", uint8(n))
}

// MoveText is one move as written, before it is matched against the legal
// moves of a position. The kernel resolves it: a short form (From nil) or a
// move without Piece names every legal move of a matching piece to To, and
// must be rejected when that is not exactly one move.
type MoveText struct {
	// Piece is the piece letter or ICN code exactly as written ("R", "CH",
	// "p"), or "" when none was written (a pawn in the numeric and lettered
	// forms; any piece in the machine form). It never ends in x, the capture
	// mark. Match it without regard to case:
	// in ICN the case tells the colour, which the side to move already does.
	Piece string
	// From is the square the piece leaves, or nil in the short forms.
	From *Square
	// To is the square the piece goes to.
	To Square
	// Capture is true when the text marked a capture with x. The kernel may
	// check it; a missing x does not mean the move is not a capture.
	Capture bool
	// Promo is the promotion piece's letter or code as written ("Q", "CH",
	// "q"), or "". Match it without regard to case.
	Promo string
	// Check is "+" or "#" when the text marked a check or a mate, else "".
	Check string
	// Annotation is "!", "?", "!!", "??", "!?" or "?!" when written, else "".
	Annotation string
	// Comment is the text of an ICN {comment} after the move (infinitechess.org
	// puts clock stamps such as "[%clk 0:09:56.7]" there), without the braces.
	Comment string
	// Notation is the notation the move was written in.
	Notation Notation
}

// Machine writes a move in the machine form "x,y>x,y", with "=" and the
// promotion code appended when promo is not empty.
func Machine(from, to Square, promo string) string {
	s := from.String() + ">" + to.String()
	if promo != "" {
		s += "=" + promo
	}
	return s
}

// ParseMove reads one move in the numeric, lettered or ICN notation (see the
// package documentation). Surrounding blanks are ignored; errors are
// *SyntaxError values that say why the text is not a move.
func ParseMove(s string) (MoveText, error) {
	sc := scanner{s: s, kind: "move"}
	sc.skipSpace()
	if sc.eof() {
		return MoveText{}, sc.errAt(sc.i, "empty move text")
	}
	var m MoveText
	var err error
	look := sc
	look.span(isLetter)
	if look.peek() == '(' {
		m, err = sc.humanMove()
	} else {
		m, err = sc.icnMove()
	}
	if err != nil {
		return MoveText{}, err
	}
	sc.skipSpace()
	if !sc.eof() {
		return MoveText{}, sc.errAt(sc.i, "unexpected text after the move")
	}
	return m, nil
}

// humanMove reads a move in the numeric or lettered notation.
func (sc *scanner) humanMove() (MoveText, error) {
	var m MoveText
	off := sc.i
	letters := sc.span(isLetter)
	if strings.HasSuffix(letters, "x") {
		m.Capture = true
		letters = letters[:len(letters)-1]
	}
	if len(letters) > maxCodeLen {
		return m, sc.errAt(off, "piece letters %q are longer than %d letters", shorten(letters), maxCodeLen)
	}
	if strings.HasSuffix(letters, "x") {
		return m, sc.errAt(off, "piece letters %q end in x, which reads as a capture mark", letters)
	}
	m.Piece = letters
	first, n, err := sc.parenSquare()
	if err != nil {
		return MoveText{}, err
	}
	m.Notation, m.To = n, first
	sepOff := sc.i
	capture, long := false, true
	switch {
	case sc.accept('-') || sc.acceptString("–"):
	case sc.accept('x'):
		capture = true
	default:
		long = false
	}
	if long {
		if m.Capture {
			return MoveText{}, sc.errAt(off, "capture marked before the from-square; write it between the squares, as in R(1,4)x(0,4)")
		}
		second, n2, err := sc.parenSquare()
		if err != nil {
			return MoveText{}, err
		}
		if n2 != n {
			return MoveText{}, sc.errAt(sepOff, "move mixes %s and %s squares", n, n2)
		}
		m.From, m.To, m.Capture = &first, second, capture
	}
	if err := sc.suffixes(&m, false); err != nil {
		return MoveText{}, err
	}
	return m, nil
}

// icnMove reads a move in the machine or long ICN form.
func (sc *scanner) icnMove() (MoveText, error) {
	m := MoveText{Notation: ICN}
	if err := sc.noPlayerNumber(); err != nil {
		return MoveText{}, err
	}
	off := sc.i
	code, err := sc.code()
	if err != nil {
		return MoveText{}, err
	}
	if strings.HasSuffix(code, "x") {
		return MoveText{}, sc.errAt(off, "piece code %q ends in x, which reads as a capture mark", code)
	}
	m.Piece = code
	from, err := sc.xy()
	if err != nil {
		return MoveText{}, err
	}
	sc.skipInline()
	switch {
	case sc.accept('>'):
	case sc.accept('x'):
		m.Capture = true
	default:
		return MoveText{}, sc.errAt(sc.i, "expected \">\" or \"x\" after the from-square %s", from)
	}
	sc.skipInline()
	to, err := sc.xy()
	if err != nil {
		return MoveText{}, err
	}
	m.From, m.To = &from, to
	if err := sc.suffixes(&m, true); err != nil {
		return MoveText{}, err
	}
	return m, nil
}

// noPlayerNumber rejects a piece code with a player number ("3Q"), which
// infinitechess.org uses for players other than White and Black.
func (sc *scanner) noPlayerNumber() error {
	look := *sc
	digits := look.span(isDigit)
	if digits != "" && isLetter(look.peek()) {
		return sc.errAt(sc.i, "player-numbered pieces (%s…) are not supported: only White and Black play", digits)
	}
	return nil
}

// suffixes reads what may follow the destination: a promotion, a check or
// mate mark, an annotation and, in ICN, a comment. In ICN, blanks may precede
// each part and a promotion code may follow the square without "=".
func (sc *scanner) suffixes(m *MoveText, icn bool) error {
	save := sc.i
	sc.skipInline()
	switch {
	case sc.accept('='):
		sc.skipInline()
		if err := sc.noPlayerNumber(); err != nil {
			return err
		}
		off := sc.i
		c, err := sc.code()
		if err != nil {
			return err
		}
		if c == "" {
			return sc.errAt(off, "expected a piece code after \"=\"")
		}
		m.Promo = c
	case icn && sc.i == save && isLetter(sc.peek()):
		c, err := sc.code()
		if err != nil {
			return err
		}
		m.Promo = c
	default:
		sc.i = save
	}
	save = sc.i
	sc.skipInline()
	if c := sc.peek(); c == '+' || c == '#' {
		sc.i++
		m.Check = string(c)
	} else {
		sc.i = save
	}
	save = sc.i
	sc.skipInline()
	off := sc.i
	if a := sc.span(func(c byte) bool { return c == '!' || c == '?' }); a != "" {
		if len(a) > 2 {
			return sc.errAt(off, "annotation %q has more than two marks", shorten(a))
		}
		m.Annotation = a
	} else {
		sc.i = save
	}
	if !icn {
		return nil
	}
	save = sc.i
	sc.skipInline()
	if sc.peek() != '{' {
		sc.i = save
		return nil
	}
	end := strings.IndexByte(sc.s[sc.i:], '}')
	if end < 0 {
		return sc.errAt(sc.i, "comment has no closing \"}\"")
	}
	m.Comment = sc.s[sc.i+1 : sc.i+end]
	sc.i += end + 1
	return nil
}

// Numeric writes the move in the numeric form: "R(8,4)-(1,4)", "R(1,4)x(0,4)"
// or, without From, "R(1,4)", "Rx(0,4)"; then any promotion, check mark and
// annotation ("=Q", "+", "!"). The comment is not written.
func (m MoveText) Numeric() string { return m.human(Square.Numeric) }

// Lettered writes the move in the lettered form: "R(e8)-(a8)", "R(a8)",
// "Rx(e5)", with the same suffixes as Numeric. The file φ is written as the
// Greek letter.
func (m MoveText) Lettered() string { return m.human(Square.Lettered) }

func (m MoveText) human(square func(Square) string) string {
	var b strings.Builder
	b.WriteString(m.Piece)
	if m.From != nil {
		b.WriteString(square(*m.From))
		if m.Capture {
			b.WriteByte('x')
		} else {
			b.WriteByte('-')
		}
	} else if m.Capture {
		b.WriteByte('x')
	}
	b.WriteString(square(m.To))
	m.writeSuffixes(&b)
	return b.String()
}

func (m MoveText) writeSuffixes(b *strings.Builder) {
	if m.Promo != "" {
		b.WriteByte('=')
		b.WriteString(m.Promo)
	}
	b.WriteString(m.Check)
	b.WriteString(m.Annotation)
}

// ICN writes the move in ICN: the piece code if any, the from-square, ">" or
// "x" for a capture, the to-square, then "=" and the promotion code, the check
// mark, the annotation and the {comment} when present: "P1,7x2,8=Q+". A move
// with only From, To and Promo comes out in the machine form "1,7>2,8=Q". It
// fails when From is nil. A comment must not contain "}".
func (m MoveText) ICN() (string, error) {
	if m.From == nil {
		return "", fmt.Errorf("icn: the move to %s has no from-square, which ICN needs", m.To)
	}
	var b strings.Builder
	b.WriteString(m.Piece)
	b.WriteString(m.From.String())
	if m.Capture {
		b.WriteByte('x')
	} else {
		b.WriteByte('>')
	}
	b.WriteString(m.To.String())
	m.writeSuffixes(&b)
	if m.Comment != "" {
		b.WriteByte('{')
		b.WriteString(m.Comment)
		b.WriteByte('}')
	}
	return b.String(), nil
}

// Compact writes the move in the machine form "x,y>x,y" or "x,y>x,y=CODE",
// leaving out everything else. It fails when From is nil.
func (m MoveText) Compact() (string, error) {
	if m.From == nil {
		return "", fmt.Errorf("icn: the move to %s has no from-square, which the machine form needs", m.To)
	}
	return Machine(*m.From, m.To, m.Promo), nil
}

// String writes the move in its own Notation. An ICN move without From (which
// no parser produces) falls back to the numeric short form.
func (m MoveText) String() string {
	switch m.Notation {
	case Numeric:
		return m.Numeric()
	case Lettered:
		return m.Lettered()
	}
	if s, err := m.ICN(); err == nil {
		return s
	}
	return m.Numeric()
}
