package engine

import (
	"bufio"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/search"
)

// newEngine returns an engine set to a variant and a position: "startpos",
// a FEN or (on an unbounded variant, or when it has a '|') an ICN text.
func newEngine(t testing.TB, variant, position string) *Engine {
	t.Helper()
	e, err := New()
	require.NoError(t, err)
	require.NoError(t, e.SetVariant(variant))
	switch {
	case position == "startpos" || position == "":
	case e.Variant().Unbounded() || strings.Contains(position, "|"):
		require.NoError(t, e.SetICN(position, nil), position)
	default:
		require.NoError(t, e.SetFEN(position, nil), position)
	}
	return e
}

// think runs a search to its end and returns the result and every report.
func think(t testing.TB, e *Engine, lim search.Limits) (Result, []Info) {
	t.Helper()
	var infos []Info
	var res Result
	got := make(chan struct{})
	require.NoError(t, e.Think(lim, func(in Info) { infos = append(infos, in) }, func(r Result) {
		res = r
		close(got)
	}))
	select {
	case <-got:
	case <-time.After(2 * time.Minute):
		e.Stop()
		t.Fatalf("search with limits %+v did not end", lim)
	}
	e.Wait()
	return res, infos
}

// readLines returns the lines of a test data file that are not blank or
// comments, with their line numbers.
func readLines(t testing.TB, name string) (lines []string, at []int) {
	t.Helper()
	f, err := os.Open(name)
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		lines, at = append(lines, line), append(at, n)
	}
	require.NoError(t, sc.Err())
	return lines, at
}

// isLegal reports whether m is among the legal moves of p (found through
// its text, so far squares of open rays count too).
func isLegal(p *movegen.Position, m movegen.Move) bool {
	back, err := p.ParseMove(p.MoveString(m))
	return err == nil && back == m
}
