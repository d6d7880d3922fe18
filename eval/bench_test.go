package eval_test

import (
	"math/rand"
	"runtime"
	"testing"

	"lattice/eval"
	"lattice/movegen"
	"lattice/movegen/variants"
)

// benchPositions is the start position of v and positions after 10, 20
// and 30 random plies of one game.
func benchPositions(b *testing.B, v *movegen.Variant) []*movegen.Position {
	b.Helper()
	out := []*movegen.Position{v.StartPosition()}
	rng := rand.New(rand.NewSource(3))
	p := v.StartPosition()
	ml := movegen.NewMoveList(256)
	for ply := 1; ply <= 30; ply++ {
		p.GenerateLegal(ml)
		if ml.Len() == 0 {
			break
		}
		p.Make(ml.Moves[rng.Intn(ml.Len())])
		if ply%10 == 0 {
			out = append(out, p.Clone())
		}
	}
	return out
}

// BenchmarkEvaluate times one evaluation per op over a few positions of
// each built-in variant; BenchmarkGenerateLegal times GenerateLegal on the
// same positions for comparison.
func BenchmarkEvaluate(b *testing.B) {
	for _, name := range variants.Names() {
		b.Run(name, func(b *testing.B) {
			v, err := variants.Get(name)
			if err != nil {
				b.Fatal(err)
			}
			e := eval.New(v)
			ps := benchPositions(b, v)
			b.ReportAllocs()
			b.ResetTimer()
			sum := 0
			for i := 0; i < b.N; i++ {
				sum += e.Evaluate(ps[i%len(ps)])
			}
			_ = sum
		})
	}
}

// BenchmarkGenerateLegal is the yardstick for BenchmarkEvaluate.
func BenchmarkGenerateLegal(b *testing.B) {
	for _, name := range variants.Names() {
		b.Run(name, func(b *testing.B) {
			v, err := variants.Get(name)
			if err != nil {
				b.Fatal(err)
			}
			ps := benchPositions(b, v)
			ml := movegen.NewMoveList(512)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				ps[i%len(ps)].GenerateLegal(ml)
			}
		})
	}
}

// BenchmarkNew times building an evaluator (value estimates and mobility
// baselines), once per game or variant change.
func BenchmarkNew(b *testing.B) {
	for _, name := range variants.Names() {
		b.Run(name, func(b *testing.B) {
			v, err := variants.Get(name)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				eval.New(v)
			}
		})
	}
}

// BenchmarkEvalVsGenerate times Evaluate and GenerateLegal interleaved in
// chunks on the same positions, by the thread's CPU time (on Linux), so
// that the load of a shared machine affects both alike, and reports
// eval-ns/op, gen-ns/op and their ratio.
func BenchmarkEvalVsGenerate(b *testing.B) {
	for _, name := range variants.Names() {
		b.Run(name, func(b *testing.B) {
			runtime.LockOSThread() // the thread's clock must be this goroutine's
			defer runtime.UnlockOSThread()
			v, err := variants.Get(name)
			if err != nil {
				b.Fatal(err)
			}
			e := eval.New(v)
			ps := benchPositions(b, v)
			ml := movegen.NewMoveList(512)
			var te, tg int64
			sum := 0
			b.ResetTimer()
			for i := 0; i < b.N; i += 64 {
				t0 := threadCPU()
				for j := 0; j < 64; j++ {
					sum += e.Evaluate(ps[j%len(ps)])
				}
				t1 := threadCPU()
				for j := 0; j < 64; j++ {
					ps[j%len(ps)].GenerateLegal(ml)
				}
				te += t1 - t0
				tg += threadCPU() - t1
			}
			_ = sum
			n := float64((b.N + 63) / 64 * 64)
			b.ReportMetric(float64(te)/n, "eval-ns/op")
			b.ReportMetric(float64(tg)/n, "gen-ns/op")
			b.ReportMetric(float64(te)/float64(tg), "eval/gen")
		})
	}
}
