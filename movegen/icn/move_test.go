package icn

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func sq(x, y int64) *Square { return &Square{x, y} }

func TestParseMove(t *testing.T) {
	tests := []struct {
		in   string
		want MoveText
	}{
		// Numeric (chess.com).
		{"R(8,4)-(1,4)", MoveText{Piece: "R", From: sq(8, 4), To: Square{1, 4}, Notation: Numeric}},
		{"R(1,4)", MoveText{Piece: "R", To: Square{1, 4}, Notation: Numeric}},
		{"R(1,4)x(0,4)", MoveText{Piece: "R", From: sq(1, 4), To: Square{0, 4}, Capture: true, Notation: Numeric}},
		{"Rx(0,4)", MoveText{Piece: "R", To: Square{0, 4}, Capture: true, Notation: Numeric}},
		{"(-1,7)-(-1,6)", MoveText{From: sq(-1, 7), To: Square{-1, 6}, Notation: Numeric}},
		{"(-1,6)", MoveText{To: Square{-1, 6}, Notation: Numeric}},
		{"x(0,4)", MoveText{To: Square{0, 4}, Capture: true, Notation: Numeric}},
		{"(3,7)-(3,8)=Q", MoveText{From: sq(3, 7), To: Square{3, 8}, Promo: "Q", Notation: Numeric}},
		{"(3,8)=CH+", MoveText{To: Square{3, 8}, Promo: "CH", Check: "+", Notation: Numeric}},
		{"CH(0,1)-(0,5)#!?", MoveText{Piece: "CH", From: sq(0, 1), To: Square{0, 5}, Check: "#", Annotation: "!?", Notation: Numeric}},
		{"  Q(4,1)x(4,8)  ", MoveText{Piece: "Q", From: sq(4, 1), To: Square{4, 8}, Capture: true, Notation: Numeric}},
		// Lettered (the seed).
		{"R(e8)-(a8)", MoveText{Piece: "R", From: sq(-1, 1), To: Square{-5, 1}, Notation: Lettered}},
		{"R(a8)", MoveText{Piece: "R", To: Square{-5, 1}, Notation: Lettered}},
		{"R(a8)-(φ8)", MoveText{Piece: "R", From: sq(-5, 1), To: Square{-6, 1}, Notation: Lettered}},
		{"R(08)", MoveText{Piece: "R", To: Square{-6, 1}, Notation: Lettered}},
		{"R(a8)-(-b8)", MoveText{Piece: "R", From: sq(-5, 1), To: Square{-8, 1}, Notation: Lettered}},
		{"R(e8)-(e5)", MoveText{Piece: "R", From: sq(-1, 1), To: Square{-1, -2}, Notation: Lettered}},
		{"Rx(e5)", MoveText{Piece: "R", To: Square{-1, -2}, Capture: true, Notation: Lettered}},
		{"(f14)-(f15)=Q", MoveText{From: sq(0, 7), To: Square{0, 8}, Promo: "Q", Notation: Lettered}},
		// Machine and long ICN forms.
		{"5,2>5,4", MoveText{From: sq(5, 2), To: Square{5, 4}, Notation: ICN}},
		{"3,7>3,8=CH", MoveText{From: sq(3, 7), To: Square{3, 8}, Promo: "CH", Notation: ICN}},
		{"3,2>3,1=q", MoveText{From: sq(3, 2), To: Square{3, 1}, Promo: "q", Notation: ICN}},
		{"-2,-6>-4,-8", MoveText{From: sq(-2, -6), To: Square{-4, -8}, Notation: ICN}},
		{"3,4>3,5Q", MoveText{From: sq(3, 4), To: Square{3, 5}, Promo: "Q", Notation: ICN}}, // old ICN
		{"P1,7x2,8=Q+", MoveText{Piece: "P", From: sq(1, 7), To: Square{2, 8}, Capture: true, Promo: "Q", Check: "+", Notation: ICN}},
		{"P1,7 x 2,8 =Q + !! {Promotion!}", MoveText{Piece: "P", From: sq(1, 7), To: Square{2, 8}, Capture: true,
			Promo: "Q", Check: "+", Annotation: "!!", Comment: "Promotion!", Notation: ICN}},
		{"b6,8 > 3,11", MoveText{Piece: "b", From: sq(6, 8), To: Square{3, 11}, Notation: ICN}},
		{"q0,4>4,4#{[%clk 0:09:56.7] mate}", MoveText{Piece: "q", From: sq(0, 4), To: Square{4, 4}, Check: "#",
			Comment: "[%clk 0:09:56.7] mate", Notation: ICN}},
		{"HA-2,-6x-4,-8", MoveText{Piece: "HA", From: sq(-2, -6), To: Square{-4, -8}, Capture: true, Notation: ICN}},
	}
	for _, tt := range tests {
		got, err := ParseMove(tt.in)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.want, got, tt.in)
		// Whatever was read, its own notation writes it back readably.
		again, err := ParseMove(got.String())
		require.NoError(t, err, "%q -> %q", tt.in, got.String())
		assert.Equal(t, got, again, "%q -> %q", tt.in, got.String())
	}
}

