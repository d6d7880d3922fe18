package movegen

import (
	"fmt"
	"slices"
	"strings"
)

// PieceDef describes one kind of piece of a variant.
type PieceDef struct {
	Name string
	// Letter is the FEN letter, upper case; Black's pieces use the lower case.
	Letter byte
	// Betza is the piece's moves in XBetza notation.
	Betza string
	// Primitive names a movement XBetza cannot express ("spiral", "prime");
	// its moves are added to those of Betza.
	Primitive string
	// Value is the piece's worth in centipawns, for evaluation.
	Value int
	// Royal pieces may not be left in check; losing them all is losing.
	Royal bool
	// Pawn pieces promote in the promotion zone and reset the move-rule clock.
	Pawn bool
	// CastlePartner pieces (rooks) may castle with a royal piece.
	CastlePartner bool
	// Code is the piece's ICN code (K, Q, CH, HA, …); empty means Letter.
	Code string
}

// promotion is a compiled PromotionDef: where pawns promote. White may promote on
// ranks y ≥ WhiteFrom and must on y ≥ WhiteMust; Black mirrors with ≤.
type promotion struct {
	Types []PieceType
	// Limited: only to types the side has fewer of than at the start.
	Limited              bool
	WhiteFrom, WhiteMust int32
	BlackFrom, BlackMust int32
}

// InsufficientRule names a variant's table of draws by insufficient material.
type InsufficientRule uint8

const (
	// NoInsufficient never declares a draw by material.
	NoInsufficient InsufficientRule = iota
	// FIDEInsufficient is orthodox chess: K v K, K+minor v K, and bishops all
	// on one square colour.
	FIDEInsufficient
	// PlaneInsufficient is the infinite plane's table (infinite-plane.md).
	PlaneInsufficient
)

// Variant is a compiled game definition: the board, the pieces with their
// move programs, the start position and the rules. It never changes after
// NewVariant returns, so any number of positions may share it.
type Variant struct {
	// def is a copy of the definition the variant was compiled from; callers
	// read it through Definition and the accessors, so it cannot drift from
	// the compiled programs.
	def VariantDef

	start      startInfo
	promo      promotion
	progs      [256]*Program
	byLetter   [256]PieceType
	enemy      [2][256]bool // enemy[c][p]: p is a piece of c's opponent
	target     [2][256]int  // target[c][p]: 1 when c may move onto p (empty or enemy)
	attack     [2]attackTable
	fastLegal  bool
	pawnTypes  uint32 // bit t set when type t is a pawn
	royalTypes uint32 // bit t set when type t is royal
	// minor says which types move exactly as a bishop or a knight, for
	// FIDE's dead-material rule (classifyMinor).
	minor [MaxPieceTypes + 1]minorKind

	geo *mailboxGeo // the mailbox tables of Bounds, when it fits
}

// VariantDef is what NewVariant compiles: a game as data.
type VariantDef struct {
	Name string
	// Bounds is the board. On an unbounded variant it is only the default
	// world border perft counts inside.
	Bounds Bounds
	// Unbounded variants are played on the whole plane (coordinates up to
	// ±MaxCoord); they use the sparse board.
	Unbounded bool
	Pieces    []PieceDef
	// StartFEN is the start position of a bounded variant.
	StartFEN string
	// StartICN is the start position of an unbounded variant, in ICN.
	StartICN  string
	Promotion PromotionDef
	// FiftyMove enables the 50-move rule.
	FiftyMove    bool
	Insufficient InsufficientRule
	// Board forces a board kind; AutoBoard lets the board size decide.
	Board BoardKind
}

// PromotionDef says where and into what pawns promote.
type PromotionDef struct {
	// Letters are the pieces pawns may promote to, e.g. "QRBN".
	Letters string
	// White may promote on ranks y ≥ WhiteFrom and must on y ≥ WhiteMust;
	// Black on y ≤ BlackFrom and y ≤ BlackMust. Zero means the last rank.
	WhiteFrom, WhiteMust, BlackFrom, BlackMust int32
	// Limited allows only types of which the side has fewer on the board
	// than in the start position (Grand Chess).
	Limited bool
}

