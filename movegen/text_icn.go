package movegen

import (
	"fmt"
	"strconv"
	"strings"

	"lattice/movegen/icn"
)

// ParseICN reads a position written in ICN (infinite-plane.md) and plays the
// moves it lists. The world border is border when given, else the ICN's own
// border, else none: the open plane for an unbounded variant, the board for
// a bounded one. Borders beyond ±MaxCoord are clamped to it.
//
// ICN fields that change the rules must agree with the variant: a win
// condition other than checkmate is an error, and so is a promotion token
// whose ranks or choices differ from the variant's (see checkICNRules).
func (v *Variant) ParseICN(text string, kind BoardKind, border *Bounds) (*Position, error) {
	return v.parseICN(text, kind, border, nil)
}

// ParseICNDefault is ParseICN with a default world border: the ICN's own
// border when it gives one, else def. Perft uses it to count inside the
// variant's default border unless the position says otherwise.
func (v *Variant) ParseICNDefault(text string, kind BoardKind, def Bounds) (*Position, error) {
	return v.parseICN(text, kind, nil, &def)
}

// parseICN reads text with the world border border (when not nil), else the
// ICN's, else def (when not nil), else the variant's default.
func (v *Variant) parseICN(text string, kind BoardKind, border, def *Bounds) (*Position, error) {
	g, err := icn.Parse(text)
	if err != nil {
		return nil, err
	}
	if err := v.checkICNRules(g); err != nil {
		return nil, err
	}
	b := v.def.Bounds
	switch {
	case border != nil:
		b = *border
	case g.Border != nil:
		b = boundsOf(g.Border)
	case def != nil:
		b = *def
	case v.def.Unbounded:
		b = openBounds
	}
	if b.X1 < b.X0 || b.Y1 < b.Y0 {
		return nil, fmt.Errorf("icn: empty world border %v", b)
	}
	if kind == AutoBoard && v.def.Unbounded {
		kind = SparseBoard
	}
	if kind == MailboxBoard && (b.Width() > MaxMailboxSide || b.Height() > MaxMailboxSide) {
		return nil, fmt.Errorf("icn: a %dx%d border does not fit a mailbox board (at most %d)", b.Width(), b.Height(), MaxMailboxSide)
	}
	p := newEmptyPosition(v, kind, b)
	for i, gp := range g.Pieces {
		if err := p.placeICN(i+1, gp); err != nil {
			return nil, err
		}
	}
	p.side = White
	if g.Side == icn.Black {
		p.side = Black
	}
	if g.EnPassant != nil {
		if err := p.setEnPassant(Coord{int32(g.EnPassant.X), int32(g.EnPassant.Y)}, g.EnPassant.String()); err != nil {
			return nil, asICN(err)
		}
	}
	if g.MoveRule != nil {
		p.halfmove = int(g.MoveRule.Count)
	}
	if g.Fullmove > 0 {
		p.fullmove = int(g.Fullmove)
	}
	if err := p.validate(); err != nil {
		return nil, asICN(err)
	}
	p.finishSetup()
	for i, mt := range g.Moves {
		m, err := p.matchMoveText(mt)
		if err != nil {
			return nil, fmt.Errorf("icn: move %d (%s): %v", i+1, mt.String(), err)
		}
		p.Make(m)
	}
	return p, nil
}

// asICN labels a position error found while reading ICN as such: the
// checks are shared with FEN, the label is not.
func asICN(err error) error {
	if fe, ok := err.(*FENError); ok {
		e := *fe
		e.ICN = true
		return &e
	}
	return err
}

// boundsOf turns an ICN world border into Bounds, an unbounded side into
// the coordinate limit.
func boundsOf(b *icn.Border) Bounds {
	edge := func(e icn.Edge, open int32) int32 {
		switch {
		case e.Unbounded:
			return open
		case e.Value > MaxCoord:
			return MaxCoord
		case e.Value < -MaxCoord:
			return -MaxCoord
		}
		return int32(e.Value)
	}
	return Bounds{edge(b.Left, -MaxCoord), edge(b.Right, MaxCoord), edge(b.Bottom, -MaxCoord), edge(b.Top, MaxCoord)}
}

// placeICN puts one piece of an ICN piece list on the board.
func (p *Position) placeICN(n int, gp icn.Piece) error {
	t, ok := p.v.byCode(gp.Code)
	if !ok {
		return fmt.Errorf("icn: piece %d: %q is not a piece of %s", n, gp.Code, p.v.def.Name)
	}
	c := Coord{int32(gp.X), int32(gp.Y)}
	if !p.bounds().Contains(c) {
		return fmt.Errorf("icn: piece %d: %s stands outside the world border", n, c)
	}
	if p.At(c) != Empty {
		return fmt.Errorf("icn: piece %d: square %s is taken twice", n, c)
	}
	col := White
	if !gp.White {
		col = Black
	}
	pc := NewPiece(t, col, gp.Unmoved && p.v.tracksUnmoved(t))
	p.put(c, pc)
	return nil
}

