package match

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPGNRoundTrip writes games and reads them back into the same values.
func TestPGNRoundTrip(t *testing.T) {
	day := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	games := []*Game{
		{Number: 1, White: "A", Black: "B \"quoted\"", Variant: "chess", IsStart: true, TC: "5+0.05",
			Result: "1-0", Reason: "White mates", Termination: "normal", Date: day,
			Moves: []PlayedMove{{Move: "e2e4", Book: true}, {Move: "e7e5", Book: true},
				{Move: "g1f3", Info: Info{HasScore: true, Score: 35, Depth: 12}, Time: 520 * time.Millisecond},
				{Move: "b8c6", Info: Info{HasScore: true, Score: -99997, Mate: -3, Depth: 9}, Time: time.Second},
				{Move: "f1c4"}}},
		{Number: 2, White: "B", Black: "A", Variant: "grand", Start: "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R b - - 0 7",
			TC: "-", Result: "1/2-1/2", Reason: "Draw by move limit", Termination: "adjudication", Date: day,
			Moves: []PlayedMove{{Move: "e8e7", Info: Info{HasScore: true, Score: -5, Depth: 3}, Time: 3 * time.Millisecond}}},
		{Number: 3, White: "A", Black: "B", Variant: "infinite", Unbounded: true, Start: "w 1 K5,1|k5,8|R1,1",
			TC: "1/0.5", BlackTC: "-", Result: "0-1", Reason: "White loses on time", Termination: "time forfeit", Date: day,
			Moves: []PlayedMove{{Move: "1,1>1,-1000", Info: Info{HasScore: true, Score: 100000 - 1, Mate: 1, Depth: 2}, Time: 7 * time.Millisecond}}},
	}
	var b bytes.Buffer
	for _, g := range games {
		require.NoError(t, WritePGN(&b, g, "rt"))
	}
	assert.Contains(t, b.String(), "[WhiteTimeControl \"1/0.5\"]\n[BlackTimeControl \"-\"]\n")
	assert.Equal(t, 2, strings.Count(b.String(), "[TimeControl "), "one tag when the sides' controls agree")
	back, err := ReadPGN(&b)
	require.NoError(t, err)
	require.Len(t, back, len(games))
	for i := range games {
		assert.Equal(t, games[i], back[i], "game %d", i+1)
	}
}

func TestReadPGNErrors(t *testing.T) {
	_, err := ReadPGN(strings.NewReader("[Event \"x\"]\n\n1. e2e4 {unclosed\n"))
	assert.ErrorContains(t, err, "unclosed comment")
	_, err = ReadPGN(strings.NewReader("[Event x]\n"))
	assert.ErrorContains(t, err, "bad tag")
	games, err := ReadPGN(strings.NewReader(""))
	assert.NoError(t, err)
	assert.Empty(t, games)
}
