package match

import (
	"context"
	"errors"
	"fmt"
	"time"

	"lattice/movegen"
)

// Adjudication ends games early by the engines' scores or by length, as
// cutechess-cli's -resign, -draw and -maxmoves do. Zero fields are off.
type Adjudication struct {
	// ResignMoves and ResignScore: a side whose own score is at least
	// ResignScore centipawns below zero for ResignMoves consecutive moves of
	// its own loses.
	ResignMoves, ResignScore int
	// DrawMoveNumber, DrawMoves and DrawScore: after move DrawMoveNumber,
	// when both engines' scores stay within DrawScore centipawns of zero for
	// DrawMoves consecutive moves each, the game is drawn.
	DrawMoveNumber, DrawMoves, DrawScore int
	// MaxMoves draws a game still going on after that many full moves.
	MaxMoves int
}

// Opening is where a game starts: a position as FEN (ICN on the plane),
// empty for the variant's start, and moves after it in the kernel's
// notation (book moves).
type Opening struct {
	Text  string
	Moves []string
}

// PlayedMove is one move of a game with what its engine said about it.
type PlayedMove struct {
	Move string // kernel notation
	// SAN is the move in standard algebraic notation on a bounded board;
	// empty on the plane, where the PGN has Move (the seed's notation).
	SAN  string
	Book bool
	Info Info
	Time time.Duration
}

// Game is a played game.
type Game struct {
	Number       int
	White, Black string
	Variant      string
	Unbounded    bool
	Start        string // FEN or ICN of the start position
	IsStart      bool   // Start is the variant's own start
	TC           string // PGN TimeControl value (White's, when the sides' differ)
	BlackTC      string // Black's TimeControl when it is not White's, else empty
	Moves        []PlayedMove
	Result       string // "1-0", "0-1", "1/2-1/2", "*"
	Reason       string // "White mates", "Black loses on time", …
	Termination  string // PGN Termination: normal, adjudication, time forfeit, rules infraction, abandoned, unterminated
	Failed       string // the name of an engine that failed, if one did
	FailKind     string // its Failure kind
	Date         time.Time
	// fatal: the game could not start for a reason every game shares (an
	// engine that does not play the variant); the match ends.
	fatal error
}

// gameSetup is what playGame needs besides the players.
type gameSetup struct {
	v          *movegen.Variant
	variant    string
	opening    Opening
	adj        Adjudication
	margin     time.Duration // allowed overrun of a clock or of st
	hang       time.Duration // deadline for a move without a clock
	zeroRanks  bool          // CECP wire with ranks from 0
	number     int
	white, blk *player
}

// colourName names a side.
func colourName(c movegen.Color) string {
	if c == movegen.White {
		return "White"
	}
	return "Black"
}

