package tune

import (
	"fmt"
	"math/rand/v2"

	"lattice/movegen"
)

// Set is a set of labelled positions, kept as the games they come from: a
// start position, the moves, and the plies whose positions are samples,
// each with its label (the expected result from White's point of view: 1
// a White win, 0.5 a draw, 0 a loss). Each walk over the set replays the
// games with Make and takes them back with Unmake, so that a sample costs
// a move and a few bytes instead of a position of its own, and a walk
// allocates nothing once the positions' move stacks have grown.
//
// A Set is not safe for concurrent use: walks play on its positions.
type Set struct {
	games []game
	n     int
}

// game is one game of a Set.
type game struct {
	start *movegen.Position // at its start position between walks; games may share it
	moves []movegen.Move
	// plies are the sample plies in increasing order (the position before
	// moves[ply]; len(moves) is the final position), labels their results.
	plies  []int32
	labels []float64
	id     int
}

// Add adds a game: its start position (which the set keeps and plays on;
// games may share one), its legal moves, and the plies (in increasing order,
// 0 the start, len(moves) the final position) whose positions are samples,
// with their labels. id names the game for Split (games of one id go to the
// same side).
func (s *Set) Add(start *movegen.Position, moves []movegen.Move, plies []int, labels []float64, id int) error {
	if start == nil {
		return fmt.Errorf("tune: game %d has no start position", id)
	}
	if len(plies) != len(labels) {
		return fmt.Errorf("tune: game %d: %d plies, %d labels", id, len(plies), len(labels))
	}
	g := game{start: start, moves: moves, id: id, labels: labels, plies: make([]int32, len(plies))}
	for i, p := range plies {
		if p < 0 || p > len(moves) || (i > 0 && p <= plies[i-1]) {
			return fmt.Errorf("tune: game %d: sample plies must increase within 0..%d", id, len(moves))
		}
		if labels[i] < 0 || labels[i] > 1 {
			return fmt.Errorf("tune: game %d: label %g outside [0, 1]", id, labels[i])
		}
		g.plies[i] = int32(p)
	}
	if len(plies) == 0 {
		return nil
	}
	s.games = append(s.games, g)
	s.n += len(plies)
	return nil
}

// Len is the number of samples.
func (s *Set) Len() int {
	if s == nil {
		return 0
	}
	return s.n
}

// Games is the number of games with at least one sample.
func (s *Set) Games() int {
	if s == nil {
		return 0
	}
	return len(s.games)
}

// Each calls f with every sample's position and label, game by game. The
// position is valid only during the call and f must leave it as it was.
func (s *Set) Each(f func(p *movegen.Position, label float64)) {
	if s == nil {
		return
	}
	for gi := range s.games {
		g := &s.games[gi]
		p := g.start
		made := 0
		for i, ply := range g.plies {
			for ; made < int(ply); made++ {
				p.Make(g.moves[made])
			}
			f(p, g.labels[i])
		}
		for ; made > 0; made-- {
			p.Unmake()
		}
	}
}

// Split puts each game into the held-out set with probability frac (chosen
// with seed), else into the training set: whole games (by id), so that
// positions of one game, which share its result, are never on both sides.
// Both sets share the games' positions with s.
func (s *Set) Split(frac float64, seed uint64) (train, held *Set) {
	rng := rand.New(rand.NewPCG(seed, 0x73706c6974))
	train, held = &Set{}, &Set{}
	out := map[int]bool{}
	for _, g := range s.games {
		o, seen := out[g.id]
		if !seen {
			o = rng.Float64() < frac
			out[g.id] = o
		}
		to := train
		if o {
			to = held
		}
		to.games = append(to.games, g)
		to.n += len(g.plies)
	}
	return train, held
}