// NewVariant compiles a definition. Errors name the piece and the problem.
func NewVariant(d VariantDef) (*Variant, error) {
	if d.Bounds.X1 < d.Bounds.X0 || d.Bounds.Y1 < d.Bounds.Y0 {
		return nil, fmt.Errorf("variant %s: empty board", d.Name)
	}
	if len(d.Pieces) == 0 || len(d.Pieces) > MaxPieceTypes {
		return nil, fmt.Errorf("variant %s: %d piece types (1..%d allowed)", d.Name, len(d.Pieces), MaxPieceTypes)
	}
	d.Pieces = slices.Clone(d.Pieces)
	v := &Variant{def: d}
	if v.def.Board == MailboxBoard && !v.fitsMailbox() {
		return nil, fmt.Errorf("variant %s: board %dx%d is too large for a mailbox (max %d)",
			d.Name, d.Bounds.Width(), d.Bounds.Height(), MaxMailboxSide)
	}
	for i, pd := range d.Pieces {
		t := PieceType(i + 1)
		up := pd.Letter
		if up < 'A' || up > 'Z' {
			return nil, fmt.Errorf("variant %s: piece %q: letter %q is not an upper-case letter", d.Name, pd.Name, up)
		}
		if v.byLetter[up] != 0 {
			return nil, fmt.Errorf("variant %s: letter %c is used twice", d.Name, up)
		}
		v.byLetter[up] = t
		v.byLetter[up+'a'-'A'] = t
		if pd.Pawn {
			v.pawnTypes |= 1 << t
		}
		if pd.Royal {
			v.royalTypes |= 1 << t
		}
	}
	if err := CheckDef(d); err != nil {
		return nil, err
	}
	if err := v.setPromotion(d); err != nil {
		return nil, err
	}
	if v.fitsMailbox() {
		v.geo = newMailboxGeo(d.Bounds, &v.promo)
	}
	if err := v.compilePrograms(); err != nil {
		return nil, err
	}
	if err := v.checkUnbounded(); err != nil {
		return nil, err
	}
	for t := PieceType(1); int(t) <= len(v.def.Pieces); t++ {
		v.minor[t] = v.classifyMinor(t)
	}
	v.readStart()
	for c := Color(0); c < 2; c++ {
		for pc := 1; pc < 256; pc++ {
			q := Piece(pc)
			v.enemy[c][pc] = q.IsPiece() && v.progs[q] != nil && q.Color() != c
			if v.enemy[c][pc] {
				v.target[c][pc] = 1
			}
		}
		v.target[c][Empty] = 1
	}
	v.buildAttackTables()
	v.fastLegal = v.fastLegalityValid()
	if d.Unbounded && d.StartICN == "" {
		return nil, fmt.Errorf("variant %s: an unbounded variant needs a start position in ICN", d.Name)
	}
	if d.StartICN != "" {
		if _, err := v.ParseICN(d.StartICN, AutoBoard, nil); err != nil {
			return nil, fmt.Errorf("variant %s: start position: %w", d.Name, err)
		}
	} else if d.StartFEN != "" {
		if _, err := v.ParseFEN(d.StartFEN); err != nil {
			return nil, fmt.Errorf("variant %s: start position: %w", d.Name, err)
		}
	}
	return v, nil
}

// DefError is a definition NewVariant rejects because of one piece or rule.
// Piece names the piece at fault; Field names the PieceDef or VariantDef
// field that makes it so ("Betza", "Pawn", "Promotion"), so that a loader
// can point at the line that set it.
type DefError struct {
	Variant, Piece, Field string
	Msg                   string
}

// Error names the variant and says what is wrong.
func (e *DefError) Error() string { return "variant " + e.Variant + ": " + e.Msg }

// CheckDef rejects, with a *DefError, the definitions whose pieces cannot
// take part in a game: a piece with no moves at all (empty betza and no
// primitive), a royal pawn (it would promote away the king), and a
// promotion to a royal piece (a second king) or to a pawn (it would stand
// where it must promote). NewVariant runs it; a loader may run it first to
// place the error.
func CheckDef(d VariantDef) error {
	for i := range d.Pieces {
		pd := &d.Pieces[i]
		if strings.TrimSpace(pd.Betza) == "" && pd.Primitive == "" {
			return &DefError{Variant: d.Name, Piece: pd.Name, Field: "Betza",
				Msg: fmt.Sprintf("piece %s has no moves: its betza is empty and it has no primitive", pd.Name)}
		}
		if pd.Royal && pd.Pawn {
			return &DefError{Variant: d.Name, Piece: pd.Name, Field: "Pawn",
				Msg: fmt.Sprintf("piece %s is both royal and a pawn: it would promote away the king", pd.Name)}
		}
	}
	for i := 0; i < len(d.Promotion.Letters); i++ {
		for j := range d.Pieces {
			c := &d.Pieces[j]
			if c.Letter != d.Promotion.Letters[i] {
				continue
			}
			switch {
			case c.Royal:
				return &DefError{Variant: d.Name, Piece: c.Name, Field: "Promotion",
					Msg: fmt.Sprintf("promotion choice %c (%s) is royal: a promotion would give a side a second king", c.Letter, c.Name)}
			case c.Pawn:
				return &DefError{Variant: d.Name, Piece: c.Name, Field: "Promotion",
					Msg: fmt.Sprintf("promotion choice %c (%s) is a pawn: it would stand where it must promote", c.Letter, c.Name)}
			}
		}
	}
	return nil
}

func (v *Variant) setPromotion(d VariantDef) error {
	pd := d.Promotion
	pr := promotion{WhiteFrom: pd.WhiteFrom, WhiteMust: pd.WhiteMust,
		BlackFrom: pd.BlackFrom, BlackMust: pd.BlackMust, Limited: pd.Limited}
	if pr.WhiteFrom == 0 {
		pr.WhiteFrom = v.def.Bounds.Y1
	}
	if pr.WhiteMust == 0 {
		pr.WhiteMust = pr.WhiteFrom
	}
	if pr.BlackFrom == 0 {
		pr.BlackFrom = v.def.Bounds.Y0
	}
	if pr.BlackMust == 0 {
		pr.BlackMust = pr.BlackFrom
	}
	for i := 0; i < len(pd.Letters); i++ {
		t := v.byLetter[pd.Letters[i]]
		if t == 0 {
			return fmt.Errorf("variant %s: promotion choice %q is not a piece of the variant", v.def.Name, pd.Letters[i])
		}
		pr.Types = append(pr.Types, t)
	}
	v.promo = pr
	return nil
}

