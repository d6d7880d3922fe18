package icn

import (
	"errors"
	"fmt"
	"strings"
)

// field is a token's place in the ICN order.
type field uint8

const (
	fNone field = iota
	fTags
	fSide
	fEnPassant
	fMoveRule
	fFullmove
	fPromotions
	fBorder
	fWin
	fSquares
	fRays
	fPieces
	fMoves
)

// String names the field for error messages.
func (f field) String() string {
	return [...]string{"nothing", "a tag", "the side to move", "the en passant square",
		"the move-rule counter", "the full-move number", "the promotions", "the world border",
		"the win conditions", "the preset squares", "the preset rays", "the piece list",
		"the moves"}[f]
}

// Parse reads a position or game in ICN (see the package documentation for
// the tokens). It accepts what infinitechess.org writes, with or without
// position, with compact or prettified moves. Errors are *SyntaxError values
// naming the token, its byte offset and the problem.
func Parse(s string) (*Game, error) {
	p := parser{scanner: scanner{s: s, kind: "ICN"}, g: &Game{}}
	if err := p.run(); err != nil {
		return nil, err
	}
	return p.g, nil
}

// parser reads one ICN text into g.
type parser struct {
	scanner
	g    *Game
	last field // the last field read, to enforce the order
}

func (p *parser) run() error {
	p.skipSpace()
	if p.eof() {
		return p.errAt(p.i, "empty ICN")
	}
	for {
		p.skipSpace()
		if p.eof() {
			return nil
		}
		off := p.i
		if p.looksLikeMove() {
			p.last = fMoves
			return p.moves()
		}
		f := p.classify()
		switch {
		case f == fNone:
			return p.errAt(off, "not an ICN token")
		case f == fTags && p.last == fTags:
		case f == p.last:
			return p.errAt(off, "a second token for %s", f)
		case f < p.last:
			return p.errAt(off, "%s must come before %s", f, p.last)
		}
		p.last = f
		if f == fTags {
			if err := p.tag(); err != nil {
				return err
			}
			continue
		}
		// Every other field is one word: read it with a scanner that ends there.
		w := scanner{s: p.s[:off+len(p.word())], i: off, kind: p.kind}
		if err := w.field(f, p.g); err != nil {
			return err
		}
		if !w.eof() {
			return w.errAt(w.i, "unexpected text in %s", f)
		}
	}
}

// looksLikeMove reports whether the moves begin at the cursor: a move number
// "1.", or a piece code and square, ">" or "x", and another square.
func (sc scanner) looksLikeMove() bool {
	if sc.moveNumber() {
		return true
	}
	sc.span(isLetter)
	if !sc.lexInt() || !sc.accept(',') || !sc.lexInt() {
		return false
	}
	sc.skipInline()
	if !sc.accept('>') && !sc.accept('x') {
		return false
	}
	sc.skipInline()
	return sc.lexInt() && sc.accept(',') && sc.lexInt()
}

// moveNumber reports whether a move number ("12.") is at the cursor.
func (sc scanner) moveNumber() bool {
	return sc.span(isDigit) != "" && sc.peek() == '.'
}

func isLetterRune(r rune) bool { return r < 128 && isLetter(byte(r)) }

// lexInt skips an integer without converting it.
func (sc *scanner) lexInt() bool {
	sc.minus()
	return sc.span(isDigit) != ""
}

// classify tells which field the word at the cursor is, without reading it.
func (p *parser) classify() field {
	look := p.scanner
	w := look.word()
	c := w[0]
	switch {
	case c == '[':
		return fTags
	case c == '(':
		inner := strings.Trim(w, "()")
		if strings.ContainsAny(inner, "0123456789;") || strings.Trim(inner, "|") == "" {
			return fPromotions
		}
		return fWin
	case strings.HasPrefix(w, "Squares:"):
		return fSquares
	case strings.HasPrefix(w, "Rays:"):
		return fRays
	case isDigit(c) || c == '-' || c == '_' || strings.HasPrefix(w, unicodeMinus):
		switch {
		case isDigit(c) && strings.IndexFunc(strings.TrimLeft(w, "0123456789"), isLetterRune) == 0:
			return fPieces // a player-numbered piece; the piece list reports it
		case strings.Contains(w, "/"):
			return fMoveRule
		case strings.Count(w, ",") == 3:
			return fBorder
		case strings.Count(w, ",") == 1:
			return fEnPassant
		case !strings.Contains(w, ","):
			return fFullmove
		}
		return fNone
	case isLower(c) && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz:") == "":
		if strings.Contains(w, ":") || len(w) <= 2 {
			return fSide
		}
		return fWin
	case isLower(c) && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz,|") == "":
		return fWin
	case isLetter(c):
		return fPieces
	}
	return fNone
}

