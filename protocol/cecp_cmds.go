package protocol

import (
	"strconv"
	"strings"

	"lattice/engine"
	"lattice/movegen"
)

// arity bounds a command's number of arguments; rest commands take the
// remainder of the line as one text (setboard, option, name, …).
type arity struct {
	min, max int
	rest     bool
}

// cecpArity gives the arguments of every command the loop knows.
func cecpArity(cmd string) (arity, bool) {
	switch cmd {
	case "xboard", "new", "quit", "random", "force", "go", "playother", "white", "black", "?",
		"draw", "edit", "hint", "bk", "undo", "remove", "hard", "easy", "post", "nopost",
		"analyze", "exit", ".", "computer":
		return arity{0, 0, false}, true
	case "protover", "accepted", "rejected", "variant", "st", "sd", "nps", "time", "otim",
		"usermove", "ping", "ics", "memory", "cores", "exclude", "include", "lift", "put", "hover":
		return arity{1, 1, false}, true
	case "rating":
		return arity{2, 2, false}, true
	case "level":
		return arity{3, 3, false}, true
	case "result", "setboard", "name", "option":
		return arity{1, 0, true}, true
	case "egtpath":
		return arity{2, 0, true}, true
	}
	return arity{}, false
}

// handle carries out one input line and reports whether the session ends.
func (c *cecp) handle(line string) bool {
	cmd := firstWord(line)
	if c.edit != nil && cmd != "ping" && cmd != "quit" {
		c.editLine(line)
		return false
	}
	rest := strings.TrimSpace(line[len(cmd):])
	args := strings.Fields(rest)
	ar, known := cecpArity(cmd)
	if !known {
		if _, err := c.notation.MoveFromWire(cmd); err == nil && len(args) == 0 {
			c.userMove(cmd) // a bare move, as protocol version 1 sends them
			return false
		}
		c.errorf("unknown command", line)
		return false
	}
	switch {
	case len(args) < ar.min:
		c.errorf("missing parameter", line)
		return false
	case !ar.rest && len(args) > ar.max:
		c.errorf("too many parameters", line)
		return false
	}
	if cmd == "quit" {
		c.abort()
		return true
	}
	c.dispatch(cmd, args, rest, line)
	return false
}

// dispatch runs a command whose arguments have been counted.
func (c *cecp) dispatch(cmd string, args []string, rest, line string) {
	switch cmd {
	case "protover":
		if _, err := strconv.Atoi(args[0]); err != nil {
			c.errorf("bad protocol version", line)
			return
		}
		c.sendFeatures()
	case "xboard", "accepted", "rejected", "random", "computer", "name", "rating", "ics", "egtpath",
		"white", "black", "draw", "put", "hover":
		// Nothing to do: informational, or (draw) an offer declined by
		// silence unless the engine's draw offers are on and its scores
		// have been level for a while.
		if cmd == "draw" && !c.gameOver && c.verdict.acceptsDraw() {
			c.reply("offer draw")
		}
		if cmd == "hover" || cmd == "put" {
			if _, err := c.notation.ParseSquare(args[0]); err != nil {
				c.errorf("bad square", line)
			}
		}
	case "new":
		c.newGame(line)
	case "variant":
		c.setVariant(args[0], line)
	case "force":
		c.abortUnlessAnalyzing()
		c.force = true
	case "go":
		c.goCmd(line)
	case "playother":
		c.playOther(line)
	case "usermove":
		c.userMove(args[0])
	case "setboard":
		c.setBoard(rest, line)
	case "edit":
		c.startEdit(line)
	case "undo":
		c.undo(1, line)
	case "remove":
		c.undo(2, line)
	case "result":
		c.abort()
		c.gameOver = true
	case "ping":
		if _, err := strconv.ParseInt(args[0], 10, 64); err != nil {
			c.errorf("bad ping number", line)
			return
		}
		c.reply("pong %s", args[0])
	case "?":
		c.moveNow()
	case "hint":
		if c.hint != "" {
			c.reply("Hint: %s", c.hint)
		}
	case "bk":
		c.reply(" Lattice has no opening book.")
		c.reply("")
	case "analyze":
		c.abort()
		c.analyze, c.force = true, true
		c.startSearch(analyzeSearch)
	case "exit":
		if !c.analyze {
			c.errorf("command not legal now", line)
			return
		}
		c.abort()
		c.analyze = false
	case ".":
		c.statLine()
	case "post", "nopost":
		c.post.Store(cmd == "post")
	case "hard":
		c.ponder = true
		if c.mode == noSearch && !c.force && !c.analyze && !c.gameOver && c.e.SideToMove() != c.engineIs {
			c.startSearch(ponderSearch)
		}
	case "easy":
		c.ponder = false
		if c.mode == ponderSearch {
			c.abort()
		}
	case "exclude", "include":
		c.excludeCmd(cmd == "exclude", args[0], line)
	case "lift":
		c.lift(args[0], line)
	case "memory":
		c.setOption(engine.OptHash, args[0], line)
	case "cores":
		c.setOption(engine.OptThreads, args[0], line)
	case "option":
		name, value, _ := strings.Cut(rest, "=")
		c.setOption(strings.TrimSpace(name), strings.TrimSpace(value), line)
	default:
		c.timeCommand(cmd, args[0], line)
	}
}

