package protocol

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/engine"
	"lattice/movegen"
)

// infiltratorWith is Infiltrator changed by f, compiled.
func infiltratorWith(t *testing.T, f func(d *movegen.VariantDef)) *movegen.Variant {
	t.Helper()
	d := mustVariant(t, "infiltrator").Definition()
	d.Pieces = slices.Clone(d.Pieces)
	f(&d)
	v, err := movegen.NewVariant(d)
	require.NoError(t, err)
	return v
}

// pawnIndex is the index of d's pawn piece.
func pawnIndex(t *testing.T, d *movegen.VariantDef) int {
	t.Helper()
	for i, p := range d.Pieces {
		if p.Pawn {
			return i
		}
	}
	t.Fatal("no pawn")
	return -1
}

func TestNeedsZoneParent(t *testing.T) {
	cases := []struct {
		name string
		v    *movegen.Variant
		want bool
	}{
		{"infiltrator: promotes on the 9th of 10", mustVariant(t, "infiltrator"), true},
		{"spiral: last rank only", mustVariant(t, "spiral"), false},
		{"chess: last rank only", mustVariant(t, "chess"), false},
		{"zone deeper than XBoard's three ranks", infiltratorWith(t, func(d *movegen.VariantDef) {
			d.Promotion.WhiteFrom, d.Promotion.BlackFrom = 7, 4
		}), false},
		{"zone of three ranks", infiltratorWith(t, func(d *movegen.VariantDef) {
			d.Promotion.WhiteFrom, d.Promotion.BlackFrom = 8, 3
		}), true},
		{"only White promotes early", infiltratorWith(t, func(d *movegen.VariantDef) {
			d.Promotion.BlackFrom = 0
		}), true},
		{"a pawn XBoard's built-in one is not (no double step)", infiltratorWith(t, func(d *movegen.VariantDef) {
			d.Pieces[pawnIndex(t, d)].Betza = "fmWfceF"
		}), false},
		{"a pawn starting above its double-step rank", infiltratorWith(t, func(d *movegen.VariantDef) {
			d.StartFEN = "6k1/8/7p/P7/8/8/8/8/8/K7 w - - 0 1"
		}), false},
		{"an end game with every pawn on its start rank", infiltratorWith(t, func(d *movegen.VariantDef) {
			d.StartFEN = "7k/8/7p/8/8/8/8/P7/8/K7 w - - 0 1"
		}), true},
		{"an odd number of ranks", infiltratorWith(t, func(d *movegen.VariantDef) {
			d.Bounds.Y1 = 9
			d.StartFEN = "7k/8/7p/8/8/8/P7/8/K7 w - - 0 1"
			d.Promotion.WhiteFrom = 8
		}), false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, needsZoneParent(c.v), c.name)
	}
}

func TestXBoardZone(t *testing.T) {
	assert.Equal(t, movegen.PromotionDef{WhiteFrom: 8, BlackFrom: 3}, xboardZone(movegen.Bounds{X0: 1, X1: 8, Y0: 1, Y1: 10}))
	// Grand's own zone is XBoard's.
	grand := mustVariant(t, "grand")
	z := xboardZone(grand.Bounds())
	assert.Equal(t, grand.Definition().Promotion.WhiteFrom, z.WhiteFrom)
	assert.Equal(t, grand.Definition().Promotion.BlackFrom, z.BlackFrom)
}

func TestSetupLinesZoneParent(t *testing.T) {
	lines := setupLines(mustVariant(t, "infiltrator"), "infiltrator")
	require.NotEmpty(t, lines)
	assert.Equal(t, "setup (PNBRQ....W...IKpnbrq....w...ik) 8x10+0_elven "+
		"iiwwwwii/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/IIWWWWII w KQkq - 0 1", lines[0])
	for _, l := range lines {
		assert.NotRegexp(t, `^piece [Pp]&? `, l, "XBoard's built-in pawn, no description")
	}
	assert.Contains(t, lines, "piece K& KisO2")
	// A pawn XBoard cannot build in keeps the fairy parent and its line.
	v := infiltratorWith(t, func(d *movegen.VariantDef) { d.Pieces[pawnIndex(t, d)].Betza = "fmWfceF" })
	lines = setupLines(v, "infiltrator")
	assert.Regexp(t, `^setup \(\S+\) 8x10\+0_fairy `, lines[0])
	assert.Contains(t, lines, "piece P& fmWfceF")
}

