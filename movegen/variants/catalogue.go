package variants

import (
	"fmt"
	"sort"

	"lattice/movegen"
)

// orthodox are the pieces of FIDE chess, every one defined by its XBetza.
var orthodox = []movegen.PieceDef{
	{Name: "pawn", Letter: 'P', Betza: "fmWfceFifmnD", Value: 100, Pawn: true},
	{Name: "knight", Letter: 'N', Betza: "N", Value: 320},
	{Name: "bishop", Letter: 'B', Betza: "B", Value: 330},
	{Name: "rook", Letter: 'R', Betza: "R", Value: 500, CastlePartner: true},
	{Name: "queen", Letter: 'Q', Betza: "Q", Value: 950},
	{Name: "king", Letter: 'K', Betza: "KisO2", Royal: true},
}

var defs = map[string]movegen.VariantDef{
	"chess": {
		Name:         "chess",
		Bounds:       movegen.Bounds{X0: 1, X1: 8, Y0: 1, Y1: 8},
		Pieces:       orthodox,
		StartFEN:     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		Promotion:    movegen.PromotionDef{Letters: "QRBN"},
		FiftyMove:    true,
		Insufficient: movegen.FIDEInsufficient,
	},
}

// Names lists the built-in variants in alphabetical order.
func Names() []string {
	names := make([]string, 0, len(defs))
	for n := range defs {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Get compiles the built-in variant called name.
func Get(name string) (*movegen.Variant, error) {
	d, ok := defs[name]
	if !ok {
		return nil, fmt.Errorf("unknown variant %q (known: %v)", name, Names())
	}
	return movegen.NewVariant(d)
}
