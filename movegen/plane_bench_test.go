package movegen_test

import (
	"fmt"
	"testing"

	"lattice/movegen"
)

// BenchmarkPlaneGenerate: legal move generation on the open plane with
// each side's king, queen, rook, bishop, knight and huygens near its own
// corner and the two groups d squares apart (apartICN). The cost depends on
// the candidate squares, not on the distances.
func BenchmarkPlaneGenerate(b *testing.B) {
	v := builtin(b, "infinite-huygens")
	for _, d := range []int{10, 1000, 1000000} {
		b.Run(fmt.Sprintf("apart-%d", d), func(b *testing.B) {
			p := mustICN(b, v, apartICN(d), movegen.SparseBoard, nil)
			ml := movegen.NewMoveList(1024)
			b.ReportAllocs()
			b.ResetTimer()
			n := 0
			for i := 0; i < b.N; i++ {
				p.GenerateLegal(ml)
				n += ml.Len()
			}
			b.ReportMetric(float64(n)/float64(b.N), "moves/op")
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}

// BenchmarkPlanePerft2 is a two-ply tree over the same positions: make,
// generate and unmake with reused move lists, with nodes/s.
func BenchmarkPlanePerft2(b *testing.B) {
	v := builtin(b, "infinite-huygens")
	for _, d := range []int{10, 1000, 1000000} {
		b.Run(fmt.Sprintf("apart-%d", d), func(b *testing.B) {
			p := mustICN(b, v, apartICN(d), movegen.SparseBoard, nil)
			root, reply := movegen.NewMoveList(1024), movegen.NewMoveList(1024)
			b.ReportAllocs()
			b.ResetTimer()
			nodes := 0
			for i := 0; i < b.N; i++ {
				p.GenerateLegal(root)
				for _, m := range root.Moves {
					p.Make(m)
					p.GenerateLegal(reply)
					nodes += reply.Len()
					p.Unmake()
				}
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// BenchmarkPlaneStartGenerate: the start of each plane variant on the
// open plane.
func BenchmarkPlaneStartGenerate(b *testing.B) {
	for _, name := range []string{"infinite", "infinite-huygens", "kadesh"} {
		b.Run(name, func(b *testing.B) {
			p := builtin(b, name).StartPosition()
			ml := movegen.NewMoveList(1024)
			b.ReportAllocs()
			b.ResetTimer()
			n := 0
			for i := 0; i < b.N; i++ {
				p.GenerateLegal(ml)
				n += ml.Len()
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}
