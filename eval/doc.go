// Package eval is the static evaluation of a movegen.Position for any
// variant: material from the variant's piece values (estimated from
// mobility for pieces without one), mobility, pawn advancement toward the
// promotion zone, king safety, passed pawns and a tempo term, with terms of
// their own for the infinite plane. An Evaluator is built once per variant
// and is safe for concurrent use.
package eval
