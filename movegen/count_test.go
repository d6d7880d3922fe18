package movegen_test

import (
	"fmt"
	"math/rand"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// ridersINI is an unbounded variant with riders of every kind CountLegal
// counts arithmetically: queen lines, a nightrider (steps off the line
// index), a dabbabarider (steps of two, which skip squares of a queen line)
// and a queen that promotes.
const ridersINI = `
[variant riders]
board           = unbounded
border          = -7,7,-7,7
start-icn       = w K0,0|k5,5
promotion       = QRBN
promotion-ranks = 4/-4
promotion-compulsory-ranks = 6/-6
fifty-move      = no

[piece king]
letter = K
betza  = K
royal  = yes

[piece queen]
letter = Q
betza  = Q

[piece rook]
letter = R
betza  = R

[piece bishop]
letter = B
betza  = B

[piece knight]
letter = N
betza  = N

[piece nightrider]
letter = S
betza  = NN

[piece dabbabarider]
letter = D
betza  = DD

[piece promoter]
letter = X
betza  = Q
pawn   = yes
`

func ridersVariant(t testing.TB) *movegen.Variant {
	t.Helper()
	c, err := variants.NewCatalogue()
	require.NoError(t, err)
	require.NoError(t, c.Load("riders.ini", strings.NewReader(ridersINI)))
	v, err := c.Get("riders")
	require.NoError(t, err)
	require.True(t, v.FastLegal(), "the test is about the checkers-and-pins count")
	return v
}

// randomRidersICN places both kings and n random pieces of the riders
// variant inside b.
func randomRidersICN(rng *rand.Rand, b movegen.Bounds, n int) string {
	return randomICN(rng, b, n, "QRBNSDXqrbnsdx")
}

// randomICN places both kings and n random pieces with the given letters
// inside b, on distinct squares, with a random side to move; pawns (P, p)
// are left out of the ranks y >= 5 and y <= -5, where they would promote.
func randomICN(rng *rand.Rand, b movegen.Bounds, n int, letters string) string {
	taken := map[movegen.Coord]bool{}
	square := func() movegen.Coord {
		for {
			c := movegen.Coord{X: b.X0 + rng.Int31n(int32(b.Width())), Y: b.Y0 + rng.Int31n(int32(b.Height()))}
			if !taken[c] {
				taken[c] = true
				return c
			}
		}
	}
	side := "w"
	if rng.Intn(2) == 1 {
		side = "b"
	}
	parts := []string{}
	for _, k := range []string{"K", "k"} {
		c := square()
		parts = append(parts, fmt.Sprintf("%s%d,%d", k, c.X, c.Y))
	}
	for i := 0; i < n; i++ {
		c := square()
		l := letters[rng.Intn(len(letters))]
		if (l == 'P' || l == 'p') && (c.Y >= 5 || c.Y <= -5) {
			continue
		}
		parts = append(parts, fmt.Sprintf("%c%d,%d", l, c.X, c.Y))
	}
	return side + " " + strings.Join(parts, "|")
}

// TestCountLegalSparseCountsRays checks the arithmetic count of long rays
// against the length of the legal move list, made by make / in-check /
// unmake, in random positions full of checks, pins and promotions, on
// borders of several shapes.
func TestCountLegalSparseCountsRays(t *testing.T) {
	v := ridersVariant(t)
	rng := rand.New(rand.NewSource(7))
	borders := []movegen.Bounds{
		{X0: -7, X1: 7, Y0: -7, Y1: 7},
		{X0: -3, X1: 20, Y0: -9, Y1: 4},
		{X0: -60, X1: 45, Y0: -50, Y1: 70},
	}
	positions := 10000
	if testing.Short() {
		positions = 3000
	}
	ml := movegen.NewMoveList(256)
	tested, checks, pins := 0, 0, 0
	for i := 0; i < positions; i++ {
		b := borders[i%len(borders)]
		text := randomRidersICN(rng, b, 2+rng.Intn(10))
		p, err := v.ParseICN(text, movegen.SparseBoard, &b)
		if err != nil {
			continue // the side not to move is in check
		}
		tested++
		p.GenerateLegalSlow(ml)
		want := ml.Len()
		p.GenerateLegal(ml)
		require.Equal(t, want, ml.Len(), text)
		require.Equal(t, want, p.CountLegal(), "%s inside %v", text, b)
		n, ok := p.CountLegalByArithmetic()
		require.True(t, ok)
		require.Equal(t, want, n, "%s inside %v", text, b)
		if p.InCheck() {
			checks++
		}
		p.Generate(ml)
		if ml.Len() > want {
			pins++ // some pseudo-legal move was illegal
		}
	}
	t.Logf("%d positions, %d in check, %d with illegal moves", tested, checks, pins)
	assert.Greater(t, tested, positions/3)
	assert.Greater(t, checks, tested/20, "the positions should hold checks")
	assert.Greater(t, pins, tested/5, "and illegal moves")
}

// TestCountLegalWideBorderIsArithmetic counts depth 1 of the infinite
// start inside ever wider borders: every open ray of the start grows by one
// move per square the border widens, so the count is affine in the border's
// half-width, and the count costs no memory however wide it is.
func TestCountLegalWideBorderIsArithmetic(t *testing.T) {
	v := builtin(t, "infinite")
	count := func(half int32) int {
		b := movegen.Bounds{X0: -half, X1: half, Y0: -half, Y1: half}
		p := mustICN(t, v, v.StartICN(), movegen.SparseBoard, &b)
		return p.CountLegal()
	}
	// Listed and counted agree where a list still fits.
	b := movegen.Bounds{X0: -3000, X1: 3000, Y0: -3000, Y1: 3000}
	p := mustICN(t, v, v.StartICN(), movegen.SparseBoard, &b)
	ml := movegen.NewMoveList(1 << 16)
	p.GenerateLegal(ml)
	require.Equal(t, ml.Len(), p.CountLegal())

	base, slope := count(1000), count(1001)-count(1000)
	require.Positive(t, slope)
	for _, half := range []int32{3000, 1_000_000, 1_000_000_000, movegen.MaxBorder} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		n := count(half)
		runtime.ReadMemStats(&after)
		assert.Equal(t, base+(int(half)-1000)*slope, n, "half-width %d", half)
		assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(1<<20), "half-width %d: bytes allocated", half)
	}
}

