package eval

import (
	"fmt"
	"math/rand"

	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

func TestFarPawnPenalty(t *testing.T) {
	v := planeVariant(t, "infinite")
	off := Default()
	off.FarPawnMG, off.FarPawnEG = 0, 0
	on := Default()
	on.FarPawnMG, on.FarPawnEG, on.FarPawnMax, on.FarPawnStart = 6, 4, 40, 6
	cases := []struct {
		name   string
		icn    string
		mg, eg int // White's loss in the middle and end game
	}{
		{"a pawn six ranks from promoting loses nothing", "w 1 K0,0|k100,301|P3,2+", 0, 0},
		{"two ranks further it loses two steps", "w 1 K0,0|k100,301|P3,0", 12, 8},
		{"the outer wall's pawn loses at most the cap", "w 1 K0,0|k100,301|P3,-6+", 40, 32},
		{"a black pawn mirrors it", "w 1 K0,0|k100,301|p3,15+", -40, -32},
	}
	for _, c := range cases {
		p, err := v.ParseICN(c.icn, movegen.AutoBoard, nil)
		require.NoError(t, err, c.name)
		var sOn, sOff side
		sq := pawnOf(t, p)
		col := p.At(sq).Color()
		NewWithWeights(v, on).farPawn(col, sq, &sOn)
		NewWithWeights(v, off).farPawn(col, sq, &sOff)
		sign := 1
		if col == movegen.Black {
			sign = -1
		}
		assert.Equal(t, c.mg, sign*(sOff.mg-sOn.mg), "%s: middle game", c.name)
		assert.Equal(t, c.eg, sign*(sOff.eg-sOn.eg), "%s: end game", c.name)
	}
}

// pawnOf returns the square of the only pawn of p.
func pawnOf(t *testing.T, p *movegen.Position) movegen.Coord {
	t.Helper()
	for col := movegen.White; col <= movegen.Black; col++ {
		for _, sq := range p.Pieces(col) {
			if p.Variant().Def(p.At(sq).Type()).Pawn {
				return sq
			}
		}
	}
	t.Fatal("no pawn")
	return movegen.Coord{}
}

func TestFarPawnActsOnlyOnThePlane(t *testing.T) {
	off := Default()
	off.FarPawnMG, off.FarPawnEG = 0, 0
	on := Default()
	on.FarPawnMG, on.FarPawnEG, on.FarPawnMax, on.FarPawnStart = 6, 6, 48, 6
	for _, name := range []string{"chess", "grand"} {
		v, err := variants.Get(name)
		require.NoError(t, err)
		p := v.StartPosition()
		assert.Equal(t, NewWithWeights(v, off).Evaluate(p), NewWithWeights(v, on).Evaluate(p), name)
	}
	v := planeVariant(t, "infinite")
	p := v.StartPosition()
	// The start is symmetric: both sides lose as much.
	assert.Equal(t, NewWithWeights(v, off).Evaluate(p), NewWithWeights(v, on).Evaluate(p))
	p2, err := v.ParseICN("w 1 K0,0|k100,301|P3,-6+|P4,2+|p5,7+", movegen.AutoBoard, nil)
	require.NoError(t, err)
	assert.Equal(t, NewWithWeights(v, off).Evaluate(p2)-48, NewWithWeights(v, on).Evaluate(p2),
		"White's outer-wall pawn costs it the cap")
	e := NewWithWeights(v, on)
	assert.Zero(t, testing.AllocsPerRun(50, func() { e.Evaluate(p2) }))
}

// TestFarPawnCountsEveryPawn: the far-pawn term of a side with more pawns
// than its pawn list holds (maxPawns) is paid for each of them, the listed
// ones with their other pawn terms (pawnTerms) and the rest in pieces.
func TestFarPawnCountsEveryPawn(t *testing.T) {
	v := planeVariant(t, "infinite")
	off := Default()
	off.FarPawnMG, off.FarPawnEG = 0, 0
	on := Default()
	on.FarPawnMG, on.FarPawnEG, on.FarPawnMax, on.FarPawnStart = 1, 2, 48, 6
	const n = maxPawns + 5
	icn := "w 1 K0,0|k100,301"
	for i := range n {
		icn += fmt.Sprintf("|P%d,-6+", i-n/2)
	}
	p, err := v.ParseICN(icn, movegen.AutoBoard, nil)
	require.NoError(t, err)
	terms := func(w Weights) side {
		e := NewWithWeights(v, w)
		king := [2]movegen.Coord{{X: 0, Y: 0}, {X: 100, Y: 301}}
		hasK := [2]bool{true, true}
		var st [2]side
		e.walkTerms(p, &st, &king, &hasK)
		return st[movegen.White]
	}
	extra := int64(NewWithWeights(v, on).promoW) + 6 - on.FarPawnStart
	require.Positive(t, extra)
	a, b := terms(off), terms(on)
	assert.Equal(t, n*int(min(extra*1, 48)), a.mg-b.mg)
	assert.Equal(t, n*int(min(extra*2, 48)), a.eg-b.eg)
}

// TestPawnMemoKnowsItsEvaluator: two evaluators with different pawn
// weights take turns on one plane position (whose pawn memo they share)
// through a random game, and each always gives its reference score: the
// memo answers only the evaluator that filled it, and only for its pawns.
func TestPawnMemoKnowsItsEvaluator(t *testing.T) {
	v := planeVariant(t, "infinite")
	other := Default()
	for i := range other.AdvanceMG {
		other.AdvanceMG[i] += 3 * i
		other.PassedEG[i] += 5
	}
	es := []*Evaluator{New(v), NewWithWeights(v, other)}
	p := v.StartPosition()
	require.NotNil(t, p.PawnMemo())
	rng := rand.New(rand.NewSource(3))
	ml := movegen.NewMoveList(256)
	differ := false
	for ply := 0; ply < 60; ply++ {
		for _, e := range []*Evaluator{es[0], es[1], es[1], es[0]} {
			require.Equal(t, e.refEvaluate(p), e.Evaluate(p), "ply %d", ply)
		}
		differ = differ || es[0].Evaluate(p) != es[1].Evaluate(p)
		p.GenerateLegal(ml)
		if ml.Len() == 0 {
			break
		}
		p.Make(ml.Moves[rng.Intn(ml.Len())])
	}
	assert.True(t, differ, "the weights differ in some score")
}

// TestSamePawns: pawn lists match in any order, and not when one square
// differs, even with the same coordinate sums.
func TestSamePawns(t *testing.T) {
	list := func(cs ...movegen.Coord) *[maxPawns]movegen.Coord {
		var a [maxPawns]movegen.Coord
		copy(a[:], cs)
		return &a
	}
	a := list(movegen.Coord{X: 0, Y: 2}, movegen.Coord{X: 1, Y: 3}, movegen.Coord{X: -4, Y: 2})
	assert.True(t, samePawns(a, a, 3))
	assert.True(t, samePawns(a, list(movegen.Coord{X: -4, Y: 2}, movegen.Coord{X: 0, Y: 2}, movegen.Coord{X: 1, Y: 3}), 3))
	assert.False(t, samePawns(a, list(movegen.Coord{X: 0, Y: 2}, movegen.Coord{X: 1, Y: 4}, movegen.Coord{X: -4, Y: 2}), 3))
	// Same sums, other squares.
	assert.False(t, samePawns(a, list(movegen.Coord{X: 0, Y: 3}, movegen.Coord{X: 1, Y: 2}, movegen.Coord{X: -4, Y: 2}), 3))
	// Long lists, shuffled: the same squares match, one moved does not.
	rng := rand.New(rand.NewSource(5))
	for range 50 {
		n := 1 + rng.Intn(maxPawns)
		var x, y [maxPawns]movegen.Coord
		for i := range n {
			x[i] = movegen.Coord{X: int32(i), Y: int32(i * i % 7)}
		}
		y = x
		rng.Shuffle(n, func(i, j int) { y[i], y[j] = y[j], y[i] })
		assert.True(t, samePawns(&x, &y, n))
		y[rng.Intn(n)].Y += 10
		assert.False(t, samePawns(&x, &y, n))
	}
}