// playGame plays one game to its end and judges it by the kernel.
func playGame(ctx context.Context, s *gameSetup) *Game {
	g := &Game{Number: s.number, White: s.white.spec.Name, Black: s.blk.spec.Name,
		Variant: s.variant, Unbounded: s.v.Unbounded(), Result: "*", Date: time.Now()}
	pos, err := startPosition(s.v, s.opening.Text)
	if err != nil {
		g.Reason, g.Termination = "bad opening: "+err.Error(), "abandoned"
		return g
	}
	g.Start, g.IsStart = posText(pos), s.opening.Text == ""
	var moves []string
	for _, t := range s.opening.Moves {
		m, err := pos.ParseMove(t)
		if err != nil {
			g.Reason, g.Termination = fmt.Sprintf("bad opening move %s: %v", t, err), "abandoned"
			return g
		}
		k, san := moveTexts(pos, m)
		pos.Make(m)
		moves = append(moves, k)
		g.Moves = append(g.Moves, PlayedMove{Move: k, SAN: san, Book: true})
	}
	players := [2]*player{s.white, s.blk}
	g.TC = s.white.spec.TC.PGN()
	if b := s.blk.spec.TC.PGN(); b != g.TC {
		g.BlackTC = b
	}
	for c, p := range players {
		err := p.ensure()
		if err == nil {
			var start *movegen.Position
			if start, err = startPosition(s.v, s.opening.Text); err == nil {
				err = p.c.newGame(s.variant, g.Start, g.IsStart, start)
			}
		}
		if errors.Is(err, errNoVariant) {
			g.Reason, g.Termination = "engine "+p.spec.Name+" "+err.Error(), "abandoned"
			g.fatal = fmt.Errorf("%s", g.Reason)
			return g
		}
		if err != nil {
			p.broken = true
			lose(g, movegen.Color(c), "disconnects ("+err.Error()+")", "abandoned", p, "crash")
			return g
		}
	}
	var clock [2]time.Duration
	var done [2]int // moves each side made
	for c, p := range players {
		clock[c] = p.spec.TC.Base
	}
	var resignRun [2]int
	drawRun := 0
	var offered [2]bool // a side offered a draw with its last move
	for {
		if ctx.Err() != nil {
			g.Reason, g.Termination = "interrupted", "unterminated"
			return g
		}
		if o := pos.Outcome(); o != movegen.Ongoing {
			judge(g, pos, o)
			return g
		}
		if s.adj.MaxMoves > 0 && len(g.Moves) >= 2*s.adj.MaxMoves {
			g.Result, g.Reason, g.Termination = "1/2-1/2", "Draw by move limit", "adjudication"
			return g
		}
		side := pos.SideToMove()
		p := players[side]
		tc := p.spec.TC
		r := &request{start: g.Start, moves: moves, white: side == movegen.White,
			own: clock[side], opp: clock[1-side], zeroRanks: s.zeroRanks && p.spec.Proto == CECP,
			drawOffered: offered[1-side]}
		if tc.Moves > 0 {
			r.movesToGo = tc.Moves - done[side]%tc.Moves
		}
		began := time.Now()
		switch {
		case tc.IsClock():
			r.deadline = began.Add(clock[side] + s.margin)
		case tc.MoveTime > 0:
			r.deadline = began.Add(tc.MoveTime + s.margin)
		default:
			r.deadline = began.Add(s.hang)
		}
		text, info, f := p.c.think(r)
		used := time.Since(began)
		if f != nil {
			switch {
			case f.Kind == "resign":
				lose(g, side, "resigns", "normal", p, "")
			case f.Kind == "timeout" && (tc.IsClock() || tc.MoveTime > 0):
				p.broken = true
				lose(g, side, "loses on time", "time forfeit", p, "timeout")
			case f.Kind == "timeout":
				p.broken = true
				lose(g, side, "'s connection stalls", "abandoned", p, "timeout")
			case f.Kind == "crash":
				p.broken = true
				lose(g, side, "disconnects", "abandoned", p, "crash")
			case f.Kind == "false claim":
				lose(g, side, "makes a false claim: "+f.Msg, "rules infraction", p, f.Kind)
			case f.Kind == "illegal move claim":
				p.broken = true // its game is not ours any more
				lose(g, side, "rejects a legal move: "+f.Msg, "rules infraction", p, f.Kind)
			default:
				lose(g, side, "sends garbage: "+f.Msg, "rules infraction", p, f.Kind)
			}
			return g
		}
		if info.DrawOffer && offered[1-side] {
			// The offer answers the opponent's: the draw is agreed before
			// the move that came with it, which is not played.
			g.Result, g.Reason, g.Termination = "1/2-1/2", "Draw by agreement", "normal"
			return g
		}
		if (tc.IsClock() && used > clock[side]+s.margin) || (tc.MoveTime > 0 && used > tc.MoveTime+s.margin) {
			lose(g, side, "loses on time", "time forfeit", p, "timeout")
			return g
		}
		m, err := pos.ParseMove(text)
		if err != nil {
			lose(g, side, fmt.Sprintf("makes an illegal move: %s (%v)", text, err), "rules infraction", p, "illegal move")
			return g
		}
		if tc.IsClock() {
			clock[side] += tc.Inc - used
			done[side]++
			if tc.Moves > 0 && done[side]%tc.Moves == 0 {
				clock[side] += tc.Base
			}
		}
		k, san := moveTexts(pos, m)
		pos.Make(m)
		moves = append(moves, k)
		claim := info.DrawClaim
		info.DrawClaim = false
		g.Moves = append(g.Moves, PlayedMove{Move: k, SAN: san, Info: info, Time: used})
		offered[side], offered[1-side] = info.DrawOffer, false
		if claim && pos.Outcome() == movegen.Ongoing {
			lose(g, side, "makes a false claim: a draw that the rules do not give", "rules infraction", p, "false claim")
			return g
		}
		if adjudicate(g, s.adj, side, info, &resignRun, &drawRun, pos) {
			return g
		}
	}
}

