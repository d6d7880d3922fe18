package movegen

// Outcome is the state of a game in a position.
type Outcome uint8

const (
	// Ongoing: the game goes on.
	Ongoing Outcome = iota
	// Checkmate: the side to move is in check and has no legal move; it lost.
	Checkmate
	// Stalemate: the side to move is not in check and has no legal move.
	Stalemate
	// Repetition: the position has occurred three times.
	Repetition
	// FiftyMoves: a hundred plies without a capture or pawn move.
	FiftyMoves
	// InsufficientMaterial: neither side can possibly checkmate.
	InsufficientMaterial
)

var outcomeNames = [...]string{"ongoing", "checkmate", "stalemate", "threefold repetition",
	"fifty-move rule", "insufficient material"}

// String names the outcome.
func (o Outcome) String() string { return outcomeNames[o] }

// IsDraw reports whether the outcome is a draw.
func (o Outcome) IsDraw() bool { return o >= Stalemate }

// Outcome decides whether the game is over. Checkmate and stalemate take
// precedence over the draw rules (a mate on the hundredth ply is a mate).
func (p *Position) Outcome() Outcome {
	ml := &p.scratch
	p.GenerateLegal(ml)
	if ml.Len() == 0 {
		if p.InCheck() {
			return Checkmate
		}
		return Stalemate
	}
	if p.v.def.FiftyMove && p.halfmove >= 100 {
		return FiftyMoves
	}
	if p.Repetitions() >= 3 {
		return Repetition
	}
	if p.insufficientMaterial() {
		return InsufficientMaterial
	}
	return Ongoing
}

// Repetitions counts how often the current position has occurred, this time
// included, since the position was set up. Only positions since the last
// capture or pawn move can be equal, so the scan stops there, and at the
// last null move (a search's pass is not a move of the game).
func (p *Position) Repetitions() int {
	n := 1
	limit := min(p.halfmove, p.PliesSinceNull())
	for i, back := len(p.undo)-1, 1; i >= 0 && back <= limit; i, back = i-1, back+1 {
		if p.undo[i].key == p.key {
			n++
		}
	}
	return n
}

// insufficientMaterial applies the variant's table of dead material.
func (p *Position) insufficientMaterial() bool {
	switch p.v.def.Insufficient {
	case FIDEInsufficient:
		return p.fideDead()
	case PlaneInsufficient:
		return p.planeDead()
	}
	return false
}

// fideDead reports the FIDE dead positions by material: king against king,
// king and one minor piece against king, and kings with any number of
// bishops that all stand on squares of one colour.
func (p *Position) fideDead() bool {
	minors, knights := 0, 0
	bishopColours := 0 // bit 0: a bishop on a dark square, bit 1: on a light one
	for col := range p.list {
		for _, c := range p.list[col] {
			t := p.At(c).Type()
			switch {
			case p.v.royalTypes>>t&1 != 0:
			case p.v.minor[t] == bishopMinor:
				minors++
				bishopColours |= 1 << ((c.X + c.Y) & 1)
			case p.v.minor[t] == knightMinor:
				minors++
				knights++
			default:
				return false
			}
		}
	}
	if minors <= 1 {
		return true
	}
	return knights == 0 && bishopColours != 3
}
