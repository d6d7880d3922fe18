package match

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"lattice/movegen"
)

// WindowSize is the side of the window DrawBoard shows of the plane.
const WindowSize = 16

// BoardStyle is how DrawBoardStyled draws: Color uses ANSI colours (light
// and dark squares, White's pieces in bold white, Black's in bold black,
// the Marked squares — say the last move's — in a third colour), three
// characters a square; without it the board is plain text.
type BoardStyle struct {
	Color  bool
	Marked []movegen.Coord
}

// The 256-colour palette entries of the coloured board.
const (
	lightSquare  = 180
	darkSquare   = 137
	markedSquare = 143
	whitePiece   = 231
	blackPiece   = 16
)

// DrawBoard writes the position as plain text: ranks from the top, one
// character a square ('.' empty, the FEN letter of a piece, upper case
// White), the file letters below. On the plane it draws a WindowSize ×
// WindowSize window centred on focus (clipped to the pieces' bounding box
// when that is smaller), labels the ranks and the first and last files with
// their coordinates, and lists every piece outside the window.
func DrawBoard(w io.Writer, p *movegen.Position, focus movegen.Coord) {
	DrawBoardStyled(w, p, focus, BoardStyle{})
}

// DrawBoardStyled is DrawBoard in a style.
func DrawBoardStyled(w io.Writer, p *movegen.Position, focus movegen.Coord, st BoardStyle) {
	v := p.Variant()
	if !v.Unbounded() {
		b := v.Bounds()
		for y := b.Y1; y >= b.Y0; y-- {
			var row strings.Builder
			fmt.Fprintf(&row, "%3d ", y-b.Y0+1)
			for x := b.X0; x <= b.X1; x++ {
				st.square(&row, p, movegen.Coord{X: x, Y: y}, (x-b.X0+y-b.Y0)%2 == 0)
			}
			st.endRow(&row)
			fmt.Fprintln(w, row.String())
		}
		var files strings.Builder
		files.WriteString("    ")
		for x := b.X0; x <= b.X1; x++ {
			files.WriteByte(' ')
			files.WriteByte(v.SquareName(movegen.Coord{X: x, Y: b.Y0})[0])
			if st.Color {
				files.WriteByte(' ')
			}
		}
		fmt.Fprintln(w, strings.TrimRight(files.String(), " "))
		return
	}
	all := append(p.Pieces(movegen.White), p.Pieces(movegen.Black)...)
	x0, x1, y0, y1 := window(all, focus)
	for y := y1; y >= y0; y-- {
		var row strings.Builder
		fmt.Fprintf(&row, "%6d ", y)
		for x := x0; x <= x1; x++ {
			st.square(&row, p, movegen.Coord{X: x, Y: y}, (x+y)%2 == 0)
		}
		st.endRow(&row)
		fmt.Fprintln(w, row.String())
	}
	fmt.Fprintf(w, "%6s  x = %d … %d\n", "", x0, x1)
	var out []string
	for _, c := range all {
		if c.X < x0 || c.X > x1 || c.Y < y0 || c.Y > y1 {
			out = append(out, fmt.Sprintf("%c%d,%d", v.Letter(p.At(c)), c.X, c.Y))
		}
	}
	if len(out) > 0 {
		sort.Strings(out)
		fmt.Fprintf(w, "outside the window: %s\n", strings.Join(out, " "))
	}
}

// square draws one square: " X" plain, " X " on its colour.
func (st BoardStyle) square(b *strings.Builder, p *movegen.Position, c movegen.Coord, dark bool) {
	if !st.Color {
		b.WriteByte(' ')
		b.WriteByte(squareChar(p, c))
		return
	}
	bg := lightSquare
	if dark {
		bg = darkSquare
	}
	for _, m := range st.Marked {
		if m == c {
			bg = markedSquare
		}
	}
	ch, fg := byte(' '), whitePiece
	if pc := p.At(c); pc.IsPiece() {
		ch = p.Variant().Letter(pc)
		if pc.Color() == movegen.Black {
			fg = blackPiece
		}
	}
	fmt.Fprintf(b, "\x1b[1;38;5;%d;48;5;%dm %c ", fg, bg, ch)
}

// endRow ends a row's colours.
func (st BoardStyle) endRow(b *strings.Builder) {
	if st.Color {
		b.WriteString("\x1b[0m")
	}
}

// window picks the plane's window: the pieces' bounding box when it fits,
// else WindowSize squares a side centred on focus.
func window(all []movegen.Coord, focus movegen.Coord) (x0, x1, y0, y1 int32) {
	if len(all) == 0 {
		return focus.X, focus.X, focus.Y, focus.Y
	}
	x0, x1, y0, y1 = all[0].X, all[0].X, all[0].Y, all[0].Y
	for _, c := range all {
		x0, x1, y0, y1 = min(x0, c.X), max(x1, c.X), min(y0, c.Y), max(y1, c.Y)
	}
	const half = WindowSize / 2
	if x1-x0 >= WindowSize {
		x0, x1 = focus.X-half+1, focus.X+half
	}
	if y1-y0 >= WindowSize {
		y0, y1 = focus.Y-half+1, focus.Y+half
	}
	return x0, x1, y0, y1
}

// squareChar is the character of a square.
func squareChar(p *movegen.Position, c movegen.Coord) byte {
	pc := p.At(c)
	if !pc.IsPiece() {
		return '.'
	}
	return p.Variant().Letter(pc)
}
