package tune

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

func TestSetAddChecks(t *testing.T) {
	v := chess(t)
	pos := v.StartPosition()
	var moves []movegen.Move
	for _, s := range []string{"e2e4", "e7e5", "g1f3"} {
		m, err := pos.ParseMove(s)
		require.NoError(t, err)
		pos.Make(m)
		moves = append(moves, m)
	}
	for range moves {
		pos.Unmake()
	}
	tests := []struct {
		name   string
		start  *movegen.Position
		plies  []int
		labels []float64
		ok     bool
	}{
		{"fine", pos, []int{0, 2, 3}, []float64{1, 0.5, 0}, true},
		{"no samples", pos, nil, nil, true},
		{"no start", nil, []int{1}, []float64{1}, false},
		{"labels missing", pos, []int{1, 2}, []float64{1}, false},
		{"not increasing", pos, []int{2, 2}, []float64{1, 1}, false},
		{"past the end", pos, []int{4}, []float64{1}, false},
		{"negative", pos, []int{-1}, []float64{1}, false},
		{"bad label", pos, []int{1}, []float64{2}, false},
	}
	for _, tc := range tests {
		var s Set
		err := s.Add(tc.start, moves, tc.plies, tc.labels, 0)
		if !tc.ok {
			assert.Error(t, err, tc.name)
			assert.Zero(t, s.Len(), tc.name)
			continue
		}
		require.NoError(t, err, tc.name)
		assert.Equal(t, len(tc.plies), s.Len(), tc.name)
	}
	var s Set
	require.NoError(t, s.Add(pos, moves, []int{0, 2, 3}, []float64{1, 0.5, 0}, 0))
	assert.Equal(t, []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
		"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
	}, fens(&s))
	var labels []float64
	s.Each(func(_ *movegen.Position, l float64) { labels = append(labels, l) })
	assert.Equal(t, []float64{1, 0.5, 0}, labels)
	assert.Zero(t, pos.Ply(), "the walk takes every move back")
	assert.Zero(t, testing.AllocsPerRun(10, func() { s.Each(func(*movegen.Position, float64) {}) }))
}
