// Package search finds a move for a movegen.Position: iterative deepening
// PVS alpha-beta with aspiration windows and quiescence, a shared lockless
// transposition table, move ordering (TT move, MVV-LVA, killers, history,
// counter-moves), selective search (check extension, mate-distance pruning,
// null move, late-move reductions, internal iterative reduction, futility,
// reverse futility and late-move pruning, and near the leaves the pruning
// of quiet checks that lose the checking piece and of moves that lose
// material by the static exchange), Lazy SMP and time
// management. It reports progress through a callback and never prints.
//
// The search is variant-agnostic: it asks the kernel for moves, checks and
// draws by the variant's own rules (repetition, the 50-move rule where the
// variant has it, dead material). On the open plane it searches the
// candidate moves GenerateLegal lists there (movegen/plane_candidates.go), which
// keep every capture, evasion and direct check; a legal move outside them
// can still be searched through Limits.SearchMoves.
//
// The transposition table has 16-byte entries in 64-byte buckets, sized
// exactly from the hash option. Threads share it without locks: both words
// of an entry are read and written with atomics and stored XOR-ed, so a torn
// entry fails its key check; a move from the table is only ever used after
// the kernel has decoded its MoveKey and verified it in the position
// (MoveByKey, which checks IsPseudoLegal, then IsLegal), and a killer or
// counter move only by matching its key against the moves the kernel
// generated.
//
// Moves are picked in stages (picker.go): on the mailbox board out of check
// the table's move is searched before anything is generated, then the
// captures and promotions by MVV-LVA (a capture that may lose material is
// tested by a threshold static exchange only when it is reached, and put
// off to the end if it loses), then the quiet moves, generated and scored
// only when the node gets that far. The static exchange plays the captures
// on the one square that the kernel lists (GenerateCapturesOn).
package search
