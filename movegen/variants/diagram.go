package variants

import (
	"fmt"
	"strconv"
	"strings"

	"lattice/movegen"
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
						return nil, diagErr(voff+i, "promoChoice: %s is not a piece letter (only plain letters are supported)", quoteChar(val, i))
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
		// The royal piece never promotes, wherever the list puts it.
		pieces[i].def.Pawn = i < maxPromote && !pieces[i].def.Royal
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
