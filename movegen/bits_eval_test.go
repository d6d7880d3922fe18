package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// TestGatherActivityEqualsPieces compares GatherActivity with a walk over
// the side's pieces (PieceActivity summed by type, squares put into the
// groups by hand) on random positions of every bounded built-in variant
// and of the odd pool, against zones on, next to and far from the board,
// with ray caps that bind and that do not, and random kinds; on a board
// without square sets it must decline and leave out alone. GatherPlanned,
// from a plan for the same kinds and cap, must answer the same.
func TestGatherActivityEqualsPieces(t *testing.T) {
	games, plies := 3, 60
	if testing.Short() {
		games, plies = 1, 40
	}
	rng := rand.New(rand.NewSource(12))
	gathered, declined := 0, 0
	activityPositions(t, games, plies, func(name string, p *movegen.Position) {
		b := p.Bounds()
		zones := []movegen.Coord{
			{X: b.X0 + rng.Int31n(int32(b.Width())), Y: b.Y0 + rng.Int31n(int32(b.Height()))},
			{X: b.X0 - 1, Y: b.Y1 + 1}, {X: b.X1 + 5, Y: b.Y0 - 9},
		}
		var kinds [movegen.MaxPieceTypes + 1]movegen.ActivityKind
		for i := range kinds {
			kinds[i] = movegen.ActivityKind(rng.Intn(4))
			if rng.Intn(4) != 0 {
				kinds[i] |= movegen.CountActivity
			}
		}
		w := int(b.Width())
		for c := movegen.Color(0); c < 2; c++ {
			for _, zc := range zones {
				z := p.ZoneAround(zc)
				rayCap := []int32{1, 3, 7, 20}[rng.Intn(4)]
				var got, planned movegen.SideActivity
				plan := p.Variant().NewActivityPlan(&kinds, rayCap)
				if !p.Variant().SquareSets() || !p.HasBitboards() {
					require.False(t, p.GatherActivity(c, &kinds, &z, rayCap, &got), name)
					require.Equal(t, movegen.SideActivity{}, got, name)
					require.False(t, p.GatherPlanned(c, plan, &z, &planned), name)
					require.Equal(t, movegen.SideActivity{}, planned, name)
					declined++
					continue
				}
				require.True(t, p.GatherActivity(c, &kinds, &z, rayCap, &got), name)
				require.True(t, p.GatherPlanned(c, plan, &z, &planned), name)
				require.Equal(t, got, planned, "%s %s colour %d zone %v cap %d: planned", name, p.ICN(), c, zc, rayCap)
				var want movegen.SideActivity
				for _, sq := range p.Pieces(c) {
					pc := p.At(sq)
					k := kinds[pc.Type()]
					n := int(sq.Y-b.Y0)*w + int(sq.X-b.X0)
					want.Groups[k&3] = want.Groups[k&3].Or(movegen.SquareSetOf(n))
					if k&movegen.CountActivity != 0 {
						m, h := p.PieceActivity(sq, pc, &z, rayCap)
						want.Moves[pc.Type()] += int32(m)
						want.ZoneHits[pc.Type()] += int32(h)
					}
				}
				if want != got {
					require.Equal(t, want, got, "%s %s colour %d zone %v cap %d", name, p.ICN(), c, zc, rayCap)
				}
				gathered++
			}
		}
	})
	assert.Greater(t, gathered, 500)
	assert.Greater(t, declined, 10)
}

// TestSquareSet checks the square set's operations at both words' edges.
func TestSquareSet(t *testing.T) {
	for _, n := range []int{0, 1, 63, 64, 65, 127} {
		s := movegen.SquareSetOf(n)
		assert.Equal(t, 1, s.Count(), n)
		assert.False(t, s.Empty(), n)
		assert.Equal(t, n, s.Pop(), n)
		assert.True(t, s.Empty(), n)
	}
	for _, n := range []int{-1, 128, 1000} {
		assert.True(t, movegen.SquareSetOf(n).Empty(), n)
	}
	a := movegen.SquareSetOf(3).Or(movegen.SquareSetOf(70)).Or(movegen.SquareSetOf(100))
	b := movegen.SquareSetOf(70).Or(movegen.SquareSetOf(5))
	assert.Equal(t, movegen.SquareSetOf(70), a.And(b))
	assert.Equal(t, 4, a.Or(b).Count())
	var order []int
	for s := a.Or(b); !s.Empty(); {
		order = append(order, s.Pop())
	}
	assert.Equal(t, []int{3, 5, 70, 100}, order)
}

// TestGatherActivityAllocs checks that GatherActivity allocates nothing.
func TestGatherActivityAllocs(t *testing.T) {
	p := mustFEN(t, chess(t), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", movegen.MailboxBoard)
	z := p.ZoneAround(movegen.Coord{X: 5, Y: 8})
	var kinds [movegen.MaxPieceTypes + 1]movegen.ActivityKind
	for i := range kinds {
		kinds[i] = movegen.ActivityKind(i&3) | movegen.CountActivity
	}
	var out movegen.SideActivity
	allocs := testing.AllocsPerRun(100, func() {
		p.GatherActivity(movegen.White, &kinds, &z, 7, &out)
	})
	assert.Zero(t, allocs)
}

// TestTypeViews64: on the orthodox board every counted type but the pawn
// (whose rays are not plain) shares one 64-bit view across its unmoved and
// moved codes, so that gather64 counts it in a loop of its own; the shared
// views of every built-in variant agree with the pieces' own.
func TestTypeViews64(t *testing.T) {
	shared, ok := movegen.TypeViews64(chess(t))
	require.True(t, ok)
	for c := range shared {
		assert.Equal(t, []bool{false, true, true, true, true, true}, shared[c], "colour %d: pawn knight bishop rook queen king", c)
	}
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		if v.Unbounded() {
			continue
		}
		_, ok := movegen.TypeViews64(v)
		assert.True(t, ok, name)
	}
}

// TestNoisyWords: the orthodox pawns (not plain programs) have 64-bit
// noisy tables for noisyMailbox's quick test, and every bounded built-in
// variant's such tables are its noisy tables as words.
func TestNoisyWords(t *testing.T) {
	n, ok := movegen.NoisyWordsMatch(chess(t))
	assert.True(t, ok)
	assert.GreaterOrEqual(t, n, 4, "white and black pawns, unmoved and moved")
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		_, ok := movegen.NoisyWordsMatch(v)
		assert.True(t, ok, name)
	}
}
