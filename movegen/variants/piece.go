package variants

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"lattice/movegen"
	"lattice/movegen/betza"
	"lattice/movegen/icn"
)

// pieceSec is a [piece NAME] section being read.
type pieceSec struct {
	idx  int // index in the section's pieces
	keys map[string]pos
}

// startPiece opens a [piece NAME] section: it changes the piece of that
// name the variant already has, or adds a new one.
func (p *parser) startPiece(at pos, name string) error {
	s := p.sec
	i := s.pieceIndex(name)
	if i >= 0 && s.pieces[i].named {
		return p.errAt(at, "[piece %s] given twice in this variant (first at line %d)", name, s.pieces[i].at.line)
	}
	if i < 0 {
		if len(s.def.Pieces) == movegen.MaxPieceTypes {
			return p.errAt(at, "too many piece types (at most %d)", movegen.MaxPieceTypes)
		}
		s.def.Pieces = append(s.def.Pieces, movegen.PieceDef{Name: name})
		s.pieces = append(s.pieces, pieceInfo{isNew: true})
		i = len(s.def.Pieces) - 1
	}
	s.pieces[i].at, s.pieces[i].named = at, true
	s.pieces[i].keys = map[string]pos{}
	p.piece = &pieceSec{idx: i, keys: s.pieces[i].keys}
	return nil
}

// pieceKeyList names the keys of a [piece] section for error messages.
const pieceKeyList = "letter, betza, value, royal, pawn, castle-partner, primitive, code"

// pieceKey applies one key of a [piece] section.
func (p *parser) pieceKey(at pos, key, val string, valAt pos) error {
	ps := p.piece
	if prev, dup := ps.keys[key]; dup {
		return p.errAt(at, "key %q given twice in this section (first at line %d)", key, prev.line)
	}
	ps.keys[key] = at
	d := &p.sec.def.Pieces[ps.idx]
	info := &p.sec.pieces[ps.idx]
	var err error
	switch key {
	case "letter":
		if len(val) != 1 || val[0] < 'A' || val[0] > 'Z' {
			return p.errAt(valAt, "letter: want one upper-case letter A-Z, got %q", val)
		}
		d.Letter, info.letterAt = val[0], valAt
	case "betza":
		if err := checkBetza(val); err != nil {
			return p.betzaErr(valAt, err)
		}
		d.Betza, info.hasMoves = val, true
	case "value":
		var n int64
		if n, err = parseInt(val, -1_000_000, 1_000_000); err == nil {
			d.Value = int(n)
		}
	case "royal":
		d.Royal, err = parseBool(val)
	case "pawn":
		d.Pawn, err = parseBool(val)
	case "castle-partner":
		d.CastlePartner, err = parseBool(val)
	case "primitive":
		switch _, perr := movegen.ParsePrimitive(val); {
		case val == "none":
			d.Primitive = ""
		case perr != nil:
			err = fmt.Errorf("%v, or none", perr)
		default:
			d.Primitive, info.hasMoves = val, true
		}
	case "code":
		err = checkCode(val)
		d.Code = val
	default:
		return p.errAt(at, "unknown piece key %q (known: %s)", key, pieceKeyList)
	}
	if err != nil {
		return p.errAt(valAt, "%s: %v", key, err)
	}
	return nil
}

// checkBetza parses and expands an XBetza description; errors are
// *betza.ParseError. A non-ASCII character is reported whole ('é', not the
// Latin-1 letters of its bytes).
func checkBetza(s string) error {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return &betza.ParseError{Pos: i, Msg: "unexpected character " + quoteChar(s, i)}
		}
	}
	ast, err := betza.Parse(s)
	if err != nil {
		return err
	}
	_, err = betza.Expand(ast)
	return err
}

// betzaErr reports a bad XBetza description that starts at valAt, pointing
// at the offending character.
func (p *parser) betzaErr(valAt pos, err error) *Error {
	var pe *betza.ParseError
	if errors.As(err, &pe) {
		return &Error{File: p.file, Line: valAt.line, Col: valAt.col + pe.Pos,
			Msg: "betza: " + pe.Msg, Err: err}
	}
	return &Error{File: p.file, Line: valAt.line, Col: valAt.col, Msg: "betza: " + err.Error(), Err: err}
}

