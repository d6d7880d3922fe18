package match

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// The test binary doubles as a scripted engine: with LATTICE_FAKE_ENGINE
// set it speaks UCI or CECP on stdin/stdout and misbehaves as told.
func TestMain(m *testing.M) {
	if mode := os.Getenv("LATTICE_FAKE_ENGINE"); mode != "" {
		fakeEngine(mode)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// fakeEngine plays the first legal move of the kernel's list (of the
// variant it is told: UCI_Variant or CECP's variant), except as mode says:
// "crash" exits on the first go, "illegal" answers a1a1, "hang" never
// answers go, "garbage" answers "bestmove" without a move, "slow" sleeps
// two seconds, "chess-only" has no UCI_Variant option, "xboard-claim"
// claims its own win instead of moving,
// "xboard-concede" its opponent's,
// "xboard-rejects" answers the first move it is sent with "Illegal move",
// "xboard-offers" offers a draw with every move, "xboard-accepts" answers
// "draw" with "offer draw", "xboard-drawclaim" claims a draw before every
// move and prefers captures, "xboard-proto1" sends no features and has no
// ping, "xboard-san" asks for SAN (feature san=1) and answers in it,
// "xboard-replysan" answers in SAN unasked, "xboard-variants" plays only
// normal and capablanca, and janus too after "option More variants=1".
// Modes starting with "xboard" speak CECP.
func fakeEngine(mode string) {
	in := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	say := func(f string, a ...any) { fmt.Fprintf(out, f+"\n", a...); out.Flush() }
	v, _ := variants.Get("chess")
	var pos *movegen.Position
	first := func() string {
		ml := movegen.NewMoveList(256)
		pos.GenerateLegal(ml)
		if ml.Len() == 0 {
			return "0000"
		}
		if mode == "xboard-drawclaim" {
			for _, m := range ml.Moves {
				if pos.IsCapture(m) {
					return pos.MoveString(m)
				}
			}
		}
		return pos.MoveString(ml.Moves[0])
	}
	cecp := strings.HasPrefix(mode, "xboard")
	if cecp {
		pos = v.StartPosition()
	}
	rejected := false
	for in.Scan() {
		f := strings.Fields(in.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci":
			say("id name fake-%s", mode)
			say("   ") // a blank line, as Stockfish writes one
			if mode != "chess-only" {
				say("option name UCI_Variant type combo default chess var %s", strings.Join(variants.Names(), " var "))
			}
			say("uciok")
		case "isready":
			say("readyok")
		case "quit":
			return
		case "setoption":
			if len(f) == 5 && f[2] == "UCI_Variant" {
				v, _ = variants.Get(f[4])
			}
		case "variant":
			v, _ = variants.Get(f[1])
		case "position":
			rest := strings.Join(f[2:], " ")
			fen, moves, _ := strings.Cut(rest, " moves ")
			pos, _ = startPosition(v, strings.TrimSpace(fen))
			for _, t := range strings.Fields(moves) {
				m, err := pos.ParseMove(t)
				if err == nil {
					pos.Make(m)
				}
			}
		case "option":
			if mode == "xboard-variants" && strings.HasPrefix(in.Text(), "option More variants=") {
				say("feature variants=\"normal,capablanca,janus\"")
			}
		case "draw":
			if mode == "xboard-accepts" {
				say("offer draw")
			}
		case "go":
			switch mode {
			case "crash":
				os.Exit(3)
			case "illegal":
				say("bestmove a1a1")
			case "hang":
			case "garbage":
				say("bestmove")
			case "slow":
				time.Sleep(2 * time.Second)
				say("bestmove %s", first())
			case "xboard-claim":
				say(map[movegen.Color]string{movegen.White: "1-0", movegen.Black: "0-1"}[pos.SideToMove()] + " {I win}")
			case "xboard-concede":
				say(map[movegen.Color]string{movegen.White: "0-1", movegen.Black: "1-0"}[pos.SideToMove()] + " {you win}")
			default:
				if !cecp {
					say("info depth 1 score cp 12 nodes 5 pv %s", first())
					say("bestmove %s", first())
					continue
				}
				mv := first()
				m, _ := pos.ParseMove(mv)
				if mode == "xboard-san" || mode == "xboard-replysan" {
					mv = SAN(pos, m)
				}
				pos.Make(m)
				say("1 17 0 5 %s", mv)
				switch mode {
				case "xboard-offers":
					say("offer draw")
				case "xboard-drawclaim":
					say("1/2-1/2 {I claim a draw}")
				}
				say("move %s", mv)
			}
		case "protover":
			switch mode {
			case "xboard-proto1":
			case "xboard-san":
				say("feature ping=1 setboard=1 usermove=1 san=1 done=1")
			case "xboard-variants":
				say("feature done=0")
				say("feature ping=1 setboard=1 usermove=1 variants=\"normal, capablanca\"")
				say("feature done=1")
			default:
				say("feature ping=1 setboard=1 usermove=1 done=1")
			}
		case "ping":
			if mode != "xboard-proto1" {
				say("pong %s", f[1])
			}
		case "new":
			pos = v.StartPosition()
		case "setboard":
			pos, _ = startPosition(v, strings.Join(f[1:], " "))
		case "usermove":
			if mode == "xboard-rejects" && !rejected {
				rejected = true
				say("Illegal move: %s", f[1])
				continue
			}
			if m, err := ParseMoveText(pos, f[1]); err == nil {
				pos.Make(m)
			}
		default: // a move without usermove (protocol 1)
			if !cecp {
				continue
			}
			if m, err := pos.ParseMove(f[0]); err == nil {
				pos.Make(m)
			}
		}
	}
}

// fakeSpec is an engine spec running the test binary in mode.
func fakeSpec(t *testing.T, name, mode string) EngineSpec {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	proto := UCI
	if strings.HasPrefix(mode, "xboard") {
		proto = CECP
	}
	return EngineSpec{Name: name, Cmd: "/usr/bin/env", Args: []string{"LATTICE_FAKE_ENGINE=" + mode, exe},
		Proto: proto, TC: TimeControl{Base: time.Second, Inc: 10 * time.Millisecond}}
}
