package variants

import (
	"fmt"
	"strconv"
	"strings"

	"lattice/movegen"
	"lattice/movegen/betza"
)

// hasCastling reports whether an XBetza description has an O atom.
func hasCastling(s string) bool {
	ast, err := betza.Parse(s)
	if err != nil {
		return false
	}
	for _, c := range ast.Components {
		if c.Atom == 'O' {
			return true
		}
	}
	return false
}

// place puts the pieces on the board and writes the start FEN. A square
// list holds White's squares, then after ",," Black's; without ",," Black's
// are White's mirrored (symmetry=mirror) or rotated (symmetry=rotate).
func (d *diagram) place(pieces []diagramPiece, firstRank int, symmetry string) *diagramError {
	board := make([][]byte, d.ranks)
	for y := range board {
		board[y] = make([]byte, d.files)
	}
	var seen [256]bool
	for i := range pieces {
		dp := &pieces[i]
		if seen[dp.def.Letter] {
			return diagErr(dp.off, "piece %s: ID %c is used twice", dp.def.Name, dp.def.Letter)
		}
		seen[dp.def.Letter] = true
		for _, q := range pieces[:i] {
			if q.def.Name == dp.def.Name {
				return diagErr(dp.off, "piece name %s is used twice", dp.def.Name)
			}
		}
		white, black, split := strings.Cut(dp.squares, ",,")
		for side, list := range []string{white, black} {
			off := dp.sqOff
			if side == 1 {
				off += len(white) + 2
			}
			err := d.squares(list, off, firstRank, func(x, y int) *diagramError {
				if err := d.put(board, x, y, dp, side, off); err != nil || side == 1 || split {
					return err
				}
				switch symmetry {
				case "mirror":
					return d.put(board, x, d.ranks-1-y, dp, 1, off)
				case "rotate":
					return d.put(board, d.files-1-x, d.ranks-1-y, dp, 1, off)
				}
				return nil
			})
			if err != nil {
				return err
			}
		}
		d.pieces = append(d.pieces, dp.def)
	}
	d.markPartners(board)
	d.fen = d.writeFEN(board)
	return nil
}

// put places a piece of the given side (0 White, 1 Black) on (x, y), both 0-based.
func (d *diagram) put(board [][]byte, x, y int, dp *diagramPiece, side, off int) *diagramError {
	if board[y][x] != 0 {
		return diagErr(off, "piece %s: square %c%d is already occupied", dp.def.Name, 'a'+x, y+1)
	}
	l := dp.def.Letter
	if side == 1 {
		l += 'a' - 'A'
	}
	board[y][x] = l
	return nil
}

// squares calls f with the 0-based coordinates of every square of a
// comma-separated list of squares ("a3") and ranges ("a2-j2").
func (d *diagram) squares(list string, off, firstRank int, f func(x, y int) *diagramError) *diagramError {
	if list == "" {
		return nil
	}
	for _, item := range strings.Split(list, ",") {
		from, to, isRange := strings.Cut(item, "-")
		x0, y0, err := d.square(from, firstRank)
		if err != nil {
			return diagErr(off, "%v", err)
		}
		x1, y1 := x0, y0
		if isRange {
			if x1, y1, err = d.square(to, firstRank); err != nil {
				return diagErr(off+len(from)+1, "%v", err)
			}
			if x0 != x1 && y0 != y1 {
				return diagErr(off, "range %q is not along a rank or a file", item)
			}
		}
		for y := min(y0, y1); y <= max(y0, y1); y++ {
			for x := min(x0, x1); x <= max(x0, x1); x++ {
				if err := f(x, y); err != nil {
					return err
				}
			}
		}
		off += len(item) + 1
	}
	return nil
}