// timeCommand handles time, otim, st, sd, nps and level.
func (c *cecp) timeCommand(cmd, arg, line string) {
	var err error
	k := c.clock
	switch cmd {
	case "time":
		k.engine, err = parseCentis(arg)
		k.haveTime = true
	case "otim":
		k.opp, err = parseCentis(arg)
	case "st":
		k.st, err = parseST(arg)
	case "sd":
		k.sd, err = parseSD(arg)
	case "nps":
		k.nps, err = parseNPS(arg)
	case "level":
		k.mps, k.base, k.inc, err = parseLevel(strings.Fields(line)[1:])
		k.st, k.haveTime = 0, false
	}
	if err != nil {
		c.errorf("bad value: "+err.Error(), line)
		return
	}
	c.clock = k
}

// abortUnlessAnalyzing stops the engine's own search or its pondering; an
// analysis goes on (force is sent in analyze mode too).
func (c *cecp) abortUnlessAnalyzing() {
	if c.mode != analyzeSearch {
		c.abort()
	}
}

// newGame is `new`: the standard chess start, the engine playing Black.
func (c *cecp) newGame(line string) {
	c.abort()
	if err := c.e.SetVariant(engine.DefaultVariant); err != nil {
		c.errorf("internal", err.Error())
		return
	}
	c.notation = CECPNotation(c.e.Variant())
	c.rookCastle, c.deferMark = false, false
	c.force, c.engineIs, c.gameOver, c.hint = false, movegen.Black, false, ""
	c.verdict.reset()
	c.clock.reset()
	c.positionChanged()
	if c.analyze {
		c.startSearch(analyzeSearch)
	}
}

// setVariant is `variant NAME`; for a game XBoard does not know it also
// describes the board and the pieces.
func (c *cecp) setVariant(xbName, line string) {
	name := engineVariantName(xbName)
	if _, ok := c.e.VariantDef(name); !ok {
		c.errorf("unsupported variant", line)
		return
	}
	c.abort()
	if err := c.e.SetVariant(name); err != nil {
		c.errorf("unsupported variant", line)
		return
	}
	c.notation = CECPNotation(c.e.Variant())
	c.rookCastle = rookCastling(c.e.Variant(), xbName)
	c.deferMark = deferralMarks(c.e.Variant(), xbName)
	c.gameOver, c.hint = false, ""
	c.verdict.reset()
	c.positionChanged()
	for _, l := range setupLines(c.e.Variant(), xbName) {
		c.reply("%s", l)
	}
	if c.analyze {
		c.startSearch(analyzeSearch)
	}
}

// goCmd is `go`: play the side to move and think.
func (c *cecp) goCmd(line string) {
	if c.mode == thinkSearch {
		c.errorf("command not legal now", line)
		return
	}
	c.abort()
	c.force, c.analyze = false, false
	c.engineIs = c.e.SideToMove()
	if c.claimResult() {
		return
	}
	c.gameOver = false
	c.startSearch(thinkSearch)
}

// playOther is `playother`: play the side not on move.
func (c *cecp) playOther(line string) {
	if c.mode == thinkSearch {
		c.errorf("command not legal now", line)
		return
	}
	c.abort()
	c.force, c.analyze = false, false
	c.engineIs = c.e.SideToMove().Other()
	if c.ponder && !c.gameOver {
		c.startSearch(ponderSearch)
	}
}

