package eval

import (
	"math"

	"lattice/movegen"
)

// sampleBoard is where a piece's mobility is measured: the variant's board
// when it fits 16×16, else (a large board or the plane) a 15×15 window at
// the board's centre (at the origin on the plane).
func sampleBoard(v *movegen.Variant) movegen.Bounds {
	b := v.Bounds()
	if !v.Unbounded() && b.Width() <= movegen.MaxMailboxSide && b.Height() <= movegen.MaxMailboxSide {
		return b
	}
	cx, cy := int32(0), int32(0)
	if !v.Unbounded() {
		cx = int32((int64(b.X0) + int64(b.X1)) / 2)
		cy = int32((int64(b.Y0) + int64(b.Y1)) / 2)
	}
	return movegen.Bounds{X0: cx - 7, X1: cx + 7, Y0: cy - 7, Y1: cy + 7}
}

// samplePatterns is how many pseudo-random boards a mobility average
// takes.
const samplePatterns = 4

// EstimateValue returns the worth in centipawns that the weights give a
// piece of type t from its mobility, whatever value the variant gives it:
//
//	value = EstimateScale · m^EstimateExponent (at least MinPieceValue),
//
// where m is the average number of pseudo-legal moves of the piece over
// every free square of the sample board (the variant's board; a 15×15
// window on the plane or a board larger than 16×16), on four fixed
// pseudo-random boards where one square in EstimateEvery holds an enemy
// piece (so riders are blocked as in play and hoppers find hurdles). With
// the default weights (scale 45.5, exponent 1.15, one square in four) the
// fit to N=300, B=320, R=500, Q=900 gives N 294, B 332, R 488, Q 906 on 8×8.
// Royal pieces are worth 0.
func EstimateValue(v *movegen.Variant, t movegen.PieceType, w *Weights) int {
	if t == 0 || int(t) > v.NumPieceTypes() || v.Def(t).Royal {
		return 0
	}
	m := v.SampleMobility(t, sampleBoard(v), w.EstimateEvery, samplePatterns)
	val := w.EstimateScale * math.Pow(m, w.EstimateExponent)
	if math.IsNaN(val) || val < float64(w.MinPieceValue) {
		return w.MinPieceValue
	}
	return int(math.Min(val, 5000) + 0.5)
}

// pieceValue is the worth the evaluation uses: the variant's value, or
// PawnValue for an unvalued pawn, or EstimateValue for any other unvalued
// piece; 0 for royal pieces.
func pieceValue(v *movegen.Variant, t movegen.PieceType, w *Weights) int {
	d := v.Def(t)
	switch {
	case d.Royal:
		return 0
	case d.Value > 0:
		return d.Value
	case d.Pawn:
		return w.PawnValue
	}
	return EstimateValue(v, t, w)
}
