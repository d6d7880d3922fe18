package movegen_test

import (
	"math/rand"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// complexPieces are attackPool's pieces with formations, a prime leaper, a
// crooked locust (bounded reach), a crooked rider (unbounded), two straight
// locusts and a piece of three king steps (which may come back to its
// square) added.
var complexPieces = []movegen.PieceDef{
	{Name: "lame-dabbaba", Letter: 'D', Betza: "nD"},
	{Name: "cannon", Letter: 'C', Betza: "mRcpR"},
	{Name: "grasshopper", Letter: 'G', Betza: "gQ"},
	{Name: "nightrider", Letter: 'Z', Betza: "NN"},
	{Name: "infiltrator", Letter: 'I', Betza: "Kmpa(mpfa)mfK"},
	{Name: "jumpalongwazir", Letter: 'W', Betza: "(paf)W"},
	{Name: "spiral", Letter: 'X', Primitive: "spiral"},
	{Name: "cheetah", Letter: 'Y', Betza: "ifcNmK"},
	{Name: "formation", Letter: 'F', Primitive: "formation"},
	{Name: "prime", Letter: 'M', Primitive: "prime"},
	{Name: "crooked-locust", Letter: 'E', Betza: "cafsW"},
	{Name: "crooked-rider", Letter: 'A', Betza: "mafsR"},
	{Name: "locust-rider", Letter: 'L', Betza: "mcafR"},
	{Name: "locust-wazir", Letter: 'U', Betza: "cafmW"},
	{Name: "three-steps", Letter: 'O', Betza: "aaK"},
}

// complexPool is complexPieces on a 10×10 mailbox under either king.
func complexPool(t *testing.T, king movegen.PieceDef) *movegen.Variant {
	return testVariant(t, 10, 10, king, complexPieces...)
}

// checkLegality compares GenerateLegal, CountLegal and GenerateNoisy plus
// GenerateQuiet with make / in-check / unmake in p, and GenerateCapturesOn
// with GenerateNoisy's captures on each enemy piece, and returns how p was
// decided (Position.ComplexPlan).
func checkLegality(t *testing.T, p *movegen.Position, ml *movegen.MoveList, what string) int {
	t.Helper()
	slow := moveTexts(p, p.GenerateLegalSlow)
	require.Equal(t, slow, legalTexts(p), "%s: %s", what, p.FEN())
	require.Equal(t, len(slow), p.CountLegal(), "%s: %s", what, p.FEN())
	split := append(moveTexts(p, p.GenerateNoisy), moveTexts(p, p.GenerateQuiet)...)
	sort.Strings(split)
	require.Equal(t, slow, split, "%s: noisy and quiet, %s", what, p.FEN())
	p.GenerateNoisy(ml)
	noisy := append([]movegen.Move(nil), ml.Moves...)
	for _, sq := range p.Pieces(p.SideToMove().Other()) {
		var want []movegen.Move
		for _, m := range noisy {
			if m.Kind == movegen.Normal && m.To == sq {
				want = append(want, m)
			}
		}
		p.GenerateCapturesOn(ml, sq)
		require.Equal(t, want, append([]movegen.Move(nil), ml.Moves...), "%s: captures on %v, %s", what, sq, p.FEN())
	}
	p.GenerateLegal(ml)
	return p.ComplexPlan()
}

// TestComplexLegalityEqualsMaking: in random games of every built-in
// variant on both boards (the unbounded ones inside their border), and from
// random crowded positions of a pool with every kind of piece under an
// orthodox and a spiral king, the legal moves, their count and the noisy
// and quiet lists are those make / in-check / unmake gives; and the games
// do reach all three ways of deciding (checkers and pins alone, making the
// moves near a complex attacker, making every move).
func TestComplexLegalityEqualsMaking(t *testing.T) {
	games, plies, pool := 6, 100, 60
	if testing.Short() {
		games, plies, pool = 2, 60, 20
	}
	rng := rand.New(rand.NewSource(12))
	ml := movegen.NewMoveList(256)
	var ways [3]int
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		for game := 0; game < games; game++ {
			kind := boards[game%2]
			var p *movegen.Position
			if v.Unbounded() {
				p, err = v.ParseICN(v.StartICN(), movegen.SparseBoard, new(v.Bounds()))
			} else {
				p, err = v.ParseFENBoard(v.StartFEN(), kind)
			}
			require.NoError(t, err)
			playRandom(p, rng, plies, func(p *movegen.Position) {
				ways[checkLegality(t, p, ml, name)]++
			})
		}
	}
	for _, king := range []movegen.PieceDef{orthodoxKing, spiralKing} {
		playComplexPool(t, rng, king, pool, 30, func(p *movegen.Position) {
			ways[checkLegality(t, p, ml, king.Name+" pool")]++
		})
	}
	t.Logf("positions decided by checkers and pins %d, near complex attackers %d, by making every move %d", ways[0], ways[1], ways[2])
	for i, n := range ways {
		assert.Positive(t, n, "way %d", i)
	}
}

