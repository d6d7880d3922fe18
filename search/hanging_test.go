package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCheckHangs: a quiet check is hanging when the opponent wins the
// checking piece by the exchange on its square, and not when the square is
// safe or the piece is defended well enough.
func TestCheckHangs(t *testing.T) {
	cases := []struct {
		name, variant, fen, move string
		hangs                    bool
	}{
		{"rook check taken by the king", "chess", "4k3/8/8/8/8/8/8/3RK3 w - - 0 1", "d1d8", true},
		{"rook check next to the king, defended by a bishop", "chess", "4k3/8/8/8/7B/8/8/3RK3 w - - 0 1", "d1d8", false},
		{"rook check defended by a rook behind", "chess", "4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "a1a8", false},
		{"rook check on a pawn's square", "chess", "8/1p6/4k3/8/8/8/8/R3K3 w - - 0 1", "a1a6", true},
		{"rook check on a square the pawn cannot take", "chess", "8/7p/4k3/8/8/8/8/1R2K3 w - - 0 1", "b1b6", false},
		{"safe knight check", "chess", "4k3/8/8/8/8/8/8/4KN2 w - - 0 1", "f1d2", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			th, m := threadWithMove(t, c.variant, c.fen, c.move)
			key := th.pos.Key()
			assert.Equal(t, c.hangs, th.checkHangs(m, 0))
			assert.Equal(t, key, th.pos.Key(), "the position is restored")
		})
	}
}

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
			th, m := threadWithMove(t, "chess", c.fen, c.move)
			noisy := m.Promo != 0 || th.victim(m).Type() != 0
			key := th.pos.Key()
			assert.Equal(t, c.loses, th.seeLoses(m, 0, c.depth, noisy))
			assert.Equal(t, key, th.pos.Key(), "the position is restored")
		})
	}
}
