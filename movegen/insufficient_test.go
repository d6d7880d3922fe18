package movegen_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// respell returns chess with the bishop's and the knight's XBetza replaced.
func respell(t *testing.T, bishop, knight string) *movegen.Variant {
	t.Helper()
	d := chess(t).Definition()
	for i := range d.Pieces {
		switch d.Pieces[i].Letter {
		case 'B':
			d.Pieces[i].Betza = bishop
		case 'N':
			d.Pieces[i].Betza = knight
		}
	}
	v, err := movegen.NewVariant(d)
	require.NoError(t, err)
	return v
}

// FIDE's dead-material rule knows a minor piece by how it moves, not by how
// its XBetza is spelled: a bishop written FF and a knight written as its two
// halves count as minors; a bishop that also steps as a wazir does not.
func TestDeadMaterialByMovement(t *testing.T) {
	cases := []struct {
		name, bishop, knight, fen string
		want                      movegen.Outcome
	}{
		{"K+B v K, B as FF", "FF", "N", "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", movegen.InsufficientMaterial},
		{"K+N v K, N as vNsN", "B", "vNsN", "k7/8/8/8/8/3K4/8/1N6 w - - 0 1", movegen.InsufficientMaterial},
		{"K+B v K+B same colour, B as FF", "FF", "N", "8/8/3b4/4k3/8/8/8/2B1K3 w - - 0 1", movegen.InsufficientMaterial},
		{"K+BW v K", "BW", "N", "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", movegen.Ongoing},
		{"K+half knight v K", "B", "vN", "k7/8/8/8/8/3K4/8/1N6 w - - 0 1", movegen.Ongoing},
		{"K+N+N v K, N as vNsN", "B", "vNsN", "8/8/8/4k3/8/8/8/1NN1K3 w - - 0 1", movegen.Ongoing},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := respell(t, c.bishop, c.knight)
			for _, kind := range boards {
				assert.Equal(t, c.want, mustFEN(t, v, c.fen, kind).Outcome(), kind)
			}
		})
	}
}

// A variant's definition is a copy: changing what Definition, Pieces or
// Def return changes nothing in the variant.
func TestVariantDefinitionIsACopy(t *testing.T) {
	v := chess(t)
	d := v.Definition()
	d.Name, d.Pieces[0].Name, d.Pieces[0].Betza = "changed", "changed", "W"
	ps := v.Pieces()
	ps[0].Name = "changed"
	pd := v.Def(1)
	pd.Name = "changed"
	assert.Equal(t, "chess", v.Name())
	assert.NotEqual(t, "changed", v.Def(1).Name)
	assert.NotEqual(t, "W", v.Def(1).Betza)
	assert.Equal(t, len(ps), v.NumPieceTypes())
}
