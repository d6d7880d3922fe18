package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestGenerateCapturesOnInCheck: in check GenerateCapturesOn lists, for a
// square holding an enemy piece, the captures there that are evasions (of
// the checker, or by the royal piece), exactly as filtering GenerateNoisy;
// random boards of simplePool and chess, in check only, every square.
func TestGenerateCapturesOnInCheck(t *testing.T) {
	rng := rand.New(rand.NewSource(23))
	ml := movegen.NewMoveList(64)
	positions, found := 0, 0
	for _, c := range []struct {
		v       *movegen.Variant
		size    int
		letters string
	}{
		{simplePool(t), 10, "PNBRQWDHZASXpnbrqwdhzasx"},
		{chess(t), 8, "PNBRQpnbrq"},
	} {
		for i := 0; positions < 150 && i < 20000; i++ {
			p, err := c.v.ParseFENBoard(randomFEN(rng, c.size, c.size, 20, c.letters), movegen.MailboxBoard)
			if err != nil || !p.InCheck() {
				continue
			}
			positions++
			for _, sq := range p.Pieces(p.SideToMove().Other()) {
				want := capturesOnByFilter(p, sq)
				p.GenerateCapturesOn(ml, sq)
				found += len(want)
				if len(want) == 0 {
					require.Empty(t, ml.Moves, "%s on %v", p.FEN(), sq)
					continue
				}
				require.Equal(t, want, ml.Moves, "%s on %v", p.FEN(), sq)
			}
		}
		positions = 0
	}
	require.Greater(t, found, 50)
}
