package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestEvasionsMailboxEqualGenAll: in single check on the mailbox board,
// GenerateNoisy (the evasions, from genEvasionsMailbox) lists exactly the
// moves, in the same order, that every pseudo-legal move filtered by the
// checks and pins gives (EvasionsByGenAll), along random games of the
// bounded built-in variants and from random positions of chess and of
// simplePool (leaps and rides of every shape, a king without castling) on
// 10×10 and 8×8; some
// positions in check must come up.
func TestEvasionsMailboxEqualGenAll(t *testing.T) {
	rng := rand.New(rand.NewSource(71))
	got, want := movegen.NewMoveList(256), movegen.NewMoveList(256)
	inCheck := 0
	check := func(p *movegen.Position) {
		if !p.FastLegalHere() || !p.InCheck() {
			return
		}
		inCheck++
		p.GenerateNoisy(got)
		p.EvasionsByGenAll(want)
		require.Equal(t, want.Moves, got.Moves, p.FEN())
	}
	for _, name := range []string{"chess", "capablanca", "grand", "gothic", "janus", "embassy"} {
		v := builtin(t, name)
		for g := 0; g < 20; g++ {
			p, err := v.ParseFENBoard(v.StartFEN(), movegen.MailboxBoard)
			require.NoError(t, err)
			playRandom(p, rng, 150, check)
		}
	}
	pool, pool8 := simplePool(t), simplePoolOn(t, 8, 8)
	for i := 0; i < 300; i++ {
		for _, c := range []struct {
			v       *movegen.Variant
			size    int
			letters string
		}{{chess(t), 8, "PNBRQpnbrq"}, {pool, 10, "PNBRQWDHZASXpnbrqwdhzasx"}, {pool8, 8, "PNBRQWDHZASXpnbrqwdhzasx"}} {
			p, err := c.v.ParseFENBoard(randomFEN(rng, c.size, c.size, 20, c.letters), movegen.MailboxBoard)
			if err != nil {
				continue
			}
			playRandom(p, rng, 6, check)
		}
	}
	require.Greater(t, inCheck, 500)
}
