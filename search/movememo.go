package search

import "lattice/movegen"

// memoBits sets the size of a thread's move memo: 2^memoBits moves.
const memoBits = 12

// moveMemo remembers, by move key, the full moves this thread found best,
// for boards whose move keys are hashes (the sparse board). A key from the
// table names its move exactly only on the mailbox board; elsewhere
// movegen's MoveByKey has to generate every move to find it, which is what
// a node that cuts off on the table's move should not pay. With the memo
// the picker tries the table's move first and lists the node's moves only
// when it does not cut off (picker.go). A recalled move is only a
// candidate: the picker verifies it with IsPseudoLegal and IsLegal, so a
// stale entry or a key collision costs a test, never a wrong move.
type moveMemo struct {
	keys  [1 << memoBits]uint32
	moves [1 << memoBits]movegen.Move
}

// slot is where key k lives.
func memoSlot(k uint32) uint32 { return k & (1<<memoBits - 1) }

// remember stores m under its key k (k != 0).
func (mm *moveMemo) remember(k uint32, m *movegen.Move) {
	i := memoSlot(k)
	mm.keys[i], mm.moves[i] = k, *m
}

// recall returns the move last remembered under k, if any.
func (mm *moveMemo) recall(k uint32) (movegen.Move, bool) {
	i := memoSlot(k)
	if k == 0 || mm.keys[i] != k {
		return movegen.Move{}, false
	}
	return mm.moves[i], true
}

// clear forgets every move (a new game: the search stays deterministic).
func (mm *moveMemo) clear() { mm.keys = [1 << memoBits]uint32{} }
