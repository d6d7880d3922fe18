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

// DrawBoard writes the position as plain text: ranks from the top, one
// character a square ('.' empty, the FEN letter of a piece, upper case
// White), the file letters below. On the plane it draws a WindowSize ×
// WindowSize window centred on focus (clipped to the pieces' bounding box
// when that is smaller), labels the ranks and the first and last files with
// their coordinates, and lists every piece outside the window.
func DrawBoard(w io.Writer, p *movegen.Position, focus movegen.Coord) {
	v := p.Variant()
	if !v.Unbounded {
		b := v.Bounds
		for y := b.Y1; y >= b.Y0; y-- {
			var row strings.Builder
			fmt.Fprintf(&row, "%3d ", y-b.Y0+1)
			for x := b.X0; x <= b.X1; x++ {
				row.WriteByte(' ')
				row.WriteByte(squareChar(p, movegen.Coord{X: x, Y: y}))
			}
			fmt.Fprintln(w, row.String())
		}
		var files strings.Builder
		files.WriteString("    ")
		for x := b.X0; x <= b.X1; x++ {
			files.WriteByte(' ')
			files.WriteByte(v.SquareName(movegen.Coord{X: x, Y: b.Y0})[0])
		}
		fmt.Fprintln(w, files.String())
		return
	}
	all := append(p.Pieces(movegen.White), p.Pieces(movegen.Black)...)
	x0, x1, y0, y1 := window(all, focus)
	for y := y1; y >= y0; y-- {
		var row strings.Builder
		fmt.Fprintf(&row, "%6d ", y)
		for x := x0; x <= x1; x++ {
			row.WriteByte(' ')
			row.WriteByte(squareChar(p, movegen.Coord{X: x, Y: y}))
		}
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
