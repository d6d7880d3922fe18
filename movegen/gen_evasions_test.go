package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestPlaneEvasionsAreEveryEvasion: on the open plane, in check,
// GenerateEvasions (which lists only the block of each open ray) holds every
// move GenerateLegal's candidates hold, every move it lists is legal, and no
// block is missing: each square between the royal piece and a checker at
// most 64 steps away is tried as a move of each piece, and every legal such
// move is listed. Far checks (10^5 away) come from rooks put on the king's
// lines.
func TestPlaneEvasionsAreEveryEvasion(t *testing.T) {
	v := builtin(t, "infinite-huygens")
	rng := rand.New(rand.NewSource(23))
	ml := movegen.NewMoveList(256)
	positions := 3000
	if testing.Short() {
		positions = 800
	}
	inCheck, blocks := 0, 0
	for i := 0; i < positions; i++ {
		text := randomPlaneICN(rng)
		if i%3 == 0 {
			// a black rook far out on a white king's line: a check from afar
			text += "|r" + []string{"5,100005", "100005,1", "5,-99995"}[rng.Intn(3)]
		}
		p, err := v.ParseICN(text, movegen.SparseBoard, nil)
		if err != nil {
			continue
		}
		playRandom(p, rng, 3, func(p *movegen.Position) {
			if !p.InCheck() {
				return
			}
			inCheck++
			p.GenerateEvasions(ml)
			got := map[movegen.Move]bool{}
			for _, m := range ml.Moves {
				require.True(t, p.IsLegal(m), "%s: %s is not legal", p.ICN(), p.MoveString(m))
				got[m] = true
			}
			p.GenerateLegal(ml)
			for _, m := range ml.Moves {
				require.True(t, got[m], "%s: evasions lack %s", p.ICN(), p.MoveString(m))
			}
			king, _ := p.Royal(p.SideToMove())
			for _, step := range kingSteps {
				// the squares up to the first piece on the line, if an enemy
				n := int32(1)
				for ; n <= 64 && p.At(king.Add(step.Scale(n))) == movegen.Empty; n++ {
				}
				if n > 64 || p.At(king.Add(step.Scale(n))).Color() == p.SideToMove() {
					continue
				}
				for s := int32(1); s < n; s++ {
					to := king.Add(step.Scale(s))
					for _, from := range p.Pieces(p.SideToMove()) {
						for _, m := range candidateMoves(p, from, to) {
							if p.IsPseudoLegal(m) && p.IsLegal(m) {
								require.True(t, got[m], "%s: evasions lack the block %s", p.ICN(), p.MoveString(m))
								blocks++
							}
						}
					}
				}
			}
		})
	}
	require.Greater(t, inCheck, 50)
	require.Greater(t, blocks, 20)
}

// candidateMoves lists the plain moves from from to to, with each
// promotion a pawn could take there.
func candidateMoves(p *movegen.Position, from, to movegen.Coord) []movegen.Move {
	out := []movegen.Move{{From: from, To: to}}
	for pt := movegen.PieceType(1); int(pt) <= p.Variant().NumPieceTypes(); pt++ {
		out = append(out, movegen.Move{From: from, To: to, Promo: pt})
	}
	return out
}

var kingSteps = []movegen.Vec{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: 1, Y: -1}, {X: -1, Y: 1}, {X: -1, Y: -1}}

// TestPlaneEvasionsBlockFarChecks: a rook's check from 10^5 squares away
// is blocked far out by a rook on a crossing rank, and near the king by a
// bishop; each block and the king's steps are listed, and nothing else.
func TestPlaneEvasionsBlockFarChecks(t *testing.T) {
	v := builtin(t, "infinite")
	p, err := v.ParseICN("w K5,1|R-3,70000|B9,9|k50,60|r5,100005", movegen.SparseBoard, nil)
	require.NoError(t, err)
	require.True(t, p.InCheck())
	assert.ElementsMatch(t, []string{"-3,70000>5,70000", "9,9>5,5", "9,9>5,13",
		"5,1>4,1", "5,1>6,1", "5,1>4,0", "5,1>6,0", "5,1>4,2", "5,1>6,2"},
		moveTexts(p, p.GenerateEvasions))
}

// TestEvasionsDropOffCheckLineExactly: in single check on the sparse board
// (random plane positions with far checks, and random games of infinite,
// infinite-huygens and kadesh), GenerateEvasions, which generates no moves
// for the short-reaching pieces far from the check's line and drops the
// plain moves off that line before the legality filter, lists the same
// moves in the same order as generating every move and filtering it.
func TestEvasionsDropOffCheckLineExactly(t *testing.T) {
	rng := rand.New(rand.NewSource(41))
	got, want := movegen.NewMoveList(256), movegen.NewMoveList(256)
	checks := 0
	visit := func(p *movegen.Position) {
		if !p.EvasionsUnpruned(want) {
			return
		}
		p.GenerateEvasions(got)
		require.Equal(t, want.Moves, got.Moves, "%s", p.ICN())
		checks++
	}
	huygens := builtin(t, "infinite-huygens")
	positions := 4000
	if testing.Short() {
		positions = 1200
	}
	for i := 0; i < positions; i++ {
		text := randomPlaneICN(rng)
		if i%2 == 0 {
			text += "|r" + []string{"5,100005", "100005,1", "5,-99995", "100004,100004"}[rng.Intn(4)]
		}
		if p, err := huygens.ParseICN(text, movegen.SparseBoard, nil); err == nil {
			playRandom(p, rng, 6, visit)
		}
	}
	for _, name := range []string{"infinite", "infinite-huygens", "kadesh"} {
		v := builtin(t, name)
		for g := 0; g < 20; g++ {
			playRandom(v.StartPosition(), rng, 80, visit)
		}
	}
	require.Greater(t, checks, 200)
	// A pawn that checks by its double step, taken en passant: the capture
	// lands off the check's line and must stay.
	inf := builtin(t, "infinite")
	p := mustICN(t, inf, "b K5,4|k10,10|P5,5|p4,7+", movegen.SparseBoard, nil)
	m, err := p.ParseMove("4,7>4,5")
	require.NoError(t, err)
	p.Make(m)
	before := checks
	visit(p)
	require.Equal(t, before+1, checks, "in single check")
	assert.Contains(t, moveTexts(p, p.GenerateEvasions), "5,5>4,6")
}
