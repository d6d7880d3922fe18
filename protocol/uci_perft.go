package protocol

import (
	"fmt"
	"strconv"
	"sync/atomic"
	"time"

	"lattice/engine"
	"lattice/movegen"
	"lattice/perft"
)

// perft answers `go perft N`: the count below each legal move ("e2e4: 20")
// and then "Nodes searched: N", as Stockfish prints it. On an unbounded
// board it counts inside the variant's world border, as `lattice perft`
// does. It runs as a job: stop ends it after the root move being counted.
func (u *uciSession) perft(depth int) {
	pos, err := perftPosition(u.e.Position())
	if err != nil {
		u.errorf("go perft: %v", err)
		return
	}
	n := UCINotation(pos.Variant())
	var stopped atomic.Bool
	j := &uciJob{stop: func() { stopped.Store(true) }}
	u.job = j
	go func() {
		ml := movegen.NewMoveList(256)
		pos.GenerateLegal(ml)
		c := perft.NewCounter(pos)
		var total uint64
		for _, m := range ml.Moves {
			if stopped.Load() {
				break
			}
			text := n.MoveToWire(pos.MoveString(m))
			pos.Make(m)
			k := c.Count(depth - 1)
			pos.Unmake()
			total += k
			u.println(fmt.Sprintf("%s: %d", text, k))
		}
		u.println("")
		if stopped.Load() {
			u.println("info string perft stopped")
		}
		u.println(fmt.Sprintf("Nodes searched: %d", total))
		u.println("")
		u.events <- func() {
			if u.job == j {
				u.endJob()
			}
		}
	}()
}

// perftPosition is the position perft counts: the game's own on a bounded
// board; on an unbounded one the same position inside the variant's
// border, since the open plane has infinitely many moves.
func perftPosition(pos *movegen.Position) (*movegen.Position, error) {
	v := pos.Variant()
	if !v.Unbounded() {
		return pos, nil
	}
	border := v.Bounds()
	return v.ParseICN(pos.ICN(), movegen.AutoBoard, &border)
}

// bench answers `bench [DEPTH]`: the engine's bench (every built-in
// variant's bench positions, one thread, a fixed hash), one info string a
// position, then the totals as `lattice bench` ends. It cannot be stopped.
func (u *uciSession) bench(args []string) {
	depth := 0
	if len(args) > 1 {
		u.errorf("bench: want at most the depth")
		return
	}
	if len(args) == 1 {
		d, err := strconv.Atoi(args[0])
		if err != nil || d < 1 || d > 64 {
			u.errorf("bench: depth %s is not 1..64", shown(args[0]))
			return
		}
		depth = d
	}
	j := &uciJob{}
	u.job = j
	go func() {
		nodes, elapsed, err := engine.Bench(depth, func(l engine.BenchLine) {
			u.println(fmt.Sprintf("info string bench %s %s depth %d nodes %d time %d best %s",
				l.Variant, l.Line, l.Depth, l.Nodes, l.Time.Milliseconds(), l.Best))
		})
		if err != nil {
			u.errorf("bench: %v", err)
		} else {
			nps := uint64(0)
			if elapsed > 0 {
				nps = uint64(float64(nodes) / elapsed.Seconds())
			}
			u.println(fmt.Sprintf("Total time (ms): %d", elapsed/time.Millisecond))
			u.println(fmt.Sprintf("Nodes searched: %d", nodes))
			u.println(fmt.Sprintf("%d nodes %d nps", nodes, nps))
		}
		u.events <- func() {
			if u.job == j {
				u.endJob()
			}
		}
	}()
}
