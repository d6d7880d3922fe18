package movegen_test

import (
	"math/rand"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// everyBoard returns fresh start positions of every built-in variant: the
// default board and, for a bounded variant, a sparse copy too (the
// unbounded ones on the open plane and inside their default border).
func everyBoard(t testing.TB) map[string]func() *movegen.Position {
	out := map[string]func() *movegen.Position{}
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		if v.Unbounded() {
			out[name+"/plane"] = v.StartPosition
			out[name+"/border"] = func() *movegen.Position {
				p, err := v.ParseICN(v.StartICN(), movegen.AutoBoard, new(v.Bounds()))
				require.NoError(t, err)
				return p
			}
			continue
		}
		out[name] = v.StartPosition
		out[name+"/sparse"] = func() *movegen.Position {
			p, err := v.ParseFENBoard(v.StartFEN(), movegen.SparseBoard)
			require.NoError(t, err)
			return p
		}
	}
	return out
}

// sortedNames sorts the keys of everyBoard's map for a deterministic order.
func sortedNames(m map[string]func() *movegen.Position) []string {
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// captures reports, by making it, whether m takes an enemy piece.
func captures(p *movegen.Position, m movegen.Move) bool {
	them := p.SideToMove().Other()
	before := len(p.Pieces(them))
	p.Make(m)
	after := len(p.Pieces(them))
	p.Unmake()
	return after < before
}

func gamesForTest() int {
	if testing.Short() {
		return 2
	}
	return 8
}

func TestGenerateNoisyIsTheFilteredLegalList(t *testing.T) {
	boards := everyBoard(t)
	rng := rand.New(rand.NewSource(11))
	noisy := movegen.NewMoveList(64)
	for _, name := range sortedNames(boards) {
		checks := 0
		for g := 0; g < gamesForTest(); g++ {
			playRandom(boards[name](), rng, 100, func(p *movegen.Position) {
				inCheck := p.InCheck()
				want := moveTexts(p, func(ml *movegen.MoveList) {
					p.GenerateLegal(ml)
					kept := ml.Moves[:0]
					for _, m := range ml.Moves {
						if inCheck || m.Promo != 0 || captures(p, m) {
							kept = append(kept, m)
						}
					}
					ml.Moves = kept
				})
				require.Equal(t, want, moveTexts(p, p.GenerateNoisy), "%s: %s", name, p.ICN())
				if inCheck {
					checks++
					require.Equal(t, legalTexts(p), moveTexts(p, p.GenerateEvasions), "%s: %s", name, p.ICN())
				}
				p.GenerateNoisy(noisy)
				for _, m := range noisy.Moves {
					require.Equal(t, inCheck || m.Promo != 0 || captures(p, m), inCheck || p.IsCapture(m) || m.Promo != 0)
				}
			})
		}
		t.Logf("%s: %d positions in check", name, checks)
	}
}

// listHas reports whether ml holds m.
func listHas(ml *movegen.MoveList, m movegen.Move) bool {
	for _, g := range ml.Moves {
		if g == m {
			return true
		}
	}
	return false
}

// mutate returns a move near m: another square, kind, promotion or Aux.
func mutate(rng *rand.Rand, m movegen.Move, pool []movegen.Move) movegen.Move {
	switch rng.Intn(6) {
	case 0:
		m.To.X += int32(rng.Intn(5) - 2)
		m.To.Y += int32(rng.Intn(5) - 2)
	case 1:
		m.From = pool[rng.Intn(len(pool))].From
	case 2:
		m.Kind = movegen.MoveKind(rng.Intn(8))
	case 3:
		m.Promo = movegen.PieceType(rng.Intn(8))
	case 4:
		m.Aux = pool[rng.Intn(len(pool))].To
	}
	return m
}

func TestIsPseudoLegalAgreesWithGenerate(t *testing.T) {
	boards := everyBoard(t)
	rng := rand.New(rand.NewSource(12))
	gen := movegen.NewMoveList(256)
	focused := movegen.NewMoveList(256)
	probes := 40
	if testing.Short() {
		probes = 8
	}
	for _, name := range sortedNames(boards) {
		var pool []movegen.Move // moves seen in earlier positions of the game
		for g := 0; g < gamesForTest(); g++ {
			start := boards[name]()
			plane := start.Variant().Unbounded() && start.Bounds().X1-start.Bounds().X0 > 1<<20
			playRandom(start, rng, 80, func(p *movegen.Position) {
				p.Generate(gen)
				for i, m := range gen.Moves {
					if i%(1+gen.Len()/probes) == 0 {
						require.True(t, p.IsPseudoLegal(m), "%s: %s in %s", name, p.MoveString(m), p.ICN())
					}
				}
				pool = append(pool, gen.Moves...)
				for i := 0; i < probes && len(pool) > 0; i++ {
					m := pool[rng.Intn(len(pool))]
					if i%2 == 1 {
						m = mutate(rng, m, pool)
					}
					got := p.IsPseudoLegal(m)
					if !plane {
						require.Equal(t, listHas(gen, m), got, "%s: %+v in %s", name, m, p.ICN())
						continue
					}
					// On the open plane Generate lists candidate squares only;
					// with To as the focus it lists every move to To.
					p.GenerateFocused(focused, m.To)
					require.Equal(t, listHas(focused, m), got, "%s: %+v in %s", name, m, p.ICN())
					if got {
						key := p.Key()
						p.Make(m)
						require.Equal(t, p.ComputeKey(), p.Key())
						p.Unmake()
						require.Equal(t, key, p.Key())
					}
				}
			})
			if len(pool) > 4000 {
				pool = pool[len(pool)-4000:]
			}
		}
	}
}

// randomCoord returns a coordinate that is often on a small board, sometimes
// far away and sometimes beyond the supported range.
func randomCoord(rng *rand.Rand) int32 {
	switch rng.Intn(4) {
	case 0:
		return int32(rng.Uint32())
	case 1:
		return int32(rng.Intn(2*movegen.MaxCoord+1) - movegen.MaxCoord)
	}
	return int32(rng.Intn(20) - 2)
}

func TestIsPseudoLegalNeverPanicsOnArbitraryMoves(t *testing.T) {
	boards := everyBoard(t)
	rng := rand.New(rand.NewSource(13))
	gen := movegen.NewMoveList(256)
	n := 300
	if testing.Short() {
		n = 60
	}
	for _, name := range sortedNames(boards) {
		playRandom(boards[name](), rng, 30, func(p *movegen.Position) {
			p.Generate(gen)
			for i := 0; i < n; i++ {
				m := movegen.Move{
					From:  movegen.Coord{X: randomCoord(rng), Y: randomCoord(rng)},
					To:    movegen.Coord{X: randomCoord(rng), Y: randomCoord(rng)},
					Aux:   movegen.Coord{X: randomCoord(rng), Y: randomCoord(rng)},
					Promo: movegen.PieceType(rng.Intn(256)),
					Kind:  movegen.MoveKind(rng.Intn(256)),
				}
				if rng.Intn(3) == 0 && gen.Len() > 0 { // a real piece's square
					m.From = gen.Moves[rng.Intn(gen.Len())].From
				}
				if p.IsPseudoLegal(m) {
					assert.True(t, listHas(gen, m), "%s: %+v", name, m)
				}
				assert.NotZero(t, m.Key())
			}
		})
	}
}

func TestGivesCheckMatchesMaking(t *testing.T) {
	boards := everyBoard(t)
	rng := rand.New(rand.NewSource(14))
	ml := movegen.NewMoveList(256)
	for _, name := range sortedNames(boards) {
		checks := 0
		playRandom(boards[name](), rng, 20*gamesForTest(), func(p *movegen.Position) {
			p.GenerateLegal(ml)
			them := p.SideToMove().Other()
			step := 1 + ml.Len()/(10*gamesForTest()) // a sample of long lists
			for i := 0; i < ml.Len(); i += step {
				m := ml.Moves[i]
				p.Make(m)
				k, ok := p.Royal(them)
				want := ok && p.Attacked(k, p.SideToMove().Other())
				p.Unmake()
				if want {
					checks++
				}
				require.Equal(t, want, p.GivesCheck(m), "%s: %s in %s", name, p.MoveString(m), p.ICN())
			}
		})
		t.Logf("%s: %d checking moves", name, checks)
	}
}

func TestMoveKeysAreNonzeroAndDistinct(t *testing.T) {
	boards := everyBoard(t)
	rng := rand.New(rand.NewSource(15))
	ml := movegen.NewMoveList(256)
	for _, name := range sortedNames(boards) {
		playRandom(boards[name](), rng, 60, func(p *movegen.Position) {
			p.Generate(ml)
			seen := map[movegen.MoveKey]movegen.Move{}
			for _, m := range ml.Moves {
				k := m.Key()
				require.NotZero(t, k)
				require.Equal(t, k, m.Key())
				if o, dup := seen[k]; dup {
					require.Equal(t, o, m, "%s: two moves with key %#x", name, k)
				}
				seen[k] = m
			}
		})
	}
}

func TestMoveKeyTable(t *testing.T) {
	e2e4 := movegen.Move{From: movegen.Coord{X: 5, Y: 2}, To: movegen.Coord{X: 5, Y: 4}, Aux: movegen.Coord{X: 5, Y: 3}, Kind: movegen.DoubleStep}
	far := movegen.Move{From: movegen.Coord{X: 5, Y: 2}, To: movegen.Coord{X: 5, Y: 1000000}}
	tests := []struct {
		name  string
		a, b  movegen.Move
		equal bool
	}{
		{"same move", e2e4, e2e4, true},
		{"promotion differs", movegen.Move{To: movegen.Coord{X: 1, Y: 8}, Promo: 2}, movegen.Move{To: movegen.Coord{X: 1, Y: 8}, Promo: 3}, false},
		{"kind differs", e2e4, movegen.Move{From: e2e4.From, To: e2e4.To, Aux: e2e4.Aux}, false},
		{"locust victim differs",
			movegen.Move{From: movegen.Coord{X: 3, Y: 3}, To: movegen.Coord{X: 5, Y: 5}, Aux: movegen.Coord{X: 4, Y: 4}, Kind: movegen.Locust},
			movegen.Move{From: movegen.Coord{X: 3, Y: 3}, To: movegen.Coord{X: 5, Y: 5}, Aux: movegen.Coord{X: 6, Y: 6}, Kind: movegen.Locust}, false},
		{"far move", far, far, true},
		{"far moves differ", far, movegen.Move{From: far.From, To: movegen.Coord{X: 5, Y: 1000001}}, false},
		{"zero move", movegen.Move{}, movegen.Move{}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.NotZero(t, tc.a.Key())
			assert.NotZero(t, tc.b.Key())
			assert.Equal(t, tc.equal, tc.a.Key() == tc.b.Key())
		})
	}
}

