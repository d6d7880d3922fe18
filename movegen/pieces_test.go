package movegen_test

import (
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// testVariant builds a variant on a files×ranks board from orthodox pieces
// plus extra ones; the king may be replaced.
func testVariant(t testing.TB, files, ranks int32, king movegen.PieceDef, extra ...movegen.PieceDef) *movegen.Variant {
	t.Helper()
	pieces := []movegen.PieceDef{
		{Name: "pawn", Letter: 'P', Betza: "fmWfceFifmnD", Pawn: true},
		{Name: "knight", Letter: 'N', Betza: "N"},
		{Name: "bishop", Letter: 'B', Betza: "B"},
		{Name: "rook", Letter: 'R', Betza: "R", CastlePartner: true},
		{Name: "queen", Letter: 'Q', Betza: "Q"},
		king,
	}
	v, err := movegen.NewVariant(movegen.VariantDef{
		Name: "test", Bounds: movegen.Bounds{X0: 1, X1: files, Y0: 1, Y1: ranks},
		Pieces: append(pieces, extra...), Promotion: movegen.PromotionDef{Letters: "Q"},
	})
	require.NoError(t, err)
	return v
}

var orthodoxKing = movegen.PieceDef{Name: "king", Letter: 'K', Betza: "KisO2", Royal: true}
var spiralKing = movegen.PieceDef{Name: "king", Letter: 'K', Betza: "isO2", Primitive: "spiral", Royal: true}

// targets lists the squares the piece on sq may move to by pseudo-legal
// moves, on both board kinds (which must agree).
func targets(t *testing.T, v *movegen.Variant, fen, sq string) []string {
	t.Helper()
	var out [2][]string
	for i, kind := range boards {
		p := mustFEN(t, v, fen, kind)
		from, err := v.ParseSquare(sq)
		require.NoError(t, err)
		ml := movegen.NewMoveList(64)
		p.Generate(ml)
		for _, m := range ml.Moves {
			if m.From == from {
				out[i] = append(out[i], v.SquareName(m.To))
			}
		}
		sort.Strings(out[i])
	}
	require.Equal(t, out[0], out[1], "mailbox and sparse disagree on %s in %s", sq, fen)
	return out[0]
}

func squares(s string) []string {
	f := strings.Fields(s)
	sort.Strings(f)
	return f
}

func TestSpiralKingFacts(t *testing.T) {
	v := testVariant(t, 8, 8, spiralKing)
	// The worked example of spiral.md.
	got := targets(t, v, "7k/8/3p1p2/8/2n1K1P1/8/8/8 w - - 0 1", "e4")
	assert.Equal(t, squares("c5 d5 e5 f5 g5 d4 f4 c3 d3 e3 f3 g3 c2 d2 e2 f2 g2 d6 f6 c4"), got)
	// On an empty board: 63 squares from d4, 15 from b2 (a lone spiral mover).
	lone, err := movegen.NewVariant(movegen.VariantDef{Name: "lone", Bounds: movegen.Bounds{X0: 1, X1: 8, Y0: 1, Y1: 8},
		Pieces: []movegen.PieceDef{{Name: "spiral", Letter: 'S', Primitive: "spiral"}}})
	require.NoError(t, err)
	assert.Len(t, targets(t, lone, "8/8/8/8/3S4/8/8/8 w - - 0 1", "d4"), 63)
	assert.Len(t, targets(t, lone, "8/8/8/8/8/8/1S6/8 w - - 0 1", "b2"), 15)
	// On an edge square the destinations are an orthodox king's.
	assert.Equal(t, squares("d1 f1 d2 e2 f2"), targets(t, v, "7k/8/8/8/8/8/8/4K3 w - - 0 1", "e1"))
	// A diagonal neighbour is blocked only when both orthogonal neighbours are.
	assert.Contains(t, targets(t, v, "7k/8/8/8/8/8/4N3/4K3 w - - 0 1", "e1"), "d2")
	assert.NotContains(t, targets(t, v, "7k/8/8/8/8/8/4N3/3NK3 w - - 0 1", "e1"), "d2")
}

func TestSpiralKingMates(t *testing.T) {
	v := testVariant(t, 8, 8, spiralKing)
	// Black Ka8 to move against White Kc6 is mate; White's Ke1 against Kd5 too.
	assert.Equal(t, movegen.Checkmate, mustFEN(t, v, "k7/8/2K5/8/8/8/8/8 b - - 0 1", movegen.AutoBoard).Outcome())
	assert.Equal(t, movegen.Checkmate, mustFEN(t, v, "8/8/8/3k4/8/8/8/4K3 w - - 0 1", movegen.AutoBoard).Outcome())
}

// ringRule is the second implementation of the spiral move from spiral.md.
func ringRule(p *movegen.Position, from movegen.Coord) []movegen.Coord {
	us := p.At(from).Color()
	var out []movegen.Coord
	ok := func(c movegen.Coord) bool { // may end there: empty or enemy
		q := p.At(c)
		return q == movegen.Empty || (q.IsPiece() && q.Color() != us)
	}
	for k := int32(1); ; k++ {
		var ring []movegen.Coord
		for dx := -k; dx <= k; dx++ {
			for dy := -k; dy <= k; dy++ {
				if max(abs(dx), abs(dy)) == k {
					ring = append(ring, from.Add(movegen.Vec{X: dx, Y: dy}))
				}
			}
		}
		clear := true
		for _, c := range ring {
			if p.At(c) != movegen.Empty {
				clear = false
			}
		}
		if clear {
			out = append(out, ring...)
			continue
		}
		// The border ring: four edges without corners, walked from both ends.
		corners := [4]movegen.Vec{{X: -k, Y: k}, {X: k, Y: k}, {X: k, Y: -k}, {X: -k, Y: -k}}
		edgeClear := [4]bool{}
		for e := 0; e < 4; e++ {
			a, b := corners[e], corners[(e+1)%4]
			step := movegen.Vec{X: sign(b.X - a.X), Y: sign(b.Y - a.Y)}
			var edge []movegen.Coord
			for c := from.Add(a).Add(step); c != from.Add(b); c = c.Add(step) {
				edge = append(edge, c)
			}
			edgeClear[e] = true
			for _, c := range edge {
				if p.At(c) != movegen.Empty {
					edgeClear[e] = false
				}
			}
			for _, dir := range []int{1, -1} {
				for i := 0; i < len(edge); i++ {
					c := edge[i]
					if dir < 0 {
						c = edge[len(edge)-1-i]
					}
					q := p.At(c)
					if q == movegen.Offboard {
						break
					}
					if ok(c) {
						out = append(out, c)
					}
					if q != movegen.Empty {
						break
					}
				}
			}
		}
		for e := 0; e < 4; e++ {
			c := from.Add(corners[e])
			if p.At(c) != movegen.Offboard && (edgeClear[e] || edgeClear[(e+3)%4]) && ok(c) {
				out = append(out, c)
			}
		}
		return out
	}
}

func abs(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}

func sign(x int32) int32 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func TestSpiralPathRuleEqualsRingRule(t *testing.T) {
	v := testVariant(t, 8, 8, spiralKing)
	rng := rand.New(rand.NewSource(4))
	letters := "PNBRQpnbrq"
	for i := 0; i < 3000; i++ {
		// A random board with the two kings and 0..20 other pieces.
		var board [8][8]byte
		place := func(l byte) {
			for {
				x, y := rng.Intn(8), rng.Intn(8)
				if board[y][x] == 0 && !((l == 'P' || l == 'p') && (y == 0 || y == 7)) {
					board[y][x] = l
					return
				}
			}
		}
		place('K')
		place('k')
		for n := rng.Intn(21); n > 0; n-- {
			place(letters[rng.Intn(len(letters))])
		}
		var sb strings.Builder
		for y := 7; y >= 0; y-- {
			empty := 0
			for x := 0; x < 8; x++ {
				if board[y][x] == 0 {
					empty++
					continue
				}
				if empty > 0 {
					sb.WriteByte(byte('0' + empty))
					empty = 0
				}
				sb.WriteByte(board[y][x])
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
			}
			if y > 0 {
				sb.WriteByte('/')
			}
		}
		fen := sb.String() + " w - - 0 1"
		p, err := v.ParseFEN(fen)
		if err != nil {
			continue // Black in check with White to move: not a position
		}
		king, _ := p.Royal(movegen.White)
		var want []string
		seen := map[movegen.Coord]bool{}
		for _, c := range ringRule(p, king) {
			if !seen[c] {
				seen[c] = true
				want = append(want, v.SquareName(c))
			}
		}
		sort.Strings(want)
		got := targets(t, v, fen, v.SquareName(king))
		require.Equal(t, want, got, fen)
	}
}

// randomFEN places the two kings and up to n pieces drawn from letters on a
// files×ranks board (pawns never on the first or last rank).
func randomFEN(rng *rand.Rand, files, ranks int, n int, letters string) string {
	return boardFEN(randomBoard(rng, files, ranks, n, letters, nil))
}

// randomBoard is randomFEN's board, after placing the blocks first: each
// block is a letter put on a 2×2 square at a random place.
func randomBoard(rng *rand.Rand, files, ranks int, n int, letters string, blocks []byte) [][]byte {
	board := make([][]byte, ranks)
	for y := range board {
		board[y] = make([]byte, files)
	}
	for _, l := range blocks {
		for tries := 0; tries < 20; tries++ {
			x, y := rng.Intn(files-1), rng.Intn(ranks-1)
			if board[y][x] == 0 && board[y][x+1] == 0 && board[y+1][x] == 0 && board[y+1][x+1] == 0 {
				board[y][x], board[y][x+1], board[y+1][x], board[y+1][x+1] = l, l, l, l
				break
			}
		}
	}
	place := func(l byte) {
		for {
			x, y := rng.Intn(files), rng.Intn(ranks)
			if board[y][x] == 0 && !((l == 'P' || l == 'p') && (y <= 1 || y >= ranks-2)) {
				board[y][x] = l
				return
			}
		}
	}
	place('K')
	place('k')
	for i := rng.Intn(n + 1); i > 0; i-- {
		place(letters[rng.Intn(len(letters))])
	}
	return board
}

// boardFEN writes a board (row 0 = rank 1) as a FEN with White to move.
func boardFEN(board [][]byte) string {
	var sb strings.Builder
	for y := len(board) - 1; y >= 0; y-- {
		empty := 0
		for x := range board[y] {
			if board[y][x] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconvItoa(empty))
				empty = 0
			}
			sb.WriteByte(board[y][x])
		}
		if empty > 0 {
			sb.WriteString(strconvItoa(empty))
		}
		if y > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String() + " w - - 0 1"
}

