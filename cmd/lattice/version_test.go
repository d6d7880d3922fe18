package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestVersionCommand(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"-version"}, {"--version"}} {
		code, out, errOut := runCmd(args...)
		assert.Equal(t, 0, code, "%v: %s", args, errOut)
		assert.Equal(t, "lattice "+buildVersion()+"\n", out, args)
	}
	code, _, errOut := runCmd("version", "extra")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "no arguments")
}

// TestVersionStamped builds the binary with the version stamped in as
// `make release` does and checks -version and both protocols' names.
func TestVersionStamped(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "lattice")
	build := exec.Command("go", "build", "-ldflags", "-X main.version=v9.8-7-gdeadbee-dirty", "-o", bin, ".")
	out, err := build.CombinedOutput()
	require.NoError(t, err, string(out))

	out, err = exec.Command(bin, "-version").Output()
	require.NoError(t, err)
	assert.Equal(t, "lattice v9.8-7-gdeadbee-dirty\n", string(out))

	cases := []struct{ in, want string }{
		{"uci\nquit\n", "id name Lattice v9.8-7-gdeadbee-dirty"},
		{"xboard\nprotover 2\nquit\n", `feature myname="Lattice v9.8-7-gdeadbee-dirty"`},
	}
	for _, c := range cases {
		cmd := exec.Command(bin)
		cmd.Stdin = strings.NewReader(c.in)
		out, err := cmd.Output()
		require.NoError(t, err)
		assert.Contains(t, strings.Split(string(out), "\n"), c.want)
	}
}
