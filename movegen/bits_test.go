package movegen_test

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// oddPool is a user variant of odd mailbox rays: lame leaps (nD, nA),
// pieces that move and capture differently (mRcB), a limited rider (R3),
// riders of long steps (NN, AA), capture-only and move-only leaps, a hopper
// (pcR, a path without a bitboard view) with and without plain leaps
// beside it.
func oddPool(t testing.TB, files, ranks int32) *movegen.Variant {
	return testVariant(t, files, ranks, orthodoxKing,
		movegen.PieceDef{Name: "lame", Letter: 'L', Betza: "nDnAW"},
		movegen.PieceDef{Name: "split", Letter: 'S', Betza: "mRcB"},
		movegen.PieceDef{Name: "short", Letter: 'T', Betza: "R3F"},
		movegen.PieceDef{Name: "nightrider", Letter: 'Z', Betza: "NNAA"},
		movegen.PieceDef{Name: "picky", Letter: 'X', Betza: "cNmK"},
		movegen.PieceDef{Name: "cannon", Letter: 'C', Betza: "mRpcR"},
		movegen.PieceDef{Name: "knight-cannon", Letter: 'Y', Betza: "NpcR"},
	)
}

// activityPositions calls visit on random positions of every bounded
// built-in variant (start position plus random legal plies) and on random
// boards of oddPool of several sizes, some too large for bitboards.
func activityPositions(t *testing.T, games, plies int, visit func(name string, p *movegen.Position)) {
	rng := rand.New(rand.NewSource(8))
	for _, name := range variants.Names() {
		v := builtin(t, name)
		if v.Definition().Unbounded {
			continue
		}
		for g := 0; g < games; g++ {
			p := v.StartPosition()
			playRandom(p, rng, plies, func(p *movegen.Position) { visit(name, p) })
		}
	}
	for _, size := range [][2]int32{{8, 8}, {10, 8}, {16, 4}, {16, 8}, {11, 11}, {12, 11}} {
		v := oddPool(t, size[0], size[1])
		for g := 0; g < games; g++ {
			letters := "PNBRQLSTZXCYpnbrqlstzxcy"
			if size[1] < 6 {
				letters = letters[1:12] + letters[13:] // no rank for pawns
			}
			fen := randomFEN(rng, int(size[0]), int(size[1]), 30, letters)
			p, err := v.ParseFENBoard(fen, movegen.MailboxBoard)
			if err != nil {
				continue // the side not to move in check
			}
			playRandom(p, rng, plies/4, func(p *movegen.Position) { visit("odd", p) })
		}
	}
}

// TestActivityBitsMatchWalk compares activityMailbox's bitboard answers
// with its mailbox walk for every piece of random positions, against zones
// on, next to and far from the board, with ray caps that bind and that
// do not.
func TestActivityBitsMatchWalk(t *testing.T) {
	games, plies := 3, 60
	if testing.Short() {
		games, plies = 1, 40
	}
	fast, total := 0, 0
	rng := rand.New(rand.NewSource(9))
	activityPositions(t, games, plies, func(name string, p *movegen.Position) {
		b := p.Bounds()
		zones := []movegen.Coord{
			{X: b.X0 + rng.Int31n(int32(b.Width())), Y: b.Y0 + rng.Int31n(int32(b.Height()))},
			{X: b.X0 - 1, Y: b.Y1 + 1}, {X: b.X1 + 1, Y: b.Y0}, {X: b.X1 + 5, Y: b.Y0 - 9},
		}
		if k, ok := p.Royal(p.SideToMove().Other()); ok {
			zones = append(zones, k)
		}
		walk := p.WalkingCopy()
		for c := movegen.Color(0); c < 2; c++ {
			for _, sq := range p.Pieces(c) {
				for _, z := range zones {
					for _, rayCap := range []int32{1, 3, 7, 20} {
						m, h, ok := p.ActivityRays(sq, z, rayCap)
						wm, wh, _ := walk.ActivityRays(sq, z, rayCap)
						if m != wm || h != wh { // the message only on failure: ICN is slow
							require.Equal(t, [2]int{wm, wh}, [2]int{m, h}, "%s %s piece on %v zone %v cap %d", name, p.ICN(), sq, z, rayCap)
						}
						total++
						if ok {
							fast++
						}
					}
				}
			}
		}
	})
	assert.Greater(t, fast, total/2, "the bitboards served most pieces")
}

