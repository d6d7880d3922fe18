package movegen

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// FENError is a FEN that could not be read; Field names the part at fault
// (board, side, castling, en passant, halfmove, fullmove, position). ICN
// positions share the checks of the whole position (board, en passant,
// position); ICN is then set and the message says "icn:".
type FENError struct {
	Field string
	Msg   string
	ICN   bool
}

// Error writes "fen: FIELD: MESSAGE" ("icn: …" for an ICN position).
func (e *FENError) Error() string {
	if e.ICN {
		return "icn: " + e.Field + ": " + e.Msg
	}
	return "fen: " + e.Field + ": " + e.Msg
}

func fenErr(field, format string, a ...any) error {
	return &FENError{Field: field, Msg: fmt.Sprintf(format, a...)}
}

// StartPosition returns the variant's start position on its default board
// (an unbounded variant's on the open plane).
func (v *Variant) StartPosition() *Position {
	if v.def.Unbounded {
		p, err := v.ParseICN(v.def.StartICN, AutoBoard, nil)
		if err != nil {
			panic("movegen: start position of a compiled variant failed: " + err.Error())
		}
		return p
	}
	p, err := v.ParseFENBoard(v.def.StartFEN, AutoBoard)
	if err != nil {
		panic("movegen: start position of a compiled variant failed: " + err.Error())
	}
	return p
}

// ParseFEN reads a position of the variant on its default board.
func (v *Variant) ParseFEN(fen string) (*Position, error) { return v.ParseFENBoard(fen, AutoBoard) }

// ParseFENBoard reads a position onto the given board kind. Runs of empty
// squares may have several digits ("10" on a wide board); the halfmove and
// fullmove fields may be left out. Castling rights that cannot apply are
// dropped without a word; ReadFEN reports them.
func (v *Variant) ParseFENBoard(fen string, kind BoardKind) (*Position, error) {
	p, _, err := v.ReadFEN(fen, kind)
	return p, err
}

// ReadFEN is ParseFENBoard that also returns warnings: the parts of the FEN
// it read but ignored, each a one-line message starting with "fen: ".
//
// A castling right for a king or partner that does not stand on its start
// square (the square it has in the variant's start position: e1 and a1/h1
// in chess, f1 in Capablanca, e2 and a2/h2 in Infiltrator) is such a part:
// the piece has moved, so the right cannot exist, and it is dropped rather
// than refused. This is what other engines and GUIs do (XBoard itself
// castles only from the start squares), so a position a GUI accepted and
// sends with setboard is played the same by engine and GUI instead of being
// refused and leaving the two out of step; a perft count then agrees with
// those engines' counts for the same FEN.
func (v *Variant) ReadFEN(fen string, kind BoardKind) (*Position, []string, error) {
	if kind == MailboxBoard && !v.fitsMailbox() {
		return nil, nil, fmt.Errorf("variant %s: board too large for a mailbox", v.def.Name)
	}
	f := strings.Fields(fen)
	if len(f) < 2 {
		return nil, nil, fenErr("position", "need at least a board and a side to move, got %d field(s)", len(f))
	}
	if len(f) > 6 {
		return nil, nil, fenErr("position", "too many fields (%d)", len(f))
	}
	for len(f) < 6 {
		f = append(f, []string{"-", "-", "0", "1"}[len(f)-2])
	}
	p := newEmptyPosition(v, kind, v.def.Bounds)
	if err := p.readBoard(f[0]); err != nil {
		return nil, nil, err
	}
	switch f[1] {
	case "w":
		p.side = White
	case "b":
		p.side = Black
	default:
		return nil, nil, fenErr("side", "want w or b, got %q", f[1])
	}
	warnings, err := p.readCastling(f[2])
	if err != nil {
		return nil, nil, err
	}
	if err := p.readEnPassant(f[3]); err != nil {
		return nil, nil, err
	}
	hm, err := strconv.Atoi(f[4])
	if err != nil || hm < 0 || hm > 100000 {
		return nil, nil, fenErr("halfmove", "bad number %q", f[4])
	}
	fm, err := strconv.Atoi(f[5])
	if err != nil || fm < 1 || fm > 100000 {
		return nil, nil, fenErr("fullmove", "bad number %q", f[5])
	}
	p.halfmove, p.fullmove = hm, fm
	if err := p.validate(); err != nil {
		return nil, nil, err
	}
	p.finishSetup()
	return p, warnings, nil
}

