package eval_test

import (
	"context"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen/variants"
	"lattice/search"
)

// BenchmarkSearchStart searches the orthodox start position to a fixed
// depth with one thread and reports nodes per second of the thread's CPU
// time (on Linux), which the load of a shared machine does not inflate.
// It is the profile target for the speed of a search node:
//
//	go test -run '^$' -bench SearchStart -benchtime 3x -cpuprofile cpu.out ./eval
func BenchmarkSearchStart(b *testing.B) {
	runtime.LockOSThread() // the thread's clock must be this goroutine's
	defer runtime.UnlockOSThread()
	v, err := variants.Get("chess")
	require.NoError(b, err)
	s := search.New(search.Options{HashMB: 16, Threads: 1})
	var nodes uint64
	var cpu int64
	b.ReportAllocs()
	for b.Loop() {
		s.Clear()
		t0 := threadCPU()
		nodes += s.Search(context.Background(), v.StartPosition(), search.Limits{Depth: 14}, nil).Nodes
		cpu += threadCPU() - t0
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(nodes)/(float64(cpu)/1e9), "nodes/cpu-s")
}
