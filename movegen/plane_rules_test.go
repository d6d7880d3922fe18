package movegen_test

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/icn"
)

// Rules of Chess on an Infinite Plane (shared/rules/infinite-plane.md) through
// the built-in catalogue: the huygens, the open plane, ICN round trips, move
// text and the table of insufficient material.

// mustICN reads an ICN position; border nil means the open plane.
func mustICN(t testing.TB, v *movegen.Variant, text string, kind movegen.BoardKind, border *movegen.Bounds) *movegen.Position {
	t.Helper()
	p, err := v.ParseICN(text, kind, border)
	require.NoError(t, err, text)
	return p
}

// trialPrime is a primality test by trial division, independent of the
// kernel's Miller–Rabin.
func trialPrime(n int64) bool {
	if n < 2 {
		return false
	}
	for d := int64(2); d*d <= n; d++ {
		if n%d == 0 {
			return false
		}
	}
	return true
}

// targetsOf lists the legal destinations of the piece on from, as "x,y"
// (with "=CODE" for promotions), sorted.
func targetsOf(p *movegen.Position, from movegen.Coord) []string {
	ml := movegen.NewMoveList(256)
	p.GenerateLegal(ml)
	out := []string{}
	for _, m := range ml.Moves {
		if m.From == from {
			out = append(out, m.To.String())
		}
	}
	sort.Strings(out)
	return out
}

func coords(cs ...[2]int32) []string {
	out := []string{}
	for _, c := range cs {
		out = append(out, movegen.Coord{X: c[0], Y: c[1]}.String())
	}
	sort.Strings(out)
	return out
}

func TestHuygensDistances(t *testing.T) {
	v := builtin(t, "infinite-huygens")
	for _, d := range []int64{5, 7, 11, 13, 999983, 1000003, 999999937} {
		require.True(t, trialPrime(d), d)
	}
	for _, d := range []int64{1, 4, 6, 9, 25, 1000001, 999999999} {
		require.False(t, trialPrime(d), d)
	}
	// Inside a 16×16 border with the huygens on (0,0) near its lower-left
	// corner: exactly 5, 7, 11 and 13 up and to the right, on both boards.
	small := movegen.Bounds{X0: -2, X1: 13, Y0: -2, Y1: 13}
	want := coords([2]int32{5, 0}, [2]int32{7, 0}, [2]int32{11, 0}, [2]int32{13, 0},
		[2]int32{0, 5}, [2]int32{0, 7}, [2]int32{0, 11}, [2]int32{0, 13})
	for _, kind := range boards {
		p := mustICN(t, v, "w HU0,0|K1,2|k10,12", kind, &small)
		assert.Equal(t, want, targetsOf(p, movegen.Coord{}), kind)
	}
	// Inside ±40: every prime distance from 5 to 40 in the four orthogonal
	// directions, nothing else (no diagonal, no 1..4, 6, 9, 25).
	big := movegen.Bounds{X0: -40, X1: 40, Y0: -40, Y1: 40}
	p := mustICN(t, v, "w HU0,0|K1,2|k10,12", movegen.SparseBoard, &big)
	var cs [][2]int32
	for d := int32(1); d <= 40; d++ {
		if trialPrime(int64(d)) && d >= 5 {
			cs = append(cs, [2]int32{d, 0}, [2]int32{-d, 0}, [2]int32{0, d}, [2]int32{0, -d})
		}
	}
	assert.Equal(t, coords(cs...), targetsOf(p, movegen.Coord{}))
}

