package movegen_test

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// randomBlocksICN places two kings, a few riders of each side and 2×2
// blocks of knights of both colours close to the kings, on the open plane:
// positions where formation moves uncover and block attacks.
func randomBlocksICN(rng *rand.Rand) string {
	taken := map[[2]int]bool{}
	var pieces []string
	free := func(x, y int) bool { return !taken[[2]int{x, y}] }
	put := func(code string, x, y int) {
		taken[[2]int{x, y}] = true
		pieces = append(pieces, fmt.Sprintf("%s%d,%d", code, x, y))
	}
	spot := func() (int, int) { return rng.Intn(15) - 7, rng.Intn(15) - 7 }
	for _, code := range []string{"K", "k"} {
		for {
			if x, y := spot(); free(x, y) {
				put(code, x, y)
				break
			}
		}
	}
	for _, code := range []string{"Q", "R", "B", "q", "r", "b"} {
		for n := rng.Intn(2); n >= 0; n-- {
			if x, y := spot(); free(x, y) {
				put(code, x, y)
			}
		}
	}
	for n := 2 + rng.Intn(4); n > 0; n-- {
		x, y := spot()
		if !free(x, y) || !free(x+1, y) || !free(x, y+1) || !free(x+1, y+1) {
			continue
		}
		code := []string{"N", "n"}[rng.Intn(2)]
		for _, o := range [4][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			put(code, x+o[0], y+o[1])
		}
	}
	side := []string{"w", "b"}[rng.Intn(2)]
	return side + " " + strings.Join(pieces, "|")
}

// TestFormationLegalityShortcut: on the open plane of kadesh, with blocks
// of knights crowded around the kings, GenerateLegal (which decides most
// formation moves without making them) keeps exactly the moves that
// make / in-check / unmake keeps, also a few random moves later; and the
// positions do hold formation moves that are illegal.
func TestFormationLegalityShortcut(t *testing.T) {
	v := builtin(t, "kadesh")
	positions := 4000
	if testing.Short() {
		positions = 1500
	}
	rng := rand.New(rand.NewSource(31))
	pseudo := movegen.NewMoveList(1024)
	ml := movegen.NewMoveList(1024)
	illegalFormations, checked := 0, 0
	for checked < positions {
		text := randomBlocksICN(rng)
		p, err := v.ParseICN(text, movegen.SparseBoard, nil)
		if err != nil {
			continue
		}
		for ply := 0; ply < 3; ply++ {
			checked++
			slow := moveTexts(p, p.GenerateLegalSlow)
			require.Equal(t, slow, legalTexts(p), "%s after %d plies", text, ply)
			p.Generate(pseudo)
			for _, m := range pseudo.Moves {
				if (m.Kind == movegen.Formation || m.Kind == movegen.FormationCapture) && !p.IsLegal(m) {
					illegalFormations++
				}
			}
			p.GenerateLegal(ml)
			if ml.Len() == 0 {
				break
			}
			p.Make(ml.Moves[rng.Intn(ml.Len())])
		}
	}
	require.Greater(t, illegalFormations, 20)
}