// checkUnbounded rejects pieces whose moves the kernel cannot yet bound on
// an open plane: multi-leg paths with a rider leg (they would walk a line
// that never ends square by square) and the spiral mover.
func (v *Variant) checkUnbounded() error {
	if !v.def.Unbounded {
		return nil
	}
	for i := range v.def.Pieces {
		prog := v.progs[NewPiece(PieceType(i+1), White, false)]
		if prog.Primitive == SpiralMover {
			return fmt.Errorf("variant %s: piece %s: the spiral mover is not supported on an unbounded board yet", v.def.Name, v.def.Pieces[i].Name)
		}
		for _, path := range prog.Paths {
			for _, l := range path.Legs {
				if l.Max != 1 {
					return fmt.Errorf("variant %s: piece %s: %s: multi-leg moves with a rider leg are not supported on an unbounded board yet",
						v.def.Name, v.def.Pieces[i].Name, v.def.Pieces[i].Betza)
				}
			}
		}
	}
	return nil
}

func (v *Variant) fitsMailbox() bool {
	return v.def.Bounds.Width() <= MaxMailboxSide && v.def.Bounds.Height() <= MaxMailboxSide
}

func (v *Variant) defaultBoard() BoardKind {
	if v.def.Board != AutoBoard {
		return v.def.Board
	}
	if v.fitsMailbox() && !v.def.Unbounded {
		return MailboxBoard
	}
	return SparseBoard
}

// PieceByLetter returns the type written with letter l (either case).
func (v *Variant) PieceByLetter(l byte) (PieceType, bool) {
	t := v.byLetter[l]
	return t, t != 0
}

// byCode finds a piece type by its ICN code or its letter, in either case.
func (v *Variant) byCode(code string) (PieceType, bool) {
	up := strings.ToUpper(code)
	for i := range v.def.Pieces {
		d := &v.def.Pieces[i]
		if up == d.ICNCode() || (len(up) == 1 && up[0] == d.Letter) {
			return PieceType(i + 1), true
		}
	}
	return 0, false
}

// ICNCode is the piece's ICN code: Code, or the letter when Code is empty.
func (d PieceDef) ICNCode() string {
	if d.Code != "" {
		return strings.ToUpper(d.Code)
	}
	return string(d.Letter)
}

// Def returns (a copy of) the definition of piece type t.
func (v *Variant) Def(t PieceType) PieceDef { return v.def.Pieces[t-1] }

// Definition returns a copy of the definition the variant was compiled
// from: changing it changes nothing in the variant (compile a new one).
func (v *Variant) Definition() VariantDef {
	d := v.def
	d.Pieces = slices.Clone(d.Pieces)
	return d
}

// Name is the variant's name.
func (v *Variant) Name() string { return v.def.Name }

// Bounds is the board; on an unbounded variant, the default world border
// perft counts inside.
func (v *Variant) Bounds() Bounds { return v.def.Bounds }

// Unbounded reports whether the variant is played on the whole plane.
func (v *Variant) Unbounded() bool { return v.def.Unbounded }

// Pieces returns a copy of the piece definitions, type t at index t-1.
func (v *Variant) Pieces() []PieceDef { return slices.Clone(v.def.Pieces) }

// NumPieceTypes is how many piece types the variant has: types 1..n.
func (v *Variant) NumPieceTypes() int { return len(v.def.Pieces) }

// FiftyMove reports whether the 50-move rule applies.
func (v *Variant) FiftyMove() bool { return v.def.FiftyMove }

// Insufficient is the variant's dead-material rule.
func (v *Variant) Insufficient() InsufficientRule { return v.def.Insufficient }

// StartFEN is the start position of a bounded variant ("" for one given
// in ICN).
func (v *Variant) StartFEN() string { return v.def.StartFEN }

// StartICN is the start position of an unbounded variant, in ICN.
func (v *Variant) StartICN() string { return v.def.StartICN }

// Letter returns the FEN letter of pc: upper case for White.
func (v *Variant) Letter(pc Piece) byte {
	l := v.def.Pieces[pc.Type()-1].Letter
	if pc.Color() == Black {
		l += 'a' - 'A'
	}
	return l
}

// IsPawn reports whether t is a pawn type.
func (v *Variant) IsPawn(t PieceType) bool { return v.pawnTypes>>t&1 != 0 }

// tracksUnmoved reports whether pieces of type t carry the unmoved flag.
func (v *Variant) tracksUnmoved(t PieceType) bool {
	p := NewPiece(t, White, true)
	return v.progs[p] != nil
}

// String names the variant and its board.
func (v *Variant) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%dx%d)", v.def.Name, v.def.Bounds.Width(), v.def.Bounds.Height())
	return b.String()
}
