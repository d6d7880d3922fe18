package movegen

// Color is a side: White moves first.
type Color uint8

// The two sides.
const (
	White Color = 0
	Black Color = 1
)

// Other returns the opponent of c.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// PieceType identifies a kind of piece within a variant: 1 + its index in
// Variant.Pieces. Zero is no piece.
type PieceType uint8

// MaxPieceTypes is the number of piece kinds one variant may define.
const MaxPieceTypes = 31

// Piece is what stands on a square: a type, a colour and whether the piece
// has not moved yet. The unmoved flag is kept only for pieces whose moves
// depend on it (pawns' double steps, castling kings and rooks), so that
// repetition still compares positions by what matters.
type Piece uint8

const (
	// Empty is the absence of a piece.
	Empty Piece = 0
	// Offboard marks the mailbox's sentinel squares; it is never a real piece.
	Offboard Piece = 0x80

	typeMask  Piece = 0x1f
	blackBit  Piece = 0x20
	unmovedBt Piece = 0x40
)

// NewPiece returns a piece of type t and colour c, unmoved if asked.
func NewPiece(t PieceType, c Color, unmoved bool) Piece {
	p := Piece(t) & typeMask
	if c == Black {
		p |= blackBit
	}
	if unmoved {
		p |= unmovedBt
	}
	return p
}

// Type returns the piece's type.
func (p Piece) Type() PieceType { return PieceType(p & typeMask) }

// Color returns the piece's colour. It is meaningless for Empty.
func (p Piece) Color() Color { return Color((p & blackBit) >> 5) }

// Unmoved reports whether the piece has not moved yet (and it matters).
func (p Piece) Unmoved() bool { return p&unmovedBt != 0 }

// Moved returns p with the unmoved flag cleared.
func (p Piece) Moved() Piece { return p &^ unmovedBt }

// IsPiece reports whether p is a real piece (not Empty, not Offboard).
func (p Piece) IsPiece() bool { return p != Empty && p != Offboard }
