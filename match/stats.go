package match

import (
	"fmt"
	"math"
)

// Score counts the results of one side of a match: wins, losses, draws,
// and the pentanomial count of game pairs (the same opening with colours
// reversed). Penta[k] counts pairs in which the side scored k/2 points:
// Penta[0] two losses, Penta[1] a loss and a draw, Penta[2] two draws or a
// win and a loss, Penta[3] a win and a draw, Penta[4] two wins.
type Score struct {
	W, L, D int
	Penta   [5]int
}

// Games is the number of games counted.
func (s Score) Games() int { return s.W + s.L + s.D }

// Points is W + D/2.
func (s Score) Points() float64 { return float64(s.W) + float64(s.D)/2 }

// Ratio is the score fraction (W + D/2)/N, 0 without games.
func (s Score) Ratio() float64 {
	if s.Games() == 0 {
		return 0
	}
	return s.Points() / float64(s.Games())
}

// DrawRatio is D/N, 0 without games.
func (s Score) DrawRatio() float64 {
	if s.Games() == 0 {
		return 0
	}
	return float64(s.D) / float64(s.Games())
}

// AddPair counts a game pair by the side's two game scores (0, 0.5 or 1
// each) in Penta.
func (s *Score) AddPair(a, b float64) {
	k := int(math.Round((a + b) * 2))
	if k >= 0 && k <= 4 {
		s.Penta[k]++
	}
}

// EloFromScore is the logistic Elo difference of a score fraction s:
// -400·log10(1/s − 1); ±Inf at s = 0 or 1.
func EloFromScore(s float64) float64 {
	switch {
	case s <= 0:
		return math.Inf(-1)
	case s >= 1:
		return math.Inf(1)
	}
	return -400 * math.Log10(1/s-1)
}

// ScoreFromElo is the expected score fraction of an Elo difference:
// 1/(1 + 10^(−elo/400)).
func ScoreFromElo(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// Elo is the Elo difference of the score with its 95% error margin, as
// cutechess-cli computes them from the trinomial model: with the score
// fraction μ = (W + D/2)/N and the per-game variance
// σ² = (W(1−μ)² + D(½−μ)² + L(0−μ)²)/N, the 95% interval of μ is
// μ ± 1.959964·σ/√N, and the margin is half the Elo width of that
// interval: (EloFromScore(μ+δ) − EloFromScore(μ−δ))/2. The margin is NaN
// when the interval leaves (0, 1) (all wins or all losses).
func (s Score) Elo() (elo, margin float64) {
	n := float64(s.Games())
	if n == 0 {
		return 0, math.NaN()
	}
	mu := s.Ratio()
	v := (float64(s.W)*(1-mu)*(1-mu) + float64(s.D)*(0.5-mu)*(0.5-mu) + float64(s.L)*mu*mu) / n
	d := 1.959963984540054 * math.Sqrt(v/n)
	lo, hi := mu-d, mu+d
	elo = EloFromScore(mu)
	if lo <= 0 || hi >= 1 {
		return elo, math.NaN()
	}
	return elo, (EloFromScore(hi) - EloFromScore(lo)) / 2
}

// LOS is the likelihood of superiority in percent, from wins and losses
// alone (draws carry no information on which side is stronger):
// 50·(1 + erf((W − L)/√(2(W + L)))); 50 without decisive games.
func (s Score) LOS() float64 {
	if s.W+s.L == 0 {
		return 50
	}
	return 50 * (1 + math.Erf(float64(s.W-s.L)/math.Sqrt(2*float64(s.W+s.L))))
}

// SPRT is a sequential probability ratio test of H0: the normalized Elo
// difference is Elo0, against H1: it is Elo1, with error rates Alpha (false
// H1) and Beta (false H0). Its LLR bounds are Wald's:
// lower = ln(β/(1−α)), upper = ln((1−β)/α).
type SPRT struct {
	Elo0, Elo1, Alpha, Beta float64
}

// Validate checks that the test is well posed.
func (t SPRT) Validate() error {
	switch {
	case !(t.Elo1 > t.Elo0):
		return fmt.Errorf("sprt: elo1 (%g) must exceed elo0 (%g)", t.Elo1, t.Elo0)
	case !(t.Alpha > 0 && t.Alpha < 1), !(t.Beta > 0 && t.Beta < 1):
		return fmt.Errorf("sprt: alpha and beta must lie in (0, 1), got %g and %g", t.Alpha, t.Beta)
	case t.Alpha+t.Beta >= 1:
		return fmt.Errorf("sprt: alpha + beta must be below 1")
	}
	return nil
}

// Bounds are the LLR bounds: H0 is accepted at or below lower, H1 at or
// above upper.
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// nEloPerT converts a normalized t-value to normalized Elo: 800/ln 10.
const nEloPerT = 800 / math.Ln10

// LLR is the log-likelihood ratio of the pentanomial counts under the
// normalized-Elo model (Van den Bergh's approximation, as fastchess and
// OpenBench use it). A pair's score x ∈ {0, ¼, ½, ¾, 1} (points/2) has
// the sample mean μ and variance σ² over the N pairs; the per-game standard
// deviation is σg = √(2σ²) and the observed normalized t is (μ − ½)/σg.
// The hypotheses' t-values are tᵢ = Eloᵢ/(800/ln 10), so their means are
// μᵢ = ½ + tᵢ·σg, and the LLR of N observations under a normal
// approximation is N·(μ₁ − μ₀)(2μ − μ₀ − μ₁)/(2σ²), which equals
// N·(t₁ − t₀)(2t − t₀ − t₁). As fastchess does, an empty count is
// regularized to 0.001 (so that a one-sided run, all wins, still has a
// variance and the test can stop); N is the regularized total. The LLR is 0
// without pairs.
func (t SPRT) LLR(penta [5]int) float64 {
	var c [5]float64
	n, total := 0.0, 0
	for k, x := range penta {
		total += x
		c[k] = float64(x)
		if x == 0 {
			c[k] = 1e-3
		}
		n += c[k]
	}
	if total == 0 {
		return 0
	}
	mu, v := 0.0, 0.0
	for k := range c {
		mu += c[k] * float64(k) / 4
	}
	mu /= n
	for k := range c {
		d := float64(k)/4 - mu
		v += c[k] * d * d
	}
	v /= n
	sg := math.Sqrt(2 * v)
	m0, m1 := 0.5+t.Elo0/nEloPerT*sg, 0.5+t.Elo1/nEloPerT*sg
	return n * (m1 - m0) * (2*mu - m0 - m1) / (2 * v)
}

// Decision is the state of an SPRT: 0 go on, -1 H0 accepted, +1 H1
// accepted.
func (t SPRT) Decision(llr float64) int {
	lo, hi := t.Bounds()
	switch {
	case llr <= lo:
		return -1
	case llr >= hi:
		return 1
	}
	return 0
}
