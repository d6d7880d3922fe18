package movegen_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestCastlingLooksForItsPartnerOnTheOpenPlane: an unmoved king with no
// partner on one side of its rank used to walk square by square to the edge
// of the plane (10^9 squares, half a minute) looking for one; it now asks
// the line index. Found by FuzzVariantPly.
func TestCastlingLooksForItsPartnerOnTheOpenPlane(t *testing.T) {
	start := "w K5,1+|R10,1+|k5,8"
	v, err := movegen.NewVariant(movegen.VariantDef{
		Name: "plane-castling", Bounds: movegen.Bounds{X0: 1, X1: 10, Y0: 1, Y1: 8}, Unbounded: true,
		Pieces: []movegen.PieceDef{
			{Name: "king", Letter: 'K', Betza: "KisO2", Royal: true},
			{Name: "rook", Letter: 'R', Betza: "R", CastlePartner: true},
		},
		StartICN: start,
	})
	require.NoError(t, err)
	p, err := v.ParseICN(start, movegen.AutoBoard, nil)
	require.NoError(t, err)
	var legal []string
	withDeadline(t, 3*time.Second, "GenerateLegal without a rook on one side", func() { legal = legalTexts(p) })
	castle := movegen.Move{From: movegen.Coord{X: 5, Y: 1}, To: movegen.Coord{X: 7, Y: 1}, Aux: movegen.Coord{X: 10, Y: 1}, Kind: movegen.Castle}
	assert.Contains(t, legal, p.MoveString(castle), "castling with the rook on 10,1")
	assert.NotContains(t, legal, "5,1>3,1", "no castling toward the empty side")
}

// TestCastlingDoesNotUncoverItsDestination: a partner that is not on the
// board's edge may shield the king's destination from an enemy rook
// beyond it; castling then lands in check and is illegal. Found by
// FuzzVariantPly on the open plane; the same holds on a bounded board.
func TestCastlingDoesNotUncoverItsDestination(t *testing.T) {
	pieces := []movegen.PieceDef{
		{Name: "king", Letter: 'K', Betza: "KisO2", Royal: true},
		{Name: "rook", Letter: 'R', Betza: "R", CastlePartner: true},
	}
	castle := movegen.Move{From: movegen.Coord{X: 5, Y: 1}, To: movegen.Coord{X: 7, Y: 1}, Aux: movegen.Coord{X: 8, Y: 1}, Kind: movegen.Castle}
	for _, c := range []struct {
		name, fen string
		shielded  bool
	}{
		{"rook beyond the partner", "4k7/12/12/12/12/12/12/4K2R3r w K - 0 1", true},
		{"nothing beyond", "4k7/12/12/12/12/12/12/4K2R4 w K - 0 1", false},
	} {
		v, err := movegen.NewVariant(movegen.VariantDef{
			Name: "castling", Bounds: movegen.Bounds{X0: 1, X1: 12, Y0: 1, Y1: 8}, Pieces: pieces,
		})
		require.NoError(t, err)
		for _, kind := range boards {
			p := mustFEN(t, v, c.fen, kind)
			legal := legalTexts(p)
			assert.Equal(t, moveTexts(p, p.GenerateLegalSlow), legal, "%s (%s)", c.name, kind)
			if c.shielded {
				assert.NotContains(t, legal, p.MoveString(castle), "%s (%s)", c.name, kind)
			} else {
				assert.Contains(t, legal, p.MoveString(castle), "%s (%s)", c.name, kind)
			}
		}
	}
}
