package movegen_test

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// randomKadeshICN places both kings, 2×2 blocks of knights of each colour
// (some on a line through the enemy king), single knights and a few other
// pieces within ±8 of the origin, with a random side to move.
func randomKadeshICN(rng *rand.Rand) string {
	taken := map[[2]int]bool{}
	var pieces []string
	free := func(x, y int) bool { return !taken[[2]int{x, y}] }
	take := func(code string, x, y int) {
		taken[[2]int{x, y}] = true
		pieces = append(pieces, fmt.Sprintf("%s%d,%d", code, x, y))
	}
	spot := func() (int, int) { return rng.Intn(17) - 8, rng.Intn(17) - 8 }
	kx, ky := spot()
	take("K", kx, ky)
	for {
		x, y := spot()
		if max(abs(int32(x-kx)), abs(int32(y-ky))) > 1 {
			take("k", x, y)
			break
		}
	}
	for _, code := range []string{"N", "n"} {
		for b := rng.Intn(3) + 1; b > 0; b-- {
			x, y := spot()
			if free(x, y) && free(x+1, y) && free(x, y+1) && free(x+1, y+1) {
				take(code, x, y)
				take(code, x+1, y)
				take(code, x, y+1)
				take(code, x+1, y+1)
			}
		}
	}
	for n := 4 + rng.Intn(8); n > 0; n-- {
		x, y := spot()
		if free(x, y) {
			codes := []string{"N", "n", "R", "r", "B", "b", "Q", "q", "GU", "gu", "HA", "ha", "CH", "ch"}
			take(codes[rng.Intn(len(codes))], x, y)
		}
	}
	for n := rng.Intn(4); n > 0; n-- {
		if x, y := rng.Intn(17)-8, rng.Intn(7)+1; free(x, y) {
			take([]string{"P", "p"}[rng.Intn(2)], x, y)
		}
	}
	side := []string{"w", "b"}[rng.Intn(2)]
	return side + " " + strings.Join(pieces, "|")
}

// TestGivesCheckThemSafeKadesh: GivesCheckThemSafe equals making the move
// and looking for an attack, on every move of random Kadesh positions full
// of knight blocks and of random games from them and from the start (the
// side not to move is never in check there); and wherever
// complexSilentAfter decides without making the move, no complex piece
// attacks the royal piece after it. It decides most plain moves, and some
// moves give check. ThemSafeChecks, one for every position, answers alike.
func TestGivesCheckThemSafeKadesh(t *testing.T) {
	v := builtin(t, "kadesh")
	rng := rand.New(rand.NewSource(17))
	positions := 400
	if testing.Short() {
		positions = 80
	}
	ml := movegen.NewMoveList(1024)
	moves, decided, checks := 0, 0, 0
	// One cache for every position, never reset: it must notice that the
	// position changed.
	var cache movegen.ThemSafeChecks
	visit := func(p *movegen.Position) {
		p.Generate(ml)
		us := p.SideToMove()
		king, _ := p.Royal(us.Other())
		for _, m := range ml.Moves {
			want := givesCheckByMaking(p, m)
			require.Equal(t, want, p.GivesCheckThemSafe(m), "%s in %s", p.MoveString(m), p.ICN())
			require.Equal(t, want, cache.GivesCheck(p, m), "%s in %s (cached)", p.MoveString(m), p.ICN())
			if want {
				checks++
			}
			if m.Kind > movegen.DoubleStep || m.To == king {
				continue
			}
			moves++
			if !p.ComplexSilentAfter(m) {
				continue
			}
			decided++
			p.Make(m)
			complex := p.AttackedByComplex(king, us)
			p.Unmake()
			require.False(t, complex, "%s in %s", p.MoveString(m), p.ICN())
		}
	}
	playRandomKadesh(v, rng, positions, visit)
	assert.Greater(t, decided, moves/2, "most plain moves are decided without making them")
	assert.Greater(t, checks, 20, "some checks are seen")
	t.Logf("%d moves, %d decided, %d checks", moves, decided, checks)
}

// TestThemSafeChecksNoAllocs: the cached answer allocates nothing, filling
// its cache included.
func TestThemSafeChecksNoAllocs(t *testing.T) {
	v := builtin(t, "kadesh")
	p := v.StartPosition()
	ml := movegen.NewMoveList(1024)
	p.Generate(ml)
	require.NotEmpty(t, ml.Moves)
	var cache movegen.ThemSafeChecks
	allocs := testing.AllocsPerRun(20, func() {
		cache.Reset()
		for _, m := range ml.Moves {
			_ = cache.GivesCheck(p, m)
		}
	})
	assert.Zero(t, allocs)
}

// TestFormationSilentKadesh: wherever formationSilent rules out a check by
// a formation's quiet move without making it (with ThemSafeChecks, which
// only adds to what it decides alone), making it gives none, on random
// Kadesh positions full of knight blocks, random games from them and from
// the start; it decides a fair share of those moves.
func TestFormationSilentKadesh(t *testing.T) {
	v := builtin(t, "kadesh")
	rng := rand.New(rand.NewSource(19))
	positions := 300
	if testing.Short() {
		positions = 60
	}
	ml := movegen.NewMoveList(1024)
	moves, decided, checks := 0, 0, 0
	var cache movegen.ThemSafeChecks // one for every position: it must notice changes
	visit := func(p *movegen.Position) {
		p.Generate(ml)
		for _, m := range ml.Moves {
			if m.Kind != movegen.Formation {
				continue
			}
			moves++
			check := givesCheckByMaking(p, m)
			if check {
				checks++
			}
			if p.FormationSilent(m, nil) {
				require.True(t, p.FormationSilent(m, &cache), "%s in %s: the cache only adds", p.MoveString(m), p.ICN())
			}
			if p.FormationSilent(m, &cache) {
				decided++
				require.False(t, check, "%s in %s", p.MoveString(m), p.ICN())
			}
		}
	}
	playRandomKadesh(v, rng, positions, visit)
	assert.Greater(t, decided, moves/3, "a fair share of the moves is decided")
	assert.Greater(t, checks, 20, "some formation moves give check")
	t.Logf("%d formation moves, %d decided, %d checks", moves, decided, checks)
}

// playRandomKadesh plays 6 random plies from each of positions positions
// of v (random Kadesh positions, the start every tenth), calling visit as
// playRandom does.
func playRandomKadesh(v *movegen.Variant, rng *rand.Rand, positions int, visit func(*movegen.Position)) {
	for i := 0; i < positions; i++ {
		text := randomKadeshICN(rng)
		if i%10 == 0 {
			text = v.StartICN()
		}
		p, err := v.ParseICN(text, movegen.SparseBoard, nil)
		if err != nil {
			continue // the side not to move is in check
		}
		playRandom(p, rng, 6, visit)
	}
}
