// Package perft counts the leaf nodes of the legal move tree of a position
// (perft), per root move (divide), and runs suites of reference counts stored
// in EPD files ("FEN ;D1 20 ;D2 400 …").
package perft
