package variants

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"lattice/movegen"
	"lattice/movegen/icn"
)

// section is a [variant NAME] section being read: the definition so far and
// where each part of it was written, for error messages.
type section struct {
	def  movegen.VariantDef
	at   pos
	keys map[string]pos // variant keys given in this section
	// boardSet: the board is known (given here, inherited or from a diagram).
	boardSet bool
	// other: a key other than inherit and diagram has been read.
	other, diagram bool
	// depth is the promotion zone of a bounded board in ranks from each
	// side's far end: White's zone, White's compulsory part, Black's, Black's.
	depth [4]int32
	// ranks is the promotion definition of an unbounded board as absolute
	// ranks: WhiteFrom, WhiteMust, BlackFrom, BlackMust.
	ranks [4]int32
	// border is the world border given by a border key.
	border movegen.Bounds
	pieces []pieceInfo // parallel to def.Pieces
}

// pieceInfo remembers where a piece of the section was defined.
type pieceInfo struct {
	at       pos // its [piece] header, or the section's header when inherited
	letterAt pos
	isNew    bool // defined in this section (not inherited, not from a diagram)
	hasMoves bool // a betza key or a primitive was given
	named    bool // a [piece] section for it appeared in this section
	// keys are where the piece's keys were given in this section.
	keys map[string]pos
}

func newSection(name string, at pos) *section {
	return &section{
		def:  movegen.VariantDef{Name: name, FiftyMove: true, Insufficient: movegen.FIDEInsufficient},
		at:   at,
		keys: map[string]pos{},
		// Orthodox promotion: on the last rank, compulsory.
		depth: [4]int32{1, 1, 1, 1},
	}
}

// adopt makes d (inherited or built from a diagram) the section's
// definition, keeping the section's name.
func (s *section) adopt(d movegen.VariantDef) {
	name := s.def.Name
	s.def = d
	s.def.Name = name
	s.def.Pieces = append([]movegen.PieceDef(nil), d.Pieces...)
	s.pieces = make([]pieceInfo, len(d.Pieces))
	for i := range s.pieces {
		s.pieces[i] = pieceInfo{at: s.at, letterAt: s.at, hasMoves: true}
	}
	s.boardSet = true
	s.depth = promoDepth(d)
	pr := d.Promotion
	s.ranks = [4]int32{pr.WhiteFrom, pr.WhiteMust, pr.BlackFrom, pr.BlackMust}
}

// promoDepth reads a definition's promotion zone as depths from the far
// ends of its board (see canonicalPromotion for the inverse).
func promoDepth(d movegen.VariantDef) [4]int32 {
	pr, b := d.Promotion, d.Bounds
	var z [4]int32
	z[0] = 1
	if pr.WhiteFrom != 0 {
		z[0] = b.Y1 - pr.WhiteFrom + 1
	}
	z[1] = z[0]
	if pr.WhiteMust != 0 {
		z[1] = b.Y1 - pr.WhiteMust + 1
	}
	z[2] = 1
	if pr.BlackFrom != 0 {
		z[2] = pr.BlackFrom - b.Y0 + 1
	}
	z[3] = z[2]
	if pr.BlackMust != 0 {
		z[3] = pr.BlackMust - b.Y0 + 1
	}
	return z
}

// canonicalPromotion turns zone depths into the PromotionDef fields the way
// Parse always stores them: a zone of one rank is 0 (the last rank), and a
// compulsory part equal to the zone is 0 (the kernel's "same as From").
func canonicalPromotion(pr *movegen.PromotionDef, b movegen.Bounds, z [4]int32) {
	pr.WhiteFrom, pr.WhiteMust, pr.BlackFrom, pr.BlackMust = 0, 0, 0, 0
	if z[0] != 1 {
		pr.WhiteFrom = b.Y1 - z[0] + 1
	}
	if z[1] != z[0] {
		pr.WhiteMust = b.Y1 - z[1] + 1
	}
	if z[2] != 1 {
		pr.BlackFrom = b.Y0 + z[2] - 1
	}
	if z[3] != z[2] {
		pr.BlackMust = b.Y0 + z[3] - 1
	}
}

