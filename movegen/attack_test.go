package movegen_test

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// attackPool is a variant with pieces of every kind the kernel runs: plain
// leapers and riders, limited and lame moves, hoppers, multi-leg paths,
// initial moves and the spiral primitive.
func attackPool(t *testing.T) *movegen.Variant {
	return testVariant(t, 10, 10, orthodoxKing,
		movegen.PieceDef{Name: "lame-dabbaba", Letter: 'D', Betza: "nD"},
		movegen.PieceDef{Name: "horse", Letter: 'H', Betza: "nN"},
		movegen.PieceDef{Name: "cannon", Letter: 'C', Betza: "mRcpR"},
		movegen.PieceDef{Name: "grasshopper", Letter: 'G', Betza: "gQ"},
		movegen.PieceDef{Name: "nightrider", Letter: 'Z', Betza: "NN"},
		movegen.PieceDef{Name: "short-rook", Letter: 'S', Betza: "R3"},
		movegen.PieceDef{Name: "infiltrator", Letter: 'I', Betza: "Kmpa(mpfa)mfK"},
		movegen.PieceDef{Name: "jumpalongwazir", Letter: 'W', Betza: "(paf)W"},
		movegen.PieceDef{Name: "spiral", Letter: 'X', Primitive: "spiral"},
		movegen.PieceDef{Name: "cheetah", Letter: 'Y', Betza: "ifcNmK"},
	)
}

// TestAttackedAgreesWithCaptures: for every piece on random boards, the
// attack test says it is attacked exactly when the other side has a
// pseudo-legal move capturing it. The attack test walks back from the
// target for simple rays and forward for everything else; generation is an
// independent reading of the same programs.
func TestAttackedAgreesWithCaptures(t *testing.T) {
	v := attackPool(t)
	rng := rand.New(rand.NewSource(10))
	letters := "PNBRQDHCGZSIWXYpnbrqdhcgzsiwxy"
	ml := movegen.NewMoveList(256)
	checked := 0
	for i := 0; i < 600; i++ {
		fen := randomFEN(rng, 10, 10, 40, letters)
		if rng.Intn(2) == 1 {
			fen = strings.Replace(fen, " w ", " b ", 1)
		}
		for _, kind := range boards {
			p, err := v.ParseFENBoard(fen, kind)
			if err != nil {
				continue
			}
			by := p.SideToMove()
			p.Generate(ml)
			captured := map[movegen.Coord]bool{}
			for _, m := range ml.Moves {
				switch m.Kind {
				case movegen.Normal:
					captured[m.To] = p.At(m.To) != movegen.Empty
				case movegen.Locust:
					captured[m.Aux] = true
				}
			}
			for _, sq := range p.Pieces(by.Other()) {
				require.Equal(t, captured[sq], p.Attacked(sq, by), "%s on %s attacked by %s? %s", v.SquareName(sq), kind, by, fen)
				checked++
			}
		}
	}
	require.Greater(t, checked, 5000)
}

// TestFairyPoolLegality plays random games with every kind of piece and
// checks the legality tests and both boards against each other.
func TestFairyPoolLegality(t *testing.T) {
	v := attackPool(t)
	rng := rand.New(rand.NewSource(11))
	games := 0
	for games < 30 {
		fen := randomFEN(rng, 10, 10, 30, "PNBRQDHCGZSIWXYpnbrqdhcgzsiwxy")
		mb, err := v.ParseFENBoard(fen, movegen.MailboxBoard)
		if err != nil {
			continue
		}
		games++
		sp := mustFEN(t, v, fen, movegen.SparseBoard)
		playRandom(mustFEN(t, v, fen, movegen.MailboxBoard), rng, 60, func(p *movegen.Position) {
			require.Equal(t, moveTexts(p, p.GenerateLegalSlow), legalTexts(p), p.FEN())
		})
		playInLockstep(t, rng, mb, sp, 60)
	}
}
