package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
	"lattice/search"
)

// valueOf is the value the engine's variant gives the piece of that letter.
func valueOf(t *testing.T, e *Engine, letter byte) int {
	t.Helper()
	v := e.Variant()
	for i := range v.NumPieceTypes() {
		if d := v.Def(movegen.PieceType(i + 1)); d.Letter == letter {
			return d.Value
		}
	}
	t.Fatalf("%s has no piece %c", v.Name(), letter)
	return 0
}

func TestPieceValuesOptionIsAnnounced(t *testing.T) {
	e := newEngine(t, "chess", "startpos")
	var found bool
	for _, o := range e.Options() {
		if o.Name == OptPieceValues {
			found = true
			assert.Equal(t, String, o.Type)
			assert.Equal(t, "", o.Default)
		}
	}
	assert.True(t, found)
}

// builtinValue is the value the built-in definition gives the piece of
// that letter.
func builtinValue(t *testing.T, variant string, letter byte) int {
	t.Helper()
	d, ok := variants.Builtin(variant)
	require.True(t, ok, variant)
	for _, p := range d.Pieces {
		if p.Letter == letter {
			return p.Value
		}
	}
	t.Fatalf("%s has no piece %c", variant, letter)
	return 0
}

func TestPieceValuesApplyUnderTheVariantsOwnName(t *testing.T) {
	tests := []struct {
		text    string
		variant string
		set     map[byte]int // letter → value the text gives
		kept    string       // letters whose built-in value stays
	}{
		{"infiltrator:infiltrator=570,jumpalongwazir=142", "infiltrator", map[byte]int{'I': 570, 'W': 142}, "PNBRQ"},
		{" infiltrator : I = 630 , w=94 ; chess:Q=1000", "infiltrator", map[byte]int{'I': 630, 'W': 94}, "PNBRQ"},
		{"infiltrator:I=630;chess:Q=1000,n=300", "chess", map[byte]int{'Q': 1000, 'N': 300}, "PBR"},
		{"chess:Knight=290", "spiral", nil, "PNBRQ"}, // spiral inherits chess, but it is its own variant
		{"infinite:hawk=400,guard=250,chancellor=950", "infinite", map[byte]int{'H': 400, 'G': 250, 'C': 950}, "PNBRQ"},
		{"", "infiltrator", nil, "PNBRQIW"},
		{" ; ", "chess", nil, "PNBRQ"},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			e := newEngine(t, "chess", "startpos")
			require.NoError(t, e.SetOption(OptPieceValues, tc.text))
			require.NoError(t, e.SetVariant(tc.variant))
			assert.Equal(t, tc.variant, e.Variant().Name())
			check := func(when string) {
				for letter, want := range tc.set {
					assert.Equal(t, want, valueOf(t, e, letter), "%s: piece %c", when, letter)
				}
				for _, letter := range []byte(tc.kept) {
					assert.Equal(t, builtinValue(t, tc.variant, letter), valueOf(t, e, letter), "%s: piece %c", when, letter)
				}
			}
			check("after SetVariant")
			require.NoError(t, e.NewGame())
			check("after NewGame")
		})
	}
}

func TestBadPieceValuesChangeNothing(t *testing.T) {
	bad := []struct{ text, msg string }{
		{"chess", "want VARIANT:PIECE=VALUE"},
		{":Q=1000", "want VARIANT:PIECE=VALUE"},
		{"nosuch:Q=1000", "unknown variant"},
		{"CHESS:Q=1000", "unknown variant"},
		{"chess:Z=1000", "no piece \"Z\""},
		{"chess:Q", "want PIECE=VALUE"},
		{"chess:Q=", "want PIECE=VALUE"},
		{"chess:=5", "want PIECE=VALUE"},
		{"chess:Q=1000,", "want PIECE=VALUE"},
		{"chess:Q=ten", "not a whole number"},
		{"chess:Q=0", "not a whole number"},
		{"chess:Q=-5", "not a whole number"},
		{"chess:Q=100001", "not a whole number"},
		{"chess:Q=99999999999999999999", "not a whole number"},
		{"chess:K=100", "royal"},
		{"chess:Q=1000,queen=900", "named twice"},
		{"chess:Q=1000;chess:R=400", "named twice"},
		{"chess:Q=1000;nosuch:R=1", "unknown variant"},
		{strings.Repeat("x", maxValuesText+1), "longer than"},
	}
	e := newEngine(t, "chess", "startpos")
	require.NoError(t, e.SetOption(OptPieceValues, "chess:Q=1100"))
	_, err := e.Play("e2e4")
	require.NoError(t, err)
	v, pos := e.Variant(), e.PositionText()
	for _, tc := range bad {
		t.Run(tc.text[:min(len(tc.text), 40)], func(t *testing.T) {
			err := e.SetOption(OptPieceValues, tc.text)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.msg)
			assert.Contains(t, err.Error(), OptPieceValues)
			got, err := e.GetOption(OptPieceValues)
			require.NoError(t, err)
			assert.Equal(t, "chess:Q=1100", got)
			assert.Same(t, v, e.Variant())
			assert.Equal(t, pos, e.PositionText())
			assert.Equal(t, 1100, valueOf(t, e, 'Q'))
		})
	}
}

