package match

import (
	"bufio"
	"fmt"
	"io"
	"math/rand"
	"strings"

	"lattice/movegen"
)

// ReadOpenings reads an opening file: format "epd" has one position per
// line (the first four FEN fields; opcodes after them are ignored), "icn"
// one ICN position per line (blank lines and lines starting with '#' are
// skipped); "pgn" is games, each an opening: its start (the FEN or ICN tag,
// else the variant's) and its moves (SAN or coordinates; on the plane any
// of its notations). Every position and move is checked against the
// variant.
func ReadOpenings(r io.Reader, format string, v *movegen.Variant) ([]Opening, error) {
	if format == "pgn" {
		return readPGNOpenings(r, v)
	}
	var out []Opening
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		var text string
		switch format {
		case "epd":
			f := strings.Fields(line)
			if len(f) < 4 {
				return nil, fmt.Errorf("line %d: an EPD line has at least 4 fields", n)
			}
			text = strings.Join(f[:4], " ") + " 0 1"
		case "icn":
			text = line
		default:
			return nil, fmt.Errorf("unknown opening format %q (want epd, pgn or icn)", format)
		}
		if _, err := startPosition(v, text); err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		out = append(out, Opening{Text: text})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no openings in the file")
	}
	return out, nil
}

// readPGNOpenings reads the games of a PGN file as openings.
func readPGNOpenings(r io.Reader, v *movegen.Variant) ([]Opening, error) {
	games, err := ReadPGN(r)
	if err != nil {
		return nil, err
	}
	var out []Opening
	for i, g := range games {
		if !sameVariant(g.Variant, v.Name()) {
			return nil, fmt.Errorf("game %d is %s, not %s", i+1, g.Variant, v.Name())
		}
		start := g.Start
		if err := g.Resolve(v); err != nil {
			return nil, fmt.Errorf("game %d: %v", i+1, err)
		}
		o := Opening{Text: start}
		for _, m := range g.Moves {
			o.Moves = append(o.Moves, m.Move)
		}
		out = append(out, o)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no games in the file")
	}
	return out, nil
}

// sameVariant reports whether a PGN Variant tag may be the variant's: its
// name, or chess (under any of its common names), which is also what a game
// without the tag reads as; such a game is taken for any variant, and its
// moves decide.
func sameVariant(tag, name string) bool {
	tag = strings.ToLower(tag)
	if tag == "standard" || tag == "normal" {
		tag = "chess"
	}
	return tag == name || tag == "chess"
}

// CapOpenings keeps at most plies book moves of each opening (cutechess-cli's
// plies= for PGN openings).
func CapOpenings(o []Opening, plies int) {
	for i := range o {
		if len(o[i].Moves) > plies {
			o[i].Moves = o[i].Moves[:plies]
		}
	}
}

// RandomOpening plays plies random legal moves from the start text (the
// variant's start when empty), stopping early if the game ends; the moves
// are in the kernel's notation.
func RandomOpening(v *movegen.Variant, text string, plies int, rng *rand.Rand) (Opening, error) {
	pos, err := startPosition(v, text)
	if err != nil {
		return Opening{}, err
	}
	o := Opening{Text: text}
	ml := movegen.NewMoveList(256)
	for i := 0; i < plies; i++ {
		pos.GenerateLegal(ml)
		if ml.Len() == 0 {
			break
		}
		m := ml.Moves[rng.Intn(ml.Len())]
		o.Moves = append(o.Moves, pos.MoveString(m))
		pos.Make(m)
		if pos.Outcome() != movegen.Ongoing {
			break
		}
	}
	return o, nil
}
