package eval

import (
	"math"

	"lattice/movegen"
)

// spanFiles is the widest stretch of files a pawnSpan covers: the enemy
// pawns' files and one more on each side.
const spanFiles = 64

// pawnSpan answers passed (the same question) for every pawn of one colour
// at the cost of one pass over the enemy pawns, when those stand within
// spanFiles−2 neighbouring files (the open plane's pawn lines, where
// pawnTermsByFiles does not apply): for each file it holds the rank of the
// enemy pawn furthest ahead in the pawn's direction of travel (the highest
// rank for a white pawn, the lowest for a black one).
type pawnSpan struct {
	x0   int64 // the file of ahead[0], one left of the leftmost enemy pawn
	n    int64 // files in use
	c    movegen.Color
	none int32 // the rank of a file without an enemy pawn
	// ahead[x−x0]: on file x, the highest (White) or lowest (Black) rank of
	// an enemy pawn, none if there is none.
	ahead [spanFiles]int32
}

// build prepares the span for c's pawns against o's pawns; it is false,
// leaving passed to do the work, when o's pawns spread over more files.
func (sp *pawnSpan) build(c movegen.Color, o *pawnList) bool {
	pawns := o.pawns[:min(o.npawns, maxPawns)]
	lo, hi := int64(math.MaxInt64), int64(math.MinInt64)
	for _, q := range pawns {
		lo, hi = min(lo, int64(q.X)), max(hi, int64(q.X))
	}
	if len(pawns) == 0 {
		lo, hi = 0, 0
	}
	if hi-lo > spanFiles-3 {
		return false
	}
	sp.x0, sp.n, sp.c = lo-1, hi-lo+3, c
	sp.none = math.MinInt32
	if c == movegen.Black {
		sp.none = math.MaxInt32
	}
	for i := range sp.ahead[:sp.n] {
		sp.ahead[i] = sp.none
	}
	for _, q := range pawns {
		a := &sp.ahead[(int64(q.X)-sp.x0)&(spanFiles-1)]
		if c == movegen.White {
			*a = max(*a, q.Y)
		} else {
			*a = min(*a, q.Y)
		}
	}
	return true
}

// passed is passed(c, sq, o) for the o and c the span was built for.
func (sp *pawnSpan) passed(sq movegen.Coord) bool {
	i := int64(sq.X) - 1 - sp.x0
	for j := max(i, 0); j <= i+2 && j < sp.n; j++ {
		a := sp.ahead[j&(spanFiles-1)]
		if (sp.c == movegen.White && a > sq.Y) || (sp.c == movegen.Black && a < sq.Y) {
			return false
		}
	}
	return true
}
