package movegen

import (
	"math/bits"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDownRayIsTheShift: downRay's looked-up mask gives the squares of the
// ray from its highest occupied one up, as the shift by the highest bit's
// number does, for rays and occupancies of every density (empty ones
// included).
func TestDownRayIsTheShift(t *testing.T) {
	rng := rand.New(rand.NewSource(43))
	word := func() uint64 {
		w := rng.Uint64()
		for range rng.Intn(4) {
			w &= rng.Uint64()
		}
		return w
	}
	for i := 0; i < 100000; i++ {
		r, all := word(), word()
		if i%16 == 0 {
			all = 0
		}
		want := r & (^uint64(0) << (63 - bits.LeadingZeros64(r&all|1)))
		require.Equal(t, want, downRay(r, all), "r %#x all %#x", r, all)
	}
}
