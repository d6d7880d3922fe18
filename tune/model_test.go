package tune

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/eval"
	"lattice/movegen"
	"lattice/movegen/variants"
)

func TestParseParamSet(t *testing.T) {
	for s, want := range map[string]ParamSet{"material": Material, "all": All} {
		got, err := ParseParamSet(s)
		require.NoError(t, err)
		assert.Equal(t, want, got)
	}
	_, err := ParseParamSet("some")
	assert.Error(t, err)
}

// TestModelStartIsTheEvaluation checks that the evaluator a model builds
// from the old values scores every position as eval itself does, although
// it belongs to a variant compiled again from the definition.
func TestModelStartIsTheEvaluation(t *testing.T) {
	for _, name := range []string{"chess", "infiltrator", "capablanca"} {
		v, err := variants.Get(name)
		require.NoError(t, err)
		for _, set := range []ParamSet{Material, All} {
			m := NewModel(v, eval.Default(), set)
			ev, err := m.Evaluator(m.Start())
			require.NoError(t, err)
			base := eval.New(v)
			playouts(t, v, 3, 29).Each(func(p *movegen.Position, _ float64) {
				assert.Equal(t, base.Evaluate(p), ev.Evaluate(p), "%s %s", name, p.FEN())
			})
		}
	}
}

func TestModelParams(t *testing.T) {
	v := chess(t)
	m := NewModel(v, eval.Default(), Material)
	var names []string
	for _, p := range m.Params() {
		names = append(names, p.Name)
		assert.Positive(t, p.Min)
	}
	assert.Equal(t, []string{"value knight", "value bishop", "value rook", "value queen"}, names)
	assert.Equal(t, []int{320, 330, 500, 950}, m.Start())
	all := NewModel(v, eval.Default(), All)
	assert.Len(t, all.Params(), 4+len(eval.VectorNames()))
	_, err := m.Evaluator([]int{1, 2})
	assert.Error(t, err)

	// A piece the variant gives no value starts from eval's estimate.
	inf, err := variants.Get("infinite")
	require.NoError(t, err)
	est := eval.New(inf)
	for _, p := range NewModel(inf, eval.Default(), Material).Params() {
		assert.Equal(t, est.PieceValue(p.Piece), p.Old, p.Name)
	}
}

func TestModelChangesValuesAndWeights(t *testing.T) {
	v := chess(t)
	m := NewModel(v, eval.Default(), All)
	x := m.Start()
	x[paramIndex(t, m, "value knight")] = 400
	x[paramIndex(t, m, "Tempo")] = 30
	ev, err := m.Evaluator(x)
	require.NoError(t, err)
	assert.Equal(t, 400, ev.PieceValue(2))
	assert.Equal(t, 30, ev.Weights().Tempo)
	start := v.StartPosition()
	assert.Equal(t, eval.New(v).Evaluate(start)+18, ev.Evaluate(start), "only the tempo changes at the start")
}

func TestParseParams(t *testing.T) {
	set, names, err := ParseParams("material, spiralreachmg,SpiralReachEG")
	require.NoError(t, err)
	assert.Equal(t, Material, set)
	assert.Equal(t, []string{"SpiralReachMG", "SpiralReachEG"}, names)
	m := NewModel(chess(t), eval.Default(), set, names...)
	ps := m.Params()
	require.Len(t, ps, 6, "four pieces and two weights")
	assert.Equal(t, "SpiralReachMG", ps[4].Name)
	assert.Equal(t, eval.Default().SpiralReachEG, ps[5].Old)
	for _, s := range []string{"all", "material"} {
		_, names, err := ParseParams(s)
		require.NoError(t, err)
		assert.Empty(t, names)
	}
	for _, bad := range []string{"all,Tempo", "material,Nosuch", "material,Tempo,tempo", "material,", "pieces,Tempo"} {
		_, _, err := ParseParams(bad)
		assert.Error(t, err, bad)
	}
}

// TestWriteVariantFileLoads writes a fit's variant file and loads it back:
// the tuned variant must have the fitted values.
func TestWriteVariantFileLoads(t *testing.T) {
	v := chess(t)
	m := NewModel(v, eval.Default(), All)
	res := &Result{Params: m.Params(), Old: m.Start(), Fitted: m.Start(), Unused: make([]bool, len(m.Params())), K: 0.004}
	res.Fitted[paramIndex(t, m, "value knight")] = 301
	res.Fitted[paramIndex(t, m, "value queen")] = 1001
	res.Fitted[paramIndex(t, m, "PassedEG[2]")] = 99
	res.Fitted[paramIndex(t, m, "Tempo")] = 15
	var b bytes.Buffer
	require.NoError(t, WriteVariantFile(&b, v, m, res, []string{"test fit"}))
	text := b.String()
	assert.Contains(t, text, "# test fit\n")
	assert.Contains(t, text, "#   PassedEG: [8]int{0, 130, 99, 50, 28, 14, 7, 0}, // [8]int{0, 130, 85, 50, 28, 14, 7, 0}\n")
	assert.Contains(t, text, "#   Tempo: 15, // 12\n")
	assert.NotContains(t, text, "MobilityMG")

	cat, err := variants.NewCatalogue()
	require.NoError(t, err)
	require.NoError(t, cat.Load("tuned.ini", strings.NewReader(text)))
	tuned, err := cat.Get("chess-tuned")
	require.NoError(t, err)
	ev := eval.New(tuned)
	for i, p := range res.Params {
		if p.Piece != 0 {
			assert.Equal(t, res.Fitted[i], ev.PieceValue(p.Piece), p.Name)
		}
	}

	var tb bytes.Buffer
	res.Unused[paramIndex(t, m, "Formation")] = true
	require.NoError(t, WriteTable(&tb, res))
	assert.Contains(t, tb.String(), "value knight                320      301     -19\n")
	assert.Contains(t, tb.String(), "(no effect)")
}
