package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSEELoses: near the leaves a move is pruned when the static exchange
// loses more than its margin (seeQuietMargin·depth² for a quiet move,
// seeNoisyMargin·depth for a capture or a quiet check), and kept otherwise.
// The chess values are pawn 100, knight 320, rook 500, queen 950.
func TestSEELoses(t *testing.T) {
	cases := []struct {
		name, fen, move string
		depth           int
		loses           bool
	}{
		{"queen onto a pawn's square, depth 6", "4k3/8/8/2p5/8/8/8/3QK3 w - - 0 1", "d1d4", 6, true},
		{"knight onto a pawn's square, depth 6", "4k3/8/8/2p5/8/8/4N3/4K3 w - - 0 1", "e2d4", 6, false},
		{"knight onto a pawn's square, depth 2", "4k3/8/8/2p5/8/8/4N3/4K3 w - - 0 1", "e2d4", 2, true},
		{"pawn lost with check, depth 1", "4k3/8/3P4/8/8/8/8/4K3 w - - 0 1", "d6d7", 1, false},
		{"pawn lost without check, depth 1", "3k4/8/3P4/8/8/8/8/4K3 w - - 0 1", "d6d7", 1, true},
		{"rook takes a knight a pawn defends, depth 1", "4k3/8/2p5/3n4/8/8/8/3RK3 w - - 0 1", "d1d5", 1, true},
		{"rook takes a knight a pawn defends, depth 2", "4k3/8/2p5/3n4/8/8/8/3RK3 w - - 0 1", "d1d5", 2, false},
		{"safe rook move, depth 1", "4k3/8/8/8/8/8/8/3RK3 w - - 0 1", "d1d4", 1, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := position(t, "chess", c.fen)
			m, err := p.ParseMove(c.move)
			require.NoError(t, err)
			s := New(Options{HashMB: 1})
			th := s.threads[0]
			th.setup(p, s.evaluatorFor(p.Variant()))
			noisy := m.Promo != 0 || th.victim(m).Type() != 0
			key := th.pos.Key()
			assert.Equal(t, c.loses, th.seeLoses(m, 0, c.depth, noisy))
			assert.Equal(t, key, th.pos.Key(), "the position is restored")
		})
	}
}