// userMove plays the opponent's move and answers it when the engine is on.
func (c *cecp) userMove(wire string) {
	if c.mode == thinkSearch {
		c.errorf("command not legal now", "usermove "+wire)
		return
	}
	kernel, err := c.notation.MoveFromWire(wire)
	if err != nil {
		c.reply("Illegal move: %s", clip(wire))
		return
	}
	c.abort()
	if err := c.playWire(kernel); err != nil {
		c.reply("Illegal move: %s", clip(wire))
		c.maybeThink() // resume pondering or analysis
		return
	}
	c.positionChanged()
	c.hint = ""
	if c.claimResult() && !c.analyze {
		return
	}
	c.maybeThink()
}

// setBoard is `setboard FEN` (ICN on the plane).
func (c *cecp) setBoard(text, line string) {
	c.abort()
	var err error
	if c.e.Variant().Unbounded() {
		err = c.e.SetICN(text, nil)
	} else {
		var fen string
		fen, err = c.fenFromWire(text)
		if err == nil {
			err = c.e.SetFEN(fen, nil)
		}
	}
	if err != nil {
		c.errorf("illegal position: "+err.Error(), line)
		c.maybeThink()
		return
	}
	c.gameOver, c.hint = false, ""
	c.verdict.reset()
	c.positionChanged()
	if c.analyze {
		c.startSearch(analyzeSearch)
	}
}

// fenFromWire rewrites the en passant field of a wire FEN in the kernel's
// ranks (it is the only field that names a square).
func (c *cecp) fenFromWire(fen string) (string, error) {
	fen = c.kingFileCastling(xboardFENFields(fen))
	f := strings.Fields(fen)
	if len(f) < 4 || !c.notation.ZeroBasedRanks() || f[3] == "-" {
		return fen, nil
	}
	sq, err := c.notation.ParseSquare(f[3])
	if err != nil {
		return "", err
	}
	f[3] = c.e.Variant().SquareName(sq)
	return strings.Join(f, " "), nil
}

