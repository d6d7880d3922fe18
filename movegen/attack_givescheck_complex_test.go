package movegen_test

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// complexChecksPool is complexPool without its formation pieces (a side
// with formations leaves its checks to making the move), under king: every
// other kind of complex piece, on a 10×10 mailbox.
func complexChecksPool(t *testing.T, king movegen.PieceDef) *movegen.Variant {
	var pieces []movegen.PieceDef
	for _, d := range complexPieces {
		if d.Primitive != "formation" {
			pieces = append(pieces, d)
		}
	}
	return testVariant(t, 10, 10, king, pieces...)
}

// complexCheckCounts gathers how ThemSafeChecks decided the moves of a
// test of its complex checks.
type complexCheckCounts struct {
	moves, complex, fast, fastChecks, inPlace, inPlaceChecks, checks int
}

// requireComplexGivesCheck asks ThemSafeChecks about every pseudo-legal
// move of p in a row (the plan is made once and reused), then compares
// each answer, and the fast path's where it decides, with making the move.
func requireComplexGivesCheck(t *testing.T, p *movegen.Position, ml *movegen.MoveList, label string, n *complexCheckCounts) {
	t.Helper()
	p.Generate(ml)
	var safe movegen.ThemSafeChecks
	got := make([]bool, ml.Len())
	for j := range ml.Moves {
		got[j] = safe.GivesCheckOf(p, &ml.Moves[j])
	}
	for j, m := range ml.Moves {
		want := givesCheckByMaking(p, m)
		require.Equal(t, want, got[j], "%s: %s in %s", label, p.MoveString(m), p.FEN())
		check, ok, inPlace := safe.ComplexGivesCheck(p, m)
		n.moves++
		if want {
			n.checks++
		}
		if p.ComplexSide() && m.Kind <= movegen.DoubleStep {
			n.complex++
		}
		if !ok {
			continue
		}
		require.Equal(t, want, check, "%s: %s in %s (fast path)", label, p.MoveString(m), p.FEN())
		n.fast++
		if check {
			n.fastChecks++
		}
		if inPlace {
			n.inPlace++
			if check {
				n.inPlaceChecks++
			}
		}
	}
}

// TestComplexGivesCheckEqualsMaking: on the mailbox board, GivesCheck of a
// side with complex pieces (ThemSafeChecks, through its region plan) gives
// the answer of making the move, for every pseudo-legal move: in random
// games of every bounded built-in variant (Infiltrator's jumpalongwazirs,
// Spiral's king) and from random crowded positions of a pool with every
// kind of complex piece but formations, under an orthodox and a spiral
// king, some after a null move made in check (the side not to move then
// stands in check), and of the pool with formations (decided by making
// the moves). The fast path must decide most moves, checks among them,
// also ones that test a piece in place.
func TestComplexGivesCheckEqualsMaking(t *testing.T) {
	games, plies, pool := 4, 120, 60
	if testing.Short() {
		games, plies, pool = 2, 80, 25
	}
	rng := rand.New(rand.NewSource(31))
	ml := movegen.NewMoveList(256)
	var n complexCheckCounts
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		if v.Unbounded() {
			continue
		}
		for game := 0; game < games; game++ {
			p, err := v.ParseFENBoard(v.StartFEN(), movegen.MailboxBoard)
			require.NoError(t, err)
			playRandom(p, rng, plies, func(p *movegen.Position) {
				requireComplexGivesCheck(t, p, ml, name, &n)
			})
		}
	}
	nulls := 0
	for _, v := range []*movegen.Variant{
		complexChecksPool(t, orthodoxKing), complexChecksPool(t, spiralKing),
		complexPool(t, orthodoxKing),
	} {
		for started := 0; started < pool; {
			fen := boardFEN(randomBoard(rng, 10, 10, 30, "PNBRQDCGZIWXYMEALUOpnbrqdcgziwxymealuo", nil))
			if rng.Intn(2) == 1 {
				fen = strings.Replace(fen, " w ", " b ", 1)
			}
			p, err := v.ParseFENBoard(fen, movegen.MailboxBoard)
			if err != nil {
				continue
			}
			started++
			playRandom(p, rng, 30, func(p *movegen.Position) {
				if p.InCheck() && rng.Intn(2) == 0 {
					p.MakeNull() // the side not to move is now in check
					nulls++
					requireComplexGivesCheck(t, p, ml, v.Name()+" pool, null move", &n)
					p.UnmakeNull()
				}
				requireComplexGivesCheck(t, p, ml, v.Name()+" pool", &n)
			})
		}
	}
	t.Logf("%d moves (%d plain ones of complex sides), %d checks; fast path %d (%d checks), in place %d (%d checks); %d null-move positions",
		n.moves, n.complex, n.checks, n.fast, n.fastChecks, n.inPlace, n.inPlaceChecks, nulls)
	assert.Greater(t, n.fast, n.complex/2)
	assert.Greater(t, n.fastChecks, 200)
	assert.Greater(t, n.inPlace, 1000)
	assert.Greater(t, n.inPlaceChecks, 50)
	assert.Greater(t, nulls, 20)
}

