package movegen

// MemoPawns is how many pawns of each colour a PawnMemo holds.
const MemoPawns = 40

// PawnMemo is room in a position for the evaluation's pawn terms, which
// depend on the pawns alone and stay the same from node to node while no
// pawn moves: the evaluation stores there the pawns it scored (each
// colour's first n, in the order it found them, the rest zero), its
// answer, and who computed it (Owner), and reuses the answer when the
// pawns are the same. The position never reads it.
type PawnMemo struct {
	Owner  any
	N      [2]int
	Pawns  [2][MemoPawns]Coord
	MG, EG [2]int
}

// PawnMemo returns the position's pawn memo, nil on a mailbox board. Like
// the activity cache it belongs to one goroutine at a time, and a clone
// starts with a copy of it.
func (p *Position) PawnMemo() *PawnMemo {
	if p.sp == nil {
		return nil
	}
	return &p.sp.act.pawns
}
