// Package eval is the static evaluation of a movegen.Position for any
// variant, driven by the variant's data rather than by its name. An
// Evaluator is built once per variant (New) and is immutable and safe for
// concurrent use; Evaluate allocates nothing.
//
// Every number lives in Weights (Default is what the engine plays with),
// so that a tuner can fit them. The terms, each computed for both colours
// and subtracted:
//
//   - Material: the variant's piece values. A pawn without a value gets
//     PawnValue; any other non-royal piece without one gets EstimateValue:
//     45.5·m^1.15, m its average number of moves over the board (a 15×15
//     window on the plane) with one square in four holding an enemy piece
//     (fitted to N 300, B 320, R 500, Q 900).
//   - Mobility: the squares each non-pawn piece reaches (movegen Activity,
//     at most RayCap per ray) beyond its type's average on that sample board,
//     each square worth less for types with a large average (a queen's extra
//     square is worth less than a knight's).
//   - Pawns: a bonus by ranks to go to the promotion zone, more for a passed
//     pawn (no enemy pawn ahead on its file or the next ones). Pawns far
//     behind their lines (the plane's jäger units) are plain material: a
//     reserve.
//   - King safety (middle game): attack units from enemy captures reaching
//     the king's neighbourhood and enemy pieces near it, penalised
//     quadratically; shelter from pawns and one-step pieces (guards) around
//     and in front of the king.
//   - Spiral king (spiral.md): a spiral royal is scored by its reach — the
//     distinct squares its eight spirals reach, which is both its attacking
//     and its defending power and which pieces of either side in its inner
//     rings cut down — and its reach into the enemy king's neighbourhood
//     counts as attack.
//   - The plane: a non-pawn piece far from both kings fades (a share of its
//     worth per doubling of the distance, more for leapers, which hardly come
//     back, than for riders); guards near their king earn a bonus; 2×2
//     formations of Kadesh knights earn one. The king danger counts riders
//     near the king and lines open toward it (plane_danger.go,
//     plane_king.go), riders behind the enemy king earn a bonus
//     (plane_behind.go), and a king tropism pulls pieces
//     toward the enemy king by worth and distance, and can pull them
//     toward their own (off by default; plane_tropism.go). Distances
//     are int64, so coordinates up to ±10^9 are safe.
//   - Tempo for the side to move.
//
// Middle-game and end-game values are blended by the phase: the share of the
// start position's non-pawn material still on the board. Material is summed
// from the piece counts (a few types), which costs too little for an
// incremental update to pay; mobility changes with every move along many
// rays, so it is recomputed. On a variant's own board of at most 128
// squares the kernel sums the mobility by type in one pass (GatherActivity)
// and the terms that depend on where single pieces stand come from square
// sets (sets.go), with exactly the scores of the walk over the pieces.
package eval
