// Package engine is where the facade the protocols drive will live: the
// current game, options, think / stop / ponder and perft. It has no code
// yet.
package engine
