package engine

import "lattice/movegen"

// prover decides forced mates by brute force with the rules kernel alone,
// to check the mate collection independently of the search.
type prover struct {
	// checksOnly makes every defender node of a proof answer a check: on
	// the open plane the kernel lists every evasion but only candidate
	// squares of quiet moves, so only such proofs are exact there.
	checksOnly bool
	lists      []*movegen.MoveList // one per ply
	nodes      int
}

func (pr *prover) list(ply int) *movegen.MoveList {
	for len(pr.lists) <= ply {
		pr.lists = append(pr.lists, movegen.NewMoveList(256))
	}
	ml := pr.lists[ply]
	ml.Reset()
	return ml
}

// mateIn returns a move with which the side to move mates in at most n
// moves, if there is one.
func (pr *prover) mateIn(p *movegen.Position, n, ply int) (movegen.Move, bool) {
	ml := pr.list(ply)
	p.GenerateLegal(ml)
	for _, m := range ml.Moves {
		p.Make(m)
		ok := pr.mated(p, n-1, ply+1)
		p.Unmake()
		if ok {
			return m, true
		}
	}
	return movegen.Move{}, false
}

// mated reports whether the side to move is checkmated now or, with n ≥ 1,
// gets mated in at most n more moves whatever it plays.
func (pr *prover) mated(p *movegen.Position, n, ply int) bool {
	pr.nodes++
	check := p.InCheck()
	if !check && (n == 0 || pr.checksOnly) {
		return false
	}
	if n == 0 {
		return p.CountLegal() == 0
	}
	ml := pr.list(ply)
	p.GenerateLegal(ml)
	if ml.Len() == 0 {
		return check
	}
	for _, r := range ml.Moves {
		p.Make(r)
		_, ok := pr.mateIn(p, n, ply+1)
		p.Unmake()
		if !ok {
			return false
		}
	}
	return true
}

// mateLine plays out a forced mate in n from p (best defence taken as the
// first reply in generation order) and returns the final position's
// outcome, leaving p as it was.
func (pr *prover) mateLine(p *movegen.Position, n int) movegen.Outcome {
	played := 0
	defer func() {
		for ; played > 0; played-- {
			p.Unmake()
		}
	}()
	for k := n; k >= 1; k-- {
		m, ok := pr.mateIn(p, k, 0)
		if !ok {
			return p.Outcome()
		}
		p.Make(m)
		played++
		if p.Outcome() == movegen.Checkmate {
			return movegen.Checkmate
		}
		ml := movegen.NewMoveList(256)
		p.GenerateLegal(ml)
		if ml.Len() == 0 {
			return p.Outcome()
		}
		p.Make(ml.Moves[0])
		played++
	}
	return p.Outcome()
}
