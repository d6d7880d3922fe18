package movegen_test

import (
	"testing"

	"lattice/movegen"
)

// benchPosition is the "kiwipete" position, rich in every kind of move.
const benchPosition = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

func BenchmarkGenerateLegal(b *testing.B) {
	for _, kind := range boards {
		b.Run(kind.String(), func(b *testing.B) {
			p := mustFEN(b, chess(b), benchPosition, kind)
			ml := movegen.NewMoveList(256)
			b.ReportAllocs()
			n := 0
			for i := 0; i < b.N; i++ {
				p.GenerateLegal(ml)
				n += ml.Len()
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}

func BenchmarkMakeUnmake(b *testing.B) {
	for _, kind := range boards {
		b.Run(kind.String(), func(b *testing.B) {
			p := mustFEN(b, chess(b), benchPosition, kind)
			ml := movegen.NewMoveList(256)
			p.GenerateLegal(ml)
			b.ReportAllocs()
			n := 0
			for i := 0; i < b.N; i++ {
				for _, m := range ml.Moves {
					p.Make(m)
					p.Unmake()
				}
				n += ml.Len()
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}
