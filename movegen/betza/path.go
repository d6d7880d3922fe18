package betza

import (
	"fmt"
	"strings"
)

// Vec is a step: X to the mover's right, Y toward the mover's front
// (White's view; the engine mirrors for Black).
type Vec struct{ X, Y int }

// Add returns v+w.
func (v Vec) Add(w Vec) Vec { return Vec{v.X + w.X, v.Y + w.Y} }

// String formats v as "(x,y)".
func (v Vec) String() string { return fmt.Sprintf("(%d,%d)", v.X, v.Y) }

// Mode is a bit set of what may stand on the square where a leg ends, plus
// a few flags that qualify the leg. When several bits accept the occupant
// of that square (say Capture and Hop on an enemy piece), each one gives a
// separate move.
type Mode uint16

// Mode bits.
const (
	// Move (m): the square is empty; the piece moves there.
	Move Mode = 1 << iota
	// Capture (c): an enemy piece stands there and is captured.
	Capture
	// Destroy (d): a friendly piece stands there and is captured.
	Destroy
	// Hop (p, and g on a non-final leg): the square is occupied by a piece
	// of either side, which stays where it is; the next leg starts there.
	// Expand only puts Hop on non-final legs.
	Hop
	// EnPassant (e): the square is the current en passant square; the piece
	// that created the right is captured. Meaningful on a final leg.
	EnPassant
	// Unload (u): a piece this leg captures is not removed from play but
	// put on the square where the leg started (c+u swaps with an enemy).
	Unload
	// Tame (t): on a leg that may capture, a royal piece may not be
	// captured; on a Hop leg only friendly pieces may be hopped.
	Tame
	// Cylinder (o): the leg may wrap around the left and right board edges.
	Cylinder
)

// modeChars holds the XBetza letter of each Mode bit: modeChars[i] is the
// letter of Mode(1<<i).
const modeChars = "mcdpeuto"

// String lists the XBetza letters of the bits in m, e.g. "mc"; "-" when
// none is set.
func (m Mode) String() string {
	var b strings.Builder
	for i := range len(modeChars) {
		if m&(1<<i) != 0 {
			b.WriteByte(modeChars[i])
		}
	}
	if b.Len() == 0 {
		return "-"
	}
	return b.String()
}

// Leg is one straight stretch of a move: one or more steps of the same
// vector. Every square before the leg's last one must be empty; the last
// square must be accepted by Mode.
type Leg struct {
	// Dirs, on a path's first leg, lists the absolute step vectors the leg
	// may take (one per allowed direction). It is nil on later legs.
	Dirs []Vec
	// Turns, on later legs, lists the allowed direction changes relative
	// to the previous leg's step, as offsets in Cycle: the step is
	// Cycle[(i+k) mod len(Cycle)] for each k in Turns, where i is the index
	// of the previous leg's step in Cycle. 0 goes straight on, 4 reverses,
	// 2 turns 90° right, 6 turns 90° left, odd offsets turn 45°. Nil on the
	// first leg.
	Turns []int
	// Cycle is the atom's eight step vectors in clockwise order, starting
	// straight ahead or just clockwise of it. For W, F, K, R, B and Q it
	// is the king's eight unit steps (for D and A the same times two, for
	// H and G times three), so a 45° turn on a W leg gives an F step; for
	// N, C and Z it is the atom's own eight leaps. The previous leg's step
	// is always an element of Cycle.
	Cycle []Vec
	// Range is the most steps the leg may take: 1 for a leaper, 0 for an
	// unlimited slider or rider, n for a limited range.
	Range int
	// SameLength (i on a later leg) requires the leg to take exactly as
	// many steps as the most recent earlier leg whose Range is not 1.
	SameLength bool
	// Mode says what may stand on the leg's last square.
	Mode Mode
}

