package eval_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/eval"
	"lattice/movegen"
	"lattice/movegen/variants"
)

func builtin(t testing.TB, name string) *movegen.Variant {
	t.Helper()
	v, err := variants.Get(name)
	require.NoError(t, err)
	return v
}

func TestMaterialBalance(t *testing.T) {
	v := builtin(t, "chess")
	e := eval.New(v)
	cases := []struct {
		name, fen string
		sign      int // sign of the score for the side to move
	}{
		{"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0},
		{"white up a queen, white to move", "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1},
		{"white up a queen, black to move", "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", -1},
		{"black up a rook, black to move", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR b Kkq - 0 1", 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := v.ParseFEN(c.fen)
			require.NoError(t, err)
			s := e.Evaluate(p)
			switch c.sign {
			case 0:
				assert.Less(t, abs(s), 60, "score %d", s)
			case 1:
				assert.Greater(t, s, 300, "score %d", s)
			case -1:
				assert.Less(t, s, -300, "score %d", s)
			}
		})
	}
}

func TestPieceValue(t *testing.T) {
	v := builtin(t, "chess")
	e := eval.New(v)
	for i, d := range v.Pieces() {
		pt := movegen.PieceType(i + 1)
		if d.Royal {
			assert.Equal(t, 0, e.PieceValue(pt), d.Name)
			continue
		}
		assert.Equal(t, d.Value, e.PieceValue(pt), d.Name)
	}
	assert.Equal(t, 0, e.PieceValue(0))
	assert.Equal(t, 0, e.PieceValue(200))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestZeroWeightsLeaveMaterial checks the weights' plumbing: with every
// weight zero but the variant's values, a score is the material balance.
func TestZeroWeightsLeaveMaterial(t *testing.T) {
	for _, name := range []string{"chess", "spiral", "grand", "infinite", "kadesh"} {
		v := builtin(t, name)
		e := eval.NewWithWeights(v, eval.Weights{})
		p := v.StartPosition()
		ml := movegen.NewMoveList(256)
		for ply := 0; ply < 40; ply++ {
			bal := 0
			for i := range v.Pieces() {
				pt := movegen.PieceType(i + 1)
				bal += (p.Count(movegen.White, pt) - p.Count(movegen.Black, pt)) * e.PieceValue(pt)
			}
			if p.SideToMove() == movegen.Black {
				bal = -bal
			}
			require.Equal(t, bal, e.Evaluate(p), "%s ply %d", name, ply)
			p.GenerateLegal(ml)
			if ml.Len() == 0 {
				break
			}
			// Prefer captures so that the balance moves.
			m := ml.Moves[ply%ml.Len()]
			for _, c := range ml.Moves {
				if p.At(c.To).IsPiece() {
					m = c
					break
				}
			}
			p.Make(m)
		}
	}
}

// TestConcurrentUse evaluates clones of positions from several goroutines
// with one Evaluator (run with -race to check it shares nothing mutable).
func TestConcurrentUse(t *testing.T) {
	v := builtin(t, "infinite")
	e := eval.New(v)
	p := v.StartPosition()
	want := e.Evaluate(p)
	done := make(chan int)
	for g := 0; g < 4; g++ {
		q := p.Clone()
		go func() {
			s := 0
			for i := 0; i < 50; i++ {
				s = e.Evaluate(q)
			}
			done <- s
		}()
	}
	for g := 0; g < 4; g++ {
		assert.Equal(t, want, <-done)
	}
}

// TestNewWithoutStartPosition: a variant defined through the API without a
// start position gets an evaluator (no panic) that scores given positions.
func TestNewWithoutStartPosition(t *testing.T) {
	v, err := movegen.NewVariant(movegen.VariantDef{
		Name: "nostart", Bounds: movegen.Bounds{X0: 1, X1: 8, Y0: 1, Y1: 8},
		Pieces: []movegen.PieceDef{
			{Name: "king", Letter: 'K', Betza: "K", Royal: true},
			{Name: "rook", Letter: 'R', Betza: "R", Value: 500},
		},
	})
	require.NoError(t, err)
	var e *eval.Evaluator
	require.NotPanics(t, func() { e = eval.New(v) })
	p, err := v.ParseFEN("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
	require.NoError(t, err)
	assert.Greater(t, e.Evaluate(p), 300, "a rook up")
}
