package movegen

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// members lists the steps of s within 1..n.
func members(s stepSet, n int64) []int64 {
	var out []int64
	for t := int64(1); t <= n; t++ {
		if t >= s.lo && t <= s.hi && floorMod(t-s.rem, s.mod) == 0 {
			out = append(out, t)
		}
	}
	return out
}

// TestStepSetArithmetic checks segmentSteps, and, count and stepsAtLeast
// against walking the steps one by one, for small random vectors (with
// steps that skip squares, like a dabbabarider's, and opposite signs).
func TestStepSetArithmetic(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	vec := func() Vec {
		for {
			v := Vec{rng.Int31n(7) - 3, rng.Int31n(7) - 3}
			if v != (Vec{}) {
				return v
			}
		}
	}
	const n = 60
	all := stepSet{lo: 1, hi: n, mod: 1}
	for i := 0; i < 20000; i++ {
		from := Coord{rng.Int31n(41) - 20, rng.Int31n(41) - 20}
		k := Coord{rng.Int31n(41) - 20, rng.Int31n(41) - 20}
		d, v := vec(), vec()
		if i%3 == 0 { // often on one line
			v = Vec{d.X * (rng.Int31n(3) + 1), d.Y * (rng.Int31n(3) + 1)}
			if rng.Intn(2) == 0 {
				v = v.Neg()
			}
			k = from.Add(Vec{d.X * (rng.Int31n(9) - 4), d.Y * (rng.Int31n(9) - 4)})
		}
		a, b := int64(rng.Intn(9)-2), int64(rng.Intn(30))
		var want []int64
		for t := int64(1); t <= n; t++ {
			c := from.Add(d.Scale(int32(t)))
			for j := a; j <= b; j++ {
				if k.Add(v.Scale(int32(j))) == c {
					want = append(want, t)
					break
				}
			}
		}
		got := all.and(segmentSteps(from, d, k, v, a, b))
		require.Equal(t, want, members(got, n), "from %v d %v k %v v %v j %d..%d", from, d, k, v, a, b)
		require.Equal(t, int64(len(want)), got.count())

		// Two progressions at once (a check and a pin).
		k2, v2 := from.Add(d.Scale(int32(rng.Intn(5)))), Vec{d.X * (rng.Int31n(3) + 1), d.Y * (rng.Int31n(3) + 1)}
		other := segmentSteps(from, d, k2, v2, int64(rng.Intn(5)-2), int64(rng.Intn(40)))
		both := got.and(other)
		var want2 []int64
		for _, t := range want {
			for _, u := range members(all.and(other), n) {
				if t == u {
					want2 = append(want2, t)
				}
			}
		}
		require.Equal(t, want2, members(both, n))
		require.Equal(t, int64(len(want2)), both.count())

		y, dy, th := int64(rng.Intn(21)-10), int64(rng.Intn(7)-3), int64(rng.Intn(41)-20)
		var wantY []int64
		for t := int64(1); t <= n; t++ {
			if y+t*dy >= th {
				wantY = append(wantY, t)
			}
		}
		require.Equal(t, wantY, members(all.and(stepsAtLeast(y, dy, th)), n), "y %d dy %d th %d", y, dy, th)
	}
}
