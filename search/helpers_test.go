package search

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// position sets up fen in the named variant ("" for the start position,
// "icn:…" for an ICN position).
func position(t testing.TB, variant, fen string) *movegen.Position {
	t.Helper()
	v, err := variants.Get(variant)
	require.NoError(t, err)
	if fen == "" {
		return v.StartPosition()
	}
	if icn, ok := strings.CutPrefix(fen, "icn:"); ok {
		p, err := v.ParseICN(icn, movegen.AutoBoard, nil)
		require.NoError(t, err)
		return p
	}
	p, err := v.ParseFEN(fen)
	require.NoError(t, err)
	return p
}

// threadWithMove sets a fresh searcher's thread up on fen in the named
// variant and parses move there, for tests of one node's decisions.
func threadWithMove(t testing.TB, variant, fen, move string) (*thread, movegen.Move) {
	t.Helper()
	p := position(t, variant, fen)
	m, err := p.ParseMove(move)
	require.NoError(t, err)
	s := New(Options{HashMB: 1})
	th := s.threads[0]
	th.setup(p, s.evaluatorFor(p.Variant()))
	return th, m
}

// run searches p with a fresh single-thread searcher.
func run(t testing.TB, p *movegen.Position, lim Limits) Result {
	t.Helper()
	return New(Options{HashMB: 8, Threads: 1}).Search(context.Background(), p, lim, nil)
}
