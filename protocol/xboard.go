package protocol

import (
	"fmt"
	"strconv"
	"strings"

	"lattice/engine"
	"lattice/movegen"
)

// xboardNormal is XBoard's name of orthodox chess.
const xboardNormal = "normal"

// xboardKnows reports whether XBoard 4.9.1 knows the rules of a variant of
// this name exactly as the engine plays it, so no setup is needed.
func xboardKnows(name string) bool {
	switch name {
	case xboardNormal, "capablanca", "gothic", "janus", "grand":
		return true
	}
	return false
}

// engineVariantName maps XBoard's variant name to the engine's.
func engineVariantName(xb string) string {
	if xb == xboardNormal {
		return engine.DefaultVariant
	}
	return xb
}

// xboardVariantName maps the engine's variant name to XBoard's.
func xboardVariantName(name string) string {
	if name == engine.DefaultVariant {
		return xboardNormal
	}
	return name
}

// xboardVariants lists the engine's variants under XBoard's names, normal
// first.
func xboardVariants(names []string) []string {
	out := []string{xboardNormal}
	for _, n := range names {
		if n != engine.DefaultVariant {
			out = append(out, xboardVariantName(n))
		}
	}
	return out
}

// sendFeatures answers `protover`: the protocol features, one option
// feature per engine option, and done=1.
func (c *cecp) sendFeatures() {
	c.reply("feature done=0")
	c.reply("feature ping=1 setboard=1 usermove=1 time=1 draw=1 reuse=1 analyze=1 colors=0 " +
		"sigint=0 sigterm=0 playother=1 memory=1 smp=1 highlight=1 exclude=1 nps=1 san=0 name=0")
	c.reply("feature myname=\"%s\"", c.name)
	c.reply("feature variants=\"%s\"", strings.Join(xboardVariants(c.e.Variants()), ","))
	for _, o := range c.e.Options() {
		if def := cecpOption(o, c.currentOption(o)); def != "" {
			c.reply("feature option=\"%s\"", def)
		}
	}
	for _, def := range c.verdict.features() {
		c.reply("feature option=\"%s\"", def)
	}
	c.reply("feature done=1")
}

// currentOption is an option's value now (the default if unknown).
func (c *cecp) currentOption(o engine.Option) string {
	if v, err := c.e.GetOption(o.Name); err == nil {
		return v
	}
	return o.Default
}

// cecpOption writes an option feature's value: NAME -TYPE VALUE ….
func cecpOption(o engine.Option, value string) string {
	switch o.Type {
	case engine.Spin:
		return fmt.Sprintf("%s -spin %s %d %d", o.Name, value, o.Min, o.Max)
	case engine.Check:
		v := "0"
		if value == "true" {
			v = "1"
		}
		return fmt.Sprintf("%s -check %s", o.Name, v)
	case engine.String:
		kind := "-string"
		if o.Name == engine.OptVariantFile {
			kind = "-file"
		}
		return fmt.Sprintf("%s %s %s", o.Name, kind, value)
	case engine.Button:
		return o.Name + " -button"
	case engine.Combo:
		vars := make([]string, len(o.Vars))
		for i, v := range o.Vars {
			if v == value {
				v = "*" + v
			}
			vars[i] = v
		}
		return fmt.Sprintf("%s -combo %s", o.Name, strings.Join(vars, " /// "))
	}
	return ""
}

// xboardSlots is XBoard's order of piece types before the king, named by
// their default letters.
const xboardSlots = "PNBRQFEACWMOHIJGDVLSU"

// maxXBoardSide is the largest board XBoard draws.
const maxXBoardSide = 16

// setupLines are the answer to `variant NAME` for a game XBoard does not
// know: `setup (PIECETOCHAR) WxH+0_fairy FEN` and one `piece` line per
// piece (two when Black's description differs, see pieceLines); with the
// parent `elven` and no line for the pawn when the pawn promotes before
// the last rank (xboard_zone.go).
func setupLines(v *movegen.Variant, xbName string) []string {
	if xboardKnows(xbName) || v.Unbounded() ||
		v.Bounds().Width() > maxXBoardSide || v.Bounds().Height() > maxXBoardSide {
		return nil
	}
	table, ok := pieceToChar(v)
	if !ok {
		return nil
	}
	parent, zone := "fairy", needsZoneParent(v)
	if zone {
		parent = zoneParent
	}
	out := []string{fmt.Sprintf("setup (%s) %dx%d+0_%s %s", table,
		v.Bounds().Width(), v.Bounds().Height(), parent, v.StartPosition().FEN())}
	steps := max(v.Bounds().Width(), v.Bounds().Height()) - 1
	for _, d := range v.Pieces() {
		if zone && d.Pawn {
			continue // XBoard's built-in pawn, the one its zone applies to
		}
		out = append(out, pieceLines(&d, steps)...)
	}
	return out
}

