package main

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/pkg/profile"

	"lattice/movegen"
	"lattice/perft"
)

// perftOptions are the flags of `lattice perft`.
type perftOptions struct {
	variant, fen, icn, moves, board, border string
	profileDir                              string
	depth                                   int
	divide, all, noBulk, rays               bool
	budget                                  uint64
	files                                   fileList  // -variants
	warn                                    io.Writer // where warnings go; nil drops them
}

func parsePerftFlags(args []string, stderr io.Writer) (*perftOptions, error) {
	fs := newFlagSet("perft")
	o := &perftOptions{warn: stderr}
	fs.StringVar(&o.variant, "variant", "chess", "variant name (see: lattice variants)")
	fs.StringVar(&o.fen, "fen", "", "start from this FEN instead of the variant's start")
	fs.StringVar(&o.icn, "icn", "", "start from this ICN position (unbounded variants)")
	fs.StringVar(&o.border, "border", "", fmt.Sprintf("world border x0,x1,y0,y1 to count inside, each edge within ±%d (unbounded variants; default: the variant's; for the open plane use -rays)", movegen.MaxBorder))
	fs.BoolVar(&o.rays, "rays", false, "depth 1 on the open plane: list finite moves and open rays")
	fs.StringVar(&o.moves, "moves", "", "moves to play first, space separated, e.g. \"e2e4 e7e5\"")
	fs.Var((*decimalInt)(&o.depth), "depth", "depth in plies (1..20)")
	fs.BoolVar(&o.divide, "divide", false, "print the count below every root move")
	fs.StringVar(&o.board, "board", "auto", "board kind: auto, mailbox or sparse")
	fs.BoolVar(&o.all, "all", false, "perft the start position of every variant (built-in and -variants files)")
	o.budget = 50_000_000
	fs.Var((*decimalUint64)(&o.budget), "budget", "with -all: stop before a depth expected to pass this many nodes")
	fs.BoolVar(&o.noBulk, "nobulk", false, "make every last-ply move instead of counting the list")
	fs.StringVar(&o.profileDir, "cpuprofile", "", "write a CPU profile (cpu.pprof) into `DIR`")
	addVariantsFlag(fs, &o.files)
	if err := fs.Parse(args); err != nil {
		return nil, flagError(fs, err, stderr)
	}
	if fs.NArg() > 0 {
		return nil, usagef("perft: unexpected argument %q", fs.Arg(0))
	}
	if err := checkPerftCombinations(setFlags(fs)); err != nil {
		return nil, err
	}
	if o.all && o.depth == 0 {
		o.depth = 4
	}
	if o.rays && o.depth == 0 {
		o.depth = 1
	}
	if o.depth < 1 || o.depth > 20 {
		return nil, usagef("perft: -depth must be 1..20, got %d", o.depth)
	}
	if o.rays && (o.depth != 1 || o.divide || o.all) {
		return nil, usagef("perft: -rays lists the moves of one position: use it with -depth 1 only")
	}
	if o.fen != "" && o.icn != "" {
		return nil, usagef("perft: give -fen or -icn, not both")
	}
	if o.profileDir != "" {
		if err := checkProfileDir(o.profileDir); err != nil {
			return nil, usagef("perft: -cpuprofile: %v", err)
		}
	}
	return o, nil
}

func runPerft(args []string, stdout, stderr io.Writer) error {
	o, err := parsePerftFlags(args, stderr)
	if err != nil {
		return err
	}
	kind, err := movegen.ParseBoardKind(o.board)
	if err != nil {
		return usagef("perft: -board: %v", err)
	}
	if o.profileDir != "" {
		defer profile.Start(profile.CPUProfile, profile.ProfilePath(o.profileDir), profile.NoShutdownHook, profile.Quiet).Stop()
	}
	if o.all {
		return perftAll(o, kind, stdout)
	}
	pos, err := setUp(o, kind)
	if err != nil {
		return err
	}
	if o.rays {
		listRays(pos, stdout)
		return nil
	}
	c := perft.NewCounter(pos)
	c.Bulk = !o.noBulk
	if _, err := c.Check(o.depth, o.divide); err != nil {
		return usagef("perft: %v: use a smaller -border (or -rays to list the open plane's moves)", err)
	}
	start := time.Now()
	var nodes uint64
	if o.divide {
		for _, d := range c.Divide(o.depth) {
			fmt.Fprintf(stdout, "%s: %d\n", d.Text, d.Nodes)
			nodes += d.Nodes
		}
		fmt.Fprintln(stdout)
	} else {
		nodes = c.Count(o.depth)
	}
	elapsed := time.Since(start)
	fmt.Fprintf(stdout, "Nodes searched: %d\n", nodes)
	fmt.Fprintf(stdout, "Nodes/second: %.0f\n", float64(nodes)/elapsed.Seconds())
	return nil
}