// TestComplexReachHoldsEveryAttack: every capture a complex piece can make
// (pieceAttacks, on every square of the board) lies in its program's
// complexReach table, in random positions of the pool with every kind of
// complex piece and in random games of every bounded built-in variant.
func TestComplexReachHoldsEveryAttack(t *testing.T) {
	rng := rand.New(rand.NewSource(32))
	attacks := 0
	check := func(p *movegen.Position, label string) {
		n, missed := p.ComplexReachMisses()
		require.Empty(t, missed, "%s: %s", label, p.FEN())
		attacks += n
	}
	for _, v := range []*movegen.Variant{complexPool(t, orthodoxKing), complexPool(t, spiralKing)} {
		for i := 0; i < 40; i++ {
			fen := boardFEN(randomBoard(rng, 10, 10, 30, "PNBRQDCGZIWXYMEALUOpnbrqdcgziwxymealuo", []byte("FFf")))
			p, err := v.ParseFENBoard(fen, movegen.MailboxBoard)
			if err != nil {
				continue
			}
			playRandom(p, rng, 20, func(p *movegen.Position) { check(p, "pool") })
		}
	}
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		if v.Unbounded() {
			continue
		}
		p, err := v.ParseFENBoard(v.StartFEN(), movegen.MailboxBoard)
		require.NoError(t, err)
		playRandom(p, rng, 80, func(p *movegen.Position) { check(p, name) })
	}
	t.Logf("%d attacks of complex pieces", attacks)
	require.Greater(t, attacks, 5000)
}

// TestComplexAttacksFromBits: attackedByComplexMailbox from the bitboards
// equals walking the piece list, for every square and both sides, in
// random positions of the pool with every kind of complex piece (under
// both kings) and in random games of every bounded built-in variant.
func TestComplexAttacksFromBits(t *testing.T) {
	rng := rand.New(rand.NewSource(33))
	squares, attacked := 0, 0
	check := func(p *movegen.Position, label string) {
		b := p.Bounds()
		for c := movegen.Color(0); c < 2; c++ {
			for y := b.Y0; y <= b.Y1; y++ {
				for x := b.X0; x <= b.X1; x++ {
					sq := movegen.Coord{X: x, Y: y}
					list, bits := p.ComplexAttackedBothWays(sq, c)
					require.Equal(t, list, bits, "%s: %v by %v in %s", label, sq, c, p.FEN())
					squares++
					if list {
						attacked++
					}
				}
			}
		}
	}
	for _, v := range []*movegen.Variant{complexPool(t, orthodoxKing), complexPool(t, spiralKing)} {
		for i := 0; i < 30; i++ {
			fen := boardFEN(randomBoard(rng, 10, 10, 30, "PNBRQDCGZIWXYMEALUOpnbrqdcgziwxymealuo", []byte("FFf")))
			p, err := v.ParseFENBoard(fen, movegen.MailboxBoard)
			if err != nil {
				continue
			}
			playRandom(p, rng, 15, func(p *movegen.Position) { check(p, "pool") })
		}
	}
	for _, name := range []string{"infiltrator", "spiral"} {
		v, err := variants.Get(name)
		require.NoError(t, err)
		p, err := v.ParseFENBoard(v.StartFEN(), movegen.MailboxBoard)
		require.NoError(t, err)
		playRandom(p, rng, 80, func(p *movegen.Position) { check(p, name) })
	}
	t.Logf("%d squares, %d attacked by complex pieces", squares, attacked)
	require.Greater(t, attacked, 2000)
}