// adjudicate applies the score rules after a move of side; it reports
// whether the game has ended.
func adjudicate(g *Game, a Adjudication, side movegen.Color, info Info, resignRun *[2]int, drawRun *int, pos *movegen.Position) bool {
	if a.ResignMoves > 0 {
		if info.HasScore && info.Score <= -a.ResignScore {
			resignRun[side]++
		} else {
			resignRun[side] = 0
		}
		if resignRun[side] >= a.ResignMoves {
			win := colourName(1 - side)
			g.Result = map[movegen.Color]string{movegen.White: "0-1", movegen.Black: "1-0"}[side]
			g.Reason, g.Termination = win+" wins by adjudication", "adjudication"
			return true
		}
	}
	if a.DrawMoves > 0 {
		if info.HasScore && abs(info.Score) <= a.DrawScore {
			*drawRun++
		} else {
			*drawRun = 0
		}
		if *drawRun >= 2*a.DrawMoves && pos.FullmoveNumber() > a.DrawMoveNumber {
			g.Result, g.Reason, g.Termination = "1/2-1/2", "Draw by adjudication", "adjudication"
			return true
		}
	}
	return false
}

// lose ends the game with a loss of side.
func lose(g *Game, side movegen.Color, what, term string, p *player, failKind string) {
	g.Result = "0-1"
	if side == movegen.Black {
		g.Result = "1-0"
	}
	sep := " "
	if what != "" && what[0] == '\'' {
		sep = ""
	}
	g.Reason, g.Termination = colourName(side)+sep+what, term
	if failKind != "" {
		g.Failed, g.FailKind = p.spec.Name, failKind
	}
}

// judge writes the kernel's verdict on a finished game.
func judge(g *Game, pos *movegen.Position, o movegen.Outcome) {
	g.Termination = "normal"
	switch o {
	case movegen.Checkmate:
		winner := 1 - pos.SideToMove()
		g.Result = "1-0"
		if winner == movegen.Black {
			g.Result = "0-1"
		}
		g.Reason = colourName(winner) + " mates"
	case movegen.Stalemate:
		g.Result, g.Reason = "1/2-1/2", "Draw by stalemate"
	case movegen.Repetition:
		g.Result, g.Reason = "1/2-1/2", "Draw by 3-fold repetition"
	case movegen.FiftyMoves:
		g.Result, g.Reason = "1/2-1/2", "Draw by fifty moves rule"
	case movegen.InsufficientMaterial:
		g.Result, g.Reason = "1/2-1/2", "Draw by insufficient mating material"
	}
}

// moveTexts are m's kernel notation and its SAN (empty on the plane).
func moveTexts(pos *movegen.Position, m movegen.Move) (kernel, san string) {
	kernel = pos.MoveString(m)
	if !pos.Variant().Unbounded() {
		san = SAN(pos, m)
	}
	return kernel, san
}

// startPosition reads an opening's text (FEN, or ICN on the plane); empty
// text is the variant's start.
func startPosition(v *movegen.Variant, text string) (*movegen.Position, error) {
	if text == "" {
		return v.StartPosition(), nil
	}
	if v.Unbounded() {
		return v.ParseICN(text, movegen.AutoBoard, nil)
	}
	return v.ParseFEN(text)
}

// posText writes a position as FEN, or ICN on the plane.
func posText(p *movegen.Position) string {
	if p.Variant().Unbounded() {
		return p.ICN()
	}
	return p.FEN()
}