// A pawn that promotes before the last rank needs XBoard's promotion zone:
// see xboard_zone.go. For Grand itself (XBoard's own rules) a deferral is
// written with a pawn suffix, `e6e7p` (xboard_defer.go).

// pieceToChar builds XBoard's piece table for v: the pawn in the pawn
// slot, the royal piece last, every other piece in the slot of its letter
// or else in the first free one. False when XBoard has too few slots.
func pieceToChar(v *movegen.Variant) (string, bool) {
	slots := make([]byte, len(xboardSlots))
	for i := range slots {
		slots[i] = '.'
	}
	king := byte('K')
	var rest []byte
	for _, d := range v.Pieces() {
		switch {
		case d.Royal:
			king = d.Letter
		case d.Pawn && slots[0] == '.':
			slots[0] = d.Letter
		default:
			if i := strings.IndexByte(xboardSlots, d.Letter); i >= 0 && slots[i] == '.' {
				slots[i] = d.Letter
			} else {
				rest = append(rest, d.Letter)
			}
		}
	}
	for _, l := range rest {
		i := 5 // the fairy slots
		for i < len(slots) && slots[i] != '.' {
			i++
		}
		if i == len(slots) {
			return "", false
		}
		slots[i] = l
	}
	used := strings.TrimRight(string(slots), ".")
	white := used + string(king)
	return white + strings.ToLower(white), true
}

// pieceLines describes one piece for XBoard: `piece L& BETZA` when both
// colours move alike in XBoard's terms, else one line per colour. XBoard
// turns Black's directions by 180°, while the kernel mirrors them top to
// bottom, so Black's left and right are swapped.
func pieceLines(d *movegen.PieceDef, steps int) []string {
	betza := xboardBetza(d.Betza, steps)
	if d.Royal && d.Primitive != "" {
		// XBetza cannot say this king's moves (XBoard needs -xlegal). XBoard
		// 4.9.1 takes every sideways king move of two or more squares for
		// castling and moves the nearest piece along (backend.c,
		// ApplyMove) unless the king's description has an 'i' move and no
		// castling: so "KiK", and castling goes over the wire as the
		// king taking its own rook (see rookCastling).
		betza = "KiK"
	}
	if betza == "" {
		return nil
	}
	black := swapLeftRight(betza)
	if black == betza {
		return []string{fmt.Sprintf("piece %c& %s", d.Letter, betza)}
	}
	return []string{
		fmt.Sprintf("piece %c %s", d.Letter, betza),
		fmt.Sprintf("piece %c %s", d.Letter+'a'-'A', black),
	}
}

// swapLeftRight exchanges the l and r direction modifiers.
func swapLeftRight(betza string) string {
	b := []byte(betza)
	for i, c := range b {
		switch c {
		case 'l':
			b[i] = 'r'
		case 'r':
			b[i] = 'l'
		}
	}
	return string(b)
}

// xboardBetza rewrites XBetza for XBoard 4.9.1's parser (moves.c,
// MovesFromString), which cannot read the `( )` repetition and reads a
// leg's modifiers in one fixed order only. A term with a repeated group
// becomes the finite chains of 0, 1, 2, … repetitions that fit in steps legs
// (the longest line of the board), the same set of moves on that board; the
// modifiers of every leg are put in XBoard's order (see xboardLeg).
func xboardBetza(betza string, steps int) string {
	var out strings.Builder
	for _, term := range betzaTerms(betza) {
		open := strings.IndexByte(term, '(')
		close := strings.IndexByte(term, ')')
		if open < 0 || close < open {
			out.WriteString(xboardTerm(term))
			continue
		}
		pre, group, post := term[:open], term[open+1:close], term[close+1:]
		legs := func(s string) int { return strings.Count(s, "a") }
		for k := 0; legs(pre)+k*legs(group)+legs(post)+1 <= steps; k++ {
			out.WriteString(xboardTerm(pre + strings.Repeat(group, k) + post))
			if legs(group) == 0 {
				break
			}
		}
	}
	return out.String()
}

// xboardModes is the order in which XBoard reads a leg's mode modifiers,
// after the direction modifiers; 'a' ends the leg.
const xboardModes = "mcdetpgoynj"

