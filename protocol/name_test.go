package protocol

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/engine"
)

// testVersion is the version the transcript harnesses run under, so the
// golden handshakes see a stamped name (they match it by pattern).
const testVersion = "v0.0-test"

func TestName(t *testing.T) {
	cases := []struct{ version, want string }{
		{"", "Lattice"},
		{"  ", "Lattice"},
		{"dev", "Lattice dev"},
		{"v1.2-3-gabc-dirty", "Lattice v1.2-3-gabc-dirty"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Name(c.version), c.version)
	}
}

// TestRunNamedTellsTheName: both protocols announce the name they were
// given, and an empty name falls back to DefaultName.
func TestRunNamedTellsTheName(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		{"Lattice 9f3e2a1", "xboard\nprotover 2\n", `feature myname="Lattice 9f3e2a1"`},
		{"Lattice 9f3e2a1", "uci\n", "id name Lattice 9f3e2a1"},
		{"", "xboard\nprotover 2\n", `feature myname="Lattice"`},
		{"", "uci\n", "id name Lattice"},
	}
	for _, c := range cases {
		e, err := engine.New()
		require.NoError(t, err)
		var out bytes.Buffer
		require.NoError(t, RunNamed(strings.NewReader(c.in), &out, e, c.name))
		assert.Contains(t, strings.Split(out.String(), "\n"), c.want, out.String())
	}
}
