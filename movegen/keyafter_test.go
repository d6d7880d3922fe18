package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestKeyAfterMatchesMake compares KeyAfter with the key Make gives, for
// every pseudo-legal move of positions along random games of the bounded
// built-in variants (mailbox and sparse copies) and of random chess
// positions: where KeyAfter answers, it must be the key after Make, and
// MakeKnown with it must leave the position Make leaves.
func TestKeyAfterMatchesMake(t *testing.T) {
	rng := rand.New(rand.NewSource(61))
	ml := movegen.NewMoveList(256)
	answered := 0
	check := func(p *movegen.Position) {
		p.Generate(ml)
		moves := append([]movegen.Move(nil), ml.Moves...)
		for _, m := range moves {
			k, ok := p.KeyAfter(m)
			p.Make(m)
			key, fen := p.Key(), p.FEN()
			p.Unmake()
			if !ok {
				continue
			}
			answered++
			require.Equal(t, key, k, "%v after %v", p.FEN(), m)
			p.MakeKnown(m, k)
			require.Equal(t, fen, p.FEN(), "MakeKnown %v", m)
			require.Equal(t, key, p.Key(), "MakeKnown %v", m)
			p.Unmake()
		}
	}
	for _, name := range []string{"chess", "capablanca", "grand", "gothic", "janus", "embassy"} {
		v := builtin(t, name)
		for _, kind := range boards {
			for g := 0; g < 6; g++ {
				p, err := v.ParseFENBoard(v.StartFEN(), kind)
				require.NoError(t, err)
				playRandom(p, rng, 80, check)
			}
		}
	}
	v := chess(t)
	for i := 0; i < 200; i++ {
		p, err := v.ParseFENBoard(randomFEN(rng, 8, 8, 20, "PNBRQpnbrq"), movegen.MailboxBoard)
		if err != nil {
			continue
		}
		playRandom(p, rng, 4, check)
	}
	require.Greater(t, answered, 10000)
}
