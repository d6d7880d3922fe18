// Package betza treats XBetza, H. G. Muller's extension of Ralph Betza's
// notation for piece moves, as a small language: Parse turns a description
// such as "fmWfceFifmnD" into a syntax tree (*Piece) with byte positions,
// Format turns the tree back into the same text, and Expand gives the
// tree its meaning as a list of engine-neutral paths ([]Path) that the move
// generator compiles into move programs.
//
// The package depends on nothing but the standard library.
//
// # Syntax
//
// A piece is a concatenation of components (moves). A component is a
// prefix of lower-case modifiers followed by an atom (an upper-case
// letter), optionally doubled (NN: a rider) or followed by a number (R4: at
// most four steps; 0 means any number). Inside the prefix, 'a' separates
// the legs of a multi-leg move and parentheses enclose a group that is
// repeated any number of times, zero included. Parse checks the syntax
// only; which combinations make sense is Expand's business.
//
// Atoms: W (1,0), F (1,1), D (2,0), N (2,1), A (2,2), H (3,0), C (3,1),
// Z (3,2), G (3,3); K = WF and Q = RB (eight directions); R = WW, B = FF
// (sliders); O with a number is castling (the king moves that far).
//
// Modifiers: directions f b l r v s h (and z q on later legs), modalities
// m c d e p g n j i t o u y, and the leg separator a. See Expand for their
// meaning and for the few combinations this package does not support.
package betza
