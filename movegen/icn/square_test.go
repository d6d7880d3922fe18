package icn

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFileName(t *testing.T) {
	// The table of infinite-plane.md, plus the letter roll-overs.
	tests := []struct {
		x    int64
		name string
	}{
		{-8, "-b"}, {-7, "-a"}, {-6, "φ"}, {-5, "a"}, {-1, "e"}, {0, "f"}, {1, "g"},
		{14, "t"}, {15, "u"}, {20, "z"}, {21, "aa"}, {22, "ab"}, {46, "az"}, {47, "ba"},
		{-32, "-z"}, {-33, "-aa"}, {-34, "-ab"}, {696, "zz"}, {697, "aaa"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.name, FileName(tt.x), "x=%d", tt.x)
		x, err := ParseFile(tt.name)
		require.NoError(t, err, tt.name)
		assert.Equal(t, tt.x, x, tt.name)
	}
	for _, bad := range []string{"", "-", "A", "e8", "-0"} {
		_, err := ParseFile(bad)
		assert.Error(t, err, bad)
	}
	for _, alias := range []string{"0", "ϕ"} {
		x, err := ParseFile(alias)
		require.NoError(t, err)
		assert.Equal(t, int64(-6), x, alias)
	}
}

func TestFileNameRoundTrip(t *testing.T) {
	for x := int64(-2000); x <= 2000; x++ {
		got, err := ParseFile(FileName(x))
		require.NoError(t, err, "x=%d", x)
		require.Equal(t, x, got)
	}
	for _, x := range []int64{MaxCoord, -MaxCoord, MaxCoord - 1, -MaxCoord + 1, 1 << 29, -(1 << 29)} {
		got, err := ParseFile(FileName(x))
		require.NoError(t, err, "x=%d", x)
		assert.Equal(t, x, got)
	}
}

func TestParseLettered(t *testing.T) {
	tests := []struct {
		in   string
		want Square
	}{
		// The seed's own examples: the queenside rook stands on (e8) = (-1,1).
		{"(e8)", Square{-1, 1}},
		{"(e5)", Square{-1, -2}},
		{"(a8)", Square{-5, 1}},
		{"(φ8)", Square{-6, 1}},
		{"(08)", Square{-6, 1}},
		{"(ϕ8)", Square{-6, 1}},
		{"(-b8)", Square{-8, 1}},
		{"(aa12)", Square{21, 5}},
		{"(-aa3)", Square{-33, -4}},
		{"(a1)", Square{-5, -6}},   // the diagram's bottom-left corner
		{"(t22)", Square{14, 15}},  // and its top-right corner
		{"(e0)", Square{-1, -7}},   // rank 0
		{"(e-3)", Square{-1, -10}}, // negative rank
		{"(00)", Square{-6, -7}},
		{"(0-1)", Square{-6, -8}},
		{"( e8 )", Square{-1, 1}},
		{"(−b8)", Square{-8, 1}}, // U+2212 minus
	}
	for _, tt := range tests {
		got, err := ParseLettered(tt.in)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, tt.in)
		got, err = ParseSquare(tt.in)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, tt.in)
	}
}

func TestPromotionRanksLettered(t *testing.T) {
	// White promotes on diagram rank 15 (y = 8), Black on rank 8 (y = 1).
	assert.Equal(t, "(f15)", Square{0, 8}.Lettered())
	assert.Equal(t, "(f8)", Square{0, 1}.Lettered())
	assert.Equal(t, "(φ8)", Square{-6, 1}.Lettered())
	assert.Equal(t, "(-b8)", Square{-8, 1}.Lettered())
	assert.Equal(t, "(e5)", Square{-1, -2}.Lettered())
}

