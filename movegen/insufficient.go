package movegen

// Draws by insufficient material on the infinite plane (infinite-plane.md):
// a table of material balances with which neither side can force mate on an
// unbounded board. Each line gives one side's material and the other's; a
// position is drawn when, for some line and either assignment of its sides
// to the colours, each side's material is a part (a sub-multiset) of what
// the line gives it. Bishops are told apart by the colour of their squares.

// material counts one side's pieces besides its king, by ICN code.
type material struct {
	q, r, n, p, c, h, g int
	light, dark         int // bishops on light and on dark squares
	other               bool
}

// bishopRule constrains the bishops of a table entry.
type bishopRule uint8

const (
	anyBishops      bishopRule = iota // at most count bishops, of any colours
	oppositePair                      // at most one on each colour
	sameColour                        // any number, all on one colour
	sameColourPlus1                   // any number on one colour, at most one on the other
)

// matPattern is one side of a table line.
type matPattern struct {
	q, r, n, p, c, h, g int
	bishops             int // the count for anyBishops
	rule                bishopRule
}

// holds reports whether m is a part of the pattern.
func (pt matPattern) holds(m material) bool {
	if m.other || m.q > pt.q || m.r > pt.r || m.n > pt.n || m.p > pt.p || m.c > pt.c || m.h > pt.h || m.g > pt.g {
		return false
	}
	switch pt.rule {
	case oppositePair:
		return m.light <= 1 && m.dark <= 1
	case sameColour:
		return m.light == 0 || m.dark == 0
	case sameColourPlus1:
		return min(m.light, m.dark) <= 1
	}
	return m.light+m.dark <= pt.bishops
}

// Patterns used by the table.
var (
	none   = matPattern{}
	queen  = matPattern{q: 1}
	rook   = matPattern{r: 1}
	bishop = matPattern{bishops: 1}
	knight = matPattern{n: 1}
	pawn   = matPattern{p: 1}
	bn     = matPattern{bishops: 1, n: 1}
	bbOpp  = matPattern{rule: oppositePair}
	nn     = matPattern{n: 2}
)

// planeDeadTable is the infinite plane's table of insufficient material.
var planeDeadTable = [...][2]matPattern{
	{queen, queen}, {queen, rook}, {queen, bn}, {queen, bbOpp}, {queen, nn}, {queen, pawn},
	{{r: 1, bishops: 1}, knight}, {{r: 1, n: 1}, knight},
	{rook, rook}, {rook, bbOpp}, {rook, bn}, {rook, nn}, {rook, pawn},
	{{rule: sameColourPlus1}, none}, {{rule: sameColour, n: 1}, none}, {{rule: sameColour}, pawn},
	{{rule: oppositePair, n: 1}, none}, {bbOpp, bishop}, {bbOpp, knight}, {bbOpp, pawn},
	{{bishops: 1, n: 2}, none}, {bn, bishop}, {bn, knight}, {bn, pawn}, {bishop, nn},
	{{n: 3}, none}, {nn, knight}, {nn, pawn}, {{p: 3}, pawn},
	{{c: 1}, none}, {{h: 2}, none}, {{h: 1, bishops: 1}, none}, {{g: 1}, none},
}

// materialOf counts side col's material by ICN code.
func (p *Position) materialOf(col Color) material {
	var m material
	for _, c := range p.list[col] {
		d := &p.v.def.Pieces[p.At(c).Type()-1]
		if d.Royal {
			continue
		}
		switch d.ICNCode() {
		case "Q":
			m.q++
		case "R":
			m.r++
		case "N":
			m.n++
		case "P":
			m.p++
		case "CH":
			m.c++
		case "HA":
			m.h++
		case "GU":
			m.g++
		case "B":
			if (c.X+c.Y)&1 == 0 {
				m.dark++
			} else {
				m.light++
			}
		default:
			m.other = true
		}
	}
	return m
}

// planeDead reports whether the material on the board is in the table.
func (p *Position) planeDead() bool {
	if !p.hasK[White] || !p.hasK[Black] {
		return false
	}
	w, b := p.materialOf(White), p.materialOf(Black)
	for _, line := range planeDeadTable {
		if (line[0].holds(w) && line[1].holds(b)) || (line[0].holds(b) && line[1].holds(w)) {
			return true
		}
	}
	return false
}

// minorKind says whether a piece type is one of FIDE's minor pieces.
type minorKind uint8

const (
	notMinor    minorKind = iota
	bishopMinor           // moves exactly as a bishop
	knightMinor           // moves exactly as a knight
)

// classifyMinor decides from the compiled program of type t, not from how
// its XBetza is spelled, whether it moves exactly as a bishop (four plain
// unlimited diagonal slides) or a knight (eight plain (1,2) leaps) and
// nothing else: no royal, pawn, promotion, castling, path or primitive.
func (v *Variant) classifyMinor(t PieceType) minorKind {
	d := &v.def.Pieces[t-1]
	prog := v.progs[NewPiece(t, White, false)]
	if d.Royal || d.Pawn || prog == nil || prog.Special || prog.Promotes {
		return notMinor
	}
	slides, leaps := 0, 0
	for i, r := range prog.Rays {
		for _, q := range prog.Rays[:i] {
			if q.Step == r.Step {
				return notMinor // the same step twice (a different range or mode)
			}
		}
		ax, ay := abs32(r.Step.X), abs32(r.Step.Y)
		switch {
		case r.Mode != ModeMove|ModeCapture || r.Min != 1:
			return notMinor
		case r.Max == 0 && ax == 1 && ay == 1:
			slides++
		case r.Max == 1 && ax*ay == 2:
			leaps++
		default:
			return notMinor
		}
	}
	switch {
	case slides == 4 && leaps == 0:
		return bishopMinor
	case leaps == 8 && slides == 0:
		return knightMinor
	}
	return notMinor
}
