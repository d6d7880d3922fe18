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
type pickHeap struct {
	scores []int32
	heap   []int32 // element ids, best first
	at     []int32 // at[id]: where id stands in heap
	pos    []int32 // pos[id]: where id stands in PickBest's array
	byPos  []int32 // byPos[p]: the id at position p
	front  int32   // the position PickBest would fill next
}

// build prepares the heap for the moves ml.Moves[from:], as PickBest(from)
// would see them next.
func (h *pickHeap) build(ml *movegen.MoveList, from int) {
	n := len(ml.Moves)
	h.scores = ml.Scores[:n]
	h.heap, h.at = grow(h.heap, n-from), grow(h.at, n)
	h.pos, h.byPos = grow(h.pos, n), grow(h.byPos, n)
	h.front = int32(from)
	for id := from; id < n; id++ {
		h.heap[id-from] = int32(id)
		h.at[id], h.pos[id], h.byPos[id] = int32(id-from), int32(id), int32(id)
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

// pick removes and returns the id of the move PickBest would return next;
// the heap must not be empty.
func (h *pickHeap) pick() int32 {
	top := h.heap[0]
	last := len(h.heap) - 1
	h.swap(0, last)
	h.heap = h.heap[:last]
	if last > 0 {
		h.down(0)
	}
	if j := h.pos[top]; j != h.front {
		e := h.byPos[h.front] // PickBest swaps it to where top stood
		h.pos[e], h.byPos[j] = j, e
		h.down(int(h.at[e])) // a later position only lowers its rank
	}
	h.front++
	return top
}

// better reports whether id a comes before id b.
func (h *pickHeap) better(a, b int32) bool {
	sa, sb := h.scores[a], h.scores[b]
	return sa > sb || (sa == sb && h.pos[a] < h.pos[b])
}

func (h *pickHeap) swap(i, j int) {
	h.heap[i], h.heap[j] = h.heap[j], h.heap[i]
	h.at[h.heap[i]], h.at[h.heap[j]] = int32(i), int32(j)
}

// down sifts the entry at heap index i down to its place.
func (h *pickHeap) down(i int) {
	n := len(h.heap)
	for {
		c := 2*i + 1
		if c >= n {
			return
		}
		if c+1 < n && h.better(h.heap[c+1], h.heap[c]) {
			c++
		}
		if !h.better(h.heap[c], h.heap[i]) {
			return
		}
		h.swap(i, c)
		i = c
	}
}
