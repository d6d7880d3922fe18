package search

import (
	"time"

	"lattice/movegen"
)

const (
	// moveOverhead is kept back from the clock for communication delays.
	moveOverhead = 30 * time.Millisecond
	// defaultMovesToGo is the horizon of a sudden-death or increment clock.
	defaultMovesToGo = 30
)

// budget is the time a search may take: past soft it starts no new
// iteration, at hard it stops at once. Zero means no bound. A fixed move
// time is used in full.
type budget struct {
	soft, hard time.Duration
	fixed      bool
}

// timeBudget reads the limits of side us. A fixed move time is a hard bound;
// a clock gives a share of the time left plus most of the increment (soft),
// and at most a few times that, within half the clock (hard). With one legal
// move there is nothing to think about.
func timeBudget(lim Limits, us movegen.Color, rootMoves int) budget {
	if lim.MoveTime > 0 {
		return budget{soft: lim.MoveTime, hard: lim.MoveTime, fixed: true}
	}
	left, inc := lim.Time[us], lim.Inc[us]
	if left <= 0 && inc <= 0 {
		return budget{}
	}
	avail := max(left-moveOverhead, time.Millisecond)
	mtg := lim.MovesToGo
	if mtg <= 0 || mtg > defaultMovesToGo {
		mtg = defaultMovesToGo
	}
	soft := avail/time.Duration(mtg) + inc*3/4
	ceiling := avail / 2
	if mtg == 1 {
		ceiling = avail * 9 / 10
	}
	hard := min(5*soft, ceiling)
	soft = min(soft, hard)
	if rootMoves == 1 {
		soft = 0
	}
	return budget{soft: max(soft, 0), hard: max(hard, time.Millisecond)}
}

// keepGoing decides after a completed iteration whether to start another:
// the next one takes a few times longer, so it starts only while well
// inside the soft bound, scaled by how stable the best move has been.
func (b budget) keepGoing(elapsed time.Duration, stable int) bool {
	if b.hard == 0 || b.fixed {
		return true
	}
	factor := 1.0
	switch {
	case stable == 0:
		factor = 1.6
	case stable >= 4:
		factor = 0.6
	}
	return float64(elapsed) < 0.6*factor*float64(b.soft)
}
