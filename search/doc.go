// Package search finds a move for a movegen.Position: iterative deepening
// PVS alpha-beta with aspiration windows and quiescence, a shared lockless
// transposition table, move ordering (TT move, MVV-LVA, killers, history,
// counter-moves), selective pruning (null move, late-move reductions,
// futility, late-move pruning), Lazy SMP and time management. It reports
// progress through a callback and never prints.
//
// The search is variant-agnostic: it asks the kernel for moves, checks and
// draws by the variant's own rules. On the open plane it searches the
// candidate moves GenerateLegal lists there (movegen/candidates.go), which
// keep every capture, evasion and direct check.
package search
