package eval

import (
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestPawnSpanEqualsPassed: for random pawn sets of both colours, narrow
// and wide, near the origin and near the coordinate limits, the span gives
// passed's answer for every pawn, or declines when the enemy pawns spread
// over more than spanFiles−2 files.
func TestPawnSpanEqualsPassed(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	centres := []int32{0, 5, -1000, math.MaxInt32 - 40, math.MinInt32 + 40}
	declined, built := 0, 0
	for trial := 0; trial < 4000; trial++ {
		width := []int32{1, 3, 20, 61, 62, 63, 200}[rng.Intn(7)]
		cx := centres[rng.Intn(len(centres))]
		var s, o pawnList
		fill := func(sd *pawnList) {
			sd.npawns = rng.Intn(maxPawns + 1)
			for i := 0; i < sd.npawns; i++ {
				x := int64(cx) + int64(rng.Int31n(width)) - int64(width/2)
				y := int64(cx) + int64(rng.Int31n(12)) - 6
				sd.pawns[i] = movegen.Coord{X: int32(x), Y: int32(y)}
			}
		}
		fill(&s)
		fill(&o)
		for c := movegen.White; c <= movegen.Black; c++ {
			var sp pawnSpan
			if !sp.build(c, &o) {
				declined++
				continue
			}
			built++
			for _, sq := range s.pawns[:s.npawns] {
				require.Equal(t, passed(c, sq, &o), sp.passed(sq), "trial %d colour %d pawn %v", trial, c, sq)
			}
		}
	}
	require.NotZero(t, declined)
	require.NotZero(t, built)
}
