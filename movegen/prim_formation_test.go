package movegen_test

import (
	"fmt"
	"math/rand"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// formationVariant is orthodox chess on an 8×8 or larger board whose knights
// form formations.
func formationVariant(t testing.TB, size int32) *movegen.Variant {
	t.Helper()
	v, err := movegen.NewVariant(movegen.VariantDef{
		Name: "formations", Bounds: movegen.Bounds{X0: 1, X1: size, Y0: 1, Y1: size},
		Pieces: []movegen.PieceDef{
			{Name: "pawn", Letter: 'P', Betza: "fmWfceFifmnD", Pawn: true},
			{Name: "knight", Letter: 'N', Betza: "N", Primitive: "formation"},
			{Name: "bishop", Letter: 'B', Betza: "B"},
			{Name: "rook", Letter: 'R', Betza: "R"},
			{Name: "queen", Letter: 'Q', Betza: "Q"},
			{Name: "king", Letter: 'K', Betza: "K", Royal: true},
		},
		Promotion: movegen.PromotionDef{Letters: "QRBN"},
	})
	require.NoError(t, err)
	return v
}

// referenceFormationMoves simulates the rule of infinite-plane.md literally:
// at each step compare the block's squares with the previous step's.
func referenceFormationMoves(p *movegen.Position, from movegen.Coord) []string {
	us := p.At(from).Color()
	var out []string
	block := func(base movegen.Coord) map[movegen.Coord]bool {
		m := map[movegen.Coord]bool{}
		for _, o := range []movegen.Vec{{}, {X: 1}, {Y: 1}, {X: 1, Y: 1}} {
			m[base.Add(o)] = true
		}
		return m
	}
	dirs := []movegen.Vec{{Y: 1}, {X: 1, Y: 1}, {X: 1}, {X: 1, Y: -1}, {Y: -1}, {X: -1, Y: -1}, {X: -1}, {X: -1, Y: 1}}
	for _, d := range dirs {
		for k := int32(1); ; k++ {
			prev, cur := block(from.Add(d.Scale(k-1))), block(from.Add(d.Scale(k)))
			occupied, enemies, off := 0, 0, false
			var victim movegen.Coord
			for sq := range cur {
				if prev[sq] {
					continue
				}
				q := p.At(sq)
				if q == movegen.Offboard {
					off = true
				} else if q != movegen.Empty {
					occupied++
					if q.Color() != us {
						enemies++
						victim = sq
					}
				}
			}
			if off {
				break
			}
			to := from.Add(d.Scale(k))
			if occupied == 0 {
				out = append(out, fmt.Sprintf("%v>%v", from, to))
				continue
			}
			if occupied == 1 && enemies == 1 {
				out = append(out, fmt.Sprintf("%v>%v x%v", from, to, victim))
			}
			break
		}
	}
	return out
}

func formationMoves(p *movegen.Position, legal bool) []string {
	ml := movegen.NewMoveList(64)
	if legal {
		p.GenerateLegal(ml)
	} else {
		p.Generate(ml)
	}
	var out []string
	for _, m := range ml.Moves {
		switch m.Kind {
		case movegen.Formation:
			out = append(out, fmt.Sprintf("%v>%v", m.From, m.To))
		case movegen.FormationCapture:
			out = append(out, fmt.Sprintf("%v>%v x%v", m.From, m.To, m.Aux))
		}
	}
	sort.Strings(out)
	return out
}

func TestFormationMovesMatchTheRule(t *testing.T) {
	v := formationVariant(t, 10)
	rng := rand.New(rand.NewSource(7))
	tested := 0
	for i := 0; i < 3000; i++ {
		fen := boardFEN(randomBoard(rng, 10, 10, 30, "NNnnRBQPrbqp", []byte("NNn")))
		mb, err := v.ParseFENBoard(fen, movegen.MailboxBoard)
		if err != nil {
			continue
		}
		var want []string
		for _, sq := range mb.Pieces(movegen.White) {
			if v.Letter(mb.At(sq)) != 'N' {
				continue
			}
			n := func(dx, dy int32) bool { return mb.At(sq.Add(movegen.Vec{X: dx, Y: dy})) == mb.At(sq) }
			if n(1, 0) && n(0, 1) && n(1, 1) {
				want = append(want, referenceFormationMoves(mb, sq)...)
				tested++
			}
		}
		sort.Strings(want)
		require.Equal(t, want, formationMoves(mb, false), fen)
		sp := mustFEN(t, v, fen, movegen.SparseBoard)
		require.Equal(t, want, formationMoves(sp, false), fen)
		require.Equal(t, legalTexts(mb), legalTexts(sp), fen)
	}
	assert.Greater(t, tested, 100, "too few formations in the random boards")
}

func TestFormationRules(t *testing.T) {
	v := formationVariant(t, 8)
	for _, kind := range boards {
		// A block on b2-c3 moving up: b4/c4 free, a blocker on c6 stops it
		// below (friend), and two enemies on one step allow no capture.
		p := mustFEN(t, v, "4k3/8/2P5/8/8/1NN5/1NN5/4K3 w - - 0 1", kind)
		moves := formationMoves(p, true)
		assert.Contains(t, moves, "2,2>2,4")
		assert.NotContains(t, moves, "2,2>2,5", "a friendly pawn on c6 blocks the lane")
		p = mustFEN(t, v, "4k3/8/8/1pp5/8/1NN5/1NN5/4K3 w - - 0 1", kind)
		moves = formationMoves(p, true)
		assert.Contains(t, moves, "2,2>2,3")
		for _, m := range moves {
			assert.NotContains(t, m, "x", "two enemies on one step: no capture")
		}
		p = mustFEN(t, v, "4k3/8/8/1p6/8/1NN5/1NN5/4K3 w - - 0 1", kind)
		assert.Contains(t, formationMoves(p, true), "2,2>2,4 x2,5")
		// Check by a formation: the black king on a lane with nothing before it.
		p = mustFEN(t, v, "8/8/2k5/8/8/1NN5/1NN5/4K3 b - - 0 1", kind)
		assert.True(t, p.InCheck(), "formation check on %s", kind)
		p = mustFEN(t, v, "8/8/2k5/2p5/8/1NN5/1NN5/4K3 b - - 0 1", kind)
		assert.False(t, p.InCheck(), "a pawn in the lane blocks the formation")
		// Mate by a formation: the king in the corner, the block covers a8
		// from below, its escape squares taken.
		p = mustFEN(t, v, "k7/8/8/8/8/NN6/NN6/1R2K3 b - - 0 1", kind)
		assert.Equal(t, movegen.Checkmate, p.Outcome(), "%s", kind)
	}
}
