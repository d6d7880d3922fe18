package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNullMoveGuards(t *testing.T) {
	cases := []struct {
		variant, fen string
		noNull       bool // the variant forbids null moves
		material     bool // the side to move has a piece besides king and pawns
	}{
		{"chess", "", false, true},
		{"chess", "4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1", false, false},
		{"chess", "4k3/pppp4/8/8/8/8/PPPP4/4KN2 w - - 0 1", false, true},
		{"spiral", "", true, true},
	}
	for _, c := range cases {
		p := position(t, c.variant, c.fen)
		s := New(Options{HashMB: 1})
		th := s.threads[0]
		th.setup(p, s.evaluatorFor(p.Variant()))
		assert.Equal(t, c.noNull, th.noNull, "%s %s", c.variant, c.fen)
		assert.Equal(t, c.material, th.nonPawnMaterial(), "%s %s", c.variant, c.fen)
	}
}
