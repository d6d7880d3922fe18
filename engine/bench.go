package engine

import (
	"context"
	"embed"
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

	"lattice/movegen"
	"lattice/movegen/variants"
	"lattice/search"
)

// benchFS holds the bench positions: one file per built-in variant, named
// after it, each line "DEPTH POSITION [moves M1 M2 …]".
//
//go:embed testdata/bench/*.txt
var benchFS embed.FS

// Bench settings: one thread and a fixed hash, so the node count is the
// same on every machine.
const (
	BenchHashMB  = 16
	BenchThreads = 1
)

// BenchPosition is one position of the bench.
type BenchPosition struct {
	Variant string
	// Depth is the depth the position is searched to.
	Depth int
	// Position is "startpos", a FEN or an ICN text.
	Position string
	// Moves are played from Position first.
	Moves []string
	// Line is where the position is written, "file:line".
	Line string
}

// BenchLine is the result of one bench position.
type BenchLine struct {
	BenchPosition
	Nodes uint64
	Time  time.Duration
	// Best is the move found, in the variant's notation.
	Best  string
	Score search.Score
}

// BenchPositions reads the embedded bench positions, by variant name
// (alphabetically) and then in file order.
func BenchPositions() ([]BenchPosition, error) {
	names, err := benchFS.ReadDir("testdata/bench")
	if err != nil {
		return nil, err
	}
	sort.Slice(names, func(i, j int) bool { return names[i].Name() < names[j].Name() })
	var out []BenchPosition
	for _, f := range names {
		file := path.Join("testdata/bench", f.Name())
		data, err := benchFS.ReadFile(file)
		if err != nil {
			return nil, err
		}
		v := strings.TrimSuffix(f.Name(), ".txt")
		for i, line := range strings.Split(string(data), "\n") {
			line = strings.TrimSpace(line)
			if line == "" || line[0] == '#' {
				continue
			}
			bp, err := parseBenchLine(line)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", file, i+1, err)
			}
			bp.Variant, bp.Line = v, fmt.Sprintf("%s:%d", file, i+1)
			out = append(out, bp)
		}
	}
	return out, nil
}

// parseBenchLine reads "DEPTH POSITION [moves M1 M2 …]".
func parseBenchLine(line string) (BenchPosition, error) {
	depthText, rest, ok := strings.Cut(line, " ")
	if !ok {
		return BenchPosition{}, fmt.Errorf("want DEPTH POSITION, got %q", line)
	}
	d, err := strconv.Atoi(depthText)
	if err != nil || d < 1 || d > 64 {
		return BenchPosition{}, fmt.Errorf("depth %q is not 1..64", depthText)
	}
	bp := BenchPosition{Depth: d, Position: strings.TrimSpace(rest)}
	if p, moves, ok := strings.Cut(rest, " moves "); ok {
		bp.Position, bp.Moves = strings.TrimSpace(p), strings.Fields(moves)
	} else if p, ok := strings.CutSuffix(bp.Position, " moves"); ok {
		bp.Position = strings.TrimSpace(p)
	}
	return bp, nil
}

// setup says how the position is set up.
func (bp BenchPosition) setup(v *movegen.Variant) setup {
	switch {
	case bp.Position == "startpos":
		return setup{}
	case v.Unbounded():
		return setup{kind: icnSetup, text: bp.Position}
	default:
		return setup{kind: fenSetup, text: bp.Position}
	}
}

// Bench searches every bench position to its depth (to depth instead, when
// depth > 0) with one thread and a BenchHashMB table, cleared before each
// position, and returns the total node count and time. progress (may be
// nil) gets each position's result as it is done.
func Bench(depth int, progress func(BenchLine)) (uint64, time.Duration, error) {
	list, err := BenchPositions()
	if err != nil {
		return 0, 0, err
	}
	s := search.New(search.Options{HashMB: BenchHashMB, Threads: BenchThreads})
	var total uint64
	var elapsed time.Duration
	for _, bp := range list {
		v, err := variants.Get(bp.Variant)
		if err != nil {
			return 0, 0, fmt.Errorf("%s: %v", bp.Line, err)
		}
		g, err := newGame(v, bp.setup(v), bp.Moves)
		if err != nil {
			return 0, 0, fmt.Errorf("%s: %v", bp.Line, err)
		}
		if depth > 0 {
			bp.Depth = depth
		}
		s.Clear()
		start := time.Now()
		res := s.Search(context.Background(), g.pos, search.Limits{Depth: bp.Depth}, nil)
		line := BenchLine{BenchPosition: bp, Nodes: res.Nodes, Time: time.Since(start), Score: res.Score}
		if res.HasBest {
			line.Best = g.pos.MoveString(res.Best)
		}
		total += line.Nodes
		elapsed += line.Time
		if progress != nil {
			progress(line)
		}
	}
	return total, elapsed, nil
}