func TestGenerateEvasionsInCheck(t *testing.T) {
	tests := []struct {
		name, fen string
		moves     int
	}{
		{"double check: king moves only", "r3k3/8/3N4/1B6/8/8/8/4K3 b - - 0 1", 3},     // Kd8 Ke7 Kf8
		{"rook check: block, capture or step", "4k3/8/8/8/8/8/6B1/R3K2r w - - 0 1", 5}, // Bxh1 Bf1 Kd2 Ke2 Kf2
		{"pawn check, en passant capture", "8/8/8/3k4/4Pp2/8/8/4K3 b - e3 0 1", 9},     // eight king moves, fxe3
	}
	for _, tc := range tests {
		for _, kind := range boards {
			t.Run(tc.name+"/"+kind.String(), func(t *testing.T) {
				p := mustFEN(t, chess(t), tc.fen, kind)
				require.True(t, p.InCheck())
				ev := moveTexts(p, p.GenerateEvasions)
				assert.Equal(t, legalTexts(p), ev)
				assert.Equal(t, ev, moveTexts(p, p.GenerateNoisy))
				assert.Len(t, ev, tc.moves, "%v", ev)
			})
		}
	}
}

func TestMoveByKeyFindsEveryGeneratedMove(t *testing.T) {
	boards := everyBoard(t)
	rng := rand.New(rand.NewSource(16))
	ml := movegen.NewMoveList(256)
	for _, name := range sortedNames(boards) {
		playRandom(boards[name](), rng, 10*gamesForTest(), func(p *movegen.Position) {
			p.Generate(ml)
			moves := append([]movegen.Move(nil), ml.Moves...)
			step := 1 + len(moves)/20
			for i := 0; i < len(moves); i += step {
				got, ok := p.MoveByKey(moves[i].Key())
				require.True(t, ok, "%s: %s", name, p.MoveString(moves[i]))
				require.Equal(t, moves[i], got, name)
			}
			// Keys of the other side's moves and random keys find nothing
			// illegal.
			for i := 0; i < 20; i++ {
				k := movegen.MoveKey(rng.Uint32())
				if m, ok := p.MoveByKey(k); ok {
					require.True(t, p.IsPseudoLegal(m), "%s: key %#x", name, k)
					require.Equal(t, k, m.Key())
				}
			}
			_, ok := p.MoveByKey(movegen.NoMoveKey)
			require.False(t, ok)
		})
	}
}
