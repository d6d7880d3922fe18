package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// A knight that leaves its start square stops costing UndevelopedMG, a
// rider never costs it, and one that comes back costs it again.
func TestUndevelopedMinor(t *testing.T) {
	v := planeVariant(t, "infinite")
	w := Default()
	w.UndevelopedMG = 0
	off := NewWithWeights(v, w)
	w.UndevelopedMG = 50
	on := NewWithWeights(v, w)
	delta := func(moves ...string) int {
		p := v.StartPosition()
		for _, m := range moves {
			mv, err := p.ParseMove(m)
			require.NoError(t, err, m)
			p.Make(mv)
		}
		return on.Evaluate(p) - off.Evaluate(p)
	}
	assert.Equal(t, 0, delta(), "start: both sides have every minor at home")
	// Black to move, White's knight developed: Black is 50 worse.
	assert.Equal(t, -50, delta("2,1>3,3"), "a white knight developed")
	// A bishop (a rider) leaving home changes nothing.
	assert.Equal(t, 0, delta("4,2>4,3", "4,7>4,6", "3,1>4,2", "4,6>4,5"), "bishops are riders")
	// The knight goes out and back: at home again.
	assert.Equal(t, 0, delta("2,1>3,3", "2,8>3,6", "3,3>2,1", "3,6>2,8"), "back home")
}

// atHome matches square, type and colour: a minor of the other colour or of
// another type on a home square, or the right one a square off, is not at
// home.
func TestAtHome(t *testing.T) {
	v := planeVariant(t, "infinite")
	e := New(v)
	start := v.StartPosition()
	n := 0
	for c := range e.home {
		for _, h := range e.home[c] {
			pc := start.At(h.sq)
			assert.True(t, e.atHome(pc, h.sq))
			assert.False(t, e.atHome(pc, h.sq.Add(movegen.Vec{X: 1})), "next square")
			other := movegen.NewPiece(pc.Type(), pc.Color().Other(), false)
			assert.False(t, e.atHome(other, h.sq), "other colour on %v", h.sq)
			for _, g := range e.home[c] {
				if g.t != h.t {
					assert.False(t, e.atHome(start.At(g.sq), h.sq), "%v's type on %v", g.sq, h.sq)
				}
			}
			n++
		}
	}
	assert.Equal(t, 12, n, "two knights, guards and hawks a side")
}
