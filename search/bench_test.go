package search

import (
	"context"
	"testing"
)

// BenchmarkSearch measures a node-limited search of the bench positions
// with one thread, reporting nodes/s.
func BenchmarkSearch(b *testing.B) {
	b.ReportAllocs()
	var nodes uint64
	s := New(Options{HashMB: 16})
	for b.Loop() {
		for _, bp := range benchPositions[:7] {
			p := position(b, bp.variant, bp.fen)
			s.Clear()
			nodes += s.Search(context.Background(), p, Limits{Nodes: 50000}, nil).Nodes
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