func strconvItoa(n int) string {
	if n >= 10 {
		return string(rune('0'+n/10)) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}

// referenceTargets computes a piece's targets by a direct reading of its
// description in infiltrator.md (or the notation's meaning for others).
func referenceTargets(p *movegen.Position, from movegen.Coord, letter byte) []movegen.Coord {
	us := p.At(from).Color()
	enemy := func(q movegen.Piece) bool { return q.IsPiece() && q.Color() != us }
	var out []movegen.Coord
	queen := []movegen.Vec{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: 1, Y: -1}, {X: -1, Y: 1}, {X: -1, Y: -1}}
	switch letter {
	case 'I': // captures adjacent; moves to any empty square on its queen lines
		for _, d := range queen {
			for n := int32(1); ; n++ {
				c := from.Add(d.Scale(n))
				q := p.At(c)
				if q == movegen.Offboard {
					break
				}
				if q == movegen.Empty || (n == 1 && enemy(q)) {
					out = append(out, c)
				}
			}
		}
	case 'W': // walks over a chain of pieces, capturing enemies in it
		for _, d := range queen[:4] {
			for c := from.Add(d); ; c = c.Add(d) {
				q := p.At(c)
				if q == movegen.Offboard {
					break
				}
				if q == movegen.Empty {
					out = append(out, c)
					break
				}
				if enemy(q) {
					out = append(out, c)
				}
			}
		}
	case 'C': // cannon: moves as a rook, captures by hopping exactly one piece
		for _, d := range queen[:4] {
			hopped := false
			for c := from.Add(d); ; c = c.Add(d) {
				q := p.At(c)
				if q == movegen.Offboard {
					break
				}
				if !hopped {
					if q == movegen.Empty {
						out = append(out, c)
						continue
					}
					hopped = true
					continue
				}
				if q != movegen.Empty {
					if enemy(q) {
						out = append(out, c)
					}
					break
				}
			}
		}
	}
	return out
}