func TestMoveWriters(t *testing.T) {
	rook := MoveText{Piece: "R", From: sq(-1, 1), To: Square{-6, 1}}
	assert.Equal(t, "R(-1,1)-(-6,1)", rook.Numeric())
	assert.Equal(t, "R(e8)-(φ8)", rook.Lettered())
	s, err := rook.ICN()
	require.NoError(t, err)
	assert.Equal(t, "R-1,1>-6,1", s)
	s, err = rook.Compact()
	require.NoError(t, err)
	assert.Equal(t, "-1,1>-6,1", s)

	short := MoveText{Piece: "R", To: Square{-5, 1}, Capture: true}
	assert.Equal(t, "Rx(-5,1)", short.Numeric())
	assert.Equal(t, "Rx(a8)", short.Lettered())
	_, err = short.ICN()
	assert.ErrorContains(t, err, "no from-square")
	_, err = short.Compact()
	assert.ErrorContains(t, err, "no from-square")
	assert.Equal(t, "Rx(-5,1)", short.String(), "falls back to numeric")

	pawn := MoveText{From: sq(3, 7), To: Square{4, 8}, Capture: true, Promo: "CH", Check: "+"}
	assert.Equal(t, "(3,7)x(4,8)=CH+", pawn.Numeric())
	assert.Equal(t, "(i14)x(j15)=CH+", pawn.Lettered())
	s, err = pawn.ICN()
	require.NoError(t, err)
	assert.Equal(t, "3,7x4,8=CH+", s)
	s, err = pawn.Compact()
	require.NoError(t, err)
	assert.Equal(t, "3,7>4,8=CH", s)
	assert.Equal(t, "(3,8)", MoveText{To: Square{3, 8}}.Numeric())

	assert.Equal(t, "5,2>5,4", Machine(Square{5, 2}, Square{5, 4}, ""))
	assert.Equal(t, "3,2>3,1=q", Machine(Square{3, 2}, Square{3, 1}, "q"))
	assert.Equal(t, "ICN", ICN.String())
	assert.Equal(t, "lettered", Lettered.String())
	assert.Equal(t, "Notation(9)", Notation(9).String())
}

func TestMoveWritersRoundTrip(t *testing.T) {
	froms := []*Square{nil, sq(0, 0), sq(-6, 1), sq(MaxCoord, -MaxCoord), sq(21, -33)}
	for _, from := range froms {
		for _, capture := range []bool{false, true} {
			for _, promo := range []string{"", "Q", "HA"} {
				m := MoveText{Piece: "N", From: from, To: Square{-7, 15}, Capture: capture, Promo: promo}
				for _, n := range []Notation{Numeric, Lettered, ICN} {
					if n == ICN && from == nil {
						continue
					}
					m.Notation = n
					got, err := ParseMove(m.String())
					require.NoError(t, err, m.String())
					assert.Equal(t, m, got, m.String())
				}
			}
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"", "empty move text"},
		{"   ", "empty move text"},
		{"R(8,4)-", "expected \"(\" to open a square"},
		{"R(8,4)-(e5)", "move mixes numeric and lettered squares"},
		{"Rx(8,4)-(1,4)", "capture marked before the from-square"},
		{"R(8,4)-(1,4)=", "expected a piece code after \"=\""},
		{"R(8,4)-(1,4) junk", "unexpected text after the move"},
		{"R(8,4)-(1,4)Q", "unexpected text after the move"},
		{"R(2000000000,4)", "coordinate 2000000000 is outside ±1073741823"},
		{"R(1,4)-(1,99999999999999999999999)", "coordinate 99999999999999999999999 is outside"},
		{"5,2-5,4", "expected \">\" or \"x\" after the from-square 5,2"},
		{"5,2>", "expected a coordinate"},
		{"5,2>5", "expected \",\" between the x and y coordinates"},
		{"5,2>5,4=3Q", "player-numbered pieces"},
		{"3Q5,2>5,4", "player-numbered pieces"},
		{"5,2>5,4 {never closed", "comment has no closing \"}\""},
		{"5,2>5,4!!!", "annotation \"!!!\" has more than two marks"},
		{"QUEEN(1,1)", "longer than 4 letters"},
		{"QUEEN1,1>2,2", "longer than 4 letters"},
		{"e2e4", "expected \",\" between the x and y coordinates"},
		{"5,2>5,4|6,2>6,4", "unexpected text after the move"},
		{"x0,0x0,0", "piece code \"x\" ends in x"},
		{"Nxx(0,0)", "piece letters \"Nx\" end in x"},
	}
	for _, tt := range tests {
		_, err := ParseMove(tt.in)
		require.Error(t, err, tt.in)
		assert.Contains(t, err.Error(), tt.want, tt.in)
		var se *SyntaxError
		require.True(t, errors.As(err, &se), tt.in)
		assert.Equal(t, "move", se.Kind)
	}
}

func TestParseMoveErrorOffset(t *testing.T) {
	_, err := ParseMove("R(8,4)-(1,4000000000)")
	var se *SyntaxError
	require.True(t, errors.As(err, &se))
	assert.Equal(t, 10, se.Offset)
	assert.Equal(t, `move: coordinate 4000000000 is outside ±1073741823 (at offset 10: "4000000000")`, err.Error())
}
