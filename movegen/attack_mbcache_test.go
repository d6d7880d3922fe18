package movegen_test

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// simplePool is a variant whose pieces all attack by simple rays, of every
// shape the mailbox attack tables compile: leaps (N, W, D, H), rides (B,
// R, Q, nightrider, alfil-rider) and limited riders (R3), several of them
// on one line, so that one offset is reached along more directions than
// GivesCheck's direction lists hold.
func simplePool(t *testing.T) *movegen.Variant { return simplePoolOn(t, 10, 10) }

// simplePoolOn is simplePool on a board of files×ranks squares.
func simplePoolOn(t *testing.T, files, ranks int32) *movegen.Variant {
	return testVariant(t, files, ranks, orthodoxKing,
		movegen.PieceDef{Name: "wazir", Letter: 'W', Betza: "W"},
		movegen.PieceDef{Name: "dabbaba", Letter: 'D', Betza: "D"},
		movegen.PieceDef{Name: "threeleaper", Letter: 'H', Betza: "H"},
		movegen.PieceDef{Name: "nightrider", Letter: 'Z', Betza: "NN"},
		movegen.PieceDef{Name: "alfilrider", Letter: 'A', Betza: "AA"},
		movegen.PieceDef{Name: "short-rook", Letter: 'S', Betza: "R3"},
		movegen.PieceDef{Name: "dabbabarider", Letter: 'X', Betza: "DD"},
	)
}

// givesCheckByMaking is GivesCheck's definition: make m, ask whether the
// opponent's royal piece is attacked.
func givesCheckByMaking(p *movegen.Position, m movegen.Move) bool {
	them := p.SideToMove().Other()
	p.Make(m)
	k, ok := p.Royal(them)
	want := ok && p.Attacked(k, p.SideToMove().Other())
	p.Unmake()
	return want
}

// TestGivesCheckCachedMatchesMaking asks GivesCheck about every
// pseudo-legal move of a position in a row (so that what it caches for the
// position is reused), then compares each answer with making the move, on
// random boards of simplePool (on 10×10 and, where the check squares
// answer, on 8×8) and of chess, also through ThemSafeChecks where the side
// not to move is not in check (GivesCheck and GivesCheckOf). Some positions come after a null move made
// in check, where the side not to move stands in check and GivesCheck must
// scan every direction.
func TestGivesCheckCachedMatchesMaking(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	ml := movegen.NewMoveList(256)
	checks, inCheck, positions := 0, 0, 0
	for _, c := range []struct {
		v       *movegen.Variant
		size    int
		letters string
	}{
		{simplePool(t), 10, "PNBRQWDHZASXpnbrqwdhzasx"},
		{simplePoolOn(t, 8, 8), 8, "PNBRQWDHZASXpnbrqwdhzasx"},
		{chess(t), 8, "PNBRQpnbrq"},
	} {
		for i := 0; i < 150; i++ {
			fen := randomFEN(rng, c.size, c.size, 24, c.letters)
			if rng.Intn(2) == 1 {
				fen = strings.Replace(fen, " w ", " b ", 1)
			}
			for _, kind := range boards {
				p, err := c.v.ParseFENBoard(fen, kind)
				if err != nil {
					continue
				}
				playRandom(p, rng, 6, func(p *movegen.Position) {
					null := p.InCheck() && rng.Intn(2) == 0
					if null {
						p.MakeNull() // the side not to move is now in check
						inCheck++
					}
					p.Generate(ml)
					got := make([]bool, ml.Len())
					for j, m := range ml.Moves {
						got[j] = p.GivesCheck(m)
					}
					var safe movegen.ThemSafeChecks
					for j, m := range ml.Moves {
						want := givesCheckByMaking(p, m)
						if want {
							checks++
						}
						require.Equal(t, want, got[j], "%s: %s in %s (%s)", c.v.Name(), p.MoveString(m), p.FEN(), kind)
						if !null {
							require.Equal(t, want, safe.GivesCheck(p, m), "%s: %s in %s (%s, them safe)", c.v.Name(), p.MoveString(m), p.FEN(), kind)
							require.Equal(t, want, safe.GivesCheckOf(p, &ml.Moves[j]), "%s: %s in %s (%s, them safe, Of)", c.v.Name(), p.MoveString(m), p.FEN(), kind)
						}
					}
					positions++
					if null {
						p.UnmakeNull()
					}
				})
			}
		}
	}
	t.Logf("%d positions, %d checking moves, %d with the side not to move in check", positions, checks, inCheck)
	require.Greater(t, checks, 500)
	require.Greater(t, inCheck, 20)
}

// TestInCheckCachedMatchesAttacked plays random moves, null moves and
// takebacks and compares InCheck, which the mailbox board answers from the
// checks it caches per position, with the attack test, at every step; it
// also checks that GenerateNoisy and GenerateQuiet, which share that cache,
// still list GenerateLegal's moves.
func TestInCheckCachedMatchesAttacked(t *testing.T) {
	rng := rand.New(rand.NewSource(22))
	ml := movegen.NewMoveList(256)
	for _, c := range []struct {
		v       *movegen.Variant
		size    int
		letters string
	}{
		{simplePool(t), 10, "PPPNBRQWDHZASXppppnbrqwdhzasx"},
		{chess(t), 8, "PPPPNBRQpppnbrq"},
	} {
		for _, kind := range boards {
			var p *movegen.Position
			for p == nil {
				p, _ = c.v.ParseFENBoard(randomFEN(rng, c.size, c.size, 28, c.letters), kind)
			}
			for step := 0; step < 300; step++ {
				us := p.SideToMove()
				k, ok := p.Royal(us)
				want := ok && p.Attacked(k, us.Other())
				require.Equal(t, want, p.InCheck(), "%s (%s)", p.FEN(), kind)
				legal := legalTexts(p)
				noisy := moveTexts(p, p.GenerateNoisy)
				quiet := moveTexts(p, p.GenerateQuiet)
				require.ElementsMatch(t, legal, append(noisy, quiet...), "%s (%s)", p.FEN(), kind)
				p.GenerateLegal(ml)
				switch r := rng.Intn(10); {
				case ml.Len() == 0 || (r == 0 && p.Ply() > 0):
					p.Unmake()
				case r == 1 && !want:
					p.MakeNull()
				default:
					p.Make(ml.Moves[rng.Intn(ml.Len())])
				}
			}
		}
	}
}
