package movegen_test

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestSparseLeapRowsMatchWalk: on the open plane, the attack test of the
// leaps by rows of the window's rank masks agrees with the walk over every
// direction, for targets all over the window, near its edges and outside
// it, with and without an ignored square.
func TestSparseLeapRowsMatchWalk(t *testing.T) {
	want := 12
	if testing.Short() {
		want = 4
	}
	for _, name := range []string{"infinite", "kadesh"} {
		v := builtin(t, name)
		rng := rand.New(rand.NewSource(31))
		checked, attacked, positions, shielded := 0, 0, 0, 0
		for i := 0; i < 2000 && positions < want; i++ {
			text := randomInfiniteICN(rng, i%2 == 1)
			p, err := v.ParseICN(text, movegen.SparseBoard, nil)
			if err != nil {
				continue // the side not to move is in check
			}
			positions++
			for x := int32(-40); x <= 40; x++ {
				for y := int32(-40); y <= 40; y++ {
					c := movegen.Coord{X: x, Y: y}
					for _, by := range []movegen.Color{movegen.White, movegen.Black} {
						// Half the time, ignore one of by's pieces within
						// a leap of c.
						ignore := movegen.NoCoord()
						var near []movegen.Coord
						for _, sq := range p.Pieces(by) {
							if max(abs(sq.X-x), abs(sq.Y-y)) <= 3 {
								near = append(near, sq)
							}
						}
						if len(near) > 0 && rng.Intn(2) == 0 {
							ignore = near[rng.Intn(len(near))]
						}
						rows, walk := p.AttackedSparseRows(c, by, ignore)
						require.Equal(t, walk, rows, "%s: %v attacked by %v ignoring %v in %s", name, c, by, ignore, p.ICN())
						checked++
						if ignore != movegen.NoCoord() {
							if r0, _ := p.AttackedSparseRows(c, by, movegen.NoCoord()); r0 && !walk {
								shielded++
							}
						}
						if walk {
							attacked++
						}
					}
				}
			}
		}
		require.Equal(t, want, positions)
		require.Greater(t, shielded, 100*want)
		require.Greater(t, attacked, checked/20)
	}
}

// randomInfiniteICN places the two kings within 10 squares of the origin
// and 10..49 pieces of Chess on an Infinite Plane's kinds within 24 (pawns
// on ranks they may stand on), one in eight of them within 300, Black to
// move when black.
func randomInfiniteICN(rng *rand.Rand, black bool) string {
	taken := map[[2]int]bool{}
	var pieces []string
	put := func(code string, spread int) {
		for {
			x, y := rng.Intn(2*spread+1)-spread, rng.Intn(2*spread+1)-spread
			switch code {
			case "P":
				y = rng.Intn(13) - 5 // ranks a pawn may stand on
			case "p":
				y = rng.Intn(13) + 2
			}
			if !taken[[2]int{x, y}] {
				taken[[2]int{x, y}] = true
				pieces = append(pieces, fmt.Sprintf("%s%d,%d", code, x, y))
				return
			}
		}
	}
	put("K", 10)
	put("k", 10)
	codes := []string{"P", "N", "B", "R", "Q", "CH", "HA", "GU"}
	for n := 10 + rng.Intn(40); n > 0; n-- {
		code := codes[rng.Intn(len(codes))]
		if rng.Intn(2) == 1 {
			code = strings.ToLower(code)
		}
		spread := 24
		if rng.Intn(8) == 0 {
			spread = 300
		}
		put(code, spread)
	}
	side := "w "
	if black {
		side = "b "
	}
	return side + strings.Join(pieces, "|")
}

// TestNoisyLeapRowsMatchWalk: on random open-plane positions and along
// random games from them, every piece's noisy moves are the same, in the
// same order, with the plain leaps' captures found by rows of bits as by
// walking every ray.
func TestNoisyLeapRowsMatchWalk(t *testing.T) {
	v := builtin(t, "infinite")
	rng := rand.New(rand.NewSource(37))
	captures, positions := 0, 0
	for i := 0; positions < 8; i++ {
		p, err := v.ParseICN(randomInfiniteICN(rng, i%2 == 1), movegen.SparseBoard, nil)
		if err != nil {
			continue // the side not to move is in check
		}
		positions++
		playRandom(p, rng, 40, func(p *movegen.Position) {
			for _, from := range p.Pieces(p.SideToMove()) {
				rows, walk := p.NoisyPieceRows(from)
				require.Equal(t, walk, rows, "%v in %s", from, p.ICN())
				captures += len(rows)
			}
		})
	}
	require.Greater(t, captures, 800)
}

// TestChecksAndPinsLeapRowsMatchWalk: on random open-plane positions, with
// either side to move (in check or not), the checkers and pins found with
// the leaps' checkers from rows of bits are those of the walk over every
// direction.
func TestChecksAndPinsLeapRowsMatchWalk(t *testing.T) {
	v := builtin(t, "infinite")
	rng := rand.New(rand.NewSource(41))
	checks, positions := 0, 0
	for i := 0; positions < 300; i++ {
		p, err := v.ParseICN(randomInfiniteICN(rng, i%2 == 1), movegen.SparseBoard, nil)
		if err != nil {
			continue // the side not to move is in check
		}
		positions++
		playRandom(p, rng, 10, func(p *movegen.Position) {
			rows, walk := p.ChecksAndPinsRows()
			require.Equal(t, walk, rows, "%s", p.ICN())
			if p.InCheck() {
				checks++
			}
		})
	}
	require.Greater(t, checks, 50)
}
