package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPerftBorderRange(t *testing.T) {
	cases := []struct {
		border string
		code   int
		out    string // in stdout on success, in stderr on failure
	}{
		{"-1073741823,1073741823,-1073741823,1073741823", 2, "outside ±1073741822"},
		{"-2000000000,2000000000,-1,1", 2, "outside ±1073741822"},
		{"-5,14,-6,15", 0, "Nodes searched: 160\n"},
	}
	for _, c := range cases {
		code, out, errOut := runCmd("perft", "-variant", "infinite", "-border", c.border, "-depth", "1")
		assert.Equal(t, c.code, code, "%s: %s", c.border, errOut)
		if c.code == 0 {
			assert.Contains(t, out, c.out, c.border)
		} else {
			assert.Contains(t, errOut, c.out, c.border)
			assert.NotContains(t, out, "Nodes searched", c.border)
		}
	}
}