// xboardTerm writes each leg of a term (legs end at 'a') in XBoard's
// order: 'i' prefixes, directions, then modes in xboardModes order, then
// anything else. The seed's "mpa(mpfa)mfK" has legs "mpf", which XBoard
// reads as a broken leg (a real XBoard 4.9.1 rejects b0b3 for
// mpampfamfW and accepts it for mpafmpafmW).
func xboardTerm(term string) string {
	legs := strings.Split(term, "a")
	for i, leg := range legs {
		var pre, dirs, modes, rest []byte
		for j := 0; j < len(leg); j++ {
			switch c := leg[j]; {
			case c == 'i' && len(dirs)+len(modes)+len(rest) == 0:
				pre = append(pre, c)
			case strings.IndexByte("fblrvsh", c) >= 0:
				dirs = append(dirs, c)
			case strings.IndexByte(xboardModes, c) >= 0:
				modes = append(modes, c)
			default:
				rest = append(rest, c)
			}
		}
		sortByOrder(modes, xboardModes)
		legs[i] = string(pre) + string(dirs) + string(modes) + string(rest)
	}
	return strings.Join(legs, "a")
}

// sortByOrder sorts b by each byte's position in order (stable).
func sortByOrder(b []byte, order string) {
	for i := 1; i < len(b); i++ {
		for j := i; j > 0 && strings.IndexByte(order, b[j]) < strings.IndexByte(order, b[j-1]); j-- {
			b[j], b[j-1] = b[j-1], b[j]
		}
	}
}

// betzaTerms splits XBetza into its terms: modifiers (lower case, groups
// in parentheses) followed by one upper-case atom and its range digits.
func betzaTerms(s string) []string {
	var terms []string
	start, depth := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '(':
			depth++
		case c == ')':
			depth--
		case depth == 0 && c >= 'A' && c <= 'Z':
			j := i + 1
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			terms = append(terms, s[start:j])
			start, i = j, j-1
		}
	}
	if start < len(s) {
		terms = append(terms, s[start:])
	}
	return terms
}

// lift answers `lift SQUARE` with `highlight COLORFEN`: the targets of the
// lifted piece's legal moves, yellow, captures red, promotions magenta.
func (c *cecp) lift(sq, line string) {
	v := c.e.Variant()
	if v.Unbounded() {
		c.errorf("command not legal now", line)
		return
	}
	from, err := c.notation.ParseSquare(sq)
	if err != nil {
		c.errorf("bad square", line)
		return
	}
	pos := c.e.Position()
	var ml movegen.MoveList
	pos.GenerateLegal(&ml)
	marks := map[movegen.Coord]byte{}
	for _, m := range ml.Moves {
		if m.From != from {
			continue
		}
		to := m.To
		if c.rookCastle && m.Kind == movegen.Castle {
			to = m.Aux // castling is entered as the king taking its rook
		}
		mark := byte('Y')
		switch {
		case m.Promo != 0:
			mark = 'M'
		case m.Kind != movegen.Castle && (pos.At(m.To).IsPiece() || m.Kind == movegen.EnPassant):
			mark = 'R'
		}
		if marks[to] != 'R' && marks[to] != 'M' {
			marks[to] = mark
		}
	}
	c.reply("highlight %s", boardFEN(v.Bounds(), marks))
}

// boardFEN writes letters by square as the board field of a FEN (runs of
// empty squares as digits, ranks top to bottom): the edit board's pieces, or
// highlight's colour letters.
func boardFEN(b movegen.Bounds, marks map[movegen.Coord]byte) string {
	var out strings.Builder
	for y := b.Y1; y >= b.Y0; y-- {
		empty := 0
		for x := b.X0; x <= b.X1; x++ {
			m, ok := marks[movegen.Coord{X: x, Y: y}]
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				out.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			out.WriteByte(m)
		}
		if empty > 0 {
			out.WriteString(strconv.Itoa(empty))
		}
		if y > b.Y0 {
			out.WriteByte('/')
		}
	}
	return out.String()
}

// rookCastling reports whether castling goes over the wire as the king
// taking its own partner ("e1h1"), which XBoard 4.9.1 plays as castling:
// for a setup variant whose royal piece XBetza cannot describe.
func rookCastling(v *movegen.Variant, xbName string) bool {
	if setupLines(v, xbName) == nil {
		return false
	}
	for _, d := range v.Pieces() {
		if d.Royal && d.Primitive != "" {
			return true
		}
	}
	return false
}

// castleByPartner finds the castling move of the king on from with the
// partner on to, for rookCastling's notation.
func castleByPartner(pos *movegen.Position, from, to movegen.Coord) (movegen.Move, bool) {
	var ml movegen.MoveList
	pos.GenerateLegal(&ml)
	for _, m := range ml.Moves {
		if m.Kind == movegen.Castle && m.From == from && m.Aux == to {
			return m, true
		}
	}
	return movegen.Move{}, false
}
