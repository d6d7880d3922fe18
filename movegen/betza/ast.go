package betza

import (
	"strconv"
	"strings"
)

// Piece is the syntax tree of a whole XBetza description: its components
// (moves such as "fmW") in the order they were written. The empty
// description is a Piece without components.
type Piece struct {
	Components []Component
}

// Component is one move of a piece description, such as "fceF": a modifier
// prefix, an atom and an optional range.
type Component struct {
	// Pos is the byte offset of the move's first character in the source.
	Pos int
	// Mods is the modifier prefix in source order; it may contain the leg
	// separator 'a' and parenthesised groups.
	Mods []Mod
	// Atom is the upper-case atom letter.
	Atom byte
	// AtomPos is the byte offset of the atom letter.
	AtomPos int
	// Doubled is set when the atom letter was written twice (NN).
	Doubled bool
	// HasRange is set when a number follows the atom; Range holds it.
	HasRange bool
	// Range is the number written after the atom: the largest number of
	// steps (0 = unlimited). For O it is the king's castling distance.
	Range int
}

// Mod is one element of a modifier prefix: either a single lower-case
// letter or a parenthesised group.
type Mod struct {
	// Letter is the modifier letter, or 0 when the element is a group.
	Letter byte
	// Group holds the contents of a ( … ) group; it is non-empty exactly
	// when Letter is 0.
	Group []Mod
	// Pos is the byte offset of the letter, or of the '(' of a group.
	Pos int
}

// IsGroup reports whether m is a parenthesised group.
func (m Mod) IsGroup() bool { return m.Letter == 0 }

// Format returns the XBetza text of p. For every p returned by Parse,
// Parse(Format(p)) yields a tree equal to p, and Format(Parse(s)) == s.
// A nil piece formats as the empty string.
func Format(p *Piece) string {
	if p == nil {
		return ""
	}
	var b strings.Builder
	for _, m := range p.Components {
		m.format(&b)
	}
	return b.String()
}

// String returns the XBetza text of p; see Format.
func (p *Piece) String() string { return Format(p) }

// String returns the XBetza text of the single move m.
func (m Component) String() string {
	var b strings.Builder
	m.format(&b)
	return b.String()
}

func (m Component) format(b *strings.Builder) {
	formatMods(b, m.Mods)
	b.WriteByte(m.Atom)
	if m.Doubled {
		b.WriteByte(m.Atom)
	}
	if m.HasRange {
		b.WriteString(strconv.Itoa(m.Range))
	}
}

func formatMods(b *strings.Builder, mods []Mod) {
	for _, md := range mods {
		if md.IsGroup() {
			b.WriteByte('(')
			formatMods(b, md.Group)
			b.WriteByte(')')
			continue
		}
		b.WriteByte(md.Letter)
	}
}
