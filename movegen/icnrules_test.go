package movegen_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestICNRuleFieldsAreHonouredOrRejected: the ICN fields that change the
// game are either played as written (a world border, a promotion token that
// is the variant's rule) or rejected by name, never silently ignored.
func TestICNRuleFieldsAreHonouredOrRejected(t *testing.T) {
	cases := []struct {
		variant, icn, err string
	}{
		{"infinite", "w koth K5,1|k5,8", "win condition koth is not supported"},
		{"infinite", "w royalcapture K5,1|k5,8", "win condition royalcapture is not supported"},
		{"infinite", "w (checkmate|allpiecescaptured) K5,1|k5,8", "win condition allpiecescaptured is not supported"},
		{"infinite", "w (8|1;n) K5,1|k5,8|P1,7", "white's choices N differ from infinite's (Q,CH,R,B,N,HA,GU)"},
		{"infinite", "w (7|1) K5,1|k5,8|P1,6", "white promotes on rank 8 in infinite, not 7"},
		{"infinite", "w (8|) K5,1|k5,8|P1,6", "black promotes on rank 1 in infinite, not none"},
		{"infinite", "w (8;q,zz|1) K5,1|k5,8", "ZZ is not a piece of infinite"},
		{"chess", "w (8|1;q,r) K5,1|k5,8", "white's choices Q,R differ from chess's (Q,R,B,N)"},
		{"grand", "w (10|1) K6,1|k6,10", "ICN cannot say"},
		{"infinite", "w checkmate K5,1|k5,8", ""},
		{"infinite", "w (checkmate|checkmate) K5,1|k5,8", ""},
		{"infinite", "w (8|1) K5,1|k5,8|P1,7", ""},
		{"infinite", "w (8,9|1,0) K5,1|k5,8|P1,7", ""},
		{"infinite", "w (8;q,ch,r,b,n,ha,gu|1;GU,HA,N,B,R,CH,Q) K5,1|k5,8|P1,7", ""},
		{"chess", "w (8;q,r,b,n|1;q,r,b,n) K5,1|k5,8|P1,7", ""},
	}
	for _, c := range cases {
		v := builtin(t, c.variant)
		p, err := v.ParseICN(c.icn, movegen.AutoBoard, nil)
		if c.err == "" {
			assert.NoError(t, err, c.icn)
			assert.NotNil(t, p, c.icn)
			continue
		}
		assert.ErrorContains(t, err, c.err, c.icn)
		assert.Nil(t, p, c.icn)
	}
}

// TestICNWorldBorderIsTheDefault: ParseICNDefault counts inside the ICN's
// own border when it has one, else inside the default; an explicit border
// overrides both.
func TestICNWorldBorderIsTheDefault(t *testing.T) {
	v := builtin(t, "infinite")
	small := movegen.Bounds{X0: 0, X1: 9, Y0: 0, Y1: 9}
	p, err := v.ParseICNDefault("w 0,9,0,9 K5,1|k5,8|R1,2", movegen.AutoBoard, v.Bounds())
	require.NoError(t, err)
	assert.Equal(t, small, p.Bounds())
	// King 8 steps; rook 7 up, 2 down, 1 left, 8 right.
	assert.Len(t, legalTexts(p), 26)
	p, err = v.ParseICNDefault("w K5,1|k5,8|R1,2", movegen.AutoBoard, v.Bounds())
	require.NoError(t, err)
	assert.Equal(t, v.Bounds(), p.Bounds())
	p, err = v.ParseICN("w 0,9,0,9 K5,1|k5,8|R1,2", movegen.AutoBoard, new(v.Bounds()))
	require.NoError(t, err)
	assert.Equal(t, v.Bounds(), p.Bounds())
}
