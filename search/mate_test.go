package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// matesIn reports, by brute force over the kernel's legal moves, whether
// the side to move can force mate in at most n moves.
func matesIn(p *movegen.Position, n int) bool {
	if n == 0 {
		return false
	}
	var ml movegen.MoveList
	p.GenerateLegal(&ml)
	for _, m := range ml.Moves {
		p.Make(m)
		ok := allRepliesMated(p, n-1)
		p.Unmake()
		if ok {
			return true
		}
	}
	return false
}

// allRepliesMated reports whether the side to move is mated now or after
// every reply can be mated in n moves.
func allRepliesMated(p *movegen.Position, n int) bool {
	var ml movegen.MoveList
	p.GenerateLegal(&ml)
	if len(ml.Moves) == 0 {
		return p.InCheck()
	}
	for _, m := range ml.Moves {
		p.Make(m)
		ok := matesIn(p, n)
		p.Unmake()
		if !ok {
			return false
		}
	}
	return true
}

func TestMates(t *testing.T) {
	cases := []struct {
		name, fen string
		moves     int // signed full moves to mate
		depth     int
	}{
		{"back rank mate in 1", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", 1, 4},
		{"queen mate in 2", "7k/8/5K2/8/8/8/8/Q7 w - - 0 1", 2, 6},
		{"rook mate in 2", "k7/8/2K5/8/8/8/8/7R w - - 0 1", 2, 6},
		{"mated in 1", "8/8/8/8/8/1k6/7r/K7 w - - 0 1", -1, 5},
		{"scholar's mate in 1", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", 1, 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := position(t, "chess", c.fen)
			if c.moves > 0 {
				require.True(t, matesIn(p, c.moves), "precondition: a mate in %d", c.moves)
				require.False(t, matesIn(p, c.moves-1), "precondition: no faster mate")
			} else {
				require.True(t, allRepliesMated(p, -c.moves), "precondition: mated in %d", -c.moves)
			}
			res := run(t, p, Limits{Depth: c.depth})
			require.True(t, res.HasBest)
			assert.True(t, res.Score.IsMate(), "score %d", res.Score)
			assert.Equal(t, c.moves, res.Score.MateMoves())
			if c.moves > 0 {
				p.Make(res.Best)
				assert.True(t, allRepliesMated(p, c.moves-1), "the best move %s mates", p.MoveString(res.Best))
				p.Unmake()
			}
		})
	}
}

func TestMateLimitStops(t *testing.T) {
	p := position(t, "chess", "7k/8/5K2/8/8/8/8/Q7 w - - 0 1")
	depths := 0
	res := New(Options{}).Search(t.Context(), p, Limits{Mate: 2}, func(Info) { depths++ })
	assert.Equal(t, 2, res.Score.MateMoves())
	assert.Less(t, res.Depth, 10, "stops once the mate is found")
}

func TestScoreMateMoves(t *testing.T) {
	cases := []struct {
		s    Score
		want int
		mate bool
	}{
		{Mate - 1, 1, true}, {Mate - 3, 2, true}, {-Mate + 2, -1, true}, {-Mate + 4, -2, true},
		{150, 0, false}, {-19999, 0, false}, {0, 0, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, c.s.MateMoves(), "score %d", c.s)
		assert.Equal(t, c.mate, c.s.IsMate(), "score %d", c.s)
	}
}
