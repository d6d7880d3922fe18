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
// Everything perft needs lives here and nothing a search needs.
package movegen
