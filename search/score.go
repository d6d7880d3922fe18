package search

// Score is a value in centipawns from the side to move's point of view;
// mates are ±(Mate - plies to mate).
type Score int32

const (
	// Mate is the score of mating now; mating in n plies scores Mate-n.
	Mate Score = 30000
	// Infinity bounds every score a search returns.
	Infinity Score = Mate + 1
	// mateBound: scores beyond it (either sign) are mate scores.
	mateBound Score = Mate - 2*maxPly
	// maxPly bounds the search depth in plies (main search and quiescence).
	maxPly = 128
)

// IsMate reports whether s announces a forced mate for either side.
func (s Score) IsMate() bool { return s > mateBound || s < -mateBound }

// MateMoves is the signed number of full moves to mate: positive when the
// side to move mates, negative when it gets mated, 0 when s is no mate
// score (or the side to move is mated already).
func (s Score) MateMoves() int {
	switch {
	case s > mateBound:
		return int(Mate-s+1) / 2
	case s < -mateBound:
		return -int(Mate+s) / 2
	}
	return 0
}

// matedIn is the score of being mated at ply; matingIn of mating at ply.
func matedIn(ply int) Score  { return -Mate + Score(ply) }
func matingIn(ply int) Score { return Mate - Score(ply) }

// toTT converts a score found at ply into one relative to the node, as the
// transposition table stores it; fromTT converts back for another ply.
func toTT(s Score, ply int) Score {
	switch {
	case s > mateBound:
		return s + Score(ply)
	case s < -mateBound:
		return s - Score(ply)
	}
	return s
}

func fromTT(s Score, ply int) Score {
	switch {
	case s > mateBound:
		return s - Score(ply)
	case s < -mateBound:
		return s + Score(ply)
	}
	return s
}

// Bound says how a score relates to the true value of a position.
type Bound uint8

const (
	// NoBound marks an empty table entry.
	NoBound Bound = iota
	// Upper: the true value is at most the score (the search failed low).
	Upper
	// Lower: the true value is at least the score (the search failed high).
	Lower
	// Exact: the score is the true value at its depth.
	Exact
)

// String names the bound as UCI does ("", "upperbound", "lowerbound").
func (b Bound) String() string {
	switch b {
	case Upper:
		return "upperbound"
	case Lower:
		return "lowerbound"
	case Exact:
		return "exact"
	}
	return "none"
}
