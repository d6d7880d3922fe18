package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAnalyseCommand(t *testing.T) {
	cases := []struct {
		args []string
		want string // the best move
	}{
		{[]string{"-variant", "chess", "-fen", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "-depth", "3"}, "a1a8"},
		{[]string{"-variant", "chess", "-moves", "f2f3 e7e5 g2g4", "-depth", "2"}, "d8h4"},
		{[]string{"-variant", "kadesh", "-icn", "w K40,40|k0,0|R-3,-1|N-6,-5|N-5,-5|N-6,-4|N-5,-4", "-depth", "2"}, "-6,-5>-6,0"},
	}
	line := regexp.MustCompile(`^depth \d+ seldepth \d+ score (cp -?\d+|mate -?\d+)( lowerbound| upperbound)? nodes \d+ nps \d+ time \d+( hashfull \d+)?( pv .+)?$`)
	for _, c := range cases {
		code, out, errOut := runCmd(append([]string{"analyse"}, c.args...)...)
		require.Equal(t, 0, code, errOut)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		require.GreaterOrEqual(t, len(lines), 2, out)
		for _, l := range lines[:len(lines)-1] {
			assert.Regexp(t, line, l)
		}
		assert.Contains(t, lines[len(lines)-2], "score mate 1", c.args)
		assert.Equal(t, "bestmove "+c.want, lines[len(lines)-1], c.args)
	}
}

func TestAnalyseMultiPVAndNodes(t *testing.T) {
	code, out, errOut := runCmd("analyse", "-variant", "spiral", "-nodes", "3000", "-multipv", "2", "-threads", "2", "-hash", "4")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, " multipv 2 ")
	assert.Regexp(t, `(?m)^bestmove [a-h][1-8][a-h][1-8]( ponder [a-h][1-8][a-h][1-8])?$`, out)
}

func TestAnalyseNoLegalMove(t *testing.T) {
	code, out, _ := runCmd("analyse", "-fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "-depth", "2")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "bestmove (none) (stalemate)")
}

func TestAnalyseBadInput(t *testing.T) {
	cases := [][]string{
		{"analyse", "-variant", "nosuch"},
		{"analyse", "-fen", "8/8/8 w - - 0 1"},
		{"analyse", "-moves", "e2e5"},
		{"analyse", "-fen", "x", "-icn", "y"},
		{"analyse", "-depth", "-1"},
		{"analyse", "-depth", "x"},
		{"analyse", "-movetime", "-5"},
		{"analyse", "-threads", "0", "-depth", "1"},
		{"analyse", "-hash", "0", "-depth", "1"},
		{"analyse", "-multipv", "0", "-depth", "1"},
		{"analyse", "-variant", "infinite", "-fen", "8/8/8/8/8/8/8/8 w - - 0 1"},
		{"analyse", "-variants", "no/such/file.ini"},
		{"analyse", "extra"},
		{"bench", "x"},
		{"bench", "0"},
		{"bench", "1", "2"},
	}
	for _, args := range cases {
		code, out, errOut := runCmd(args...)
		assert.Equal(t, 2, code, "%v", args)
		assert.NotContains(t, out, "bestmove", "%v", args)
		assert.NotContains(t, out, "nodes", "%v", args)
		msg := strings.TrimSpace(errOut)
		assert.NotEmpty(t, msg, "%v", args)
		assert.NotContains(t, msg, "\n", "%v: one line", args)
	}
}

// TestBenchCommandFormat runs the bench at depth 1 and checks the
// OpenBench lines; the signature itself is held by the engine's test.
func TestBenchCommandFormat(t *testing.T) {
	code, out, errOut := runCmd("bench", "1")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Greater(t, len(lines), 3)
	m := regexp.MustCompile(`^(\d+) nodes (\d+) nps$`).FindStringSubmatch(lines[len(lines)-1])
	require.NotNil(t, m, lines[len(lines)-1])
	assert.Contains(t, out, "Nodes searched: "+m[1]+"\n")
	assert.Contains(t, out, "Nodes/second: "+m[2]+"\n")
	for _, v := range []string{"chess", "capablanca", "spiral", "infiltrator", "infinite", "kadesh"} {
		assert.Regexp(t, "(?m)^"+v+" ", out)
	}
}

// TestAnalyseEveryGame: a shallow analysis of each game's start ends with
// a move in the game's notation.
func TestAnalyseEveryGame(t *testing.T) {
	bounded := `[a-l]\d+[a-l]\d+[a-z]?`
	plane := `-?\d+,-?\d+>-?\d+,-?\d+(=[A-Za-z]+)?`
	for _, c := range []struct{ variant, move string }{
		{"chess", bounded}, {"capablanca", bounded}, {"spiral", bounded}, {"infiltrator", bounded},
		{"grand", bounded}, {"infinite", plane}, {"infinite-huygens", plane}, {"kadesh", plane},
	} {
		code, out, errOut := runCmd("analyse", "-variant", c.variant, "-depth", "2")
		require.Equal(t, 0, code, errOut)
		assert.Regexp(t, "(?m)^depth 2 .* pv "+c.move, out, c.variant)
		assert.Regexp(t, "(?m)^bestmove "+c.move+"( ponder "+c.move+")?$", out, c.variant)
	}
}
