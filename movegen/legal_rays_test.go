package movegen_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"lattice/movegen"
)

// TestFastLegalitySeesRaysOutsideTheTables: captures the attack tables do
// not hold — lame ones (nD, nN) and initial-only ones of an unmoved piece
// (iC, read as unmoved because the piece stands where the start has it) —
// make the fast legality test fall back to make/in-check/unmake, so both
// tests agree. FuzzVariantPly found the initial camel's check ignored.
func TestFastLegalitySeesRaysOutsideTheTables(t *testing.T) {
	for _, c := range []struct {
		betza, start, fen string
	}{
		{"nD", "", "8/8/8/4k3/8/4L3/8/K7 b - - 0 1"},
		{"nD", "", "8/8/8/4k3/4r3/4L3/8/K7 b - - 0 1"},
		{"nN", "", "8/8/8/3k4/3r4/4L3/8/K7 b - - 0 1"},
		{"iC", "7r/8/8/8/8/8/4k3/KL6 b - - 0 1", "7r/8/8/8/8/8/4k3/KL6 b - - 0 1"},
		{"iC", "7r/8/8/8/3k4/8/8/K1L5 b - - 0 1", "7r/8/8/8/3k4/8/8/K1L5 b - - 0 1"},
	} {
		v, err := movegen.NewVariant(movegen.VariantDef{
			Name: "rays", Bounds: movegen.Bounds{X0: 1, X1: 8, Y0: 1, Y1: 8},
			Pieces: []movegen.PieceDef{
				{Name: "king", Letter: 'K', Betza: "K", Royal: true},
				{Name: "rook", Letter: 'R', Betza: "R"},
				{Name: "lame", Letter: 'L', Betza: c.betza},
			},
			StartFEN: c.start,
		})
		if !assert.NoError(t, err, c.betza) {
			continue
		}
		for _, kind := range boards {
			p := mustFEN(t, v, c.fen, kind)
			assert.Equal(t, moveTexts(p, p.GenerateLegalSlow), legalTexts(p), "%s: %s (%s)", c.betza, c.fen, kind)
		}
	}
}