// square reads "e2" into 0-based coordinates.
func (d *diagram) square(s string, firstRank int) (int, int, error) {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
		return 0, 0, fmt.Errorf("bad square %q", s)
	}
	r, err := strconv.Atoi(s[1:])
	if err != nil || s[1] == '+' || s[1] == '-' {
		return 0, 0, fmt.Errorf("bad square %q", s)
	}
	x, y := int(s[0]-'a'), r-firstRank
	if x >= d.files || y < 0 || y >= d.ranks {
		return 0, 0, fmt.Errorf("square %q is off the %dx%d board", s, d.files, d.ranks)
	}
	return x, y, nil
}

// markPartners makes the pieces that stand on the edge files of a castling
// royal piece's rank its castling partners.
func (d *diagram) markPartners(board [][]byte) {
	for i := range d.pieces {
		k := &d.pieces[i]
		if !k.Royal || !hasCastling(k.Betza) {
			continue
		}
		for y := range board {
			for x := range board[y] {
				if upper(board[y][x]) != k.Letter {
					continue
				}
				for _, ex := range []int{0, d.files - 1} {
					if e := upper(board[y][ex]); e != 0 && e != k.Letter {
						for j := range d.pieces {
							if d.pieces[j].Letter == e && !d.pieces[j].Pawn {
								d.pieces[j].CastlePartner = true
							}
						}
					}
				}
			}
		}
	}
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

// writeFEN writes the start position, White to move, with castling rights
// for every castling royal piece that has a partner on either side.
func (d *diagram) writeFEN(board [][]byte) string {
	var b strings.Builder
	for y := d.ranks - 1; y >= 0; y-- {
		run := 0
		for x := 0; x < d.files; x++ {
			if board[y][x] == 0 {
				run++
				continue
			}
			if run > 0 {
				b.WriteString(strconv.Itoa(run))
				run = 0
			}
			b.WriteByte(board[y][x])
		}
		if run > 0 {
			b.WriteString(strconv.Itoa(run))
		}
		if y > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteString(" w ")
	castling := d.castlingField(board)
	if castling == "" {
		castling = "-"
	}
	b.WriteString(castling)
	b.WriteString(" - 0 1")
	return b.String()
}

func (d *diagram) castlingField(board [][]byte) string {
	var out []byte
	for side := 0; side < 2; side++ {
		for _, k := range d.pieces {
			if !k.Royal || !hasCastling(k.Betza) {
				continue
			}
			l := k.Letter
			if side == 1 {
				l += 'a' - 'A'
			}
			for y := range board {
				for x := range board[y] {
					if board[y][x] != l {
						continue
					}
					for _, dir := range []int{1, -1} {
						if d.partnerToward(board, x, y, dir, side) {
							c := byte('K')
							if dir < 0 {
								c = 'Q'
							}
							if side == 1 {
								c += 'a' - 'A'
							}
							out = append(out, c)
						}
					}
				}
			}
		}
	}
	return string(out)
}

// partnerToward reports whether a castling partner of the given side stands
// on row y beyond x in direction dir.
func (d *diagram) partnerToward(board [][]byte, x, y, dir, side int) bool {
	for i := x + dir; i >= 0 && i < d.files; i += dir {
		c := board[y][i]
		if c == 0 || (c >= 'a') != (side == 1) {
			continue
		}
		for _, p := range d.pieces {
			if p.Letter == upper(c) && p.CastlePartner {
				return true
			}
		}
	}
	return false
}

// applyDiagram makes the section's board, pieces, start position and
// promotion those of a setup line given at at.
func (s *section) applyDiagram(d *diagram, at pos) {
	s.def.Unbounded = false
	s.def.Bounds = movegen.Bounds{X0: 1, X1: int32(d.files), Y0: 1, Y1: int32(d.ranks)}
	s.def.Pieces = d.pieces
	s.def.StartFEN, s.def.StartICN = d.fen, ""
	s.def.Promotion = movegen.PromotionDef{Letters: d.choice}
	z := int32(d.zone)
	s.depth = [4]int32{z, z, z, z}
	s.pieces = make([]pieceInfo, len(d.pieces))
	for i := range s.pieces {
		s.pieces[i] = pieceInfo{at: at, letterAt: at, hasMoves: true}
	}
	s.boardSet = true
}
