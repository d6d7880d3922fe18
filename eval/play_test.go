package eval_test

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/eval"
	"lattice/movegen"
	"lattice/movegen/variants"
)

// catalogue is every built-in variant.
func catalogue(t testing.TB) []string {
	t.Helper()
	names := variants.Names()
	require.NotEmpty(t, names)
	return names
}

// playRandom plays up to n random legal moves from p, calling visit before
// each one; it stops when the game ends.
func playRandom(p *movegen.Position, rng *rand.Rand, n int, visit func(*movegen.Position)) {
	ml := movegen.NewMoveList(256)
	for i := 0; i < n; i++ {
		visit(p)
		p.GenerateLegal(ml)
		if ml.Len() == 0 {
			return
		}
		p.Make(ml.Moves[rng.Intn(ml.Len())])
	}
	visit(p)
}

// mirrorFEN swaps the colours of a bounded position: ranks reversed, case
// swapped, the other side to move, castling rights and en passant mirrored.
func mirrorFEN(t testing.TB, v *movegen.Variant, fen string) string {
	t.Helper()
	f := strings.Fields(fen)
	require.GreaterOrEqual(t, len(f), 4, fen)
	ranks := strings.Split(f[0], "/")
	for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
		ranks[i], ranks[j] = ranks[j], ranks[i]
	}
	f[0] = swapCase(strings.Join(ranks, "/"))
	if f[1] == "w" {
		f[1] = "b"
	} else {
		f[1] = "w"
	}
	if f[2] != "-" {
		f[2] = swapCase(f[2])
	}
	if f[3] != "-" {
		c, err := v.ParseSquare(f[3])
		require.NoError(t, err, fen)
		c.Y = v.Bounds().Y0 + v.Bounds().Y1 - c.Y
		f[3] = v.SquareName(c)
	}
	return strings.Join(f, " ")
}

// mirrorICN swaps the colours of a position on the plane written by
// Position.ICN: (x, y) → (x, 9−y), case swapped, the other side to move.
func mirrorICN(t testing.TB, icn string) string {
	t.Helper()
	f := strings.Fields(icn)
	require.NotEmpty(t, f)
	mirrorSquare := func(sq string) string {
		x, y, ok := strings.Cut(sq, ",")
		require.True(t, ok, icn)
		n, err := strconv.ParseInt(y, 10, 64)
		require.NoError(t, err, icn)
		return x + "," + strconv.FormatInt(9-n, 10)
	}
	for i, tok := range f {
		switch {
		case tok == "w":
			f[i] = "b"
		case tok == "b":
			f[i] = "w"
		case i == len(f)-1:
			pieces := strings.Split(tok, "|")
			for j, pc := range pieces {
				k := strings.IndexAny(pc, "-0123456789")
				require.Positive(t, k, icn)
				sq, plus := strings.CutSuffix(pc[k:], "+")
				pieces[j] = swapCase(pc[:k]) + mirrorSquare(sq)
				if plus {
					pieces[j] += "+"
				}
			}
			f[i] = strings.Join(pieces, "|")
		case strings.Contains(tok, ","):
			f[i] = mirrorSquare(tok)
		}
	}
	return strings.Join(f, " ")
}

func swapCase(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = c - 'a' + 'A'
		case c >= 'A' && c <= 'Z':
			b[i] = c - 'A' + 'a'
		}
	}
	return string(b)
}

// TestRandomPlayEveryVariant evaluates every position of random games in
// every built-in variant: no panic, the score within bounds, and the
// colour-mirrored position (by FEN on bounded boards, by ICN on the plane)
// scoring the same for its side to move.
func TestRandomPlayEveryVariant(t *testing.T) {
	games, plies := 6, 120
	if testing.Short() {
		games, plies = 2, 60
	}
	for _, name := range catalogue(t) {
		t.Run(name, func(t *testing.T) {
			v, err := variants.Get(name)
			require.NoError(t, err)
			e := eval.New(v)
			rng := rand.New(rand.NewSource(int64(len(name))))
			mirrored := 0
			for g := 0; g < games; g++ {
				playRandom(v.StartPosition(), rng, plies, func(p *movegen.Position) {
					s := e.Evaluate(p)
					require.LessOrEqual(t, s, eval.MaxScore)
					require.GreaterOrEqual(t, s, -eval.MaxScore)
					if v.Unbounded() {
						icn := p.ICN()
						m, err := v.ParseICN(mirrorICN(t, icn), movegen.AutoBoard, nil)
						require.NoError(t, err, icn)
						require.Equal(t, s, e.Evaluate(m), "%s\nmirrored %s", icn, m.ICN())
						mirrored++
						return
					}
					fen := p.FEN()
					m, err := v.ParseFEN(mirrorFEN(t, v, fen))
					require.NoError(t, err, fen)
					require.Equal(t, s, e.Evaluate(m), "%s\nmirrored %s", fen, m.FEN())
					mirrored++
				})
			}
			assert.Positive(t, mirrored)
		})
	}
}

// TestEvaluateAllocatesNothing evaluates positions of every built-in
// variant under testing.AllocsPerRun.
func TestEvaluateAllocatesNothing(t *testing.T) {
	for _, name := range catalogue(t) {
		v, err := variants.Get(name)
		require.NoError(t, err)
		e := eval.New(v)
		rng := rand.New(rand.NewSource(7))
		playRandom(v.StartPosition(), rng, 30, func(p *movegen.Position) {
			allocs := testing.AllocsPerRun(5, func() { e.Evaluate(p) })
			require.Zero(t, allocs, "%s: %s", name, p.ICN())
		})
	}
}

// TestStartPositionsScoreTheTempo evaluates the start position of every
// built-in variant: each is colour-symmetric, so everything but the tempo
// bonus cancels.
func TestStartPositionsScoreTheTempo(t *testing.T) {
	for _, name := range catalogue(t) {
		v, err := variants.Get(name)
		require.NoError(t, err)
		assert.Equal(t, eval.Default().Tempo, eval.New(v).Evaluate(v.StartPosition()), name)
	}
}