func TestMultiLegPiecesMatchTheirDescriptions(t *testing.T) {
	extra := []movegen.PieceDef{
		{Name: "infiltrator", Letter: 'I', Betza: "Kmpa(mpfa)mfK"},
		{Name: "jumpalongwazir", Letter: 'W', Betza: "(paf)W"},
		{Name: "cannon", Letter: 'C', Betza: "mRcpR"},
	}
	v := testVariant(t, 8, 10, orthodoxKing, extra...)
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 2000; i++ {
		fen := randomFEN(rng, 8, 10, 30, "IWCNRPiwcnrp")
		p, err := v.ParseFEN(fen)
		if err != nil {
			continue
		}
		for _, sq := range p.Pieces(movegen.White) {
			pc := p.At(sq)
			letter := v.Letter(pc)
			if !strings.ContainsRune("IWC", rune(letter)) {
				continue
			}
			want := map[string]bool{}
			for _, c := range referenceTargets(p, sq, letter) {
				want[v.SquareName(c)] = true
			}
			var wantList []string
			for s := range want {
				wantList = append(wantList, s)
			}
			sort.Strings(wantList)
			require.Equal(t, wantList, targets(t, v, fen, v.SquareName(sq)), "%c on %s in %s", letter, v.SquareName(sq), fen)
		}
	}
}

