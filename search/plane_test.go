package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// planePosition sets up an ICN position of the infinite plane.
func planePosition(t testing.TB, icn string) *movegen.Position {
	t.Helper()
	v, err := variants.Get("infinite")
	require.NoError(t, err)
	if icn == "" {
		return v.StartPosition()
	}
	p, err := v.ParseICN(icn, movegen.AutoBoard, nil)
	require.NoError(t, err)
	return p
}

func TestPlaneStartSearch(t *testing.T) {
	p := planePosition(t, "")
	res := run(t, p, Limits{Nodes: 2000})
	require.True(t, res.HasBest)
	assert.True(t, p.LegalMove(res.Best), p.MoveString(res.Best))
	for _, m := range res.PV[:1] {
		assert.True(t, p.LegalMove(m))
	}
}

func TestPlaneFarCaptureSeen(t *testing.T) {
	// The rook stands a million squares from the queen, on her rank (White
	// keeps a guard besides: king and queen alone cannot mate on the plane).
	// Black to move takes the queen; White to move saves it and, deeper,
	// takes the rook.
	p := planePosition(t, "b K0,0|Q0,1|GU-40,-40|k3,500000|r1000000,1")
	res := run(t, p, Limits{Depth: 2})
	require.True(t, res.HasBest)
	assert.Equal(t, movegen.Coord{X: 0, Y: 1}, res.Best.To, p.MoveString(res.Best))
	p = planePosition(t, "w K0,0|Q0,1|GU-40,-40|k3,500000|r1000000,1")
	depth := 3
	if !testing.Short() {
		depth = 5
	}
	res = run(t, p, Limits{Depth: depth})
	assert.Greater(t, res.Score, Score(600), "the queen is safe")
	if depth >= 5 {
		assert.Equal(t, movegen.Coord{X: 1000000, Y: 1}, res.Best.To, p.MoveString(res.Best))
	}
}

func TestPlaneFarMoveSearchable(t *testing.T) {
	p := planePosition(t, "w K0,0|R1,1|k5,40|n6,38")
	far := movegen.Move{From: movegen.Coord{X: 1, Y: 1}, To: movegen.Coord{X: 1, Y: 1000001}}
	require.True(t, p.LegalMove(far), "precondition: the far move is legal")
	res := run(t, p, Limits{Depth: 4, SearchMoves: []movegen.Move{far}})
	require.True(t, res.HasBest)
	assert.Equal(t, far, res.Best)
	res = run(t, p, Limits{Depth: 3})
	assert.True(t, p.LegalMove(res.Best))
}

func TestPlaneMateFound(t *testing.T) {
	// Rooks on ranks 9 and 11 box the king in; the third mates on rank 10
	// from seventy squares away.
	p := planePosition(t, "w K-50,-50|R-20,9|R30,11|R70,-30|k0,10")
	require.True(t, matesIn(p, 1), "precondition: a mate in 1")
	res := run(t, p, Limits{Depth: 3})
	require.True(t, res.HasBest)
	assert.Equal(t, 1, res.Score.MateMoves())
	p.Make(res.Best)
	assert.True(t, allRepliesMated(p, 0), "the best move %v mates", res.Best)
	p.Unmake()
}

func TestPlaneFarCheckEvaded(t *testing.T) {
	// A rook checks from 900000 squares away; White's rook, as far away on
	// the same rank, takes it.
	p := planePosition(t, "w K0,0|R5,900000|GU-30,-30|k100,100|r0,900000")
	require.True(t, p.InCheck())
	res := run(t, p, Limits{Depth: 3})
	require.True(t, res.HasBest)
	assert.True(t, p.LegalMove(res.Best))
	assert.Equal(t, movegen.Coord{X: 0, Y: 900000}, res.Best.To, p.MoveString(res.Best))
	assert.Greater(t, res.Score, Score(300))
}
