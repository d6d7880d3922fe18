package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// referenceVictim is the piece m captures, read with At: what FillVictims
// must give.
func referenceVictim(p *movegen.Position, m movegen.Move) movegen.Piece {
	switch m.Kind {
	case movegen.EnPassant, movegen.Locust, movegen.FormationCapture:
		return p.At(m.Aux)
	case movegen.Castle, movegen.Formation:
		return movegen.Empty
	}
	pc := p.At(m.To)
	if pc.IsPiece() && pc.Color() != p.SideToMove() {
		return pc
	}
	return movegen.Empty
}

// TestFillVictimsMatchesAt: FillVictims (and Victim, move by move) gives
// every move of a list the piece it captures, over random play of every built-in variant (the
// unbounded ones on the sparse board), for the pseudo-legal and noisy lists,
// and leaves the entries past the list untouched.
func TestFillVictimsMatchesAt(t *testing.T) {
	rng := rand.New(rand.NewSource(49))
	games, plies := 3, 80
	if testing.Short() {
		games, plies = 2, 40
	}
	ml := movegen.NewMoveList(256)
	victims := make([]movegen.Piece, 0, 1<<12)
	captures := 0
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		for game := 0; game < games; game++ {
			p := playableStart(t, v)
			playRandom(p, rng, plies, func(p *movegen.Position) {
				for _, gen := range []func(*movegen.MoveList){p.Generate, p.GenerateNoisy, backwards(p)} {
					gen(ml)
					n := ml.Len()
					if cap(victims) < n+1 {
						victims = make([]movegen.Piece, 0, 2*(n+1))
					}
					victims = victims[:n+1]
					victims[n] = movegen.Offboard // a sentinel FillVictims must not reach
					p.FillVictims(victims, ml.Moves)
					for i, m := range ml.Moves {
						require.Equal(t, referenceVictim(p, m), victims[i], "%s: %s: %+v", name, p.FEN(), m)
						require.Equal(t, victims[i], p.Victim(&m), "%s: %s: %+v: Victim", name, p.FEN(), m)
						if victims[i] != movegen.Empty {
							captures++
						}
					}
					require.Equal(t, movegen.Offboard, victims[n], "%s", name)
				}
			})
		}
	}
	require.Positive(t, captures, "no capture was compared")
}

// backwards returns a generator of the moves of p turned around, from To
// back to From (so onto a piece of the side to move), of kind Normal: moves
// no generator makes, whose victim is always Empty.
func backwards(p *movegen.Position) func(*movegen.MoveList) {
	return func(ml *movegen.MoveList) {
		p.Generate(ml)
		for i, m := range ml.Moves {
			ml.Moves[i] = movegen.Move{From: m.To, To: m.From}
		}
	}
}

// TestFillVictimsAllocatesNothing: looking the victims of a list up
// allocates nothing.
func TestFillVictimsAllocatesNothing(t *testing.T) {
	p := builtin(t, "infinite").StartPosition()
	ml := movegen.NewMoveList(256)
	p.Generate(ml)
	victims := make([]movegen.Piece, ml.Len())
	allocs := testing.AllocsPerRun(50, func() { p.FillVictims(victims, ml.Moves) })
	require.Zero(t, allocs)
}
