package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
			p := position(t, c.variant, c.fen)
			m, err := p.ParseMove(c.move)
			require.NoError(t, err)
			s := New(Options{HashMB: 1})
			th := s.threads[0]
			th.setup(p, s.evaluatorFor(p.Variant()))
			key := th.pos.Key()
			assert.Equal(t, c.hangs, th.checkHangs(m, 0))
			assert.Equal(t, key, th.pos.Key(), "the position is restored")
		})
	}
}
