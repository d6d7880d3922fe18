package movegen

import (
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestNormalKeyIsExactKey: the fast key of a Normal move equals exactKey's,
// in and around the exact range, for extreme coordinates and promotions
// beyond MaxPieceTypes too, and Key (which hashes a Normal move at once
// when normalKey fails) equals generalKey everywhere.
func TestNormalKeyIsExactKey(t *testing.T) {
	rng := rand.New(rand.NewSource(24))
	pick := keyCoordPicker(rng)
	exact := 0
	for i := 0; i < 20000; i++ {
		m := Move{From: Coord{pick(), pick()}, To: Coord{pick(), pick()}, Aux: Coord{pick(), pick()},
			Promo: PieceType(rng.Intn(MaxPieceTypes + 4))}
		wk, wok := exactKey(m, m.To)
		gk, gok := normalKey(m.From, m.To, m.Promo)
		require.Equal(t, wok, gok, "%+v", m)
		require.Equal(t, m.generalKey(), m.Key(), "%+v", m)
		if wok {
			exact++
			require.Equal(t, wk, gk, "%+v", m)
			require.Equal(t, wk, m.Key(), "%+v", m)
		}
	}
	require.Greater(t, exact, 1000)
}

// TestAuxKeyIsExactKey: FillKeys' fast key of a move whose kind uses Aux
// equals exactKey's (ok included), in and around the exact range, for
// extreme coordinates, far Aux squares and every kind.
func TestAuxKeyIsExactKey(t *testing.T) {
	rng := rand.New(rand.NewSource(25))
	pick := keyCoordPicker(rng)
	exact := 0
	for i := 0; i < 40000; i++ {
		m := Move{From: Coord{pick(), pick()}, To: Coord{pick(), pick()}, Aux: Coord{pick(), pick()},
			Kind: MoveKind(rng.Intn(int(FormationCapture) + 3)), Promo: PieceType(rng.Intn(MaxPieceTypes + 4))}
		if !usesAux(m.Kind) {
			continue
		}
		wk, wok := exactKey(m, m.Aux)
		gk, gok := auxKey(&m)
		require.Equal(t, wok, gok, "%+v", m)
		if wok {
			exact++
			require.Equal(t, wk, gk, "%+v", m)
		}
	}
	require.Greater(t, exact, 500)
}

// keyCoordPicker returns a source of coordinates for the move-key tests:
// mostly small ones, and one in four from the edges of the exact range
// and of int32.
func keyCoordPicker(rng *rand.Rand) func() int32 {
	coords := []int32{math.MinInt32, -MaxCoord, -1, 0, 1, 2, 15, 16, 17, MaxCoord, math.MaxInt32}
	return func() int32 {
		if rng.Intn(4) == 0 {
			return coords[rng.Intn(len(coords))]
		}
		return int32(rng.Intn(20)) - 2
	}
}
