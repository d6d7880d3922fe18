package movegen_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestOnePieceOnTwoLines: a piece that attacks the king along two of its
// directions at once is one checker, and a piece pinned along two lines of
// one direction moves only where both let it. The fast legality test must
// agree with making every move (it once saw a double check, and kept one pin
// of the two).
func TestOnePieceOnTwoLines(t *testing.T) {
	v := testVariant(t, 8, 8, orthodoxKing,
		movegen.PieceDef{Name: "bishop-alfil", Letter: 'E', Betza: "BA"},
		movegen.PieceDef{Name: "rook-dabbabarider", Letter: 'Y', Betza: "RDD"},
	)
	tests := []struct {
		name, fen string
		has       []string // legal moves the fast test once refused
		lacks     []string // illegal moves it once allowed
	}{
		{"ride and leap check: capture, not block", "7k/1RR5/8/8/8/2e5/8/K7 w - - 0 1", []string{"c7c3"}, []string{"b7b2"}},
		{"rook and dabbaba-rider check: block on both lines", "k7/8/8/y7/8/2R5/1R6/K7 w - - 0 1", []string{"c3a3"}, []string{"b2a2"}},
		{"rook and dabbaba-rider pin", "k7/8/8/8/8/8/8/K1R1y3 w - - 0 1", []string{"c1e1"}, []string{"c1d1", "c1b1", "c1c2"}},
	}
	for _, tc := range tests {
		for _, kind := range []movegen.BoardKind{movegen.MailboxBoard, movegen.SparseBoard} {
			p := mustFEN(t, v, tc.fen, kind)
			legal := legalTexts(p)
			slow := moveTexts(p, p.GenerateLegalSlow)
			require.Equal(t, slow, legal, "%s (%v)", tc.name, kind)
			assert.Equal(t, len(slow), p.CountLegal(), "%s (%v)", tc.name, kind)
			for _, m := range tc.has {
				assert.Contains(t, legal, m, "%s (%v)", tc.name, kind)
			}
			for _, m := range tc.lacks {
				assert.NotContains(t, legal, m, "%s (%v)", tc.name, kind)
			}
			var noisy, quiet movegen.MoveList
			p.GenerateNoisy(&noisy)
			p.GenerateQuiet(&quiet)
			assert.Equal(t, len(slow), noisy.Len()+quiet.Len(), "%s (%v): noisy+quiet", tc.name, kind)
		}
	}
}
