package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"lattice/movegen"
)

// cecpClient speaks CECP (XBoard protocol 2). The engine is kept in force
// mode between its moves: before each of its moves it gets the moves it has
// not seen yet, the clocks, and go.
//
// While it thinks: "offer draw" marks its move as coming with a draw offer
// (the runner passes the offer on to a CECP opponent as "draw" before that
// one's next move, and a draw is agreed when the opponent offers in turn);
// "1/2-1/2" is a claim that its move draws, checked by the referee after
// the move; a claim of the opponent's win is a resignation, of its own win
// a false claim (the referee ends won games itself); "Illegal move" about a
// move sent to it (always legal by the kernel) loses the game, as in
// cutechess-cli.
type cecpClient struct {
	p        *process
	spec     *EngineSpec
	usermove bool
	setboard bool
	// zeroRanks: the wire counts ranks from 0 (a board of 10 ranks).
	zeroRanks bool
	sent      int // moves of the game the engine has seen
}

func (c *cecpClient) handshake() error {
	c.setboard = true
	if err := c.p.send("xboard"); err != nil {
		return err
	}
	if err := c.p.send("protover 2"); err != nil {
		return err
	}
	deadline := time.Now().Add(handshakeTimeout)
	for {
		l, err := c.p.readLine(deadline)
		if err != nil {
			return asFailure(err, "feature done=1")
		}
		if !strings.HasPrefix(l, "feature ") {
			continue
		}
		done := false
		for _, kv := range splitFeatures(l[len("feature "):]) {
			k, v, _ := strings.Cut(kv, "=")
			v = strings.Trim(v, `"`)
			switch k {
			case "usermove":
				c.usermove = v == "1"
			case "setboard":
				c.setboard = v == "1"
			case "done":
				done = v == "1"
			}
			_ = c.p.send("accepted %s", k)
		}
		if done {
			break
		}
	}
	for _, o := range c.spec.Options {
		if o[0] == "Hash" {
			if err := c.p.send("memory %s", o[1]); err != nil {
				return err
			}
			continue
		}
		if err := c.p.send("option %s=%s", o[0], o[1]); err != nil {
			return err
		}
	}
	return nil
}

// splitFeatures splits a feature line into k=v items, keeping quoted
// values whole.
func splitFeatures(s string) []string {
	var out []string
	var b strings.Builder
	quoted := false
	for _, r := range s {
		switch {
		case r == '"':
			quoted = !quoted
			b.WriteRune(r)
		case r == ' ' && !quoted:
			if b.Len() > 0 {
				out = append(out, b.String())
				b.Reset()
			}
		default:
			b.WriteRune(r)
		}
	}
	if b.Len() > 0 {
		out = append(out, b.String())
	}
	return out
}

func (c *cecpClient) newGame(variant, start string, isStart bool, pos *movegen.Position) error {
	c.sent = 0
	cmds := []string{"new"}
	if variant != "chess" {
		cmds = append(cmds, "variant "+variant)
	}
	cmds = append(cmds, "force", "post")
	if !isStart {
		switch {
		case c.setboard:
			cmds = append(cmds, "setboard "+start)
		case pos.Variant().Unbounded:
			return fmt.Errorf("engine lacks setboard, cannot start from %s", start)
		default:
			cmds = append(cmds, editCommands(pos, c.zeroRanks)...)
		}
	}
	s := c.spec
	switch {
	case s.TC.IsClock():
		cmds = append(cmds, "level "+strconv.Itoa(s.TC.Moves)+" "+minSec(s.TC.Base)+" "+
			strconv.FormatFloat(s.TC.Inc.Seconds(), 'f', -1, 64))
	case s.TC.MoveTime > 0:
		cmds = append(cmds, "st "+strconv.FormatFloat(s.TC.MoveTime.Seconds(), 'f', -1, 64))
	}
	if s.Depth > 0 {
		cmds = append(cmds, "sd "+strconv.Itoa(s.Depth))
	}
	for _, cmd := range cmds {
		if err := c.p.send("%s", cmd); err != nil {
			return err
		}
	}
	return c.ping()
}

// ping waits for the engine to finish the commands sent so far.
func (c *cecpClient) ping() error {
	if err := c.p.send("ping 1"); err != nil {
		return err
	}
	deadline := time.Now().Add(handshakeTimeout)
	for {
		l, err := c.p.readLine(deadline)
		if err != nil {
			return asFailure(err, "pong")
		}
		if strings.HasPrefix(l, "pong") {
			return nil
		}
	}
}

