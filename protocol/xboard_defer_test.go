package protocol

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/engine"
)

// grandDefer: White's e-pawn on e7 may step into the zone on e8 with or
// without promoting (White has lost its queen, so a queen is allowed).
const grandDefer = "r8r/1nbqkcabn1/pppp1ppppp/4P5/10/10/10/PPPP1PPPPP/1NB1KCABN1/R8R w - - 0 1"

// grandFull: the same with White's whole army: e7e8 may only defer.
const grandFull = "r8r/1nbqkcabn1/pppp1ppppp/4P5/10/10/10/PPPP1PPPPP/1NBQKCABN1/R8R w - - 0 1"

func TestDeferralSuffix(t *testing.T) {
	e, err := engine.New()
	require.NoError(t, err)
	cases := []struct {
		variant, fen, move, want string
	}{
		{"grand", grandDefer, "e7e8", "p"}, // deferral: needs the marker
		{"grand", grandDefer, "e7e8q", ""}, // a promotion says itself
		{"grand", grandDefer, "a3a4", ""},  // outside the zone
		{"grand", grandFull, "e7e8", "p"},  // no promotion open, still marked
		{"chess", "", "e2e4", ""},
		{"chess", "8/4P3/8/8/8/8/8/k6K w - - 0 1", "e7e8q", ""},
	}
	for _, c := range cases {
		require.NoError(t, e.SetVariant(c.variant))
		if c.fen != "" {
			require.NoError(t, e.SetFEN(c.fen, nil))
		}
		pos := e.Position()
		def, ok := e.VariantDef(c.variant)
		require.True(t, ok)
		m, err := pos.ParseMove(c.move)
		require.NoError(t, err, c.move)
		assert.Equal(t, c.want, deferralSuffix(pos, def.Promotion, m), "%s %s", c.variant, c.move)
	}
}

func TestParseDeferral(t *testing.T) {
	e, err := engine.New()
	require.NoError(t, err)
	require.NoError(t, e.SetVariant("grand"))
	require.NoError(t, e.SetFEN(grandDefer, nil))
	pos := e.Position()
	def, _ := e.VariantDef("grand")
	m, ok := parseDeferral(pos, def.Promotion, "e7e8p")
	require.True(t, ok)
	assert.Zero(t, m.Promo)
	assert.Equal(t, "e7e8", pos.MoveString(m))
	for _, bad := range []string{"e7e8", "e7e8q", "a3a4p", "e7e8n", "x", "e7e9p"} {
		_, ok := parseDeferral(pos, def.Promotion, bad)
		assert.False(t, ok, bad)
	}
}

// TestCECPGrandDeferral: over the wire (ranks 0..9 on Grand's 10 ranks) a
// deferral comes as e6e7p and leaves a pawn on e8; the engine's own
// deferral goes out with the same marker.
func TestCECPGrandDeferral(t *testing.T) {
	e, err := engine.New()
	require.NoError(t, err)
	in := "xboard\nprotover 2\nvariant grand\nforce\nsetboard " + grandDefer + "\nusermove e6e7p\nping 1\n"
	var out bytes.Buffer
	require.NoError(t, Run(strings.NewReader(in), &out, e))
	assert.Contains(t, out.String(), "pong 1\n")
	assert.NotContains(t, out.String(), "Illegal move")
	assert.Equal(t, []string{"e7e8"}, e.Moves())
	assert.Contains(t, e.PositionText(), "/ppppPppppp/10/10/10/10/PPPP1PPPPP/", "a pawn (not a queen) stands on e8")

	c := &cecp{e: e, notation: CECPNotation(e.Variant()), deferMark: true}
	require.NoError(t, e.SetFEN(grandDefer, nil))
	m, err := e.ParseMove("e7e8")
	require.NoError(t, err)
	assert.Equal(t, "e6e7p", c.wireMove(m, "e7e8"))
	m, err = e.ParseMove("e7e8q")
	require.NoError(t, err)
	assert.Equal(t, "e6e7q", c.wireMove(m, "e7e8q"))
	c.deferMark = false // a setup variant: bare
	m, err = e.ParseMove("e7e8")
	require.NoError(t, err)
	assert.Equal(t, "e6e7", c.wireMove(m, "e7e8"))
}

func TestXBoardFENFields(t *testing.T) {
	cases := []struct{ in, want string }{
		{"9k/10/3q6/4P5/10/10/10/PPPP1PPPPP/1NBQKCABN1/R8R[-] w - 0 1", "9k/10/3q6/4P5/10/10/10/PPPP1PPPPP/1NBQKCABN1/R8R w - - 0 1"},
		{"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R[Qq] b - 3 7", "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R b - - 3 7"},
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
		{"8/8/8 w", "8/8/8 w"},
		{"[", "["},
		{"", ""},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, xboardFENFields(c.in), c.in)
	}
}

// TestCECPSetboardXBoardGrandFEN: the FEN XBoard 4.9.1 sends for a Grand
// position loaded with -lpf is accepted.
func TestCECPSetboardXBoardGrandFEN(t *testing.T) {
	e, err := engine.New()
	require.NoError(t, err)
	in := "xboard\nprotover 2\nvariant grand\nforce\nsetboard 9k/10/3q6/4P5/10/10/10/PPPP1PPPPP/1NBQKCABN1/R8R[-] w - 0 1\nping 1\n"
	var out bytes.Buffer
	require.NoError(t, Run(strings.NewReader(in), &out, e))
	assert.NotContains(t, out.String(), "Error")
	assert.Equal(t, "9k/10/3q6/4P5/10/10/10/PPPP1PPPPP/1NBQKCABN1/R8R w - - 0 1", e.PositionText())
}
