package match

import (
	"fmt"
	"strings"
	"time"

	"lattice/movegen"
)

// uciClient speaks UCI.
type uciClient struct {
	p    *process
	spec *EngineSpec
	// hasVariant: the engine has the UCI_Variant option. Its values are
	// not checked: an option (a variant file) may add to them unsaid.
	hasVariant bool
}

// handshakeTimeout bounds the answers to uci, isready and xboard's
// feature list.
const handshakeTimeout = 10 * time.Second

func (c *uciClient) waitFor(word string, d time.Duration) *Failure {
	deadline := time.Now().Add(d)
	for {
		l, err := c.p.readLine(deadline)
		if err != nil {
			return asFailure(err, word)
		}
		if f := strings.Fields(l); len(f) > 0 && f[0] == word {
			return nil
		}
	}
}

func (c *uciClient) handshake() error {
	if err := c.p.send("uci"); err != nil {
		return err
	}
	deadline := time.Now().Add(handshakeTimeout)
	for {
		l, err := c.p.readLine(deadline)
		if err != nil {
			return asFailure(err, "uciok")
		}
		f := strings.Fields(l)
		if len(f) > 0 && f[0] == "uciok" {
			break
		}
		if len(f) >= 4 && f[0] == "option" && f[1] == "name" && f[2] == "UCI_Variant" && f[3] == "type" {
			c.hasVariant = true
		}
	}
	for _, o := range c.spec.Options {
		if err := c.p.send("setoption name %s value %s", o[0], o[1]); err != nil {
			return err
		}
	}
	return nil
}

// newGame sets the variant (an engine without UCI_Variant plays chess
// only) and sends ucinewgame and isready.
func (c *uciClient) newGame(variant, start string, isStart bool, _ *movegen.Position) error {
	if variant != "chess" && !c.hasVariant {
		return fmt.Errorf("%w %s (it has no UCI_Variant option)", errNoVariant, variant)
	}
	if variant != "chess" {
		if err := c.p.send("setoption name UCI_Variant value %s", variant); err != nil {
			return err
		}
	}
	if err := c.p.send("ucinewgame"); err != nil {
		return err
	}
	if err := c.p.send("isready"); err != nil {
		return err
	}
	if f := c.waitFor("readyok", handshakeTimeout); f != nil {
		return f
	}
	return nil
}

func (c *uciClient) think(r *request) (string, Info, *Failure) {
	var b strings.Builder
	b.WriteString("position fen ")
	b.WriteString(r.start)
	if len(r.moves) > 0 {
		b.WriteString(" moves ")
		b.WriteString(strings.Join(r.moves, " "))
	}
	c.p.drain()
	if err := c.p.send("%s", b.String()); err != nil {
		return "", Info{}, failure("crash", "%v", err)
	}
	if err := c.p.send("%s", c.goCommand(r)); err != nil {
		return "", Info{}, failure("crash", "%v", err)
	}
	var info Info
	for {
		l, err := c.p.readLine(r.deadline)
		if err != nil {
			if err == errTimeout {
				_ = c.p.send("stop")
			}
			return "", info, asFailure(err, "bestmove")
		}
		f := strings.Fields(l)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "info":
			readUCIInfo(f[1:], &info)
		case "bestmove":
			if len(f) < 2 {
				return "", info, failure("garbage", "bestmove without a move")
			}
			return f[1], info, nil
		}
	}
}

// goCommand is the go line for the request's limits.
func (c *uciClient) goCommand(r *request) string {
	s := c.spec
	var b strings.Builder
	b.WriteString("go")
	if s.TC.IsClock() {
		wt, bt := r.own, r.opp
		if !r.white {
			wt, bt = bt, wt
		}
		b.WriteString(" wtime " + ms(wt) + " btime " + ms(bt))
		if s.TC.Inc > 0 {
			b.WriteString(" winc " + ms(s.TC.Inc) + " binc " + ms(s.TC.Inc))
		}
		if r.movesToGo > 0 {
			b.WriteString(" movestogo " + itoa(r.movesToGo))
		}
	} else if s.TC.MoveTime > 0 {
		b.WriteString(" movetime " + ms(s.TC.MoveTime))
	}
	if s.Nodes > 0 {
		b.WriteString(" nodes " + itoa64(s.Nodes))
	}
	if s.Depth > 0 {
		b.WriteString(" depth " + itoa(s.Depth))
	}
	return b.String()
}

// readUCIInfo takes depth and score from an info line.
func readUCIInfo(f []string, info *Info) {
	for i := 0; i+1 < len(f); i++ {
		switch f[i] {
		case "depth":
			info.Depth = atoiDefault(f[i+1], info.Depth)
		case "score":
			if i+2 < len(f) {
				n := atoiDefault(f[i+2], 0)
				switch f[i+1] {
				case "cp":
					info.HasScore, info.Score, info.Mate = true, n, 0
				case "mate":
					info.HasScore, info.Mate = true, n
					info.Score = mateScore(n)
				}
			}
		}
	}
}

// mateScore turns a mate distance into a centipawn score for adjudication.
func mateScore(n int) int {
	if n < 0 {
		return -100000 - n
	}
	return 100000 - n
}

func (c *uciClient) stop(graceful bool) { c.p.kill(quitWord(graceful)) }

// quitWord is the quit command of a graceful stop, none otherwise.
func quitWord(graceful bool) string {
	if graceful {
		return "quit"
	}
	return ""
}
