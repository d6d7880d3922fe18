package tune

import (
	"errors"
	"math"
	"slices"

	"lattice/eval"
	"lattice/movegen"
)

// sigmoid is the expected result of a score x (White's view, centipawns)
// at scale k.
func sigmoid(k, x float64) float64 { return 1 / (1 + math.Exp(-k*x)) }

// whiteScore is ev's score of p from White's point of view.
func whiteScore(ev *eval.Evaluator, p *movegen.Position) int {
	s := ev.Evaluate(p)
	if p.SideToMove() == movegen.Black {
		return -s
	}
	return s
}

// MSE is the mean squared error of sigmoid(k·score) against the labels of
// the samples of set, the score being ev's evaluation from White's view; 0
// for no samples. It allocates nothing.
func MSE(ev *eval.Evaluator, set *Set, k float64) float64 {
	if set.Len() == 0 {
		return 0
	}
	sum := 0.0
	set.Each(func(p *movegen.Position, label float64) {
		d := label - sigmoid(k, float64(whiteScore(ev, p)))
		sum += d * d
	})
	return sum / float64(set.Len())
}

// Scale limits: FitK searches k in [kLo, kHi] per centipawn.
const (
	kLo = 1e-5
	kHi = 1.0
)

// FitK returns the scale k that minimises MSE(ev, set, k): a golden section
// search over log k in [1e-5, 1], the error being unimodal in k.
func FitK(ev *eval.Evaluator, set *Set) (float64, error) {
	if set.Len() == 0 {
		return 0, errors.New("tune: no samples to fit the scale on")
	}
	scores := make([]float64, 0, set.Len())
	labels := make([]float64, 0, set.Len())
	set.Each(func(p *movegen.Position, label float64) {
		scores = append(scores, float64(whiteScore(ev, p)))
		labels = append(labels, label)
	})
	mse := func(lk float64) float64 {
		k, sum := math.Exp(lk), 0.0
		for i, s := range scores {
			d := labels[i] - sigmoid(k, s)
			sum += d * d
		}
		return sum
	}
	const phi = 0.6180339887498949
	a, b := math.Log(kLo), math.Log(kHi)
	c, d := b-phi*(b-a), a+phi*(b-a)
	fc, fd := mse(c), mse(d)
	for b-a > 1e-6 {
		if fc <= fd {
			b, d, fd = d, c, fc
			c = b - phi*(b-a)
			fc = mse(c)
		} else {
			a, c, fc = c, d, fd
			d = a + phi*(b-a)
			fd = mse(d)
		}
	}
	return math.Exp((a + b) / 2), nil
}

// FitOptions control Fit.
type FitOptions struct {
	// K is the scale of the sigmoid; 0 fits it on the training set first
	// (FitK) with the old values.
	K float64
	// MaxPasses bounds the passes over the parameters (0: 100).
	MaxPasses int
	// Patience is how many passes without a better held-out error end the
	// fit (0: 3). Without a held-out set the training error decides.
	Patience int
}

// Pass is the state after one pass over the parameters.
type Pass struct {
	N           int
	Train, Held float64
	// Changed counts the parameters that moved in this pass.
	Changed int
}

// Result is the outcome of a fit.
type Result struct {
	K      float64
	Params []Param
	// Old and Fitted are the vectors before and after, in the order of
	// Params; Fitted is the vector of the pass with the best held-out error.
	Old, Fitted []int
	// Unused marks parameters that changed no sample's score.
	Unused                  []bool
	TrainBefore, TrainAfter float64
	HeldBefore, HeldAfter   float64
	Passes                  []Pass
	// Evaluations counts the walks over the training or held-out set.
	Evaluations int
}

// Fit fits the parameters of m on train by coordinate descent (Texel's
// local search): each pass tries every parameter one step up, then down,
// and keeps a change that lowers the training error; one step a pass, so
// that the held-out error judges every few steps. A parameter's step
// starts at a twentieth of its value (at least 1) and halves after a pass
// that changes nothing, down to 1. The fit stops when steps of 1 change
// nothing, after MaxPasses, or when the held-out error has not improved
// for Patience passes that changed something, and returns the values of
// the pass with the best held-out error (without a held-out set, the best
// training error). progress, when not nil, is called after each pass.
func Fit(m *Model, train, held *Set, opt FitOptions, progress func(Pass)) (*Result, error) {
	if train.Len() == 0 {
		return nil, errors.New("tune: no training samples")
	}
	if opt.MaxPasses <= 0 {
		opt.MaxPasses = 100
	}
	if opt.Patience <= 0 {
		opt.Patience = 3
	}
	x := m.Start()
	res := &Result{Params: m.Params(), Old: slices.Clone(x), Unused: make([]bool, len(x))}
	ev, err := m.Evaluator(x)
	if err != nil {
		return nil, err
	}
	res.K = opt.K
	if res.K <= 0 {
		if res.K, err = FitK(ev, train); err != nil {
			return nil, err
		}
	}
	loss := func(samples *Set) (float64, error) {
		e, err := m.Evaluator(x)
		if err != nil {
			return 0, err
		}
		res.Evaluations++
		return MSE(e, samples, res.K), nil
	}
	best := MSE(ev, train, res.K)
	res.TrainBefore, res.HeldBefore = best, MSE(ev, held, res.K)
	steps := make([]int, len(x))
	for i, v := range x {
		steps[i] = max(abs(v)/20, 1)
	}
	// judged is the error that decides when to stop and what to return.
	judged := func(train float64) (float64, error) {
		if held.Len() == 0 {
			return train, nil
		}
		return loss(held)
	}
	bestJudged := res.HeldBefore
	if held.Len() == 0 {
		bestJudged = best
	}
	res.Fitted, res.TrainAfter, res.HeldAfter = slices.Clone(x), best, res.HeldBefore
	stale := 0
	for n := 1; n <= opt.MaxPasses; n++ {
		pass := Pass{N: n}
		for i := range x {
			if res.Unused[i] {
				continue
			}
			tried, same := 0, 0
			for _, dir := range [2]int{1, -1} {
				if x[i]+dir*steps[i] < res.Params[i].Min {
					continue
				}
				x[i] += dir * steps[i]
				l, err := loss(train)
				if err != nil {
					return nil, err
				}
				tried++
				if l == best {
					same++
				}
				if l < best {
					best = l
					pass.Changed++
					break
				}
				x[i] -= dir * steps[i]
			}
			if n == 1 && tried > 0 && same == tried {
				res.Unused[i] = true
			}
		}
		pass.Train = best
		j, err := judged(best)
		if err != nil {
			return nil, err
		}
		pass.Held = j
		if held.Len() == 0 {
			pass.Held = 0
		}
		res.Passes = append(res.Passes, pass)
		if progress != nil {
			progress(pass)
		}
		switch {
		case j < bestJudged:
			bestJudged, stale = j, 0
			res.Fitted, res.TrainAfter, res.HeldAfter = slices.Clone(x), best, pass.Held
		case pass.Changed > 0:
			if stale++; stale >= opt.Patience {
				return res, nil
			}
		}
		if pass.Changed == 0 {
			done := true
			for i := range steps {
				if steps[i] > 1 {
					steps[i] /= 2
					done = false
				}
			}
			if done {
				break
			}
		}
	}
	return res, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
