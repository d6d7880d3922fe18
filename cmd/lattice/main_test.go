package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func runCmd(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestPerftCommand(t *testing.T) {
	code, out, errOut := runCmd("perft", "-variant", "chess", "-depth", "3")
	assert.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Nodes searched: 8902\n")
	assert.Contains(t, out, "Nodes/second: ")

	code, out, _ = runCmd("perft", "-variant", "chess", "-moves", "e2e4 e7e5", "-depth", "2", "-divide", "-board", "sparse")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "g1f3: 29\n")
	assert.Contains(t, out, "Nodes searched: 835\n") // Stockfish 15.1 agrees
}

func TestPerftBadInput(t *testing.T) {
	cases := [][]string{
		{"perft", "-variant", "nosuch", "-depth", "2"},
		{"perft", "-depth", "0"},
		{"perft", "-depth", "x"},
		{"perft", "-depth", "3", "-fen", "8/8/8 w - - 0 1"},
		{"perft", "-depth", "3", "-fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"},
		{"perft", "-depth", "3", "-moves", "e2e4 e2e4"},
		{"perft", "-depth", "3", "-board", "round"},
		{"perft", "-depth", "3", "extra"},
		{"frobnicate"},
		{},
	}
	for _, args := range cases {
		code, out, errOut := runCmd(args...)
		assert.Equal(t, 2, code, "%v", args)
		assert.NotContains(t, out, "Nodes searched", "%v", args)
		assert.NotEmpty(t, strings.TrimSpace(errOut), "%v", args)
	}
}

func TestVariantsCommand(t *testing.T) {
	code, out, _ := runCmd("variants")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "chess")
}
