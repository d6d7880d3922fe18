package movegen_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestAttackedBitsMatchWalk compares the attack test, which skips the
// leaps when the bitboards show no piece where they would land and on
// boards of at most 64 squares finds each line's nearest piece by a bit
// scan (attacked64), with the mailbox code alone: for every square of
// random positions of every bounded built-in variant and of the odd pool,
// by both sides, with nothing ignored, with each side's royal piece
// ignored (as a king's move is tested) and with another piece of each side
// ignored.
func TestAttackedBitsMatchWalk(t *testing.T) {
	games, plies := 2, 50
	if testing.Short() {
		games, plies = 1, 30
	}
	attacked, tests := 0, 0
	activityPositions(t, games, plies, func(name string, p *movegen.Position) {
		if !p.HasBitboards() {
			return
		}
		w := p.WalkingCopy()
		b := p.Bounds()
		ignores := []movegen.Coord{movegen.NoCoord()}
		for c := movegen.Color(0); c < 2; c++ {
			if k, ok := p.Royal(c); ok {
				ignores = append(ignores, k)
			}
			if l := p.Pieces(c); len(l) > 0 {
				ignores = append(ignores, l[len(l)/2])
			}
		}
		for y := b.Y0; y <= b.Y1; y++ {
			for x := b.X0; x <= b.X1; x++ {
				sq := movegen.Coord{X: x, Y: y}
				for by := movegen.Color(0); by < 2; by++ {
					for _, ig := range ignores {
						got, want := p.AttackedIgnoring(sq, by, ig), w.AttackedIgnoring(sq, by, ig)
						if got != want {
							require.Equal(t, want, got, "%s %s square %v by %d ignoring %v", name, p.ICN(), sq, by, ig)
						}
						tests++
						if got {
							attacked++
						}
					}
				}
			}
		}
	})
	assert.Greater(t, attacked, tests/10)
	assert.Less(t, attacked, tests*9/10)
}