// variantKey applies one key of a [variant] section.
func (p *parser) variantKey(at pos, key, val string, valAt pos) error {
	s := p.sec
	if prev, dup := s.keys[key]; dup {
		return p.errAt(at, "key %q given twice in this section (first at line %d)", key, prev.line)
	}
	switch key {
	case "inherit":
		if s.other || s.diagram {
			return p.errAt(at, "inherit must be the first key of its section")
		}
		d, ok := p.find(val)
		if !ok {
			return p.errAt(valAt, "inherit: unknown variant %q (built-in, or defined earlier in this file)", val)
		}
		s.adopt(d)
	case "diagram":
		if s.other {
			return p.errAt(at, "diagram must come before every key but inherit")
		}
		d, err := parseDiagram(val)
		if err != nil {
			return p.diagramErr(valAt, err)
		}
		s.applyDiagram(d, at)
		s.diagram = true
	default:
		s.other = true
		if err := p.ruleKey(at, key, val, valAt); err != nil {
			return err
		}
	}
	s.keys[key] = at
	return nil
}

// ruleKey applies a variant key other than inherit and diagram.
func (p *parser) ruleKey(at pos, key, val string, valAt pos) error {
	s := p.sec
	d := &s.def
	var err error
	switch key {
	case "board":
		return p.board(val, valAt)
	case "border":
		s.border, err = movegen.ParseBounds(val)
	case "start":
		d.StartFEN = strings.Join(strings.Fields(val), " ")
		if d.StartFEN == "" {
			err = fmt.Errorf("empty start position")
		}
	case "start-icn":
		if _, err := icn.Parse(val); err != nil {
			var se *icn.SyntaxError
			if errors.As(err, &se) {
				return p.errAt(valAt.shift(se.Offset), "start-icn: %s (at %q)", se.Reason, se.Near)
			}
			return p.errAt(valAt, "start-icn: %v", err)
		}
		d.StartICN = val
	case "promotion":
		return p.promotionLetters(val, valAt)
	case "promotion-zone":
		err = parsePair(val, 1, MaxSide, &s.depth[0], &s.depth[2])
		s.depth[1], s.depth[3] = s.depth[0], s.depth[2]
	case "promotion-compulsory":
		err = parsePair(val, 1, MaxSide, &s.depth[1], &s.depth[3])
	case "promotion-ranks":
		err = parsePair(val, -movegen.MaxCoord, movegen.MaxCoord, &s.ranks[0], &s.ranks[2])
		s.ranks[1], s.ranks[3] = 0, 0
	case "promotion-compulsory-ranks":
		err = parsePair(val, -movegen.MaxCoord, movegen.MaxCoord, &s.ranks[1], &s.ranks[3])
	case "promotion-limited":
		d.Promotion.Limited, err = parseBool(val)
	case "fifty-move":
		d.FiftyMove, err = parseBool(val)
	case "repetition":
		if val != "3" {
			err = fmt.Errorf("repetition %q is not supported: only 3 (threefold repetition is a draw)", val)
		}
	case "win":
		if val != "checkmate" {
			err = fmt.Errorf("win condition %q is not supported: only checkmate", val)
		}
	case "insufficient":
		d.Insufficient, err = parseInsufficient(val)
	case "board-kind":
		d.Board, err = movegen.ParseBoardKind(val)
	case "remove":
		return p.remove(val, valAt)
	default:
		return p.errAt(at, "unknown variant key %q (known: %s)", key, variantKeyList)
	}
	if err != nil {
		return p.errAt(valAt, "%s: %v", key, err)
	}
	return nil
}

// variantKeyList names the keys of a [variant] section for error messages.
const variantKeyList = "inherit, diagram, board, border, start, start-icn, promotion, " +
	"promotion-zone, promotion-compulsory, promotion-ranks, promotion-compulsory-ranks, " +
	"promotion-limited, fifty-move, repetition, win, insufficient, board-kind, remove"

