package movegen

// MoveKind says how a move changes the board beyond moving one piece from
// From to To (capturing whatever stands on To).
type MoveKind uint8

const (
	// Normal moves the piece, capturing what stands on To.
	Normal MoveKind = iota
	// DoubleStep is a lame initial move that gives en passant rights on Aux,
	// the square it passed over.
	DoubleStep
	// EnPassant moves to the empty To and captures the piece on Aux.
	EnPassant
	// Castle moves the king to To and the partner piece from Aux to the
	// square the king passed over next to To.
	Castle
	// Locust moves to To and also captures the piece on Aux.
	Locust
	// Formation moves the 2×2 block of knights whose lower-left is on From
	// so that its lower-left lands on To.
	Formation
	// FormationCapture is a Formation that captures the piece on Aux.
	FormationCapture
)

// Move is a value: where a piece goes, with the extra square some kinds need
// and the piece type a promotion produces. Moves carry no pointers, so lists of
// them are cheap to reuse.
type Move struct {
	From, To Coord
	// Aux is the en passant square, the captured pawn, the castling partner or
	// the locust victim, depending on Kind.
	Aux   Coord
	Promo PieceType
	Kind  MoveKind
}

// MoveList is a reusable list of moves. Reset keeps the backing array, so a
// list that has grown once never allocates again.
type MoveList struct {
	Moves []Move
	// Scores is room for one ordering score per move; see ScoresFor.
	Scores []int32
}

// ScoresFor returns a score slice as long as Moves, reusing Scores' backing
// array (its contents are stale: the caller fills it).
func (l *MoveList) ScoresFor() []int32 {
	if cap(l.Scores) < len(l.Moves) {
		l.Scores = make([]int32, len(l.Moves), cap(l.Moves))
	}
	l.Scores = l.Scores[:len(l.Moves)]
	return l.Scores
}

// Swap exchanges moves i and j and their scores (when Scores is as long as
// Moves).
func (l *MoveList) Swap(i, j int) {
	l.Moves[i], l.Moves[j] = l.Moves[j], l.Moves[i]
	if len(l.Scores) == len(l.Moves) {
		l.Scores[i], l.Scores[j] = l.Scores[j], l.Scores[i]
	}
}

// PickBest moves the best-scored move among i.. to position i (one step of
// a selection sort, for searches that often stop after the first moves) and
// returns it. ScoresFor must have been filled.
func (l *MoveList) PickBest(i int) Move {
	moves, scores := l.Moves, l.Scores[:len(l.Moves)]
	best, top := i, scores[i]
	for j := i + 1; j < len(scores); j++ {
		if s := scores[j]; s > top {
			best, top = j, s
		}
	}
	if best != i {
		moves[i], moves[best] = moves[best], moves[i]
		scores[i], scores[best] = top, scores[i]
	}
	return moves[i]
}

// NewMoveList returns a list with room for n moves.
func NewMoveList(n int) *MoveList { return &MoveList{Moves: make([]Move, 0, n)} }

// Reset empties the list.
func (l *MoveList) Reset() { l.Moves = l.Moves[:0] }

// Len is the number of moves in the list.
func (l *MoveList) Len() int { return len(l.Moves) }

// Add appends m.
func (l *MoveList) Add(m Move) { l.Moves = append(l.Moves, m) }
