package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// TestCheckLookupListsEveryDirection: for every built-in variant and the
// riders' test variant, the directions GivesCheck looks up for a
// displacement from the royal piece include every attack direction that
// reaches it: along the queen lines near and far, and off them within the
// short directions' reach.
func TestCheckLookupListsEveryDirection(t *testing.T) {
	vs := []*movegen.Variant{ridersVariant(t)}
	for _, name := range variants.Names() {
		vs = append(vs, builtin(t, name))
	}
	rng := rand.New(rand.NewSource(4))
	units := []movegen.Vec{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}
	looked := 0
	for _, v := range vs {
		for c := movegen.White; c <= movegen.Black; c++ {
			for i := 0; i < 3000; i++ {
				d := movegen.Vec{X: rng.Int31n(15) - 7, Y: rng.Int31n(15) - 7}
				if i%3 == 0 {
					d = units[rng.Intn(len(units))].Scale(1 + rng.Int31n(1<<30-1))
				}
				misses, ok := v.CheckLookupMisses(c, d)
				if !ok {
					break
				}
				looked++
				require.Zero(t, misses, "%s side %d displacement %v", v.Name(), c, d)
			}
		}
	}
	assert.Greater(t, looked, 10000, "most variants have a lookup")
}
