package eval

import (
	"math/bits"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// oddVariant is a user variant of files×ranks with pieces whose Activity
// the kernel cannot count from bitboards (lame leaps, move-only and
// capture-only rays, a limited rider, a hopper, a prime leaper) beside the
// orthodox ones, with a spiral king when spiral is set.
func oddVariant(t *testing.T, files, ranks int32, spiral bool) *movegen.Variant {
	t.Helper()
	king := movegen.PieceDef{Name: "king", Letter: 'K', Betza: "K", Royal: true}
	if spiral {
		king = movegen.PieceDef{Name: "king", Letter: 'K', Primitive: "spiral", Royal: true}
	}
	return userVariant(t, files, ranks, king, movegen.PieceDef{Name: "prime", Letter: 'M', Primitive: "prime"})
}

// userVariant is a variant of files×ranks with the orthodox pieces but
// king, the given king and extra pieces, and odd riders and leapers
// (guard, lame leaper, split mover, short rider, cannon), kings alone on
// the first and last ranks at the start.
func userVariant(t *testing.T, files, ranks int32, king movegen.PieceDef, extra ...movegen.PieceDef) *movegen.Variant {
	t.Helper()
	rest := ""
	if files > 1 {
		rest = strconv.Itoa(int(files - 1))
	}
	start := "k" + rest + strings.Repeat("/"+strconv.Itoa(int(files)), int(ranks-2)) + "/K" + rest + " w - - 0 1"
	v, err := movegen.NewVariant(movegen.VariantDef{
		Name: "odd", Bounds: movegen.Bounds{X0: 1, X1: files, Y0: 1, Y1: ranks}, StartFEN: start,
		Pieces: append([]movegen.PieceDef{
			{Name: "pawn", Letter: 'P', Betza: "fmWfceFifmnD", Pawn: true},
			{Name: "knight", Letter: 'N', Betza: "N"},
			{Name: "bishop", Letter: 'B', Betza: "B"},
			{Name: "rook", Letter: 'R', Betza: "R"},
			{Name: "queen", Letter: 'Q', Betza: "Q"},
			king,
			{Name: "guard", Letter: 'G', Betza: "K"},
			{Name: "lame", Letter: 'L', Betza: "nDnAW"},
			{Name: "split", Letter: 'S', Betza: "mRcB"},
			{Name: "short", Letter: 'T', Betza: "R3F"},
			{Name: "cannon", Letter: 'C', Betza: "mRpcR"},
		}, extra...),
		Promotion: movegen.PromotionDef{Letters: "Q"},
	})
	require.NoError(t, err)
	return v
}

// randomBoardFEN places the two kings and up to n pieces of letters at
// random (no pawn on the first or last two ranks), White to move; n must
// leave room for them.
func randomBoardFEN(rng *rand.Rand, files, ranks, n int, letters string) string {
	board := make([][]byte, ranks)
	for y := range board {
		board[y] = make([]byte, files)
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
	var sb strings.Builder
	for y := ranks - 1; y >= 0; y-- {
		empty := 0
		for _, l := range board[y] {
			if l == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			sb.WriteByte(l)
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
		if y > 0 {
			sb.WriteByte('/')
		}
	}
	sb.WriteString(" w - - 0 1")
	return sb.String()
}

// TestSetTermsEqualWalk: the evaluation by square sets scores every
// position exactly as the walk over the pieces, along random games of
// every bounded built-in variant and on random boards of a user variant of
// odd pieces, of sizes with and without square sets, under weights that
// count the king's mobility, do not, and look for attackers further off.
func TestSetTermsEqualWalk(t *testing.T) {
	noKing := Default()
	noKing.KingMobilityMG, noKing.KingMobilityEG = 0, 0
	far := Default()
	far.KingMobilityMG, far.NearRadius, far.RayCap = 2, 3, 3
	weights := []Weights{Default(), noKing, far}
	games, plies, boards := 3, 100, 40
	if testing.Short() {
		games, plies, boards = 1, 60, 12
	}
	bySets := 0
	var evals [][2]*Evaluator // by weights: with sets, walking
	check := func(name string, p *movegen.Position) {
		for wi, pair := range evals {
			e, walk := pair[0], pair[1]
			require.Equal(t, walk.Evaluate(p), e.Evaluate(p), "%s weights %d: %s", name, wi, p.FEN())
			if e.sets != nil {
				var st [2]side
				var king [2]movegen.Coord
				var hasK [2]bool
				for c := movegen.White; c <= movegen.Black; c++ {
					if king[c], hasK[c] = p.Royal(c); !hasK[c] {
						king[c] = farAway()
					}
				}
				if e.setTerms(p, &st, &king, &hasK) {
					bySets++
				}
			}
		}
	}
	ml := movegen.NewMoveList(256)
	setVariant := func(v *movegen.Variant) {
		evals = evals[:0]
		for _, w := range weights {
			e := NewWithWeights(v, w)
			walk := *e
			walk.sets = nil
			evals = append(evals, [2]*Evaluator{e, &walk})
		}
	}
	play := func(name string, p *movegen.Position, rng *rand.Rand, plies int) {
		for ply := 0; ply < plies; ply++ {
			check(name, p)
			p.GenerateLegal(ml)
			if ml.Len() == 0 {
				return
			}
			p.Make(ml.Moves[rng.Intn(ml.Len())])
		}
	}
	rng := rand.New(rand.NewSource(11))
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		if v.Unbounded() {
			continue
		}
		setVariant(v)
		for g := 0; g < games; g++ {
			play(name, v.StartPosition(), rng, plies)
		}
	}
	for _, size := range [][2]int32{{8, 8}, {10, 8}, {16, 8}, {11, 11}, {12, 11}, {5, 6}, {4, 16}, {7, 9}, {16, 4}} {
		for _, spiral := range []bool{false, true} {
			v := oddVariant(t, size[0], size[1], spiral)
			setVariant(v)
			for b := 0; b < boards; b++ {
				letters := "PPPPNBRQGLSTCMppppnbrqglstcm"
				if size[1] < 5 {
					letters = "NBRQGLSTCMnbrqglstcm" // no rank for pawns
				}
				fen := randomBoardFEN(rng, int(size[0]), int(size[1]), int(size[0]*size[1])/3, letters)
				p, err := v.ParseFENBoard(fen, movegen.MailboxBoard)
				if err != nil {
					continue // the side not to move stands in check
				}
				play("odd", p, rng, plies/10)
			}
		}
	}
	assert.Greater(t, bySets, 1000, "positions scored by square sets")
}

// TestSetTermsDecline: the evaluation by sets declines, leaving the walk
// to score, where its counts would differ or it has no tables: more pawns
// than the walk collects, a position on the sparse board, a formation
// variant and the plane.
func TestSetTermsDecline(t *testing.T) {
	v := oddVariant(t, 16, 8, false)
	crowd := "pppppppppppppppp/pppppppppppppppp/pppppppppppppppp/k15/" +
		"15K/PPPPPPPPPPPPPPPP/PPPPPPPPPPPPPPPP/PPPPPPPPPPPPPPPP w - - 0 1"
	cases := []struct {
		name string
		fen  string
		kind movegen.BoardKind
	}{
		{"48 pawns a side", crowd, movegen.MailboxBoard},
		{"sparse board", "8k7/pppp12/16/16/16/16/PPPP12/8K7 w - - 0 1", movegen.SparseBoard},
	}
	e := New(v)
	require.NotNil(t, e.sets)
	walk := *e
	walk.sets = nil
	for _, c := range cases {
		p, err := v.ParseFENBoard(c.fen, c.kind)
		require.NoError(t, err, c.name)
		var st [2]side
		var king [2]movegen.Coord
		var hasK [2]bool
		for col := movegen.White; col <= movegen.Black; col++ {
			king[col], hasK[col] = p.Royal(col)
		}
		assert.False(t, e.setTerms(p, &st, &king, &hasK), c.name)
		assert.Equal(t, [2]side{}, st, c.name)
		assert.Equal(t, walk.Evaluate(p), e.Evaluate(p), c.name)
	}
	for _, name := range []string{"kadesh", "infinite"} {
		pv, err := variants.Get(name)
		require.NoError(t, err)
		assert.Nil(t, New(pv).sets, name)
	}
	formation := userVariant(t, 8, 8, movegen.PieceDef{Name: "king", Letter: 'K', Betza: "K", Royal: true},
		movegen.PieceDef{Name: "block", Letter: 'F', Betza: "K", Primitive: "formation"})
	assert.Nil(t, New(formation).sets, "formation")
	chess, err := variants.Get("chess")
	require.NoError(t, err)
	assert.NotNil(t, New(chess).sets)
}

// TestPawnWordsEqualSquares: on boards of at most 64 squares the pawn
// terms from whole words (pawnWords, passed pawns by filling behind the
// enemy's) equal those of the pawn table square by square (each pawn's
// advancement, and its passed bonus when no enemy pawn stands on its
// ahead squares), for random pawns of both colours, on narrow, wide and
// tall boards whose files wrap at every rank's end.
func TestPawnWordsEqualSquares(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for _, size := range [][2]int32{{8, 8}, {5, 6}, {4, 16}, {16, 4}, {7, 9}, {3, 5}, {2, 8}, {6, 10}} {
		e := New(oddVariant(t, size[0], size[1], false))
		require.NotNil(t, e.sets, size)
		require.True(t, e.sets.words, size)
		n := int(size[0] * size[1])
		for range 300 {
			var pawns [2]uint64
			for c := range pawns {
				for range rng.Intn(n/2 + 1) {
					pawns[c] |= 1 << rng.Intn(n)
				}
			}
			pawns[1] &^= pawns[0]
			for c := movegen.White; c <= movegen.Black; c++ {
				own, enemy := pawns[c], pawns[c.Other()]
				var want side
				for bb := own; bb != 0; bb &= bb - 1 {
					ps := &e.sets.pawn[c][bits.TrailingZeros64(bb)]
					want.mg += ps.advMG
					want.eg += ps.advEG
					if ps.ahead.Lo&enemy == 0 {
						want.mg += ps.passMG
						want.eg += ps.passEG
					}
				}
				var got side
				got.mg, got.eg = e.pawnWords(c, own, enemy)
				require.Equal(t, want, got, "%v colour %d own %x enemy %x", size, c, own, enemy)
			}
		}
	}
}
