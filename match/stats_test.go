package match

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The expected values below were computed by hand (and re-checked with a
// pocket calculator), step by step, from the formulas in the doc comments;
// the intermediate values are written out so a reader can redo them.

func TestEloAndMargin(t *testing.T) {
	// W=10 L=5 D=5, N=20: μ = 12.5/20 = 0.625.
	// σ² = (10·0.375² + 5·0.125² + 5·0.625²)/20 = (1.40625+0.078125+1.953125)/20 = 0.171875.
	// δ = 1.959964·√(0.171875/20) = 1.959964·0.0927025 = 0.181694.
	// Elo(0.625) = −400·log10(0.6) = 88.7395.
	// Elo(0.806694) = −400·log10(0.239631) = 248.157; Elo(0.443306) = −400·log10(1.255886) = −39.580.
	// margin = (248.157 + 39.580)/2 = 143.87.
	cases := []struct {
		name         string
		s            Score
		elo, margin  float64
		nanMargin    bool
		ratio, draws float64
	}{
		{"10-5-5", Score{W: 10, L: 5, D: 5}, 88.7395, 143.87, false, 0.625, 0.25},
		// Even score: Elo 0. σ² = (2·0.25+2·0.25)/4... W=2 L=2 D=0: μ=0.5, σ²=0.25,
		// δ = 1.959964·√(0.25/4) = 0.489991, interval (0.010009, 0.989991):
		// Elo(0.989991) = −400·log10(0.0101102) = 798.0, margin = 798.0.
		{"2-2-0", Score{W: 2, L: 2}, 0, 798.0, false, 0.5, 0},
		{"all wins", Score{W: 3}, math.Inf(1), 0, true, 1, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			elo, m := c.s.Elo()
			if math.IsInf(c.elo, 0) {
				assert.Equal(t, c.elo, elo)
			} else {
				assert.InDelta(t, c.elo, elo, 0.01)
			}
			if c.nanMargin {
				assert.True(t, math.IsNaN(m))
			} else {
				assert.InDelta(t, c.margin, m, 0.1)
			}
			assert.InDelta(t, c.ratio, c.s.Ratio(), 1e-12)
			assert.InDelta(t, c.draws, c.s.DrawRatio(), 1e-12)
		})
	}
}

func TestLOS(t *testing.T) {
	cases := []struct {
		s   Score
		los float64
	}{
		// W−L = 5, W+L = 15: erf(5/√30) = erf(0.912871) = 0.803294 → 90.165 %.
		{Score{W: 10, L: 5, D: 5}, 90.165},
		{Score{W: 5, L: 10, D: 5}, 9.835}, // symmetric
		{Score{D: 7}, 50},
		// W=1 L=0: erf(1/√2) = 0.682689 → 84.134 %.
		{Score{W: 1}, 84.134},
	}
	for _, c := range cases {
		assert.InDelta(t, c.los, c.s.LOS(), 0.001, "%+v", c.s)
	}
}

func TestSPRTBounds(t *testing.T) {
	// ln(0.05/0.95) = −2.944439, ln(0.95/0.05) = 2.944439;
	// alpha 0.05 beta 0.1: ln(0.1/0.95) = −2.251292, ln(0.9/0.05) = 2.890372.
	lo, hi := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}.Bounds()
	assert.InDelta(t, -2.944439, lo, 1e-6)
	assert.InDelta(t, 2.944439, hi, 1e-6)
	lo, hi = SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.1}.Bounds()
	assert.InDelta(t, -2.251292, lo, 1e-6)
	assert.InDelta(t, 2.890372, hi, 1e-6)
}

func TestSPRTLLR(t *testing.T) {
	cases := []struct {
		name  string
		t     SPRT
		penta [5]int
		llr   float64
	}{
		// Pairs [1,2,4,2,3], N=12: Σx = 0.5+2+1.5+3 = 7, μ = 0.583333.
		// σ² = (0.340278 + 2·0.111111 + 4·0.006944 + 2·0.027778 + 3·0.173611)/12
		//    = 1.166667/12 = 0.0972222; σg = √0.194444 = 0.440959;
		// t = 0.083333/0.440959 = 0.188982; t0 = 0, t1 = 5/347.4355 = 0.0143911;
		// LLR = 12·0.0143911·(0.377964 − 0.0143911) = 0.062787.
		{"mixed", SPRT{0, 5, 0.05, 0.05}, [5]int{1, 2, 4, 2, 3}, 0.062787},
		// Mirror image: μ = 0.416667, t = −0.188982;
		// LLR = 12·0.0143911·(−0.377964 − 0.0143911) = −0.067758.
		{"mirror", SPRT{0, 5, 0.05, 0.05}, [5]int{3, 2, 4, 2, 1}, -0.067758},
		// Pairs [0,0,10,10,0], the empty counts regularized to ε = 0.001:
		// N = 20.003, μ = (10·0.5 + 10·0.75 + ε·1)/20.003 = 0.624969,
		// σ² = 0.0156562, σg = 0.176953, t = 0.706237; t0 = −5/347.4355 =
		// −0.0143911, t1 = 0.0143911; LLR = 20.003·0.0287823·1.412474 = 0.813193.
		// (Without the regularization it would be 0.814088.)
		{"symmetric hypotheses", SPRT{-5, 5, 0.05, 0.05}, [5]int{0, 0, 10, 10, 0}, 0.813193},
		// Six pairs of wins: [ε,ε,ε,ε,6], N = 6.004, μ = 6.0015/6.004 = 0.999584,
		// σ² = (ε·(0.999584² + 0.749584² + 0.499584² + 0.249584²) + 6·0.000416²)/6.004
		//    = 0.00031212, σg = 0.024985, t = 19.9954;
		// LLR = 6.004·0.0143911·(39.9908 − 0.0143911) = 3.4541 (H1 at 2.944).
		{"all wins", SPRT{0, 5, 0.05, 0.05}, [5]int{0, 0, 0, 0, 6}, 3.4542},
		{"empty", SPRT{0, 5, 0.05, 0.05}, [5]int{}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.InDelta(t, c.llr, c.t.LLR(c.penta), 2e-4)
		})
	}
}

func TestSPRTDecisionAndValidate(t *testing.T) {
	s := SPRT{0, 5, 0.05, 0.05}
	assert.Equal(t, 0, s.Decision(0.5))
	assert.Equal(t, 1, s.Decision(3))
	assert.Equal(t, -1, s.Decision(-3))
	assert.NoError(t, s.Validate())
	assert.Error(t, SPRT{5, 0, 0.05, 0.05}.Validate())
	assert.Error(t, SPRT{0, 5, 0, 0.05}.Validate())
	assert.Error(t, SPRT{0, 5, 0.6, 0.5}.Validate())
	// 800 pairs [0,200,200,400,0]: μ = 0.5625, σ² = 0.0429688, σg = 0.293151,
	// t = 0.213201; LLR = 800·0.0143911·(0.426402 − 0.0143911) = 4.743 ≥ 2.944: H1.
	var sc Score
	for i := 0; i < 800; i++ {
		switch i % 4 {
		case 0, 1:
			sc.AddPair(1, 0.5)
		case 2:
			sc.AddPair(0.5, 0.5)
		default:
			sc.AddPair(0, 0.5)
		}
	}
	assert.Equal(t, [5]int{0, 200, 200, 400, 0}, sc.Penta)
	assert.InDelta(t, 4.743, s.LLR(sc.Penta), 0.001)
	assert.Equal(t, 1, s.Decision(s.LLR(sc.Penta)))
}