// checkCode accepts an ICN piece code: one to four letters or digits, the
// first a letter.
func checkCode(s string) error {
	if s == "" || len(s) > 4 {
		return fmt.Errorf("want 1 to 4 letters, got %q", s)
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || i > 0 && c >= '0' && c <= '9') {
			return fmt.Errorf("%q: character %s not allowed", s, quoteChar(s, i))
		}
	}
	return nil
}

// resolve checks a finished section and compiles it; it returns the
// definition in the canonical form Parse promises.
func (p *parser) resolve(s *section) (movegen.VariantDef, error) {
	d := s.def
	if !s.boardSet {
		return d, p.errAt(s.at, "variant %s: no board (give board, inherit or diagram)", d.Name)
	}
	if len(d.Pieces) == 0 {
		return d, p.errAt(s.at, "variant %s has no pieces", d.Name)
	}
	var byLetter [256]int
	for i := range d.Pieces {
		pd, info := &d.Pieces[i], &s.pieces[i]
		if pd.Letter == 0 {
			return d, p.errAt(info.at, "piece %s: no letter", pd.Name)
		}
		if info.isNew && !info.hasMoves {
			return d, p.errAt(info.at, "piece %s: no moves (give betza or primitive)", pd.Name)
		}
		if j := byLetter[pd.Letter]; j != 0 {
			return d, p.errAt(info.letterAt, "letter %c is used by both %s and %s", pd.Letter, d.Pieces[j-1].Name, pd.Name)
		}
		byLetter[pd.Letter] = i + 1
	}
	if err := p.checkRoyal(s, &d); err != nil {
		return d, err
	}
	if err := p.resolvePromotion(s, &d, &byLetter); err != nil {
		return d, err
	}
	if err := p.resolveStart(s, &d); err != nil {
		return d, err
	}
	if err := movegen.CheckDef(d); err != nil {
		at := s.at
		var de *movegen.DefError
		if errors.As(err, &de) {
			at = s.defErrorAt(de)
		}
		return d, &Error{File: p.file, Line: at.line, Col: at.col, Msg: err.Error(), Err: err}
	}
	if _, err := movegen.NewVariant(d); err != nil {
		at := s.at
		var fe *movegen.FENError
		var pe *movegen.PieceError
		if k, ok := s.keys["start"]; ok && errors.As(err, &fe) {
			at = k
		} else if errors.As(err, &pe) && pe.Index < len(s.pieces) {
			at = s.pieces[pe.Index].at
		}
		return d, &Error{File: p.file, Line: at.line, Col: at.col, Msg: err.Error(), Err: err}
	}
	return d, nil
}

// checkRoyal requires a royal piece: checkmate, the only win condition,
// needs one. The error points at the key that took the last one away (a
// royal = no or a remove), else at the section.
func (p *parser) checkRoyal(s *section, d *movegen.VariantDef) error {
	for i := range d.Pieces {
		if d.Pieces[i].Royal {
			return nil
		}
	}
	at := s.at
	if k, ok := s.keys["remove"]; ok {
		at = k
	}
	for i := range s.pieces {
		if k, ok := s.pieces[i].keys["royal"]; ok {
			at = k
		}
	}
	return p.errAt(at, "variant %s has no royal piece: checkmate needs one (give a piece royal = yes)", d.Name)
}

// defErrorAt is where a definition error of NewVariant was written: the key
// of the piece that set the field at fault, else the piece's header, else
// the section's.
func (s *section) defErrorAt(de *movegen.DefError) pos {
	keys := map[string][]string{
		"Betza":     {"betza", "primitive"},
		"Pawn":      {"pawn", "royal"},
		"Promotion": {"royal", "pawn"},
	}[de.Field]
	if de.Field == "Promotion" {
		if at, ok := s.keys["promotion"]; ok {
			return at
		}
	}
	i := s.pieceIndex(de.Piece)
	if i < 0 {
		return s.at
	}
	for _, k := range keys {
		if at, ok := s.pieces[i].keys[k]; ok {
			return at
		}
	}
	if s.pieces[i].named {
		return s.pieces[i].at
	}
	if at, ok := s.keys["diagram"]; ok {
		return at
	}
	return s.at
}

