package icn

import (
	"math"
	"strings"
)

// side reads the turn order: w, b, w:b or b:w.
func (sc *scanner) side(g *Game) error {
	off := sc.i
	switch w := sc.word(); w {
	case "w", "w:b":
		g.Side = White
	case "b", "b:w":
		g.Side = Black
	default:
		return sc.errAt(off, "turn order %q is not supported: only w and b (White and Black) play", shorten(w))
	}
	return nil
}

// counter reads a whole number of at least lo that fits in an int64.
func (sc *scanner) counter(lo int64, what string) (int64, error) {
	off := sc.i
	if sc.peek() == '-' || strings.HasPrefix(sc.s[sc.i:], unicodeMinus) {
		return 0, sc.errAt(off, "%s must not be negative", what)
	}
	v, err := sc.integer(math.MaxInt64, what)
	if err == nil && v < lo {
		err = sc.errAt(off, "%s must be at least %d", what, lo)
	}
	return v, err
}

// moveRule reads N/M.
func (sc *scanner) moveRule(g *Game) error {
	off := sc.i
	n, err := sc.counter(0, "the move-rule count")
	if err != nil {
		return err
	}
	if !sc.accept('/') {
		return sc.errAt(sc.i, "expected \"/\" in the move-rule counter")
	}
	m, err := sc.counter(1, "the move-rule limit")
	if err != nil {
		return err
	}
	if n > m {
		return sc.errAt(off, "move-rule count %d exceeds the limit %d", n, m)
	}
	g.MoveRule = &MoveRule{n, m}
	return nil
}

// promotions reads (ranks;pieces|ranks;pieces).
func (sc *scanner) promotions(g *Game) error {
	off := sc.i
	sc.accept('(')
	var lines []PromotionLine
	for {
		var line PromotionLine
		if c := sc.peek(); isDigit(c) || c == '-' || strings.HasPrefix(sc.s[sc.i:], unicodeMinus) {
			for {
				r, err := sc.coord()
				if err != nil {
					return err
				}
				line.Ranks = append(line.Ranks, r)
				if !sc.accept(',') {
					break
				}
			}
		}
		if sc.accept(';') {
			for {
				c, err := sc.code()
				if err != nil {
					return err
				}
				if c == "" {
					return sc.errAt(sc.i, "expected a piece code in the promotion choices")
				}
				line.Pieces = append(line.Pieces, strings.ToUpper(c))
				if !sc.accept(',') {
					break
				}
			}
		}
		lines = append(lines, line)
		if !sc.accept('|') {
			break
		}
	}
	if !sc.accept(')') {
		return sc.errAt(sc.i, "expected \",\", \";\", \"|\" or \")\" in the promotions")
	}
	if len(lines) != 2 {
		return sc.errAt(off, "promotions have %d entries; ICN needs one for White and one for Black", len(lines))
	}
	g.Promotions = &Promotions{White: lines[0], Black: lines[1]}
	return nil
}

// border reads left,right,bottom,top with _ for an unbounded side.
func (sc *scanner) border(g *Game) error {
	off := sc.i
	var e [4]Edge
	for k := range e {
		if k > 0 && !sc.accept(',') {
			return sc.errAt(sc.i, "expected \",\" in the world border")
		}
		if sc.accept('_') {
			e[k].Unbounded = true
			continue
		}
		v, err := sc.integer(math.MaxInt64, "a border coordinate or _")
		if err != nil {
			return err
		}
		e[k].Value = v
	}
	b := Border{e[0], e[1], e[2], e[3]}
	if !b.Left.Unbounded && !b.Right.Unbounded && b.Left.Value > b.Right.Value ||
		!b.Bottom.Unbounded && !b.Top.Unbounded && b.Bottom.Value > b.Top.Value {
		return sc.errAt(off, "world border encloses no square (left > right or bottom > top)")
	}
	g.Border = &b
	return nil
}

// winConditions reads a,b or (a,b|c).
func (sc *scanner) winConditions(g *Game) error {
	off := sc.i
	paren := sc.accept('(')
	var sides [][]string
	for {
		var list []string
		for {
			woff := sc.i
			w := sc.span(isLower)
			if len(w) < 3 {
				return sc.errAt(woff, "expected a win condition of at least 3 lower-case letters")
			}
			list = append(list, w)
			if !sc.accept(',') {
				break
			}
		}
		sides = append(sides, list)
		if !sc.accept('|') {
			break
		}
	}
	if paren && !sc.accept(')') {
		return sc.errAt(sc.i, "expected \")\" after the win conditions")
	}
	switch {
	case len(sides) == 1:
		g.WinConditions = WinConditions{sides[0], append([]string(nil), sides[0]...)}
	case len(sides) == 2 && paren:
		g.WinConditions = WinConditions{sides[0], sides[1]}
	case !paren:
		return sc.errAt(off, "win conditions per player must be in parentheses, as in (checkmate|royalcapture)")
	default:
		return sc.errAt(off, "win conditions have %d entries; ICN needs one for White and one for Black", len(sides))
	}
	return nil
}

// squares reads Squares:x,y|x,y.
func (sc *scanner) squares(g *Game) error {
	sc.acceptString("Squares:")
	for {
		sq, err := sc.xy()
		if err != nil {
			return err
		}
		g.Squares = append(g.Squares, sq)
		if !sc.accept('|') {
			return nil
		}
	}
}

// rays reads Rays:x,y>dx,dy|….
func (sc *scanner) rays(g *Game) error {
	sc.acceptString("Rays:")
	for {
		start, err := sc.xy()
		if err != nil {
			return err
		}
		if !sc.accept('>') {
			return sc.errAt(sc.i, "expected \">\" between a ray's start and step")
		}
		step, err := sc.xy()
		if err != nil {
			return err
		}
		g.Rays = append(g.Rays, Ray{start, step})
		if !sc.accept('|') {
			return nil
		}
	}
}
