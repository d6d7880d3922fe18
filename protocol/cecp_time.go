package protocol

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"lattice/movegen"
	"lattice/search"
)

// Bounds of the numbers CECP's time commands may carry; anything outside
// is answered as an error and changes nothing.
const (
	maxClock    = 100 * 24 * time.Hour // time, otim, level's base
	maxMPS      = 10000                // level's moves per session
	maxSD       = 100                  // sd: plies
	maxST       = 100 * 24 * 3600      // st: seconds
	maxNPS      = 1e12                 // nps: nodes per second
	stOverhead  = 50 * time.Millisecond
	minMoveTime = 10 * time.Millisecond
)

// clock is what the time commands said: the clocks, the time control and
// the depth and speed limits. It turns into search.Limits.
type clock struct {
	engine, opp time.Duration // time, otim
	haveTime    bool          // a `time` arrived since the last level/new
	mps         int           // moves per session (0: whole game)
	base, inc   time.Duration
	st          time.Duration // fixed time per move (st)
	sd          int           // depth limit (0: none)
	nps         float64       // nodes per second budget (0: wall clock)
}

// reset is `new`: no depth limit, no nps, the clocks at the base time.
func (k *clock) reset() {
	k.sd, k.nps = 0, 0
	k.engine, k.opp, k.haveTime = k.base, k.base, false
}

// parseCentis reads the argument of time/otim (centiseconds, ≥ 0).
func parseCentis(s string) (time.Duration, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%q is not a whole number of centiseconds", s)
	}
	if n < 0 || time.Duration(n)*10*time.Millisecond > maxClock {
		return 0, fmt.Errorf("%d centiseconds is out of range", n)
	}
	return time.Duration(n) * 10 * time.Millisecond, nil
}

// parseLevel reads `level MPS BASE INC`: BASE is minutes or MIN:SEC (extra
// characters after it are ignored, as the specification asks), INC seconds.
func parseLevel(args []string) (mps int, base, inc time.Duration, err error) {
	if len(args) != 3 {
		return 0, 0, 0, fmt.Errorf("want level MPS BASE INC")
	}
	mps, err = strconv.Atoi(args[0])
	if err != nil || mps < 0 || mps > maxMPS {
		return 0, 0, 0, fmt.Errorf("bad moves per session %q", args[0])
	}
	b := args[1]
	end := 0
	for end < len(b) && (b[end] >= '0' && b[end] <= '9' || b[end] == ':' || b[end] == '.') {
		end++
	}
	b = b[:end]
	minS, secS, hasSec := strings.Cut(b, ":")
	minutes, err1 := strconv.ParseFloat(minS, 64)
	seconds := 0.0
	var err2 error
	if hasSec {
		seconds, err2 = strconv.ParseFloat(secS, 64)
	}
	if minS == "" || err1 != nil || err2 != nil || minutes < 0 || seconds < 0 || seconds >= 60 {
		return 0, 0, 0, fmt.Errorf("bad base time %q", args[1])
	}
	total := minutes*60 + seconds
	if total > maxClock.Seconds() {
		return 0, 0, 0, fmt.Errorf("base time %q is out of range", args[1])
	}
	incS, err := strconv.ParseFloat(args[2], 64)
	if err != nil || incS < 0 || incS > 3600 || math.IsNaN(incS) {
		return 0, 0, 0, fmt.Errorf("bad increment %q", args[2])
	}
	return mps, seconds2d(total), seconds2d(incS), nil
}

func seconds2d(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }

// parseST reads `st SECONDS` (more than 0).
func parseST(s string) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || !(f > 0) || f > maxST {
		return 0, fmt.Errorf("bad time per move %q", s)
	}
	return seconds2d(f), nil
}

// parseSD reads `sd DEPTH` (1..maxSD).
func parseSD(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > maxSD {
		return 0, fmt.Errorf("depth %q is not 1..%d", s, maxSD)
	}
	return n, nil
}

// parseNPS reads `nps RATE` (0 means CPU time, which is wall clock here).
func parseNPS(s string) (float64, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || f > maxNPS || math.IsNaN(f) {
		return 0, fmt.Errorf("bad node rate %q", s)
	}
	return f, nil
}

// limits turns the clock into search limits for side us, plies moves after
// the time control started.
func (k *clock) limits(us movegen.Color, plies int) search.Limits {
	lim := search.Limits{Depth: k.sd}
	switch {
	case k.st > 0:
		lim.MoveTime = max(k.st-stOverhead, minMoveTime)
	default:
		mine, theirs := k.engine, k.opp
		if !k.haveTime {
			mine, theirs = k.base, k.base
		}
		if mine <= 0 && k.inc <= 0 {
			break // no clock at all: depth or nothing
		}
		lim.Time[us], lim.Time[us.Other()] = max(mine, minMoveTime), max(theirs, minMoveTime)
		lim.Inc[us], lim.Inc[us.Other()] = k.inc, k.inc
		if k.mps > 0 {
			lim.MovesToGo = k.mps - (plies/2)%k.mps
		}
	}
	if k.nps > 0 {
		budget := k.st // st 8 with nps 10000: at most 80000 nodes
		if budget == 0 && lim.Time[us] > 0 {
			mtg := max(lim.MovesToGo, 1)
			if lim.MovesToGo == 0 {
				mtg = 30
			}
			budget = lim.Time[us]/time.Duration(mtg) + lim.Inc[us]
		}
		if budget > 0 {
			lim.Nodes = max(uint64(k.nps*budget.Seconds()), 1)
			lim.MoveTime, lim.Time, lim.Inc, lim.MovesToGo = 0, [2]time.Duration{}, [2]time.Duration{}, 0
		}
	}
	return lim
}
