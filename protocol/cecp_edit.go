package protocol

import (
	"strings"

	"lattice/movegen"
)

// editor is CECP's edit mode: a board being set up square by square. The
// game changes only at `.`, and only if the board makes a legal position.
type editor struct {
	v     *movegen.Variant
	board map[movegen.Coord]byte // FEN letters, case for colour
	black bool                   // the colour `c` selected
	side  movegen.Color
}

// startEdit is `edit`: the current position becomes the editor's board.
func (c *cecp) startEdit(line string) {
	v := c.e.Variant()
	if v.Unbounded() || c.mode == thinkSearch {
		c.errorf("command not legal now", line)
		return
	}
	pos := c.e.Position()
	ed := &editor{v: v, board: map[movegen.Coord]byte{}, side: pos.SideToMove()}
	for y := v.Bounds().Y0; y <= v.Bounds().Y1; y++ {
		for x := v.Bounds().X0; x <= v.Bounds().X1; x++ {
			sq := movegen.Coord{X: x, Y: y}
			if pc := pos.At(sq); pc.IsPiece() {
				ed.board[sq] = v.Letter(pc)
			}
		}
	}
	c.edit = ed
}

// editLine handles one line in edit mode: c, #, ., Pa4 (place), xa4 (clear).
func (c *cecp) editLine(line string) {
	ed := c.edit
	switch line {
	case "c":
		ed.black = !ed.black
		return
	case "#":
		ed.board = map[movegen.Coord]byte{}
		return
	case ".":
		c.edit = nil
		c.finishEdit(ed)
		return
	}
	if len(line) < 3 || strings.ContainsAny(line, " \t") {
		c.errorf("bad edit command", line)
		return
	}
	sq, err := c.notation.ParseSquare(line[1:])
	if err != nil {
		c.errorf("bad square", line)
		return
	}
	l := line[0]
	if l == 'x' {
		delete(ed.board, sq)
		return
	}
	if _, ok := ed.v.PieceByLetter(l); !ok || !isLetter(l) {
		c.errorf("no such piece", line)
		return
	}
	l = strings.ToUpper(string(l))[0]
	if ed.black {
		l += 'a' - 'A'
	}
	ed.board[sq] = l
}

// finishEdit sets the edited board as the position, with castling for
// every king and partner on their start squares, or keeps the old
// position and says why when the board is not a legal position.
func (c *cecp) finishEdit(ed *editor) {
	c.abort()
	fen := ed.fen()
	if err := c.e.SetFEN(fen, nil); err != nil {
		c.reply("tellusererror Illegal position: %s", clip(err.Error()))
		c.errorf("illegal position: "+err.Error(), "edit")
		c.maybeThink()
		return
	}
	c.gameOver, c.hint = false, ""
	c.positionChanged()
	if c.analyze {
		c.startSearch(analyzeSearch)
	}
}

// fen writes the editor's board as a FEN.
func (ed *editor) fen() string {
	return boardFEN(ed.v.Bounds(), ed.board) + " " + string("wb"[ed.side]) + " " + ed.castling() + " - 0 1"
}

// castling keeps each right of the start position whose king and partner
// stand on their start squares.
func (ed *editor) castling() string {
	start := ed.v.StartPosition()
	f := strings.Fields(start.FEN())
	if len(f) < 3 || f[2] == "-" {
		return "-"
	}
	var out []byte
	for _, col := range []movegen.Color{movegen.White, movegen.Black} {
		king, ok := ed.startKing(start, col)
		if !ok || ed.board[king] != ed.v.Letter(start.At(king)) {
			continue
		}
		for _, side := range []struct {
			dir    int32
			letter byte
		}{{1, 'K'}, {-1, 'Q'}} {
			rook, ok := ed.outermostPartner(start, king, side.dir)
			if !ok || ed.board[rook] != ed.v.Letter(start.At(rook)) {
				continue
			}
			l := side.letter
			if col == movegen.Black {
				l += 'a' - 'A'
			}
			if strings.IndexByte(f[2], l) >= 0 {
				out = append(out, l)
			}
		}
	}
	if len(out) == 0 {
		return "-"
	}
	return string(out)
}

// startKing finds col's royal piece in the start position.
func (ed *editor) startKing(start *movegen.Position, col movegen.Color) (movegen.Coord, bool) {
	bd := ed.v.Bounds()
	for y := bd.Y0; y <= bd.Y1; y++ {
		for x := bd.X0; x <= bd.X1; x++ {
			sq := movegen.Coord{X: x, Y: y}
			pc := start.At(sq)
			if pc.IsPiece() && pc.Color() == col && ed.v.Def(pc.Type()).Royal {
				return sq, true
			}
		}
	}
	return movegen.Coord{}, false
}

// outermostPartner finds the castling partner farthest from the king in
// direction dir on its rank in the start position.
func (ed *editor) outermostPartner(start *movegen.Position, king movegen.Coord, dir int32) (movegen.Coord, bool) {
	var found movegen.Coord
	ok := false
	col := start.At(king).Color()
	for x := king.X + dir; x >= ed.v.Bounds().X0 && x <= ed.v.Bounds().X1; x += dir {
		sq := movegen.Coord{X: x, Y: king.Y}
		pc := start.At(sq)
		if pc.IsPiece() && pc.Color() == col && ed.v.Def(pc.Type()).CastlePartner {
			found, ok = sq, true
		}
	}
	return found, ok
}