func TestBoardsAgreeOnFairyPieces(t *testing.T) {
	extra := []movegen.PieceDef{
		{Name: "infiltrator", Letter: 'I', Betza: "Kmpa(mpfa)mfK"},
		{Name: "jumpalongwazir", Letter: 'W', Betza: "(paf)W"},
		{Name: "cannon", Letter: 'C', Betza: "mRcpR"},
		{Name: "nightrider", Letter: 'Z', Betza: "NN"},
	}
	variants := []struct {
		v       *movegen.Variant
		letters string
	}{
		{testVariant(t, 8, 10, orthodoxKing, extra...), "IWCZNRBQPiwcznrbqp"},
		{testVariant(t, 8, 8, spiralKing), "NRBQPnrbqp"},
	}
	rng := rand.New(rand.NewSource(6))
	for game := 0; game < 60; game++ {
		v, letters := variants[game%2].v, variants[game%2].letters
		fen := randomFEN(rng, v.Bounds().Width(), v.Bounds().Height(), 24, letters)
		mb, err := v.ParseFENBoard(fen, movegen.MailboxBoard)
		if err != nil {
			continue
		}
		playInLockstep(t, rng, mb, mustFEN(t, v, fen, movegen.SparseBoard), 80)
	}
}

func TestUnsupportedXBetzaIsAnError(t *testing.T) {
	for _, betza := range []string{"cuW", "tcR", "oR"} {
		_, err := movegen.NewVariant(movegen.VariantDef{
			Name: "x", Bounds: movegen.Bounds{X0: 1, X1: 8, Y0: 1, Y1: 8},
			Pieces: []movegen.PieceDef{{Name: "odd", Letter: 'O', Betza: betza}},
		})
		assert.ErrorContains(t, err, "not supported", betza)
	}
}

// TestLameCapturesAttack: a piece whose capture is a lame leap (the square
// between must be empty) attacks through the attack test too, so the king may
// not step into it and its checks are seen.
func TestLameCapturesAttack(t *testing.T) {
	v := testVariant(t, 8, 8, orthodoxKing, movegen.PieceDef{Name: "lame", Letter: 'L', Betza: "nD"})
	for _, kind := range boards {
		p := mustFEN(t, v, "8/8/8/4k3/8/4L3/8/K7 b - - 0 1", kind)
		assert.True(t, p.InCheck(), "the lame dabbaba on e3 checks e5 (%s)", kind)
		p = mustFEN(t, v, "8/8/8/4k3/4p3/4L3/8/K7 b - - 0 1", kind)
		assert.False(t, p.InCheck(), "blocked on e4 (%s)", kind)
		assert.Equal(t, moveTexts(p, p.GenerateLegalSlow), legalTexts(p))
		p = mustFEN(t, v, "8/8/8/8/3k4/8/4L3/K7 b - - 0 1", kind)
		assert.NotContains(t, legalTexts(p), "d4e4", "e4 is attacked by the lame dabbaba (%s)", kind)
	}
}
