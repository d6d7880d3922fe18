package movegen_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"lattice/movegen"
)

func TestParseBoundsRange(t *testing.T) {
	cases := []struct {
		text string
		want movegen.Bounds
		err  string
	}{
		{"-5,14,-6,15", movegen.Bounds{X0: -5, X1: 14, Y0: -6, Y1: 15}, ""},
		{" -1, 1 , -2,2", movegen.Bounds{X0: -1, X1: 1, Y0: -2, Y1: 2}, ""},
		{"-1073741822,1073741822,-1073741822,1073741822",
			movegen.Bounds{X0: -movegen.MaxBorder, X1: movegen.MaxBorder, Y0: -movegen.MaxBorder, Y1: movegen.MaxBorder}, ""},
		// ±MaxCoord is the open plane's edge: never a border.
		{"-1073741823,1073741823,-1073741823,1073741823", movegen.Bounds{}, "outside ±1073741822"},
		{"0,1073741823,0,1", movegen.Bounds{}, "outside ±1073741822"},
		{"0,1,-1073741823,1", movegen.Bounds{}, "outside ±1073741822"},
		{"0,99999999999999999999,0,1", movegen.Bounds{}, "bad border edge"},
		{"0,x,0,1", movegen.Bounds{}, "bad border edge"},
		{"0,1,0", movegen.Bounds{}, "want left,right,bottom,top"},
		{"5,1,0,1", movegen.Bounds{}, "empty border"},
	}
	for _, c := range cases {
		b, err := movegen.ParseBounds(c.text)
		if c.err != "" {
			assert.ErrorContains(t, err, c.err, c.text)
			continue
		}
		if assert.NoError(t, err, c.text) {
			assert.Equal(t, c.want, b, c.text)
		}
	}
}
