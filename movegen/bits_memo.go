package movegen

// wordsMemoSize is how many pawn structures a WordsMemo holds.
const wordsMemoSize = 128

// WordsMemo is room in a position on a mailbox board for the evaluation's
// pawn terms on a board of at most 64 squares, which depend on the two
// sides' pawns alone and recur from node to node, since most moves move
// no pawn: the evaluation stores there, for each pawn structure it
// scored, the pawns (as words, White's then Black's) and its answer, in
// the entry Entry picks for them, and who computed them (Owner, for every
// entry: a new owner clears the memo). An entry that was never written is
// the answer for no pawns at all (zero). The position never reads it;
// like PawnMemo it belongs to one goroutine at a time, and a clone starts
// with a copy of it.
type WordsMemo struct {
	Owner   any
	entries [wordsMemoSize]WordsEntry
}

// WordsEntry is one pawn structure of a WordsMemo: the pawns and the
// evaluation's middle-game and end-game terms for each colour.
type WordsEntry struct {
	Pawns  [2]uint64
	MG, EG [2]int32
}

// Entry returns the entry of m where the pawn structure white, black is
// kept (a hash of the pawns; another structure may be there).
func (m *WordsMemo) Entry(white, black uint64) *WordsEntry {
	h := (white*0x9e3779b97f4a7c15 ^ black*0xc2b2ae3d27d4eb4f) >> 57
	return &m.entries[h&(wordsMemoSize-1)]
}

// WordsMemo returns the position's memo of pawn terms by words, nil on the
// sparse board.
func (p *Position) WordsMemo() *WordsMemo {
	if p.mb == nil {
		return nil
	}
	return &p.mb.wordsMemo
}
