package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen/variants"
)

var exampleFile = filepath.Join("..", "..", "testdata", "variants", "example.ini")

func TestVariantsListsUserFile(t *testing.T) {
	code, out, errOut := runCmd("variants", "-variants", exampleFile)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "capablanca           10x8       built-in\n")
	assert.Contains(t, out, "grand                10x10      built-in\n")
	assert.Contains(t, out, "cannon-chess         10x10      "+exampleFile+":11\n")
	assert.Contains(t, out, "hopper-alamos        7x7        "+exampleFile+":")
}

func TestVariantShow(t *testing.T) {
	code, out, errOut := runCmd("variant", "show", "janus")
	require.Equal(t, 0, code, errOut)
	assert.True(t, strings.HasPrefix(out, "# janus: built-in\n[variant janus]\n"), out)
	defs, err := variants.Parse("show", strings.NewReader(out))
	require.NoError(t, err)
	want, _ := variants.Builtin("janus")
	require.Len(t, defs, 1)
	assert.Equal(t, want, defs[0])

	code, out, errOut = runCmd("variant", "show", "cannon-chess", "-variants", exampleFile)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "[piece nightrider]\n")
}

func TestPerftUserVariant(t *testing.T) {
	code, out, errOut := runCmd("perft", "-variants", exampleFile, "-variant", "cannon-chess", "-depth", "2")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Nodes searched: 2698\n")
	code, out, errOut = runCmd("perft", "-variants", exampleFile, "-variant", "hopper-alamos", "-depth", "3", "-board", "sparse")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Nodes searched: 2877\n")
}

func TestVariantFileErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.ini")
	require.NoError(t, os.WriteFile(bad, []byte("[variant v]\ninherit = chess\n[piece cannon]\nletter = C\nbetza = mRcpX\n"), 0o644))
	cases := [][]string{
		{"variants", "-variants", bad},
		{"variants", "-variants", filepath.Join(dir, "missing.ini")},
		{"variants", "extra"},
		{"perft", "-variants", bad, "-variant", "v", "-depth", "1"},
		{"variant", "show", "v", "-variants", bad},
		{"variant", "show", "nosuch"},
		{"variant", "show"},
		{"variant", "show", "chess", "spiral"},
		{"variant", "list"},
		{"variant"},
	}
	for _, args := range cases {
		code, out, errOut := runCmd(args...)
		assert.Equal(t, 2, code, "%v", args)
		assert.Empty(t, out, "%v", args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "%v: %q", args, errOut)
	}
	_, _, errOut := runCmd("variants", "-variants", bad)
	assert.Equal(t, "lattice: "+bad+":5:13: betza: unknown atom 'X'\n", errOut)
}
