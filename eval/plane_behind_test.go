package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

func TestBehindKingBonus(t *testing.T) {
	v := planeVariant(t, "infinite")
	w := Default()
	w.BehindKingMG, w.BehindKingEG = 40, 60
	e := NewWithWeights(v, w)
	cases := []struct {
		name   string
		icn    string
		sq     movegen.Coord // the rider's square
		mg, eg int
	}{
		{"a white rook above the black king", "w 1 K5,1|k5,8|R3,12", movegen.Coord{X: 3, Y: 12}, 40, 60},
		{"a white rook on the black king's rank is not beyond it", "b 1 K5,1|k5,8|R1,8", movegen.Coord{X: 1, Y: 8}, 0, 0},
		{"a white rook in front of the black king", "w 1 K5,1|k5,8|R3,5", movegen.Coord{X: 3, Y: 5}, 0, 0},
		{"a white bishop above it gets half", "w 1 K5,1|k5,8|B3,12", movegen.Coord{X: 3, Y: 12}, 20, 30},
		{"a white queen above it gets all", "w 1 K5,1|k5,8|Q9,9", movegen.Coord{X: 9, Y: 9}, 40, 60},
		{"a black rook below the white king", "w 1 K5,1|k5,8|r8,-2", movegen.Coord{X: 8, Y: -2}, 40, 60},
		{"a black rook above the white king", "w 1 K5,1|k5,8|r8,3", movegen.Coord{X: 8, Y: 3}, 0, 0},
	}
	for _, c := range cases {
		p, err := v.ParseICN(c.icn, movegen.AutoBoard, nil)
		require.NoError(t, err, c.name)
		pc := p.At(c.sq)
		enemy := movegen.Coord{X: 5, Y: 8}
		if pc.Color() == movegen.Black {
			enemy = movegen.Coord{X: 5, Y: 1}
		}
		var s side
		e.behindKing(&s, pc, c.sq, enemy)
		assert.Equal(t, c.mg, s.mg, "%s: middle game", c.name)
		assert.Equal(t, c.eg, s.eg, "%s: end game", c.name)
	}
}

// A rider beyond the enemy king but farther from it than BehindKingRadius
// gets nothing; one inside the radius changes the score.
func TestBehindKingRadius(t *testing.T) {
	v := planeVariant(t, "infinite")
	w := Default()
	w.BehindKingMG, w.BehindKingEG = 0, 0
	off := NewWithWeights(v, w)
	w.BehindKingMG, w.BehindKingEG, w.BehindKingRadius = 40, 60, 16
	on := NewWithWeights(v, w)
	score := func(e *Evaluator, icn string) int {
		p, err := v.ParseICN(icn, movegen.AutoBoard, nil)
		require.NoError(t, err, icn)
		return e.Evaluate(p)
	}
	far := "w 1 K5,1|k5,8|R30,40|P1,2|p1,7"
	assert.Equal(t, score(off, far), score(on, far), "rook 32 squares from the king")
	near := "w 1 K5,1|k5,8|R7,20|P1,2|p1,7"
	assert.Greater(t, score(on, near), score(off, near), "rook 12 squares from the king")
}
