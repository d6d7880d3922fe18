package search

import (
	"context"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestPickerYieldsEveryLegalMoveOnce: whatever the table's move (none, each
// legal move, an illegal or garbage key), the staged picker hands out every
// legal move exactly once and nothing else, in and out of check, with
// promotions, en passant and castling.
func TestPickerYieldsEveryLegalMoveOnce(t *testing.T) {
	cases := []struct{ variant, fen string }{
		{"chess", ""},
		{"chess", kiwipete},
		{"chess", "4k3/1P6/8/3pP3/8/8/6p1/R3K2R w KQ d6 0 1"}, // promotions, en passant, castling
		{"chess", "4k3/8/8/8/1b6/8/3P4/4K2R w K - 0 1"},       // in check
		{"chess", "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3"},
		{"capablanca", ""},
		{"grand", ""},
		{"infiltrator", ""},
		{"spiral", ""},
		{"infinite", ""},
		{"kadesh", ""},
		{"infinite", "icn:w K5,1|R-3,2|B9,9|N6,-1|P1,2+|k5,300|r5,40|q-40,-40"}, // rook check from afar, blocks far out
		{"infinite", "icn:b k5,8|n3,7|r1,1|K2,2|Q5,2|R9,8"},                     // queen check along the file
	}
	for _, c := range cases {
		p := position(t, c.variant, c.fen)
		s := New(Options{HashMB: 1})
		s.Search(context.Background(), p, Limits{Depth: 1}, nil)
		th := s.threads[0]
		legal := movegen.NewMoveList(256)
		th.pos.GenerateLegal(legal)
		want := map[movegen.Move]int{}
		for _, m := range legal.Moves {
			want[m]++
		}
		keys := []uint32{0, 12345, uint32(movegen.Move{From: movegen.Coord{X: 1, Y: 1}, To: movegen.Coord{X: 8, Y: 8}}.Key())}
		for _, m := range legal.Moves {
			keys = append(keys, uint32(m.Key()))
		}
		inCheck := th.pos.InCheck()
		for _, k := range keys {
			got := map[movegen.Move]int{}
			th.startPicker(1, k, inCheck)
			for {
				m, mk, _, ok := th.next(1)
				if !ok {
					break
				}
				require.Equal(t, uint32(m.Key()), mk)
				got[*m]++
			}
			assert.Equal(t, want, got, "%s %q tt key %d", c.variant, c.fen, k)
			assert.Equal(t, len(legal.Moves), th.stack[1].pick.legal, "%s %q tt key %d", c.variant, c.fen, k)
		}
		if !th.useMemo {
			continue
		}
		// On the sparse board the table's move comes from the memo: with
		// every legal move remembered, and with a stale entry (a move of
		// another position under a key of its own), the picker still hands
		// out every legal move once.
		far := movegen.Move{From: movegen.Coord{X: 1000, Y: 1000}, To: movegen.Coord{X: 1000, Y: 1001}}
		th.memo.remember(uint32(far.Key()), &far)
		for i := range legal.Moves {
			th.memo.remember(uint32(legal.Moves[i].Key()), &legal.Moves[i])
		}
		for _, k := range append(keys, uint32(far.Key())) {
			got := map[movegen.Move]int{}
			th.startPicker(1, k, inCheck)
			for {
				m, _, _, ok := th.next(1)
				if !ok {
					break
				}
				got[*m]++
			}
			assert.Equal(t, want, got, "%s %q memo, tt key %d", c.variant, c.fen, k)
			assert.Equal(t, len(legal.Moves), th.stack[1].pick.legal, "%s %q memo, tt key %d", c.variant, c.fen, k)
		}
	}
}

// TestPickerUnorderedHandsOutWhatTheSearchMakes: once the search has
// pruned a late quiet move (unordered), the quiet stage hands out, in the
// order they stand, just the rest of the quiet moves the search would not
// prune: those scored at the counter-move or above and those giving check,
// the latter marked (picker.checks); it skips the others itself.
func TestPickerUnorderedHandsOutWhatTheSearchMakes(t *testing.T) {
	cases := []struct{ variant, fen string }{
		{"chess", ""},
		{"chess", kiwipete},
		{"chess", "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3"},
		{"chess", "3k4/8/8/8/8/8/2Q5/R3K2R w KQ - 0 1"},
		{"capablanca", ""},
		{"grand", ""},
	}
	checks, kept := 0, 0
	for _, c := range cases {
		p := position(t, c.variant, c.fen)
		s := New(Options{HashMB: 1})
		s.Search(context.Background(), p, Limits{Depth: 3}, nil)
		th := s.threads[0]
		require.False(t, th.pos.InCheck(), c.fen)
		f := &th.stack[1]
		th.stack[0].moveKey = 0
		// Killers late in the list, so that one is left after the first
		// quiet move (the other killer) is handed out.
		quiet := movegen.NewMoveList(256)
		th.pos.GenerateQuiet(quiet)
		require.Greater(t, quiet.Len(), 4)
		n := quiet.Len()
		f.killers = [2]uint32{uint32(quiet.Moves[n-1].Key()), uint32(quiet.Moves[n-3].Key())}
		th.startPicker(1, 0, false)
		for {
			_, _, _, ok := th.next(1)
			require.True(t, ok, "%s %q: no quiet move", c.variant, c.fen)
			if f.pick.quiet {
				break
			}
		}
		type entry struct {
			m      movegen.Move
			checks bool
		}
		var want []entry
		for i := f.pick.i; i < len(f.late.Moves); i++ {
			m, score := f.late.Moves[i], f.late.Scores[i]
			if score >= orderCounter {
				want = append(want, entry{m, false})
				kept++
			} else if th.pos.GivesCheck(m) {
				want = append(want, entry{m, true})
				checks++
			}
		}
		f.pick.unordered = true
		var got []entry
		for {
			m, _, _, ok := th.next(1)
			if !ok || !f.pick.quiet {
				break
			}
			got = append(got, entry{*m, f.pick.checks})
		}
		assert.Equal(t, want, got, "%s %q", c.variant, c.fen)
	}
	assert.Greater(t, checks, 3)
	assert.Equal(t, len(cases), kept, "a killer left in every case")
}

// TestPickBestIsFirstOfEquals: pickBest, which compares four scores a
// step, hands out what a plain scan picking the first of the best does,
// and keeps moves, scores and keys in step, on random lists of every
// length up to 40 with many equal scores.
func TestPickBestIsFirstOfEquals(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for n := 1; n <= 40; n++ {
		for range 20 {
			ml := movegen.MoveList{Moves: make([]movegen.Move, n), Scores: make([]int32, n)}
			keys := make([]uint32, n)
			for j := range n {
				ml.Moves[j] = movegen.Move{From: movegen.Coord{X: int32(j), Y: 1}}
				ml.Scores[j] = int32(rng.Intn(5))
				keys[j] = uint32(1000 + j)
			}
			want := movegen.MoveList{Moves: append([]movegen.Move(nil), ml.Moves...), Scores: append([]int32(nil), ml.Scores...)}
			for i := range n {
				pickBest(&ml, keys, i)
				want.PickBest(i)
				require.Equal(t, want.Moves[i], ml.Moves[i], "length %d pick %d", n, i)
				require.Equal(t, want.Scores[i], ml.Scores[i], "length %d pick %d", n, i)
				require.Equal(t, uint32(1000+ml.Moves[i].From.X), keys[i], "length %d pick %d", n, i)
			}
			require.Equal(t, want.Moves, ml.Moves, "length %d", n)
		}
	}
}
