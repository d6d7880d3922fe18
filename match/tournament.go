package match

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"
)

// Tournament kinds.
const (
	RoundRobin = "round-robin"
	Gauntlet   = "gauntlet"
)

// Standing is one engine's line of a tournament table.
type Standing struct {
	Name  string
	Score Score // against all opponents
}

// Tournament is the outcome of RunTournament: the standings by points and
// the cross table (Cross[a][b] is a's score against b).
type Tournament struct {
	Standings []Standing
	Cross     map[string]map[string]Score
}

// RunTournament plays every pairing of engines with base's settings (its
// Engines, SPRT and Resume are not used): round-robin plays each pair,
// gauntlet Engines[0] against each other. Each pairing is a match as Run
// plays it, with its own result lines; the table and the cross table
// follow. It stops between pairings when ctx is cancelled.
func RunTournament(ctx context.Context, kind string, engines []EngineSpec, base Config) (*Tournament, error) {
	if kind != RoundRobin && kind != Gauntlet {
		return nil, fmt.Errorf("tournament must be %s or %s, not %q", RoundRobin, Gauntlet, kind)
	}
	if len(engines) < 2 {
		return nil, fmt.Errorf("a tournament needs at least two engines")
	}
	seen := map[string]bool{}
	for _, e := range engines {
		if seen[e.Name] {
			return nil, fmt.Errorf("two engines are called %q", e.Name)
		}
		seen[e.Name] = true
	}
	if base.Out == nil {
		base.Out = io.Discard
	}
	t := &Tournament{Cross: map[string]map[string]Score{}}
	for _, e := range engines {
		t.Cross[e.Name] = map[string]Score{}
	}
	for i := range engines {
		for j := i + 1; j < len(engines); j++ {
			if kind == Gauntlet && i > 0 {
				break
			}
			if ctx.Err() != nil {
				break
			}
			cfg := base
			cfg.Engines, cfg.SPRT, cfg.Resume = [2]EngineSpec{engines[i], engines[j]}, nil, nil
			cfg.Event = fmt.Sprintf("%s (%s vs %s)", base.Event, engines[i].Name, engines[j].Name)
			res, err := Run(ctx, cfg)
			if err != nil {
				return nil, err
			}
			a, b := engines[i].Name, engines[j].Name
			s := res.Score
			t.Cross[a][b] = s
			t.Cross[b][a] = Score{W: s.L, L: s.W, D: s.D, Penta: [5]int{s.Penta[4], s.Penta[3], s.Penta[2], s.Penta[1], s.Penta[0]}}
		}
	}
	for _, e := range engines {
		st := Standing{Name: e.Name}
		for _, s := range t.Cross[e.Name] {
			st.Score.W += s.W
			st.Score.L += s.L
			st.Score.D += s.D
		}
		t.Standings = append(t.Standings, st)
	}
	sort.SliceStable(t.Standings, func(i, j int) bool {
		return t.Standings[i].Score.Points() > t.Standings[j].Score.Points()
	})
	t.print(base.Out, engines)
	return t, nil
}

// print writes the table (rank, name, games, points, score, Elo against
// the field with its margin) and the cross table (points/games).
func (t *Tournament) print(w io.Writer, engines []EngineSpec) {
	width := 4
	for _, e := range engines {
		width = max(width, len(e.Name))
	}
	fmt.Fprintf(w, "Rank %-*s  Games  Points  Score    Elo\n", width, "Name")
	for i, st := range t.Standings {
		elo, m := st.Score.Elo()
		fmt.Fprintf(w, "%4d %-*s  %5d  %6.1f  %5.1f%%  %s +/- %s\n", i+1, width, st.Name, st.Score.Games(),
			st.Score.Points(), 100*st.Score.Ratio(), fmtElo(elo), fmtElo(m))
	}
	fmt.Fprintf(w, "Cross table (points/games):\n%-*s", width, "")
	for _, e := range engines {
		fmt.Fprintf(w, "  %*s", max(width, 7), e.Name)
	}
	fmt.Fprintln(w)
	for _, a := range engines {
		var row strings.Builder
		fmt.Fprintf(&row, "%-*s", width, a.Name)
		for _, b := range engines {
			cell := "-"
			if s, ok := t.Cross[a.Name][b.Name]; ok && a.Name != b.Name {
				cell = fmt.Sprintf("%g/%d", s.Points(), s.Games())
			}
			fmt.Fprintf(&row, "  %*s", max(width, 7), cell)
		}
		fmt.Fprintln(w, row.String())
	}
}
