package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// searchNode does what one node of a search asks of the kernel: verify a
// stored move, list the noisy moves, count the legal ones, and for each
// move test it, make it, look at the history and unmake it; then a null
// move. None of it may allocate.
func searchNode(p *movegen.Position, ml, noisy *movegen.MoveList, moves []movegen.Move) {
	p.GenerateNoisy(noisy)
	_ = p.CountLegal()
	p.GenerateLegal(ml)
	scores := ml.ScoresFor()
	for i := range scores {
		scores[i] = int32(ml.Moves[i].Key() & 0xffff)
	}
	if ml.Len() > 0 {
		ml.PickBest(0)
	}
	for _, m := range moves {
		if !p.IsPseudoLegal(m) || !p.IsLegal(m) {
			continue
		}
		_ = p.GivesCheck(m)
		p.Make(m)
		_, _ = p.LastMove()
		_ = p.IsRepetition()
		_ = p.InCheck()
		p.Unmake()
	}
	p.MakeNull()
	_ = p.PliesSinceNull()
	p.GenerateNoisy(noisy)
	p.Unmake()
}

func TestSearchKernelAllocatesNothing(t *testing.T) {
	boards := everyBoard(t)
	names := []string{"chess", "chess/sparse", "spiral", "infiltrator", "kadesh/plane", "kadesh/border",
		"grand", "grand/sparse", "infinite/plane", "infinite-huygens/plane", "capablanca/sparse"}
	rng := rand.New(rand.NewSource(31))
	for _, name := range names {
		start, ok := boards[name]
		require.True(t, ok, name)
		t.Run(name, func(t *testing.T) {
			p := start()
			playMoves(p, rng, 16)
			ml := movegen.NewMoveList(1024)
			noisy := movegen.NewMoveList(1024)
			p.GenerateLegal(ml)
			moves := append([]movegen.Move(nil), ml.Moves...)
			// Moves of the other side and of other positions, as a
			// transposition table would hand them over.
			p.MakeNull()
			p.Generate(ml)
			moves = append(moves, ml.Moves...)
			p.Unmake()
			if len(moves) > 60 {
				moves = moves[:60]
			}
			searchNode(p, ml, noisy, moves) // grows the lists once
			allocs := testing.AllocsPerRun(20, func() { searchNode(p, ml, noisy, moves) })
			assert.Zero(t, allocs, "%s: %s", name, p.ICN())
		})
	}
}

func TestEvasionsAllocateNothing(t *testing.T) {
	v := chess(t)
	for _, kind := range boards {
		// Double check (knight and bishop) and a single check by a rook.
		for _, fen := range []string{"4k3/8/3N4/1B6/8/8/8/4K3 b - - 0 1", "R3k3/8/8/8/8/8/8/4K3 b - - 0 1"} {
			p := mustFEN(t, v, fen, kind)
			require.True(t, p.InCheck())
			ml := movegen.NewMoveList(256)
			p.GenerateEvasions(ml)
			assert.Zero(t, testing.AllocsPerRun(50, func() { p.GenerateEvasions(ml) }), "%s %s", fen, kind)
		}
	}
}

// TestPlayOnACloneAllocatesNothing: a clone has room for a long search line
// beyond the game's moves, so making 250 moves on a clone of a position 100
// plies into the game allocates nothing beyond the clone itself.
func TestPlayOnACloneAllocatesNothing(t *testing.T) {
	for _, kind := range boards {
		p := mustFEN(t, chess(t), "4k3/8/8/8/8/8/8/4K3 w - - 0 1", kind) // kings never run out of moves
		rng := rand.New(rand.NewSource(51))
		playMoves(p, rng, 100)
		require.Equal(t, 100, p.Ply())
		var line []movegen.Move
		q := p.Clone()
		ml := movegen.NewMoveList(64)
		for len(line) < 250 {
			q.GenerateLegal(ml)
			require.NotZero(t, ml.Len())
			m := ml.Moves[rng.Intn(ml.Len())]
			line = append(line, m)
			q.Make(m)
		}
		play := func(moves []movegen.Move) func() {
			return func() {
				c := p.Clone()
				for _, m := range moves {
					c.Make(m)
				}
			}
		}
		cloneOnly := testing.AllocsPerRun(20, play(nil))
		withPlay := testing.AllocsPerRun(20, play(line))
		assert.Equal(t, cloneOnly, withPlay, kind.String())
	}
}
