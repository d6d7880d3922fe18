package movegen

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPrimeTableMatchesMillerRabin: the sieve's table and the Miller–Rabin
// test agree on every number below the table's size and beside it, and
// isPrime agrees with both on random numbers up to 2^32 and on negatives.
func TestPrimeTableMatchesMillerRabin(t *testing.T) {
	primes := 0
	for n := int64(-3); n < primeTableSize+200; n++ {
		want := millerRabin(n)
		require.Equal(t, want, isPrime(n), "n = %d", n)
		if want {
			primes++
		}
	}
	require.Equal(t, 6542+primesIn(primeTableSize, primeTableSize+200), primes, "π(2^16) = 6542")
	rng := rand.New(rand.NewSource(2))
	for i := 0; i < 20000; i++ {
		n := rng.Int63n(1 << 32)
		require.Equal(t, millerRabin(n), isPrime(n), "n = %d", n)
	}
}

// primesIn counts the primes in [lo, hi) by trial division.
func primesIn(lo, hi int64) int {
	c := 0
	for n := lo; n < hi; n++ {
		prime := n >= 2
		for d := int64(2); d*d <= n && prime; d++ {
			prime = n%d != 0
		}
		if prime {
			c++
		}
	}
	return c
}
