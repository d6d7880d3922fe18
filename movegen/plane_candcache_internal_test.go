package movegen

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestRemapOrderIsPermutation: carried over to new list lengths, a random
// order is a permutation of the new slots, and slots that exist in both
// keep their relative order.
func TestRemapOrderIsPermutation(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 3000; i++ {
		oldNp := rng.Intn(cachedPieces + 1)
		oldN0 := rng.Intn(oldNp + 1)
		np := rng.Intn(cachedPieces + 1)
		if i%2 == 0 { // the usual change: one piece more or less
			np = min(max(oldNp+rng.Intn(3)-1, 0), cachedPieces)
		}
		n0 := rng.Intn(np + 1)
		var order [cachedPieces]uint16
		for j, v := range rng.Perm(oldNp) {
			order[j] = uint16(v)
		}
		// Where each surviving slot goes.
		kept := []uint16{}
		for _, o := range order[:oldNp] {
			j := int(o)
			switch {
			case j < oldN0 && j < n0:
				kept = append(kept, uint16(j))
			case j >= oldN0 && n0+j-oldN0 < np:
				kept = append(kept, uint16(n0+j-oldN0))
			}
		}
		remapOrder(&order, oldNp, oldN0, np, n0)
		got := slices.Clone(order[:np])
		require.Equal(t, kept, got[:len(kept)], "surviving slots keep their order")
		slices.Sort(got)
		for j := range got {
			require.Equal(t, uint16(j), got[j], "a permutation of 0..%d", np-1)
		}
	}
}

// TestReplaceKeyKeepsSorted: replacing one instance of a key in a sorted
// list with repeats by another key gives the sorted list of the new
// multiset, for keys moving up, down, onto repeats and to either end.
func TestReplaceKeyKeepsSorted(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < 5000; i++ {
		keys := make([]int64, 1+rng.Intn(40))
		for j := range keys {
			keys[j] = int64(rng.Intn(30) - 15)
		}
		slices.Sort(keys)
		a := keys[rng.Intn(len(keys))]
		b := int64(rng.Intn(40) - 20)
		want := slices.Clone(keys)
		want[slices.Index(want, a)] = b
		slices.Sort(want)
		var x keyIndex
		if i%2 == 0 {
			x.build(keys) // every other list through the index
		}
		replaceKey(keys, a, b, &x)
		require.Equal(t, want, keys, "replace %d by %d", a, b)
	}
}

// TestKeyIndexFollowsKeys: a keyIndex built for sorted keys answers
// firstAbove as the binary search does, for keys inside, below and above
// its range, and still does after keys are replaced (replace), including
// moves out of its range, which leave it not ok until built again.
func TestKeyIndexFollowsKeys(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	lists := 300
	if testing.Short() {
		lists = 60
	}
	checked := 0
	for i := 0; i < lists; i++ {
		keys := make([]int64, 1+rng.Intn(40))
		spread := []int{30, 200, 400}[i%3]
		for j := range keys {
			keys[j] = int64(rng.Intn(spread) - spread/2)
		}
		slices.Sort(keys)
		var x keyIndex
		x.build(keys)
		require.Equal(t, keys[len(keys)-1]-keys[0] < keyIndexSpan, x.ok, "%v", keys)
		for step := 0; step < 20; step++ {
			if x.ok {
				for k := keys[0] - 300; k <= keys[len(keys)-1]+300; k++ {
					require.Equal(t, firstAbove(keys, k), x.firstAbove(keys, k), "key %d of %v", k, keys)
				}
				checked++
			}
			a := keys[rng.Intn(len(keys))]
			b := a + int64(rng.Intn(61)-30)
			if step%7 == 6 {
				b = a + int64(rng.Intn(601)-300) // far, maybe out of range
			}
			replaceKey(keys, a, b, &x)
			x.replace(a, b)
			if !x.ok {
				x.build(keys)
			}
		}
	}
	require.Greater(t, checked, lists*2)
}

// TestLineKeysMatchLineKey: lineKeys and rayDens give every family's
// lineKey and rayDen at once.
func TestLineKeysMatchLineKey(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for i := 0; i < 1000; i++ {
		q := Coord{int32(rng.Intn(2001) - 1000), int32(rng.Intn(2001) - 1000)}
		d := Vec{int32(rng.Intn(7) - 3), int32(rng.Intn(7) - 3)}
		keys, dens := lineKeys(q), rayDens(d)
		for f := 0; f < lineFamilies; f++ {
			require.Equal(t, lineKey(f, q), keys[f], "family %d of %v", f, q)
			require.Equal(t, rayDen(f, d), dens[f], "family %d of %v", f, d)
		}
	}
}
