package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

func planeVariant(t *testing.T, name string) *movegen.Variant {
	t.Helper()
	v, err := variants.Get(name)
	require.NoError(t, err)
	require.True(t, v.Unbounded())
	return v
}

func TestLineKindsOfThePlanesPieces(t *testing.T) {
	v := planeVariant(t, "infinite")
	kinds, err := lineKinds(v)
	require.NoError(t, err)
	want := map[string]uint8{
		"Q": lineOrth | lineDiag, "R": lineOrth, "B": lineDiag, "CH": lineOrth,
		"N": 0, "HA": 0, "GU": 0, "K": 0, "P": 0,
	}
	found := 0
	for i := range v.NumPieceTypes() {
		ty := movegen.PieceType(i + 1)
		code := icnCode(v.Def(ty))
		if k, ok := want[code]; ok {
			found++
			assert.Equal(t, k, kinds[ty], "piece %s", code)
		}
	}
	assert.Equal(t, len(want), found, "every listed piece is in the variant")
}

func TestLineOf(t *testing.T) {
	k := movegen.Coord{X: 5, Y: 1}
	cases := []struct {
		sq   movegen.Coord
		dir  int
		dist int64
		ok   bool
	}{
		{movegen.Coord{X: 9, Y: 1}, 0, 4, true},
		{movegen.Coord{X: -100, Y: 1}, 1, 105, true},
		{movegen.Coord{X: 5, Y: 8}, 2, 7, true},
		{movegen.Coord{X: 5, Y: -3}, 3, 4, true},
		{movegen.Coord{X: 7, Y: 3}, 4, 2, true},
		{movegen.Coord{X: 3, Y: 3}, 5, 2, true},
		{movegen.Coord{X: 8, Y: -2}, 6, 3, true},
		{movegen.Coord{X: 0, Y: -4}, 7, 5, true},
		{movegen.Coord{X: 6, Y: 3}, 0, 0, false},
		{k, 0, 0, false},
	}
	for _, c := range cases {
		dir, dist, ok := lineOf(k, c.sq)
		assert.Equal(t, c.ok, ok, "%v", c.sq)
		if c.ok {
			assert.Equal(t, c.dir, dir, "%v", c.sq)
			assert.Equal(t, c.dist, dist, "%v", c.sq)
		}
	}
}

func TestExposedLines(t *testing.T) {
	v := planeVariant(t, "infinite")
	e := New(v)
	cases := []struct {
		name       string
		icn        string
		orth, diag int
	}{
		{"a lone king: every line is open", "w 1 K0,0|k100,301", 4, 4},
		{"own pieces within reach close lines", "w 1 K0,0|k100,301|P0,1|P1,1|P-1,1|N1,0|N-1,0|P0,-6|B6,-6", 0, 1},
		{"a piece beyond reach does not close its line", "w 1 K0,0|k100,301|P0,7", 4, 4},
		{"an enemy rider nearest on its line exposes it", "w 1 K0,0|k100,301|P0,1|P1,1|P-1,1|P1,-1|P-1,-1|P0,-1|P1,0|r-3,0", 1, 0},
		{"an enemy leaper nearest closes the line", "w 1 K0,0|k100,301|P0,1|P1,1|P-1,1|P1,-1|P-1,-1|P0,-1|P1,0|n-3,0", 0, 0},
		{"an enemy bishop on an orthogonal line closes it", "w 1 K0,0|k100,301|P0,1|P1,1|P-1,1|P1,-1|P-1,-1|P0,-1|P1,0|b-3,0", 0, 0},
	}
	for _, c := range cases {
		p, err := v.ParseICN(c.icn, movegen.AutoBoard, nil)
		require.NoError(t, err, c.name)
		k, ok := p.Royal(movegen.White)
		require.True(t, ok)
		orth, diag := e.exposedLines(p, movegen.White, k)
		assert.Equal(t, c.orth, orth, "%s: orthogonal", c.name)
		assert.Equal(t, c.diag, diag, "%s: diagonal", c.name)
	}
}

func TestKingRayPenaltyActsOnlyOnThePlane(t *testing.T) {
	off := Default()
	off.KingRayMG, off.KingRayEG = 0, 0
	on := Default()
	on.KingRayMG, on.KingRayEG = 40, 20

	chess, err := variants.Get("chess")
	require.NoError(t, err)
	start := chess.StartPosition()
	assert.Equal(t, NewWithWeights(chess, off).Evaluate(start), NewWithWeights(chess, on).Evaluate(start))

	v := planeVariant(t, "infinite")
	// White's king is boxed in by its own pieces; Black's stands in the
	// open before White's queen and rook.
	p, err := v.ParseICN("w 1 K0,0|P0,1|P1,1|P-1,1|P1,-1|P-1,-1|P0,-1|P1,0|P-1,0|k10,10|Q-20,-30|R30,-40", movegen.AutoBoard, nil)
	require.NoError(t, err)
	assert.Greater(t, NewWithWeights(v, on).Evaluate(p), NewWithWeights(v, off).Evaluate(p)+100,
		"Black's exposed king costs it")
	e := NewWithWeights(v, on)
	assert.Zero(t, testing.AllocsPerRun(50, func() { e.Evaluate(p) }))
}
