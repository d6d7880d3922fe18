package eval_test

import (
	"context"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen/variants"
	"lattice/search"
)

// BenchmarkPlaneSearchCPU is BenchmarkSearchStart for the starts of the
// open-plane variants (search.BenchmarkPlaneSearch's positions and depth):
// nodes per second of the thread's CPU time, which the load of a shared
// machine inflates less than wall time.
func BenchmarkPlaneSearchCPU(b *testing.B) {
	for _, name := range []string{"infinite", "kadesh"} {
		b.Run(name, func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			v, err := variants.Get(name)
			require.NoError(b, err)
			s := search.New(search.Options{HashMB: 16, Threads: 1})
			var nodes uint64
			var cpu int64
			b.ReportAllocs()
			for b.Loop() {
				s.Clear()
				p := v.StartPosition()
				t0 := threadCPU()
				nodes += s.Search(context.Background(), p, search.Limits{Depth: 6}, nil).Nodes
				cpu += threadCPU() - t0
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			b.ReportMetric(float64(nodes)/(float64(cpu)/1e9), "nodes/cpu-s")
		})
	}
}
