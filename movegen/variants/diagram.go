package variants

import (
	"fmt"
	"strconv"
	"strings"

	"lattice/movegen"
	"lattice/movegen/betza"
)

// diagram is what an Interactive Diagram setup line defines.
type diagram struct {
	files, ranks int
	zone         int
	choice       string
	pieces       []movegen.PieceDef
	fen          string
}

// diagramError is a problem at byte offset off of a setup line. When err is
// a *betza.ParseError its Pos counts from off.
type diagramError struct {
	off int
	msg string
	err error
}

func (e *diagramError) Error() string { return e.msg }

func diagErr(off int, format string, a ...any) *diagramError {
	return &diagramError{off: off, msg: fmt.Sprintf(format, a...)}
}

// diagramErr reports a setup-line problem; the line starts at valAt.
func (p *parser) diagramErr(valAt pos, err *diagramError) *Error {
	if err.err != nil {
		e := p.betzaErr(valAt.shift(err.off), err.err)
		e.Msg = "diagram: " + err.msg + ": " + e.Msg
		return e
	}
	return p.errAt(valAt.shift(err.off), "diagram: %s", err.msg)
}

// diagramIgnored are setup-line keys that only affect how the diagram
// looks on a web page.
func diagramIgnored(key string) bool {
	switch key {
	case "graphicsDir", "graphicsType", "squareSize", "rimColor", "darkShade", "lightShade",
		"coordColor", "borders", "useMarkers", "satellite", "whitePrefix", "blackPrefix":
		return true
	}
	return false
}

// knownPiece gives the usual XBetza and value of a piece the Interactive
// Diagram knows by name when its move field is empty.
func knownPiece(name string) (string, int, bool) {
	switch name {
	case "pawn":
		return "fmWfceFifmnD", 100, true
	case "knight":
		return "N", 320, true
	case "bishop":
		return "B", 330, true
	case "rook":
		return "R", 500, true
	case "queen":
		return "Q", 950, true
	case "king":
		return "KisO2", 0, true
	case "archbishop":
		return "BN", 875, true
	case "chancellor":
		return "RN", 900, true
	}
	return "", 0, false
}

// token is a whitespace-separated word of a setup line and its offset.
type token struct {
	s   string
	off int
}

