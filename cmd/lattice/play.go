package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"lattice/engine"
	"lattice/match"
	"lattice/movegen"
	"lattice/search"
)

// runPlay is `lattice play`: a game on the terminal, engine against engine
// or a person against the engine, on standard input and output.
//
//	lattice play [-variant V] [-variants FILE] [-human white|black] [-depth N | -nodes N | -movetime MS] [-maxmoves N] [-pgnout FILE] [-color auto|always|never]
func runPlay(args []string, stdout, stderr io.Writer) error {
	return playSession(args, os.Stdin, stdout, stderr)
}

// playConfig is a parsed play command line.
type playConfig struct {
	variant, human, pgnout string
	color                  string
	files                  fileList
	depth, maxMoves        decimalInt
	nodes                  decimalUint64
	movetime               decimalInt
}

// playSession runs a game with the person's lines read from in.
func playSession(args []string, in io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("play")
	var c playConfig
	fs.StringVar(&c.variant, "variant", "chess", "the variant to play")
	addVariantsFlag(fs, &c.files)
	fs.StringVar(&c.human, "human", "", "the side a person plays: white or black (default: engine against engine)")
	fs.Var(&c.depth, "depth", "the engine searches this many plies")
	fs.Var(&c.nodes, "nodes", "the engine searches this many nodes")
	fs.Var(&c.movetime, "movetime", "the engine thinks this many milliseconds a move (default 1000 when no limit is given)")
	fs.Var(&c.maxMoves, "maxmoves", "draw the game after this many full moves (0: no limit)")
	fs.StringVar(&c.pgnout, "pgnout", "", "append the game to this PGN `FILE` when it ends")
	fs.StringVar(&c.color, "color", "auto", "draw the board in colour: auto (when the output is a terminal), always or never")
	if err := fs.Parse(args); err != nil {
		return flagError(fs, err, stderr)
	}
	if fs.NArg() > 0 {
		return usagef("play: unexpected argument %q", fs.Arg(0))
	}
	human := -1
	switch c.human {
	case "":
	case "white":
		human = int(movegen.White)
	case "black":
		human = int(movegen.Black)
	default:
		return usagef("play: -human must be white or black, not %q", c.human)
	}
	color, err := useColor(c.color, stdout)
	if err != nil {
		return err
	}
	if c.depth < 0 || c.movetime < 0 || c.maxMoves < 0 {
		return usagef("play: -depth, -movetime and -maxmoves must not be negative")
	}
	e, err := engine.New()
	if err != nil {
		return err
	}
	for _, f := range c.files {
		if err := e.LoadVariants(f); err != nil {
			return usagef("%v", err)
		}
	}
	if err := e.SetVariant(c.variant); err != nil {
		return usagef("%v", err)
	}
	lim := search.Limits{Depth: int(c.depth), Nodes: uint64(c.nodes), MoveTime: time.Duration(c.movetime) * time.Millisecond}
	if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 {
		lim.MoveTime = time.Second
	}
	s := &session{e: e, lim: lim, human: human, out: stdout, in: bufio.NewScanner(in), cfg: &c,
		style: match.BoardStyle{Color: color}}
	s.game = &match.Game{White: "Lattice", Black: "Lattice", Variant: c.variant, Unbounded: e.Variant().Unbounded(),
		Start: e.PositionText(), IsStart: true, Result: "*", Date: time.Now(), TC: limitsPGN(lim), Number: 1}
	switch human {
	case int(movegen.White):
		s.game.White = "Human"
	case int(movegen.Black):
		s.game.Black = "Human"
	}
	return s.run()
}

// useColor decides -color: always, never, or auto — colour when out is a
// terminal, unless NO_COLOR is set or TERM is dumb.
func useColor(mode string, out io.Writer) (bool, error) {
	switch mode {
	case "always":
		return true, nil
	case "never":
		return false, nil
	case "auto":
		return isTerminal(out) && os.Getenv("NO_COLOR") == "" && os.Getenv("TERM") != "dumb", nil
	}
	return false, usagef("play: -color must be auto, always or never, not %q", mode)
}

// limitsPGN is the PGN TimeControl value of the engine's limits.
func limitsPGN(l search.Limits) string {
	if l.MoveTime > 0 && l.Depth == 0 && l.Nodes == 0 {
		return match.TimeControl{MoveTime: l.MoveTime}.PGN()
	}
	return "-"
}

// session is one game of `lattice play`.
type session struct {
	e     *engine.Engine
	lim   search.Limits
	human int // the person's colour, -1 for none
	out   io.Writer
	in    *bufio.Scanner
	cfg   *playConfig
	game  *match.Game
	style match.BoardStyle
}

func (s *session) run() error {
	s.draw()
	for {
		if s.over() {
			return s.finish()
		}
		side := s.e.SideToMove()
		if int(side) == s.human {
			done, err := s.humanTurn(side)
			if err != nil || done {
				if err == nil {
					err = s.finish()
				}
				return err
			}
			continue
		}
		r, err := s.think()
		if err != nil {
			return err
		}
		pos := s.e.Position()
		m, err := pos.ParseMove(r.BestText)
		if err != nil {
			return fmt.Errorf("engine move %s: %v", r.BestText, err)
		}
		san := match.SAN(pos, m)
		if err := s.e.PlayMove(m); err != nil {
			return fmt.Errorf("engine move %s: %v", r.BestText, err)
		}
		info := match.Info{HasScore: true, Score: int(r.Score), Depth: r.Depth}
		if r.Score.IsMate() {
			info.Mate = r.Score.MateMoves()
		}
		s.record(pos, m, san, info, r.Time)
		fmt.Fprintf(s.out, "%s plays %s (score %+.2f, depth %d, %.2fs)\n", colourWord(side), san, float64(r.Score)/100, r.Depth, r.Time.Seconds())
		s.draw()
	}
}