// minSec writes a duration as XBoard's level base: whole minutes, or MIN:SS
// (seconds rounded).
func minSec(d time.Duration) string {
	s := int(d.Round(time.Second) / time.Second)
	if s%60 == 0 {
		return strconv.Itoa(s / 60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

func (c *cecpClient) think(r *request) (string, Info, *Failure) {
	c.p.drain()
	if r.drawOffered {
		if err := c.p.send("draw"); err != nil {
			return "", Info{}, failure("crash", "%v", err)
		}
	}
	for ; c.sent < len(r.moves); c.sent++ {
		m := wireMove(r.moves[c.sent], r.zeroRanks)
		if c.usermove {
			m = "usermove " + m
		}
		if err := c.p.send("%s", m); err != nil {
			return "", Info{}, failure("crash", "%v", err)
		}
	}
	if c.spec.TC.IsClock() {
		_ = c.p.send("time %d", r.own.Milliseconds()/10)
		_ = c.p.send("otim %d", r.opp.Milliseconds()/10)
	}
	if err := c.p.send("go"); err != nil {
		return "", Info{}, failure("crash", "%v", err)
	}
	var info Info
	for {
		l, err := c.p.readLine(r.deadline)
		if err != nil {
			return "", info, asFailure(err, "move")
		}
		f := strings.Fields(l)
		if len(f) == 0 {
			continue
		}
		switch {
		case f[0] == "move" && len(f) >= 2:
			c.sent++ // the engine made its move itself
			_ = c.p.send("force")
			return kernelMove(f[1], r.zeroRanks), info, nil
		case f[0] == "resign", f[0] == "0-1" && r.white, f[0] == "1-0" && !r.white:
			return "", info, failure("resign", "engine resigns")
		case f[0] == "1/2-1/2":
			// A claim that the coming move draws: the referee checks it
			// after the move (cutechess-cli does the same).
			info.DrawClaim = true
		case f[0] == "1-0" || f[0] == "0-1":
			return "", info, failure("false claim", "claims %s in an ongoing game", l)
		case l == "offer draw":
			info.DrawOffer = true
		case strings.HasPrefix(l, "Illegal move"):
			// Only kernel-legal moves are sent: the engine's board is not
			// the game's, and the game cannot go on with it.
			return "", info, failure("illegal move claim", "%s", l)
		case len(f) >= 4 && isInt(f[0]) && isInt(f[1]):
			info.Depth = atoiDefault(f[0], 0)
			info.HasScore = true
			info.Score, info.Mate = cecpScore(atoiDefault(f[1], 0))
		}
	}
}

// cecpScore reads a CECP thinking score: centipawns, or a mate as the
// protocol writes it now (100000+N: mate in N moves, -100000-N: mated in
// N; Fairy-Max, Lattice) or as older engines do (100000-P, -100000+P: mate
// in P plies). A mate's score is the one UCI's mate scores get.
func cecpScore(n int) (score, mate int) {
	a := abs(n)
	switch {
	case a > 100000 && a < 101000:
		mate = a - 100000
	case a > 90000 && a <= 100000:
		mate = max((100000-a+1)/2, 1)
	default:
		return n, 0
	}
	if n < 0 {
		mate = -mate
	}
	return mateScore(mate), mate
}

func isInt(s string) bool { _, err := strconv.Atoi(strings.TrimSuffix(s, ".")); return err == nil }

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func (c *cecpClient) stop(graceful bool) { c.p.kill(quitWord(graceful)) }

// editCommands set up pos in CECP's edit mode, for engines without
// setboard (Fairy-Max): with Black to move a dummy move a2a3 goes first (as
// XBoard does), then edit, # (clear), White's pieces, c, Black's pieces, and
// ".". Edit mode cannot say everything a FEN does: the engine assumes
// castling rights for a king and rook on their start squares and no en
// passant square.
func editCommands(pos *movegen.Position, zero bool) []string {
	v := pos.Variant()
	var cmds []string
	if pos.SideToMove() == movegen.Black {
		cmds = append(cmds, "a2a3")
	}
	cmds = append(cmds, "edit", "#")
	for _, col := range []movegen.Color{movegen.White, movegen.Black} {
		if col == movegen.Black {
			cmds = append(cmds, "c")
		}
		for _, sq := range pos.Pieces(col) {
			l := v.Letter(pos.At(sq))
			if l >= 'a' && l <= 'z' {
				l -= 'a' - 'A'
			}
			cmds = append(cmds, string(l)+wireMove(v.SquareName(sq), zero))
		}
	}
	return append(cmds, ".")
}