func TestParseNumericAndXY(t *testing.T) {
	tests := []struct {
		in   string
		want Square
	}{
		{"(8,4)", Square{8, 4}},
		{"(-1,-2)", Square{-1, -2}},
		{"( 3 , -4 )", Square{3, -4}},
		{"(1073741823,-1073741823)", Square{MaxCoord, -MaxCoord}},
		{"(007,0)", Square{7, 0}},
	}
	for _, tt := range tests {
		got, err := ParseNumeric(tt.in)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, tt.in)
		got, err = ParseXY(tt.in[1 : len(tt.in)-1])
		if tt.in == "( 3 , -4 )" {
			assert.Error(t, err, "blanks are not ICN")
			continue
		}
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, tt.in)
	}
}

func TestSquareWritersRoundTrip(t *testing.T) {
	vals := []int64{0, 1, -1, 5, -5, -6, -7, 20, 21, -33, 1000, -1000, MaxCoord, -MaxCoord, 123456789, -987654321}
	for _, x := range vals {
		for _, y := range vals {
			s := Square{x, y}
			for _, text := range []string{s.String(), s.Numeric(), s.Lettered()} {
				got, err := ParseSquare(text)
				require.NoError(t, err, text)
				require.Equal(t, s, got, text)
			}
		}
	}
}

func TestSquareErrors(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"(2000000000,1)", "coordinate 2000000000 is outside ±1073741823"},
		{"(1,-1073741824)", "coordinate -1073741824 is outside ±1073741823"},
		{"99999999999999999999999999999,0", "coordinate 99999999999999999999999999999 is outside"},
		{"1,2,3", "unexpected text after the square"},
		{"1", "expected \",\""},
		{"(1,)", "expected a coordinate"},
		{"(1 2)", "expected a file"},
		{"(1, 2 ,)", "unexpected text inside the square"},
		{"(1 ; 2)", "expected a file"},
		{"(E8)", "file letters must be lower case"},
		{"(e)", "expected a rank number"},
		{"(8)", "expected a file"},
		{"(-08)", "expected file letters after \"-\""},
		{"(e8", "no closing \")\""},
		{"(e8)x", "unexpected text after the square"},
		{"(e 8)", "expected a rank number"},
		{"(1,2 3)", "unexpected text inside the square"},
		{"(zzzzzzz8)", "coordinate 8353082576 (file zzzzzzz) is outside ±1073741823"},
		{"(-zzzzzzz8)", "coordinate -8353082588 (file -zzzzzzz) is outside"},
		{"(abcdefghijklmnopqrstuvwxyz1)", "coordinate of file abcdefghijklmnopqrstuvwxyz is outside"},
		{"(e1073741831)", "coordinate 1073741824 (rank 1073741831) is outside"},
		{"(e99999999999999999999999)", "coordinate of rank 99999999999999999999999 is outside"},
		{"", "expected a coordinate"},
	}
	for _, tt := range tests {
		_, err := ParseSquare(tt.in)
		require.Error(t, err, tt.in)
		assert.Contains(t, err.Error(), tt.want, tt.in)
		var se *SyntaxError
		assert.True(t, errors.As(err, &se), "%q: %T", tt.in, err)
	}
	_, err := ParseNumeric("(e8)")
	assert.ErrorContains(t, err, "expected a numeric square, found a lettered one")
	_, err = ParseLettered("(1,2)")
	assert.ErrorContains(t, err, "expected a lettered square, found a numeric one")
}

func TestRangeErrorIsReachable(t *testing.T) {
	_, err := ParseXY("5,-3000000000")
	var re *RangeError
	require.True(t, errors.As(err, &re))
	assert.Equal(t, "-3000000000", re.Value)
	var se *SyntaxError
	require.True(t, errors.As(err, &se))
	assert.Equal(t, 2, se.Offset)

	_, err = NewSquare(1<<31, 0)
	assert.EqualError(t, err, "coordinate 2147483648 is outside ±1073741823")
	s, err := NewSquare(-MaxCoord, MaxCoord)
	require.NoError(t, err)
	assert.True(t, s.InRange())
	assert.False(t, Square{MaxCoord + 1, 0}.InRange())
}