// readBoard fills the board from the FEN's first field.
func (p *Position) readBoard(s string) error {
	b := p.v.def.Bounds
	ranks := strings.Split(s, "/")
	if len(ranks) != b.Height() {
		return fenErr("board", "%d ranks, the board has %d", len(ranks), b.Height())
	}
	for i, rank := range ranks {
		y := b.Y1 - int32(i)
		x := b.X0
		for j := 0; j < len(rank); {
			ch := rank[j]
			if ch >= '0' && ch <= '9' {
				k := j
				for k < len(rank) && rank[k] >= '0' && rank[k] <= '9' {
					k++
				}
				n, err := strconv.Atoi(rank[j:k])
				if err != nil || n == 0 || n > b.Width() {
					return fenErr("board", "rank %d: bad run of empty squares %q", y-b.Y0+1, rank[j:k])
				}
				x += int32(n)
				j = k
				continue
			}
			t := p.v.byLetter[ch]
			if t == 0 {
				return fenErr("board", "rank %d: unknown piece letter %s", y-b.Y0+1, quoteChar(rank, j))
			}
			if x > b.X1 {
				return fenErr("board", "rank %d has more than %d squares", y-b.Y0+1, b.Width())
			}
			col := White
			if ch >= 'a' {
				col = Black
			}
			c := Coord{x, y}
			pc := NewPiece(t, col, false)
			if p.v.startsUnmoved(pc, c) {
				pc = NewPiece(t, col, true)
			}
			p.put(c, pc)
			x++
			j++
		}
		if x != b.X1+1 {
			return fenErr("board", "rank %d has %d squares, want %d", y-b.Y0+1, x-b.X0, b.Width())
		}
	}
	return nil
}

// readCastling marks kings and partners unmoved. K/Q (k/q) name the outermost
// partner toward the h-side / a-side; a file letter (Shredder style) names the
// partner's file. A right whose king or partner is off its start square is
// dropped with a warning (see ReadFEN).
func (p *Position) readCastling(s string) ([]string, error) {
	if s == "-" {
		return nil, nil
	}
	var warnings []string
	for i := 0; i < len(s); i++ {
		ch := s[i]
		col := White
		if ch >= 'a' && ch <= 'z' {
			col = Black
			ch -= 'a' - 'A'
		}
		if !p.hasK[col] {
			return nil, fenErr("castling", "%s but %s has no king", quoteChar(s, i), col)
		}
		king := p.royal[col]
		var partner Coord
		var found bool
		switch {
		case ch == 'K' || ch == 'Q':
			dir := int32(1)
			if ch == 'Q' {
				dir = -1
			}
			partner, found = p.outermostPartner(king, col, dir)
		case ch >= 'A' && int(ch-'A') < p.v.def.Bounds.Width():
			partner = Coord{p.v.def.Bounds.X0 + int32(ch-'A'), king.Y}
			pc := p.At(partner)
			found = pc.IsPiece() && pc.Color() == col && p.v.def.Pieces[pc.Type()-1].CastlePartner
		default:
			return nil, fenErr("castling", "unknown letter %s", quoteChar(s, i))
		}
		if !found {
			return nil, fenErr("castling", "%s but no rook to castle with", quoteChar(s, i))
		}
		if why := p.offStart(king, partner); why != "" {
			warnings = append(warnings, fmt.Sprintf("fen: castling: ignored %s: %s", quoteChar(s, i), why))
			continue
		}
		p.markUnmoved(king)
		p.markUnmoved(partner)
	}
	return warnings, nil
}

// offStart says why a castling right of the king on king with the partner
// on partner cannot exist, or returns "" when both stand on start squares.
// A variant without a start position has no start squares to hold them to.
func (p *Position) offStart(king, partner Coord) string {
	start := p.v.start.pieces
	if len(start) == 0 {
		return ""
	}
	for _, c := range []Coord{king, partner} {
		pc := p.At(c)
		home := NewPiece(pc.Type(), pc.Color(), false)
		if start[c] == home {
			continue
		}
		var homes []string
		for sq, sp := range start {
			if sp == home {
				homes = append(homes, p.v.SquareName(sq))
			}
		}
		sort.Strings(homes)
		where := "a start square"
		if len(homes) > 0 {
			where = strings.Join(homes, " or ")
		}
		return fmt.Sprintf("the %s %s on %s is not on its start square (%s)", pc.Color(), p.v.def.Pieces[pc.Type()-1].Name, p.v.SquareName(c), where)
	}
	return ""
}

