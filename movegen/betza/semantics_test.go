package betza

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A tiny reference interpreter of paths on a square board centred on the
// mover at (0,0), used to check that the expansions mean what the rules
// say. Occupants: 0 empty, 1 friend, 2 enemy. Captures on non-final legs
// do not change the board here; no test depends on it.

const (
	empty  = 0
	friend = 1
	enemy  = 2
)

type board struct {
	size int // coordinates run from -size to size
	occ  map[Vec]int
}

func (b board) on(v Vec) bool { return abs(v.X) <= b.size && abs(v.Y) <= b.size }

// reach returns each destination with the mode bit (Move, Capture or
// Destroy) that reaches it.
func reach(paths []Path, b board) map[Vec]Mode {
	out := map[Vec]Mode{}
	for _, p := range paths {
		walk(p, b, 0, 0, Vec{}, Vec{}, out)
	}
	return out
}

func walk(p Path, b board, li, loops int, prev, pos Vec, out map[Vec]Mode) {
	l := p.Legs[li]
	final := li == len(p.Legs)-1
	for _, s := range l.Next(prev) {
		q := pos
		for n := 1; l.Range == 0 || n <= l.Range; n++ {
			q = q.Add(s)
			if !b.on(q) {
				break
			}
			o := b.occ[q]
			var got Mode
			switch {
			case o == empty:
				got = l.Mode & Move
			case o == enemy:
				got = l.Mode & (Capture | Hop)
			default:
				got = l.Mode & (Destroy | Hop)
			}
			if final {
				if got &^= Hop; got != 0 {
					out[q] |= got
				}
			} else if got != 0 {
				advance(p, b, li+1, loops, s, q, out)
			}
			if o != empty {
				break
			}
		}
	}
}

// advance starts leg next, offering to skip the repeated stretch when
// entering it and to go round it again when leaving it.
func advance(p Path, b board, next, loops int, prev, pos Vec, out map[Vec]Mode) {
	if next == p.RepeatFrom {
		walk(p, b, p.RepeatTo, loops, prev, pos, out)
	}
	if next == p.RepeatTo && loops < 2*b.size {
		walk(p, b, p.RepeatFrom, loops+1, prev, pos, out)
	}
	walk(p, b, next, loops, prev, pos, out)
}

func line(dir Vec, from, to int, m Mode, into map[Vec]Mode) {
	for d := from; d <= to; d++ {
		into[Vec{dir.X * d, dir.Y * d}] |= m
	}
}

func TestSemanticsInfiltrator(t *testing.T) {
	b := board{size: 7, occ: map[Vec]int{
		{0, 1}: friend, {0, 2}: enemy, {1, 1}: enemy, {2, 2}: friend, {-1, 0}: enemy, {0, -5}: enemy,
	}}
	// Moves to every empty square on its queen lines, ignoring what stands
	// between; captures only next to it.
	want := map[Vec]Mode{}
	for _, d := range kc1 {
		for k := 1; k <= 7; k++ {
			sq := Vec{d.X * k, d.Y * k}
			switch {
			case b.occ[sq] == empty:
				want[sq] |= Move
			case k == 1 && b.occ[sq] == enemy:
				want[sq] |= Capture
			}
		}
	}
	assert.Equal(t, want, reach(expand(t, "Kmpa(mpfa)mfK"), b))
}

func TestSemanticsJumpalongwazir(t *testing.T) {
	b := board{size: 7, occ: map[Vec]int{
		{0, 1}: enemy, {0, 2}: friend, {0, 3}: enemy, // north: chain, then empty
		{0, -1}: friend, // south: friend, then empty
		{-1, 0}: friend, {-2, 0}: friend, {-3, 0}: friend, {-4, 0}: friend,
		{-5, 0}: friend, {-6, 0}: friend, {-7, 0}: friend, // west: friends to the edge
	}}
	want := map[Vec]Mode{
		{0, 1}: Capture, {0, 3}: Capture, {0, 4}: Move,
		{0, -2}: Move,
		{1, 0}:  Move,
	}
	assert.Equal(t, want, reach(expand(t, "(paf)W"), b))
}

func TestSemanticsCannonAndGrasshopper(t *testing.T) {
	b := board{size: 7, occ: map[Vec]int{
		{0, 2}: friend, {0, 4}: enemy, {0, 5}: enemy, // north: screen, then targets
		{3, 0}: enemy, // east: no screen
		{1, 1}: enemy, // north-east: hurdle next to the mover
	}}
	cannon := map[Vec]Mode{}
	line(Vec{0, 1}, 1, 1, Move, cannon)
	cannon[Vec{0, 4}] = Capture
	line(Vec{1, 0}, 1, 2, Move, cannon)
	line(Vec{0, -1}, 1, 7, Move, cannon)
	line(Vec{-1, 0}, 1, 7, Move, cannon)
	assert.Equal(t, cannon, reach(expand(t, "mRcpR"), b))

	grass := map[Vec]Mode{
		{0, 3}: Move, // over the friend on (0,2), the first piece north
		{4, 0}: Move, // over the enemy on (3,0)
		{2, 2}: Move, // over the enemy on (1,1)
	}
	assert.Equal(t, grass, reach(expand(t, "gQ"), b))
}

func TestSemanticsPawnAndHorse(t *testing.T) {
	pawn := expand(t, "fmWfceFifmnD")
	open := board{size: 7, occ: map[Vec]int{{1, 1}: enemy, {-1, 1}: friend}}
	assert.Equal(t, map[Vec]Mode{{0, 1}: Move, {0, 2}: Move, {1, 1}: Capture}, reach(pawn, open))
	blocked := board{size: 7, occ: map[Vec]int{{0, 1}: enemy}}
	assert.Equal(t, map[Vec]Mode{}, reach(pawn, blocked), "no capture straight ahead, no double step")

	// The Xiangqi horse is blocked by a piece orthogonally next to it.
	b := board{size: 7, occ: map[Vec]int{{0, 1}: friend, {1, 0}: enemy}}
	want := map[Vec]Mode{{1, -2}: Move, {-1, -2}: Move, {-2, 1}: Move, {-2, -1}: Move}
	assert.Equal(t, want, reach(expand(t, "nN"), b))
	assert.Equal(t, want, reach(expand(t, "mafsW"), b))
}

// A lame leaper reaches exactly the squares of the plain leaper with the
// same direction modifiers on an empty board.
func TestSemanticsLameMatchesLeaper(t *testing.T) {
	emptyBoard := board{size: 7}
	for _, atom := range []string{"N", "D", "A", "H", "G"} {
		for _, dirs := range []string{"", "f", "b", "l", "r", "v", "s", "ff", "fs", "bs", "fr", "rf", "fl",
			"lf", "br", "rb", "bl", "lb", "rv", "lv", "fh", "rh", "hr", "hl", "fbr", "frbl"} {
			plain, err := Parse(dirs + atom)
			assert.NoError(t, err)
			ps, err := Expand(plain)
			if err != nil { // e.g. h on an orthogonal atom
				continue
			}
			lame := expand(t, dirs+"n"+atom)
			assert.Equal(t, reach(ps, emptyBoard), reach(lame, emptyBoard), dirs+"n"+atom)
			for _, p := range lame {
				assert.True(t, p.Lame, dirs+"n"+atom)
			}
		}
	}
}