func TestDeferralMarks(t *testing.T) {
	assert.True(t, deferralMarks(mustVariant(t, "grand"), "grand"))
	assert.True(t, deferralMarks(mustVariant(t, "infiltrator"), "infiltrator"))
	assert.False(t, deferralMarks(mustVariant(t, "spiral"), "spiral"))
	assert.False(t, deferralMarks(mustVariant(t, "chess"), "normal"))
	assert.False(t, deferralMarks(mustVariant(t, "capablanca"), "capablanca"))
}

// TestDeferralSuffixInfiltrator: under XBoard's three-rank zone a pawn's
// step into the 8th rank (Black: 3rd) is marked, a promotion on the 9th
// (Black: 2nd) says itself, and other moves need nothing.
func TestDeferralSuffixInfiltrator(t *testing.T) {
	e, err := engine.New()
	require.NoError(t, err)
	require.NoError(t, e.SetVariant("infiltrator"))
	zone := xboardZone(e.Variant().Bounds())
	cases := []struct{ fen, move, want string }{
		{"7k/8/8/4P3/8/8/8/8/2q5/K7 w - - 0 1", "e7e8", "p"},
		{"7k/8/4P3/8/8/8/8/8/2q5/K7 w - - 0 1", "e8e9q", ""},
		{"7k/8/8/8/4P3/8/8/8/2q5/K7 w - - 0 1", "e6e7", ""},
		{"7k/8/8/4P3/8/8/8/8/8/K7 w - - 0 1", "a1a2", ""},
		{"k7/2Q5/8/8/8/8/4p3/8/8/7K b - - 0 1", "e4e3", "p"},
		{"k7/2Q5/8/8/8/8/8/4p3/8/7K b - - 0 1", "e3e2n", ""},
		{"k7/2Q5/8/8/8/4p3/8/8/8/7K b - - 0 1", "e5e4", ""},
	}
	for _, c := range cases {
		require.NoError(t, e.SetFEN(c.fen, nil))
		pos := e.Position()
		m, err := pos.ParseMove(c.move)
		require.NoError(t, err, c.move)
		assert.Equal(t, c.want, deferralSuffix(pos, zone, m), c.move)
	}
}

// TestThinkingLineMarksDeferrals: the PV in the thinking output carries the
// deferral marker where the move itself would (XBoard parses a PV's moves).
func TestThinkingLineMarksDeferrals(t *testing.T) {
	e, err := engine.New()
	require.NoError(t, err)
	require.NoError(t, e.SetVariant("infiltrator"))
	require.NoError(t, e.SetFEN("7k/8/8/4P3/8/8/8/8/8/K7 w - - 0 1", nil))
	c := &cecp{e: e, notation: CECPNotation(e.Variant()), deferMark: true}
	in := engine.Info{PVText: []string{"e7e8", "h10h9", "e8e9q", "h9g9"}}
	in.Depth, in.Nodes = 3, 9
	pv := pvMarks{root: e.Position().Clone(), zone: xboardZone(e.Variant().Bounds())}
	assert.Equal(t, "3 0 0 9 e6e7p h9h8 e7e8q h8g8", c.thinkingLine(in, pv))
	assert.Equal(t, "3 0 0 9 e6e7 h9h8 e7e8q h8g8", c.thinkingLine(in, pvMarks{}), "no marks without a root")
	// The root is not changed by marking.
	assert.Equal(t, "3 0 0 9 e6e7p h9h8 e7e8q h8g8", c.thinkingLine(in, pv))
}
