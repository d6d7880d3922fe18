package match

import (
	"strconv"
	"strings"

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
// cutechess-cli. Moves go out in coordinates, or in SAN to an engine with
// feature san=1; the engine's moves are read in either notation (as XBoard
// reads them) and given to the referee in the kernel's.
type cecpClient struct {
	p    *process
	spec *EngineSpec
	// The features: usermove, setboard, ping and san as the engine said
	// (protocol defaults: off), its variants (none listed: not checked).
	usermove, setboard, pingOK, san bool
	noDraw                          bool // draw=0: no "draw" commands
	variants                        []string
	// zeroRanks: the wire counts ranks from 0 (a board of 10 ranks).
	zeroRanks bool
	sent      int               // moves of the game the engine has seen
	pos       *movegen.Position // the game after those moves
}

func (c *cecpClient) think(r *request) (string, Info, *Failure) {
	c.p.drain()
	if r.drawOffered && !c.noDraw {
		if err := c.p.send("draw"); err != nil {
			return "", Info{}, failure("crash", "%v", err)
		}
	}
	for ; c.sent < len(r.moves); c.sent++ {
		m := wireMove(c.moveText(r.moves[c.sent]), r.zeroRanks)
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
			return c.readMove(kernelMove(f[1], r.zeroRanks)), info, nil
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

// moveText is a kernel move of the game as the engine reads it (SAN with
// feature san=1), played on the client's position.
func (c *cecpClient) moveText(kernel string) string {
	m, err := c.pos.ParseMove(kernel)
	if err != nil {
		return kernel // cannot happen: the referee played it
	}
	text := kernel
	if c.san && !c.pos.Variant().Unbounded() {
		text = SAN(c.pos, m)
	}
	c.pos.Make(m)
	return text
}

// readMove turns the engine's move (coordinates or SAN) into the kernel's
// notation and plays it on the client's position; a text that is no legal
// move comes back as it is, for the referee to refuse.
func (c *cecpClient) readMove(text string) string {
	m, err := ParseMoveText(c.pos, text)
	if err != nil {
		return text
	}
	k := c.pos.MoveString(m)
	c.pos.Make(m)
	return k
}
