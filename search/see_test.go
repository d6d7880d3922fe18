package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
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

// TestSEEThresholdAgreesWithSEE: seeGE(m, t) is see(m) >= t for every
// capture of busy positions and thresholds around zero.
func TestSEEThresholdAgreesWithSEE(t *testing.T) {
	fens := []string{
		kiwipete,
		"4k3/2p5/3n4/8/8/8/3R4/3QK3 w - - 0 1",
		"r1bqkbnr/pp1p1ppp/2n5/2p1p3/3PP3/2N2N2/PPP2PPP/R1BQKB1R w KQkq - 0 1",
		"2r2rk1/1bqnbppp/p2ppn2/1p6/3NP3/1BN1BP2/PPPQ2PP/2KR3R w - - 0 1",
		"r2q1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R b KQ - 0 1",
		"1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1",
		"1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1",
		"3r2k1/p4ppp/1pq1pn2/2b5/2PrP3/P1N2Q2/1P1R1PPP/3R2K1 w - - 0 1",
	}
	checked := 0
	for _, fen := range fens {
		p := position(t, "chess", fen)
		s := New(Options{HashMB: 1})
		th := s.threads[0]
		th.setup(p, s.evaluatorFor(p.Variant()))
		ml := &th.stack[maxPly].moves
		th.pos.GenerateNoisy(ml)
		moves := append([]movegen.Move(nil), ml.Moves...)
		for _, m := range moves {
			if th.victim(m) == movegen.Empty {
				continue
			}
			exact := th.see(m, 0)
			for _, thr := range []Score{-500, -200, -100, -1, 0, 1, 100, 200, 500} {
				assert.Equal(t, exact >= thr, th.seeGE(m, 0, thr), "%s %s see %d threshold %d", fen, th.pos.MoveString(m), exact, thr)
				checked++
			}
		}
	}
	assert.Greater(t, checked, 200)
}
