package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// TestBishopPair: with the pair weights on, a side with two bishops gets
// the bonus once, on the bounded board and on the plane alike, while two
// knights or a lone bishop get nothing; with the weights at 0 (the
// default) no type earns it.
func TestBishopPair(t *testing.T) {
	w := Default()
	require.Zero(t, w.BishopPairMG|w.BishopPairEG, "off by default")
	w.BishopPairMG, w.BishopPairEG = 40, 40
	cases := []struct {
		variant, pos string
		bonus        int
	}{
		{"chess", "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1", 40},
		{"chess", "4k3/8/8/8/8/8/8/2BBK3 w - - 0 1", 40},
		{"chess", "4k3/8/8/8/8/8/8/2N1KN2 w - - 0 1", 0},
		{"chess", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", 0},
		{"chess", "2b1kb2/8/8/8/8/8/8/2B1KB2 w - - 0 1", 0},
		{"capablanca", "5k4/10/10/10/10/10/10/3B1KB3 w - - 0 1", 40},
		{"infinite", "w 1 K5,1|k5,8|B3,1|B6,1", 40},
		{"infinite", "w 1 K5,1|k5,8|B3,1|B6,1|b3,8", 40},
		{"infinite", "w 1 K5,1|k5,8|HA3,1|HA6,1|GU2,2|GU4,2", 0},
	}
	for _, c := range cases {
		v, err := variants.Get(c.variant)
		require.NoError(t, err)
		var p *movegen.Position
		if v.Unbounded() {
			p, err = v.ParseICN(c.pos, movegen.AutoBoard, nil)
		} else {
			p, err = v.ParseFEN(c.pos)
		}
		require.NoError(t, err, c.pos)
		assert.Equal(t, c.bonus, NewWithWeights(v, w).Evaluate(p)-New(v).Evaluate(p), "%s %s", c.variant, c.pos)
	}
	v, err := variants.Get("chess")
	require.NoError(t, err)
	assert.Empty(t, New(v).pairTypes, "weights 0: no type is looked at")
	assert.Len(t, NewWithWeights(v, w).pairTypes, 1, "the bishop alone")
}