// quoteChar quotes the character that starts at byte i of s: a whole UTF-8
// sequence when it is one, so that "é" is not shown as two Latin-1 letters.
func quoteChar(s string, i int) string {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return strconv.QuoteRune(r)
}

// outermostPartner finds the castling partner of col farthest from the king
// in direction dir on the king's rank.
func (p *Position) outermostPartner(king Coord, col Color, dir int32) (Coord, bool) {
	var best Coord
	found := false
	for c := king.Add(Vec{dir, 0}); p.v.def.Bounds.Contains(c); c = c.Add(Vec{dir, 0}) {
		pc := p.At(c)
		if pc.IsPiece() && pc.Color() == col && p.v.def.Pieces[pc.Type()-1].CastlePartner {
			best, found = c, true
		}
	}
	return best, found
}

func (p *Position) markUnmoved(c Coord) {
	pc := p.At(c)
	u := NewPiece(pc.Type(), pc.Color(), true)
	if p.v.progs[u] == nil || pc == u {
		return
	}
	p.remove(c, pc)
	p.put(c, u)
}

func (p *Position) readEnPassant(s string) error {
	if s == "-" {
		return nil
	}
	c, err := p.v.ParseSquare(s)
	if err != nil {
		return fenErr("en passant", "%v", err)
	}
	return p.setEnPassant(c, s)
}

// validate rejects positions the rules cannot reach: a missing or extra
// king, a pawn on a rank it can never stand on, the side that just moved
// still in check.
func (p *Position) validate() error {
	for col := Color(0); col < 2; col++ {
		royals := 0
		for _, c := range p.list[col] {
			pc := p.At(c)
			if p.v.royalTypes>>pc.Type()&1 != 0 {
				royals++
			}
			if p.v.IsPawn(pc.Type()) && !p.v.pawnRankOK(col, c.Y) {
				return fenErr("board", "%s pawn on %s, a rank it can never stand on", col, p.v.SquareName(c))
			}
		}
		if p.v.royalTypes != 0 && royals != 1 {
			if royals == 0 {
				return fenErr("board", "%s has no king", col)
			}
			return fenErr("board", "%s has %d kings", col, royals)
		}
	}
	them := p.side.Other()
	if p.hasK[them] && p.Attacked(p.royal[them], p.side) {
		return fenErr("position", "the side not to move (%s) is in check", them)
	}
	return nil
}

// FEN writes the position.
func (p *Position) FEN() string {
	var sb strings.Builder
	b := p.v.def.Bounds
	for y := b.Y1; y >= b.Y0; y-- {
		run := 0
		for x := b.X0; x <= b.X1; x++ {
			pc := p.At(Coord{x, y})
			if pc == Empty {
				run++
				continue
			}
			if run > 0 {
				sb.WriteString(strconv.Itoa(run))
				run = 0
			}
			sb.WriteByte(p.v.Letter(pc))
		}
		if run > 0 {
			sb.WriteString(strconv.Itoa(run))
		}
		if y > b.Y0 {
			sb.WriteByte('/')
		}
	}
	sb.WriteByte(' ')
	sb.WriteByte("wb"[p.side])
	sb.WriteByte(' ')
	sb.WriteString(p.castlingField())
	sb.WriteByte(' ')
	if p.ep != NoCoord() {
		sb.WriteString(p.v.SquareName(p.ep))
	} else {
		sb.WriteByte('-')
	}
	fmt.Fprintf(&sb, " %d %d", p.halfmove, p.fullmove)
	return sb.String()
}

func (p *Position) castlingField() string {
	var s []byte
	for col := Color(0); col < 2; col++ {
		if !p.hasK[col] || !p.At(p.royal[col]).Unmoved() {
			continue
		}
		for _, side := range []struct {
			dir    int32
			letter byte
		}{{1, 'K'}, {-1, 'Q'}} {
			if c, ok := p.outermostPartner(p.royal[col], col, side.dir); ok && p.At(c).Unmoved() {
				l := side.letter
				if col == Black {
					l += 'a' - 'A'
				}
				s = append(s, l)
			}
		}
	}
	if len(s) == 0 {
		return "-"
	}
	return string(s)
}
