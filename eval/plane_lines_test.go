package eval

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestExposedLinesEqualsScan: along random games of the plane variants and
// from positions with pieces far out on the kings' lines, exposedLines (the
// kernel's NearestOnLines) counts the same lines as exposedLinesScan (every
// piece looked at), for both kings and reaches from 0 to beyond the far
// pieces.
func TestExposedLinesEqualsScan(t *testing.T) {
	type start struct {
		v   *movegen.Variant
		icn string
	}
	inf := planeVariant(t, "infinite")
	var starts []start
	for _, name := range []string{"infinite", "infinite-huygens", "kadesh"} {
		v := planeVariant(t, name)
		starts = append(starts, start{v, v.StartICN()})
	}
	starts = append(starts,
		start{inf, "w 1 K0,0|k10,13|R0,500|q-300,-300|b7,7|r0,-3|Q-40,0|n1,2|B400,-400|p5,14"},
		start{inf, "b 1 K1000000,-1000000|k-1000000,1000000|b1000000,5|r-20,-1000000|N-10,-1000000|Q-1000000,999990|B999999,-999999|n-999999,999999"},
	)
	plies := 60
	if testing.Short() {
		plies = 25
	}
	rng := rand.New(rand.NewSource(5))
	compared, exposed := 0, 0
	for _, s := range starts {
		var evals []*Evaluator
		for _, reach := range []int64{0, 1, 6, 20, 1000, 3000000} {
			w := Default()
			w.KingRayReach = reach
			evals = append(evals, NewWithWeights(s.v, w))
		}
		p, err := s.v.ParseICN(s.icn, movegen.AutoBoard, nil)
		require.NoError(t, err, s.icn)
		ml := movegen.NewMoveList(256)
		for ply := 0; ply < plies; ply++ {
			for c := movegen.White; c <= movegen.Black; c++ {
				k, ok := p.Royal(c)
				if !ok {
					continue
				}
				for _, e := range evals {
					orth, diag := e.exposedLines(p, c, k)
					wo, wd := e.exposedLinesScan(p, c, k)
					if orth != wo || diag != wd { // (ICN only on failure: it is slow)
						require.Equal(t, [2]int{wo, wd}, [2]int{orth, diag}, "%s: colour %v reach %d", p.ICN(), c, e.w.KingRayReach)
					}
					compared++
					exposed += orth + diag
				}
			}
			if p.GenerateLegal(ml); ml.Len() == 0 {
				break
			}
			p.Make(ml.Moves[rng.Intn(ml.Len())])
		}
	}
	assert.Greater(t, compared, 300)
	assert.Positive(t, exposed)
}

// TestExposedLinesAllocatesNothing: the kernel's look-up allocates nothing.
func TestExposedLinesAllocatesNothing(t *testing.T) {
	v := planeVariant(t, "infinite")
	e := New(v)
	p := v.StartPosition()
	k, ok := p.Royal(movegen.White)
	require.True(t, ok)
	allocs := testing.AllocsPerRun(100, func() { e.exposedLines(p, movegen.White, k) })
	assert.Zero(t, allocs)
}
