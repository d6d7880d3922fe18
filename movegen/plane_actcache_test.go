package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestActivityCacheMatchesFresh walks random trees (moves made and taken
// back in a search's order, a clone taken on the way) on sparse boards: the
// open-plane variants' starts, random open-plane positions with pieces far
// outside the window, the same far from the origin, riders of limited range
// inside world borders, and bounded boards (chess, spiral, grand) on the
// sparse board; one walk in three looks only at every fortieth node, so
// that the change log overflows its ring between looks. At every node
// looked at, every piece's cached activity (against a
// zone at the enemy king, at the piece or near the enemy king; two ray
// caps) equals a fresh activitySparse, and the cache answers often.
func TestActivityCacheMatchesFresh(t *testing.T) {
	rng := rand.New(rand.NewSource(81))
	var starts []*movegen.Position
	for _, name := range []string{"infinite", "infinite-huygens", "kadesh"} {
		v := builtin(t, name)
		starts = append(starts, mustICN(t, v, v.StartICN(), movegen.SparseBoard, nil))
	}
	for _, name := range []string{"chess", "spiral", "grand"} {
		v := builtin(t, name)
		sp, err := v.ParseFENBoard(v.StartPosition().FEN(), movegen.SparseBoard)
		require.NoError(t, err)
		starts = append(starts, sp)
	}
	huygens := builtin(t, "infinite-huygens")
	limited := limitedVariant(t)
	for len(starts) < 16 {
		var p *movegen.Position
		var err error
		switch len(starts) % 3 {
		case 0:
			p, err = huygens.ParseICN(randomPlaneICN(rng), movegen.SparseBoard, nil)
		case 1:
			p, err = huygens.ParseICN(shifted(randomPlaneICN(rng), 1<<29, -(1<<29)), movegen.SparseBoard, nil)
		default:
			b := movegen.Bounds{X0: -7, X1: 7, Y0: -7, Y1: 7}
			p, err = limited.ParseICN(randomLimitedICN(rng, b, 2+rng.Intn(14)), movegen.SparseBoard, &b)
		}
		if err == nil {
			starts = append(starts, p)
		}
	}
	nodes := 120
	if testing.Short() {
		nodes = 40
	}
	checked, hits := 0, 0
	for si, p := range starts {
		for walk := 0; walk < 3; walk++ {
			q := p
			if walk == 1 {
				q = p.Clone() // the clone's cache goes on from the original's
			}
			// One zone and cap per walk, so that entries are reused.
			zoneAt := (si + walk) % 3
			rayCap := int32(1 + 3*(walk%2))
			// The third walk looks only now and then: the change log runs
			// over its ring between looks.
			every, node := 1+walk/2*40, 0
			walkRandomTree(q, rng, nodes*(1+walk/2*10), func(q *movegen.Position) {
				if node++; node%every != 0 {
					return
				}
				for c := movegen.White; c <= movegen.Black; c++ {
					k, _ := q.Royal(c.Other())
					for _, sq := range q.Pieces(c) {
						zone := []movegen.Coord{k, sq, k.Add(movegen.Vec{X: 2, Y: -1})}[zoneAt]
						cached, fresh, hit := q.SparseActivityCached(sq, zone, rayCap)
						if cached != fresh { // (ICN only on failure: it is slow)
							require.Equal(t, fresh, cached, "%s: piece %v on %v zone %v cap %d", q.ICN(), q.At(sq), sq, zone, rayCap)
						}
						checked++
						if hit {
							hits++
						}
					}
				}
			})
		}
	}
	assert.Greater(t, checked, 1000)
	assert.Greater(t, hits, checked/4, "the cache answered often")
}

// walkRandomTree visits n nodes of a random tree below p, as a search
// would: from each node it makes a random legal move, or (at depth or at
// random) takes back one or more moves, and it ends where it began.
func walkRandomTree(p *movegen.Position, rng *rand.Rand, n int, visit func(*movegen.Position)) {
	ml := movegen.NewMoveList(256)
	depth := 0
	for i := 0; i < n; i++ {
		visit(p)
		p.GenerateLegal(ml)
		if ml.Len() == 0 || depth >= 6 || (depth > 0 && rng.Intn(3) == 0) {
			for back := 1 + rng.Intn(depth+1); back > 0 && depth > 0; back-- {
				p.Unmake()
				depth--
			}
			continue
		}
		p.Make(ml.Moves[rng.Intn(ml.Len())])
		depth++
	}
	for ; depth > 0; depth-- {
		p.Unmake()
	}
}

// TestActivityCacheAnswersForAnyZone walks random trees on the open-plane
// starts and random open-plane positions, asking at every node for every
// piece's activity against a zone drawn afresh each time (near the enemy
// king, near the piece, on its lines or nowhere near): an entry made for
// one zone answers for another with its zone hits counted again, and the
// answer equals a fresh activitySparse.
func TestActivityCacheAnswersForAnyZone(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	var starts []*movegen.Position
	for _, name := range []string{"infinite", "infinite-huygens", "kadesh"} {
		v := builtin(t, name)
		starts = append(starts, mustICN(t, v, v.StartICN(), movegen.SparseBoard, nil))
	}
	huygens := builtin(t, "infinite-huygens")
	for len(starts) < 6 {
		if p, err := huygens.ParseICN(randomPlaneICN(rng), movegen.SparseBoard, nil); err == nil {
			starts = append(starts, p)
		}
	}
	nodes := 100
	if testing.Short() {
		nodes = 40
	}
	checked, hits := 0, 0
	for _, p := range starts {
		walkRandomTree(p, rng, nodes, func(q *movegen.Position) {
			for c := movegen.White; c <= movegen.Black; c++ {
				k, _ := q.Royal(c.Other())
				for _, sq := range q.Pieces(c) {
					d := movegen.Vec{X: int32(rng.Intn(9) - 4), Y: int32(rng.Intn(9) - 4)}
					zone := []movegen.Coord{k.Add(d), sq.Add(d), sq.Add(d.Scale(5)), k.Add(movegen.Vec{X: 1 << 20})}[rng.Intn(4)]
					cached, fresh, hit := q.SparseActivityCached(sq, zone, 4)
					if cached != fresh {
						require.Equal(t, fresh, cached, "%s: piece %v on %v zone %v", q.ICN(), q.At(sq), sq, zone)
					}
					checked++
					if hit {
						hits++
					}
				}
			}
		})
	}
	assert.Greater(t, checked, 1000)
	assert.Greater(t, hits, checked/10, "the cache answered for other zones")
}
