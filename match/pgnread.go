package match

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"time"

	"lattice/movegen"
)

// ReadPGN reads the games WritePGN writes: the tags, the moves with their
// comments ({book}, {score/depth time}, {time}, {draw offer}) and the
// result with its reason. Each move is kept as written (in Move); Resolve
// checks the moves through the kernel and puts them in its notation. Games
// of other writers read as far as this shape goes.
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
		if line == "" || line[0] == '%' {
			continue // an escape line
		}
		if inBody && endsWithResult(body.String()) { // the next game has no tags
			if err := flush(); err != nil {
				return nil, err
			}
		}
		if g == nil { // move text without tags
			g = &Game{Variant: "chess", IsStart: true, Result: "*"}
		}
		inBody = true
		body.WriteString(line)
		body.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return games, nil
}

// endsWithResult reports whether move text ends with a game's result.
func endsWithResult(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 {
		return false
	}
	switch f[len(f)-1] {
	case "1-0", "0-1", "1/2-1/2", "*":
		return true
	}
	return false
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
	case "TimeControl", "WhiteTimeControl":
		g.TC = v
	case "BlackTimeControl":
		g.BlackTC = v
	case "Termination":
		g.Termination = v
	case "Date":
		if d, err := time.Parse("2006.01.02", v); err == nil {
			g.Date = d
		}
	}
	return nil
}

// readMovetext reads moves, comments and the result. Other writers' move
// text reads too: move numbers ("1.", "1...", "1.e4"), annotation marks
// (! ?), NAGs ($1), variations in parentheses and ';' comments are
// skipped.
func readMovetext(g *Game, s string) error {
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimSpace(s) {
		switch s[0] {
		case '{':
			end := strings.IndexByte(s, '}')
			if end < 0 {
				return fmt.Errorf("unclosed comment")
			}
			c := s[1:end]
			s = s[end+1:]
			n := len(g.Moves)
			switch {
			case n > 0 && c == "draw offer" && !g.Moves[n-1].Info.DrawOffer:
				g.Moves[n-1].Info.DrawOffer = true
			case n == 0 || !readComment(&g.Moves[n-1], c):
				g.Reason = c
			}
			continue
		case ';':
			end := strings.IndexByte(s, '\n')
			if end < 0 {
				end = len(s)
			}
			s = s[end:]
			continue
		case '(':
			end, err := variationEnd(s)
			if err != nil {
				return err
			}
			s = s[end:]
			continue
		case ')':
			return fmt.Errorf("unexpected ')'")
		}
		tok := s
		if i := strings.IndexAny(s, " \t\r\n{(;"); i >= 0 {
			tok = s[:i]
		}
		s = s[len(tok):]
		if tok == "1-0" || tok == "0-1" || tok == "1/2-1/2" || tok == "*" {
			g.Result = tok
			continue
		}
		if tok[0] == '$' || tok == "e.p." {
			continue // a NAG, or en passant written apart
		}
		tok = strings.TrimRight(moveNumber.ReplaceAllString(tok, ""), "!?")
		if tok != "" {
			g.Moves = append(g.Moves, PlayedMove{Move: tok})
		}
	}
	return nil
}

// moveNumber is a move number before a move ("12." or "12...").
var moveNumber = regexp.MustCompile(`^[0-9]+\.+`)

// variationEnd is the length of the variation at the start of s, nested
// variations and comments included.
func variationEnd(s string) (int, error) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{':
			end := strings.IndexByte(s[i:], '}')
			if end < 0 {
				return 0, fmt.Errorf("unclosed comment")
			}
			i += end
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i + 1, nil
			}
		}
	}
	return 0, fmt.Errorf("unclosed variation")
}

// Resolve replays the moves of a game read by ReadPGN (SAN, the kernel's
// coordinate notation or, on the plane, any of its notations) through the
// kernel from the game's start and rewrites each as the runner records it:
// Move in the kernel's notation, and SAN. A game without a start position
// gets the variant's. The error names the first move that is not legal.
func (g *Game) Resolve(v *movegen.Variant) error {
	pos, err := startPosition(v, g.Start)
	if err != nil {
		return fmt.Errorf("start position: %v", err)
	}
	if g.Start == "" {
		g.Start = posText(pos)
	}
	g.Unbounded = v.Unbounded()
	for i := range g.Moves {
		m, err := ParseMoveText(pos, g.Moves[i].Move)
		if err != nil {
			return fmt.Errorf("ply %d: %v", i+1, err)
		}
		g.Moves[i].Move, g.Moves[i].SAN = moveTexts(pos, m)
		pos.Make(m)
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
