package match

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"lattice/movegen"
)

// errNoVariant is a CECP engine's answer to a variant it does not list: a
// mistake in the match's set-up, which ends the match.
var errNoVariant = errors.New("does not play")

// featureWait is how long an engine has to start its feature list (or
// to say done=0): XBoard's two seconds, after which the engine is taken
// for one of protocol 1, with the protocol's defaults.
const featureWait = 2 * time.Second

// handshake sends xboard and protover 2 and reads the features: usermove,
// setboard, ping, san, draw and variants are used; every feature is
// accepted.
// Without features the protocol's defaults hold (no setboard: edit mode;
// no ping: a short pause instead).
func (c *cecpClient) handshake() error {
	if err := c.p.send("xboard"); err != nil {
		return err
	}
	if err := c.p.send("protover 2"); err != nil {
		return err
	}
	deadline := time.Now().Add(featureWait)
	waitDone := false // done=0: wait for done=1
	for done := false; !done; {
		l, err := c.p.readLine(deadline)
		if errors.Is(err, errTimeout) && !waitDone {
			break // a protocol 1 engine, or one that never says done
		}
		if err != nil {
			return asFailure(err, "feature done=1")
		}
		switch c.feature(l) {
		case "1":
			done = true
		case "0":
			if !waitDone {
				waitDone, deadline = true, time.Now().Add(handshakeTimeout)
			}
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
	if len(c.spec.Options) > 0 {
		// An option may change features (a variant file adds variants).
		return c.ping()
	}
	return nil
}

// feature reads a feature line (any other line is ignored) and accepts
// every feature in it; it returns the value of done= when the line has it.
func (c *cecpClient) feature(l string) (done string) {
	if !strings.HasPrefix(l, "feature ") {
		return ""
	}
	for _, kv := range splitFeatures(l[len("feature "):]) {
		k, v, _ := strings.Cut(kv, "=")
		v = strings.Trim(v, `"`)
		switch k {
		case "usermove":
			c.usermove = v == "1"
		case "setboard":
			c.setboard = v == "1"
		case "ping":
			c.pingOK = v == "1"
		case "san":
			c.san = v == "1"
		case "draw":
			c.noDraw = v == "0"
		case "variants":
			c.variants = c.variants[:0]
			for _, n := range strings.Split(v, ",") {
				c.variants = append(c.variants, strings.TrimSpace(n))
			}
		case "done":
			done = v
		}
		_ = c.p.send("accepted %s", k)
	}
	return done
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

// newGame sets up a game: new, variant (when the engine lists it among its
// variants, or lists none), force, post, the start position (setboard or
// edit mode), the time control and sd; then ping. pos is the start
// position, which the client keeps up to date with the game's moves.
func (c *cecpClient) newGame(variant, start string, isStart bool, pos *movegen.Position) error {
	c.sent, c.pos = 0, pos
	if variant != "chess" && len(c.variants) > 0 && !slices.Contains(c.variants, variant) {
		return fmt.Errorf("%w %s (it plays %s)", errNoVariant, variant, strings.Join(c.variants, ", "))
	}
	cmds := []string{"new"}
	if variant != "chess" {
		cmds = append(cmds, "variant "+variant)
	}
	cmds = append(cmds, "force", "post")
	if !isStart {
		switch {
		case c.setboard:
			cmds = append(cmds, "setboard "+start)
		case pos.Variant().Unbounded():
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

// noPingPause is how long an engine without ping gets to take in the
// commands of a new game.
const noPingPause = 100 * time.Millisecond

// ping waits for the engine to finish the commands sent so far (a short
// pause for engines without the ping feature).
func (c *cecpClient) ping() error {
	if !c.pingOK {
		time.Sleep(noPingPause)
		return nil
	}
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
		c.feature(l)
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