func TestHuygensCapturesThroughPieces(t *testing.T) {
	v := builtin(t, "infinite-huygens")
	// Black knights on (d,0) for d = 1..7, 9, 11, 13 and 25, a white knight
	// on (17,0): the huygens jumps over all of them and captures at 5, 7,
	// 11 and 13 only; 17 holds a friend; 19, 23 and 29 are empty.
	var sb strings.Builder
	sb.WriteString("w HU0,0|K-20,-20|k20,20|N17,0")
	for _, d := range []int{1, 2, 3, 4, 5, 6, 7, 9, 11, 13, 25} {
		fmt.Fprintf(&sb, "|n%d,0", d)
	}
	border := movegen.Bounds{X0: -30, X1: 30, Y0: -30, Y1: 30}
	p := mustICN(t, v, sb.String(), movegen.SparseBoard, &border)
	var right []string
	for _, to := range targetsOf(p, movegen.Coord{}) {
		if strings.HasSuffix(to, ",0") && !strings.HasPrefix(to, "-") {
			right = append(right, to)
		}
	}
	assert.Equal(t, coords([2]int32{5, 0}, [2]int32{7, 0}, [2]int32{11, 0}, [2]int32{13, 0},
		[2]int32{19, 0}, [2]int32{23, 0}, [2]int32{29, 0}), right)
	// On the open plane the captures are the same (quiet leaps are only
	// candidates there).
	p = mustICN(t, v, sb.String(), movegen.SparseBoard, nil)
	got := targetsOf(p, movegen.Coord{})
	for _, d := range []int32{5, 7, 11, 13} {
		assert.Contains(t, got, movegen.Coord{X: d}.String())
	}
	for _, d := range []int32{1, 2, 3, 4, 6, 9, 17, 25} {
		assert.NotContains(t, got, movegen.Coord{X: d}.String())
	}
}

