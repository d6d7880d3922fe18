package betza

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// canonical descriptions: Format(Parse(s)) must give s back.
var canonical = []string{
	"",
	"K", "Q", "R", "B", "N", "W", "F", "D", "A", "H", "C", "Z", "G",
	"fmWfceFifmnD", "ifmnDfmWfceF", "KisO2", "isO3", "BN", "RN", "mRcpR", "NN", "WW", "FF", "KK",
	"R4", "W3", "N2", "W0", "N0", "K12", "R999", "ffN", "fsN", "vN", "rfN", "lvN", "fhN", "hrN",
	"Kmpa(mpfa)mfK", "(paf)W", "gQ", "mafsW", "afsafzW", "afafsKafsafzfK", "jR", "jjR4",
	"nN", "cpR", "udQ", "afudQ", "KNADcaKmcabK", "ooR", "ctR", "yafsF", "NNN", "RB", "QR",
	"((fa)a)W", "(a)W", "aW", "aaW",
}

func TestRoundTrip(t *testing.T) {
	for _, s := range canonical {
		t.Run(s, func(t *testing.T) {
			p, err := Parse(s)
			require.NoError(t, err)
			assert.Equal(t, s, Format(p))
			assert.Equal(t, s, p.String())
			q, err := Parse(Format(p))
			require.NoError(t, err)
			assert.Equal(t, p, q)
		})
	}
}

func TestParseTree(t *testing.T) {
	tests := []struct {
		in   string
		want *Piece
	}{
		{"", &Piece{}},
		{"fmW", &Piece{Components: []Component{{
			Pos: 0, Atom: 'W', AtomPos: 2,
			Mods: []Mod{{Letter: 'f', Pos: 0}, {Letter: 'm', Pos: 1}},
		}}}},
		{"NNR4", &Piece{Components: []Component{
			{Pos: 0, Atom: 'N', AtomPos: 0, Doubled: true},
			{Pos: 2, Atom: 'R', AtomPos: 2, HasRange: true, Range: 4},
		}}},
		{"K(pa)W", &Piece{Components: []Component{
			{Pos: 0, Atom: 'K', AtomPos: 0},
			{Pos: 1, Atom: 'W', AtomPos: 5, Mods: []Mod{{Pos: 1, Group: []Mod{
				{Letter: 'p', Pos: 2}, {Letter: 'a', Pos: 3},
			}}}},
		}}},
		{"isO2", &Piece{Components: []Component{{
			Pos: 0, Atom: 'O', AtomPos: 2, HasRange: true, Range: 2,
			Mods: []Mod{{Letter: 'i', Pos: 0}, {Letter: 's', Pos: 1}},
		}}}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := Parse(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in  string
		pos int
		msg string // a substring of the message
	}{
		{"fmW)", 3, "unexpected ')'"},
		{")", 0, "unexpected ')'"},
		{"(W", 1, "inside a group"},
		{"(fa", 0, "unclosed '('"},
		{"W(fa(m)", 1, "unclosed '('"},
		{"()W", 1, "empty group"},
		{"fm", 2, "need an atom"},
		{"Kf", 2, "need an atom"},
		{"X", 0, "unknown atom 'X'"},
		{"WE", 1, "unknown atom 'E'"},
		{"xW", 0, "unknown modifier 'x'"},
		{"fkW", 1, "unknown modifier 'k'"},
		{"3W", 0, "unexpected digit"},
		{"W3 ", 2, "unexpected character ' '"},
		{"W03", 1, "leading zero"},
		{"NN2", 2, "doubled atom takes no number"},
		{"W1234", 4, "longer than 3 digits"},
		{"fR(", 2, "unclosed '('"},
		{"RRR", 1, "cannot be doubled"},
		{"RRW", 1, "cannot be doubled"},
		{"O", 0, "needs the king's distance"},
		{"isO", 2, "needs the king's distance"},
		{"O0", 1, "at least 1"},
		{"OO2", 1, "cannot be doubled"},
		{"(((((fa)a)a)a)a)W", 4, "nested deeper"},
		{"W\xe9", 1, "unexpected character"},
		{"-W", 0, "unexpected character '-'"},
		{"[W]", 0, "unexpected character '['"},
		{strings.Repeat("W", MaxLen+1), MaxLen, "longer than"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			p, err := Parse(tt.in)
			require.Error(t, err)
			assert.Nil(t, p)
			var pe *ParseError
			require.True(t, errors.As(err, &pe), "error %T is not a *ParseError", err)
			assert.Equal(t, tt.pos, pe.Pos, "position; message %q", pe.Msg)
			assert.Contains(t, pe.Msg, tt.msg)
		})
	}
}

func TestParseErrorText(t *testing.T) {
	_, err := Parse("fmW)")
	require.Error(t, err)
	assert.Equal(t, "betza: position 3: unexpected ')'", err.Error())
}

func TestParseLimits(t *testing.T) {
	_, err := Parse(strings.Repeat("W", MaxLen))
	assert.NoError(t, err)
	_, err = Parse("((((fa)a)a)a)W")
	assert.NoError(t, err, "MaxDepth levels of nesting parse")
}

func TestLetterSets(t *testing.T) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		assert.Equal(t, strings.IndexByte("WFDNAHCZGKQRBO", b) >= 0, IsAtom(b), "atom %q", b)
		assert.Equal(t, strings.IndexByte("fblrvshzqmcdepgnjitouya", b) >= 0, IsModifier(b), "modifier %q", b)
	}
}

func TestFormatNil(t *testing.T) {
	assert.Equal(t, "", Format(nil))
	assert.Equal(t, "fcF", Component{Mods: []Mod{{Letter: 'f'}, {Letter: 'c'}}, Atom: 'F'}.String())
}