// TestChainsEqualTheWalk: the infiltrator's and the jumpalongwazir's chains,
// generated and attack-tested without the general multi-leg walk, give the
// walk's moves in the walk's order, and the same attacks, on both boards.
func TestChainsEqualTheWalk(t *testing.T) {
	v := complexPool(t, orthodoxKing)
	ref := v.WithoutPathMemo()
	rng := rand.New(rand.NewSource(13))
	fast, walk := movegen.NewMoveList(256), movegen.NewMoveList(256)
	chains := 0
	for i := 0; i < 300; i++ {
		fen := randomFEN(rng, 10, 10, 10+rng.Intn(50), "PNRIWIWpnriwiw")
		for _, kind := range boards {
			p, err := v.ParseFENBoard(fen, kind)
			if err != nil {
				continue
			}
			q := mustFEN(t, ref, fen, kind)
			for side := 0; side < 2; side++ {
				p.Generate(fast)
				q.Generate(walk)
				require.Equal(t, walk.Moves, fast.Moves, "%s on %s", fen, kind)
				chains += fast.Len()
				by := p.SideToMove()
				for y := int32(1); y <= 10; y++ {
					for x := int32(1); x <= 10; x++ {
						c := movegen.Coord{X: x, Y: y}
						require.Equal(t, q.Attacked(c, by), p.Attacked(c, by), "%v by %s in %s", c, by, fen)
					}
				}
				p.MakeNull()
				q.MakeNull()
			}
		}
	}
	require.Greater(t, chains, 10000)
}

// TestComplexAttackersNearTheKing: positions where one move of a piece
// other than the king opens, closes or completes a complex attack on it.
// GenerateLegal (which makes only the moves touching the attacker's region)
// keeps exactly the moves make / in-check / unmake keeps, on both boards,
// and the make test does reject some move of a piece other than the king.
func TestComplexAttackersNearTheKing(t *testing.T) {
	cases := []struct{ name, fen string }{
		{"lame dabbaba pins the knight", "9k/10/10/10/10/4K5/4N5/4d5/10/10 w - - 0 1"},
		{"a rook filling the gap completes a chain", "9k/10/10/10/10/4K5/R9/4p5/4N5/4w5 w - - 0 1"},
		{"a chain checks; breaking it is the way out", "9k/10/10/10/10/4K5/4B5/4p5/4N5/R3w5 w - - 0 1"},
		{"the spiral's one inner piece may not leave", "9k/10/10/10/10/4K5/4N5/4x5/10/10 w - - 0 1"},
		{"a spiral checks; any piece in its first ring blocks", "9k/10/10/10/10/4K5/R9/4x5/10/10 w - - 0 1"},
		{"the one piece in a formation's way may not leave", "9k/10/10/10/10/4K5/10/4N5/4ff4/4ff4 w - - 0 1"},
		{"a formation checks along its lane", "9k/10/10/10/10/4K5/10/R9/4ff4/4ff4 w - - 0 1"},
		{"a prime leaper checks; only its capture helps", "4m4R/k9/10/10/10/4K5/4N5/10/10/10 w - - 0 1"},
		{"a crooked locust needs a square beside the king", "9k/10/10/10/10/3NKN4/4e5/10/10/10 w - - 0 1"},
		{"a straight locust rider through the king", "9k/10/10/10/4N5/4K5/10/4l5/10/10 w - - 0 1"},
		{"a locust needs the square beyond the king", "9k/10/10/10/4N5/4K5/4u5/10/10/10 w - - 0 1"},
		{"the king takes a piece whose three steps come back to its square", "9k/10/10/10/10/3oK5/10/10/10/R9 w - - 0 1"},
		{"the enemy spiral king in the centre", "10/10/10/10/3k6/10/10/3K6/2P7/R9 w - - 0 1"},
	}
	ml := movegen.NewMoveList(256)
	for _, c := range cases {
		king := orthodoxKing
		if c.name == "the enemy spiral king in the centre" {
			king = spiralKing
		}
		v := complexPool(t, king)
		for _, kind := range boards {
			p := mustFEN(t, v, c.fen, kind)
			assert.Equal(t, 1, p.ComplexPlan(), "%s: made near the attacker (%s)", c.name, kind)
			assert.Equal(t, moveTexts(p, p.GenerateLegalSlow), legalTexts(p), "%s (%s)", c.name, kind)
			p.GenerateLegal(ml)
			assert.Equal(t, ml.Len(), p.CountLegal(), "%s (%s)", c.name, kind)
			king, _ := p.Royal(p.SideToMove())
			p.Generate(ml)
			rejected := 0
			for _, m := range ml.Moves {
				if m.From != king && !p.IsLegal(m) {
					rejected++
				}
			}
			assert.Positive(t, rejected, "%s (%s): some move of another piece is illegal", c.name, kind)
		}
	}
}

