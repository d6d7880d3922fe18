package engine

import (
	"fmt"
	"strconv"
	"strings"

	"lattice/eval"
)

// MaxWeight bounds a value of the EvalWeights option.
const MaxWeight = 100000

// parseWeights reads an EvalWeights text: NAME=VALUE,… where NAME is one of
// eval.VectorNames (MobilityMG, PassedEG[2], SpiralReachMG …, without
// regard to case) and VALUE a whole number from eval.VectorMin(NAME) to
// MaxWeight. The weights it does not name keep their eval.Default value;
// the empty text is eval.Default. An unknown name, a name given twice or a
// bad number is an error.
func parseWeights(text string) (eval.Weights, error) {
	w := eval.Default()
	if len(text) > maxValuesText {
		return w, fmt.Errorf("option %s: text longer than %d bytes", OptEvalWeights, maxValuesText)
	}
	if strings.TrimSpace(text) == "" {
		return w, nil
	}
	names := eval.VectorNames()
	x := w.Vector()
	seen := make([]bool, len(names))
	for _, item := range strings.Split(text, ",") {
		item = strings.TrimSpace(item)
		name, num, ok := strings.Cut(item, "=")
		name, num = strings.TrimSpace(name), strings.TrimSpace(num)
		if !ok || name == "" || num == "" {
			return eval.Default(), fmt.Errorf("option %s: %q: want NAME=VALUE", OptEvalWeights, item)
		}
		i := weightIndex(names, name)
		if i < 0 {
			return eval.Default(), fmt.Errorf("option %s: no weight %q (weights: %s)", OptEvalWeights, name, strings.Join(names, ", "))
		}
		if seen[i] {
			return eval.Default(), fmt.Errorf("option %s: weight %s is named twice", OptEvalWeights, names[i])
		}
		seen[i] = true
		lo := eval.VectorMin(names[i])
		n, err := strconv.Atoi(num)
		if err != nil || n < lo || n > MaxWeight {
			return eval.Default(), fmt.Errorf("option %s: weight %s: %q is not a whole number %d..%d", OptEvalWeights, names[i], num, lo, MaxWeight)
		}
		x[i] = n
	}
	if err := w.SetVector(x); err != nil {
		return eval.Default(), err
	}
	return w, nil
}

// weightIndex finds a weight by name without regard to case; -1 when
// there is none.
func weightIndex(names []string, s string) int {
	for i, n := range names {
		if strings.EqualFold(n, s) {
			return i
		}
	}
	return -1
}

// setEvalWeights sets the EvalWeights option. The caller holds mu. The
// search's tables are cleared (their scores come from the old weights);
// on any error nothing changes.
func (e *Engine) setEvalWeights(text string) error {
	if err := e.idle(); err != nil {
		return err
	}
	w, err := parseWeights(text)
	if err != nil {
		return err
	}
	e.searcher.SetWeights(w)
	e.searcher.Clear()
	e.set.evalWeights = strings.TrimSpace(text)
	return nil
}
