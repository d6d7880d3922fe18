package movegen_test

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// limitedINI is an unbounded variant with riders of limited range (whose
// blocker may lie beyond reach), plain riders, leapers and promoting pawns
// with en passant, for CountLegal's listed-ray count on narrow borders.
const limitedINI = `
[variant limited]
board           = unbounded
border          = -7,7,-7,7
start-icn       = w K0,0|k5,5
promotion       = QRB
promotion-ranks = 5/-5
fifty-move      = no

[piece king]
letter = K
betza  = K
royal  = yes

[piece queen]
letter = Q
betza  = Q4

[piece rook]
letter = R
betza  = R3

[piece bishop]
letter = B
betza  = B

[piece knight]
letter = N
betza  = N

[piece pawn]
letter = P
betza  = fmWfceFifmnD
pawn   = yes
`

// TestCountLegalNarrowSparse checks CountLegal against the length of the
// legal list made by make / in-check / unmake in random positions on
// sparse boards with narrow borders, where CountLegal counts the rays of
// unpinned pieces without listing them (count_sparse.go), and in random
// games from there (en passant rights, promotions, checks, pins).
func TestCountLegalNarrowSparse(t *testing.T) {
	c, err := variants.NewCatalogue()
	require.NoError(t, err)
	require.NoError(t, c.Load("limited.ini", strings.NewReader(limitedINI)))
	v, err := c.Get("limited")
	require.NoError(t, err)
	require.True(t, v.FastLegal())
	rng := rand.New(rand.NewSource(91))
	borders := []movegen.Bounds{{X0: -7, X1: 7, Y0: -7, Y1: 7}, {X0: -2, X1: 9, Y0: -6, Y1: 3}}
	positions := 1500
	if testing.Short() {
		positions = 400
	}
	ml := movegen.NewMoveList(256)
	tested := 0
	for i := 0; i < positions; i++ {
		b := borders[i%len(borders)]
		text := randomLimitedICN(rng, b, 2+rng.Intn(14))
		p, err := v.ParseICN(text, movegen.SparseBoard, &b)
		if err != nil {
			continue // the side not to move is in check
		}
		tested++
		playRandom(p, rng, 6, func(p *movegen.Position) {
			p.GenerateLegalSlow(ml)
			require.Equal(t, ml.Len(), p.CountLegal(), "%s inside %v", p.ICN(), b)
		})
	}
	require.Greater(t, tested, positions/5)
}

// randomLimitedICN places both kings and n random pieces of the limited
// variant inside b (pawns off the promotion ranks).
func randomLimitedICN(rng *rand.Rand, b movegen.Bounds, n int) string {
	return randomICN(rng, b, n, "QRBNPqrbnp")
}
