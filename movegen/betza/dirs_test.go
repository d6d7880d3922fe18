package betza

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFirstLegDirections(t *testing.T) {
	all4 := []Vec{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}
	tests := []struct {
		in   string
		want []Vec
	}{
		// orthogonal atoms: letters add up
		{"fW", []Vec{{0, 1}}},
		{"bW", []Vec{{0, -1}}},
		{"rW", []Vec{{1, 0}}},
		{"lW", []Vec{{-1, 0}}},
		{"vW", []Vec{{0, 1}, {0, -1}}},
		{"sW", []Vec{{1, 0}, {-1, 0}}},
		{"frW", []Vec{{0, 1}, {1, 0}}},
		{"fmbW", []Vec{{0, 1}, {0, -1}}},
		{"fD", []Vec{{0, 2}}},
		{"sH", []Vec{{3, 0}, {-3, 0}}},
		{"bR", []Vec{{0, -1}}},
		// diagonal atoms: a letter names a pair, a crossing letter narrows it
		{"fF", []Vec{{1, 1}, {-1, 1}}},
		{"bF", []Vec{{1, -1}, {-1, -1}}},
		{"rF", []Vec{{1, 1}, {1, -1}}},
		{"lF", []Vec{{-1, -1}, {-1, 1}}},
		{"frF", []Vec{{1, 1}}},
		{"rfF", []Vec{{1, 1}}},
		{"blF", []Vec{{-1, -1}}},
		{"fsF", []Vec{{1, 1}, {-1, 1}}},
		{"vF", all4},
		{"sF", all4},
		{"flbrF", []Vec{{1, -1}, {-1, 1}}},
		{"fA", []Vec{{2, 2}, {-2, 2}}},
		{"bB", []Vec{{1, -1}, {-1, -1}}},
		// K and Q: single directions, crossing pairs name diagonals
		{"fK", []Vec{{0, 1}}},
		{"ffK", []Vec{{0, 1}}},
		{"bK", []Vec{{0, -1}}},
		{"frK", []Vec{{1, 1}}},
		{"rfK", []Vec{{1, 1}}},
		{"flK", []Vec{{-1, 1}}},
		{"fsK", []Vec{{1, 1}, {-1, 1}}},
		{"rvK", []Vec{{1, 1}, {1, -1}}},
		{"vK", []Vec{{0, 1}, {0, -1}}},
		{"sK", []Vec{{1, 0}, {-1, 0}}},
		{"ffsK", []Vec{{0, 1}, {1, 0}, {-1, 0}}},
		{"fQ", []Vec{{0, 1}}},
		{"fsQ", []Vec{{1, 1}, {-1, 1}}},
		// oblique atoms
		{"fN", []Vec{{1, 2}, {-1, 2}}},
		{"ffN", []Vec{{1, 2}, {-1, 2}}},
		{"bN", []Vec{{1, -2}, {-1, -2}}},
		{"rN", []Vec{{2, 1}, {2, -1}}},
		{"lN", []Vec{{-2, -1}, {-2, 1}}},
		{"sN", []Vec{{2, 1}, {2, -1}, {-2, -1}, {-2, 1}}},
		{"vN", []Vec{{1, 2}, {1, -2}, {-1, -2}, {-1, 2}}},
		{"fsN", []Vec{{2, 1}, {-2, 1}}},
		{"bsN", []Vec{{2, -1}, {-2, -1}}},
		{"frN", []Vec{{2, 1}}},
		{"rfN", []Vec{{1, 2}}},
		{"flN", []Vec{{-2, 1}}},
		{"lfN", []Vec{{-1, 2}}},
		{"brN", []Vec{{2, -1}}},
		{"rbN", []Vec{{1, -2}}},
		{"rvN", []Vec{{1, 2}, {1, -2}}},
		{"lvN", []Vec{{-1, -2}, {-1, 2}}},
		{"fhN", []Vec{{1, 2}, {2, 1}, {-2, 1}, {-1, 2}}},
		{"rhN", []Vec{{1, 2}, {2, 1}, {2, -1}, {1, -2}}},
		{"hrN", []Vec{{1, 2}, {2, -1}, {-1, -2}, {-2, 1}}},
		{"hlN", []Vec{{2, 1}, {1, -2}, {-2, -1}, {-1, 2}}},
		{"fmrN", []Vec{{1, 2}, {2, 1}, {2, -1}, {-1, 2}}},
		{"fC", []Vec{{1, 3}, {-1, 3}}},
		{"fsZ", []Vec{{3, 2}, {-3, 2}}},
		// castling
		{"lO2", []Vec{{-1, 0}}},
		{"rO3", []Vec{{1, 0}}},
		{"sO2", []Vec{{1, 0}, {-1, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			ps := expand(t, tt.in)
			require.Len(t, ps, 1)
			assert.Equal(t, tt.want, ps[0].Legs[0].Dirs)
		})
	}
}

func TestLaterLegTurns(t *testing.T) {
	noBack := []int{0, 1, 2, 3, 5, 6, 7}
	tests := []struct {
		in   string
		want []int
	}{
		{"mafK", []int{0}},
		{"maffK", []int{0}},
		{"mabK", []int{4}},
		{"marK", []int{2}},
		{"malK", []int{6}},
		{"masK", []int{2, 6}},
		{"mavK", []int{0, 4}},
		{"mafrK", []int{1}},
		{"marfK", []int{1}},
		{"maflK", []int{7}},
		{"malfK", []int{7}},
		{"mabrK", []int{3}},
		{"mablK", []int{5}},
		{"mafsK", []int{1, 7}},
		{"mabsK", []int{3, 5}},
		{"marvK", []int{1, 3}},
		{"malvK", []int{5, 7}},
		{"mafmbK", []int{0, 4}},
		{"maK", noBack},
		{"maQ", noBack},
		{"maN", noBack},
		{"maC", noBack},
		{"maW", []int{0, 2, 6}},
		{"maF", []int{0, 2, 6}},
		{"maR", []int{0, 2, 6}},
		{"maD", []int{0, 2, 6}},
		{"masW", []int{2, 6}},
		{"mafsW", []int{1, 7}},
		{"mafN", []int{0}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			ps := expand(t, tt.in)
			require.Len(t, ps, 1)
			require.Len(t, ps[0].Legs, 2)
			assert.Nil(t, ps[0].Legs[1].Dirs)
			assert.Equal(t, tt.want, ps[0].Legs[1].Turns)
		})
	}
}

