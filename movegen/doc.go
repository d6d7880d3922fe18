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
// The search itself (alpha-beta, tables, time) is package search.
package movegen
