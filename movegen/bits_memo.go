package movegen

// pawnMemoSize is how many pawn structures a PawnSetMemo holds.
const pawnMemoSize = 128

// PawnSetMemo is room in a position on a mailbox board for the
// evaluation's pawn terms on a board with square sets, which depend on
// the two sides' pawns alone and recur from node to node, since most moves
// move no pawn: the evaluation stores there, for each pawn structure it
// scored, the pawns (White's then Black's) and its answer, in the entry
// Entry picks for them, and who computed them (Owner, for every entry: a
// new owner clears the memo). An entry that was never written is the
// answer for no pawns at all (zero). The position never reads it; like
// PawnMemo it belongs to one goroutine at a time, and a clone starts with
// a copy of it.
type PawnSetMemo struct {
	Owner   any
	entries [pawnMemoSize]PawnSetEntry
}

// PawnSetEntry is one pawn structure of a PawnSetMemo: the pawns and the
// evaluation's middle-game and end-game terms for each colour.
type PawnSetEntry struct {
	Pawns  [2]SquareSet
	MG, EG [2]int32
}

// Entry returns the entry of m where the pawn structure white, black is
// kept (a hash of the pawns; another structure may be there).
func (m *PawnSetMemo) Entry(white, black SquareSet) *PawnSetEntry {
	h := ((white.Lo^white.Hi<<7)*0x9e3779b97f4a7c15 ^ (black.Lo^black.Hi<<7)*0xc2b2ae3d27d4eb4f) >> 57
	return &m.entries[h&(pawnMemoSize-1)]
}

// PawnSetMemo returns the position's memo of pawn terms by square sets,
// nil on the sparse board.
func (p *Position) PawnSetMemo() *PawnSetMemo {
	if p.mb == nil {
		return nil
	}
	return &p.mb.pawnSets
}
