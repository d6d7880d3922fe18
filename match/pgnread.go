package match

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// ReadPGN reads the games WritePGN writes: the tags, the moves with their
// comments ({book}, {score/depth time}, {time}) and the result with its
// reason. Moves are not checked here (replay them through the kernel for
// that). Games of other writers read as far as this shape goes.
func ReadPGN(r io.Reader) ([]*Game, error) {
	var games []*Game
	var g *Game
	var body strings.Builder
	flush := func() error {
		if g == nil {
			return nil
		}
		if err := readMovetext(g, body.String()); err != nil {
			return fmt.Errorf("game %d: %v", len(games)+1, err)
		}
		games = append(games, g)
		g, body = nil, strings.Builder{}
		return nil
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<22)
	inBody := false
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
			if inBody || g == nil {
				if err := flush(); err != nil {
					return nil, err
				}
				g, inBody = &Game{Variant: "chess", IsStart: true, Result: "*"}, false
			}
			if err := readTag(g, line[1:len(line)-1]); err != nil {
				return nil, fmt.Errorf("game %d: %v", len(games)+1, err)
			}
			continue
		}
		if g != nil && line != "" {
			inBody = true
			body.WriteString(line)
			body.WriteByte(' ')
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return games, nil
}

// readTag sets the field of one [Key "Value"] tag.
func readTag(g *Game, t string) error {
	k, v, ok := strings.Cut(t, " ")
	if !ok || len(v) < 2 || v[0] != '"' || v[len(v)-1] != '"' {
		return fmt.Errorf("bad tag [%s]", t)
	}
	v = strings.ReplaceAll(strings.ReplaceAll(v[1:len(v)-1], `\"`, `"`), `\\`, `\`)
	switch k {
	case "Round":
		n, err := strconv.Atoi(v)
		if err == nil {
			g.Number = n
		}
	case "White":
		g.White = v
	case "Black":
		g.Black = v
	case "Result":
		g.Result = v
	case "Variant":
		g.Variant = v
	case "FEN":
		g.Start, g.IsStart = v, false
	case "ICN":
		g.Start, g.Unbounded = v, true
	case "SetUp":
		if v == "1" {
			g.IsStart = false
		}
	case "TimeControl":
		g.TC = v
	case "Termination":
		g.Termination = v
	case "Date":
		if d, err := time.Parse("2006.01.02", v); err == nil {
			g.Date = d
		}
	}
	return nil
}

// readMovetext reads moves, comments and the result.
func readMovetext(g *Game, s string) error {
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimSpace(s) {
		if s[0] == '{' {
			end := strings.IndexByte(s, '}')
			if end < 0 {
				return fmt.Errorf("unclosed comment")
			}
			c := s[1:end]
			s = s[end+1:]
			if len(g.Moves) == 0 || !readComment(&g.Moves[len(g.Moves)-1], c) {
				g.Reason = c
			}
			continue
		}
		tok := s
		if i := strings.IndexAny(s, " {"); i >= 0 {
			tok = s[:i]
		}
		s = s[len(tok):]
		switch {
		case tok == "1-0" || tok == "0-1" || tok == "1/2-1/2" || tok == "*":
			g.Result = tok
		case strings.HasSuffix(tok, "."):
		default:
			g.Moves = append(g.Moves, PlayedMove{Move: tok})
		}
	}
	return nil
}

// readComment reads a move's {book}, {score/depth time} or {time}
// comment into m; it reports false for any other comment.
func readComment(m *PlayedMove, c string) bool {
	if m.Book || m.Time != 0 || m.Info.HasScore {
		return false // the move has its comment
	}
	if c == "book" {
		m.Book = true
		return true
	}
	sd, t, hasScore := strings.Cut(c, " ")
	if !hasScore {
		t = sd
	}
	if !strings.HasSuffix(t, "s") {
		return false
	}
	sec, err := strconv.ParseFloat(t[:len(t)-1], 64)
	if err != nil {
		return false
	}
	var info Info
	if hasScore {
		sc, d, ok := strings.Cut(sd, "/")
		depth, err := strconv.Atoi(d)
		if !ok || err != nil || sc == "" {
			return false
		}
		info.HasScore, info.Depth = true, depth
		if m, ok := strings.CutPrefix(sc[1:], "M"); ok && (sc[0] == '+' || sc[0] == '-') {
			n, err := strconv.Atoi(m)
			if err != nil {
				return false
			}
			if sc[0] == '-' {
				n = -n
			}
			info.Mate, info.Score = n, mateScore(n)
		} else {
			f, err := strconv.ParseFloat(sc, 64)
			if err != nil {
				return false
			}
			info.Score = int(f*100 + map[bool]float64{true: 0.5, false: -0.5}[f >= 0])
		}
	}
	m.Info, m.Time = info, time.Duration(sec*1e3+0.5)*time.Millisecond
	return true
}
