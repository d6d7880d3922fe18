package perft_test

import (
	"testing"

	"lattice/movegen"
	"lattice/movegen/variants"
	"lattice/perft"
)

// BenchmarkPerft reports nodes/s of perft 4 from the chess start and from
// "kiwipete" (perft 3) on both board kinds, with bulk counting at the last ply.
func BenchmarkPerft(b *testing.B) {
	v, err := variants.Get("chess")
	if err != nil {
		b.Fatal(err)
	}
	cases := []struct {
		name  string
		fen   string
		depth int
	}{
		{"start-d4", v.StartFEN(), 4},
		{"kiwipete-d3", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3},
	}
	for _, c := range cases {
		for _, kind := range []movegen.BoardKind{movegen.MailboxBoard, movegen.SparseBoard} {
			b.Run(c.name+"/"+kind.String(), func(b *testing.B) {
				pos, err := v.ParseFENBoard(c.fen, kind)
				if err != nil {
					b.Fatal(err)
				}
				counter := perft.NewCounter(pos)
				b.ReportAllocs()
				var nodes uint64
				for i := 0; i < b.N; i++ {
					nodes += counter.Count(c.depth)
				}
				b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			})
		}
	}
}
