package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSEE(t *testing.T) {
	cases := []struct {
		name, fen, move string
		want            string // the exchange's balance as signed piece letters
	}{
		{"undefended pawn", "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5", "+P"},
		{"pawn defended by a pawn", "4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1", "d1d5", "+P-R"},
		{"rook takes a defended knight, queen behind", "4k3/2p5/3n4/8/8/8/3R4/3QK3 w - - 0 1", "d2d6", "+N-R+P"},
		{"bishop takes knight defended by a pawn", "4k3/2p5/3n4/8/5B2/8/8/4K3 w - - 0 1", "f4d6", "+N-B"},
		{"pinned defender does not count", "4k3/8/4b3/3p4/8/8/8/3RR2K w - - 0 1", "d1d5", "+P"},
		{"defender unpinned counts", "4k3/8/4b3/3p4/8/8/8/3R3K w - - 0 1", "d1d5", "+P-R"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := position(t, "chess", c.fen)
			m, err := p.ParseMove(c.move)
			require.NoError(t, err)
			s := New(Options{HashMB: 1})
			th := s.threads[0]
			th.setup(p, s.evaluatorFor(p.Variant()))
			var want Score
			for i := 0; i < len(c.want); i += 2 {
				pt, ok := p.Variant().PieceByLetter(c.want[i+1])
				require.True(t, ok)
				v := th.values[pt]
				if c.want[i] == '-' {
					v = -v
				}
				want += v
			}
			key := th.pos.Key()
			assert.Equal(t, want, th.see(m, 0))
			assert.Equal(t, key, th.pos.Key(), "the position is restored")
		})
	}
}
