package variants_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

func TestDiagramInfiltrator(t *testing.T) {
	d, ok := variants.Builtin("infiltrator")
	require.True(t, ok)
	assert.Equal(t, movegen.Bounds{X0: 1, X1: 8, Y0: 1, Y1: 10}, d.Bounds)
	assert.Equal(t, "iiwwwwii/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/IIWWWWII w KQkq - 0 1", d.StartFEN)
	want := []movegen.PieceDef{
		{Name: "pawn", Letter: 'P', Betza: "ifmnDfmWfceF", Value: 100, Pawn: true},
		{Name: "knight", Letter: 'N', Betza: "N", Value: 320},
		{Name: "bishop", Letter: 'B', Betza: "B", Value: 330},
		{Name: "rook", Letter: 'R', Betza: "R", Value: 500, CastlePartner: true},
		{Name: "queen", Letter: 'Q', Betza: "Q", Value: 950},
		{Name: "king", Letter: 'K', Betza: "KisO2", Royal: true},
		{Name: "infiltrator", Letter: 'I', Betza: "Kmpa(mpfa)mfK", Value: 600},
		{Name: "jumpalongwazir", Letter: 'W', Betza: "(paf)W", Value: 250},
	}
	assert.Equal(t, want, d.Pieces)
	// promoZone=2, compulsory on entering the zone: ranks 9-10 (White), 2-1 (Black).
	assert.Equal(t, movegen.PromotionDef{Letters: "IWRNBQ", WhiteFrom: 9, BlackFrom: 2}, d.Promotion)
	assert.True(t, d.FiftyMove)
	assert.Equal(t, movegen.FIDEInsufficient, d.Insufficient)
}

func TestDiagramPromotionIsCompulsory(t *testing.T) {
	v, err := variants.Get("infiltrator")
	require.NoError(t, err)
	p, err := v.ParseFEN("4k3/8/P7/8/8/8/8/8/8/4K3 w - - 0 1")
	require.NoError(t, err)
	var pawn []string
	for _, m := range legalMoves(t, p) {
		if m[:2] == "a8" {
			pawn = append(pawn, m)
		}
	}
	assert.Equal(t, []string{"a8a9b", "a8a9i", "a8a9n", "a8a9q", "a8a9r", "a8a9w"}, pawn)
	_, err = v.ParseFEN("4k3/8/8/8/8/8/8/P7/8/4K3 w - - 0 1")
	assert.NoError(t, err)
	_, err = v.ParseFEN("4k3/P7/8/8/8/8/8/8/8/4K3 w - - 0 1")
	assert.Error(t, err, "a white pawn can never stand on rank 9")
}

func TestDiagramLines(t *testing.T) {
	cases := []struct {
		name, line, fen string
		check           func(t *testing.T, d movegen.VariantDef)
	}{
		{
			// Empty IDs take the name's initial, empty moves the orthodox
			// ones, ranges cover a rank, Black mirrors White, royal by number.
			"mirror",
			"files=10 ranks=8 symmetry=mirror royal=8 squareSize=36 Pawn::::a2-j2 Knight:N:::b1,i1 " +
				"Bishop::::c1,h1 Rook::::a1,j1 Archbishop::::d1 Chancellor::::g1 Queen::::e1 King::::f1",
			"rnbaqkcbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBAQKCBNR w KQkq - 0 1",
			func(t *testing.T, d movegen.VariantDef) {
				assert.Equal(t, "BN", piece(t, d, "archbishop").Betza)
				assert.Equal(t, 900, piece(t, d, "chancellor").Value)
				assert.True(t, piece(t, d, "king").Royal)
				assert.True(t, piece(t, d, "pawn").Pawn)
				assert.True(t, piece(t, d, "rook").CastlePartner)
				assert.False(t, piece(t, d, "knight").Pawn)
			},
		},
		{
			// rotate; no castling atom, so no partners and no rights; no
			// promoChoice, so no promotion.
			"rotate",
			"files=4 ranks=4 symmetry=rotate royal=K king::K::a1 rook::::b1 pawn::fmW::a2",
			"2rk/3p/P3/KR2 w - - 0 1",
			func(t *testing.T, d movegen.VariantDef) {
				assert.False(t, piece(t, d, "rook").CastlePartner)
				assert.Empty(t, d.Promotion.Letters)
			},
		},
		{
			// firstRank=0 numbers the ranks from 0; maxPromote=0: no pawns;
			// symmetry defaults to mirror.
			"first rank 0",
			"files=4 ranks=4 firstRank=0 maxPromote=0 king::K::a0,,d3 wazir:W:W::b0-b1",
			"1w1k/1w2/1W2/KW2 w - - 0 1",
			func(t *testing.T, d movegen.VariantDef) {
				for _, p := range d.Pieces {
					assert.False(t, p.Pawn, p.Name)
				}
			},
		},
		{
			// Several words make one piece name.
			"long name",
			"files=3 ranks=3 symmetry=none king::K::a1,,a3 Royal Ferz:F:F::c1",
			"k2/3/K1F w - - 0 1",
			func(t *testing.T, d movegen.VariantDef) {
				assert.Equal(t, "F", piece(t, d, "royal-ferz").Betza)
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			defs := mustParse(t, "[variant d]\ndiagram = "+c.line+"\n")
			require.Len(t, defs, 1)
			assert.Equal(t, c.fen, defs[0].StartFEN)
			c.check(t, defs[0])
		})
	}
}

func TestDiagramWithOverrides(t *testing.T) {
	text := `
[variant d]
diagram      = files=5 ranks=5 promoChoice=QN pawn::fmWfcF::a2-e2 knight:N:::b1 queen::::d1 king::K::c1
fifty-move   = no
promotion    = Q

[piece knight]
value = 300

[piece wazir]
letter = W
betza  = W

[variant d2]
inherit = d
start   = wnkqn/ppppp/5/PPPPP/WNKQN w - - 0 1
`
	defs := mustParse(t, text)
	require.Len(t, defs, 2)
	d := defs[0]
	assert.Equal(t, "1nkq1/ppppp/5/PPPPP/1NKQ1 w - - 0 1", d.StartFEN)
	assert.False(t, d.FiftyMove)
	assert.Equal(t, "Q", d.Promotion.Letters)
	assert.Equal(t, 300, piece(t, d, "knight").Value)
	assert.Equal(t, []string{"pawn", "knight", "queen", "king", "wazir"}, pieceNames(d))
	assert.Equal(t, pieceNames(d), pieceNames(defs[1]))
}