// setEnPassant sets the en passant square c (named name in messages) after
// checking that an enemy pawn has just passed over it.
func (p *Position) setEnPassant(c Coord, name string) error {
	victim := Coord{c.X, c.Y - 1}
	if p.side == Black {
		victim = Coord{c.X, c.Y + 1}
	}
	them := p.side.Other()
	vp := p.At(victim)
	if p.At(c) != Empty || !vp.IsPiece() || vp.Color() != them || !p.v.IsPawn(vp.Type()) {
		return fenErr("en passant", "no %s pawn has just passed over %s", them, name)
	}
	p.ep, p.epVictim = c, victim
	return nil
}

// ICN writes the position (without its history) in ICN.
func (p *Position) ICN() string {
	g := &icn.Game{Side: icn.White, Fullmove: int64(p.fullmove)}
	if p.side == Black {
		g.Side = icn.Black
	}
	if p.ep != NoCoord() {
		g.EnPassant = &icn.Square{X: int64(p.ep.X), Y: int64(p.ep.Y)}
	}
	if p.v.def.FiftyMove {
		g.MoveRule = &icn.MoveRule{Count: int64(p.halfmove), Limit: 100}
	}
	if b := p.bounds(); b != openBounds {
		edge := func(v int32) icn.Edge {
			if v == MaxCoord || v == -MaxCoord {
				return icn.Edge{Unbounded: true}
			}
			return icn.Edge{Value: int64(v)}
		}
		g.Border = &icn.Border{Left: edge(b.X0), Right: edge(b.X1), Bottom: edge(b.Y0), Top: edge(b.Y1)}
	}
	for col := Color(0); col < 2; col++ {
		for _, c := range p.sortedPieces(col) {
			pc := p.At(c)
			g.Pieces = append(g.Pieces, icn.Piece{Code: p.v.def.Pieces[pc.Type()-1].ICNCode(), White: col == White,
				X: int64(c.X), Y: int64(c.Y), Unmoved: pc.Unmoved()})
		}
	}
	return icn.Format(g)
}

// sortedPieces lists col's pieces by rank, then file, so that equal
// positions write equal text.
func (p *Position) sortedPieces(col Color) []Coord {
	l := append([]Coord(nil), p.list[col]...)
	for i := 1; i < len(l); i++ {
		for j := i; j > 0 && (l[j].Y < l[j-1].Y || (l[j].Y == l[j-1].Y && l[j].X < l[j-1].X)); j-- {
			l[j], l[j-1] = l[j-1], l[j]
		}
	}
	return l
}

// ICNMove writes m in the machine form x,y>x,y (with =CODE for a promotion).
func (p *Position) ICNMove(m Move) string {
	promo := ""
	if m.Promo != 0 {
		promo = p.v.def.Pieces[m.Promo-1].ICNCode()
		if p.side == Black {
			promo = strings.ToLower(promo)
		}
	}
	return icn.Machine(icn.Square{X: int64(m.From.X), Y: int64(m.From.Y)}, icn.Square{X: int64(m.To.X), Y: int64(m.To.Y)}, promo)
}

// ParseICNMove reads a move in any plane notation (machine x,y>x,y, numeric
// R(1,4)x(0,4), lettered R(e8)-(e5), long or short) and returns the legal
// move it names, or an error that says why there is none.
func (p *Position) ParseICNMove(s string) (Move, error) {
	mt, err := icn.ParseMove(s)
	if err != nil {
		return Move{}, err
	}
	m, err := p.matchMoveText(mt)
	if err != nil {
		return Move{}, fmt.Errorf("move %s: %v", quoteLong(s), err)
	}
	return m, nil
}

