package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// requireGivesCheckOnEveryMove compares GivesCheck and GivesCheckThemSafe
// (p's side not to move is not in check) with making the move on every
// pseudo-legal move of p and returns how many give check.
func requireGivesCheckOnEveryMove(t *testing.T, p *movegen.Position, ml *movegen.MoveList, label string) int {
	t.Helper()
	p.Generate(ml)
	checks := 0
	for _, m := range ml.Moves {
		want := givesCheckByMaking(p, m)
		if want {
			checks++
		}
		require.Equal(t, want, p.GivesCheck(m), "%s: %s in %s", label, p.MoveString(m), p.ICN())
		require.Equal(t, want, p.GivesCheckThemSafe(m), "%s: %s in %s (them safe)", label, p.MoveString(m), p.ICN())
	}
	return checks
}

// TestGivesCheckSparseEveryMove checks GivesCheck against making the move
// on every pseudo-legal move (not a sample) of random games of every
// built-in variant on the sparse board: the open plane, inside its world
// border, and the bounded games on a sparse board.
func TestGivesCheckSparseEveryMove(t *testing.T) {
	boards := everyBoard(t)
	rng := rand.New(rand.NewSource(81))
	ml := movegen.NewMoveList(1024)
	games, plies := 3, 40
	if testing.Short() {
		games, plies = 1, 20
	}
	for _, name := range sortedNames(boards) {
		if boards[name]().Board() != movegen.SparseBoard {
			continue
		}
		checks := 0
		for g := 0; g < games; g++ {
			playRandom(boards[name](), rng, plies, func(p *movegen.Position) {
				checks += requireGivesCheckOnEveryMove(t, p, ml, name)
			})
		}
		t.Logf("%s: %d checking moves", name, checks)
	}
}

// TestGivesCheckSparseRiders checks GivesCheck against making the move in
// random positions full of riders (queen lines, nightriders, dabbabariders,
// a promoting queen) on the sparse board, where direct and discovered
// checks along long lines are common, inside several world borders and on
// the open plane.
func TestGivesCheckSparseRiders(t *testing.T) {
	v := ridersVariant(t)
	rng := rand.New(rand.NewSource(82))
	borders := []*movegen.Bounds{
		{X0: -7, X1: 7, Y0: -7, Y1: 7},
		{X0: -3, X1: 20, Y0: -9, Y1: 4},
		nil, // the open plane
	}
	positions := 10000
	if testing.Short() {
		positions = 1500
	}
	ml := movegen.NewMoveList(1024)
	tested, checks := 0, 0
	for i := 0; i < positions; i++ {
		b := borders[i%len(borders)]
		box := movegen.Bounds{X0: -7, X1: 7, Y0: -7, Y1: 7}
		if b != nil {
			box = *b
		}
		text := randomRidersICN(rng, box, 2+rng.Intn(12))
		p, err := v.ParseICN(text, movegen.SparseBoard, b)
		if err != nil {
			continue // the side not to move is in check
		}
		tested++
		checks += requireGivesCheckOnEveryMove(t, p, ml, text)
	}
	require.Greater(t, tested, positions/5)
	require.Greater(t, checks, tested/2, "the positions must hold many checking moves")
	t.Logf("%d positions, %d checking moves", tested, checks)
}
