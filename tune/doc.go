// Package tune fits evaluation parameters to game results (Texel's
// method): piece values, and optionally every weight of eval's vector, are
// chosen so that sigmoid(K·score) predicts the results of the games the
// positions come from.
//
//   - Collect replays games (match.ReadPGN's) with the kernel and keeps the
//     quiet positions of their engine moves: not the book moves or the
//     first plies, not in check, not after an engine announced a mate, not
//     decided (|score| above a bound), and only where a small capture search
//     does not score more than a margin above the static evaluation. Games
//     without a result, or lost on time, by a crash or an illegal move, are
//     left out. Each position is labelled with its game's result. The
//     samples form a Set, which keeps games (start, moves, sample plies)
//     rather than positions and replays them for every walk.
//   - Set.Split sets whole games aside as the held-out set.
//   - FitK fits the scale K on the training set with the old values (a
//     golden section search over log K); Fit then runs coordinate descent
//     over the parameters of a Model (piece values go into a copy of the
//     variant's definition, weights into a copy of eval.Weights) and keeps
//     the values with the best held-out error.
//   - WriteTable, WriteSummary and WriteVariantFile report the fit; the
//     variant file inherits from the variant and sets the fitted values.
//
// Coordinate descent rather than a gradient: the evaluation is an integer
// function of integer weights, so a finite-difference gradient with steps
// of 1 is mostly zero or noise, while trying a step up and down per
// parameter needs nothing but evaluations and cannot diverge.
package tune