// over reports whether the game has ended by the rules or the move cap,
// and sets the result.
func (s *session) over() bool {
	g := s.game
	switch o := s.e.Outcome(); o {
	case movegen.Ongoing:
	case movegen.Checkmate:
		g.Result, g.Reason = "1-0", "White mates"
		if s.e.SideToMove() == movegen.White {
			g.Result, g.Reason = "0-1", "Black mates"
		}
		g.Termination = "normal"
		return true
	default:
		g.Result, g.Reason, g.Termination = "1/2-1/2", "Draw by "+o.String(), "normal"
		return true
	}
	if s.cfg.maxMoves > 0 && len(g.Moves) >= 2*int(s.cfg.maxMoves) {
		g.Result, g.Reason, g.Termination = "1/2-1/2", "Draw by move limit", "adjudication"
		return true
	}
	return false
}

// humanTurn reads commands until the person has moved, resigned or quit.
func (s *session) humanTurn(side movegen.Color) (done bool, err error) {
	for {
		fmt.Fprintf(s.out, "%s to move (a move, undo, hint, resign, save FILE, quit)> ", colourWord(side))
		if !s.in.Scan() {
			fmt.Fprintln(s.out)
			s.game.Reason, s.game.Termination = "input ended", "unterminated"
			return true, s.in.Err()
		}
		line := strings.TrimSpace(s.in.Text())
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "quit":
			s.game.Reason, s.game.Termination = "game abandoned", "unterminated"
			return true, nil
		case "resign":
			s.game.Result, s.game.Reason, s.game.Termination = "1-0", "Black resigns", "normal"
			if side == movegen.White {
				s.game.Result, s.game.Reason = "0-1", "White resigns"
			}
			return true, nil
		case "undo":
			s.undo()
			continue
		case "hint":
			r, err := s.think()
			if err != nil {
				return false, err
			}
			hint := r.BestText
			pos := s.e.Position()
			if m, err := pos.ParseMove(hint); err == nil {
				hint = match.SAN(pos, m)
			}
			fmt.Fprintf(s.out, "hint: %s (score %+.2f)\n", hint, float64(r.Score)/100)
			continue
		case "save":
			if len(f) != 2 {
				fmt.Fprintln(s.out, "save wants a file name")
			} else if err := s.save(f[1]); err != nil {
				fmt.Fprintf(s.out, "cannot save: %v\n", err)
			} else {
				fmt.Fprintf(s.out, "saved to %s\n", f[1])
			}
			continue
		}
		pos := s.e.Position()
		m, err := match.ParseMoveText(pos, line)
		if err != nil {
			fmt.Fprintf(s.out, "illegal move %s: %v\n", line, err)
			continue
		}
		san := match.SAN(pos, m)
		if err := s.e.PlayMove(m); err != nil {
			fmt.Fprintf(s.out, "illegal move %s: %v\n", line, err)
			continue
		}
		s.record(pos, m, san, match.Info{}, 0)
		s.draw()
		return false, nil
	}
}

// undo takes back the person's last move and the engine's answer.
func (s *session) undo() {
	n := 2
	if s.human < 0 || int(s.e.SideToMove()) != s.human {
		n = 1
	}
	if len(s.game.Moves) < n {
		fmt.Fprintln(s.out, "nothing to undo")
		return
	}
	for i := 0; i < n; i++ {
		if err := s.e.Undo(); err != nil {
			fmt.Fprintf(s.out, "cannot undo: %v\n", err)
			return
		}
		s.game.Moves = s.game.Moves[:len(s.game.Moves)-1]
	}
	fmt.Fprintf(s.out, "took back %d plies\n", n)
	s.draw()
}

// think runs the engine on the current position and waits for it.
func (s *session) think() (engine.Result, error) {
	var res engine.Result
	if err := s.e.Think(s.lim, nil, func(r engine.Result) { res = r }); err != nil {
		return res, err
	}
	s.e.Wait()
	if res.BestText == "" {
		return res, fmt.Errorf("the engine found no move")
	}
	return res, nil
}

// record appends a move of pos (the position before it) to the game
// record: the kernel's notation, and SAN on a bounded board.
func (s *session) record(pos *movegen.Position, m movegen.Move, san string, info match.Info, t time.Duration) {
	pm := match.PlayedMove{Move: pos.MoveString(m), Info: info, Time: t}
	if !pos.Variant().Unbounded() {
		pm.SAN = san
	}
	s.game.Moves = append(s.game.Moves, pm)
}

// draw prints the board, focused on the last move's target.
func (s *session) draw() {
	p := s.e.Position()
	focus := movegen.Coord{X: 4, Y: 4}
	st := s.style
	if lm, ok := p.LastMove(); ok && !lm.Null {
		focus = lm.Move.To
		st.Marked = []movegen.Coord{lm.Move.From, lm.Move.To}
	} else if k, ok := p.Royal(p.SideToMove()); ok {
		focus = k
	}
	match.DrawBoardStyled(s.out, p, focus, st)
}

// finish prints the result and saves the game.
func (s *session) finish() error {
	g := s.game
	fmt.Fprintf(s.out, "%s {%s}\n", g.Result, g.Reason)
	if s.cfg.pgnout == "" {
		return nil
	}
	if err := s.save(s.cfg.pgnout); err != nil {
		return err
	}
	fmt.Fprintf(s.out, "PGN saved to %s\n", s.cfg.pgnout)
	return nil
}

// save appends the game as PGN to a file.
func (s *session) save(path string) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	if err := match.WritePGN(f, s.game, "lattice play"); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func colourWord(c movegen.Color) string {
	if c == movegen.White {
		return "White"
	}
	return "Black"
}
