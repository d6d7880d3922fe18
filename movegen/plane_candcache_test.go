package movegen_test

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestCandidatesMatchReference: the cached candidate rule lists exactly the
// distances (same set, same increasing order) of the reference rule that
// crosses every line ray by ray, along many rays of random plane positions,
// also while random moves change the board (the cache must follow it), on
// boards with more pieces than the cache holds, and with huge coordinates.
func TestCandidatesMatchReference(t *testing.T) {
	v := builtin(t, "infinite-huygens")
	positions := 400
	if testing.Short() {
		positions = 30
	}
	rng := rand.New(rand.NewSource(8))
	steps := []movegen.Vec{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1},
		{1, 2}, {-2, 1}, {2, -1}, {-1, -2}, {3, 1}, {2, 2}, {0, 3}, {-3, -2}}
	limits := []int32{1, 3, 5, 40, 1000, 1 << 20, 1<<30 - 1, 1<<31 - 1}
	rays := 0
	check := func(p *movegen.Position, text string) {
		var froms []movegen.Coord
		for col := movegen.Color(0); col < 2; col++ {
			ps := p.Pieces(col)
			froms = append(froms, ps[:min(len(ps), 24)]...)
		}
		froms = append(froms, movegen.Coord{X: rng.Int31n(2001) - 1000, Y: rng.Int31n(2001) - 1000})
		for _, from := range froms {
			for _, d := range steps {
				limit := limits[rng.Intn(len(limits))]
				got, want := p.CandidatesAndReference(from, d, limit)
				require.Equal(t, want, got, "%s from %v step %v limit %d", text, from, d, limit)
				rays++
			}
		}
	}
	for i := 0; i < positions; i++ {
		text := randomPlaneICN(rng)
		switch i % 5 {
		case 1: // many pieces: more than the cache holds
			text += crowd(rng, 300)
		case 2: // far from the origin
			text = shifted(text, 1<<29, -(1 << 29))
		}
		p, err := v.ParseICN(text, movegen.SparseBoard, nil)
		if err != nil {
			continue
		}
		ml := movegen.NewMoveList(256)
		made := 0
		for ; made < 6; made++ {
			check(p, text)
			p.GenerateLegal(ml)
			if ml.Len() == 0 {
				break
			}
			p.Make(ml.Moves[rng.Intn(ml.Len())])
		}
		for ; made > 0; made-- {
			p.Unmake()
			check(p, text)
		}
	}
	require.Greater(t, rays, 3000)
}

// crowd returns n more rooks and knights on distinct far squares (|x| ≥ 2000).
func crowd(rng *rand.Rand, n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "|%s%d,%d", []string{"R", "n"}[i%2], 2000+i*7, rng.Intn(4001)-2000)
	}
	return b.String()
}

// shifted moves every square of an ICN position by (dx, dy).
func shifted(text string, dx, dy int) string {
	side, rest, _ := strings.Cut(text, " ")
	parts := strings.Split(rest, "|")
	for i, s := range parts {
		j := strings.IndexAny(s, "-0123456789")
		var x, y int
		plus := strings.HasSuffix(s, "+")
		_, err := fmt.Sscanf(strings.TrimSuffix(s[j:], "+"), "%d,%d", &x, &y)
		if err != nil {
			continue
		}
		parts[i] = fmt.Sprintf("%s%d,%d", s[:j], x+dx, y+dy)
		if plus {
			parts[i] += "+"
		}
	}
	return side + " " + strings.Join(parts, "|")
}

// TestCandidateCacheFollowsTheBoard walks random trees (moves made and
// taken back, captures among them) on plane positions with up to and over
// catchUp's limit of moved pieces between look-ups (twelve moves on and
// back): at every node looked at the
// cache's keys, caught up or rebuilt, are the sorted keys of the pieces'
// lines.
func TestCandidateCacheFollowsTheBoard(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	v := builtin(t, "infinite-huygens")
	var starts []*movegen.Position
	for _, name := range []string{"infinite", "kadesh"} {
		starts = append(starts, builtin(t, name).StartPosition())
	}
	for len(starts) < 8 {
		if p, err := v.ParseICN(randomPlaneICN(rng), movegen.SparseBoard, nil); err == nil {
			starts = append(starts, p)
		}
	}
	nodes := 200
	if testing.Short() {
		nodes = 60
	}
	checked := 0
	for _, p := range starts {
		every := 1 // look at every node, or only now and then (many moved)
		for pass := 0; pass < 2; pass++ {
			i := 0
			walkRandomTree(p, rng, nodes, func(p *movegen.Position) {
				if i++; i%every != 0 {
					return
				}
				cached, fresh, ok := p.CandidateKeys()
				require.True(t, ok)
				require.Equal(t, fresh, cached)
				checked++
			})
			every = 7
		}
		// Twelve moves on, more pieces moved than catchUp takes, and back.
		ml := movegen.NewMoveList(256)
		made := 0
		for ; made < 12; made++ {
			if p.GenerateLegal(ml); ml.Len() == 0 {
				break
			}
			p.Make(ml.Moves[rng.Intn(ml.Len())])
		}
		for back := 0; back < 2; back++ {
			cached, fresh, ok := p.CandidateKeys()
			require.True(t, ok)
			require.Equal(t, fresh, cached)
			for ; made > 0; made-- {
				p.Unmake()
			}
		}
	}
	require.Greater(t, checked, 100)
}
