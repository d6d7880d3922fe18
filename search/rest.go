package search

import (
	"cmp"
	"slices"

	"lattice/movegen"
)

// Once the search has pruned a late quiet move of a one-list node
// (picker.unordered), it prunes every later quiet move that does not give
// check: the pruning conditions only get stronger. So of the moves left it
// still makes only the captures, the promotions and the quiet checks, in
// the order the list would hand them out. sortRest finds those moves at
// once, without handing out the rest one by one through the heap: when
// their scores are all different that order is simply by score (a PickBest
// pick takes the best score left, whatever the positions), and stageRest
// hands them out sorted; when two are equal, the positions decide, and
// stageAll goes on picking in full but skips the others (the keep set).
// Either way the search sees exactly the moves, in exactly the order, it
// would have made before, and asks the kernel about each quiet move's check
// once, as before.

// maxClassValue bounds the piece values under which a one-list score
// (scoreMovesKeyed) below orderCounter tells a losing capture or promotion
// (orderBadCap plus MVV-LVA, below −histMax) from a quiet move (history,
// within ±histMax): MVV-LVA then stays within ±33·maxClassValue, far from
// the classes' bounds; above orderCounter every move is made anyway.
const maxClassValue = 1 << 20

// keepSet is a set of move ids (indexes into a frame's move list).
type keepSet struct{ words []uint64 }

// reset empties the set for ids below n, reusing its array.
func (k *keepSet) reset(n int) {
	w := (n + 63) / 64
	if cap(k.words) < w {
		k.words = make([]uint64, w, w+w/4)
	}
	k.words = k.words[:w]
	clear(k.words)
}

// add puts id into the set.
func (k *keepSet) add(id int32) { k.words[id>>6] |= 1 << (id & 63) }

// has reports whether id is in the set.
func (k *keepSet) has(id int32) bool { return k.words[id>>6]>>(id&63)&1 != 0 }

// sortRest sorts out the moves of f's one-list stage not yet handed out
// (those from f.pick.i on, or the heap's) that the search would still make
// once unordered is set, into f.rest, and chooses how the picker hands
// them out.
func (t *thread) sortRest(f *frame) {
	pk, ml := &f.pick, &f.moves
	rest := f.rest[:0]
	if pk.heaped {
		for _, e := range f.heap.heap {
			rest = append(rest, int32(e&0xffff))
		}
	} else {
		for id := pk.i; id < len(ml.Moves); id++ {
			rest = append(rest, int32(id))
		}
	}
	p := t.pos
	cf := p.CheckFilter() // rules out most quiet moves before GivesCheck
	kept := rest[:0]
	for _, id := range rest {
		m, s := ml.Moves[id], ml.Scores[id]
		// As the search decides: a quiet move (one that neither captures
		// nor promotes, scored below the counter-move) is pruned unless it
		// gives check.
		if s >= orderCounter {
			kept = append(kept, id)
			continue
		}
		var noisy bool
		if t.classByScore {
			noisy = s < -histMax // a losing capture (see maxClassValue)
		} else {
			noisy = m.Promo != 0 || t.victim(m) != movegen.Empty
		}
		if !noisy && (!cf.MayCheck(m) || !t.checks.GivesCheck(p, m)) {
			continue
		}
		kept = append(kept, id)
	}
	f.rest = kept
	scores := ml.Scores
	slices.SortFunc(kept, func(a, b int32) int { return cmp.Compare(scores[b], scores[a]) }) // best first
	distinct := true
	for i := 1; i < len(kept); i++ {
		if scores[kept[i]] == scores[kept[i-1]] {
			distinct = false
			break
		}
	}
	if distinct {
		pk.stage, pk.i = stageRest, 0
		return
	}
	// Equal scores: the positions decide, as picking in full does; the
	// heap, built now if need be, names moves by stable ids.
	if !pk.heaped {
		f.heap.build(ml, pk.i)
		pk.heaped = true
	}
	f.keep.reset(len(ml.Moves))
	for _, id := range kept {
		f.keep.add(id)
	}
	pk.skipping = true
}