// Next returns the steps the leg allows after a previous leg that took
// step prev; nil if prev is not in Cycle. On a first leg it returns Dirs.
func (l Leg) Next(prev Vec) []Vec {
	if l.Turns == nil {
		return l.Dirs
	}
	i := index(l.Cycle, prev)
	if i < 0 {
		return nil
	}
	out := make([]Vec, 0, len(l.Turns))
	for _, k := range l.Turns {
		out = append(out, l.Cycle[(i+k)%len(l.Cycle)])
	}
	return out
}

func index(cycle []Vec, v Vec) int {
	for i, c := range cycle {
		if c == v {
			return i
		}
	}
	return -1
}

// String describes the leg compactly, e.g. "[(0,1) (1,0)]x0:mc" for a
// first leg or "turn{0}x1:m" for a later one.
func (l Leg) String() string {
	var b strings.Builder
	if l.Turns == nil {
		fmt.Fprint(&b, l.Dirs)
	} else {
		b.WriteString("turn{")
		for i, k := range l.Turns {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprint(&b, k)
		}
		b.WriteByte('}')
	}
	fmt.Fprintf(&b, "x%d:%s", l.Range, l.Mode)
	if l.SameLength {
		b.WriteString("=")
	}
	return b.String()
}

// Path is one way a piece moves: legs taken in order, each starting where
// the previous one ended. A move is complete when the last leg ends.
type Path struct {
	// Legs are the path's legs; Legs[0] has Dirs, later legs have Turns.
	Legs []Leg
	// Legs[RepeatFrom:RepeatTo] may be repeated any number of times, zero
	// included; both are -1 when nothing repeats. Otherwise
	// 1 <= RepeatFrom < RepeatTo < len(Legs): neither the first leg nor the
	// final one is ever part of the repeated stretch.
	RepeatFrom, RepeatTo int
	// Initial (i on the first leg): only for a piece that has not moved.
	Initial bool
	// Castle is the king's castling distance for the O atom (0 = not a
	// castling path). Legs[0].Dirs then holds the sideways directions the
	// king may castle toward and Legs[0].Range equals Castle; the partner
	// piece and the conditions are the engine's business.
	Castle int
	// Atom is the atom letter, for reference.
	Atom byte
	// Index is the index in Piece.Components of the component this path
	// comes from.
	Index int
	// Lame marks a lame leaper (n on D, A, H, G, N) written out as one-step
	// legs whose intermediate squares must be empty. A double step of this
	// kind passes the squares where the non-final legs end; the engine may
	// give en passant rights on them.
	Lame bool
	// Jumping marks a leaper that must jump (j on D, A, N): like Lame, but
	// the intermediate square must be occupied (the non-final leg is Hop).
	Jumping bool
	// Hopper marks a rider whose final leg hops (p, as in the cannon's
	// capture cpR): a Hop leg to the first occupied square, then a leg
	// straight on (Turns {0}) with the original range.
	Hopper bool
	// Grasshopper marks a rider whose final leg is g (gQ): a Hop leg to the
	// first occupied square, then exactly one more step straight on.
	Grasshopper bool
}

// String describes the path compactly, legs separated by " > ", with the
// repeated stretch in parentheses; for debugging and test messages.
func (p Path) String() string {
	var b strings.Builder
	b.WriteByte(p.Atom)
	if p.Initial {
		b.WriteString(" initial")
	}
	if p.Castle != 0 {
		fmt.Fprintf(&b, " castle%d", p.Castle)
	}
	for _, f := range []struct {
		on   bool
		name string
	}{{p.Lame, " lame"}, {p.Jumping, " jumping"}, {p.Hopper, " hopper"}, {p.Grasshopper, " grasshopper"}} {
		if f.on {
			b.WriteString(f.name)
		}
	}
	for i, l := range p.Legs {
		if i == 0 {
			b.WriteByte(' ')
		} else {
			b.WriteString(" > ")
		}
		if i == p.RepeatFrom {
			b.WriteByte('(')
		}
		b.WriteString(l.String())
		if i+1 == p.RepeatTo {
			b.WriteString(")*")
		}
	}
	return b.String()
}
