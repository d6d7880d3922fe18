package search

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"lattice/movegen"
)

// benchPositions are the positions of the feature measurements.
var benchPositions = []struct{ variant, fen string }{
	{"chess", ""},
	{"chess", kiwipete},
	{"chess", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"},
	{"chess", "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 10"},
	{"chess", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"},
	{"chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
	{"chess", "6k1/5ppp/1p6/p1r5/P2R4/1P4P1/5P1P/6K1 w - - 0 30"},
	{"capablanca", ""},
}

// featureName names a feature for the measurement report.
func featureName(f feature) string {
	names := []string{"aspiration", "pvs", "check-extension", "mate-distance", "null-move", "lmr",
		"futility", "reverse-futility", "lmp", "killers", "history", "counter-move",
		"bad-captures-last", "delta-pruning", "tt-cutoffs", "improving", "iir", "see", "hanging-checks"}
	for i, n := range names {
		if f == 1<<i {
			return n
		}
	}
	return "all"
}

// measureCap bounds each measured search.
const measureCap = 3_000_000

// measure searches every bench position to depth with the features on,
// returning the total nodes and time (each position's best of two runs, as
// the machine is shared).
func measure(t *testing.T, feat feature, depth int) (uint64, time.Duration) {
	var nodes uint64
	var el time.Duration
	for _, b := range benchPositions {
		best := time.Duration(1 << 62)
		var res Result
		for range 2 {
			p := position(t, b.variant, b.fen)
			s := New(Options{HashMB: 16})
			s.feat = feat
			start := time.Now()
			res = s.Search(context.Background(), p, Limits{Depth: depth, Nodes: measureCap}, nil)
			best = min(best, time.Since(start))
		}
		if res.Depth < depth {
			t.Logf("%s %q: depth %d only (node cap)", featureName(featAll&^feat), b.fen, res.Depth)
		}
		el += best
		nodes += res.Nodes
	}
	return nodes, el
}

// TestMeasureFeatures compares, feature by feature, the nodes and time to
// reach a fixed depth without the feature against the full search. It runs
// only with SEARCH_MEASURE=depth (e.g. 8) and reports through t.Log.
func TestMeasureFeatures(t *testing.T) {
	depth, err := strconv.Atoi(os.Getenv("SEARCH_MEASURE"))
	if err != nil || depth <= 0 {
		t.Skip("set SEARCH_MEASURE=depth to measure")
	}
	measure(t, featAll, depth) // warm up
	baseNodes, baseTime := measure(t, featAll, depth)
	t.Logf("%-18s %12d nodes %8.2fs", "all features", baseNodes, baseTime.Seconds())
	if os.Getenv("SEARCH_MEASURE_BASE") != "" {
		return
	}
	only, _ := strconv.Atoi(os.Getenv("SEARCH_MEASURE_FEATURE"))
	for f := feature(1); f < featAll; f <<= 1 {
		if os.Getenv("SEARCH_MEASURE_FEATURE") != "" && f != 1<<only {
			continue
		}
		n, el := measure(t, featAll&^f, depth)
		t.Logf("without %-18s %12d nodes (%+6.1f%%) %8.2fs (%+6.1f%%)", featureName(f), n,
			100*(float64(n)/float64(baseNodes)-1), el.Seconds(), 100*(el.Seconds()/baseTime.Seconds()-1))
	}
}

// TestMeasureSpeed reports nodes per second and the depth reached in a
// fixed time from the chess start with one thread (SEARCH_SPEED=seconds).
func TestMeasureSpeed(t *testing.T) {
	secs, err := strconv.Atoi(os.Getenv("SEARCH_SPEED"))
	if err != nil || secs <= 0 {
		t.Skip("set SEARCH_SPEED=seconds to measure")
	}
	for _, variant := range []string{"chess", "capablanca", "infinite"} {
		p := position(t, variant, "")
		s := New(Options{HashMB: 64})
		start := time.Now()
		res := s.Search(context.Background(), p, Limits{MoveTime: time.Duration(secs) * time.Second}, func(i Info) {
			t.Logf("%s depth %d seldepth %d score %d nodes %d time %v", variant, i.Depth, i.SelDepth, i.Score, i.Nodes, i.Time.Round(time.Millisecond))
		})
		el := time.Since(start)
		t.Logf("%s: depth %d, %d nodes in %v: %.0f nodes/s, best %s", variant, res.Depth, res.Nodes,
			el.Round(time.Millisecond), float64(res.Nodes)/el.Seconds(), p.MoveString(res.Best))
	}
	_ = movegen.White
}
