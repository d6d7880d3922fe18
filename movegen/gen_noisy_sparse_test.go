package movegen_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestPlaneNoisyPromotionsNearTheZone: on the plane, GenerateNoisy skips a
// pawn's move-only rays whose landing squares all lie outside the promotion
// zone (rayMayPromote), so the pawns next to it must still promote: a push
// onto the zone's first rank, an unmoved pawn's double step onto it (the
// farthest step decides, not the first), one that is blocked, and pawns a
// step short of it, and a pawn whose push ranges over two squares (it
// reaches the zone on its second step only), for both colours. The noisy list is the legal list's
// captures and promotions, and the promotions are the expected ones.
func TestPlaneNoisyPromotionsNearTheZone(t *testing.T) {
	// A pawn that pushes one or two squares at any time: a move-only ray
	// from step 1 to step 2, which may promote on its farther step only.
	v := planeVariant(t, movegen.PieceDef{Name: "sprinter", Letter: 'S', Betza: "fmW2fcF", Pawn: true})
	cases := []struct {
		name, icn string
		promoFrom []string // the squares whose pawns must promote (7 pieces each)
	}{
		{"white push", "w K5,1|k5,20|P3,7|P6,6", []string{"3,7"}},
		{"white double step", "w K5,1|k5,20|P4,6+|P6,5+", []string{"4,6"}},
		{"white double step blocked", "w K5,1|k5,20|P4,6+|n4,7", nil},
		{"white push blocked, captures promote", "w K5,1|k5,20|P3,7|r3,8|b4,8", []string{"3,7"}},
		{"white jäger pawns", "w K5,1|k5,20|P3,-6+|P4,-5", nil},
		{"white ranged push", "w K5,1|k5,20|S3,6|S6,5", []string{"3,6"}},
		{"black ranged push", "b K5,-20|k5,8|s3,3|s6,4", []string{"3,3"}},
		{"black push", "b K5,-20|k5,8|p3,2|p6,3", []string{"3,2"}},
		{"black double step", "b K5,-20|k5,8|p4,3+|p6,4+", []string{"4,3"}},
		{"black jäger pawns", "b K5,-20|k5,8|p3,15+|p4,14", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := v.ParseICN(c.icn, movegen.SparseBoard, nil)
			require.NoError(t, err)
			want := noisyByFilter(p)
			got := moveTexts(p, p.GenerateNoisy)
			assert.Equal(t, want, got)
			promos := map[string]int{}
			ml := movegen.NewMoveList(64)
			p.GenerateNoisy(ml)
			for _, m := range ml.Moves {
				if m.Promo != 0 {
					promos[strings.SplitN(p.MoveString(m), ">", 2)[0]]++
				}
			}
			wantPromos := map[string]int{}
			for _, sq := range c.promoFrom {
				wantPromos[sq] = 0
			}
			for sq := range promos {
				_, ok := wantPromos[sq]
				assert.True(t, ok, "a promotion from %s", sq)
			}
			for sq := range wantPromos {
				assert.GreaterOrEqual(t, promos[sq], 7, "promotions from %s: %v", sq, got)
			}
		})
	}
}

// TestPlaneNoisyFarPawns: pawns far from the promotion zone take the
// noisyPlan's short cut (noisyFar): they still capture both ways, take en
// passant, and give the filtered legal list, for both colours.
func TestPlaneNoisyFarPawns(t *testing.T) {
	v := planeVariant(t)
	cases := []struct {
		name, icn, play string
		has             []string
	}{
		{"white captures", "w K5,1|k5,20|P3,3|n2,4|b4,4|P10,-3|r9,-2", "", []string{"3,3>2,4", "3,3>4,4", "10,-3>9,-2"}},
		{"white takes en passant", "b K5,1|k5,20|P3,5|p4,7+", "4,7>4,5", []string{"3,5>4,6"}},
		{"black captures", "b K5,1|k5,20|p3,5|N2,4|B4,4", "", []string{"3,5>2,4", "3,5>4,4"}},
		{"black takes en passant", "w K5,1|k5,20|p3,3|P2,1+", "2,1>2,3", []string{"3,3>2,2"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := v.ParseICN(c.icn, movegen.SparseBoard, nil)
			require.NoError(t, err)
			if c.play != "" {
				m, err := p.ParseMove(c.play)
				require.NoError(t, err)
				p.Make(m)
			}
			want := noisyByFilter(p)
			got := moveTexts(p, p.GenerateNoisy)
			assert.Equal(t, want, got)
			assert.Subset(t, got, c.has)
		})
	}
}

// TestPlaneNoisyRidersNearAndFar: a rider's captures come from its line
// masks when its blocker stands inside the window (noisyRideInWindow) and
// from the line index when the nearest piece along the ray stands far
// outside it (the far pieces lie on both sides, so that the window, centred
// on the pieces, holds the rider), for plain riders and one with leaps.
func TestPlaneNoisyRidersNearAndFar(t *testing.T) {
	v := planeVariant(t)
	cases := []struct {
		name, icn string
		has       []string
	}{
		{"rook", "w K5,1|k5,-3|R0,0|q0,1000|n0,-1000|b1000,0|n-1000,0", []string{"0,0>0,1000", "0,0>0,-1000", "0,0>1000,0", "0,0>-1000,0"}},
		{"queen", "w K5,1|k5,-3|Q0,0|r-1000,-1000|b1000,1000|n0,2", []string{"0,0>-1000,-1000", "0,0>1000,1000", "0,0>0,2"}},
		{"chancellor", "w K5,1|k5,-3|CH0,0|r0,-1000|n1,2|b1000,0|n0,1000|n-1000,0", []string{"0,0>0,-1000", "0,0>1,2", "0,0>1000,0", "0,0>0,1000", "0,0>-1000,0"}},
		{"black bishop", "b K5,1|k5,-3|b0,0|R1000,1000|N-1000,-1000|B-3,3", []string{"0,0>1000,1000", "0,0>-1000,-1000", "0,0>-3,3"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := v.ParseICN(c.icn, movegen.SparseBoard, nil)
			require.NoError(t, err)
			want := noisyByFilter(p)
			got := moveTexts(p, p.GenerateNoisy)
			assert.Equal(t, want, got)
			assert.Subset(t, got, c.has)
		})
	}
}

// noisyByFilter returns the texts of p's legal moves that capture or
// promote: what GenerateNoisy must give.
func noisyByFilter(p *movegen.Position) []string {
	return moveTexts(p, func(ml *movegen.MoveList) {
		p.GenerateLegal(ml)
		kept := ml.Moves[:0]
		for _, m := range ml.Moves {
			if m.Promo != 0 || captures(p, m) {
				kept = append(kept, m)
			}
		}
		ml.Moves = kept
	})
}
