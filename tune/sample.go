package tune

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"lattice/eval"
	"lattice/match"
	"lattice/movegen"
)

// SampleOptions say which positions of a game become samples.
type SampleOptions struct {
	// SkipPlies leaves out the first plies of every game (book moves are
	// always left out): the opening says little about the result.
	SkipPlies int
	// QuietMargin leaves out a position whose capture search scores more
	// than this many centipawns above its static evaluation: a capture or
	// promotion is pending, so the static score is not what the position
	// is worth.
	QuietMargin int
	// MaxScore leaves out positions whose static evaluation exceeds it in
	// absolute value (the game is decided; 0: no limit).
	MaxScore int
	// PerGame keeps at most this many positions of a game, chosen at random
	// with Seed (0: all), so that long games do not dominate.
	PerGame int
	// Seed makes the choice of PerGame deterministic.
	Seed uint64
}

// DefaultSampleOptions are the options `lattice tune` starts from.
func DefaultSampleOptions() SampleOptions {
	return SampleOptions{SkipPlies: 8, QuietMargin: 30, MaxScore: 2000, Seed: 1}
}

// SampleStats counts what Collect took and left out.
type SampleStats struct {
	Games, GamesUsed int
	// GamesSkipped counts the games left out by reason: "unfinished",
	// "forfeit" (time, crash, illegal move: the result says nothing of the
	// position), "no positions".
	GamesSkipped map[string]int
	Positions    int
	// Left out, by reason.
	Opening, InCheck, Noisy, Decided, MateScore, OverPerGame int
}

// label is the result of a finished game from White's view; ok is false
// for games whose result is no label for their positions.
func label(g *match.Game) (r float64, reason string, ok bool) {
	switch g.Termination {
	case "", "normal", "adjudication":
	case "unterminated":
		return 0, "unfinished", false
	default: // time forfeit, rules infraction, abandoned
		return 0, "forfeit", false
	}
	if g.Failed != "" {
		return 0, "forfeit", false
	}
	switch g.Result {
	case "1-0":
		return 1, "", true
	case "0-1":
		return 0, "", true
	case "1/2-1/2":
		return 0.5, "", true
	}
	return 0, "unfinished", false
}

// Collect replays games of variant v with the kernel and returns the set
// of the quiet positions of their engine moves, labelled with the results.
// ev is the evaluation the quiet test uses. A game of another variant, a
// start position that does not read or a move that is not legal is an
// error naming the game and the ply; unfinished and forfeited games are
// skipped and counted. Games with the same start text share one position.
func Collect(v *movegen.Variant, ev *eval.Evaluator, games []*match.Game, opt SampleOptions) (*Set, SampleStats, error) {
	st := SampleStats{Games: len(games), GamesSkipped: map[string]int{}}
	rng := rand.New(rand.NewPCG(opt.Seed, 0x7475_6e65))
	q := newQuiesce(ev)
	set := &Set{}
	starts := map[string]*movegen.Position{}
	for gi, g := range games {
		if g.Variant != v.Name() {
			return nil, st, fmt.Errorf("game %d: variant %q, not %q", gi+1, g.Variant, v.Name())
		}
		r, why, ok := label(g)
		if !ok {
			st.GamesSkipped[why]++
			continue
		}
		g, err := resolved(v, g, gi+1)
		if err != nil {
			return nil, st, err
		}
		pos, err := startOf(v, g)
		if err != nil {
			return nil, st, fmt.Errorf("game %d: start position: %v", gi+1, err)
		}
		moves := make([]movegen.Move, 0, len(g.Moves))
		var plies []int
		for ply, pm := range g.Moves {
			if keep(pos, ply, &pm, ev, q, opt, &st) {
				plies = append(plies, ply)
			}
			m, err := pos.ParseMove(pm.Move)
			if err != nil {
				return nil, st, fmt.Errorf("game %d ply %d: move %q: %v", gi+1, ply+1, pm.Move, err)
			}
			pos.Make(m)
			moves = append(moves, m)
		}
		if opt.PerGame > 0 && len(plies) > opt.PerGame {
			rng.Shuffle(len(plies), func(i, j int) { plies[i], plies[j] = plies[j], plies[i] })
			st.OverPerGame += len(plies) - opt.PerGame
			plies = plies[:opt.PerGame]
			slices.Sort(plies)
		}
		if len(plies) == 0 {
			st.GamesSkipped["no positions"]++
			continue
		}
		key := g.Start
		if g.IsStart {
			key = ""
		}
		shared := starts[key]
		if shared == nil {
			if shared, err = startOf(v, g); err != nil {
				return nil, st, fmt.Errorf("game %d: start position: %v", gi+1, err)
			}
			starts[key] = shared
		}
		labels := make([]float64, len(plies))
		for i := range labels {
			labels[i] = r
		}
		if err := set.Add(shared, moves[:plies[len(plies)-1]], plies, labels, gi); err != nil {
			return nil, st, err
		}
		st.GamesUsed++
	}
	st.Positions = set.Len()
	return set, st, nil
}

// keep decides whether the position before ply (whose move is pm) is a
// sample, counting the reason when it is not.
func keep(pos *movegen.Position, ply int, pm *match.PlayedMove, ev *eval.Evaluator, q *quiesce, opt SampleOptions, st *SampleStats) bool {
	switch {
	case pm.Book || ply < opt.SkipPlies:
		st.Opening++
		return false
	case pm.Info.Mate != 0:
		st.MateScore++
		return false
	case pos.InCheck():
		st.InCheck++
		return false
	}
	s := ev.Evaluate(pos)
	if opt.MaxScore > 0 && (s > opt.MaxScore || s < -opt.MaxScore) {
		st.Decided++
		return false
	}
	if qs, ok := q.score(pos, s); !ok || qs-s > opt.QuietMargin {
		st.Noisy++
		return false
	}
	return true
}

// startOf sets up a game's start position.
// resolved returns a copy of g, game number n, whose moves are in the
// kernel's notation: the runner's PGN writes SAN on bounded boards, and
// match.ParseMoveText reads that, coordinates and the plane's notations.
func resolved(v *movegen.Variant, g *match.Game, n int) (*match.Game, error) {
	pos, err := startOf(v, g)
	if err != nil {
		return nil, fmt.Errorf("game %d: start position: %v", n, err)
	}
	c := *g
	c.Moves = slices.Clone(g.Moves)
	for i := range c.Moves {
		m, err := match.ParseMoveText(pos, c.Moves[i].Move)
		if err != nil {
			return nil, fmt.Errorf("game %d ply %d: move %q: %v", n, i+1, c.Moves[i].Move, err)
		}
		c.Moves[i].Move = pos.MoveString(m)
		pos.Make(m)
	}
	return &c, nil
}

func startOf(v *movegen.Variant, g *match.Game) (*movegen.Position, error) {
	switch {
	case g.IsStart || g.Start == "":
		return v.StartPosition(), nil
	case v.Unbounded():
		return v.ParseICN(g.Start, movegen.AutoBoard, nil)
	}
	return v.ParseFEN(g.Start)
}
