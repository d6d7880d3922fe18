package search

import (
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// seeGEOfPlayed is seeGEOf without the quick first step (FirstReply): the
// exchange always played out.
func (t *thread) seeGEOfPlayed(m movegen.Move, ply int, threshold, victim, attacker Score) bool {
	swap, res, done := t.seeStart(m, threshold, victim, attacker)
	if done {
		return res
	}
	return t.seeGEPlayed(m, ply, swap)
}

// seeTestVariants are variants for comparing the quick first step of the
// static exchange with the played-out exchange: orthodox chess, fairy
// pieces on boards of at most 64 squares (leapers, riders, a limited
// rider), and variants where it must step aside (a hopper,
// a spiral king, a board of 80 squares).
func seeTestVariants(t *testing.T) []*movegen.Variant {
	t.Helper()
	var out []*movegen.Variant
	for _, name := range []string{"chess", "spiral", "capablanca"} {
		v, err := variants.Get(name)
		require.NoError(t, err)
		out = append(out, v)
	}
	f, err := os.Open("../testdata/variants/example.ini")
	require.NoError(t, err)
	defer f.Close()
	defs, err := variants.Parse("example.ini", f)
	require.NoError(t, err)
	extra, err := variants.Parse("see.ini", strings.NewReader(seeFairyINI))
	require.NoError(t, err)
	for _, d := range append(defs, extra...) {
		if d.Name != "hopper-alamos" && !strings.HasPrefix(d.Name, "see-") {
			continue
		}
		v, err := movegen.NewVariant(d)
		require.NoError(t, err, d.Name)
		out = append(out, v)
	}
	require.Len(t, out, 6)
	return out
}

// seeFairyINI defines the fairy variants of seeTestVariants.
const seeFairyINI = `
[variant see-fairy]
inherit = chess
start   = rnazkcnr/pppppppp/8/8/8/8/PPPPPPPP/RNAZKCNR w KQkq - 0 1
promotion = QZAC

[piece archbishop]
letter = A
betza  = BN
value  = 800

[piece camelrider]
letter = Z
betza  = CC
value  = 450

[piece chancellor]
letter = C
betza  = RN
value  = 850

[variant see-small]
inherit = chess
board   = 7x7
start   = rhlkwhr/ppppppp/7/7/7/PPPPPPP/RHLKWHR w - - 0 1
promotion = RHLW

[piece nightrider]
letter = H
betza  = NN
value  = 300

[piece limited]
letter = L
betza  = R3
value  = 350

[piece wazirfers]
letter = W
betza  = WFA
value  = 400
`

// TestSEEFirstReplyAgrees: seeGEOf, with its quick first step, answers as
// the played-out exchange for every capture of positions along random
// games in several variants and thresholds around the values at stake, and
// leaves the pieces' lists in the same order (which orders generation).
// The played-out exchange runs on a second thread's copy of the position,
// kept in step.
func TestSEEFirstReplyAgrees(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 8
	}
	for _, v := range seeTestVariants(t) {
		t.Run(v.Name(), func(t *testing.T) {
			rng := rand.New(rand.NewSource(7))
			compared, decided := 0, 0
			twinGames(t, v, rng, games, 120, func(quick, played *thread, moves []movegen.Move) {
				p := quick.pos
				for _, m := range moves {
					victim := quick.victim(m)
					if victim == movegen.Empty {
						continue
					}
					vv, av := quick.values[victim.Type()], quick.values[p.At(m.From).Type()]
					if p.Clone().FirstReply(m, quick.typesBelow(av-vv)) != movegen.ReplyUnknown {
						decided++
					}
					for _, thr := range []Score{-300, -1, 0, 1, 50, 200, av - vv, vv - av} {
						want := played.seeGEOfPlayed(m, 0, thr, vv, av)
						require.Equal(t, want, quick.seeGEOf(m, 0, thr, vv, av),
							"%s: %s, threshold %d", p.FEN(), p.MoveString(m), thr)
						for c := movegen.White; c <= movegen.Black; c++ {
							require.Equal(t, played.pos.Pieces(c), p.Pieces(c), "%s: %s, threshold %d: the lists' order",
								p.FEN(), p.MoveString(m), thr)
						}
						compared++
					}
				}
			})
			t.Logf("%d answers compared, %d captures with a quick verdict", compared, decided)
			require.Greater(t, compared, 1000)
		})
	}
}