// TestComplexAttacksAgreeWithCaptures: in the complex pool, a piece is
// attacked exactly when the other side has a pseudo-legal move capturing it
// (plainly, by a locust's way or by a formation), on both boards. A locust
// that could capture on its way but not end its move does not attack.
func TestComplexAttacksAgreeWithCaptures(t *testing.T) {
	v := complexPool(t, orthodoxKing)
	rng := rand.New(rand.NewSource(14))
	ml := movegen.NewMoveList(256)
	checked := 0
	for i := 0; i < 300; i++ {
		fen := boardFEN(randomBoard(rng, 10, 10, 10+rng.Intn(40), "PNBRQDCGZIWXYMEALUpnbrqdcgziwxymealu", []byte("Ff")))
		for _, kind := range boards {
			p, err := v.ParseFENBoard(fen, kind)
			if err != nil {
				continue
			}
			for side := 0; side < 2; side++ {
				by := p.SideToMove()
				p.Generate(ml)
				captured := map[movegen.Coord]bool{}
				for _, m := range ml.Moves {
					switch m.Kind {
					case movegen.Normal:
						captured[m.To] = captured[m.To] || p.At(m.To) != movegen.Empty
					case movegen.Locust, movegen.FormationCapture:
						captured[m.Aux] = true
					}
				}
				for _, sq := range p.Pieces(by.Other()) {
					require.Equal(t, captured[sq], p.Attacked(sq, by), "%s attacked by %s? %s", v.SquareName(sq), by, fen)
					checked++
				}
				p.MakeNull()
			}
		}
	}
	require.Greater(t, checked, 5000)
	p := mustFEN(t, v, "9k/10/10/10/4N5/4K5/4u5/10/10/10 w - - 0 1", movegen.MailboxBoard)
	assert.False(t, p.InCheck(), "the locust wazir on e4 cannot land on e6")
}

// TestComplexLegalityDoesNotAllocate: in Spiral, Infiltrator and Kadesh
// positions and in pool positions decided near complex attackers, the
// legal-move lists, the count and Make/Unmake allocate nothing.
func TestComplexLegalityDoesNotAllocate(t *testing.T) {
	var positions []*movegen.Position
	for _, name := range []string{"spiral", "infiltrator", "kadesh"} {
		v := builtin(t, name)
		var p *movegen.Position
		if v.Unbounded() {
			p = mustICN(t, v, v.StartICN(), movegen.SparseBoard, new(v.Bounds()))
		} else {
			p = v.StartPosition()
		}
		playRandom(p, rand.New(rand.NewSource(16)), 12, func(*movegen.Position) {})
		positions = append(positions, p)
	}
	pool := complexPool(t, spiralKing)
	for _, fen := range []string{
		"10/10/10/10/3k6/10/10/3K6/2P7/R9 w - - 0 1",
		"9k/10/10/10/10/4K5/R9/4p5/4N5/4w5 w - - 0 1",
	} {
		for _, kind := range boards {
			p := mustFEN(t, pool, fen, kind)
			require.Equal(t, 1, p.ComplexPlan(), fen)
			positions = append(positions, p)
		}
	}
	ml := movegen.NewMoveList(256)
	for _, p := range positions {
		p.GenerateLegal(ml)
		moves := append([]movegen.Move(nil), ml.Moves...)
		for name, f := range map[string]func(){
			"GenerateLegal": func() { p.GenerateLegal(ml) },
			"CountLegal":    func() { p.CountLegal() },
			"GenerateNoisy": func() { p.GenerateNoisy(ml) },
			"GenerateQuiet": func() { p.GenerateQuiet(ml) },
			"Make/Unmake": func() {
				for _, m := range moves {
					p.Make(m)
					p.Unmake()
				}
			},
		} {
			assert.Zero(t, testing.AllocsPerRun(20, f), "%s in %s", name, p.FEN())
		}
	}
}

// playComplexPool plays random games of plies plies from pool random 10×10
// boards of the pool of complex pieces under king (complexPool), each on
// every board kind that takes it, calling visit at every position.
func playComplexPool(t *testing.T, rng *rand.Rand, king movegen.PieceDef, pool, plies int, visit func(*movegen.Position)) {
	t.Helper()
	v := complexPool(t, king)
	for started := 0; started < pool; {
		fen := boardFEN(randomBoard(rng, 10, 10, 26, "PNBRQDCGZIWXYMEALUpnbrqdcgziwxymealu", []byte("FFf")))
		for i, kind := range boards {
			p, err := v.ParseFENBoard(fen, kind)
			if err != nil {
				break
			}
			if i == 0 {
				started++
			}
			playRandom(p, rng, plies, visit)
		}
	}
}
