package icn

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"w P5,2+|K5,1|k5,8",
		"w " + startPieces,
		`[Event "x"] [Variant "Chess on an Infinite Plane"] b 5,3 3/100 12 (8;q,ch|1;q,ch) -7,16,_,16 (checkmate|koth) ` +
			"Squares:0,0 Rays:1,1>1,0 K5,1|k5,8|P1,7+ 1. P1,7 x 2,8 =Q + !? {c} | k5,8>4,8 2. 5,1>5,2",
		"w 1 (8|1;q,ch,r,b,n,ha,gu) -5,14,-6,15 K5,1",
		"b:w royalcapture ob1,1|vo2,2",
		"5,2>5,4|5,7>5,5",
		"w P2000000000,1",
		"w 99999999999999999999999",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := Parse(s)
		if err != nil {
			return
		}
		text := Format(g)
		again, err := Parse(text)
		require.NoError(t, err, "input %q formatted as %q", s, text)
		require.Equal(t, g, again, "input %q formatted as %q", s, text)
		for _, p := range g.Pieces {
			require.True(t, p.Square().InRange())
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{
		"R(8,4)-(1,4)", "R(1,4)", "R(1,4)x(0,4)", "Rx(0,4)", "(-1,7)-(-1,6)", "(-1,6)", "(3,7)-(3,8)=Q+",
		"R(e8)-(a8)", "R(a8)", "Rx(e5)", "R(a8)-(φ8)", "R(08)", "R(-aa3)", "(e-3)=CH#!?",
		"5,2>5,4", "3,7>3,8=CH", "3,2>3,1=q", "P1,7 x 2,8 =Q + !! {hi}", "3,4>3,5Q",
		"R(2000000000,4)", "(zzzzzzzzzzzzzzzzzzz1)",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			return
		}
		require.True(t, m.To.InRange())
		again, err := ParseMove(m.String())
		require.NoError(t, err, "input %q written as %q", s, m.String())
		require.Equal(t, m, again, "input %q written as %q", s, m.String())
		// Every notation writes a move its reader takes back.
		for _, text := range []string{m.Numeric(), m.Lettered()} {
			other, err := ParseMove(text)
			require.NoError(t, err, "input %q written as %q", s, text)
			require.Equal(t, m.To, other.To)
			require.Equal(t, m.From, other.From)
			require.Equal(t, m.Promo, other.Promo)
		}
	})
}

func FuzzParseSquare(f *testing.F) {
	for _, s := range []string{"(e8)", "(φ8)", "(08)", "(-b8)", "(aa12)", "(-aa3)", "(8,4)", "(-1,-2)", "5,1",
		"(e-3)", "(zzzzzzz1)", "1073741824,0", "(e1073741830)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sq, err := ParseSquare(s)
		if err != nil {
			return
		}
		require.True(t, sq.InRange())
		for _, text := range []string{sq.String(), sq.Numeric(), sq.Lettered()} {
			again, err := ParseSquare(text)
			require.NoError(t, err, "input %q written as %q", s, text)
			require.Equal(t, sq, again, "input %q written as %q", s, text)
		}
	})
}
