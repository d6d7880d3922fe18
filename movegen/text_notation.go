package movegen

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// SquareName writes c in algebraic form relative to the board: files a, b, …
// from the left edge, ranks 1, 2, … from the bottom edge ("e4", "a10"); on
// an unbounded board it is "x,y".
func (v *Variant) SquareName(c Coord) string {
	if v.def.Unbounded {
		return c.String()
	}
	return fileName(int(c.X-v.def.Bounds.X0)+1) + strconv.Itoa(int(c.Y-v.def.Bounds.Y0)+1)
}

// fileName writes n ≥ 1 in bijective base 26: a … z, aa, ab, ….
func fileName(n int) string {
	var b []byte
	for n > 0 {
		n--
		b = append([]byte{byte('a' + n%26)}, b...)
		n /= 26
	}
	return string(b)
}

// ParseSquare reads an algebraic square name of the variant's board.
func (v *Variant) ParseSquare(s string) (Coord, error) {
	c, rest, err := v.parseSquarePrefix(s)
	if err != nil {
		return Coord{}, err
	}
	if rest != "" {
		return Coord{}, fmt.Errorf("bad square %s", quoteLong(s))
	}
	return c, nil
}

// parseSquarePrefix reads a square at the start of s and returns the rest:
// all the letters, then all the digits, so that a long name is reported
// whole ("e9999999" is off the board, not "e9999").
func (v *Variant) parseSquarePrefix(s string) (Coord, string, error) {
	i := 0
	for i < len(s) && s[i] >= 'a' && s[i] <= 'z' {
		i++
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	if i == 0 || j == i {
		return Coord{}, s, fmt.Errorf("bad square %s", quoteLong(s))
	}
	// Longer names than these are off any board (MaxCoord < 26^7, < 10^10).
	file, rank := 0, 0
	if i <= 6 {
		for k := 0; k < i; k++ {
			file = file*26 + int(s[k]-'a') + 1
		}
	}
	if j-i <= 9 {
		rank, _ = strconv.Atoi(s[i:j])
	}
	if i > 6 || j-i > 9 || file > v.def.Bounds.Width() || rank < 1 || rank > v.def.Bounds.Height() {
		return Coord{}, s, fmt.Errorf("square %s is off the board", quoteLong(s[:j]))
	}
	return Coord{v.def.Bounds.X0 + int32(file) - 1, v.def.Bounds.Y0 + int32(rank) - 1}, s[j:], nil
}

// maxQuote is how many bytes of input a message quotes at most.
const maxQuote = 40

// quoteLong quotes s, cut on a character boundary after maxQuote bytes with
// the cut marked, so that a hostile input does not make a huge message.
func quoteLong(s string) string {
	if len(s) <= maxQuote {
		return strconv.Quote(s)
	}
	cut := maxQuote
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strconv.Quote(s[:cut]) + "…"
}

// MoveString writes m in coordinate notation: from and to squares, then the
// promotion piece's letter in lower case ("e7e8q"). Castling is the king's
// move ("e1g1"). On an unbounded board it is the machine form "5,2>5,4".
func (p *Position) MoveString(m Move) string {
	if p.v.def.Unbounded {
		return p.ICNMove(m)
	}
	s := p.v.SquareName(m.From) + p.v.SquareName(m.To)
	if m.Promo != 0 {
		s += strings.ToLower(string(p.v.def.Pieces[m.Promo-1].Letter))
	}
	return s
}

// ParseMove reads a move in coordinate notation (on an unbounded board, or
// when the text has a comma or parenthesis, in a plane notation: see
// ParseICNMove) and returns the legal move it names, or an error that says
// why there is none.
func (p *Position) ParseMove(s string) (Move, error) {
	if p.v.def.Unbounded || strings.ContainsAny(s, ",(") {
		return p.ParseICNMove(s)
	}
	from, rest, err := p.v.parseSquarePrefix(s)
	if err != nil {
		return Move{}, fmt.Errorf("move %s: %v", quoteLong(s), err)
	}
	to, rest, err := p.v.parseSquarePrefix(rest)
	if err != nil {
		return Move{}, fmt.Errorf("move %s: %v", quoteLong(s), err)
	}
	var promo PieceType
	if rest != "" {
		if len(rest) != 1 {
			return Move{}, fmt.Errorf("move %s: unexpected %s after the squares", quoteLong(s), quoteLong(rest))
		}
		t, ok := p.v.PieceByLetter(rest[0])
		if !ok {
			return Move{}, fmt.Errorf("move %q: %q is not a piece of %s", s, rest, p.v.def.Name)
		}
		promo = t
	}
	ml := &p.scratch
	p.GenerateLegal(ml)
	for _, m := range ml.Moves {
		if m.From == from && m.To == to && m.Promo == promo {
			return m, nil
		}
	}
	return Move{}, fmt.Errorf("move %s is illegal in this position", quoteLong(s))
}
