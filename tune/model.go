package tune

import (
	"fmt"
	"slices"
	"strings"

	"lattice/eval"
	"lattice/movegen"
)

// ParamSet chooses what a fit changes.
type ParamSet int

const (
	// Material fits the value of every piece type that is neither royal
	// nor a pawn (the pawns are the unit).
	Material ParamSet = iota
	// All fits the material and every weight of eval's vector
	// (eval.VectorNames).
	All
)

// ParseParamSet reads "material" or "all".
func ParseParamSet(s string) (ParamSet, error) {
	switch s {
	case "material":
		return Material, nil
	case "all":
		return All, nil
	}
	return 0, fmt.Errorf("params: want material or all, not %q", s)
}

// ParseParams reads what a fit changes: "material", "all", or
// "material,NAME,…" — the piece values and the weights named (eval's
// VectorNames, without regard to case), returned in their canonical
// spelling for NewModel. An unknown or repeated name is an error.
func ParseParams(s string) (ParamSet, []string, error) {
	first, rest, found := strings.Cut(s, ",")
	set, err := ParseParamSet(strings.TrimSpace(first))
	if err != nil || !found {
		return set, nil, err
	}
	if set == All {
		return 0, nil, fmt.Errorf("params: all takes no weight names (it fits every one)")
	}
	var names []string
	for _, n := range strings.Split(rest, ",") {
		n = strings.TrimSpace(n)
		i := slices.IndexFunc(eval.VectorNames(), func(v string) bool { return strings.EqualFold(v, n) })
		if i < 0 {
			return 0, nil, fmt.Errorf("params: no weight %q (weights: %s)", n, strings.Join(eval.VectorNames(), ", "))
		}
		if slices.Contains(names, eval.VectorNames()[i]) {
			return 0, nil, fmt.Errorf("params: weight %s is named twice", eval.VectorNames()[i])
		}
		names = append(names, eval.VectorNames()[i])
	}
	return set, names, nil
}

// Param is one number a fit changes.
type Param struct {
	// Name is "value PIECE" for a piece value, else the weight's name in
	// eval's vector.
	Name string
	// Piece is the piece type of a piece value, 0 for a weight.
	Piece movegen.PieceType
	// Old is the value the evaluation used before the fit: for a piece,
	// what eval gives it (the variant's value, or its estimate when the
	// variant has none).
	Old int
	// Min is the least value the fit may give.
	Min int
	// index is the weight's place in eval's vector.
	index int
}

// Model turns a vector of parameter values into an evaluator: piece values
// go into a copy of the variant's definition (as a variant file's value
// key would), weights into a copy of the evaluation's weights.
type Model struct {
	def    movegen.VariantDef
	w      eval.Weights
	params []Param
	// The variant of the last build, reused while the piece values stay.
	last       *movegen.Variant
	lastValues []int
}

// NewModel returns the model of variant v with weights w that fits the
// parameters of set, and with Material also the weights named (in
// VectorNames spelling; ParseParams gives them).
func NewModel(v *movegen.Variant, w eval.Weights, set ParamSet, weights ...string) *Model {
	m := &Model{def: v.Definition(), w: w} // a copy: the model changes its values
	base := eval.NewWithWeights(v, w)
	for i, d := range v.Pieces() {
		if d.Royal || d.Pawn {
			continue
		}
		t := movegen.PieceType(i + 1)
		m.params = append(m.params, Param{Name: "value " + d.Name, Piece: t, Old: base.PieceValue(t), Min: 1})
	}
	x := w.Vector()
	for i, n := range eval.VectorNames() {
		if set == All || slices.Contains(weights, n) {
			m.params = append(m.params, Param{Name: n, Old: x[i], Min: eval.VectorMin(n), index: i})
		}
	}
	return m
}

// Params returns the parameters in the order of a vector.
func (m *Model) Params() []Param { return slices.Clone(m.params) }

// Start returns the vector of the old values.
func (m *Model) Start() []int {
	x := make([]int, len(m.params))
	for i, p := range m.params {
		x[i] = p.Old
	}
	return x
}

// Weights returns the evaluation weights of vector x.
func (m *Model) Weights(x []int) (eval.Weights, error) {
	w := m.w
	if len(x) != len(m.params) {
		return w, fmt.Errorf("tune: vector of %d values for %d parameters", len(x), len(m.params))
	}
	vec := w.Vector()
	for i, p := range m.params {
		if p.Piece == 0 {
			vec[p.index] = x[i]
		}
	}
	err := w.SetVector(vec)
	return w, err
}

// Evaluator builds the evaluator of vector x (one value per parameter, in
// the order of Params).
func (m *Model) Evaluator(x []int) (*eval.Evaluator, error) {
	w, err := m.Weights(x)
	if err != nil {
		return nil, err
	}
	var values []int
	for i, p := range m.params {
		if p.Piece != 0 {
			values = append(values, x[i])
		}
	}
	if m.last == nil || !slices.Equal(values, m.lastValues) {
		def := m.def
		def.Pieces = slices.Clone(m.def.Pieces)
		for i, p := range m.params {
			if p.Piece != 0 {
				def.Pieces[p.Piece-1].Value = x[i]
			}
		}
		v, err := movegen.NewVariant(def)
		if err != nil {
			return nil, err
		}
		m.last, m.lastValues = v, values
	}
	return eval.NewWithWeights(m.last, w), nil
}
