package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/search"
)

const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPPPP/RNBQKBNR w KQkq - 0 1"

func TestNewEngineStartsWithChess(t *testing.T) {
	e, err := New()
	require.NoError(t, err)
	assert.Equal(t, "chess", e.Variant().Name())
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", e.PositionText())
	assert.Empty(t, e.Moves())
	assert.Equal(t, movegen.White, e.SideToMove())
	assert.Equal(t, movegen.Ongoing, e.Outcome())
	assert.Contains(t, e.Variants(), "kadesh")
}

func TestPlayUndoAndMoveTexts(t *testing.T) {
	e := newEngine(t, "chess", "startpos")
	for _, m := range []string{"e2e4", "e7e5", "g1f3"} {
		_, err := e.Play(m)
		require.NoError(t, err, m)
	}
	assert.Equal(t, []string{"e2e4", "e7e5", "g1f3"}, e.Moves())
	assert.Equal(t, movegen.Black, e.SideToMove())
	require.NoError(t, e.Undo())
	assert.Equal(t, []string{"e2e4", "e7e5"}, e.Moves())
	assert.Equal(t, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", e.PositionText())
	require.NoError(t, e.Undo())
	require.NoError(t, e.Undo())
	assert.ErrorIs(t, e.Undo(), ErrNoMoves)

	m, err := e.ParseMove("d2d4")
	require.NoError(t, err)
	require.NoError(t, e.PlayMove(m))
	assert.Error(t, e.PlayMove(m), "d2d4 again, by Black")
	assert.Equal(t, []string{"d2d4"}, e.Moves())
}

// TestBadInputChangesNothing: every rejected call leaves the game as it was.
func TestBadInputChangesNothing(t *testing.T) {
	e := newEngine(t, "chess", "startpos")
	_, err := e.Play("e2e4")
	require.NoError(t, err)
	before, moves := e.PositionText(), e.Moves()
	bad := []struct {
		name string
		call func() error
	}{
		{"illegal move", func() error { _, err := e.Play("e2e5"); return err }},
		{"garbage move", func() error { _, err := e.Play("zz"); return err }},
		{"unknown variant", func() error { return e.SetVariant("nosuch") }},
		{"bad FEN", func() error { return e.SetFEN(startFEN, nil) }},
		{"FEN with a bad move", func() error { return e.SetFEN(movegenStart, []string{"e2e4", "e2e4"}) }},
		{"bad start moves", func() error { return e.SetStartPos([]string{"e2e4", "x"}) }},
		{"ICN of a bad piece", func() error { return e.SetICN("w ZZ1,1|K5,1|k5,8", nil) }},
		{"missing variant file", func() error { return e.LoadVariants("testdata/no-such-file.ini") }},
		{"variant file option, missing file", func() error { return e.SetOption(OptVariantFile, "testdata/no-such-file.ini") }},
		{"bad option value", func() error { return e.SetOption("Hash", "lots") }},
		{"option out of range", func() error { return e.SetOption("Threads", "0") }},
		{"unknown option", func() error { return e.SetOption("Contempt", "10") }},
	}
	for _, b := range bad {
		assert.Error(t, b.call(), b.name)
		assert.Equal(t, before, e.PositionText(), b.name)
		assert.Equal(t, moves, e.Moves(), b.name)
		assert.Equal(t, "chess", e.Variant().Name(), b.name)
	}
	v, err := e.GetOption("Hash")
	require.NoError(t, err)
	assert.Equal(t, "16", v)
	v, err = e.GetOption(OptVariantFile)
	require.NoError(t, err)
	assert.Empty(t, v)
}

func TestPlaneGame(t *testing.T) {
	e := newEngine(t, "infinite", "w K5,1|k5,8|Q4,1")
	m, err := e.Play("4,1>4,-1000000") // a far square of an open ray
	require.NoError(t, err)
	assert.Equal(t, "4,1>4,-1000000", e.MoveString(m))
	assert.Equal(t, []string{"4,1>4,-1000000"}, e.Moves())
	assert.Contains(t, e.PositionText(), "Q4,-1000000")
	require.NoError(t, e.Undo())
	require.NoError(t, e.PlayMove(m))
	assert.Equal(t, movegen.Black, e.SideToMove())
	res, _ := think(t, e, search.Limits{Depth: 2})
	require.True(t, res.HasBest)
	assert.True(t, isLegal(e.Position(), res.Best))
}

const movegenStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

func TestSetPositions(t *testing.T) {
	cases := []struct {
		variant, fen, icn string
		moves             []string
		want              string
	}{
		{variant: "chess", fen: "4k3/8/8/8/8/8/8/4K2R w K - 0 1", moves: []string{"e1g1"}, want: "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"},
		{variant: "capablanca", moves: []string{"e2e4"}, want: "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq e3 0 1"},
		{variant: "infinite", icn: "w K5,1|k5,8|Q4,1", moves: []string{"4,1>4,1000000"}, want: "b 1 K5,1|Q4,1000000|k5,8"},
		{variant: "infinite", moves: []string{"5,2>5,4", "5,7>5,5"}},
	}
	for _, c := range cases {
		e := newEngine(t, c.variant, "startpos")
		var err error
		switch {
		case c.fen != "":
			err = e.SetFEN(c.fen, c.moves)
		case c.icn != "":
			err = e.SetICN(c.icn, c.moves)
		default:
			err = e.SetStartPos(c.moves)
		}
		require.NoError(t, err, c)
		assert.Equal(t, c.moves, e.Moves())
		if c.want != "" {
			assert.Contains(t, e.PositionText(), c.want)
		}
	}
}

func TestFENOnThePlaneIsAnError(t *testing.T) {
	e := newEngine(t, "infinite", "startpos")
	assert.Error(t, e.SetFEN(movegenStart, nil))
}

func TestVariantFileOption(t *testing.T) {
	e := newEngine(t, "chess", "startpos")
	assert.NotContains(t, e.Variants(), "cannon-chess")
	require.NoError(t, e.SetOption("variantfile", "../testdata/variants/example.ini"))
	assert.Contains(t, e.Variants(), "cannon-chess")
	v, err := e.GetOption(OptVariantFile)
	require.NoError(t, err)
	assert.Equal(t, "../testdata/variants/example.ini", v)
	require.NoError(t, e.SetVariant("cannon-chess"))
	_, err = e.Play("a3a4")
	require.NoError(t, err)
	_, ok := e.VariantDef("cannon-chess")
	assert.True(t, ok)
}

func TestOptionList(t *testing.T) {
	e := newEngine(t, "chess", "startpos")
	byName := map[string]Option{}
	for _, o := range e.Options() {
		byName[o.Name] = o
		assert.NotEmpty(t, o.Help, o.Name)
		if o.Type == Spin {
			assert.Less(t, o.Min, o.Max, o.Name)
			got, err := e.GetOption(o.Name)
			require.NoError(t, err)
			assert.Equal(t, o.Default, got, o.Name)
		}
	}
	for _, name := range []string{OptHash, OptThreads, OptMultiPV, OptPonder, OptVariantFile, OptClearHash} {
		assert.Contains(t, byName, name)
	}
	assert.Equal(t, Option{Name: "Hash", Type: Spin, Default: "16", Min: 1, Max: MaxHashMB, Help: byName["Hash"].Help}, byName["Hash"])
	assert.Equal(t, "check", byName[OptPonder].Type.String())
	assert.Equal(t, "button", byName[OptClearHash].Type.String())

	for _, s := range []struct{ name, value, want string }{
		{"hash", "32", "32"}, {"Threads", "2", "2"}, {"MultiPV", "3", "3"}, {"Ponder", "true", "true"}, {"Ponder", "off", "false"},
	} {
		require.NoError(t, e.SetOption(s.name, s.value), s)
		got, err := e.GetOption(s.name)
		require.NoError(t, err)
		assert.Equal(t, s.want, got)
	}
	require.NoError(t, e.SetOption(OptClearHash, ""))
	assert.Error(t, e.SetOption("MultiPV", "1000"))
	assert.Error(t, e.SetOption("Ponder", "maybe"))
	_, err := e.GetOption("nosuch")
	assert.Error(t, err)
}

func TestPerft(t *testing.T) {
	cases := []struct {
		variant string
		moves   []string
		depth   int
		want    uint64
	}{
		{"chess", nil, 3, 8902},
		{"chess", []string{"e2e4", "e7e5"}, 2, 835},
		{"spiral", nil, 3, 8822},
		{"infinite", nil, 2, 25600}, // inside the default border
	}
	for _, c := range cases {
		e := newEngine(t, c.variant, "startpos")
		require.NoError(t, e.SetStartPos(c.moves))
		div, total, err := e.Perft(c.depth)
		require.NoError(t, err)
		assert.Equal(t, c.want, total, c)
		var sum uint64
		for _, d := range div {
			sum += d.Nodes
		}
		assert.Equal(t, total, sum)
	}
	e := newEngine(t, "chess", "startpos")
	_, _, err := e.Perft(0)
	assert.Error(t, err)
}
