package search

import (
	"context"
	"testing"
)

// BenchmarkPlaneSearch searches the start of the open-plane variants to a
// fixed depth with one thread, reporting nodes/s: the figure issue 8 asks
// to bring within half of orthodox chess. Profile it with -cpuprofile.
func BenchmarkPlaneSearch(b *testing.B) {
	for _, name := range []string{"infinite", "kadesh"} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			var nodes uint64
			s := New(Options{HashMB: 16})
			for b.Loop() {
				p := position(b, name, "")
				s.Clear()
				nodes += s.Search(context.Background(), p, Limits{Depth: 6}, nil).Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
