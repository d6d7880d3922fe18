package betza

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	kc1    = kingCycle(1)
	kc2    = kingCycle(2)
	nc     = obliqueCycle(1, 2)
	orth   = []Vec{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}
	diag   = []Vec{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}
	knight = nc
)

func first(dirs []Vec, cycle []Vec, rng int, m Mode) Leg {
	return Leg{Dirs: dirs, Cycle: cycle, Range: rng, Mode: m}
}

func later(turns []int, cycle []Vec, rng int, m Mode) Leg {
	return Leg{Turns: turns, Cycle: cycle, Range: rng, Mode: m}
}

// pa builds a path without repetition or flags.
func pa(atom byte, idx int, legs ...Leg) Path {
	return Path{Legs: legs, RepeatFrom: -1, RepeatTo: -1, Atom: atom, Index: idx}
}

func with(p Path, f func(*Path)) Path { f(&p); return p }

func expand(t *testing.T, s string) []Path {
	t.Helper()
	p, err := Parse(s)
	require.NoError(t, err)
	ps, err := Expand(p)
	require.NoError(t, err)
	return ps
}

const mc = Move | Capture

func TestExpandKnownPieces(t *testing.T) {
	tests := []struct {
		name, in string
		want     []Path
	}{
		{"king", "K", []Path{pa('K', 0, first(kc1, kc1, 1, mc))}},
		{"queen", "Q", []Path{pa('Q', 0, first(kc1, kc1, 0, mc))}},
		{"rook", "R", []Path{pa('R', 0, first(orth, kc1, 0, mc))}},
		{"bishop", "B", []Path{pa('B', 0, first(diag, kc1, 0, mc))}},
		{"knight", "N", []Path{pa('N', 0, first(knight, nc, 1, mc))}},
		{"pawn", "fmWfceFifmnD", []Path{
			pa('W', 0, first([]Vec{{0, 1}}, kc1, 1, Move)),
			pa('F', 1, first([]Vec{{1, 1}, {-1, 1}}, kc1, 1, Capture|EnPassant)),
			with(pa('D', 2, first([]Vec{{0, 1}}, kc1, 1, Move), later([]int{0}, kc1, 1, Move)),
				func(p *Path) { p.Initial, p.Lame = true, true }),
		}},
		{"castling king", "KisO2", []Path{
			pa('K', 0, first(kc1, kc1, 1, mc)),
			with(pa('O', 1, first([]Vec{{1, 0}, {-1, 0}}, kc1, 2, Move)),
				func(p *Path) { p.Initial, p.Castle = true, 2 }),
		}},
		{"archbishop", "BN", []Path{pa('B', 0, first(diag, kc1, 0, mc)), pa('N', 1, first(knight, nc, 1, mc))}},
		{"chancellor", "RN", []Path{pa('R', 0, first(orth, kc1, 0, mc)), pa('N', 1, first(knight, nc, 1, mc))}},
		{"cannon", "mRcpR", []Path{
			pa('R', 0, first(orth, kc1, 0, Move)),
			with(pa('R', 1, first(orth, kc1, 0, Hop), later([]int{0}, kc1, 0, Capture)),
				func(p *Path) { p.Hopper = true }),
		}},
		{"nightrider", "NN", []Path{pa('N', 0, first(knight, nc, 0, mc))}},
		{"nightrider N0", "N0", []Path{pa('N', 0, first(knight, nc, 0, mc))}},
		{"short rook", "R4", []Path{pa('R', 0, first(orth, kc1, 4, mc))}},
		{"wazir rider W3", "W3", []Path{pa('W', 0, first(orth, kc1, 3, mc))}},
		{"knight rider N2", "N2", []Path{pa('N', 0, first(knight, nc, 2, mc))}},
		{"narrow forward knight", "ffN", []Path{pa('N', 0, first([]Vec{{1, 2}, {-1, 2}}, nc, 1, mc))}},
		{"wide forward knight", "fsN", []Path{pa('N', 0, first([]Vec{{2, 1}, {-2, 1}}, nc, 1, mc))}},
		{"vertical knight", "vN", []Path{pa('N', 0, first([]Vec{{1, 2}, {1, -2}, {-1, -2}, {-1, 2}}, nc, 1, mc))}},
		{"infiltrator", "Kmpa(mpfa)mfK", []Path{
			pa('K', 0, first(kc1, kc1, 1, mc)),
			with(pa('K', 1,
				first(kc1, kc1, 1, Move|Hop),
				later([]int{0}, kc1, 1, Move|Hop),
				later([]int{0}, kc1, 1, Move)),
				func(p *Path) { p.RepeatFrom, p.RepeatTo = 1, 2 }),
		}},
		{"jumpalongwazir", "(paf)W", []Path{
			pa('W', 0, first(orth, kc1, 1, mc)),
			with(pa('W', 0,
				first(orth, kc1, 1, Hop),
				later([]int{0}, kc1, 1, Hop),
				later([]int{0}, kc1, 1, mc)),
				func(p *Path) { p.RepeatFrom, p.RepeatTo = 1, 2 }),
		}},
		{"grasshopper", "gQ", []Path{
			with(pa('Q', 0, first(kc1, kc1, 0, Hop), later([]int{0}, kc1, 1, mc)),
				func(p *Path) { p.Grasshopper = true }),
		}},
		{"xiangqi horse", "nN", []Path{
			with(pa('N', 0, first(orth, kc1, 1, Move), later([]int{1, 7}, kc1, 1, mc)),
				func(p *Path) { p.Lame = true }),
		}},
		{"xiangqi horse as two legs", "mafsW", []Path{
			pa('W', 0, first(orth, kc1, 1, Move), later([]int{1, 7}, kc1, 1, mc)),
		}},
		{"xiangqi elephant", "nA", []Path{
			with(pa('A', 0, first(diag, kc1, 1, Move), later([]int{0}, kc1, 1, mc)),
				func(p *Path) { p.Lame = true }),
		}},
		{"jumping dabbaba", "jD", []Path{
			with(pa('D', 0, first(orth, kc1, 1, Hop), later([]int{0}, kc1, 1, mc)),
				func(p *Path) { p.Jumping = true }),
		}},
		{"lame threeleaper", "nH", []Path{
			with(pa('H', 0, first(orth, kc1, 1, Move), later([]int{0}, kc1, 1, Move), later([]int{0}, kc1, 1, mc)),
				func(p *Path) { p.Lame = true }),
		}},
		{"rook skipping a square", "jR", []Path{
			pa('R', 0, first(orth, kc1, 1, Move|Hop), later([]int{0}, kc1, 0, mc)),
		}},
		{"short rook skipping two", "jjR4", []Path{
			pa('R', 0, first(orth, kc1, 1, Move|Hop), later([]int{0}, kc1, 1, Move|Hop), later([]int{0}, kc1, 2, mc)),
		}},
		{"lion-like locust", "caK", []Path{
			pa('K', 0, first(kc1, kc1, 1, Capture), later([]int{0, 1, 2, 3, 5, 6, 7}, kc1, 1, mc)),
		}},
		{"dabbaba rider legs keep the D cycle", "mafD", []Path{
			pa('D', 0, first([]Vec{{0, 2}, {2, 0}, {0, -2}, {-2, 0}}, kc2, 1, Move), later([]int{0}, kc2, 1, mc)),
		}},
		{"g toggles the next leg to a rider", "mpafgacK", []Path{
			pa('K', 0, first(kc1, kc1, 1, Move|Hop), later([]int{0}, kc1, 1, Hop), later([]int{0, 1, 2, 3, 5, 6, 7}, kc1, 0, Capture)),
		}},
		{"swapper", "udQ", []Path{pa('Q', 0, first(kc1, kc1, 0, Destroy|Unload))}},
		{"tame cylinder rook", "tocR", []Path{pa('R', 0, first(orth, kc1, 0, Capture|Tame|Cylinder))}},
		{"same length", "mafiR", []Path{
			pa('R', 0, first(orth, kc1, 0, Move), Leg{Turns: []int{0}, Cycle: kc1, Range: 0, SameLength: true, Mode: mc}),
		}},
		{"empty piece", "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, expand(t, tt.in))
		})
	}
}