// TestOccupancyFollowsPlay checks that Make, Unmake and the null moves keep
// the occupancy bitboards equal to the board, over random play in every
// bounded built-in variant and the odd pool, captures, promotions,
// castling, en passant and formation moves included.
func TestOccupancyFollowsPlay(t *testing.T) {
	games, plies := 3, 80
	if testing.Short() {
		games, plies = 1, 50
	}
	ml := movegen.NewMoveList(256)
	boards := 0
	activityPositions(t, games, plies, func(name string, p *movegen.Position) {
		if !p.HasBitboards() {
			return
		}
		boards++
		require.True(t, p.OccupancyMatches(), "%s %s as reached", name, p.ICN())
		p.Generate(ml)
		for _, m := range ml.Moves {
			p.Make(m)
			require.True(t, p.OccupancyMatches(), "%s %s after %v", name, p.ICN(), m)
			p.Unmake()
			require.True(t, p.OccupancyMatches(), "%s %s after taking back %v", name, p.ICN(), m)
		}
		p.MakeNull()
		require.True(t, p.OccupancyMatches(), "%s %s after a null move", name, p.ICN())
		p.UnmakeNull()
		require.True(t, p.OccupancyMatches(), "%s %s after taking back a null move", name, p.ICN())
	})
	assert.Greater(t, boards, 100)
}

// TestActivityBitsAllocs checks that counting activity from bitboards,
// noisy generation with the bitboards' test, and keeping them through Make
// and Unmake allocate nothing.
func TestActivityBitsAllocs(t *testing.T) {
	p := mustFEN(t, chess(t), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", movegen.MailboxBoard)
	require.True(t, p.HasBitboards())
	ml := movegen.NewMoveList(256)
	p.GenerateLegal(ml)
	zone := p.ZoneAround(movegen.Coord{X: 5, Y: 8})
	noisy := movegen.NewMoveList(256)
	allocs := testing.AllocsPerRun(100, func() {
		for _, m := range ml.Moves {
			p.Make(m)
			for _, sq := range p.Pieces(movegen.White) {
				p.PieceActivity(sq, p.At(sq), &zone, 7)
			}
			p.GenerateNoisy(noisy)
			p.Unmake()
		}
	})
	assert.Zero(t, allocs)
}

// TestNoisyBitsMatchWalk compares GenerateNoisy, which passes over pieces
// the bitboards show to have nothing noisy, with the mailbox code alone:
// the same moves in the same order, on random positions of every bounded
// built-in variant (formation pieces included) and of the odd pool.
func TestNoisyBitsMatchWalk(t *testing.T) {
	games, plies := 3, 60
	if testing.Short() {
		games, plies = 1, 40
	}
	ml, wl := movegen.NewMoveList(256), movegen.NewMoveList(256)
	noisy := 0
	activityPositions(t, games, plies, func(name string, p *movegen.Position) {
		if !p.HasBitboards() {
			return
		}
		p.GenerateNoisy(ml)
		p.WalkingCopy().GenerateNoisy(wl)
		if !slices.Equal(ml.Moves, wl.Moves) {
			require.Equal(t, wl.Moves, ml.Moves, "%s %s", name, p.ICN())
		}
		noisy += ml.Len()
	})
	assert.Greater(t, noisy, 200)
}

// TestLegalBitsMatchWalk compares the legal moves, the check test and the
// evasions, which find checks and pins with the bitboards' help, with the
// mailbox code alone on random positions (same moves, same order).
func TestLegalBitsMatchWalk(t *testing.T) {
	games, plies := 3, 60
	if testing.Short() {
		games, plies = 1, 40
	}
	ml, wl := movegen.NewMoveList(256), movegen.NewMoveList(256)
	checks := 0
	activityPositions(t, games, plies, func(name string, p *movegen.Position) {
		if !p.HasBitboards() {
			return
		}
		w := p.WalkingCopy()
		p.GenerateLegal(ml)
		w.GenerateLegal(wl)
		if !slices.Equal(ml.Moves, wl.Moves) || p.InCheck() != w.InCheck() {
			require.Equal(t, wl.Moves, ml.Moves, "%s %s", name, p.ICN())
			require.Equal(t, w.InCheck(), p.InCheck(), "%s %s", name, p.ICN())
		}
		p.GenerateEvasions(ml)
		w.GenerateEvasions(wl)
		if !slices.Equal(ml.Moves, wl.Moves) {
			require.Equal(t, wl.Moves, ml.Moves, "%s %s", name, p.ICN())
		}
		if p.InCheck() {
			checks++
		}
	})
	assert.Greater(t, checks, 5)
}
