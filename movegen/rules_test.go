package movegen_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

func play(t *testing.T, p *movegen.Position, moves string) {
	t.Helper()
	for _, s := range strings.Fields(moves) {
		m, err := p.ParseMove(s)
		require.NoError(t, err, s)
		p.Make(m)
	}
}

func TestOutcomes(t *testing.T) {
	v := chess(t)
	cases := []struct {
		name, fen, moves string
		want             movegen.Outcome
	}{
		{"fool's mate", v.StartFEN(), "f2f3 e7e5 g2g4 d8h4", movegen.Checkmate},
		{"ongoing", v.StartFEN(), "e2e4", movegen.Ongoing},
		{"stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "", movegen.Stalemate},
		{"threefold", v.StartFEN(), "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", movegen.Repetition},
		{"twofold is not enough", v.StartFEN(), "g1f3 g8f6 f3g1 f6g8", movegen.Ongoing},
		{"fifty moves", "8/8/8/4k3/8/8/3R4/4K3 w - - 99 80", "d2d3", movegen.FiftyMoves},
		{"mate beats fifty moves", "7k/8/6K1/8/8/8/8/R7 w - - 99 80", "a1a8", movegen.Checkmate},
		{"K v K", "k7/8/8/8/8/3K4/8/8 w - - 0 1", "", movegen.InsufficientMaterial},
		{"K+N v K", "k7/8/8/8/8/3K4/8/1N6 w - - 0 1", "", movegen.InsufficientMaterial},
		{"K+B v K+B same colour", "8/8/3b4/4k3/8/8/8/2B1K3 w - - 0 1", "", movegen.InsufficientMaterial},
		{"K+B v K+B opposite colours", "8/8/2b5/4k3/8/8/8/2B1K3 w - - 0 1", "", movegen.Ongoing},
		{"K+N+N v K", "8/8/8/4k3/8/8/8/1NN1K3 w - - 0 1", "", movegen.Ongoing},
		{"K+P v K", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", "", movegen.Ongoing},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, kind := range boards {
				p := mustFEN(t, v, c.fen, kind)
				play(t, p, c.moves)
				assert.Equal(t, c.want, p.Outcome(), "%s on %s", c.name, kind)
			}
		})
	}
}

func TestSpecialMoves(t *testing.T) {
	v := chess(t)
	cases := []struct {
		name, fen  string
		has, lacks []string
	}{
		{"castling both ways", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []string{"e1g1", "e1c1"}, nil},
		{"no castling through check", "r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", []string{"e1c1"}, []string{"e1g1"}},
		{"no castling out of check", "r3k2r/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", nil, []string{"e1g1", "e1c1"}},
		{"queenside b-file may be attacked", "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1", []string{"e1c1"}, nil},
		{"no castling without the right", "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1", []string{"e1g1"}, []string{"e1c1"}},
		{"en passant", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3", []string{"e5d6", "e5e6"}, nil},
		{"en passant that exposes the king", "8/8/8/KPp4r/8/8/8/7k w - c6 0 3", []string{"b5b6"}, []string{"b5c6"}},
		{"promotions", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", []string{"b7b8q", "b7b8r", "b7b8b", "b7b8n"}, []string{"b7b8"}},
		{"pinned knight", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", nil, []string{"e2c3", "e2g3"}},
		{"pinned rook slides on the pin line", "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", []string{"e2e7", "e2e5"}, []string{"e2d2"}},
		{"double check: king only", "4k3/8/8/8/1b6/8/3N4/r3K3 w - - 0 1", nil, []string{"d2b3", "d2c4"}},
	}
	for _, c := range cases {
		assertMoves(t, v, c.name, c.fen, c.has, c.lacks)
	}
}

func TestParseMoveErrors(t *testing.T) {
	p := chess(t).StartPosition()
	for _, s := range []string{"", "e2", "e2e5", "z2z4", "e2e4x", "e2e4k", "e7e8q", "e9e4", "a0a1", "11"} {
		_, err := p.ParseMove(s)
		assert.Error(t, err, s)
	}
	m, err := p.ParseMove("g1f3")
	require.NoError(t, err)
	assert.Equal(t, "g1f3", p.MoveString(m))
}

// TestSpiralBareKingsPlayOn: a lone spiral king can mate a lone king
// (spiral.md), so spiral declares no draw by material.
func TestSpiralBareKingsPlayOn(t *testing.T) {
	v := builtin(t, "spiral")
	for _, fen := range []string{
		"k7/8/8/8/8/3K4/8/8 w - - 0 1",
		"k7/8/8/8/8/3K4/8/1N6 w - - 0 1",
	} {
		p := mustFEN(t, v, fen, movegen.AutoBoard)
		assert.Equal(t, movegen.Ongoing, p.Outcome(), fen)
	}
	p := mustFEN(t, v, "8/8/8/3k4/8/8/8/4K3 w - - 0 1", movegen.AutoBoard)
	assert.Equal(t, movegen.Checkmate, p.Outcome(), "spiral.md's K v K mate")
}
