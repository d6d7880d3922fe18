package search

import (
	"context"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestUnorderedRestKeepsOrder: on the sparse board (one-list nodes), once
// the search marks a node unordered after j moves, the picker hands out
// exactly the moves the search would still make — captures, promotions,
// killers and counter-moves, quiet checks — in the order the full pick
// would have handed them out, for positions along random games of the open
// plane and Kadesh, with and without a table move, telling quiet moves by
// their scores or by the board, both when the scores of
// those moves differ (sorted) and when some are equal (the heap, skipping).
func TestUnorderedRestKeepsOrder(t *testing.T) {
	sorted, skipped := 0, 0
	every, plies := 6, 60
	if testing.Short() {
		every, plies = 16, 52
	}
	for vi, name := range []string{"infinite", "kadesh"} {
		p := position(t, name, "")
		rng := rand.New(rand.NewSource(int64(7 + vi)))
		ml := movegen.NewMoveList(256)
		for ply := 0; ply < plies; ply++ {
			p.GenerateLegal(ml)
			if ml.Len() == 0 {
				break
			}
			if ply%every == every-1 && !p.InCheck() {
				s, k := checkRest(t, p, ml)
				sorted += s
				skipped += k
			}
			p.Make(ml.Moves[rng.Intn(ml.Len())])
		}
	}
	assert.Positive(t, sorted, "some rests were sorted by score")
	assert.Positive(t, skipped, "some rests had equal scores")
}

// checkRest compares, at p, the picker's moves after marking the node
// unordered with the full pick filtered as the search filters it, and
// counts how often each way of handing out the rest was taken. Each pass
// starts from a fresh searcher that has searched p to depth 2 (the same
// histories, and the same kernel state: on Kadesh the order of a list
// generated twice at one position may differ, the kernel's caches having
// moved on).
func checkRest(t *testing.T, p *movegen.Position, legal *movegen.MoveList) (sorted, skipped int) {
	t.Helper()
	type handed struct {
		m   movegen.Move
		key uint32
	}
	fresh := func(ttKey uint32) *thread {
		s := New(Options{HashMB: 1})
		s.Search(context.Background(), p, Limits{Depth: 2}, nil) // some history
		th := s.threads[0]
		require.Equal(t, movegen.SparseBoard, th.pos.Board())
		th.startPicker(1, ttKey, false)
		return th
	}
	for _, ttKey := range []uint32{0, uint32(legal.Moves[len(legal.Moves)/2].Key())} {
		th := fresh(ttKey)
		var full []handed
		var scores []int32
		for {
			m, k, sc, ok := th.next(1)
			if !ok {
				break
			}
			full = append(full, handed{*m, k})
			scores = append(scores, sc)
		}
		require.Len(t, full, legal.Len())
		for _, j := range []int{1, 5, 30} {
			if j > len(full) {
				continue
			}
			var want []handed
			for i := j; i < len(full); i++ {
				m := full[i].m
				noisy := m.Promo != 0 || th.victim(m) != movegen.Empty
				if noisy || scores[i] >= orderCounter || th.pos.GivesCheck(m) {
					want = append(want, full[i])
				}
			}
			th := fresh(ttKey)
			// Half the runs tell quiet moves by asking the board, as a
			// variant with huge piece values would.
			th.classByScore = ttKey != 0
			for range j {
				_, _, _, ok := th.next(1)
				require.True(t, ok)
			}
			th.stack[1].pick.unordered = true
			var got []handed
			for {
				m, k, _, ok := th.next(1)
				if !ok {
					break
				}
				got = append(got, handed{*m, k})
			}
			assert.Equal(t, want, got, "%s after %d moves, table key %d", p.FEN(), j, ttKey)
			if th.stack[1].pick.skipping {
				skipped++
			} else {
				sorted++
			}
		}
	}
	return sorted, skipped
}