func TestHuygensCheckAtLargeDistances(t *testing.T) {
	v := builtin(t, "infinite-huygens")
	dists := []int64{4, 5, 9, 25, 999983, 999991, 999999, 1000001, 1000003, 1000033,
		999999929, 999999937, 999999999, 1000000007, 1000000009, 1000000011}
	dirs := [][2]int64{{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {1, 1}}
	checks, primes := 0, 0
	for _, d := range dists {
		prime := trialPrime(d)
		if prime {
			primes++
		}
		for _, dir := range dirs {
			kx, ky := dir[0]*d, dir[1]*d
			// Pieces of both colours stand between: the huygens leaps over them.
			text := fmt.Sprintf("b HU0,0|K-7,11|P%d,%d|k%d,%d|n%d,%d", dir[0]*2, dir[1]*2, kx, ky, dir[0]*3, dir[1]*3)
			p := mustICN(t, v, text, movegen.SparseBoard, nil)
			want := prime && (dir[0] == 0 || dir[1] == 0)
			assert.Equal(t, want, p.InCheck(), "%s", text)
			if !want {
				continue
			}
			checks++
			// The king steps off the line; the game goes on. No king move
			// ends on the huygens' rank or file at a prime distance ≥ 5.
			assert.Equal(t, movegen.Ongoing, p.Outcome(), text)
			ml := movegen.NewMoveList(64)
			p.GenerateLegal(ml)
			require.NotZero(t, ml.Len(), text)
			for _, m := range ml.Moves {
				if m.To.X != 0 && m.To.Y != 0 {
					continue
				}
				dist := int64(m.To.X) + int64(m.To.Y)
				if dist < 0 {
					dist = -dist
				}
				assert.False(t, dist >= 5 && trialPrime(dist), "%s: %s", text, p.ICNMove(m))
			}
		}
	}
	assert.Equal(t, 4*primes, checks)
	assert.GreaterOrEqual(t, primes, 6, "the distances hold enough primes")
}

func TestHuygensOnlyMoveIsAFarCapture(t *testing.T) {
	v := builtin(t, "infinite-huygens")
	// The rook on (1000,0) checks the king on (0,0) along rank 0. The
	// huygens on (1000, -999999937) cannot land on rank 0 between them, and
	// it may not leave the king in check: its one legal move is the capture
	// 999,999,937 squares away.
	const text = "w K0,0|HU1000,-999999937|r1000,0|k-500,777"
	p := mustICN(t, v, text, movegen.SparseBoard, nil)
	require.True(t, p.InCheck())
	assert.Equal(t, []string{"1000,0"}, targetsOf(p, movegen.Coord{X: 1000, Y: -999999937}))
	m, err := p.ParseMove("HU(1000,-999999937)x(1000,0)")
	require.NoError(t, err)
	p.Make(m)
	assert.False(t, p.InCheck())
	assert.Equal(t, movegen.Empty, p.At(movegen.Coord{X: 1000, Y: -999999937}))
}

// apartICN is a position of infinite-huygens with White's king, queen, rook,
// bishop, knight and huygens near (0,0) and Black's near (d,d).
func apartICN(d int) string {
	return fmt.Sprintf("w K0,0|Q2,1|R-3,2|B1,-2|N2,-1|HU4,3|k%d,%d|q%d,%d|r%d,%d|b%d,%d|n%d,%d|hu%d,%d",
		d, d, d+2, d-1, d-3, d+2, d+1, d+3, d-2, d+1, d-4, d-2)
}

func TestOpenPlaneFarApartIsFast(t *testing.T) {
	v := builtin(t, "infinite-huygens")
	for _, d := range []int{10, 1000, 1000000, 100000000} {
		p := mustICN(t, v, apartICN(d), movegen.SparseBoard, nil)
		ml := movegen.NewMoveList(1024)
		p.GenerateLegal(ml)
		n := ml.Len()
		assert.Greater(t, n, 40, "d=%d", d)
		assert.Less(t, n, 1000, "d=%d: candidate lists are bounded", d)
		allocs := testing.AllocsPerRun(100, func() { p.GenerateLegal(ml) })
		assert.Zero(t, allocs, "d=%d: GenerateLegal allocates", d)
		// The best of three means of 1000 runs, against noise from other work.
		const runs = 1000
		mean := time.Hour
		for trial := 0; trial < 3; trial++ {
			start := time.Now()
			for i := 0; i < runs; i++ {
				p.GenerateLegal(ml)
			}
			mean = min(mean, time.Since(start)/runs)
		}
		assert.Less(t, mean, 100*time.Microsecond, "d=%d: mean GenerateLegal time", d)
		t.Logf("kings %d apart: %d legal moves, %v per GenerateLegal", d, n, mean)
		// Every move is made and unmade exactly, whatever the distances.
		before, key := p.ICN(), p.Key()
		for _, m := range ml.Moves {
			p.Make(m)
			assert.Equal(t, p.ComputeKey(), p.Key(), "d=%d: %s", d, p.ICN())
			p.Unmake()
		}
		assert.Equal(t, before, p.ICN())
		assert.Equal(t, key, p.Key())
	}
}

func TestOpenPlaneCheckmateFarAway(t *testing.T) {
	v := builtin(t, "infinite")
	cases := []struct {
		name, icn string
		want      movegen.Outcome
	}{
		// The rook on (10^6,0) checks along rank 0, the rook on
		// (10^6+1,1) holds rank 1, the queen on (-10^6,-1) rank -1.
		{"mate by far pieces", "b k0,0|R1000000,0|R1000001,1|Q-1000000,-1|K5,500000", movegen.Checkmate},
		// A black rook can block on (700,0), 700 squares from its start.
		{"a far block saves", "b k0,0|R1000000,0|R1000001,1|Q-1000000,-1|K5,500000|r700,9", movegen.Ongoing},
		// A black bishop can capture the checking rook a million squares away.
		{"a far capture saves", "b k0,0|R1000000,0|R1000001,1|Q-1000000,-1|K5,500000|b999990,-10", movegen.Ongoing},
		// Not in check and no move: stalemate, with the pieces far away.
		{"stalemate", "b k0,0|R1000001,1|Q-1000000,-1|R-1,1000000|R1,-1000000|K5,500000", movegen.Stalemate},
	}
	for _, c := range cases {
		p := mustICN(t, v, c.icn, movegen.SparseBoard, nil)
		assert.Equal(t, c.want, p.Outcome(), c.name)
	}
}

// roundTripICN checks that p's ICN reads back to the same position and
// writes the same text again.
func roundTripICN(t *testing.T, v *movegen.Variant, p *movegen.Position) {
	t.Helper()
	text := p.ICN()
	for _, kind := range []movegen.BoardKind{movegen.AutoBoard, movegen.SparseBoard} {
		q, err := v.ParseICN(text, kind, nil)
		require.NoError(t, err, text)
		require.Equal(t, p.Key(), q.Key(), text)
		require.Equal(t, text, q.ICN())
		require.Equal(t, p.Bounds(), q.Bounds(), text)
	}
}

func TestICNRoundTripAfterRandomPlay(t *testing.T) {
	plies := 80
	if testing.Short() {
		plies = 40
	}
	checked := 0
	for _, name := range []string{"infinite", "infinite-huygens", "kadesh"} {
		v := builtin(t, name)
		for seed := int64(1); seed <= 3; seed++ {
			rng := rand.New(rand.NewSource(seed))
			var p *movegen.Position
			if seed == 3 { // inside the default world border
				p = mustICN(t, v, v.StartICN(), movegen.SparseBoard, new(v.Bounds()))
			} else {
				p = v.StartPosition()
			}
			playRandom(p, rng, plies, func(p *movegen.Position) {
				roundTripICN(t, v, p)
				require.Equal(t, p.ComputeKey(), p.Key())
				checked++
			})
		}
	}
	t.Logf("%d positions round-tripped", checked)
}

// FuzzParseICNPosition: any text either fails cleanly or gives a position
// whose ICN reads back to the same position.
func FuzzParseICNPosition(f *testing.F) {
	for _, name := range []string{"infinite", "infinite-huygens", "kadesh"} {
		f.Add(builtin(f, name).StartICN())
	}
	for _, s := range []string{
		"w P5,2+|K5,1|k5,8",
		"b 3,6 K0,0|k9,9|p3,5|P4,5",
		"w 0/100 7 (8;q,ch,r,b,n,ha,gu,hu|1;q,ch,r,b,n,ha,gu,hu) -5,14,-6,15 checkmate K0,0|k9,9|P3,2+ 3,2>3,4",
		"w K0,0|k1000000000,-1000000000|HU999999937,0",
		"[Event \"x\"] w K0,0|k5,5|Q1,1 1,1>2,2|5,5>6,6",
		"w K0,0|k9,9|N0,-1|N0,-2|N1,-1|N1,-2",
		"w _,_,_,_ K0,0|k9,9",
		"w K0,0|k0,0",
		"w K0,0|K1,1|k5,5",
		"w K0,0|k5,5|P3,8",
		"w K0,0|k2000000000,0",
	} {
		f.Add(s)
	}
	v := builtin(f, "infinite-huygens")
	f.Fuzz(func(t *testing.T, text string) {
		g, err := icn.Parse(text)
		if err != nil {
			_, err := v.ParseICN(text, movegen.AutoBoard, nil)
			require.Error(t, err, "%q does not parse as ICN", text)
			return
		}
		if len(g.Moves) > 50 {
			return
		}
		p, err := v.ParseICN(text, movegen.AutoBoard, nil)
		if err != nil {
			return
		}
		out := p.ICN()
		q, err := v.ParseICN(out, movegen.AutoBoard, nil)
		require.NoError(t, err, "%q -> %q", text, out)
		require.Equal(t, out, q.ICN())
		require.Equal(t, p.Key(), q.Key(), out)
	})
}

func TestPlaneMoveText(t *testing.T) {
	v := builtin(t, "infinite")
	h := builtin(t, "infinite-huygens")
	k := builtin(t, "kadesh")
	type want struct {
		from, to [2]int32
		promo    string // the promotion's ICN code, "" for none
		kind     movegen.MoveKind
	}
	start := v.StartICN()
	blackStart := "b" + start[1:]
	cases := []struct {
		v        *movegen.Variant
		icn, txt string
		want     want
	}{
		// The seed's lettered forms: (e8) is (-1,1), (e5) is (-1,-2).
		{v, start, "R(e8)-(e5)", want{[2]int32{-1, 1}, [2]int32{-1, -2}, "", movegen.Normal}},
		{v, start, "R(e5)", want{[2]int32{-1, 1}, [2]int32{-1, -2}, "", movegen.Normal}},
		{v, "w K-10,-10|k20,20|R-5,1", "R(a8)-(φ8)", want{[2]int32{-5, 1}, [2]int32{-6, 1}, "", movegen.Normal}},
		{v, "w K-10,-10|k20,20|R-5,1", "R(08)", want{[2]int32{-5, 1}, [2]int32{-6, 1}, "", movegen.Normal}},
		{v, "w K-10,-10|k20,20|R-5,1", "R(a8)-(08)", want{[2]int32{-5, 1}, [2]int32{-6, 1}, "", movegen.Normal}},
		// Numeric forms.
		{v, "w K-10,-10|k20,20|R8,4", "R(8,4)-(1,4)", want{[2]int32{8, 4}, [2]int32{1, 4}, "", movegen.Normal}},
		{v, "w K-10,-10|k20,20|R8,4", "R(1,4)", want{[2]int32{8, 4}, [2]int32{1, 4}, "", movegen.Normal}},
		{v, "w K-10,-10|k20,20|R8,4", "R(n11)-(g11)", want{[2]int32{8, 4}, [2]int32{1, 4}, "", movegen.Normal}},
		{v, "w K-10,-10|k20,20|R1,4|p0,4", "R(1,4)x(0,4)", want{[2]int32{1, 4}, [2]int32{0, 4}, "", movegen.Normal}},
		{v, "w K-10,-10|k20,20|R1,4|p0,4", "Rx(0,4)", want{[2]int32{1, 4}, [2]int32{0, 4}, "", movegen.Normal}},
		{v, "w K-10,-10|k20,20|R1,4|p0,4", "R(g11)x(f11)", want{[2]int32{1, 4}, [2]int32{0, 4}, "", movegen.Normal}},
		{v, "w K-10,-10|k20,20|R1,4|p0,4", "1,4>0,4", want{[2]int32{1, 4}, [2]int32{0, 4}, "", movegen.Normal}},
		// Pawns: no letter.
		{v, start, "(5,2)-(5,4)", want{[2]int32{5, 2}, [2]int32{5, 4}, "", movegen.DoubleStep}},
		{v, start, "(5,4)", want{[2]int32{5, 2}, [2]int32{5, 4}, "", movegen.DoubleStep}},
		{v, start, "(k9)-(k11)", want{[2]int32{5, 2}, [2]int32{5, 4}, "", movegen.DoubleStep}},
		{v, start, "5,2>5,4", want{[2]int32{5, 2}, [2]int32{5, 4}, "", movegen.DoubleStep}},
		{v, blackStart, "(-1,7)-(-1,6)", want{[2]int32{-1, 7}, [2]int32{-1, 6}, "", movegen.Normal}},
		{v, blackStart, "(-1,6)", want{[2]int32{-1, 7}, [2]int32{-1, 6}, "", movegen.Normal}},
		// Pieces from the start; a far square of an open ray.
		{v, start, "N(2,1)-(3,3)", want{[2]int32{2, 1}, [2]int32{3, 3}, "", movegen.Normal}},
		{v, start, "N(i10)", want{[2]int32{2, 1}, [2]int32{3, 3}, "", movegen.Normal}},
		{v, start, "Q(4,1)-(4,-1000000)", want{[2]int32{4, 1}, [2]int32{4, -1000000}, "", movegen.Normal}},
		{v, start, "4,1>4,-1000000", want{[2]int32{4, 1}, [2]int32{4, -1000000}, "", movegen.Normal}},
		{v, start, "B(6,1)-(-999994,-999999)", want{[2]int32{6, 1}, [2]int32{-999994, -999999}, "", movegen.Normal}},
		{v, start, "CH(0,1)-(1,3)", want{[2]int32{0, 1}, [2]int32{1, 3}, "", movegen.Normal}},
		{v, start, "HA(-2,-6)-(1,-3)", want{[2]int32{-2, -6}, [2]int32{1, -3}, "", movegen.Normal}},
		// Promotions, compulsory on y = 8 (White) and y = 1 (Black).
		{v, "w K-10,-10|k20,20|P3,7|n4,8", "(3,7)-(3,8)=Q", want{[2]int32{3, 7}, [2]int32{3, 8}, "Q", movegen.Normal}},
		{v, "w K-10,-10|k20,20|P3,7|n4,8", "(3,8)=Q", want{[2]int32{3, 7}, [2]int32{3, 8}, "Q", movegen.Normal}},
		{v, "w K-10,-10|k20,20|P3,7|n4,8", "(i14)-(i15)=N", want{[2]int32{3, 7}, [2]int32{3, 8}, "N", movegen.Normal}},
		{v, "w K-10,-10|k20,20|P3,7|n4,8", "3,7>3,8=CH", want{[2]int32{3, 7}, [2]int32{3, 8}, "CH", movegen.Normal}},
		{v, "w K-10,-10|k20,20|P3,7|n4,8", "3,7>3,8=ch", want{[2]int32{3, 7}, [2]int32{3, 8}, "CH", movegen.Normal}},
		{v, "w K-10,-10|k20,20|P3,7|n4,8", "(3,7)x(4,8)=GU", want{[2]int32{3, 7}, [2]int32{4, 8}, "GU", movegen.Normal}},
		{v, "w K-10,-10|k20,20|P3,7|n4,8", "3,7>4,8=ha", want{[2]int32{3, 7}, [2]int32{4, 8}, "HA", movegen.Normal}},
		{v, "b K-10,-10|k20,20|p3,2", "3,2>3,1=q", want{[2]int32{3, 2}, [2]int32{3, 1}, "Q", movegen.Normal}},
		{v, "b K-10,-10|k20,20|p3,2", "(3,1)=R", want{[2]int32{3, 2}, [2]int32{3, 1}, "R", movegen.Normal}},
		{h, "b K-10,-10|k20,20|p3,2", "3,2>3,1=HU", want{[2]int32{3, 2}, [2]int32{3, 1}, "HU", movegen.Normal}},
		// En passant.
		{v, "b 4,4 K-10,-10|k20,20|P4,5|p5,5", "(5,5)x(4,4)", want{[2]int32{5, 5}, [2]int32{4, 4}, "", movegen.EnPassant}},
		// Huygens and formations.
		{h, "w K-10,-10|k20,20|HU0,0|n0,999999937", "HUx(0,999999937)", want{[2]int32{0, 0}, [2]int32{0, 999999937}, "", movegen.Normal}},
		{k, k.StartICN(), "0,-2>0,-3", want{[2]int32{0, -2}, [2]int32{0, -3}, "", movegen.Formation}},
	}
	for _, c := range cases {
		p := mustICN(t, c.v, c.icn, movegen.AutoBoard, nil)
		before := p.ICN()
		m, err := p.ParseMove(c.txt)
		if !assert.NoError(t, err, c.txt) {
			continue
		}
		got := want{[2]int32{m.From.X, m.From.Y}, [2]int32{m.To.X, m.To.Y}, "", m.Kind}
		if m.Promo != 0 {
			got.promo = c.v.Def(m.Promo).ICNCode()
		}
		assert.Equal(t, c.want, got, c.txt)
		assert.Equal(t, before, p.ICN(), "reading %s changed the position", c.txt)
		// The move reads back from its machine form.
		m2, err := p.ParseICNMove(p.ICNMove(m))
		require.NoError(t, err, p.ICNMove(m))
		assert.Equal(t, m, m2, c.txt)
	}
}

func TestPlaneMoveTextErrors(t *testing.T) {
	v := builtin(t, "infinite")
	start := v.StartICN()
	cases := []struct {
		icn, txt, msg string
	}{
		// Two rooks reach (3,4); the short form does not say which.
		{"w K-10,-10|k20,20|R1,4|R8,4", "R(3,4)", "ambiguous"},
		{"w K-10,-10|k20,20|R1,4|R8,4", "(3,4)", "no legal move"}, // no letter: a pawn's move
		{"w K-10,-10|k20,20|N1,1|N5,1", "N(3,2)", "ambiguous"},
		// A promotion must name its piece, and only the variant's pieces.
		{"w K-10,-10|k20,20|P3,7", "(3,7)-(3,8)", "no legal move"},
		{"w K-10,-10|k20,20|P3,7", "(3,8)=K", "no legal move"},
		{"w K-10,-10|k20,20|P3,7", "(3,8)=P", "no legal move"},
		{"w K-10,-10|k20,20|P3,7", "(3,8)=HU", "not a piece"},
		{"w K-10,-10|k20,20|P3,7", "(3,8)=Z", ""},
		// Illegal moves.
		{start, "(5,2)-(5,5)", "no legal move"},
		{start, "K(5,1)-(5,2)", "no legal move"},
		{start, "R(e8)-(e1)", "no legal move"},
		{start, "Q(4,1)-(5,1)", "no legal move"},
		{start, "5,7>5,5", "no legal move"},                           // Black's pawn, White to move
		{"w K0,0|r0,10|R0,5|k20,20", "R(0,5)-(3,5)", "no legal move"}, // pinned
		{"w K0,0|r0,10|k20,20", "K(0,0)-(0,1)", "no legal move"},      // into check
		// Text that is no move, or off the plane.
		{start, "R(1,4)-", ""},
		{start, "", ""},
		{start, "3,4", ""},
		{start, "5,2>5,4=", ""},
		{start, "5,2>5,2000000000", ""},
		{start, "Z(1,1)-(1,2)", "not a piece"},
	}
	for _, c := range cases {
		p := mustICN(t, v, c.icn, movegen.AutoBoard, nil)
		before, key := p.ICN(), p.Key()
		_, err := p.ParseMove(c.txt)
		if assert.Error(t, err, "%q in %s", c.txt, c.icn) {
			assert.NotEmpty(t, err.Error())
			if c.msg != "" {
				assert.Contains(t, err.Error(), c.msg, c.txt)
			}
			t.Logf("%-14q -> %v", c.txt, err)
		}
		assert.Equal(t, before, p.ICN(), "a rejected move changed the position")
		assert.Equal(t, key, p.Key())
	}
	// The long form resolves the ambiguity.
	p := mustICN(t, v, "w K-10,-10|k20,20|N1,1|N5,1", movegen.AutoBoard, nil)
	m, err := p.ParseMove("N(1,1)-(3,2)")
	require.NoError(t, err)
	assert.Equal(t, movegen.Coord{X: 1, Y: 1}, m.From)
}

// materialICN writes a position with both kings far apart and the given
// material. Each piece is an ICN code; a bishop is "Bd" or "Bl" for a dark
// ((x+y) even) or light square. White's pieces stand on y = 3, Black's on
// y = 6, three files apart, where no piece checks either king.
func materialICN(white, black []string) string {
	var sb strings.Builder
	sb.WriteString("w K-100,-100|k-100,100")
	for side, pieces := range [][]string{white, black} {
		y := int32(3 + 3*side)
		for i, code := range pieces {
			x := int32(10 + 3*i)
			switch code {
			case "Bd", "Bl":
				if ((x+y)%2 == 0) != (code == "Bd") {
					x++
				}
				code = "B"
			}
			if side == 1 {
				code = strings.ToLower(code)
			}
			fmt.Fprintf(&sb, "|%s%d,%d", code, x, y)
		}
	}
	return sb.String()
}

func TestPlaneInsufficientMaterial(t *testing.T) {
	m := func(s string) []string { return strings.Fields(s) }
	type line struct{ white, black string }
	// Every line of the table in infinite-plane.md, as written (White's
	// extra / Black's extra). Bishops of a pair "opposite" stand on two
	// colours; "same-colour" bishops all on dark ones.
	table := []line{
		{"Q", "Q"}, {"Q", "R"}, {"Q", "Bd N"}, {"Q", "Bd Bl"}, {"Q", "N N"}, {"Q", "P"},
		{"R Bd", "N"}, {"R N", "N"}, {"R", "R"}, {"R", "Bd Bl"}, {"R", "Bl N"}, {"R", "N N"}, {"R", "P"},
		{"Bd Bd Bl", ""}, {"Bd Bd Bd Bl", ""}, {"Bd Bl", ""}, // any same-colour bishops + one opposite
		{"Bd Bd N", ""}, {"Bl Bl Bl N", ""}, // same-colour bishops + N
		{"Bd Bd", "P"}, {"Bl Bl Bl Bl", "P"}, // same-colour bishops / P
		{"Bd Bl N", ""}, {"Bd Bl", "Bd"}, {"Bd Bl", "N"}, {"Bd Bl", "P"},
		{"Bd N N", ""}, {"Bd N", "Bl"}, {"Bd N", "N"}, {"Bl N", "P"}, {"Bd", "N N"},
		{"N N N", ""}, {"N N", "N"}, {"N N", "P"}, {"P P P", "P"},
		{"CH", ""}, {"HA HA", ""}, {"HA Bd", ""}, {"GU", ""},
	}
	// Parts of lines: a lone king plus a part of a line is also a draw.
	parts := []line{
		{"", ""}, {"Q", ""}, {"R", ""}, {"Bd", ""}, {"N", ""}, {"P", ""}, {"HA", ""},
		{"R Bd", ""}, {"R N", ""}, {"N N", ""}, {"Bd N", ""}, {"Bd Bd", ""}, {"P P", ""},
		{"Q", "Bd"}, {"Q", "N"}, {"R", "Bd"}, {"R", "N"}, {"Bd", "Bd"}, {"Bd", "P"}, {"P", "P"},
		{"Bd Bl", "Bl"}, {"P P", "P"}, {"P P P", ""},
	}
	// Material in no line keeps playing.
	sufficient := []line{
		{"Q R", ""}, {"Q Q", ""}, {"R R", ""}, {"Q N", ""}, {"Q Bd", ""}, {"Q P", ""},
		{"Q", "Q Q"}, {"Q", "R N"}, {"R", "R N"}, {"R P", ""}, {"R", "Bd Bd Bl"},
		{"CH N", ""}, {"CH", "P"}, {"CH CH", ""}, {"HA", "P"}, {"HA HA HA", ""}, {"HA N", ""},
		{"GU GU", ""}, {"GU", "N"}, {"Bd Bd Bl Bl", ""}, {"Bd Bl N", "P"}, {"Bd Bl Bl N", ""},
		{"Bd N N N", ""}, {"N N N N", ""}, {"N N N", "P"}, {"P P P P", ""}, {"P P P", "P P"},
		{"Bd Bl Bd N", ""},
	}
	v := builtin(t, "infinite")
	check := func(l line, want movegen.Outcome, what string) {
		for _, swap := range []bool{false, true} {
			w, b := m(l.white), m(l.black)
			if swap { // either colour
				w, b = b, w
			}
			text := materialICN(w, b)
			p := mustICN(t, v, text, movegen.SparseBoard, nil)
			require.False(t, p.InCheck(), text)
			assert.Equal(t, want, p.Outcome(), "%s %q / %q: %s", what, strings.Join(w, "+"), strings.Join(b, "+"), text)
		}
	}
	for _, l := range table {
		check(l, movegen.InsufficientMaterial, "table line")
	}
	for _, l := range parts {
		check(l, movegen.InsufficientMaterial, "part of a line")
	}
	for _, l := range sufficient {
		check(l, movegen.Ongoing, "sufficient")
	}
	// A huygens is in no line; and the rule is the plane's only.
	h := builtin(t, "infinite-huygens")
	p := mustICN(t, h, "w K-100,-100|k-100,100|HU10,3", movegen.SparseBoard, nil)
	assert.Equal(t, movegen.Ongoing, p.Outcome(), "U/– keeps playing")
	p = mustICN(t, h, "w K-100,-100|k-100,100|Q10,3", movegen.SparseBoard, nil)
	assert.Equal(t, movegen.InsufficientMaterial, p.Outcome(), "Q/– in the huygens variant")
	t.Logf("%d table lines, %d parts, %d sufficient balances, each both ways", len(table), len(parts), len(sufficient))
}
