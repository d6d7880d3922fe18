package eval_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/eval"
	"lattice/movegen"
	"lattice/movegen/variants"
)

// unvalued returns the named built-in variant with the values of the
// pieces with the given letters set to 0.
func unvalued(t *testing.T, name, letters string) *movegen.Variant {
	t.Helper()
	d, ok := variants.Builtin(name)
	require.True(t, ok, name)
	d.Pieces = append([]movegen.PieceDef(nil), d.Pieces...)
	for i := range d.Pieces {
		for j := 0; j < len(letters); j++ {
			if d.Pieces[i].Letter == letters[j] {
				d.Pieces[i].Value = 0
			}
		}
	}
	v, err := movegen.NewVariant(d)
	require.NoError(t, err)
	return v
}

// TestEstimateOrthodox checks the mobility estimate against the orthodox
// values it was fitted to (N≈300, B≈320, R≈500, Q≈900) and that the
// evaluator uses it for pieces without a value.
func TestEstimateOrthodox(t *testing.T) {
	v := unvalued(t, "chess", "NBRQ")
	e := eval.New(v)
	w := eval.Default()
	want := map[byte]int{'N': 300, 'B': 320, 'R': 500, 'Q': 900, 'P': 100, 'K': 0}
	got := map[byte]int{}
	for i, d := range v.Pieces() {
		pt := movegen.PieceType(i + 1)
		got[d.Letter] = e.PieceValue(pt)
		if d.Letter != 'P' { // an unvalued pawn would get PawnValue; this one has its value
			assert.Equal(t, eval.EstimateValue(v, pt, &w), got[d.Letter], d.Name)
		}
		assert.InDelta(t, want[d.Letter], got[d.Letter], 0.15*float64(want[d.Letter]), d.Name)
	}
	assert.Less(t, got['N'], got['R'])
	assert.Less(t, got['R'], got['Q'])
	assert.Less(t, got['B'], got['R'])
}

// TestEstimateExamplePieces checks the estimate of the fairy pieces of the
// example variant file against the values their authors gave them: within
// a factor of two, and ordered where the difference is clear.
func TestEstimateExamplePieces(t *testing.T) {
	c, err := variants.NewCatalogue()
	require.NoError(t, err)
	require.NoError(t, c.LoadFile("../testdata/variants/example.ini"))
	w := eval.Default()
	cases := []struct {
		variant string
		letter  byte
	}{
		{"cannon-chess", 'C'}, {"cannon-chess", 'H'}, {"hopper-alamos", 'G'},
		{"infinite", 'C'}, {"infinite", 'G'}, {"infinite-huygens", 'U'},
		{"infiltrator", 'W'}, {"capablanca", 'A'}, {"capablanca", 'C'},
	}
	for _, tc := range cases {
		v, err := c.Get(tc.variant)
		require.NoError(t, err)
		pt, ok := v.PieceByLetter(tc.letter)
		require.True(t, ok)
		given := v.Def(pt).Value
		est := eval.EstimateValue(v, pt, &w)
		assert.GreaterOrEqual(t, est, given/2, "%s %s: estimate %d, given %d", tc.variant, v.Def(pt).Name, est, given)
		assert.LessOrEqual(t, est, given*2, "%s %s: estimate %d, given %d", tc.variant, v.Def(pt).Name, est, given)
	}
	v, err := c.Get("infinite")
	require.NoError(t, err)
	val := func(l byte) int {
		pt, _ := v.PieceByLetter(l)
		return eval.EstimateValue(v, pt, &w)
	}
	assert.Less(t, val('G'), val('R'), "guard < rook")
	assert.Less(t, val('R'), val('C'), "rook < chancellor")
	assert.Less(t, val('C'), val('Q'), "chancellor < queen")
}

// TestUnvaluedPieces gives pieces of several variants no value and checks
// the evaluator still counts them: an extra such piece is worth at least
// half its estimate to the side that has it (an unvalued pawn is worth
// PawnValue).
func TestUnvaluedPieces(t *testing.T) {
	cases := []struct {
		variant string
		letter  byte
		fen     string // White has one more piece of the letter's type
	}{
		{"capablanca", 'C', "rnabqkb1nr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w - - 0 1"},
		{"capablanca", 'A', "rn1bqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR b - - 0 1"},
		{"chess", 'P', "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"},
	}
	for _, tc := range cases {
		v := unvalued(t, tc.variant, string(tc.letter))
		e := eval.New(v)
		pt, _ := v.PieceByLetter(tc.letter)
		val := e.PieceValue(pt)
		if v.Def(pt).Pawn {
			assert.Equal(t, eval.Default().PawnValue, val)
		}
		require.Positive(t, val, "%s %c", tc.variant, tc.letter)
		p, err := v.ParseFEN(tc.fen)
		require.NoError(t, err)
		s := e.Evaluate(p)
		if p.SideToMove() == movegen.Black {
			s = -s
		}
		assert.Greater(t, s, val/2, "%s %c: value %d, score %d", tc.variant, tc.letter, val, s)
	}
}
