package match

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen/variants"
)

func TestParseTCAndPGN(t *testing.T) {
	cases := []struct {
		in  string
		tc  TimeControl
		pgn string
	}{
		{"5+0.05", TimeControl{Base: 5 * time.Second, Inc: 50 * time.Millisecond}, "5+0.05"},
		{"40/60", TimeControl{Moves: 40, Base: time.Minute}, "40/60"},
		{"40/1:30+1", TimeControl{Moves: 40, Base: 90 * time.Second, Inc: time.Second}, "40/90+1"},
		{"0.5", TimeControl{Base: 500 * time.Millisecond}, "0.5"},
		{"inf", TimeControl{}, "-"},
	}
	for _, c := range cases {
		tc, err := ParseTC(c.in)
		assert.NoError(t, err, c.in)
		assert.Equal(t, c.tc, tc, c.in)
		assert.Equal(t, c.pgn, tc.PGN(), c.in)
	}
	assert.Equal(t, "1/2.5", TimeControl{MoveTime: 2500 * time.Millisecond}.PGN())
	for _, bad := range []string{"", "x", "0", "-1", "5+x", "5+-1", "0/5", "a/5", "1:xx"} {
		_, err := ParseTC(bad)
		assert.Error(t, err, bad)
	}
}

func TestWireHelpers(t *testing.T) {
	assert.Equal(t, "e0e1", wireMove("e1e2", true))
	assert.Equal(t, "e1e2", wireMove("e1e2", false))
	assert.Equal(t, "a10a9q", kernelMove("a9a8q", true))
	assert.Equal(t, []string{`myname="Fairy Max 5.0b"`, "ping=1", "done=1"},
		splitFeatures(`myname="Fairy Max 5.0b" ping=1  done=1`))
	assert.Equal(t, "1000", minSec(1000*time.Minute))
	assert.Equal(t, "0:05", minSec(5*time.Second))
	assert.Equal(t, "1:30", minSec(90*time.Second))
}

func TestReadUCIInfo(t *testing.T) {
	var i Info
	readUCIInfo([]string{"depth", "7", "seldepth", "9", "score", "cp", "-35", "nodes", "100"}, &i)
	assert.Equal(t, Info{HasScore: true, Score: -35, Depth: 7}, i)
	readUCIInfo([]string{"depth", "8", "score", "mate", "-3"}, &i)
	assert.Equal(t, Info{HasScore: true, Score: -99997, Mate: -3, Depth: 8}, i)
}

func TestEditCommands(t *testing.T) {
	v, err := variants.Get("chess")
	require.NoError(t, err)
	p, err := v.ParseFEN("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1")
	require.NoError(t, err)
	cmds := editCommands(p, false)
	require.Len(t, cmds, 8)
	assert.Equal(t, []string{"a2a3", "edit", "#"}, cmds[:3])
	assert.ElementsMatch(t, []string{"Pe2", "Ke1"}, cmds[3:5])
	assert.Equal(t, []string{"c", "Ke8", "."}, cmds[5:])
	// White to move: no dummy move; ranks from 0 when the wire wants it.
	p, err = v.ParseFEN("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
	require.NoError(t, err)
	cmds = editCommands(p, true)
	assert.Equal(t, "edit", cmds[0])
	assert.Contains(t, cmds, "Pe1")
	assert.Contains(t, cmds, "Ke7")
}
