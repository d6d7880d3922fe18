package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"lattice/movegen"
	"lattice/perft"
)

// perftOptions are the flags of `lattice perft`.
type perftOptions struct {
	variant, fen, moves, board string
	depth                      int
	divide, all, noBulk        bool
	files                      fileList // -variants
}

func parsePerftFlags(args []string, stderr io.Writer) (*perftOptions, error) {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(stderr)
	o := &perftOptions{}
	fs.StringVar(&o.variant, "variant", "chess", "variant name (see `lattice variants`)")
	fs.StringVar(&o.fen, "fen", "", "start from this FEN instead of the variant's start")
	fs.StringVar(&o.moves, "moves", "", "moves to play first, space separated, e.g. \"e2e4 e7e5\"")
	fs.IntVar(&o.depth, "depth", 0, "depth in plies (1..20)")
	fs.BoolVar(&o.divide, "divide", false, "print the count below every root move")
	fs.StringVar(&o.board, "board", "auto", "board kind: auto, mailbox or sparse")
	fs.BoolVar(&o.all, "all", false, "perft the start position of every variant (built-in and -variants files)")
	fs.BoolVar(&o.noBulk, "nobulk", false, "make every last-ply move instead of counting the list")
	addVariantsFlag(fs, &o.files)
	if err := fs.Parse(args); err != nil {
		return nil, usagef("perft: %v", err)
	}
	if fs.NArg() > 0 {
		return nil, usagef("perft: unexpected argument %q", fs.Arg(0))
	}
	if o.all && o.depth == 0 {
		o.depth = 4
	}
	if o.depth < 1 || o.depth > 20 {
		return nil, usagef("perft: -depth must be 1..20, got %d", o.depth)
	}
	return o, nil
}

func boardKind(s string) (movegen.BoardKind, error) {
	switch s {
	case "auto":
		return movegen.AutoBoard, nil
	case "mailbox":
		return movegen.MailboxBoard, nil
	case "sparse":
		return movegen.SparseBoard, nil
	}
	return 0, usagef("perft: -board must be auto, mailbox or sparse, got %q", s)
}

func runPerft(args []string, stdout, stderr io.Writer) error {
	o, err := parsePerftFlags(args, stderr)
	if err != nil {
		return err
	}
	kind, err := boardKind(o.board)
	if err != nil {
		return err
	}
	if o.all {
		return perftAll(o, kind, stdout)
	}
	pos, err := setUp(o, kind)
	if err != nil {
		return err
	}
	c := perft.NewCounter(pos)
	c.Bulk = !o.noBulk
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
	fen := o.fen
	if fen == "" {
		fen = v.StartFEN
	}
	pos, err := v.ParseFENBoard(fen, kind)
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
		pos, err := v.ParseFENBoard(v.StartFEN, kind)
		if err != nil {
			return usagef("perft: %s: %v", name, err)
		}
		c := perft.NewCounter(pos)
		start := time.Now()
		n := c.Count(o.depth)
		s := time.Since(start).Seconds()
		fmt.Fprintf(stdout, "%-20s %-8s %5d %14d %10.3f %14.0f\n", name, pos.Board(), o.depth, n, s, float64(n)/s)
	}
	return nil
}
