package movegen_test

import (
	"math/rand"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/betza"
	"lattice/movegen/variants"
)

// kingLegs is a queen-like piece written as n king legs: n-1 moves to empty
// squares, then a king step that moves or captures.
func kingLegs(n int) string { return strings.Repeat("ma", n-1) + "K" }

// legsVariant is a small game whose piece X is betza, on a files×ranks board.
func legsVariant(files, ranks int32, betza, start string) (*movegen.Variant, error) {
	return movegen.NewVariant(movegen.VariantDef{
		Name: "legs", Bounds: movegen.Bounds{X0: 1, X1: files, Y0: 1, Y1: ranks},
		Pieces: []movegen.PieceDef{
			{Name: "king", Letter: 'K', Betza: "K", Royal: true},
			{Name: "pawn", Letter: 'P', Betza: "fmWfcF", Pawn: true},
			{Name: "rook", Letter: 'R', Betza: "R"},
			{Name: "legs", Letter: 'X', Betza: betza},
		},
		StartFEN: start,
	})
}

// withDeadline runs f and fails the test if it takes longer than d.
func withDeadline(t *testing.T, d time.Duration, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("%s takes more than %v", what, d)
	}
}

// kingLegTargets is an independent reading of kingLegs(n) for the piece on
// from: per leg, the set of (square, last step) reached, every leg a king
// step that does not go straight back, the squares before the last empty.
func kingLegTargets(p *movegen.Position, from movegen.Coord, n int) map[movegen.Coord]bool {
	type state struct {
		sq   movegen.Coord
		prev movegen.Vec
	}
	var steps []movegen.Vec
	for dx := int32(-1); dx <= 1; dx++ {
		for dy := int32(-1); dy <= 1; dy++ {
			if dx != 0 || dy != 0 {
				steps = append(steps, movegen.Vec{X: dx, Y: dy})
			}
		}
	}
	us := p.At(from).Color()
	cur := map[state]bool{{sq: from}: true}
	out := map[movegen.Coord]bool{}
	for leg := 1; leg <= n; leg++ {
		next := map[state]bool{}
		for s := range cur {
			for _, d := range steps {
				if leg > 1 && d == s.prev.Neg() {
					continue
				}
				to := s.sq.Add(d)
				pc := p.At(to)
				switch {
				case pc == movegen.Offboard:
				case leg < n && pc == movegen.Empty:
					next[state{to, d}] = true
				case leg == n && (pc == movegen.Empty || pc.Color() != us):
					out[to] = true
				}
			}
		}
		cur = next
	}
	return out
}

// TestManyLegPathsArePolynomial: a piece of up to sixteen king legs loads
// (the start position's check test walks its paths), generates and answers
// attack tests at once, with the moves an independent reading gives. The
// walk used to try every combination of legs: 8^n ways.
func TestManyLegPathsArePolynomial(t *testing.T) {
	const start = "6rk/6pp/8/8/3X4/8/8/4K3 w - - 0 1"
	for _, n := range []int{8, 10, 12, 16} {
		var v *movegen.Variant
		withDeadline(t, 10*time.Second, kingLegs(n)+": NewVariant", func() {
			var err error
			v, err = legsVariant(8, 8, kingLegs(n), start)
			require.NoError(t, err)
		})
		for _, kind := range boards {
			p := mustFEN(t, v, start, kind)
			from := movegen.Coord{X: 4, Y: 4}
			ml := movegen.NewMoveList(64)
			withDeadline(t, 10*time.Second, kingLegs(n)+": Generate", func() { p.Generate(ml) })
			got := map[movegen.Coord]bool{}
			for _, m := range ml.Moves {
				if m.From == from {
					got[m.To] = true
				}
			}
			assert.Equal(t, kingLegTargets(p, from, n), got, "%d legs on %s", n, kind)
			assert.False(t, p.Attacked(movegen.Coord{X: 8, Y: 8}, movegen.White), "h8 is shielded (%d legs)", n)
			assert.True(t, p.Attacked(movegen.Coord{X: 7, Y: 8}, movegen.White), "g8 is reachable (%d legs)", n)
		}
	}
}

