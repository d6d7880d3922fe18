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
// one ICN position per line. Blank lines and lines starting with '#' are
// skipped. Every position is checked against the variant.
func ReadOpenings(r io.Reader, format string, v *movegen.Variant) ([]Opening, error) {
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
			return nil, fmt.Errorf("unknown opening format %q (want epd or icn)", format)
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
