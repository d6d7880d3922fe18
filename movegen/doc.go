// Package movegen is Lattice's rules kernel: coordinates, pieces, moves, the
// two board kinds (a fixed mailbox and a sparse hash board for unbounded
// planes), Position with make/unmake and Zobrist keys, pseudo-legal and legal
// move generation, attack tests, game outcomes, FEN and move text.
//
// Pieces are data. A piece type is an XBetza description compiled once, per
// colour and per "unmoved" state, into a Program: a list of rays (leapers,
// sliders and straight lame moves such as the pawn's double step), general
// multi-leg paths, castling moves and named primitives for what XBetza cannot
// say. One interpreter per board kind runs every program.
//
// Everything perft needs lives here, and what a search asks of the rules:
// GenerateNoisy and GenerateEvasions for quiescence, IsPseudoLegal,
// LegalMove and MoveByKey to verify moves from tables, GivesCheck, compact
// move keys (Move.Key) and score slots in MoveList for ordering, the last
// move's record (LastMove), null moves that Unmake undoes, IsRepetition that
// stops at the last irreversible or null move, and Clone for search threads.
// Unmake restores a position exactly, the order of its piece lists included
// (which orders generation): a search may probe moves (legality, exchanges)
// without changing what it generates later.
// The search itself (alpha-beta, tables, time) is package search.
//
// Files are named by group, so the package reads as its parts: the core
// types and the position without a prefix (coord.go with the shared
// geometry helpers, piece.go, move.go, movekey.go, position.go, make.go,
// zobrist.go, variant.go, compile.go, program.go, start.go, outcome.go,
// insufficient.go, evalsupport.go, searchapi.go); board_* the two board
// kinds' data structures (board_mailbox.go, board_sparse.go,
// board_sparse_window.go, board_lines.go); gen* move generation (gen.go with
// the per-piece dispatch, gen_paths.go, gen_noisy.go, gen_quiet.go,
// gen_pseudo.go, gen_captureson.go, gen_captureson_sparse.go, gen_evasions.go,
// gen_victims.go); attack* attack and check tests
// (attack.go with the shared helpers, attack_mailbox.go, attack_mbcache.go,
// attack_givescheck_sparse.go, attack_givescheck_complex.go,
// attack_raysquares.go, attack_complex.go, attack_complexreach.go); legal* legality (legal.go, legal_checkinfo.go,
// legal_complex.go); count* bulk counting; prim_* the named primitives and
// chains (prim_spiral.go, prim_spiral_rings.go, prim_prime.go,
// prim_formation.go, prim_chain.go); plane_* search on the open plane; text_*
// FEN, ICN and move text.
package movegen
