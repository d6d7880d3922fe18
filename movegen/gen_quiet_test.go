package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestNoisyAndQuietPartitionTheLegalMoves: on random positions of every
// built-in variant, on both board kinds, GenerateNoisy and GenerateQuiet
// together list GenerateLegal's moves, each once; the quiet list holds no
// capture (found by making the move) and no promotion, and comes in
// GenerateLegal's order (so a search using it orders its moves as before).
func TestNoisyAndQuietPartitionTheLegalMoves(t *testing.T) {
	boards := everyBoard(t)
	rng := rand.New(rand.NewSource(23))
	quiet := movegen.NewMoveList(64)
	legal := movegen.NewMoveList(64)
	for _, name := range sortedNames(boards) {
		positions := 0
		for g := 0; g < gamesForTest(); g++ {
			playRandom(boards[name](), rng, 100, func(p *movegen.Position) {
				positions++
				where := func() string { return name + ": " + p.ICN() }
				both := moveTexts(p, func(ml *movegen.MoveList) {
					p.GenerateNoisy(ml)
					n := append([]movegen.Move(nil), ml.Moves...)
					p.GenerateQuiet(ml)
					ml.Moves = append(n, ml.Moves...)
				})
				if want := legalTexts(p); !assert.ObjectsAreEqual(want, both) {
					require.Equal(t, want, both, "%s", where())
				}
				p.GenerateQuiet(quiet)
				inCheck := p.InCheck()
				if inCheck && quiet.Len() > 0 {
					require.Zero(t, quiet.Len(), "%s", where())
				}
				for _, m := range quiet.Moves {
					if m.Promo != 0 || captures(p, m) {
						require.Fail(t, "a noisy move in the quiet list", "%s %s", where(), p.MoveString(m))
					}
				}
				p.GenerateLegal(legal)
				var want []movegen.Move
				for _, m := range legal.Moves {
					if !inCheck && m.Promo == 0 && !p.IsCapture(m) {
						want = append(want, m)
					}
				}
				if len(want) != quiet.Len() || len(want) > 0 && !assert.ObjectsAreEqual(want, quiet.Moves) {
					require.Equal(t, want, quiet.Moves, "%s", where())
				}
			})
		}
		t.Logf("%s: %d positions", name, positions)
	}
}

func TestGenerateQuietAllocatesNothing(t *testing.T) {
	for _, kind := range boards {
		p := mustFEN(t, chess(t), "r3k2r/pPpp1ppp/8/4pP2/8/8/P1PPP1pP/R3K2R w KQkq e6 0 1", kind)
		ml := movegen.NewMoveList(256)
		p.GenerateQuiet(ml)
		require.NotZero(t, ml.Len())
		assert.Zero(t, testing.AllocsPerRun(50, func() { p.GenerateQuiet(ml) }), "%s", kind)
	}
}

// BenchmarkGenerateQuiet compares GenerateQuiet with filtering
// GenerateLegal's list, as the search's quiet stage did before.
func BenchmarkGenerateQuiet(b *testing.B) {
	for name, p := range benchPositions(b) {
		ml := movegen.NewMoveList(1024)
		b.Run(name+"/direct", func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				p.GenerateQuiet(ml)
			}
		})
		b.Run(name+"/filtered", func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				p.GenerateLegal(ml)
				k := 0
				for _, m := range ml.Moves {
					if m.Promo == 0 && !p.IsCapture(m) {
						ml.Moves[k] = m
						k++
					}
				}
				ml.Moves = ml.Moves[:k]
			}
		})
	}
}

// TestFilterUnpinnedIsFilterChecked: on random positions of every built-in
// variant on the mailbox board, with the side to move neither in check nor
// pinned, filtering the quiet moves only in the range quietMailbox reports
// (the royal piece's moves and those of special pieces) keeps the moves
// filterChecked keeps over the whole list, in its order, and GenerateQuiet
// lists them; many of those positions have quiet moves both drop (a king
// stepping into check).
func TestFilterUnpinnedIsFilterChecked(t *testing.T) {
	boards := everyBoard(t)
	rng := rand.New(rand.NewSource(41))
	fast, general := movegen.NewMoveList(64), movegen.NewMoveList(64)
	tested, dropped := 0, 0
	for _, name := range sortedNames(boards) {
		for g := 0; g < gamesForTest(); g++ {
			playRandom(boards[name](), rng, 100, func(p *movegen.Position) {
				n, ok := p.QuietUnpinnedBoth(fast, general)
				if !ok {
					return
				}
				tested++
				if general.Len() < n {
					dropped++
				}
				require.Equal(t, general.Moves, fast.Moves, "%s: %s", name, p.ICN())
				p.GenerateQuiet(fast)
				require.Equal(t, general.Moves, fast.Moves, "%s: %s", name, p.ICN())
			})
		}
	}
	require.Greater(t, dropped, 100, "of %d positions", tested)
}