// setUp builds the position perft starts from.
func setUp(o *perftOptions, kind movegen.BoardKind) (*movegen.Position, error) {
	cat, err := loadCatalogue(o.files)
	if err != nil {
		return nil, err
	}
	v, err := cat.Get(o.variant)
	if err != nil {
		return nil, usagef("perft: %v", err)
	}
	pos, err := startPosition(v, o, kind)
	if err != nil {
		return nil, usagef("perft: %v", err)
	}
	for _, text := range strings.Fields(o.moves) {
		m, err := pos.ParseMove(text)
		if err != nil {
			return nil, usagef("perft: -moves: %v", err)
		}
		pos.Make(m)
	}
	return pos, nil
}

// perftAll counts every variant's start position and prints a table.
func perftAll(o *perftOptions, kind movegen.BoardKind, stdout io.Writer) error {
	cat, err := loadCatalogue(o.files)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%-20s %-8s %5s %14s %10s %14s\n", "variant", "board", "depth", "nodes", "seconds", "nodes/s")
	for _, name := range cat.Names() {
		v, err := cat.Get(name)
		if err != nil {
			return err
		}
		pos, err := startPosition(v, &perftOptions{}, kind)
		if err != nil {
			return usagef("perft: %s: %v", name, err)
		}
		depth, n, s := countWithin(perft.NewCounter(pos), o.depth, o.budget)
		fmt.Fprintf(stdout, "%-20s %-8s %5d %14d %10.3f %14.0f\n", name, pos.Board(), depth, n, s, float64(n)/s)
	}
	return nil
}

// countWithin counts depth 1, 2, … up to maxDepth, stopping before a depth
// whose count, extrapolated from the last two, would pass budget nodes, or
// that perft.Counter.Check refuses. It returns the last depth counted, its
// count and the seconds it took.
func countWithin(c *perft.Counter, maxDepth int, budget uint64) (int, uint64, float64) {
	var prev, n uint64 = 1, 1
	var secs float64
	depth := 0
	for depth < maxDepth {
		if depth > 0 && n > 0 && float64(n)*(float64(n)/float64(prev)+1) > float64(budget) {
			break
		}
		if _, err := c.Check(depth+1, false); err != nil {
			break
		}
		start := time.Now()
		prev, n = n, c.Count(depth+1)
		secs = time.Since(start).Seconds()
		depth++
	}
	return depth, n, secs
}

// startPosition is where perft starts: the -fen or -icn position or the
// variant's start; on an unbounded board inside the -border, else the ICN's
// own world border, else the variant's default one; with -rays on the open
// plane unless the ICN gives a border.
func startPosition(v *movegen.Variant, o *perftOptions, kind movegen.BoardKind) (*movegen.Position, error) {
	if !v.Unbounded() && o.icn == "" {
		if o.border != "" {
			return nil, fmt.Errorf("-border is for ICN positions: %s is played on its own board (give the position with -icn to count inside a border)", v.Name())
		}
		fen := o.fen
		if fen == "" {
			fen = v.StartFEN()
		}
		p, warnings, err := v.ReadFEN(fen, kind)
		for _, w := range warnings {
			if o.warn != nil {
				fmt.Fprintln(o.warn, "lattice: warning:", w)
			}
		}
		return p, err
	}
	if o.fen != "" {
		return nil, fmt.Errorf("%s is played on an unbounded board: give its position with -icn", v.Name())
	}
	text := o.icn
	if text == "" {
		text = v.StartICN()
	}
	if o.border != "" {
		b, err := movegen.ParseBounds(o.border)
		if err != nil {
			return nil, fmt.Errorf("-border: %v", err)
		}
		return v.ParseICN(text, kind, &b)
	}
	if o.rays {
		return v.ParseICN(text, kind, nil)
	}
	return v.ParseICNDefault(text, kind, v.Bounds())
}

// listRays prints every legal move of the position: the finite ones one a
// line, then the open rays as "from>+dx,+dy [lo..)".
func listRays(pos *movegen.Position, stdout io.Writer) {
	ml := movegen.NewMoveList(256)
	var rays []movegen.OpenRay
	pos.GenerateRays(ml, &rays)
	for _, m := range ml.Moves {
		fmt.Fprintln(stdout, pos.MoveString(m))
	}
	for _, r := range rays {
		kind := ""
		switch {
		case r.Prime:
			kind = " primes"
		case r.Formation:
			kind = " formation"
		}
		fmt.Fprintf(stdout, "%d,%d>%+d,%+d [%d..)%s\n", r.From.X, r.From.Y, r.Step.X, r.Step.Y, r.Lo, kind)
	}
	fmt.Fprintf(stdout, "\nFinite moves: %d\nOpen rays: %d\n", ml.Len(), len(rays))
}
