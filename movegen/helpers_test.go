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

func builtin(t testing.TB, name string) *movegen.Variant {
	t.Helper()
	v, err := variants.Get(name)
	require.NoError(t, err)
	return v
}

func chess(t testing.TB) *movegen.Variant { return builtin(t, "chess") }

func mustFEN(t testing.TB, v *movegen.Variant, fen string, kind movegen.BoardKind) *movegen.Position {
	t.Helper()
	p, err := v.ParseFENBoard(fen, kind)
	require.NoError(t, err, fen)
	return p
}

// moveTexts lists the legal moves of p as sorted text.
func moveTexts(p *movegen.Position, legal func(*movegen.MoveList)) []string {
	ml := movegen.NewMoveList(64)
	legal(ml)
	out := make([]string, 0, ml.Len())
	for _, m := range ml.Moves {
		out = append(out, p.MoveString(m))
	}
	sort.Strings(out)
	return out
}

func legalTexts(p *movegen.Position) []string { return moveTexts(p, p.GenerateLegal) }

// playRandom plays up to n random legal moves from p and calls visit before
// each one; it stops early when the game ends.
func playRandom(p *movegen.Position, rng *rand.Rand, n int, visit func(*movegen.Position)) {
	ml := movegen.NewMoveList(64)
	for i := 0; i < n; i++ {
		visit(p)
		p.GenerateLegal(ml)
		if ml.Len() == 0 {
			return
		}
		p.Make(ml.Moves[rng.Intn(ml.Len())])
	}
}

// standardFENs are the six reference positions of the rules README.
var standardFENs = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
	"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
}

// playInLockstep plays the same random legal moves on a mailbox and a sparse
// copy of one position, checking at every ply that both list the same legal
// moves, have the same key (equal to a recomputed one), and that CountLegal
// counts the list.
func playInLockstep(t *testing.T, rng *rand.Rand, mb, sp *movegen.Position, plies int) {
	t.Helper()
	ml := movegen.NewMoveList(256)
	for ply := 0; ply < plies; ply++ {
		require.Equal(t, legalTexts(mb), legalTexts(sp), mb.ICN())
		require.Equal(t, mb.Key(), sp.Key(), mb.ICN())
		require.Equal(t, mb.ComputeKey(), mb.Key(), mb.ICN())
		mb.GenerateLegal(ml)
		require.Equal(t, ml.Len(), mb.CountLegal(), mb.ICN())
		if ml.Len() == 0 {
			return
		}
		m := ml.Moves[rng.Intn(ml.Len())]
		mb.Make(m)
		sp.Make(m)
	}
}

// assertMoves checks, on both board kinds, that the legal moves of fen
// include every move of has and none of lacks.
func assertMoves(t *testing.T, v *movegen.Variant, name, fen string, has, lacks []string) {
	t.Helper()
	for _, kind := range boards {
		moves := legalTexts(mustFEN(t, v, fen, kind))
		for _, m := range has {
			assert.Contains(t, moves, m, "%s (%s)", name, kind)
		}
		for _, m := range lacks {
			assert.NotContains(t, moves, m, "%s (%s)", name, kind)
		}
	}
}

// playableStart is v's start position; on an unbounded board it is read
// from the start ICN with the variant's default bounds as its border, the
// board perft counts on.
func playableStart(t testing.TB, v *movegen.Variant) *movegen.Position {
	if !v.Unbounded() {
		return v.StartPosition()
	}
	p, err := v.ParseICN(v.StartICN(), movegen.AutoBoard, new(v.Bounds()))
	require.NoError(t, err)
	return p
}
