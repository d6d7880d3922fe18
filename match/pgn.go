package match

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// WritePGN writes g as one PGN game in a single Write (so a file is
// complete after each game): the seven tag roster, Variant (not for
// chess), FEN and SetUp when the game did not start from the variant's
// start, on the plane always ICN (with SetUp when not the start), TimeControl
// (WhiteTimeControl and BlackTimeControl when they differ), PlyCount,
// Termination; then the moves in SAN (the kernel's machine form x,y>x,y
// on the plane, or when a move has no SAN), each engine move with a comment
// {score/depth time} (score in pawns from the mover's view, +M3 / -M3 for
// mates, the time in seconds) and {draw offer} when it came with one, book
// moves with {book}, a person's moves without a comment, and the result
// with its reason.
func WritePGN(w io.Writer, g *Game, event string) error {
	var b strings.Builder
	tag := func(k, v string) { fmt.Fprintf(&b, "[%s \"%s\"]\n", k, pgnEscape(v)) }
	tag("Event", event)
	tag("Site", "?")
	tag("Date", g.Date.Format("2006.01.02"))
	tag("Round", strconv.Itoa(g.Number))
	tag("White", g.White)
	tag("Black", g.Black)
	tag("Result", g.Result)
	if g.Variant != "chess" {
		tag("Variant", g.Variant)
	}
	switch {
	case g.Unbounded:
		tag("ICN", g.Start)
		if !g.IsStart {
			tag("SetUp", "1")
		}
	case !g.IsStart:
		tag("FEN", g.Start)
		tag("SetUp", "1")
	}
	if g.BlackTC != "" { // as cutechess-cli writes different controls
		tag("WhiteTimeControl", g.TC)
		tag("BlackTimeControl", g.BlackTC)
	} else {
		tag("TimeControl", g.TC)
	}
	tag("PlyCount", strconv.Itoa(len(g.Moves)))
	if g.Termination != "" {
		tag("Termination", g.Termination)
	}
	b.WriteString("\n")
	col := 0
	word := func(s string) {
		if col > 0 && col+1+len(s) > 79 {
			b.WriteString("\n")
			col = 0
		} else if col > 0 {
			b.WriteString(" ")
			col++
		}
		b.WriteString(s)
		col += len(s)
	}
	white := true
	moveNo := 1
	if !g.Unbounded && !g.IsStart {
		white, moveNo = fenSideAndMove(g.Start)
	}
	for i, m := range g.Moves {
		if white {
			word(strconv.Itoa(moveNo) + ".")
		} else if i == 0 {
			word(strconv.Itoa(moveNo) + "...")
		}
		if m.SAN != "" {
			word(m.SAN)
		} else {
			word(m.Move)
		}
		if c := moveComment(m); c != "" {
			word(c)
		}
		if m.Info.DrawOffer {
			word("{draw offer}")
		}
		if !white {
			moveNo++
		}
		white = !white
	}
	if g.Reason != "" {
		word("{" + g.Reason + "}")
	}
	word(g.Result)
	b.WriteString("\n\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// moveComment is the {score/depth time} comment of a move.
func moveComment(m PlayedMove) string {
	if m.Book {
		return "{book}"
	}
	if m.Time == 0 && !m.Info.HasScore {
		return "" // a person's move
	}
	t := strconv.FormatFloat(m.Time.Round(time.Millisecond).Seconds(), 'f', 3, 64) + "s"
	if !m.Info.HasScore {
		return "{" + t + "}"
	}
	var sc string
	switch {
	case m.Info.Mate > 0:
		sc = "+M" + strconv.Itoa(m.Info.Mate)
	case m.Info.Mate < 0:
		sc = "-M" + strconv.Itoa(-m.Info.Mate)
	default:
		sc = fmt.Sprintf("%+.2f", float64(m.Info.Score)/100)
	}
	return "{" + sc + "/" + strconv.Itoa(m.Info.Depth) + " " + t + "}"
}

// fenSideAndMove reads the side to move and the move number of a FEN.
func fenSideAndMove(fen string) (white bool, n int) {
	f := strings.Fields(fen)
	white, n = true, 1
	if len(f) > 1 {
		white = f[1] != "b"
	}
	if len(f) > 5 {
		if k, err := strconv.Atoi(f[5]); err == nil && k > 0 {
			n = k
		}
	}
	return white, n
}

func pgnEscape(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), `"`, `\"`)
}