// TestPathMemoKeepsMoves: for pieces whose middle legs branch, the walk
// that remembers states gives exactly the moves, in the same order, and
// the attack answers of the plain walk over every way.
func TestPathMemoKeepsMoves(t *testing.T) {
	v := testVariant(t, 8, 8, orthodoxKing,
		movegen.PieceDef{Name: "a", Letter: 'A', Betza: "mamaK"},
		movegen.PieceDef{Name: "c", Letter: 'C', Betza: "cafmamaK"},
		movegen.PieceDef{Name: "d", Letter: 'D', Betza: "mpamaW"},
		movegen.PieceDef{Name: "e", Letter: 'E', Betza: "mafsmafsW"},
		movegen.PieceDef{Name: "g", Letter: 'G', Betza: "mRamRasiR"},
		movegen.PieceDef{Name: "h", Letter: 'H', Betza: "mRamcaB"},
		movegen.PieceDef{Name: "i", Letter: 'I', Betza: "mcamcamcaK"},
		movegen.PieceDef{Name: "j", Letter: 'J', Betza: "dapaK"},
		movegen.PieceDef{Name: "m", Letter: 'M', Betza: "cafcafcaR"},
		movegen.PieceDef{Name: "o", Letter: 'O', Betza: "mamaN"},
	)
	plain := v.WithoutPathMemo()
	rng := rand.New(rand.NewSource(12))
	a, b := movegen.NewMoveList(256), movegen.NewMoveList(256)
	checked := 0
	for i := 0; i < 200; i++ {
		fen := randomFEN(rng, 8, 8, 24, "PNBRQACDEGHIJMOpnbrqacdeghijmo")
		if rng.Intn(2) == 1 {
			fen = strings.Replace(fen, " w ", " b ", 1)
		}
		for _, kind := range boards {
			p, err := v.ParseFENBoard(fen, kind)
			if err != nil {
				continue
			}
			q := mustFEN(t, plain, fen, kind)
			p.Generate(a)
			q.Generate(b)
			require.Equal(t, b.Moves, a.Moves, "%s (%s)", fen, kind)
			for x := int32(1); x <= 8; x++ {
				for y := int32(1); y <= 8; y++ {
					sq := movegen.Coord{X: x, Y: y}
					for _, by := range []movegen.Color{movegen.White, movegen.Black} {
						require.Equal(t, q.Attacked(sq, by), p.Attacked(sq, by), "%s attacked by %s in %s", v.SquareName(sq), by, fen)
					}
				}
			}
			checked++
		}
	}
	require.Greater(t, checked, 100)
}

// loopTargets is an independent reading of a piece whose paths are king-
// system leaper legs that move (m), the last one moving or capturing as
// its mode says, with a repeated stretch: a breadth-first walk over (leg, square, step)
// with at most 64 legs in all. It gives the squares the piece on from may
// move to.
func loopTargets(t *testing.T, p *movegen.Position, from movegen.Coord, betzaText string) map[movegen.Coord]bool {
	ast, err := betza.Parse(betzaText)
	require.NoError(t, err)
	paths, err := betza.Expand(ast)
	require.NoError(t, err)
	us := p.At(from).Color()
	type state struct {
		leg  int
		sq   movegen.Coord
		prev betza.Vec
	}
	out := map[movegen.Coord]bool{}
	for _, path := range paths {
		cur := map[state]bool{{leg: 0, sq: from}: true}
		seen := map[state]bool{}
		for taken := 0; taken < 64 && len(cur) > 0; taken++ {
			next := map[state]bool{}
			for s := range cur {
				l := path.Legs[s.leg]
				steps := l.Dirs
				if s.leg > 0 {
					steps = l.Next(s.prev)
				}
				for _, d := range steps {
					if us == movegen.Black {
						d.Y = -d.Y // the test pieces are symmetric; mirror anyway
					}
					to := s.sq.Add(movegen.Vec{X: int32(d.X), Y: int32(d.Y)})
					if us == movegen.Black {
						d.Y = -d.Y
					}
					pc := p.At(to)
					if pc == movegen.Offboard {
						continue
					}
					last := s.leg == len(path.Legs)-1
					if last {
						if pc == movegen.Empty && l.Mode&betza.Move != 0 ||
							pc != movegen.Empty && pc.Color() != us && l.Mode&betza.Capture != 0 {
							out[to] = true
						}
						continue
					}
					if pc != movegen.Empty {
						continue
					}
					legs := []int{s.leg + 1}
					if path.RepeatFrom >= 0 && s.leg+1 == path.RepeatFrom {
						legs = append(legs, path.RepeatTo)
					}
					if path.RepeatFrom >= 0 && s.leg == path.RepeatTo-1 {
						legs = append(legs, path.RepeatFrom)
					}
					for _, k := range legs {
						if n := (state{k, to, d}); !seen[n] {
							seen[n] = true
							next[n] = true
						}
					}
				}
			}
			cur = next
		}
	}
	return out
}

