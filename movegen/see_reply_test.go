package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// noRecaptureCheck compares NoRecapture with making each legal move of p
// and asking GenerateCapturesOn on its target: where NoRecapture says yes
// the list must be empty. It returns how many moves NoRecapture settled and
// how many of those unsettled had no recapture either (the test's misses).
func noRecaptureCheck(t *testing.T, p *movegen.Position, ml, replies *movegen.MoveList, what string) (settled, missed int) {
	t.Helper()
	p.GenerateLegal(ml)
	moves := append([]movegen.Move(nil), ml.Moves...)
	for _, m := range moves {
		safe := p.NoRecapture(m)
		text := p.MoveString(m)
		p.Make(m)
		p.GenerateCapturesOn(replies, m.To)
		n := replies.Len()
		p.Unmake()
		switch {
		case safe:
			require.Zero(t, n, "%s: %s after %s", what, p.ICN(), text)
			settled++
		case n == 0 && m.Kind == movegen.Normal:
			missed++
		}
	}
	return settled, missed
}

// TestNoRecaptureIsExact: for every legal move along random games of every
// built-in variant on both board kinds, and of random crowded positions of
// the pool of complex pieces (hoppers, locusts, a jumpalongwazir, formations,
// a piece that may come back to its square) under an orthodox and a spiral
// king, NoRecapture never says a move is safe when the opponent has a
// capture on its target once it is made; and it does settle most of them.
func TestNoRecaptureIsExact(t *testing.T) {
	rng := rand.New(rand.NewSource(29))
	ml, replies := movegen.NewMoveList(256), movegen.NewMoveList(64)
	starts := everyBoard(t)
	for _, name := range sortedNames(starts) {
		settled, missed := 0, 0
		for g := 0; g < gamesForTest(); g++ {
			playRandom(starts[name](), rng, 80, func(p *movegen.Position) {
				s, m := noRecaptureCheck(t, p, ml, replies, name)
				settled, missed = settled+s, missed+m
			})
		}
		t.Logf("%s: %d moves settled, %d safe ones not", name, settled, missed)
		require.Greater(t, settled, 10*missed, name)
	}
	pool := 40
	if testing.Short() {
		pool = 12
	}
	for _, king := range []movegen.PieceDef{orthodoxKing, spiralKing} {
		settled := 0
		playComplexPool(t, rng, king, pool, 20, func(p *movegen.Position) {
			s, _ := noRecaptureCheck(t, p, ml, replies, king.Name+" pool")
			settled += s
		})
		require.Positive(t, settled, king.Name)
	}
}
