package perft_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/perft"
)

func TestReadSuite(t *testing.T) {
	cases, err := perft.ReadSuite(strings.NewReader("# comment\n\n8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3 ;D2 9\n"))
	require.NoError(t, err)
	require.Len(t, cases, 1)
	assert.Equal(t, "8/8/8/8/8/8/8/K6k w - - 0 1", cases[0].FEN)
	assert.Equal(t, []uint64{3, 9}, cases[0].Counts)
	assert.Equal(t, 3, cases[0].Line)

	for _, bad := range []string{"fen ;D2 5", "fen ;D1 x", "fen ;X1 5", "fen"} {
		_, err := perft.ReadSuite(strings.NewReader(bad))
		assert.Error(t, err, bad)
	}
}
