package eval

// This file holds the plane's king tropism (Weights.TropismMG and the rest).
// On the plane a piece's captures reach the king zone only once it has come
// near, and the danger terms (plane_danger.go) count it from then on; the
// games against Apeiron were lost to pieces gathering round our king while
// ours raided pawns far away. The tropism pulls every piece but pawns and
// royals toward the enemy king, by its worth and smoothly with the
// distance, and the cheaper pieces toward their own king as its defence.

// planeTropism adds to s the tropism of a piece worth value at Chebyshev
// distance dEnemy from the enemy king and dOwn from its own (math.MaxInt64
// where there is no such king).
func (e *Evaluator) planeTropism(s *side, value int, dEnemy, dOwn int64) {
	w := &e.w
	if w.TropismMG|w.TropismEG != 0 {
		if f := tropismFactor(value, dEnemy, w.TropismAddend); f != 0 {
			s.mg += f * w.TropismMG / 100
			s.eg += f * w.TropismEG / 100
		}
	}
	if w.GuardTropismMG|w.GuardTropismEG != 0 {
		if f := tropismFactor(min(value, w.GuardTropismCap), dOwn, w.TropismAddend); f != 0 {
			s.mg += f * w.GuardTropismMG / 100
			s.eg += f * w.GuardTropismEG / 100
		}
	}
}

// tropismFactor is value / (d + addend), 0 for a distance too large to
// matter (it would round to nothing) or no king at all.
func tropismFactor(value int, d, addend int64) int {
	den := d + max(addend, 1)
	if den <= 0 || den > int64(value) { // overflowed, or value/den == 0
		return 0
	}
	return value / int(den)
}
