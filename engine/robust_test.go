package engine

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
	"lattice/search"
)

// randomGame plays plies random legal moves from the variant's start (fewer
// when the game ends first) and returns the engine set to that position.
func randomGame(t *testing.T, variant string, rng *rand.Rand, plies int) *Engine {
	t.Helper()
	e := newEngine(t, variant, "startpos")
	ml := movegen.NewMoveList(256)
	for i := 0; i < plies; i++ {
		p := e.Position()
		if p.Outcome() != movegen.Ongoing {
			break
		}
		p.GenerateLegal(ml)
		require.NoError(t, e.PlayMove(ml.Moves[rng.IntN(ml.Len())]))
	}
	return e
}

// TestRobustAtTinyLimits: from random positions of every built-in variant,
// searches at tiny limits return a legal move (none only when there is no
// legal move), keep to their limits and never panic.
func TestRobustAtTinyLimits(t *testing.T) {
	games := 2
	if !testing.Short() {
		games = 12
	}
	limits := []search.Limits{
		{Depth: 1},
		{Depth: 2},
		{Nodes: 300},
		{MoveTime: 15 * time.Millisecond},
	}
	rng := rand.New(rand.NewPCG(8, 2026))
	for _, v := range variants.Names() {
		t.Run(v, func(t *testing.T) {
			for g := 0; g < games; g++ {
				e := randomGame(t, v, rng, 6+rng.IntN(60))
				p := e.Position()
				legal := p.CountLegal()
				for _, lim := range limits {
					start := time.Now()
					res, _ := think(t, e, lim)
					took := time.Since(start)
					at := fmt.Sprintf("%s %v after %v", v, lim, e.Moves())
					require.Equal(t, legal > 0, res.HasBest, at)
					if res.HasBest {
						assert.True(t, isLegal(p, res.Best), at)
					}
					if lim.MoveTime > 0 {
						assert.Less(t, took, lim.MoveTime+400*time.Millisecond, at) // slack for a busy machine; a hang takes longer
					}
					if lim.Nodes > 0 {
						assert.LessOrEqual(t, res.Nodes, lim.Nodes+2048, at)
					}
				}
			}
		})
	}
}

// material is the side's material in the variant's piece values.
func material(p *movegen.Position, c movegen.Color) int {
	v := p.Variant()
	sum := 0
	for t, d := range v.Pieces() {
		if !d.Royal {
			sum += p.Count(c, movegen.PieceType(t+1)) * d.Value
		}
	}
	return sum
}

// balance is the side to move's material minus the other side's.
func balance(p *movegen.Position) int {
	us := p.SideToMove()
	return material(p, us) - material(p, us.Other())
}

const mateValue = 100000

// materialQS is a material-only quiescence search: the side to move may
// stand pat or capture (any move when in check), and so on, up to depth
// plies of captures. It returns the side to move's material balance at the
// end of the best exchange, mates counted as mateValue.
func materialQS(p *movegen.Position, alpha, beta, depth int) int {
	check := p.InCheck()
	if check && p.CountLegal() == 0 {
		return -mateValue
	}
	best := -mateValue
	if !check || depth == 0 {
		best = balance(p)
		if best >= beta || depth == 0 {
			return best
		}
		alpha = max(alpha, best)
	}
	ml := movegen.NewMoveList(64)
	p.GenerateNoisy(ml)
	for _, m := range ml.Moves {
		p.Make(m)
		s := -materialQS(p, -beta, -alpha, depth-1)
		p.Unmake()
		if s > best {
			best = s
			if s >= beta {
				return s
			}
			alpha = max(alpha, s)
		}
	}
	return best
}

// oneMoveNet is the material the side to move nets with m once the
// captures that follow are resolved (materialQS): what a one-move tactic
// against m costs, or what m wins.
func oneMoveNet(p *movegen.Position, m movegen.Move) int {
	base := balance(p)
	p.Make(m)
	defer p.Unmake()
	if p.IsRepetition() || (!p.InCheck() && p.CountLegal() == 0) {
		return -base // a draw: the material no longer counts
	}
	s := -materialQS(p, -mateValue, mateValue, 6)
	if s == mateValue || s == -mateValue {
		return s
	}
	return s - base
}

// TestNoOneMoveBlunders: from random middlegame positions of every
// built-in variant, the move a depth-3 search plays does not lose material
// to the captures that follow (a piece left hanging, a capture that loses
// the piece) beyond a margin, unless every move does. (It need not find the best gain:
// a deeper search may see why a gain is not one.)
func TestNoOneMoveBlunders(t *testing.T) {
	games := 1
	if !testing.Short() {
		games = 15
	}
	rng := rand.New(rand.NewPCG(3, 2026))
	for _, v := range variants.Names() {
		t.Run(v, func(t *testing.T) {
			for g := 0; g < games; g++ {
				e := randomGame(t, v, rng, 10+rng.IntN(40))
				p := e.Position()
				if p.Outcome() != movegen.Ongoing {
					continue
				}
				res, _ := think(t, e, search.Limits{Depth: 3})
				require.True(t, res.HasBest)
				if res.Score.IsMate() {
					continue // a mate matters more than material
				}
				ml := movegen.NewMoveList(256)
				p.GenerateLegal(ml)
				best, bestMove := -2*mateValue, ""
				for _, m := range ml.Moves {
					if n := oneMoveNet(p, m); n > best {
						best, bestMove = n, p.MoveString(m)
					}
				}
				got := oneMoveNet(p, res.Best)
				const margin = 300 // a minor piece: less may be a sacrifice the evaluation likes
				assert.GreaterOrEqual(t, got, min(best, 0)-margin, "%s after %v: played %s (nets %d), %s nets %d",
					v, e.Moves(), res.BestText, got, bestMove, best)
			}
		})
	}
}

// TestOneMoveNet checks the material oracle of TestNoOneMoveBlunders.
func TestOneMoveNet(t *testing.T) {
	v, err := variants.Get("chess")
	require.NoError(t, err)
	value := func(letter byte) int {
		pt, ok := v.PieceByLetter(letter)
		require.True(t, ok)
		return v.Def(pt).Value
	}
	pawn, queen := value('P'), value('Q')
	cases := []struct {
		fen, move string
		want      int
	}{
		{"4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", "d1d5", pawn},   // a free pawn
		{"4k3/8/8/4p3/8/8/8/3QK3 w - - 0 1", "d1d4", -queen}, // the queen hangs to the pawn
		{"4k3/8/8/4p3/8/8/8/3QK3 w - - 0 1", "d1d2", 0},
		{"4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5", pawn - queen}, // takes a pawn, loses the queen
		{"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", mateValue},
		{"7k/5Q2/8/6K1/8/8/8/8 w - - 0 1", "g5g6", -queen}, // stalemate: the material no longer counts
	}
	for _, c := range cases {
		p := newEngine(t, "chess", c.fen).Position()
		m, err := p.ParseMove(c.move)
		require.NoError(t, err)
		assert.Equal(t, c.want, oneMoveNet(p, m), "%s %s", c.fen, c.move)
	}
}
