package icn

// Color is a side: White or Black.
type Color uint8

const (
	// White moves first; its ICN piece codes are upper case.
	White Color = iota
	// Black's ICN piece codes are lower case.
	Black
)

// String writes the colour as ICN does: "w" or "b".
func (c Color) String() string {
	if c == Black {
		return "b"
	}
	return "w"
}

// Tag is one [Key "value"] pair of an ICN header.
type Tag struct {
	Key, Value string
}

// MoveRule is the move-rule counter N/M: Count half-moves have passed since the
// last capture or pawn move, and the game is drawn after Limit of them.
type MoveRule struct {
	Count, Limit int64
}

// PromotionLine is one side's part of the promotion token.
type PromotionLine struct {
	// Ranks are the y coordinates on which the side's pawns promote; empty when
	// the side has none.
	Ranks []int64
	// Pieces are the promotion choices written for this side, as upper-case
	// ICN codes, or nil when none were written.
	Pieces []string
}

// Promotions is the promotion token: (8|1), (8|1;q,ch,r,b,n,ha,gu) as
// infinitechess.org writes it today, or (8;q,r,b,n|1;q,r,b,n) as it wrote it
// before. It keeps what was written for each side; PiecesFor resolves it.
type Promotions struct {
	White, Black PromotionLine
}

// DefaultPromotionPieces returns the choices ICN implies when a promotion
// token lists none: queen, rook, bishop and knight.
func DefaultPromotionPieces() []string { return []string{"Q", "R", "B", "N"} }

// PiecesFor returns the promotion choices of side c: its own list when one was
// written; otherwise the other side's (infinitechess.org writes one shared list
// after Black's ranks); otherwise DefaultPromotionPieces. (When both sides
// have different lists, infinitechess.org applies the last one to both; this
// method keeps them apart.)
func (p *Promotions) PiecesFor(c Color) []string {
	own, other := p.White.Pieces, p.Black.Pieces
	if c == Black {
		own, other = other, own
	}
	switch {
	case len(own) > 0:
		return own
	case len(other) > 0:
		return other
	}
	return DefaultPromotionPieces()
}

// Edge is one side of a world border: a coordinate, or unbounded (written _).
type Edge struct {
	// Value is the border coordinate; it is the last playable file or rank.
	// It may lie beyond ±MaxCoord (infinitechess.org writes borders such as
	// ±10^15 for engine games); the kernel decides what that means.
	Value int64
	// Unbounded is true when the side has no border.
	Unbounded bool
}

// Border is the world border left,right,bottom,top: the playable region is
// Left ≤ x ≤ Right and Bottom ≤ y ≤ Top, inclusive.
type Border struct {
	Left, Right, Bottom, Top Edge
}

// Contains reports whether s lies inside the border.
func (b Border) Contains(s Square) bool {
	return (b.Left.Unbounded || s.X >= b.Left.Value) && (b.Right.Unbounded || s.X <= b.Right.Value) &&
		(b.Bottom.Unbounded || s.Y >= b.Bottom.Value) && (b.Top.Unbounded || s.Y <= b.Top.Value)
}

// WinConditions are the ways each side can win, as written: "checkmate",
// "royalcapture", "allroyalscaptured", "allpiecescaptured", "koth", …. Both
// are nil when the token is absent (ICN then means checkmate).
type WinConditions struct {
	White, Black []string
}

// Ray is a preset highlighted ray of infinitechess.org: from Start in the
// direction Step.
type Ray struct {
	Start, Step Square
}

// Piece is one entry of the piece list.
type Piece struct {
	// Code is the upper-case ICN code: K Q R B N P, CH chancellor, HA hawk, GU
	// guard, HU huygens, AR archbishop, … (any 1 to 4 letters not starting
	// with x, which after an en passant square would read as a capture). The
	// neutral OB (obstacle) and VO (void) are written in lower case by ICN and
	// so come with White false; see IsNeutral.
	Code string
	// White is true for White's pieces (upper case in ICN).
	White bool
	// X, Y is the piece's square.
	X, Y int64
	// Unmoved is the + mark, the piece's special right: a pawn that may still
	// double-step, or a king or rook that may still castle.
	Unmoved bool
}

// Square returns the piece's square.
func (p Piece) Square() Square { return Square{p.X, p.Y} }

// IsNeutral reports whether an ICN code names a neutral piece of
// infinitechess.org (OB obstacle, VO void), which belongs to neither side.
func IsNeutral(code string) bool { return code == "OB" || code == "VO" }

// Game is an ICN position or game. Every field but Side is optional; Parse
// fills what the text has and Format writes exactly that back.
type Game struct {
	// Tags are the [Key "value"] pairs in the order written.
	Tags []Tag
	// Side is the side to move (White when the token is absent).
	Side Color
	// EnPassant is the square a pawn skipped with its last double step, or nil.
	EnPassant *Square
	// MoveRule is the N/M counter, or nil when the game has no move rule.
	MoveRule *MoveRule
	// Fullmove is the full-move number, or 0 when not written (ICN then means 1).
	Fullmove int64
	// Promotions is the promotion token, or nil when pawns never promote.
	Promotions *Promotions
	// Border is the world border, or nil for none.
	Border *Border
	// WinConditions are the win conditions, both nil when not written.
	WinConditions WinConditions
	// Squares and Rays are infinitechess.org's preset highlights, kept so that
	// they survive a round trip; they do not affect play.
	Squares []Square
	Rays    []Ray
	// Pieces is the piece list in the order written.
	Pieces []Piece
	// Moves are the moves played from the position, in ICN notation.
	Moves []MoveText
}

// Tag returns the value of the last tag named key.
func (g *Game) Tag(key string) (string, bool) {
	for i := len(g.Tags) - 1; i >= 0; i-- {
		if g.Tags[i].Key == key {
			return g.Tags[i].Value, true
		}
	}
	return "", false
}
