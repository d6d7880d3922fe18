package search

import (
	"context"
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
	}
}
