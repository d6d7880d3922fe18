package main

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDecimalFlags: -depth and -budget are decimal ("010" is ten, not
// octal eight); other bases are refused.
func TestDecimalFlags(t *testing.T) {
	o, err := parsePerftFlags([]string{"-depth", "010"}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, 10, o.depth)
	o, err = parsePerftFlags([]string{"-all", "-budget", "0100"}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, uint64(100), o.budget)
	o, err = parsePerftFlags([]string{"-all"}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, uint64(50_000_000), o.budget)
	// Checked on the parsed flags, not by running: octal 021 is 17 plies.
	_, err = parsePerftFlags([]string{"-depth", "021"}, io.Discard)
	assert.EqualError(t, err, "perft: -depth must be 1..20, got 21")
	assertUsageError(t, `invalid value "0x3" for flag -depth: want a decimal number`, "perft", "-depth", "0x3")
	assertUsageError(t, `invalid value "0x10" for flag -budget`, "perft", "-all", "-budget", "0x10")
}

// TestFlagsThatDoNotCombine: a flag that another one would make useless is
// refused, with one line naming both.
func TestFlagsThatDoNotCombine(t *testing.T) {
	cases := []struct {
		want string
		args []string
	}{
		{"-all does not combine with -fen", []string{"-all", "-depth", "1", "-fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1"}},
		{"-all does not combine with -variant", []string{"-all", "-depth", "1", "-variant", "spiral"}},
		{"-all does not combine with -moves, -divide", []string{"-all", "-depth", "1", "-moves", "e2e4", "-divide"}},
		{"-all does not combine with -nobulk", []string{"-all", "-depth", "1", "-nobulk"}},
		{"-budget is for -all only", []string{"-budget", "10", "-depth", "1"}},
		{"-rays does not combine with -border", []string{"-variant", "infinite", "-rays", "-border", "0,10,0,10"}},
		{"-fen does not combine with -border", []string{"-fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1", "-border", "1,8,1,8", "-depth", "1"}},
		{"-border is for ICN positions: chess is played on its own board", []string{"-border", "1,8,1,8", "-depth", "1"}},
	}
	// (Each case has -depth 1 so that a build that ignores the flag ends fast.)
	for _, c := range cases {
		assertUsageError(t, c.want, append([]string{"perft"}, c.args...)...)
	}
	// -border with -icn on a bounded variant is a border to count inside:
	// the king on 1,1 may go to 2,1 and 1,2, not next to the king on 3,3.
	code, out, errOut := runCmd("perft", "-icn", "w K1,1|k3,3", "-border", "1,3,1,3", "-depth", "1")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Nodes searched: 2\n")
}

// TestBadFlagIsOneLine: an unknown or malformed flag is one error line, not
// the line plus the flag list; -h still lists the flags.
func TestBadFlagIsOneLine(t *testing.T) {
	assertUsageError(t, "perft: flag provided but not defined: -frob", "perft", "-frob")
	assertUsageError(t, "variants: flag provided but not defined: -frob", "variants", "-frob")
	assertUsageError(t, "variant show: flag provided but not defined: -frob", "variant", "show", "chess", "-frob")
	code, _, errOut := runCmd("perft", "-h")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "-depth value\n")
}

// TestCPUProfileDirMustBeWritable: -cpuprofile on a file (or below one) is
// a usage error before anything runs, not the profiler's fatal log line;
// a new directory is made and gets cpu.pprof.
func TestCPUProfileDirMustBeWritable(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "afile")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	assertUsageError(t, "perft: -cpuprofile: "+file+" is not a directory", "perft", "-depth", "1", "-cpuprofile", file)
	assertUsageError(t, "perft: -cpuprofile: ", "perft", "-depth", "1", "-cpuprofile", filepath.Join(file, "sub"))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "taken"), 0o755))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "taken", "cpu.pprof"), 0o755))
	assertUsageError(t, "cpu.pprof is a directory", "perft", "-depth", "1", "-cpuprofile", filepath.Join(dir, "taken"))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 2, "the checks leave nothing behind")

	fresh := filepath.Join(dir, "new", "deeper")
	code, out, errOut := runCmd("perft", "-depth", "1", "-cpuprofile", fresh)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Nodes searched: 20\n")
	assert.FileExists(t, filepath.Join(fresh, "cpu.pprof"))
}

// TestAnalyseCPUProfile: analyse takes -cpuprofile as perft does: a file
// in its place is a usage error, a new directory gets cpu.pprof of the
// search, and the analysis prints as without it.
func TestAnalyseCPUProfile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "afile")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	assertUsageError(t, "analyse: -cpuprofile: "+file+" is not a directory", "analyse", "-depth", "1", "-cpuprofile", file)
	fresh := filepath.Join(dir, "prof")
	code, out, errOut := runCmd("analyse", "-variant", "infinite", "-depth", "3", "-cpuprofile", fresh)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "bestmove ")
	assert.FileExists(t, filepath.Join(fresh, "cpu.pprof"))
}