// xboardFENFields rewrites what XBoard 4.9.1 writes into a FEN beyond the
// standard fields: a holdings suffix on the board (Grand's `R8R[-]`, the
// captured pieces it shows; the kernel counts Grand's promotion choices
// from the board) and, after castling, a missing en passant field (`w - 0
// 1`). Anything else passes unchanged.
func xboardFENFields(fen string) string {
	f := strings.Fields(fen)
	if len(f) == 0 {
		return fen
	}
	if i := strings.IndexByte(f[0], '['); i > 0 && strings.HasSuffix(f[0], "]") {
		f[0] = f[0][:i]
	}
	if len(f) == 5 && isDigits(f[3]) && isDigits(f[4]) {
		f = append(f[:3], "-", f[3], f[4])
	}
	return strings.Join(f, " ")
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// undo takes back n moves (undo: 1, remove: 2), all or none.
func (c *cecp) undo(n int, line string) {
	if c.mode == thinkSearch || len(c.e.Moves()) < n {
		c.errorf("command not legal now", line)
		return
	}
	c.abort()
	for range n {
		if err := c.e.Undo(); err != nil {
			c.errorf("internal", err.Error())
			break
		}
	}
	c.gameOver, c.hint = false, ""
	c.verdict.reset()
	c.positionChanged()
	if c.analyze {
		c.startSearch(analyzeSearch)
	} else if c.ponder && !c.force && c.e.SideToMove() != c.engineIs {
		c.startSearch(ponderSearch)
	}
}

// excludeCmd is `exclude MOVE|all` and `include MOVE|all`.
func (c *cecp) excludeCmd(exclude bool, arg, line string) {
	var moves []movegen.Move
	if arg == "all" {
		var ml movegen.MoveList
		c.e.Position().GenerateLegal(&ml)
		moves = ml.Moves
	} else {
		kernel, err := c.notation.MoveFromWire(arg)
		var m movegen.Move
		if err == nil {
			m, err = c.e.ParseMove(kernel)
		}
		if err != nil {
			c.reply("Illegal move: %s", clip(arg))
			return
		}
		moves = []movegen.Move{m}
	}
	if exclude && c.exclude == nil {
		c.exclude = map[movegen.Move]bool{}
	}
	for _, m := range moves {
		if exclude {
			c.exclude[m] = true
		} else {
			delete(c.exclude, m)
		}
	}
	if c.mode == analyzeSearch {
		c.startSearch(analyzeSearch)
	}
}

// setOption sets an engine option (memory, cores and option commands).
func (c *cecp) setOption(name, value, line string) {
	if c.mode == thinkSearch {
		c.errorf("command not legal now", line)
		return
	}
	if known, err := c.verdict.setOption(name, value); known {
		if err != nil {
			c.errorf("bad option: "+err.Error(), line)
		}
		return
	}
	mode := c.mode
	c.abort()
	if err := c.e.SetOption(name, value); err != nil {
		c.errorf("bad option: "+err.Error(), line)
	} else if strings.EqualFold(name, engine.OptVariantFile) && value != "" {
		c.reply("feature variants=\"%s\"", strings.Join(xboardVariants(c.e.Variants()), ","))
	}
	if mode != noSearch {
		c.startSearch(mode)
	}
}

// playWire plays a move read from the wire (in kernel notation), also a
// castling written as the king taking its partner when rookCastle is on.
func (c *cecp) playWire(kernel string) error {
	_, err := c.e.Play(kernel)
	if err != nil {
		if m, ok := parseDeferral(c.e.Position(), c.deferZone(), kernel); c.deferMark && ok {
			return c.e.PlayMove(m)
		}
	}
	if err == nil || !c.rookCastle {
		return err
	}
	v := c.e.Variant()
	f1, r1, rest := splitSquare(kernel)
	f2, r2, rest := splitSquare(rest)
	if rest != "" {
		return err
	}
	from, err1 := v.ParseSquare(f1 + r1)
	to, err2 := v.ParseSquare(f2 + r2)
	if err1 != nil || err2 != nil {
		return err
	}
	m, ok := castleByPartner(c.e.Position(), from, to)
	if !ok {
		return err
	}
	return c.e.PlayMove(m)
}

// wireMove writes the engine's move for the wire.
func (c *cecp) wireMove(m movegen.Move, kernel string) string {
	if c.rookCastle && m.Kind == movegen.Castle {
		return c.notation.Square(m.From) + c.notation.Square(m.Aux)
	}
	wire := c.notation.MoveToWire(kernel)
	if c.deferMark {
		wire += deferralSuffix(c.e.Position(), c.deferZone(), m)
	}
	return wire
}

// kingFileCastling reads XBoard's castling letters that name a king's file
// ("Ee": the kings have not moved; XBoard 4.9.1 writes them for a king whose
// description has no castling, as the spiral king's): such a side keeps the
// castling of every partner on its start square, as after edit mode.
func (c *cecp) kingFileCastling(fen string) string {
	f := strings.Fields(fen)
	if len(f) < 3 || f[2] == "-" {
		return fen
	}
	v := c.e.Variant()
	start := v.StartPosition()
	ed := &editor{v: v, board: map[movegen.Coord]byte{}}
	keep := [2]bool{}
	found := false
	for col := movegen.White; col <= movegen.Black; col++ {
		k, ok := ed.startKing(start, col)
		if !ok {
			continue
		}
		file := strings.TrimRight(v.SquareName(k), "0123456789")
		if col == movegen.White {
			file = strings.ToUpper(file)
		}
		if len(file) == 1 && strings.Contains(f[2], file) {
			keep[col], found = true, true
		}
	}
	if !found {
		return fen
	}
	plain := append([]string(nil), f...)
	plain[2] = "-"
	pos, err := v.ParseFEN(strings.Join(plain, " "))
	if err != nil {
		return fen
	}
	for y := v.Bounds().Y0; y <= v.Bounds().Y1; y++ {
		for x := v.Bounds().X0; x <= v.Bounds().X1; x++ {
			sq := movegen.Coord{X: x, Y: y}
			if pc := pos.At(sq); pc.IsPiece() {
				ed.board[sq] = v.Letter(pc)
			}
		}
	}
	var rights []byte
	for _, r := range []byte(ed.castling()) {
		col := movegen.Black
		if r < 'a' {
			col = movegen.White
		}
		if r != '-' && keep[col] {
			rights = append(rights, r)
		}
	}
	f[2] = "-"
	if len(rights) > 0 {
		f[2] = string(rights)
	}
	return strings.Join(f, " ")
}