// TestPieceValuesRebuildTheCurrentGame: setting values for the variant
// being played keeps the position and its moves and plays on with the new
// values; values for another variant leave the game alone.
func TestPieceValuesRebuildTheCurrentGame(t *testing.T) {
	e := newEngine(t, "chess", "startpos")
	for _, m := range []string{"e2e4", "e7e5", "g1f3"} {
		_, err := e.Play(m)
		require.NoError(t, err)
	}
	pos, moves := e.PositionText(), e.Moves()
	v := e.Variant()
	require.NoError(t, e.SetOption(OptPieceValues, "infiltrator:I=700"))
	assert.Same(t, v, e.Variant(), "another variant's values")
	require.NoError(t, e.SetOption(OptPieceValues, "chess:Q=1200,R=480"))
	assert.NotSame(t, v, e.Variant())
	assert.Equal(t, "chess", e.Variant().Name())
	assert.Equal(t, pos, e.PositionText())
	assert.Equal(t, moves, e.Moves())
	assert.Equal(t, 1200, valueOf(t, e, 'Q'))
	assert.Equal(t, 480, valueOf(t, e, 'R'))
	require.NoError(t, e.Undo(), "the history is the game's")
	require.NoError(t, e.SetOption(OptPieceValues, ""))
	assert.Equal(t, builtinValue(t, "chess", 'Q'), valueOf(t, e, 'Q'))
	assert.Equal(t, moves[:2], e.Moves())
}

// TestPieceValuesReachTheSearch: the search scores a position by the
// values set (a white queen up, depth 1).
func TestPieceValuesReachTheSearch(t *testing.T) {
	const fen = "4k3/pppp4/8/8/8/8/PPPP4/3QK3 w - - 0 1"
	score := func(text string) int {
		e := newEngine(t, "chess", fen)
		require.NoError(t, e.SetOption(OptPieceValues, text))
		res, _ := think(t, e, search.Limits{Depth: 1})
		return int(res.Score)
	}
	base, more := score(""), score("chess:Q=1450")
	assert.InDelta(t, 500, more-base, 60, "base %d, queen at 1450: %d", base, more)
}

func TestPieceValuesWhileThinking(t *testing.T) {
	e := newEngine(t, "chess", "startpos")
	require.NoError(t, e.Think(search.Limits{Infinite: true}, nil, nil))
	assert.ErrorIs(t, e.SetOption(OptPieceValues, "chess:Q=1000"), ErrThinking)
	e.Stop()
	e.Wait()
	got, err := e.GetOption(OptPieceValues)
	require.NoError(t, err)
	assert.Equal(t, "", got)
	assert.Equal(t, builtinValue(t, "chess", 'Q'), valueOf(t, e, 'Q'))
}

// FuzzPieceValues: no text panics; a rejected one changes nothing, an
// accepted one is kept and changes only values.
func FuzzPieceValues(f *testing.F) {
	for _, s := range []string{"chess:Q=1000", "infiltrator:I=570,W=142;chess:N=300", "chess:K=1", "chess:Q=0",
		";;", "chess:", "chess:Q=1,Q=2", "infinite:hawk=400", "\x00:\xff=1", "chess:Q=1000;"} {
		f.Add(s)
	}
	e, err := New()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		before, _ := e.GetOption(OptPieceValues)
		v, pos := e.Variant(), e.PositionText()
		if err := e.SetOption(OptPieceValues, s); err != nil {
			got, _ := e.GetOption(OptPieceValues)
			if got != before || e.Variant() != v {
				t.Fatalf("%q failed (%v) but changed the option to %q", s, err, got)
			}
			return
		}
		w := e.Variant()
		if w.Name() != v.Name() || w.NumPieceTypes() != v.NumPieceTypes() || e.PositionText() != pos {
			t.Fatalf("%q changed more than values: %s", s, w.Name())
		}
		for i := range w.NumPieceTypes() {
			a, b := v.Def(movegen.PieceType(i+1)), w.Def(movegen.PieceType(i+1))
			a.Value, b.Value = 0, 0
			if a != b {
				t.Fatalf("%q changed piece %d: %+v", s, i+1, b)
			}
		}
	})
}
