package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// capturesOnByFilter is GenerateCapturesOn's definition: GenerateNoisy's
// moves of kind Normal that land on sq, in its order.
func capturesOnByFilter(p *movegen.Position, sq movegen.Coord) []movegen.Move {
	ml := movegen.NewMoveList(64)
	p.GenerateNoisy(ml)
	var out []movegen.Move
	for _, m := range ml.Moves {
		if m.Kind == movegen.Normal && m.To == sq {
			out = append(out, m)
		}
	}
	return out
}

// captureTargets are the squares of p's pieces (either colour), a few
// random squares of its board or near them, and one square off the board.
func captureTargets(p *movegen.Position, rng *rand.Rand) []movegen.Coord {
	var out []movegen.Coord
	for c := movegen.White; c <= movegen.Black; c++ {
		out = append(out, p.Pieces(c)...)
	}
	b := p.Variant().Bounds()
	w, h := int64(b.X1-b.X0)+1, int64(b.Y1-b.Y0)+1
	for i := 0; i < 4; i++ {
		out = append(out, movegen.Coord{X: b.X0 + int32(rng.Int63n(w)), Y: b.Y0 + int32(rng.Int63n(h))})
	}
	return append(out, movegen.Coord{X: b.X0 - 1, Y: b.Y1 + 1})
}

func TestGenerateCapturesOnIsTheFilteredNoisyList(t *testing.T) {
	boards := everyBoard(t)
	rng := rand.New(rand.NewSource(17))
	ml := movegen.NewMoveList(64)
	for _, name := range sortedNames(boards) {
		found := 0
		for g := 0; g < gamesForTest()/2; g++ {
			playRandom(boards[name](), rng, 80, func(p *movegen.Position) {
				for _, sq := range captureTargets(p, rng) {
					want := capturesOnByFilter(p, sq)
					p.GenerateCapturesOn(ml, sq)
					got := ml.Moves
					if len(want) == 0 {
						require.Empty(t, got, "%s: %s on %v", name, p.ICN(), sq)
						continue
					}
					found += len(want)
					require.Equal(t, want, got, "%s: %s on %v", name, p.ICN(), sq)
				}
			})
		}
		require.Positive(t, found, name)
	}
}

func TestGenerateCapturesOnAllocatesNothing(t *testing.T) {
	p := mustFEN(t, chess(t), standardFENs[1], movegen.MailboxBoard)
	ml := movegen.NewMoveList(256)
	sq, err := p.Variant().ParseSquare("f6") // the queen takes the knight
	require.NoError(t, err)
	p.GenerateCapturesOn(ml, sq)
	require.Len(t, ml.Moves, 1)
	require.Zero(t, testing.AllocsPerRun(100, func() { p.GenerateCapturesOn(ml, sq) }))
}

// BenchmarkGenerateCapturesOn compares GenerateCapturesOn with filtering
// GenerateNoisy, on every square of a middlegame holding a black piece.
func BenchmarkGenerateCapturesOn(b *testing.B) {
	p := mustFEN(b, chess(b), standardFENs[1], movegen.MailboxBoard)
	sqs := p.Pieces(movegen.Black)
	ml := movegen.NewMoveList(256)
	b.Run("direct", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			p.GenerateCapturesOn(ml, sqs[i%len(sqs)])
		}
	})
	b.Run("filtered", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			p.GenerateNoisy(ml)
			sq := sqs[i%len(sqs)]
			k := 0
			for _, m := range ml.Moves {
				if m.Kind == movegen.Normal && m.To == sq {
					ml.Moves[k] = m
					k++
				}
			}
			ml.Moves = ml.Moves[:k]
		}
	})
}
