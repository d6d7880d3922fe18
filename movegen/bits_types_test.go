package movegen_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestOccupancyByTypeThroughPromotions checks the occupancy by type and
// the pieces by square through every legal move and its undoing from
// positions of promotions (pushes and captures), en passant and castling,
// on boards of at most 64 squares and of more.
func TestOccupancyByTypeThroughPromotions(t *testing.T) {
	cases := []struct{ variant, fen string }{
		{"chess", "r1b1k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K1NR w KQkq d6 0 1"},
		{"chess", "r1b1k2r/1P4P1/8/8/3pP3/8/1p4p1/R3K1NR b KQkq e3 0 1"},
		{"capablanca", "r1b1k3r1/1P6P1/10/10/10/10/1p6p1/R3K4R w KQkq - 0 1"},
		{"grand", "r3k4r/1P7P/10/10/10/10/10/10/1p7p/R3K4R w - - 0 1"},
	}
	ml := movegen.NewMoveList(256)
	promotions := 0
	for _, c := range cases {
		p := mustFEN(t, builtin(t, c.variant), c.fen, movegen.MailboxBoard)
		require.True(t, p.HasBitboards(), c.variant)
		require.True(t, p.OccupancyMatches(), c.fen)
		p.GenerateLegal(ml)
		for _, m := range ml.Moves {
			if m.Promo != 0 {
				promotions++
			}
			p.Make(m)
			require.True(t, p.OccupancyMatches(), "%s after %v", c.fen, m)
			p.Unmake()
			require.True(t, p.OccupancyMatches(), "%s after taking back %v", c.fen, m)
		}
	}
	assert.Greater(t, promotions, 20)
}
