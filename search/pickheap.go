package search

import "lattice/movegen"

// pickHeap hands out the rest of a move list in exactly the order that
// repeated MoveList.PickBest calls would (the best score first, among equal
// scores the one standing first, where PickBest's swaps have moved it), in
// O(log n) a move instead of a scan of the whole rest: PickBest's cost
// grows with the square of the list's length, which the open plane's long
// lists of candidate moves feel. It simulates the swaps: picking the move
// at position j while position front holds another move moves that one to
// j. Elements are named by their index in the list when the heap was built;
// the list itself is left as it was. It allocates only while its arrays
// grow to a new longest list.
//
// A heap entry packs an element's order into one word (see entry), so a
// comparison is one unsigned compare: lists of at most maxHeapMoves moves.
type pickHeap struct {
	scores []int32
	heap   []uint64 // entries, best first
	at     []int32  // at[id]: where id stands in heap
	pos    []int32  // pos[id]: where id stands in PickBest's array
	byPos  []int32  // byPos[p]: the id at position p
	front  int32    // the position PickBest would fill next
}

// maxHeapMoves is the longest list a pickHeap orders (ids and positions
// take 16 bits of an entry).
const maxHeapMoves = 1 << 16

// entry packs id's order: its score (sign bit flipped, so that unsigned
// order is signed order) above its position complemented (a lower position
// comes first) above the id itself. Positions differ, so entries do too,
// and a larger entry is exactly a move PickBest takes first.
func (h *pickHeap) entry(id int32) uint64 {
	return uint64(uint32(h.scores[id])^1<<31)<<32 | uint64(0xffff-h.pos[id])<<16 | uint64(id)
}

// build prepares the heap for the moves ml.Moves[from:], as PickBest(from)
// would see them next; the list must hold at most maxHeapMoves moves.
func (h *pickHeap) build(ml *movegen.MoveList, from int) {
	n := len(ml.Moves)
	h.scores = ml.Scores[:n]
	h.heap, h.at = growEntries(h.heap, n-from), grow(h.at, n)
	h.pos, h.byPos = grow(h.pos, n), grow(h.byPos, n)
	h.front = int32(from)
	for id := from; id < n; id++ {
		h.pos[id], h.byPos[id] = int32(id), int32(id)
		h.heap[id-from] = h.entry(int32(id))
		h.at[id] = int32(id - from)
	}
	for i := (n-from)/2 - 1; i >= 0; i-- {
		h.down(i)
	}
}

// grow returns s with length n, reusing its array when it is long enough.
func grow(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n, n+n/4)
	}
	return s[:n]
}

// growEntries is grow for heap entries.
func growEntries(s []uint64, n int) []uint64 {
	if cap(s) < n {
		return make([]uint64, n, n+n/4)
	}
	return s[:n]
}

// pick removes and returns the id of the move PickBest would return next;
// the heap must not be empty.
func (h *pickHeap) pick() int32 {
	top := int32(h.heap[0] & 0xffff)
	last := len(h.heap) - 1
	x := h.heap[last]
	h.heap = h.heap[:last]
	if last > 0 {
		h.refill(x)
	}
	if j := h.pos[top]; j != h.front {
		e := h.byPos[h.front] // PickBest swaps it to where top stood
		h.pos[e], h.byPos[j] = j, e
		i := int(h.at[e])
		h.heap[i] = h.entry(e)
		h.down(i) // a later position only lowers its rank
	}
	h.front++
	return top
}

// down sifts the entry at heap index i down to its place, keeping at in
// step.
func (h *pickHeap) down(i int) {
	heap := h.heap
	n := len(heap)
	x := heap[i]
	for {
		c := 2*i + 1
		if c >= n {
			break
		}
		if c+1 < n && heap[c+1] > heap[c] {
			c++
		}
		if heap[c] <= x {
			break
		}
		heap[i] = heap[c]
		h.at[heap[i]&0xffff] = int32(i)
		i = c
	}
	heap[i] = x
	h.at[x&0xffff] = int32(i)
}

// refill puts x into the heap whose root has just been taken: it moves the
// hole at the root down along the larger children to a leaf, one comparison
// a level (the last entry, which x was, mostly belongs near the bottom), then
// sifts x up from there, keeping at in step.
func (h *pickHeap) refill(x uint64) {
	heap := h.heap
	n := len(heap)
	i := 0
	for {
		c := 2*i + 1
		if c >= n {
			break
		}
		if c+1 < n && heap[c+1] > heap[c] {
			c++
		}
		heap[i] = heap[c]
		h.at[heap[i]&0xffff] = int32(i)
		i = c
	}
	for i > 0 {
		up := (i - 1) / 2
		if heap[up] >= x {
			break
		}
		heap[i] = heap[up]
		h.at[heap[i]&0xffff] = int32(i)
		i = up
	}
	heap[i] = x
	h.at[x&0xffff] = int32(i)
}