// resolvePromotion checks the promotion choices and turns the zone into
// PromotionDef ranks.
func (p *parser) resolvePromotion(s *section, d *movegen.VariantDef, byLetter *[256]int) error {
	keyAt := func(k string) pos {
		if at, ok := s.keys[k]; ok {
			return at
		}
		if at, ok := s.keys["diagram"]; ok {
			return at
		}
		return s.at
	}
	for i := 0; i < len(d.Promotion.Letters); i++ {
		if byLetter[d.Promotion.Letters[i]] == 0 {
			return p.errAt(keyAt("promotion"), "promotion: %c is not a piece of variant %s", d.Promotion.Letters[i], d.Name)
		}
	}
	if d.Unbounded {
		for _, k := range []string{"promotion-zone", "promotion-compulsory"} {
			if at, ok := s.keys[k]; ok {
				return p.errAt(at, "%s is for bounded boards; an unbounded one uses promotion-ranks", k)
			}
		}
		d.Promotion.WhiteFrom, d.Promotion.WhiteMust = s.ranks[0], s.ranks[1]
		d.Promotion.BlackFrom, d.Promotion.BlackMust = s.ranks[2], s.ranks[3]
		return nil
	}
	for _, k := range []string{"promotion-ranks", "promotion-compulsory-ranks"} {
		if at, ok := s.keys[k]; ok {
			return p.errAt(at, "%s is for unbounded boards; a bounded one uses promotion-zone", k)
		}
	}
	z := s.depth
	h := int32(d.Bounds.Height())
	for side, name := range []string{"White", "Black"} {
		zone, must := z[2*side], z[2*side+1]
		if zone < 1 || zone > h {
			return p.errAt(keyAt("promotion-zone"), "promotion-zone: %s's zone of %d ranks does not fit the %d ranks of the board", name, zone, h)
		}
		if must < 1 || must > zone {
			return p.errAt(keyAt("promotion-compulsory"), "promotion-compulsory: %s's %d ranks must be 1..%d (the zone)", name, must, zone)
		}
	}
	canonicalPromotion(&d.Promotion, d.Bounds, z)
	return nil
}

// resolveStart checks that the start position fits the board kind.
func (p *parser) resolveStart(s *section, d *movegen.VariantDef) error {
	if d.Unbounded {
		if at, ok := s.keys["start"]; ok {
			return p.errAt(at, "start: an unbounded board takes start-icn, not a FEN")
		}
		if _, ok := s.keys["border"]; ok {
			d.Bounds = s.border
		}
		d.StartFEN = ""
		if d.StartICN == "" {
			return p.errAt(s.at, "variant %s: no start position (give start-icn)", d.Name)
		}
		return p.checkICN(s, d)
	}
	for _, k := range []string{"start-icn", "border"} {
		if at, ok := s.keys[k]; ok {
			return p.errAt(at, "%s is for unbounded boards", k)
		}
	}
	d.StartICN = ""
	if d.StartFEN == "" {
		return p.errAt(s.at, "variant %s: no start position (give start)", d.Name)
	}
	return nil
}

// checkICN checks that the start position's pieces are the variant's (by
// ICN code, or by letter where a piece has no code) and that it asks for no
// win condition but checkmate.
func (p *parser) checkICN(s *section, d *movegen.VariantDef) error {
	at, ok := s.keys["start-icn"]
	if !ok {
		at = s.at
	}
	g, err := icn.Parse(d.StartICN)
	if err != nil {
		return p.errAt(at, "start-icn: %v", err)
	}
	for _, w := range append(g.WinConditions.White, g.WinConditions.Black...) {
		if w != "checkmate" {
			return p.errAt(at, "start-icn: win condition %q is not supported: only checkmate", w)
		}
	}
	for _, gp := range g.Pieces {
		if icn.IsNeutral(gp.Code) {
			return p.errAt(at, "start-icn: neutral piece %s is not supported", gp.Code)
		}
		found := false
		for _, pd := range d.Pieces {
			code := pd.Code
			if code == "" {
				code = string(pd.Letter)
			}
			found = found || strings.EqualFold(code, gp.Code)
		}
		if !found {
			return p.errAt(at, "start-icn: piece code %s (on %d,%d) is not a piece of variant %s", gp.Code, gp.X, gp.Y, d.Name)
		}
	}
	return nil
}
