package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// decimalInt is an int flag read in base 10 only: flag.IntVar would read
// "010" as octal 8 and "0x10" as 16.
type decimalInt int

func (d *decimalInt) String() string { return strconv.Itoa(int(*d)) }

func (d *decimalInt) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, 0)
	if err != nil {
		return errors.New("want a decimal number")
	}
	*d = decimalInt(n)
	return nil
}

// decimalUint64 is decimalInt for a uint64 flag.
type decimalUint64 uint64

func (d *decimalUint64) String() string { return strconv.FormatUint(uint64(*d), 10) }

func (d *decimalUint64) Set(s string) error {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return errors.New("want a decimal number of at least 0")
	}
	*d = decimalUint64(n)
	return nil
}

// setFlags returns the names of the flags given on the command line.
func setFlags(fs *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}

// checkPerftCombinations refuses flags that would be ignored next to others,
// so that a command never silently does less than it says.
func checkPerftCombinations(set map[string]bool) error {
	type rule struct {
		with   string
		others []string
		why    string
	}
	rules := []rule{
		{"all", []string{"variant", "fen", "icn", "moves", "border", "divide", "nobulk"}, "-all counts every variant's start position"},
		{"rays", []string{"border", "nobulk"}, "-rays lists the moves on the open plane"},
		{"fen", []string{"border"}, "a FEN position is on the variant's own board"},
	}
	for _, r := range rules {
		if !set[r.with] {
			continue
		}
		var bad []string
		for _, o := range r.others {
			if set[o] {
				bad = append(bad, "-"+o)
			}
		}
		if len(bad) > 0 {
			return usagef("perft: -%s does not combine with %s: %s", r.with, strings.Join(bad, ", "), r.why)
		}
	}
	if set["budget"] && !set["all"] {
		return usagef("perft: -budget is for -all only")
	}
	return nil
}

// checkProfileDir makes sure -cpuprofile DIR can be written before the
// profiler starts (github.com/pkg/profile ends the process with a log line
// when it cannot), without leaving anything behind: DIR, or the nearest
// existing folder above it, must be a folder one can create files in, and
// DIR/cpu.pprof must not be a folder.
func checkProfileDir(dir string) error {
	dir = filepath.Clean(dir)
	at := dir
	for {
		fi, err := os.Stat(at)
		if err == nil {
			if !fi.IsDir() {
				return fmt.Errorf("%s is not a directory", at)
			}
			break
		}
		if !errors.Is(err, os.ErrNotExist) {
			return err
		}
		up := filepath.Dir(at)
		if up == at {
			return err
		}
		at = up
	}
	if at == dir {
		if fi, err := os.Stat(filepath.Join(dir, "cpu.pprof")); err == nil && fi.IsDir() {
			return fmt.Errorf("%s is a directory", filepath.Join(dir, "cpu.pprof"))
		}
	}
	f, err := os.CreateTemp(at, ".lattice-probe-*")
	if err != nil {
		return fmt.Errorf("cannot write in %s: %v", at, err)
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

// newFlagSet returns a flag set that prints nothing itself: a bad flag comes
// back from Parse as one error line (see flagError), not as that line plus
// the whole flag list.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// flagError turns an error of fs.Parse into the command's usage error; for
// -h it first prints the flags to stderr.
func flagError(fs *flag.FlagSet, err error, stderr io.Writer) error {
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(stderr, "flags of lattice %s:\n", fs.Name())
		fs.SetOutput(stderr)
		fs.PrintDefaults()
	}
	return usagef("%s: %v", fs.Name(), err)
}