func TestExpandFalcon(t *testing.T) {
	// z bends the other way to the earlier s bend; the path splits per side.
	got := expand(t, "afafsKafsafzfK")
	want := []Path{
		pa('K', 0, first(kc1, kc1, 1, Move), later([]int{0}, kc1, 1, Move), later([]int{1, 7}, kc1, 1, mc)),
		pa('K', 1, first(kc1, kc1, 1, Move), later([]int{1}, kc1, 1, Move), later([]int{0, 7}, kc1, 1, mc)),
		pa('K', 1, first(kc1, kc1, 1, Move), later([]int{7}, kc1, 1, Move), later([]int{0, 1}, kc1, 1, mc)),
	}
	assert.Equal(t, want, got)
}

func TestExpandZQ(t *testing.T) {
	tests := []struct {
		in   string
		want [][][]int // per path, the turns of the later legs
	}{
		{"afsafzW", [][][]int{{{1}, {7}}, {{7}, {1}}}},
		{"afsafqW", [][][]int{{{1}, {1}}, {{7}, {7}}}},
		{"asazW", [][][]int{{{2}, {6}}, {{6}, {2}}}},
		{"arazW", [][][]int{{{2}, {6}}}},
		{"alaqW", [][][]int{{{6}, {6}}}},
		// a leg that may also go straight keeps the earlier side on that branch
		{"arafsafzW", [][][]int{{{2}, {1}, {7}}, {{2}, {7}, {1}}}},
		{"arafrfafzW", [][][]int{{{2}, {0}, {7}}, {{2}, {1}, {7}}}},
		{"alafrfafzW", [][][]int{{{6}, {0}, {1}}, {{6}, {1}, {7}}}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			ps := expand(t, tt.in)
			var got [][][]int
			for _, p := range ps {
				var ts [][]int
				for _, l := range p.Legs[1:] {
					ts = append(ts, l.Turns)
				}
				got = append(got, ts)
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestExpandErrors(t *testing.T) {
	tests := []struct {
		in  string
		pos int
		msg string
	}{
		{"hW", 0, "only defined for oblique"},
		{"fhK", 1, "only defined for oblique"},
		{"hfN", 0, "followed by 'r' or 'l'"},
		{"vhN", 1, "followed by 'r' or 'l'"},
		{"mahK", 2, "only defined for oblique"},
		{"zR", 0, "only defined on a later leg"},
		{"qN", 0, "only defined on a later leg"},
		{"mazW", 2, "needs an earlier leg that bends"},
		{"mafazW", 4, "needs an earlier leg that bends"},
		{"(f)W", 0, "must contain the leg separator"},
		{"(fa)(fa)W", 4, "only one repeated group"},
		{"((fa)a)W", 1, "nested groups"},
		{"(ia)W", 1, "inside a repeated group"},
		{"(mga)W", 2, "inside a repeated group"},
		{"asa(ma)zW", 0, "'z' or 'q' in a move with a repeated group"},
		{"nC", 0, "only on N among oblique"},
		{"jZ", 0, "only on N among oblique"},
		{"nNN", 0, "on a rider"},
		{"nD2", 0, "on a rider"},
		{"manD", 2, "multi-leg"},
		{"(mna)D", 2, "multi-leg"},
		{"npD", 0, "cannot be combined"},
		{"njD", 1, "contradict"},
		{"jH", 0, "three-step leaper"},
		{"pW", 0, "needs a rider"},
		{"gN", 0, "needs a rider"},
		{"pR4", 0, "limited range"},
		{"yW", 0, "needs a following leg"},
		{"iiW", 0, "'ii'"},
		{"jW", 0, "skips every square"},
		{"jjR2", 0, "skips every square"},
		{"jjjjjjjjjR", 0, "more than 8 'j'"},
		{"maiW", 2, "needs an earlier leg of a rider"},
		{"fO2", 0, "cannot modify castling"},
		{"iiO2", 1, "'ii'"},
		{"KmO1", 1, "cannot modify castling"},
		{"aaaaaaaaaaaaaaaaW", 0, "more than 16 legs"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			p, err := Parse(tt.in)
			require.NoError(t, err)
			ps, err := Expand(p)
			require.Error(t, err, "paths %v", ps)
			var pe *ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tt.pos, pe.Pos, "position; message %q", pe.Msg)
			assert.Contains(t, pe.Msg, tt.msg)
		})
	}
}

func TestExpandHandBuilt(t *testing.T) {
	// Trees not made by Parse must give errors, not panics.
	for _, p := range []*Piece{
		{Components: []Component{{Atom: 'X'}}},
		{Components: []Component{{Atom: 'W', Mods: []Mod{{Letter: 'x'}}}}},
		{Components: []Component{{Atom: 'W', Mods: []Mod{{Letter: 'A'}}}}},
		{Components: []Component{{Atom: 'W', Mods: []Mod{{Group: []Mod{{Letter: '!'}}}}}}},
		{Components: []Component{{Atom: 'W', Mods: []Mod{{}}}}},
		{Components: []Component{{Atom: 'O'}}},
	} {
		_, err := Expand(p)
		assert.Error(t, err, Format(p))
	}
	ps, err := Expand(nil)
	assert.NoError(t, err)
	assert.Nil(t, ps)
}

func TestExpandTooManyPaths(t *testing.T) {
	p, err := Parse("(paf)W" + strings.Repeat("WF", MaxPaths/2))
	require.NoError(t, err)
	_, err = Expand(p)
	assert.ErrorContains(t, err, "more than 256 paths")
}