// TestPathMemoRepeatedGroups: pieces whose repeated group branches (the
// plain walk would try up to 64 legs of every way) reach exactly the
// squares a breadth-first reading of their legs gives. (A 4×4 board: such
// pieces cost too much to walk on much larger ones, see TestPathCostLimit.)
func TestPathMemoRepeatedGroups(t *testing.T) {
	pieces := map[byte]string{'F': "Kma(mafsa)mK", 'L': "(mafsa)W", 'Y': "mWa(mafra)mW"}
	var defs []movegen.PieceDef
	for l, b := range pieces {
		defs = append(defs, movegen.PieceDef{Name: string(l), Letter: l, Betza: b})
	}
	v := testVariant(t, 4, 4, orthodoxKing, defs...)
	rng := rand.New(rand.NewSource(13))
	ml := movegen.NewMoveList(256)
	checked := 0
	for i := 0; i < 300; i++ {
		fen := randomFEN(rng, 4, 4, 5, "NBRQFLYnbrqfly")
		for _, kind := range boards {
			p, err := v.ParseFENBoard(fen, kind)
			if err != nil {
				continue
			}
			withDeadline(t, 10*time.Second, "Generate", func() { p.Generate(ml) })
			for _, from := range p.Pieces(movegen.White) {
				b, ok := pieces[v.Letter(p.At(from))]
				if !ok {
					continue
				}
				got := map[movegen.Coord]bool{}
				for _, m := range ml.Moves {
					if m.From == from {
						got[m.To] = true
					}
				}
				require.Equal(t, loopTargets(t, p, from, b), got, "%s on %s in %s", b, v.SquareName(from), fen)
				checked++
			}
		}
	}
	require.Greater(t, checked, 50)
}

// TestPathCostLimit: a piece whose walk could cost too much on its board is
// an error naming the piece, and a variant file points at the piece.
func TestPathCostLimit(t *testing.T) {
	for _, c := range []struct {
		betza        string
		files, ranks int32
		ok           bool
	}{
		{kingLegs(16), 8, 8, true},
		{kingLegs(16), 16, 16, false},
		{strings.Repeat("ma", 15) + "Q", 8, 8, false},
		{"mamaQ", 8, 8, true},
		{"mamaQ", 16, 16, false},
		{"mRcpR", 1000, 1000, true},
		{"mRamRamR", 1000, 1000, false},
	} {
		_, err := legsVariant(c.files, c.ranks, c.betza, "")
		if c.ok {
			assert.NoError(t, err, c.betza)
			continue
		}
		require.Error(t, err, c.betza)
		assert.Contains(t, err.Error(), "piece legs: "+c.betza, c.betza)
		assert.Contains(t, err.Error(), "at most", c.betza)
		var pe *movegen.PieceError
		require.ErrorAs(t, err, &pe)
		assert.Equal(t, 3, pe.Index)
	}
	file := "[variant q16]\ninherit = chess\n\n[piece queen]\nbetza = " + strings.Repeat("ma", 15) + "Q\n"
	_, err := variants.Parse("q16.ini", strings.NewReader(file))
	require.Error(t, err)
	assert.True(t, strings.HasPrefix(err.Error(), "q16.ini:4:1: variant q16: piece queen: "), err.Error())
}

// TestPathWalksDoNotAllocate: once a position has walked its paths, the
// states the walks remember live in reused memory.
func TestPathWalksDoNotAllocate(t *testing.T) {
	const start = "6rk/6pp/8/8/3X4/8/8/4K3 w - - 0 1"
	v, err := legsVariant(8, 8, kingLegs(16), start)
	require.NoError(t, err)
	for _, kind := range boards {
		p := mustFEN(t, v, start, kind)
		ml := movegen.NewMoveList(256)
		run := func() {
			p.Generate(ml)
			p.Attacked(movegen.Coord{X: 8, Y: 8}, movegen.White)
		}
		run()
		assert.Zero(t, testing.AllocsPerRun(10, run), kind)
	}
}
