package movegen

import "slices"

// CandidatesAndReference returns the candidate distances along the ray
// from + t·d (t ≤ limit) as rayCandidates lists them, and as the reference
// implementation below (the rule as first written, crossing every line of
// every king square and piece ray by ray) lists them.
func (p *Position) CandidatesAndReference(from Coord, d Vec, limit int32) (got, want []int32) {
	var cs candidateSet
	p.rayCandidates(from, d, limit, &cs)
	got = append(got, cs.dist[:cs.n]...)
	return got, p.rayCandidatesRef(from, d, limit)
}

// rayCandidatesRef is the reference candidate rule: sorted distinct
// distances.
func (p *Position) rayCandidatesRef(from Coord, d Vec, limit int32) []int32 {
	var out []int32
	add := func(t int32) {
		for _, u := range out {
			if u == t {
				return
			}
		}
		out = append(out, t)
	}
	for t := int32(1); t <= nearSteps && t <= limit; t++ {
		add(t)
	}
	if p.hasFocus {
		if t, ok := stepTo(from, d, p.focus); ok && t <= limit {
			add(t)
		}
		if p.focusOnly {
			sortDists(out)
			return out
		}
	}
	for col := Color(0); col < 2; col++ {
		if !p.hasK[col] {
			continue
		}
		k := p.royal[col]
		for _, r := range kingRing {
			q := k.Add(r)
			for f := 0; f < lineFamilies; f++ {
				if t, ok := crossing(from, d, f, q); ok && t <= limit {
					add(t)
				}
			}
		}
		for _, l := range knightLeaps {
			if t, ok := stepTo(from, d, k.Add(l)); ok && t <= limit {
				add(t)
			}
		}
	}
	var best [crossCap]int32
	nb := 0
	for col := range p.list {
		for _, q := range p.list[col] {
			for f := 0; f < lineFamilies; f++ {
				t, ok := crossing(from, d, f, q)
				if !ok || t > limit {
					continue
				}
				if nb < crossCap {
					best[nb] = t
					nb++
					continue
				}
				worst := 0
				for i := 1; i < nb; i++ {
					if best[i] > best[worst] {
						worst = i
					}
				}
				if t < best[worst] {
					best[worst] = t
				}
			}
		}
	}
	for i := 0; i < nb; i++ {
		add(best[i])
	}
	sortDists(out)
	return out
}

// knightLeaps are the squares a knight's leap from a king, which the
// reference rule tests one by one.
var knightLeaps = [8]Vec{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}

// CandidateKeys returns the candidate cache's sorted line keys of every
// family for the current board (brought up to date as rayCandidates would),
// and the same keys gathered afresh from the piece lists and sorted; ok is
// false when the board has more pieces than the cache holds.
func (p *Position) CandidateKeys() (cached, fresh [lineFamilies][]int64, ok bool) {
	c := p.candidateCache()
	if !c.ok {
		return cached, fresh, false
	}
	for f := 0; f < lineFamilies; f++ {
		cached[f] = append([]int64(nil), c.piece[f][:c.np]...)
		for col := range p.list {
			for _, q := range p.list[col] {
				fresh[f] = append(fresh[f], lineKey(f, q))
			}
		}
		slices.Sort(fresh[f])
	}
	return cached, fresh, true
}

// EvasionsUnpruned is GenerateEvasions in single check on the sparse board
// without dropOffCheckLine: every generated move goes to filterChecked. It
// reports false (ml untouched) in other positions.
func (p *Position) EvasionsUnpruned(ml *MoveList) bool {
	if p.sp == nil || !p.fastLegalHere() {
		return false
	}
	ci := p.checks()
	if ci.checkers != 1 {
		return false
	}
	ml.Reset()
	p.evading = ci
	p.genSparse(ml)
	p.evading = nil
	p.filterChecked(ml, ci)
	return true
}
