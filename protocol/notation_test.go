package protocol

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

func mustVariant(t testing.TB, name string) *movegen.Variant {
	t.Helper()
	v, err := variants.Get(name)
	require.NoError(t, err)
	return v
}

func TestNotationMoves(t *testing.T) {
	tests := []struct {
		variant     string
		cecp        bool
		kernel      string
		wire        string
		zeroRanks   bool
		squareWire  string
		squareCoord movegen.Coord
	}{
		{"chess", true, "e2e4", "e2e4", false, "e1", movegen.Coord{X: 5, Y: 1}},
		{"chess", false, "e7e8q", "e7e8q", false, "h8", movegen.Coord{X: 8, Y: 8}},
		{"infiltrator", true, "e3e4", "e2e3", true, "a0", movegen.Coord{X: 1, Y: 1}},
		{"infiltrator", true, "e9e10i", "e8e9i", true, "h9", movegen.Coord{X: 8, Y: 10}},
		{"infiltrator", false, "e9e10i", "e9e10i", false, "h10", movegen.Coord{X: 8, Y: 10}},
		{"grand", true, "e10e9", "e9e8", true, "j9", movegen.Coord{X: 10, Y: 10}},
		{"grand", false, "e10e9", "e10e9", false, "j10", movegen.Coord{X: 10, Y: 10}},
		{"capablanca", true, "f1i1", "f1i1", false, "j8", movegen.Coord{X: 10, Y: 8}},
		{"infinite", true, "5,2>5,4", "5,2>5,4", false, "-3,1000", movegen.Coord{X: -3, Y: 1000}},
		{"infinite", false, "3,7>3,8=CH", "3,7>3,8=CH", false, "0,0", movegen.Coord{}},
	}
	for _, tc := range tests {
		t.Run(tc.variant+"/"+tc.wire, func(t *testing.T) {
			v := mustVariant(t, tc.variant)
			n := UCINotation(v)
			if tc.cecp {
				n = CECPNotation(v)
			}
			assert.Equal(t, tc.zeroRanks, n.ZeroBasedRanks())
			assert.Equal(t, tc.wire, n.MoveToWire(tc.kernel))
			back, err := n.MoveFromWire(tc.wire)
			require.NoError(t, err)
			assert.Equal(t, tc.kernel, back)
			assert.Equal(t, tc.squareWire, n.Square(tc.squareCoord))
			c, err := n.ParseSquare(tc.squareWire)
			require.NoError(t, err)
			assert.Equal(t, tc.squareCoord, c)
		})
	}
}

func TestNotationBadInput(t *testing.T) {
	tests := []struct{ variant, wire string }{
		{"chess", ""},
		{"chess", "e2"},
		{"chess", "e2e4qq"},
		{"chess", "e2e4?"},
		{"chess", "5,2>5,4"},
		{"chess", "E2E4"},
		{"chess", "e22222e4"},
		{"infinite", "e2e4"},
		{"infinite", "5,2>5"},
		{"infinite", "5,2>5,4="},
		{"infinite", "5,2>5,4=Q1"},
		{"infinite", "5,2>5,99999999999"},
		{"infinite", "5,2-5,4"},
	}
	for _, tc := range tests {
		t.Run(tc.variant+"/"+tc.wire, func(t *testing.T) {
			_, err := CECPNotation(mustVariant(t, tc.variant)).MoveFromWire(tc.wire)
			assert.Error(t, err)
		})
	}
	for _, sq := range []string{"", "e", "9", "e0", "k1", "e99"} {
		_, err := UCINotation(mustVariant(t, "chess")).ParseSquare(sq)
		assert.Error(t, err, sq)
	}
	_, err := CECPNotation(mustVariant(t, "infiltrator")).ParseSquare("a10")
	assert.Error(t, err, "XBoard's 10-rank boards stop at rank 9")
}

// TestNotationRoundTripsKernel: every legal move of a start position
// survives the trip kernel → wire → kernel and parses back to itself.
func TestNotationRoundTripsKernel(t *testing.T) {
	for _, name := range []string{"chess", "infiltrator", "grand", "capablanca", "spiral"} {
		v := mustVariant(t, name)
		pos := v.StartPosition()
		var ml movegen.MoveList
		pos.GenerateLegal(&ml)
		require.NotZero(t, ml.Len(), name)
		for _, cecp := range []bool{false, true} {
			n := UCINotation(v)
			if cecp {
				n = CECPNotation(v)
			}
			for _, m := range ml.Moves {
				k, err := n.MoveFromWire(n.MoveToWire(pos.MoveString(m)))
				require.NoError(t, err)
				back, err := pos.ParseMove(k)
				require.NoError(t, err)
				assert.Equal(t, m, back)
			}
		}
	}
}
