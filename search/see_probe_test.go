package search

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// seeThresholds are the thresholds the exchange tests try for a move whose
// victim is worth vv and whose piece av: around zero, the margins of
// seeLoses and the values at stake.
func seeThresholds(vv, av Score) []Score {
	return []Score{-900, -300, -100, -25, -1, 0, 1, 50, 200, av - vv, vv - av}
}

// TestSEEShortcutsAgreeWithPlayOut: seeGEOf and seeGEProbed, with every
// shortcut they take before making moves, answer as the exchange played
// out (seeGEOfPlayed) for every legal move, quiet or not, of positions
// along random games of every built-in variant, at thresholds around the
// values at stake; and leave the pieces' lists in the same order. The
// played-out exchange runs on a second thread's copy of the position, kept
// in step.
func TestSEEShortcutsAgreeWithPlayOut(t *testing.T) {
	// perPly bounds the moves compared at each ply (a random choice of
	// them): the plane's lists are long.
	games, plies, perPly := 6, 100, 80
	if testing.Short() {
		games, plies, perPly = 2, 60, 24
	}
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewSource(41))
			compared, safe := 0, 0
			twinGames(t, v, rng, games, plies, func(quick, played *thread, moves []movegen.Move) {
				p := quick.pos
				tried := moves
				if len(tried) > perPly {
					tried = append([]movegen.Move(nil), moves...)
					rng.Shuffle(len(tried), func(i, j int) { tried[i], tried[j] = tried[j], tried[i] })
					tried = tried[:perPly]
				}
				for _, m := range tried {
					vv, av := quick.values[quick.victim(m).Type()], quick.values[p.At(m.From).Type()]
					if p.NoRecapture(m) {
						safe++
					}
					for _, thr := range seeThresholds(vv, av) {
						want := played.seeGEOfPlayed(m, 0, thr, vv, av)
						require.Equal(t, want, quick.seeGEOf(m, 0, thr, vv, av),
							"seeGEOf %s: %s, threshold %d", p.ICN(), p.MoveString(m), thr)
						require.Equal(t, want, quick.seeGEProbed(m, 0, thr, vv, av),
							"seeGEProbed %s: %s, threshold %d", p.ICN(), p.MoveString(m), thr)
						compared++
					}
					for c := movegen.White; c <= movegen.Black; c++ {
						require.Equal(t, played.pos.Pieces(c), p.Pieces(c), "%s: %s: the lists' order",
							p.ICN(), p.MoveString(m))
					}
				}
			})
			t.Logf("%d answers compared, %d moves onto squares NoRecapture calls safe", compared, safe)
			require.Greater(t, compared, 1000)
		})
	}
}