// TestRaySquares checks the ray sizes perft uses to foresee a count: the
// pseudo-legal moves beyond the long rays' do not depend on the border, and
// none are listed where CountLegal counts arithmetically.
func TestRaySquares(t *testing.T) {
	v := builtin(t, "infinite")
	ml := movegen.NewMoveList(1 << 12)
	short := -1
	for _, half := range []int32{100, 1000, 1_000_000_000} {
		b := movegen.Bounds{X0: -half, X1: half, Y0: -half, Y1: half}
		p := mustICN(t, v, v.StartICN(), movegen.SparseBoard, &b)
		all, listed := p.RaySquares()
		assert.Zero(t, listed, "half-width %d", half)
		assert.Greater(t, all, int64(4*half), "half-width %d", half)
		if half > 1000 {
			continue
		}
		p.Generate(ml)
		if short < 0 {
			short = ml.Len() - int(all)
		}
		assert.Equal(t, short, ml.Len()-int(all), "half-width %d", half)
	}
	// On the open plane rays are candidates: nothing to foresee.
	p := mustICN(t, v, v.StartICN(), movegen.SparseBoard, nil)
	all, listed := p.RaySquares()
	assert.Zero(t, all)
	assert.Zero(t, listed)
}

// TestCountLegalByArithmeticInPlay plays random games of the built-in
// unbounded variants, inside their default border and inside a wide one,
// and checks the arithmetic count against the legal list at every ply.
func TestCountLegalByArithmeticInPlay(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	games, plies, margin := 6, 100, int32(100)
	if testing.Short() {
		games, plies, margin = 2, 40, 30 // still wider than CountLegal lists
	}
	ml := movegen.NewMoveList(1 << 12)
	for _, name := range variants.Names() {
		v := builtin(t, name)
		if !v.Unbounded() {
			continue
		}
		wide := movegen.Bounds{X0: v.Bounds().X0 - margin, X1: v.Bounds().X1 + margin, Y0: v.Bounds().Y0 - margin, Y1: v.Bounds().Y1 + margin}
		for game := 0; game < games; game++ {
			b := v.Bounds()
			if game%2 == 1 {
				b = wide
			}
			p := mustICN(t, v, v.StartICN(), movegen.SparseBoard, &b)
			counted := 0
			start := time.Now()
			playRandom(p, rng, plies, func(p *movegen.Position) {
				p.GenerateLegal(ml)
				require.Equal(t, ml.Len(), p.CountLegal(), "%s", name)
				if n, ok := p.CountLegalByArithmetic(); ok {
					require.Equal(t, ml.Len(), n, "%s: %s", name, p.ICN())
					counted++
				}
			})
			t.Logf("%s inside %v: %d plies counted by arithmetic, %v", name, b, counted, time.Since(start))
			if v.FastLegal() {
				assert.Positive(t, counted, "%s", name)
			}
		}
	}
}
