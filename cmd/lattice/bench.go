package main

import (
	"fmt"
	"io"
	"strconv"

	"lattice/engine"
)

// runBench searches the bench positions of every built-in variant to fixed
// depths (one thread, a fixed hash) and prints the node count, the
// engine's signature, last as "N nodes X nps" (OpenBench's convention).
//
//	lattice bench [DEPTH]
func runBench(args []string, stdout, stderr io.Writer) error {
	depth := 0
	switch len(args) {
	case 0:
	case 1:
		d, err := strconv.Atoi(args[0])
		if err != nil || d < 1 || d > 64 {
			return usagef("bench: depth %q is not 1..64", args[0])
		}
		depth = d
	default:
		return usagef("bench: want at most one argument, the depth; got %q", args)
	}
	fmt.Fprintf(stdout, "%-17s %5s %5s %12s %8s  %s\n", "variant", "line", "depth", "nodes", "ms", "best")
	nodes, elapsed, err := engine.Bench(depth, func(l engine.BenchLine) {
		fmt.Fprintf(stdout, "%-17s %5s %5d %12d %8d  %s (%s)\n", l.Variant, lineNumber(l.Line), l.Depth,
			l.Nodes, l.Time.Milliseconds(), l.Best, scoreText(l.Score))
	})
	if err != nil {
		return err
	}
	n := uint64(0)
	if s := elapsed.Seconds(); s > 0 {
		n = uint64(float64(nodes) / s)
	}
	fmt.Fprintln(stdout)
	fmt.Fprintf(stdout, "Total time (ms): %d\n", elapsed.Milliseconds())
	fmt.Fprintf(stdout, "Nodes searched: %d\n", nodes)
	fmt.Fprintf(stdout, "Nodes/second: %d\n", n)
	fmt.Fprintf(stdout, "%d nodes %d nps\n", nodes, n)
	return nil
}

// lineNumber is the line part of "file:line".
func lineNumber(at string) string {
	for i := len(at) - 1; i >= 0; i-- {
		if at[i] == ':' {
			return at[i+1:]
		}
	}
	return at
}
