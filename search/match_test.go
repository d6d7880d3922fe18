package search

import (
	"context"
	"math/rand"
	"os"
	"strconv"
	"testing"

	"lattice/movegen"
)

// openings returns n opening positions of chess: four random plies from
// the start, the same for every run.
func openings(t *testing.T, n int) []string {
	rng := rand.New(rand.NewSource(7))
	var out []string
	for len(out) < n {
		p := position(t, "chess", "")
		var ml movegen.MoveList
		for range 4 {
			p.GenerateLegal(&ml)
			p.Make(ml.Moves[rng.Intn(len(ml.Moves))])
		}
		out = append(out, p.FEN())
	}
	return out
}

// playGame plays one game between two feature sets at a fixed node budget
// per move and returns White's result: 1, ½ or 0. Games end by the rules or
// are adjudicated: a score beyond ±1000 for both sides' view for four plies
// in a row, or a draw after 200 plies.
func playGame(t *testing.T, fen string, white, black feature, nodes uint64) float64 {
	p := position(t, "chess", fen)
	s := [2]*Searcher{New(Options{HashMB: 4}), New(Options{HashMB: 4})}
	s[0].feat, s[1].feat = white, black
	streak := 0
	for ply := 0; ply < 200; ply++ {
		switch o := p.Outcome(); {
		case o == movegen.Checkmate:
			if p.SideToMove() == movegen.White {
				return 0
			}
			return 1
		case o.IsDraw():
			return 0.5
		}
		us := p.SideToMove()
		res := s[us].Search(context.Background(), p, Limits{Nodes: nodes}, nil)
		sc := res.Score
		if us == movegen.Black {
			sc = -sc
		}
		if sc > 1000 || sc < -1000 {
			streak++
		} else {
			streak = 0
		}
		if streak >= 4 {
			if sc > 0 {
				return 1
			}
			return 0
		}
		p.Make(res.Best)
	}
	return 0.5
}

// TestMatchFeatures plays a short fixed-node match of the full search
// against the search without each risky pruning feature (SEARCH_MATCH=games
// per feature; SEARCH_MATCH_NODES nodes per move, 10000 by default) and
// reports the full search's score.
func TestMatchFeatures(t *testing.T) {
	games, err := strconv.Atoi(os.Getenv("SEARCH_MATCH"))
	if err != nil || games <= 0 {
		t.Skip("set SEARCH_MATCH=games to play")
	}
	nodes := uint64(10000)
	if n, err := strconv.Atoi(os.Getenv("SEARCH_MATCH_NODES")); err == nil {
		nodes = uint64(n)
	}
	feats := []feature{featLMP, featReverseFutility, featNullMove, featLMR, featFutility, featIIR, featImproving}
	if f, err := strconv.Atoi(os.Getenv("SEARCH_MATCH_FEATURE")); err == nil {
		feats = []feature{feature(1) << f}
	}
	ops := openings(t, (games+1)/2)
	for _, f := range feats {
		without := featAll &^ f
		score, played := 0.0, 0
		for i := 0; played < games; i++ {
			fen := ops[(i/2)%len(ops)]
			if i%2 == 0 {
				score += playGame(t, fen, featAll, without, nodes)
			} else {
				score += 1 - playGame(t, fen, without, featAll, nodes)
			}
			played++
		}
		t.Logf("all vs without %-18s: %.1f/%d (%.0f%%)", featureName(f), score, played, 100*score/float64(played))
	}
}