func TestLegNext(t *testing.T) {
	horse := expand(t, "mafsW")[0]
	assert.Equal(t, orth, horse.Legs[0].Next(Vec{9, 9}), "a first leg ignores prev")
	assert.Equal(t, []Vec{{1, 1}, {-1, 1}}, horse.Legs[1].Next(Vec{0, 1}))
	assert.Equal(t, []Vec{{-1, 1}, {-1, -1}}, horse.Legs[1].Next(Vec{-1, 0}), "wraps around the cycle")
	assert.Nil(t, horse.Legs[1].Next(Vec{2, 1}), "a step outside the cycle")

	n := expand(t, "mafrN")[0]
	assert.Equal(t, []Vec{{2, 1}}, n.Legs[1].Next(Vec{1, 2}), "the next leap clockwise")
	assert.Equal(t, []Vec{{-1, 2}}, n.Legs[1].Next(Vec{-2, 1}))
	back := expand(t, "mabN")[0]
	assert.Equal(t, []Vec{{-1, -2}}, back.Legs[1].Next(Vec{1, 2}))
}

// Every path's steps stay in its legs' cycles, and later legs can always
// find the previous step: the invariant Leg.Next relies on.
func TestCycleInvariant(t *testing.T) {
	for _, s := range append(canonical, "mafsW", "nN", "jN", "fnN", "nA", "nH", "nG", "caK", "mpafgacN", "jjR", "(paf)W", "(a)W", "(fa)fW", "f(a)W", "(mpaf)W") {
		p, err := Parse(s)
		require.NoError(t, err)
		ps, err := Expand(p)
		if err != nil {
			continue
		}
		for _, path := range ps {
			assert.NotEmpty(t, path.Legs, s)
			if path.RepeatFrom != -1 || path.RepeatTo != -1 {
				assert.True(t, 1 <= path.RepeatFrom && path.RepeatFrom < path.RepeatTo &&
					path.RepeatTo < len(path.Legs), "%s: repeat %d:%d of %d legs", s, path.RepeatFrom, path.RepeatTo, len(path.Legs))
			}
			for i, l := range path.Legs {
				assert.Len(t, l.Cycle, 8, s)
				if i == 0 {
					assert.NotEmpty(t, l.Dirs, s)
					assert.Nil(t, l.Turns, s)
					for _, d := range l.Dirs {
						assert.GreaterOrEqual(t, index(l.Cycle, d), 0, "%s: %v not in cycle", s, d)
					}
					continue
				}
				assert.NotEmpty(t, l.Turns, s)
				assert.Equal(t, path.Legs[i-1].Cycle, l.Cycle, "%s: leg %d changes cycle", s, i)
			}
		}
	}
}
