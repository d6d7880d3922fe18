package movegen_test

import (
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// planeStart is the start of Chess on an Infinite Plane (infinite-plane.md).
const planeStart = "w P-2,1+|P-1,2+|P0,2+|P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|P9,2+|P10,2+|P11,1+|P-4,-6+|P-3,-5+|P-2,-4+|P-1,-5+|P0,-6+|P9,-6+|P10,-5+|P11,-4+|P12,-5+|P13,-6+|p-2,8+|p-1,7+|p0,7+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|p9,7+|p10,7+|p11,8+|p-4,15+|p-3,14+|p-2,13+|p-1,14+|p0,15+|p9,15+|p10,14+|p11,13+|p12,14+|p13,15+|HA-2,-6|HA11,-6|ha-2,15|ha11,15|R-1,1|R10,1|r-1,8|r10,8|CH0,1|CH9,1|ch0,8|ch9,8|GU1,1|GU8,1|gu1,8|gu8,8|N2,1|N7,1|n2,8|n7,8|B3,1|B6,1|b3,8|b6,8|Q4,1|q4,8|K5,1|k5,8"

// planeVariant is Chess on an Infinite Plane, defined here so that the
// kernel's tests do not depend on the catalogue.
func planeVariant(t testing.TB, extra ...movegen.PieceDef) *movegen.Variant {
	t.Helper()
	pieces := []movegen.PieceDef{
		{Name: "pawn", Letter: 'P', Betza: "fmWfceFifmnD", Pawn: true},
		{Name: "knight", Letter: 'N', Betza: "N"},
		{Name: "bishop", Letter: 'B', Betza: "B"},
		{Name: "rook", Letter: 'R', Betza: "R"},
		{Name: "queen", Letter: 'Q', Betza: "Q"},
		{Name: "king", Letter: 'K', Betza: "K", Royal: true},
		{Name: "chancellor", Letter: 'C', Betza: "RN", Code: "CH"},
		{Name: "hawk", Letter: 'H', Betza: "ADGH", Code: "HA"},
		{Name: "guard", Letter: 'G', Betza: "K", Code: "GU"},
	}
	v, err := movegen.NewVariant(movegen.VariantDef{
		Name: "plane", Unbounded: true, Bounds: movegen.Bounds{X0: -5, X1: 14, Y0: -6, Y1: 15},
		Pieces: append(pieces, extra...), StartICN: planeStart,
		Promotion:    movegen.PromotionDef{Letters: "QCRBNHG", WhiteFrom: 8, BlackFrom: 1},
		Insufficient: movegen.PlaneInsufficient,
	})
	require.NoError(t, err)
	return v
}

func TestPlaneStartHas144FiniteMovesAnd4OpenRays(t *testing.T) {
	v := planeVariant(t)
	for _, side := range []string{"w", "b"} {
		p, err := v.ParseICN(side+planeStart[1:], movegen.AutoBoard, nil)
		require.NoError(t, err)
		ml := movegen.NewMoveList(256)
		var rays []movegen.OpenRay
		p.GenerateRays(ml, &rays)
		assert.Equal(t, 144, ml.Len(), side)
		assert.Len(t, rays, 4, side)
	}
}

func TestPlanePerftInsideTheDefaultBorder(t *testing.T) {
	v := planeVariant(t)
	want := []uint64{160, 25600, 4225824}
	depth := 3
	if testing.Short() {
		depth = 2
	}
	for _, kind := range []movegen.BoardKind{movegen.SparseBoard} {
		p, err := v.ParseICN(planeStart, kind, new(v.Bounds()))
		require.NoError(t, err)
		for d := 1; d <= depth; d++ {
			assert.Equal(t, want[d-1], perftCount(p, d), "depth %d", d)
		}
	}
}

// perftCount is a plain perft, independent of the perft package.
func perftCount(p *movegen.Position, depth int) uint64 {
	ml := movegen.NewMoveList(256)
	p.GenerateLegal(ml)
	if depth == 1 {
		return uint64(ml.Len())
	}
	moves := append([]movegen.Move(nil), ml.Moves...)
	var n uint64
	for _, m := range moves {
		p.Make(m)
		n += perftCount(p, depth-1)
		p.Unmake()
	}
	return n
}

const huygensStart = "w GU-1,0|HU0,0|CH1,0|CH8,0|HU9,0|GU10,0|P-1,1+|P0,1+|P9,1+|P10,1+|R1,1|N2,1|B3,1|Q4,1|K5,1|B6,1|N7,1|R8,1|P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|HA-2,-5|HA11,-5|P-4,-5+|P-3,-4+|P-2,-3+|P-1,-4+|P0,-5+|P9,-5+|P10,-4+|P11,-3+|P12,-4+|P13,-5+|gu-1,9|hu0,9|ch1,9|ch8,9|hu9,9|gu10,9|p-1,8+|p0,8+|p9,8+|p10,8+|r1,8|n2,8|b3,8|q4,8|k5,8|b6,8|n7,8|r8,8|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|ha-2,14|ha11,14|p-4,14+|p-3,13+|p-2,12+|p-1,13+|p0,14+|p9,14+|p10,13+|p11,12+|p12,13+|p13,14+"

const kadeshKnights = "|N0,-1|N0,-2|N1,-1|N1,-2|N4,-1|N4,-2|N5,-1|N5,-2|N8,-1|N8,-2|N9,-1|N9,-2|n0,10|n0,11|n1,10|n1,11|n4,10|n4,11|n5,10|n5,11|n8,10|n8,11|n9,10|n9,11"

func TestHuygensAndKadeshPerftInsideTheDefaultBorder(t *testing.T) {
	huygens := planeVariant(t, movegen.PieceDef{Name: "huygens", Letter: 'U', Primitive: "prime", Code: "HU"})
	kadesh := planeVariant(t)
	// The kadesh variant's knights form formations.
	kd := kadesh.Definition()
	kd.Pieces = append([]movegen.PieceDef(nil), kd.Pieces...)
	kd.Pieces[1].Primitive = "formation"
	kadesh, err := movegen.NewVariant(kd)
	require.NoError(t, err)
	cases := []struct {
		v     *movegen.Variant
		start string
		want  []uint64
	}{
		{huygens, huygensStart, []uint64{177, 31313, 5597270}},
		{kadesh, planeStart + kadeshKnights, []uint64{254, 64516, 16112316}},
	}
	depth := 2
	if os.Getenv("PERFT_DEEP") != "" {
		depth = 3
	}
	for _, c := range cases {
		p, err := c.v.ParseICN(c.start, movegen.SparseBoard, new(c.v.Bounds()))
		require.NoError(t, err)
		for d := 1; d <= depth; d++ {
			assert.Equal(t, c.want[d-1], perftCount(p, d), "%s depth %d", c.start[:20], d)
		}
	}
}

// TestPlaneBoardsAgreeInsideSmallBorders: inside a world border that fits
// 16×16, the mailbox and the sparse board give identical counts.
func TestPlaneBoardsAgreeInsideSmallBorders(t *testing.T) {
	// The start without the jäger units, and the same for Huygens and Kadesh.
	trim := func(icn string) string {
		g := strings.Fields(icn)
		var keep []string
		for _, tok := range strings.Split(g[1], "|") {
			i := strings.IndexAny(tok, "-0123456789")
			xy := strings.Split(strings.TrimSuffix(tok[i:], "+"), ",")
			y, _ := strconv.Atoi(xy[1])
			if y >= -3 && y <= 12 {
				keep = append(keep, tok)
			}
		}
		return g[0] + " " + strings.Join(keep, "|")
	}
	huygens := planeVariant(t, movegen.PieceDef{Name: "huygens", Letter: 'U', Primitive: "prime", Code: "HU"})
	kd := planeVariant(t).Definition()
	kd.Pieces = append([]movegen.PieceDef(nil), kd.Pieces...)
	kd.Pieces[1].Primitive = "formation"
	kadesh, err := movegen.NewVariant(kd)
	require.NoError(t, err)
	border := movegen.Bounds{X0: -3, X1: 12, Y0: -3, Y1: 12}
	cases := []struct {
		v     *movegen.Variant
		start string
	}{
		{planeVariant(t), trim(planeStart)},
		{huygens, trim(huygensStart)},
		{kadesh, trim(planeStart + kadeshKnights)},
	}
	for _, c := range cases {
		mb, err := c.v.ParseICN(c.start, movegen.MailboxBoard, &border)
		require.NoError(t, err)
		sp, err := c.v.ParseICN(c.start, movegen.SparseBoard, &border)
		require.NoError(t, err)
		for d := 1; d <= 2; d++ {
			require.Equal(t, perftCount(sp, d), perftCount(mb, d), "depth %d", d)
		}
		playInLockstep(t, rand.New(rand.NewSource(8)), mb, sp, 60)
	}
}

func TestPlaneInsufficientMaterialExamples(t *testing.T) {
	v := planeVariant(t)
	cases := []struct {
		icn  string
		dead bool
	}{
		{"w K0,0|k20,23", true},
		{"w K0,0|Q1,1|k20,23", true},                     // Q v –, a part of Q/Q
		{"w K0,0|Q1,1|k20,23|q30,30", true},              // Q/Q
		{"w K0,0|Q1,1|R2,3|k20,23", false},               // Q+R v – is in no line
		{"w K0,0|B1,1|B3,3|B4,1|k20,23", true},           // same-coloured bishops + one other
		{"w K0,0|B1,1|B3,3|B4,1|B6,1|k20,23", false},     // two of each colour
		{"w K0,0|CH1,1|k20,23", true},                    // C/–
		{"w K0,0|CH1,1|k20,23|p30,3+", false},            // C v P is in no line
		{"w K0,0|HA1,1|HA2,2|k20,23", true},              // 2H/–
		{"w K0,0|HA1,1|HA2,2|HA3,3|k20,23", false},       // 3H
		{"w K0,0|P1,1+|P2,2+|P3,3+|k20,23|p30,3+", true}, // 3P/P
		{"w K0,0|P1,1+|P2,2+|P3,3+|k20,23|p30,3+|p31,3+", false},
	}
	for _, c := range cases {
		p, err := v.ParseICN(c.icn, movegen.AutoBoard, nil)
		require.NoError(t, err, c.icn)
		got := p.Outcome() == movegen.InsufficientMaterial
		assert.Equal(t, c.dead, got, c.icn)
	}
}

// TestPlaneRidersAndLimits: a nightrider (not a queen line) finds its
// blocker and its captures on the open plane without walking; pieces whose
// moves cannot yet be bounded there are refused with a clear error.
func TestPlaneRidersAndLimits(t *testing.T) {
	v := planeVariant(t, movegen.PieceDef{Name: "nightrider", Letter: 'Z', Betza: "NN", Code: "NR"})
	p, err := v.ParseICN("w K0,0|NR1,1|k-500,7|q1000001,2000001", movegen.AutoBoard, nil)
	require.NoError(t, err)
	assert.Contains(t, legalTexts(p), "1,1>1000001,2000001", "the far capture along the nightrider's line")
	p, err = v.ParseICN("w K0,0|k-500,7|nr1000000,2000000", movegen.AutoBoard, nil)
	require.NoError(t, err)
	assert.True(t, p.InCheck(), "a nightrider checks from a million leaps away")
	for _, pd := range []movegen.PieceDef{
		{Name: "cannon", Letter: 'X', Betza: "mRcpR", Code: "CA"},
		{Name: "spiral", Letter: 'X', Primitive: "spiral", Code: "SP"},
	} {
		d := planeVariant(t).Definition()
		d.Pieces = append(append([]movegen.PieceDef(nil), d.Pieces...), pd)
		_, err := movegen.NewVariant(d)
		assert.ErrorContains(t, err, "not supported on an unbounded board", pd.Name)
	}
}
