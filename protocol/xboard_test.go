package protocol

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"lattice/movegen"
)

func TestXBoardBetza(t *testing.T) {
	tests := []struct {
		in    string
		steps int
		want  string
	}{
		{"ifmnDfmWfceF", 9, "ifmnDfmWfceF"},
		{"KisO2", 9, "KisO2"},
		// The seed's legs "mpf" become "fmp"; chains of up to 3 legs.
		{"Kmpa(mpfa)mfK", 3, "KmpafmKmpafmpafmK"},
		{"(paf)W", 3, "WpafWpafpafW"},
		{"(paf)W", 1, "W"},
		{"cmafW", 2, "mcafW"},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, xboardBetza(tc.in, tc.steps), tc.in)
	}
}

func TestPieceToChar(t *testing.T) {
	tests := map[string]string{
		"infiltrator": "PNBRQ....W...IKpnbrq....w...ik",
		"spiral":      "PNBRQKpnbrqk",
		"embassy":     "PNBRQ..ACKpnbrq..ack",
	}
	for name, want := range tests {
		got, ok := pieceToChar(mustVariant(t, name))
		assert.True(t, ok)
		assert.Equal(t, want, got, name)
	}
}

func TestPieceLinesMirrorLeftRight(t *testing.T) {
	d := movegen.PieceDef{Letter: 'K', Betza: "KirO4ilO3"}
	assert.Equal(t, []string{"piece K KirO4ilO3", "piece k KilO4irO3"}, pieceLines(&d, 9))
	d = movegen.PieceDef{Letter: 'N', Betza: "N"}
	assert.Equal(t, []string{"piece N& N"}, pieceLines(&d, 9))
	d = movegen.PieceDef{Letter: 'K', Betza: "isO2", Primitive: "spiral", Royal: true}
	assert.Equal(t, []string{"piece K& KiK"}, pieceLines(&d, 7))
}

func TestSetupLines(t *testing.T) {
	for _, known := range []string{"normal", "capablanca", "gothic", "janus", "grand"} {
		assert.Nil(t, setupLines(mustVariant(t, engineVariantName(known)), known), known)
	}
	assert.Nil(t, setupLines(mustVariant(t, "infinite"), "infinite"))
	lines := setupLines(mustVariant(t, "infiltrator"), "infiltrator")
	assert.Equal(t, "setup (PNBRQ....W...IKpnbrq....w...ik) 8x10+0_elven "+
		"iiwwwwii/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/IIWWWWII w KQkq - 0 1", lines[0])
	assert.Len(t, lines, 8) // no line for the pawn: see TestSetupLinesZoneParent
	assert.Contains(t, lines, "piece W& WpafWpafpafWpafpafpafWpafpafpafpafWpafpafpafpafpafWpafpafpafpafpafpafWpafpafpafpafpafpafpafWpafpafpafpafpafpafpafpafW")
}

func TestBoardFEN(t *testing.T) {
	b := movegen.Bounds{X0: 1, X1: 8, Y0: 1, Y1: 8}
	marks := map[movegen.Coord]byte{{X: 5, Y: 3}: 'Y', {X: 5, Y: 4}: 'Y', {X: 6, Y: 3}: 'R'}
	assert.Equal(t, "8/8/8/8/4Y3/4YR2/8/8", boardFEN(b, marks))
}

func TestVariantNames(t *testing.T) {
	assert.Equal(t, "chess", engineVariantName("normal"))
	assert.Equal(t, "spiral", engineVariantName("spiral"))
	assert.Equal(t, []string{"normal", "capablanca", "spiral"}, xboardVariants([]string{"capablanca", "chess", "spiral"}))
}
