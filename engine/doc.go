// Package engine is the facade the protocols (CECP, UCI) and the command
// line drive: the current variant (built-in or from a user's variant file),
// the game (a setup position and the moves played from it, with undo), the
// options (hash size, threads, MultiPV, ponder, variant files) and thinking:
// Think runs the search in a goroutine and reports progress and the result
// through callbacks; Stop, Ponderhit and Wait control it.
//
// The engine knows no text protocol: it takes and gives moves as
// movegen.Move values and in the variant's own move text
// (movegen.Position.MoveString and ParseMove). Every method is safe for
// concurrent use, so a protocol loop may keep reading its input while the
// engine thinks. A call with bad input never changes the engine's state:
// the new value is built aside and swapped in only when it is whole.
//
// While a search runs, calls that would change what it searches (the game,
// the variant, the hash or thread options) return ErrThinking; stop the
// search first (Stop, then Wait).
//
// Perft counts the moves below the current position (inside the default
// world border on an unbounded board). Bench searches a fixed set of positions from every built-in variant
// (embedded from testdata/bench) to fixed depths and returns the node
// count, a signature that changes only when the search or evaluation does.
package engine
