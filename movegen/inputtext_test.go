package movegen_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestMoveErrorsQuoteTheWholeInput: an error about a move or square quotes
// what was written (a long square whole, up to the quoting limit, with the
// cut marked) and names the move that matches nothing.
func TestMoveErrorsQuoteTheWholeInput(t *testing.T) {
	v := chess(t)
	p := v.StartPosition()
	cases := []struct{ move, want string }{
		{"e9999999", `move "e9999999": square "e9999999" is off the board`},
		{"e2e40000", `move "e2e40000": square "e40000" is off the board`},
		{"abcdefgh1e2", `move "abcdefgh1e2": square "abcdefgh1" is off the board`},
		{"e" + strings.Repeat("9", 100), `square "e` + strings.Repeat("9", 39) + `"… is off the board`},
		{"e2e5", `move "e2e5" is illegal in this position`},
		{"é2e4", `bad square "é2e4"`},
	}
	for _, c := range cases {
		_, err := p.ParseMove(c.move)
		assert.ErrorContains(t, err, c.want, c.move)
		if err != nil {
			assert.Less(t, len(err.Error()), 200, c.move)
		}
	}
	_, err := v.ParseSquare("h99999")
	assert.EqualError(t, err, `square "h99999" is off the board`)

	plane := builtin(t, "infinite").StartPosition()
	_, err = plane.ParseMove("5,2>5,5")
	assert.EqualError(t, err, `move "5,2>5,5": no legal move matches`)
	_, err = plane.ParseICNMove("R(1,4)")
	assert.ErrorContains(t, err, `move "R(1,4)": `)
}

// TestICNPositionErrorsSayICN: the position checks FEN and ICN share label
// their errors with the notation that was read.
func TestICNPositionErrorsSayICN(t *testing.T) {
	v := builtin(t, "infinite")
	cases := []struct{ icn, want string }{
		{"w K1,1|K2,2|k9,9", "icn: board: white has 2 kings"},
		{"w 3,3 K1,1|k9,9", "icn: en passant: no black pawn has just passed over 3,3"},
		{"w K1,1|k9,9|P1,9", "icn: board: white pawn on 1,9, a rank it can never stand on"},
		{"w K1,1|k9,9|Q1,9", "icn: position: the side not to move (black) is in check"},
	}
	for _, c := range cases {
		_, err := v.ParseICN(c.icn, movegen.AutoBoard, nil)
		assert.EqualError(t, err, c.want, c.icn)
		var fe *movegen.FENError
		assert.True(t, errors.As(err, &fe), c.icn)
	}
	_, err := chess(t).ParseFEN("8/8/8/8/8/8/8/KK5k w - - 0 1")
	assert.EqualError(t, err, "fen: board: white has 2 kings")
}

// TestNonASCIIIsQuotedWhole: a non-ASCII character in a FEN is shown as
// written, not as the Latin-1 letters of its bytes.
func TestNonASCIIIsQuotedWhole(t *testing.T) {
	v := chess(t)
	cases := []struct{ fen, want string }{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNé w - - 0 1", "fen: board: rank 1: unknown piece letter 'é'"},
		{"4k3/8/8/8/8/8/8/4K2R w Ké - 0 1", "fen: castling: unknown letter 'é'"},
		{"4k3/8/8/8/8/8/8/4K2R w 车 - 0 1", "fen: castling: unknown letter '车'"},
	}
	for _, c := range cases {
		_, err := v.ParseFEN(c.fen)
		require.Error(t, err, c.fen)
		assert.Equal(t, c.want, err.Error(), c.fen)
	}
}
