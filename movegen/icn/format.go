package icn

import (
	"strconv"
	"strings"
)

// Format writes g in ICN, one line, tokens separated by single spaces, in the
// order Parse reads them. The side to move is always written; every other
// field only when present. Promotion choices are written in lower case, as
// infinitechess.org writes them; moves with ">" or "x" separated by "|".
//
// Format writes what the Game holds without checking it: a Game from Parse
// always formats to text Parse reads back to an equal Game; a Game built by
// hand must keep the same invariants (tag keys of letters, digits and _, tag
// values and comments without quotes or braces, piece codes of 1 to 4
// letters, moves with From, each side with at least one win condition).
func Format(g *Game) string {
	var parts []string
	for _, t := range g.Tags {
		parts = append(parts, "["+t.Key+" \""+t.Value+"\"]")
	}
	parts = append(parts, g.Side.String())
	if g.EnPassant != nil {
		parts = append(parts, g.EnPassant.String())
	}
	if r := g.MoveRule; r != nil {
		parts = append(parts, strconv.FormatInt(r.Count, 10)+"/"+strconv.FormatInt(r.Limit, 10))
	}
	if g.Fullmove > 0 {
		parts = append(parts, strconv.FormatInt(g.Fullmove, 10))
	}
	if p := g.Promotions; p != nil {
		parts = append(parts, "("+promotionLine(p.White)+"|"+promotionLine(p.Black)+")")
	}
	if b := g.Border; b != nil {
		parts = append(parts, edge(b.Left)+","+edge(b.Right)+","+edge(b.Bottom)+","+edge(b.Top))
	}
	if w := winConditions(g.WinConditions); w != "" {
		parts = append(parts, w)
	}
	if len(g.Squares) > 0 {
		s := make([]string, len(g.Squares))
		for i, sq := range g.Squares {
			s[i] = sq.String()
		}
		parts = append(parts, "Squares:"+strings.Join(s, "|"))
	}
	if len(g.Rays) > 0 {
		s := make([]string, len(g.Rays))
		for i, r := range g.Rays {
			s[i] = r.Start.String() + ">" + r.Step.String()
		}
		parts = append(parts, "Rays:"+strings.Join(s, "|"))
	}
	if len(g.Pieces) > 0 {
		parts = append(parts, FormatPieces(g.Pieces))
	}
	if len(g.Moves) > 0 {
		s := make([]string, len(g.Moves))
		for i, m := range g.Moves {
			t, err := m.ICN()
			if err != nil {
				t = m.Numeric() // no from-square: not ICN, but says what it is
			}
			s[i] = t
		}
		parts = append(parts, strings.Join(s, "|"))
	}
	return strings.Join(parts, " ")
}

// FormatPieces writes a piece list: "P5,2+|K5,1|k5,8".
func FormatPieces(ps []Piece) string {
	var b strings.Builder
	for i, p := range ps {
		if i > 0 {
			b.WriteByte('|')
		}
		if p.White {
			b.WriteString(strings.ToUpper(p.Code))
		} else {
			b.WriteString(strings.ToLower(p.Code))
		}
		b.WriteString(p.Square().String())
		if p.Unmoved {
			b.WriteByte('+')
		}
	}
	return b.String()
}

func promotionLine(l PromotionLine) string {
	r := make([]string, len(l.Ranks))
	for i, v := range l.Ranks {
		r[i] = strconv.FormatInt(v, 10)
	}
	s := strings.Join(r, ",")
	if len(l.Pieces) > 0 {
		s += ";" + strings.ToLower(strings.Join(l.Pieces, ","))
	}
	return s
}

func edge(e Edge) string {
	if e.Unbounded {
		return "_"
	}
	return strconv.FormatInt(e.Value, 10)
}

func winConditions(w WinConditions) string {
	white, black := strings.Join(w.White, ","), strings.Join(w.Black, ",")
	switch {
	case white == "" && black == "":
		return ""
	case white == black:
		return white
	}
	return "(" + white + "|" + black + ")"
}
