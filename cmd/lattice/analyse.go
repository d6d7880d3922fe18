package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/pkg/profile"

	"lattice/engine"
	"lattice/search"
)

// analyseOptions are the flags of `lattice analyse`.
type analyseOptions struct {
	variant, fen, icn, moves      string
	depth, multiPV, threads, hash int
	moveTime                      time.Duration
	nodes                         uint64
	files                         fileList
	profileDir                    string
}

// defaultMoveTime is the limit when none is given.
const defaultMoveTime = 3 * time.Second

func parseAnalyseFlags(args []string, stderr io.Writer) (*analyseOptions, error) {
	fs := flag.NewFlagSet("analyse", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are one line; -h prints the flags below
	o := &analyseOptions{}
	var ms int
	fs.StringVar(&o.variant, "variant", "chess", "variant name (see: lattice variants)")
	fs.StringVar(&o.fen, "fen", "", "analyse this FEN instead of the variant's start")
	fs.StringVar(&o.icn, "icn", "", "analyse this ICN position (unbounded variants)")
	fs.StringVar(&o.moves, "moves", "", "moves to play first, space separated, e.g. \"e2e4 e7e5\"")
	fs.IntVar(&o.depth, "depth", 0, "search to this depth in plies")
	fs.IntVar(&ms, "movetime", 0, "search for this many milliseconds")
	fs.Uint64Var(&o.nodes, "nodes", 0, "search about this many nodes")
	fs.IntVar(&o.multiPV, "multipv", 1, "report this many best lines")
	fs.IntVar(&o.threads, "threads", 1, "search threads")
	fs.IntVar(&o.hash, "hash", engine.DefaultHashMB, "transposition table in MB")
	fs.StringVar(&o.profileDir, "cpuprofile", "", "write a CPU profile of the search (cpu.pprof) into `DIR`")
	addVariantsFlag(fs, &o.files)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stderr)
			fs.PrintDefaults()
		}
		return nil, usagef("analyse: %v", err)
	}
	if fs.NArg() > 0 {
		return nil, usagef("analyse: unexpected argument %q", fs.Arg(0))
	}
	switch {
	case o.fen != "" && o.icn != "":
		return nil, usagef("analyse: give -fen or -icn, not both")
	case o.depth < 0 || o.depth > 64:
		return nil, usagef("analyse: -depth must be 1..64, got %d", o.depth)
	case ms < 0:
		return nil, usagef("analyse: -movetime must be positive, got %d", ms)
	}
	if o.profileDir != "" {
		if err := checkProfileDir(o.profileDir); err != nil {
			return nil, usagef("analyse: -cpuprofile: %v", err)
		}
	}
	o.moveTime = time.Duration(ms) * time.Millisecond
	if o.depth == 0 && o.moveTime == 0 && o.nodes == 0 {
		o.moveTime = defaultMoveTime
	}
	return o, nil
}

// runAnalyse searches one position and prints every iteration, then the
// best move.
//
//	lattice analyse -variant V [-fen F | -icn I] [-moves …] [-depth N | -movetime MS | -nodes N] [-multipv K] [-threads T] [-hash MB] [-variants FILE] [-cpuprofile DIR]
func runAnalyse(args []string, stdout, stderr io.Writer) error {
	o, err := parseAnalyseFlags(args, stderr)
	if err != nil {
		return err
	}
	e, err := engine.New()
	if err != nil {
		return err
	}
	for _, f := range o.files {
		if err := e.LoadVariants(f); err != nil {
			return usagef("%v", err)
		}
	}
	if err := e.SetVariant(o.variant); err != nil {
		return usagef("analyse: %v", err)
	}
	moves := strings.Fields(o.moves)
	switch {
	case o.fen != "":
		err = e.SetFEN(o.fen, moves)
	case o.icn != "":
		err = e.SetICN(o.icn, moves)
	default:
		err = e.SetStartPos(moves)
	}
	if err != nil {
		return usagef("analyse: %v", err)
	}
	for _, opt := range []struct {
		name string
		n    int
	}{{engine.OptHash, o.hash}, {engine.OptThreads, o.threads}, {engine.OptMultiPV, o.multiPV}} {
		if err := e.SetOption(opt.name, fmt.Sprint(opt.n)); err != nil {
			return usagef("analyse: -%s: %v", strings.ToLower(opt.name), err)
		}
	}
	lim := search.Limits{Depth: o.depth, MoveTime: o.moveTime, Nodes: o.nodes}
	if o.profileDir != "" {
		defer profile.Start(profile.CPUProfile, profile.ProfilePath(o.profileDir), profile.NoShutdownHook, profile.Quiet).Stop()
	}
	var res engine.Result
	report := func(in engine.Info) { fmt.Fprintln(stdout, infoLine(in, o.multiPV > 1)) }
	if err := e.Think(lim, report, func(r engine.Result) { res = r }); err != nil {
		return err
	}
	// Ctrl-C ends the search early; the best move so far is still printed.
	interrupt := make(chan os.Signal, 1)
	signal.Notify(interrupt, os.Interrupt)
	finished := make(chan struct{})
	go func() {
		select {
		case <-interrupt:
			e.Stop()
		case <-finished:
		}
	}()
	e.Wait()
	signal.Stop(interrupt)
	close(finished)
	switch {
	case !res.HasBest:
		fmt.Fprintf(stdout, "bestmove (none) (%s)\n", e.Outcome())
	case res.PonderText != "":
		fmt.Fprintf(stdout, "bestmove %s ponder %s\n", res.BestText, res.PonderText)
	default:
		fmt.Fprintf(stdout, "bestmove %s\n", res.BestText)
	}
	return nil
}

// infoLine writes one iteration: depth, seldepth, score, nodes, nps, time
// in milliseconds and the PV.
func infoLine(in engine.Info, multiPV bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "depth %d seldepth %d", in.Depth, in.SelDepth)
	if multiPV {
		fmt.Fprintf(&b, " multipv %d", in.MultiPV)
	}
	fmt.Fprintf(&b, " score %s", scoreText(in.Score))
	switch in.Bound {
	case search.Lower:
		b.WriteString(" lowerbound")
	case search.Upper:
		b.WriteString(" upperbound")
	}
	fmt.Fprintf(&b, " nodes %d nps %d time %d", in.Nodes, in.NPS, in.Time.Milliseconds())
	if in.HashFull > 0 {
		fmt.Fprintf(&b, " hashfull %d", in.HashFull)
	}
	if len(in.PVText) > 0 {
		fmt.Fprintf(&b, " pv %s", strings.Join(in.PVText, " "))
	}
	return b.String()
}

// scoreText writes a score as "cp N" or "mate N" (N full moves, negative
// when the side to move is mated).
func scoreText(s search.Score) string {
	if s.IsMate() {
		return fmt.Sprintf("mate %d", s.MateMoves())
	}
	return fmt.Sprintf("cp %d", s)
}