func tokens(line string) []token {
	var out []token
	for i := 0; i < len(line); {
		if line[i] == ' ' || line[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < len(line) && line[j] != ' ' && line[j] != '\t' {
			j++
		}
		out = append(out, token{line[i:j], i})
		i = j
	}
	return out
}

// diagramPiece is a piece field of a setup line before placement.
type diagramPiece struct {
	def     movegen.PieceDef
	squares string
	sqOff   int
	off     int
}

// parseDiagram reads an Interactive Diagram setup line: key=value settings
// and name:ID:XBetza:image:squares piece definitions.
func parseDiagram(line string) (*diagram, *diagramError) {
	d := &diagram{files: 8, ranks: 8, zone: 1}
	maxPromote, firstRank, symmetry := 1, 1, "mirror"
	royal, royalOff := "", 0
	var pieces []diagramPiece
	pending, pendingOff := "", -1
	for _, t := range tokens(line) {
		eq, colon := strings.IndexByte(t.s, '='), strings.IndexByte(t.s, ':')
		if eq >= 0 && (colon < 0 || eq < colon) {
			if pending != "" {
				return nil, diagErr(pendingOff, "%q is neither key=value nor a piece", pending)
			}
			key, val := t.s[:eq], t.s[eq+1:]
			voff := t.off + eq + 1
			var err error
			switch {
			case key == "files":
				d.files, err = atoiRange(val, 1, MaxSide)
			case key == "ranks":
				d.ranks, err = atoiRange(val, 1, MaxSide)
			case key == "promoZone":
				d.zone, err = atoiRange(val, 1, MaxSide)
			case key == "maxPromote":
				maxPromote, err = atoiRange(val, 0, movegen.MaxPieceTypes)
			case key == "firstRank":
				firstRank, err = atoiRange(val, 0, 1)
			case key == "promoChoice":
				for i := 0; i < len(val); i++ {
					if val[i] < 'A' || val[i] > 'Z' {
						return nil, diagErr(voff+i, "promoChoice: %q is not a piece letter (only plain letters are supported)", val[i])
					}
				}
				d.choice = val
			case key == "royal":
				royal, royalOff = val, voff
			case key == "symmetry":
				if val != "none" && val != "mirror" && val != "rotate" {
					err = fmt.Errorf("want none, mirror or rotate, got %q", val)
				}
				symmetry = val
			case diagramIgnored(key):
			default:
				return nil, diagErr(t.off, "key %q is not supported", key)
			}
			if err != nil {
				return nil, diagErr(voff, "%s: %v", key, err)
			}
			continue
		}
		if colon < 0 {
			if pending == "" {
				pendingOff = t.off
				pending = t.s
			} else {
				pending += " " + t.s
			}
			continue
		}
		off := t.off
		if pending != "" {
			t.s, off = pending+" "+t.s, pendingOff
			pending = ""
		}
		dp, err := diagramPieceField(t.s, off)
		if err != nil {
			return nil, err
		}
		pieces = append(pieces, dp)
	}
	if pending != "" {
		return nil, diagErr(pendingOff, "%q is neither key=value nor a piece", pending)
	}
	if len(pieces) == 0 {
		return nil, diagErr(len(line), "no pieces")
	}
	if err := setRoyal(pieces, royal, royalOff); err != nil {
		return nil, err
	}
	for i := range pieces {
		pieces[i].def.Pawn = i < maxPromote
	}
	return d, d.place(pieces, firstRank, symmetry)
}

func atoiRange(s string, lo, hi int) (int, error) {
	n, err := parseInt(s, int64(lo), int64(hi))
	return int(n), err
}

// diagramPieceField reads "name:ID:XBetza:image:squares" starting at off.
func diagramPieceField(s string, off int) (diagramPiece, *diagramError) {
	f := strings.Split(s, ":")
	if len(f) < 4 || len(f) > 5 {
		return diagramPiece{}, diagErr(off, "piece %q: want name:ID:XBetza:image:squares", s)
	}
	name := strings.ToLower(strings.ReplaceAll(f[0], " ", "-"))
	if err := checkName(name); err != nil {
		return diagramPiece{}, diagErr(off, "piece name: %v", err)
	}
	id := f[1]
	idOff := off + len(f[0]) + 1
	if id == "" {
		id = strings.ToUpper(name[:1])
	}
	if len(id) != 1 || id[0] < 'A' || id[0] > 'Z' {
		return diagramPiece{}, diagErr(idOff, "piece %s: ID %q is not one upper-case letter", name, id)
	}
	mv := f[2]
	mvOff := idOff + len(f[1]) + 1
	usual, value, known := knownPiece(name)
	if mv == "" {
		if !known {
			return diagramPiece{}, diagErr(mvOff, "piece %s: no XBetza, and %q is not an orthodox piece name", name, name)
		}
		mv = usual
	}
	if err := checkBetza(mv); err != nil {
		return diagramPiece{}, &diagramError{off: mvOff, msg: "piece " + name, err: err}
	}
	dp := diagramPiece{def: movegen.PieceDef{Name: name, Letter: id[0], Betza: mv, Value: value}, off: off}
	if len(f) == 5 {
		dp.squares = f[4]
		dp.sqOff = mvOff + len(f[2]) + 1 + len(f[3]) + 1
	}
	return dp, nil
}

// setRoyal marks the royal piece: the one the royal key names by ID or by
// 1-based number, else the piece called king.
func setRoyal(pieces []diagramPiece, royal string, off int) *diagramError {
	if royal == "" {
		for i := range pieces {
			if pieces[i].def.Name == "king" {
				pieces[i].def.Royal = true
			}
		}
		return nil
	}
	if n, err := strconv.Atoi(royal); err == nil {
		if n < 1 || n > len(pieces) {
			return diagErr(off, "royal: no piece number %d", n)
		}
		pieces[n-1].def.Royal = true
		return nil
	}
	for i := range pieces {
		if royal == string(pieces[i].def.Letter) {
			pieces[i].def.Royal = true
			return nil
		}
	}
	return diagErr(off, "royal: no piece with ID %q", royal)
}

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
