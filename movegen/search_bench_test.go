package movegen_test

import (
	"math/rand"
	"testing"

	"lattice/movegen"
)

// benchPositions are a middlegame on both chess boards and the infinite
// plane after a few random moves.
func benchPositions(b *testing.B) map[string]*movegen.Position {
	out := map[string]*movegen.Position{}
	for _, kind := range boards {
		out["kiwipete/"+kind.String()] = mustFEN(b, chess(b), standardFENs[1], kind)
	}
	p := builtin(b, "infinite").StartPosition()
	playMoves(p, rand.New(rand.NewSource(5)), 12)
	out["infinite/plane"] = p
	return out
}

func BenchmarkGenerateNoisy(b *testing.B) {
	for name, p := range benchPositions(b) {
		ml := movegen.NewMoveList(1024)
		b.Run(name+"/direct", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p.GenerateNoisy(ml)
			}
		})
		b.Run(name+"/filtered", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p.GenerateLegal(ml)
				k := 0
				for _, m := range ml.Moves {
					if m.Promo != 0 || p.IsCapture(m) {
						ml.Moves[k] = m
						k++
					}
				}
				ml.Moves = ml.Moves[:k]
			}
		})
	}
}

func BenchmarkIsPseudoLegal(b *testing.B) {
	for name, p := range benchPositions(b) {
		ml := movegen.NewMoveList(1024)
		p.GenerateLegal(ml)
		moves := append([]movegen.Move(nil), ml.Moves...)
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p.IsPseudoLegal(moves[i%len(moves)])
			}
		})
	}
}

func BenchmarkGivesCheck(b *testing.B) {
	for name, p := range benchPositions(b) {
		ml := movegen.NewMoveList(1024)
		p.GenerateLegal(ml)
		moves := append([]movegen.Move(nil), ml.Moves...)
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p.GivesCheck(moves[i%len(moves)])
			}
		})
	}
}

func BenchmarkClone(b *testing.B) {
	for name, p := range benchPositions(b) {
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				_ = p.Clone()
			}
		})
	}
}

func BenchmarkGivesCheckByMaking(b *testing.B) {
	for name, p := range benchPositions(b) {
		ml := movegen.NewMoveList(1024)
		p.GenerateLegal(ml)
		moves := append([]movegen.Move(nil), ml.Moves...)
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p.Make(moves[i%len(moves)])
				p.InCheck()
				p.Unmake()
			}
		})
	}
}
