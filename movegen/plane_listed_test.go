package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// requireListedAgrees checks ListedMove of p against GenerateLegal's list
// for every pseudo-legal move of p, for the moves of others (those of the
// position before, a far square along each of them) and returns how many it
// asked about.
func requireListedAgrees(t *testing.T, p *movegen.Position, others []movegen.Move, label string) int {
	t.Helper()
	legal := movegen.NewMoveList(256)
	p.GenerateLegal(legal)
	byKey := map[movegen.MoveKey]movegen.Move{}
	for _, m := range legal.Moves {
		if _, dup := byKey[m.Key()]; !dup {
			byKey[m.Key()] = m
		}
	}
	pseudo := movegen.NewMoveList(256)
	p.Generate(pseudo)
	asks := append(append([]movegen.Move(nil), pseudo.Moves...), others...)
	for _, m := range pseudo.Moves {
		// The same ray a long way out: listed only where it is a candidate.
		far := m
		far.To = movegen.Coord{X: m.From.X + 37*(m.To.X-m.From.X), Y: m.From.Y + 37*(m.To.Y-m.From.Y)}
		asks = append(asks, far)
	}
	for _, m := range asks {
		want, wantOK := byKey[m.Key()]
		got, ok := p.ListedMove(m)
		require.Equal(t, wantOK, ok, "%s: %v in %s", label, m, p.ICN())
		if ok {
			require.Equal(t, want, got, "%s: %v in %s", label, m, p.ICN())
		}
	}
	return len(asks)
}

// TestListedMoveMatchesTheList checks ListedMove against GenerateLegal on
// every built-in variant's boards in random games: every pseudo-legal move,
// the moves of the position before and far squares along their rays.
func TestListedMoveMatchesTheList(t *testing.T) {
	boards := everyBoard(t)
	rng := rand.New(rand.NewSource(91))
	games, plies := 3, 40
	if testing.Short() {
		games, plies = 1, 25
	}
	ml := movegen.NewMoveList(256)
	for _, name := range sortedNames(boards) {
		asked := 0
		for g := 0; g < games; g++ {
			var before []movegen.Move
			playRandom(boards[name](), rng, plies, func(p *movegen.Position) {
				asked += requireListedAgrees(t, p, before, name)
				p.Generate(ml)
				before = append(before[:0], ml.Moves...)
			})
		}
		require.Positive(t, asked, name)
	}
}

// TestNoisyIsTheListsNoisyPart checks that out of check GenerateNoisy lists
// exactly the captures and promotions of GenerateLegal's list, in the same
// order, on the sparse boards (the search hands out a node's best capture
// from the shorter list before it lists the rest).
func TestNoisyIsTheListsNoisyPart(t *testing.T) {
	boards := everyBoard(t)
	rng := rand.New(rand.NewSource(92))
	games, plies := 4, 60
	if testing.Short() {
		games, plies = 2, 40
	}
	legal, noisy := movegen.NewMoveList(256), movegen.NewMoveList(256)
	for _, name := range sortedNames(boards) {
		if boards[name]().Board() != movegen.SparseBoard {
			continue
		}
		captures := 0
		for g := 0; g < games; g++ {
			playRandom(boards[name](), rng, plies, func(p *movegen.Position) {
				if p.InCheck() {
					return
				}
				p.GenerateLegal(legal)
				var want []movegen.Move
				for i := range legal.Moves {
					m := &legal.Moves[i]
					if m.Promo != 0 || p.Victim(m) != movegen.Empty {
						want = append(want, *m)
					}
				}
				p.GenerateNoisy(noisy)
				got := append([]movegen.Move(nil), noisy.Moves...)
				require.Equal(t, want, got, "%s: %s", name, p.ICN())
				captures += len(want)
			})
		}
		t.Logf("%s: %d captures and promotions", name, captures)
	}
}