// field reads one single-word field into g.
func (sc *scanner) field(f field, g *Game) error {
	var err error
	switch f {
	case fSide:
		err = sc.side(g)
	case fEnPassant:
		var sq Square
		sq, err = sc.xy()
		g.EnPassant = &sq
	case fMoveRule:
		err = sc.moveRule(g)
	case fFullmove:
		g.Fullmove, err = sc.counter(1, "the full-move number")
	case fPromotions:
		err = sc.promotions(g)
	case fBorder:
		err = sc.border(g)
	case fWin:
		err = sc.winConditions(g)
	case fSquares:
		err = sc.squares(g)
	case fRays:
		err = sc.rays(g)
	case fPieces:
		err = sc.pieces(g)
	}
	return err
}

// tag reads one [Key "value"] pair.
func (p *parser) tag() error {
	off := p.i
	p.accept('[')
	p.skipSpace()
	key := p.span(func(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' })
	if key == "" {
		return p.errAt(p.i, "tag at offset %d has no key", off)
	}
	p.skipSpace()
	if !p.accept('"') {
		return p.errAt(p.i, "tag %s: expected a quoted value", key)
	}
	end := strings.IndexByte(p.s[p.i:], '"')
	if end < 0 {
		return p.errAt(off, "tag %s: the value has no closing quote", key)
	}
	value := p.s[p.i : p.i+end]
	p.i += end + 1
	p.skipSpace()
	if !p.accept(']') {
		return p.errAt(p.i, "tag %s: expected \"]\"", key)
	}
	p.g.Tags = append(p.g.Tags, Tag{key, value})
	return nil
}

// pieces reads the piece list CODEx,y[+]|….
func (sc *scanner) pieces(g *Game) error {
	seen := make(map[Square]int)
	for n := 1; ; n++ {
		off := sc.i
		if err := sc.pieceEntry(g); err != nil {
			return inEntry(err, "piece list entry %d", n)
		}
		sq := g.Pieces[len(g.Pieces)-1].Square()
		if k, dup := seen[sq]; dup {
			return sc.errAt(off, "piece list entry %d: square %s already holds entry %d", n, sq, k)
		}
		seen[sq] = n
		if !sc.accept('|') {
			return nil
		}
	}
}

func (sc *scanner) pieceEntry(g *Game) error {
	if err := sc.noPlayerNumber(); err != nil {
		return err
	}
	off := sc.i
	code, err := sc.code()
	if err != nil {
		return err
	}
	if code == "" {
		return sc.errAt(off, "expected a piece code (K, Q, CH, …) before the square")
	}
	if code[0] == 'x' || code[0] == 'X' {
		// After an en passant square, "x0,0" would read as a capture.
		return sc.errAt(off, "piece code %q starts with x, which reads as a capture mark", code)
	}
	up, low := strings.ToUpper(code), strings.ToLower(code)
	if code != up && code != low {
		return sc.errAt(off, "piece code %q mixes upper and lower case", code)
	}
	sq, err := sc.xy()
	if err != nil {
		return err
	}
	g.Pieces = append(g.Pieces, Piece{Code: up, White: code == up, X: sq.X, Y: sq.Y, Unmoved: sc.accept('+')})
	return nil
}

// moves reads the move list: moves separated by "|", blanks or move numbers.
func (p *parser) moves() error {
	for n := 1; ; {
		p.skipSpace()
		if p.eof() {
			return nil
		}
		if p.moveNumber() {
			p.span(isDigit)
			p.span(func(c byte) bool { return c == '.' })
			continue
		}
		if p.accept('|') {
			continue
		}
		m, err := p.icnMove()
		if err != nil {
			return inEntry(err, "move %d", n)
		}
		p.g.Moves = append(p.g.Moves, m)
		if !p.eof() && !isSpace(p.peek()) && p.peek() != '|' {
			return p.errAt(p.i, "move %d: expected \"|\" or a blank after the move", n)
		}
		n++
	}
}

// inEntry prefixes the reason of a *SyntaxError with the entry it is about.
func inEntry(err error, format string, args ...any) error {
	var se *SyntaxError
	if errors.As(err, &se) {
		se.Reason = fmt.Sprintf(format, args...) + ": " + se.Reason
	}
	return err
}
