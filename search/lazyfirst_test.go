package search

import (
	"context"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// searchEagerOrLazy searches p to depth with a fresh single-thread searcher,
// with the picker's lazy first move on or off.
func searchEagerOrLazy(p *movegen.Position, depth int, eager bool) Result {
	s := New(Options{HashMB: 8, Threads: 1})
	s.threads[0].eagerFirst = eager
	return s.Search(context.Background(), p, Limits{Depth: depth}, nil)
}

// TestLazyFirstKeepsTheTree checks that handing out a one-list node's first
// move before listing its moves (lazyfirst.go) changes nothing the search
// does: the same nodes, best move, score and line as listing every move
// first, in random positions of the infinite plane (the variants with
// primitives list every move at once).
func TestLazyFirstKeepsTheTree(t *testing.T) {
	rng := rand.New(rand.NewSource(61))
	games, depth := 12, 6
	if testing.Short() {
		games, depth = 8, 5
	}
	ml := movegen.NewMoveList(256)
	for _, name := range []string{"infinite"} {
		v, err := variants.Get(name)
		require.NoError(t, err)
		for g := 0; g < games; g++ {
			p := v.StartPosition()
			for ply := 0; ply < 10+rng.Intn(30); ply++ {
				p.GenerateLegal(ml)
				if ml.Len() == 0 {
					break
				}
				p.Make(ml.Moves[rng.Intn(ml.Len())])
			}
			if p.GenerateLegal(ml); ml.Len() == 0 {
				continue
			}
			lazy := searchEagerOrLazy(p, depth, false)
			eager := searchEagerOrLazy(p, depth, true)
			require.Equal(t, eager.Nodes, lazy.Nodes, "%s: %s", name, p.ICN())
			require.Equal(t, eager.Best, lazy.Best, "%s: %s", name, p.ICN())
			require.Equal(t, eager.Score, lazy.Score, "%s: %s", name, p.ICN())
			require.Equal(t, eager.PV, lazy.PV, "%s: %s", name, p.ICN())
		}
	}
}

// pickedMove is one move a picker handed out.
type pickedMove struct {
	move  movegen.Move
	key   uint32
	score int32
}

// pickAllMoves hands out every move of th's node at ply 1 (no table move),
// calling between after the first, as a search does after making it.
func pickAllMoves(th *thread, between func()) []pickedMove {
	th.startPicker(1, 0, th.pos.InCheck())
	var out []pickedMove
	for {
		m, k, s, ok := th.next(1)
		if !ok {
			return out
		}
		out = append(out, pickedMove{*m, k, s})
		if len(out) == 1 {
			between()
		}
	}
}

// TestLazyFirstOrdersAsAtTheStart sets a node's killers, counter-move,
// history and memo at random (killers the memo holds or lost, captures,
// moves the list lacks), then changes the history and the counter-move
// after the first move is handed out, as that move's search would: the
// lazy picker must hand out exactly what the eager one does, which scores
// every move before the first is made.
func TestLazyFirstOrdersAsAtTheStart(t *testing.T) {
	rng := rand.New(rand.NewSource(62))
	positions := 80
	if testing.Short() {
		positions = 30
	}
	ml := movegen.NewMoveList(256)
	for _, name := range []string{"infinite"} {
		v, err := variants.Get(name)
		require.NoError(t, err)
		for n := 0; n < positions; n++ {
			p := v.StartPosition()
			for ply := 0; ply < rng.Intn(30); ply++ {
				p.GenerateLegal(ml)
				if ml.Len() == 0 {
					break
				}
				p.Make(ml.Moves[rng.Intn(ml.Len())])
			}
			if p.InCheck() {
				continue
			}
			s := New(Options{HashMB: 1, Threads: 1})
			s.Search(context.Background(), p, Limits{Depth: 1}, nil)
			th := s.threads[0]
			th.pos.GenerateLegal(ml)
			if ml.Len() == 0 {
				continue
			}
			pick := func() uint32 {
				if rng.Intn(8) == 0 { // a move of no list
					far := movegen.Move{From: ml.Moves[0].From, To: movegen.Coord{X: 4000, Y: 4001}}
					th.memo.remember(uint32(far.Key()), &far)
					return uint32(far.Key())
				}
				m := ml.Moves[rng.Intn(ml.Len())]
				if rng.Intn(4) != 0 {
					th.memo.remember(uint32(m.Key()), &m)
				}
				return uint32(m.Key())
			}
			th.memo.clear()
			th.stack[1].killers = [2]uint32{pick(), pick()}
			th.stack[0].moveKey = uint32(rng.Intn(1 << 20))
			us := th.pos.SideToMove()
			th.counter[us][histIndex(th.stack[0].moveKey)] = pick()
			if rng.Intn(3) == 0 {
				th.counter[us][histIndex(th.stack[0].moveKey)] = th.stack[1].killers[rng.Intn(2)]
			}
			for i := range th.history[us] {
				th.history[us][i] = int32(rng.Intn(2*histMax) - histMax)
			}
			history, counter := th.history, th.counter
			// What the first move's search might do: a cutoff two plies
			// down, by a move of this list and after others (with the
			// same move before, so that the counter-move changes too).
			between := func() {
				th.stack[2].moveKey = th.stack[0].moveKey
				quiets := &th.stack[3].quiets
				for i := range quiets {
					quiets[i] = uint32(ml.Moves[rng.Intn(ml.Len())].Key())
				}
				th.updateQuiet(3, 1+rng.Intn(8), pick(), rng.Intn(len(quiets)))
			}
			seed := rng.Int63()
			rng.Seed(seed)
			th.eagerFirst = false
			lazy := pickAllMoves(th, between)
			th.history, th.counter = history, counter
			rng.Seed(seed)
			th.eagerFirst = true
			eager := pickAllMoves(th, between)
			require.Equal(t, eager, lazy, "%s: %s", name, p.ICN())
		}
	}
}
