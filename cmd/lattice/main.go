// Command lattice is the Lattice chess-variant engine. Without arguments it
// speaks a GUI protocol on standard input and output, chosen by the first
// command: `uci` for UCI, `xboard` for CECP (XBoard/WinBoard); SIGINT is
// ignored then, as XBoard sends it. With arguments it runs a command:
//
//	lattice                      (UCI or CECP on stdin/stdout)
//	lattice analyse -variant V [-fen F | -icn I] [-moves "e2e4 e7e5"] [-depth N | -movetime MS | -nodes N] [-multipv K] [-threads T] [-hash MB] [-variants FILE]
//	lattice bench [DEPTH]
//	lattice match -engine cmd=… [name=… proto=uci|xboard option.NAME=V tc=… st=… nodes=… depth=…] -engine … [-each …] [-variant V] [-games N] [-rounds N] [-openings …] [-sprt …] [-pgnout FILE] …
//	lattice play [-variant V] [-human white|black] [-depth N | -nodes N | -movetime MS] [-maxmoves N] [-pgnout FILE] [-variants FILE]
//	lattice perft -variant chess -depth 5 [-fen FEN] [-moves "e2e4 e7e5"] [-divide] [-board mailbox|sparse] [-variants FILE]
//	lattice perft -all [-depth N] [-variants FILE]
//	lattice tune -variant V -pgn FILE[,FILE…] [-out FILE] [-holdout 0.1] [-iterations N] [-params material|all] [-k auto|K] [-seed N]
//	lattice variants [-variants FILE]
//	lattice variant show NAME [-variants FILE]
//	lattice version              (also -version: prints "lattice VERSION")
//
// analyse prints every completed iteration of the search (depth, seldepth,
// score as "cp N" or "mate N", nodes, nps, time in milliseconds, the PV in
// the variant's move notation), then "bestmove M". bench searches a fixed
// set of positions of every built-in variant to fixed depths with one
// thread and a 16 MB hash and prints the node count, a signature that
// changes only when the search does; its last line is "N nodes X nps".
// Bad input is one line on stderr and exit status 2.
package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"

	"lattice/engine"
	"lattice/protocol"
)

func main() {
	if len(os.Args) == 1 {
		os.Exit(serve(os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// serve runs a protocol session on stdin and stdout with SIGINT ignored
// (XBoard interrupts its engines; `feature sigint=0` asks it not to, but
// older GUIs send it anyway). It returns the exit status.
func serve(stdin io.Reader, stdout, stderr io.Writer) int {
	signal.Ignore(os.Interrupt)
	e, err := engine.New()
	if err == nil {
		err = protocol.RunNamed(stdin, stdout, e, protocol.Name(buildVersion()))
	}
	if err != nil {
		fmt.Fprintln(stderr, "lattice:", err)
		return 1
	}
	return 0
}

// usageError is bad input from the user: it is printed on one line and the
// command exits with status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, a ...any) error { return usageError{fmt.Sprintf(format, a...)} }

// run executes one command line and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "usage: lattice analyse|bench|match|perft|play|tune|variants|variant show NAME|version [flags]  (lattice CMD -h for flags)")
		return 2
	}
	var err error
	switch args[0] {
	case "analyse", "analyze":
		err = runAnalyse(args[1:], stdout, stderr)
	case "bench":
		err = runBench(args[1:], stdout, stderr)
	case "perft":
		err = runPerft(args[1:], stdout, stderr)
	case "variants":
		err = runVariants(args[1:], stdout, stderr)
	case "variant":
		err = runVariant(args[1:], stdout, stderr)
	case "match":
		err = runMatch(args[1:], stdout, stderr)
	case "play":
		err = runPlay(args[1:], stdout, stderr)
	case "tune":
		err = runTune(args[1:], stdout, stderr)
	case "version", "-version", "--version":
		err = runVersion(args[1:], stdout)
	default:
		err = usagef("unknown command %q (commands: analyse, bench, match, perft, play, tune, variants, variant, version)", args[0])
	}
	if err != nil {
		fmt.Fprintln(stderr, "lattice:", err)
		return 2
	}
	return 0
}