// matchMoveText finds the legal move a parsed move text names. The target
// square is made a focus of generation, so that a move to a far square of an
// open ray is found.
func (p *Position) matchMoveText(mt icn.MoveText) (Move, error) {
	if !inRange(mt.To) || (mt.From != nil && !inRange(*mt.From)) {
		return Move{}, fmt.Errorf("square outside ±%d", MaxCoord)
	}
	to := Coord{int32(mt.To.X), int32(mt.To.Y)}
	var promo PieceType
	if mt.Promo != "" {
		t, ok := p.v.byCode(mt.Promo)
		if !ok {
			return Move{}, fmt.Errorf("%q is not a piece of %s", mt.Promo, p.v.def.Name)
		}
		promo = t
	}
	var want PieceType
	if mt.Piece != "" {
		t, ok := p.v.byCode(mt.Piece)
		if !ok {
			return Move{}, fmt.Errorf("%q is not a piece of %s", mt.Piece, p.v.def.Name)
		}
		want = t
	}
	p.focus, p.hasFocus, p.candidates = to, true, true
	ml := &p.scratch
	p.GenerateLegal(ml)
	p.hasFocus, p.candidates = false, false
	var found []Move
	for _, m := range ml.Moves {
		if m.To != to || m.Promo != promo {
			continue
		}
		if mt.From != nil && (m.From.X != int32(mt.From.X) || m.From.Y != int32(mt.From.Y)) {
			continue
		}
		mover := p.At(m.From).Type()
		if want != 0 && mover != want {
			continue
		}
		if want == 0 && mt.From == nil && !p.v.IsPawn(mover) {
			continue // a short form without a letter is a pawn move
		}
		found = append(found, m)
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return Move{}, fmt.Errorf("no legal move matches")
	}
	var names []string
	for _, m := range found {
		names = append(names, p.ICNMove(m))
	}
	return Move{}, fmt.Errorf("ambiguous: %s", strings.Join(names, ", "))
}

func inRange(s icn.Square) bool {
	return s.X >= -MaxCoord && s.X <= MaxCoord && s.Y >= -MaxCoord && s.Y <= MaxCoord
}

// checkICNRules rejects the ICN fields that would change the game into one
// the variant does not play. Win conditions: only checkmate (the kernel has
// no other). Promotions: each side's ranks must be the variant's compulsory
// promotion rank (a listed rank beyond it is harmless: no pawn stands
// there), and written choices must be the variant's as a set; a token
// without choices keeps the variant's. The variant's rule cannot change per
// position, so a different one is an error, not a silent substitution.
func (v *Variant) checkICNRules(g *icn.Game) error {
	for _, w := range [][]string{g.WinConditions.White, g.WinConditions.Black} {
		for _, c := range w {
			if c != "checkmate" {
				return fmt.Errorf("icn: win condition %s is not supported (only checkmate)", c)
			}
		}
	}
	if g.Promotions == nil || v.pawnTypes == 0 {
		return nil
	}
	pr := g.Promotions
	for col := Color(0); col < 2; col++ {
		line, from, must, beyond := pr.White, v.promo.WhiteFrom, v.promo.WhiteMust, int64(1)
		ic := icn.White
		if col == Black {
			line, from, must, beyond = pr.Black, v.promo.BlackFrom, v.promo.BlackMust, -1
			ic = icn.Black
		}
		if from != must {
			return fmt.Errorf("icn: promotions: %s's pawns may promote before rank %d, which ICN cannot say; leave the promotion token out", v.def.Name, must)
		}
		ok := false
		for _, r := range line.Ranks {
			ok = ok || r == int64(must)
			if (r-int64(must))*beyond < 0 {
				ok = false
				break
			}
		}
		if !ok {
			return fmt.Errorf("icn: promotions: %s promotes on rank %d in %s, not %s", col, must, v.def.Name, ranksText(line.Ranks))
		}
		if pr.White.Pieces == nil && pr.Black.Pieces == nil {
			continue
		}
		if err := v.checkICNChoices(col, pr.PiecesFor(ic)); err != nil {
			return err
		}
	}
	return nil
}

// checkICNChoices checks that codes are the variant's promotion choices.
func (v *Variant) checkICNChoices(col Color, codes []string) error {
	var got, want uint64
	for _, c := range codes {
		t, ok := v.byCode(c)
		if !ok {
			return fmt.Errorf("icn: promotions: %s is not a piece of %s", c, v.def.Name)
		}
		got |= 1 << t
	}
	names := make([]string, len(v.promo.Types))
	for i, t := range v.promo.Types {
		want |= 1 << t
		names[i] = v.def.Pieces[t-1].ICNCode()
	}
	if got != want {
		return fmt.Errorf("icn: promotions: %s's choices %s differ from %s's (%s)",
			col, strings.Join(codes, ","), v.def.Name, strings.Join(names, ","))
	}
	return nil
}

// ranksText writes a promotion token's ranks for a message.
func ranksText(r []int64) string {
	if len(r) == 0 {
		return "none"
	}
	s := make([]string, len(r))
	for i, y := range r {
		s[i] = strconv.FormatInt(y, 10)
	}
	return strings.Join(s, ",")
}