// board reads "FILESxRANKS" or "unbounded".
func (p *parser) board(val string, valAt pos) error {
	s := p.sec
	if val == "unbounded" {
		if !s.def.Unbounded {
			s.def.Bounds = movegen.Bounds{X0: -defaultBorderSize, X1: defaultBorderSize,
				Y0: -defaultBorderSize, Y1: defaultBorderSize}
		}
		s.def.Unbounded = true
		s.boardSet = true
		return nil
	}
	fs, rs, ok := strings.Cut(val, "x")
	if !ok {
		return p.errAt(valAt, "board: want FILESxRANKS (e.g. 10x8) or unbounded, got %q", val)
	}
	w, err := parseInt(fs, 1, MaxSide)
	if err != nil {
		return p.errAt(valAt, "board: files: %v", err)
	}
	h, err := parseInt(rs, 1, MaxSide)
	if err != nil {
		return p.errAt(valAt.shift(len(fs)+1), "board: ranks: %v", err)
	}
	s.def.Unbounded = false
	s.def.Bounds = movegen.Bounds{X0: 1, X1: int32(w), Y0: 1, Y1: int32(h)}
	s.boardSet = true
	return nil
}

// defaultBorderSize is the half-width of the world border of an unbounded
// board whose file gives none: ±10^9, the range the infinite-plane rules
// demand.
const defaultBorderSize = 1_000_000_000

// promotionLetters reads the promotion choices: upper-case piece letters,
// or "-" for none.
func (p *parser) promotionLetters(val string, valAt pos) error {
	if val == "-" {
		p.sec.def.Promotion.Letters = ""
		return nil
	}
	if val == "" {
		return p.errAt(valAt, "promotion: empty (write - for no promotion)")
	}
	for i := 0; i < len(val); i++ {
		if c := val[i]; c < 'A' || c > 'Z' {
			return p.errAt(valAt.shift(i), "promotion: %s is not an upper-case piece letter", quoteChar(val, i))
		}
		if strings.IndexByte(val[:i], val[i]) >= 0 {
			return p.errAt(valAt.shift(i), "promotion: %q listed twice", val[i])
		}
	}
	p.sec.def.Promotion.Letters = val
	return nil
}

// remove drops inherited pieces named in a comma-separated list.
func (p *parser) remove(val string, valAt pos) error {
	s := p.sec
	off := 0
	for _, part := range strings.Split(val, ",") {
		name := strings.TrimSpace(part)
		at := valAt.shift(off + strings.Index(part, name))
		off += len(part) + 1
		i := s.pieceIndex(name)
		if i < 0 {
			return p.errAt(at, "remove: no piece %q to remove", name)
		}
		s.def.Pieces = append(s.def.Pieces[:i], s.def.Pieces[i+1:]...)
		s.pieces = append(s.pieces[:i], s.pieces[i+1:]...)
	}
	return nil
}

func (s *section) pieceIndex(name string) int {
	for i := range s.def.Pieces {
		if s.def.Pieces[i].Name == name {
			return i
		}
	}
	return -1
}

// parsePair reads "N" (both sides) or "W/B".
func parsePair(val string, lo, hi int64, w, b *int32) error {
	ws, bs, two := strings.Cut(val, "/")
	x, err := parseInt(strings.TrimSpace(ws), lo, hi)
	if err != nil {
		return err
	}
	y := x
	if two {
		if y, err = parseInt(strings.TrimSpace(bs), lo, hi); err != nil {
			return err
		}
	}
	*w, *b = int32(x), int32(y)
	return nil
}

// parseInt reads a decimal integer in [lo, hi].
func parseInt(s string, lo, hi int64) (int64, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%q is not a number", s)
	}
	if n < lo || n > hi {
		return 0, fmt.Errorf("%d is out of range %d..%d", n, lo, hi)
	}
	return n, nil
}

// parseBool reads yes/no, true/false, on/off.
func parseBool(s string) (bool, error) {
	switch s {
	case "yes", "true", "on":
		return true, nil
	case "no", "false", "off":
		return false, nil
	}
	return false, fmt.Errorf("want yes or no, got %q", s)
}

func parseInsufficient(s string) (movegen.InsufficientRule, error) {
	for r := movegen.NoInsufficient; r <= movegen.PlaneInsufficient; r++ {
		if s == insufficientName(r) {
			return r, nil
		}
	}
	return 0, fmt.Errorf("want none, fide or plane, got %q", s)
}

// insufficientName is the file's name for a rule of draws by material.
func insufficientName(r movegen.InsufficientRule) string {
	switch r {
	case movegen.NoInsufficient:
		return "none"
	case movegen.FIDEInsufficient:
		return "fide"
	case movegen.PlaneInsufficient:
		return "plane"
	}
	return fmt.Sprintf("rule-%d", r)
}
