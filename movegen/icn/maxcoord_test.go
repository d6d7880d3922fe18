package icn_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"lattice/movegen"
	"lattice/movegen/icn"
)

// The kernel and this package must agree on the coordinate range.
func TestMaxCoordMatchesKernel(t *testing.T) {
	assert.Equal(t, int64(movegen.MaxCoord), int64(icn.MaxCoord))
}
