// Package icn converts between text and data for games on the infinite plane
// (Chess on an Infinite Plane and its sub-variants, see
// shared/rules/infinite-plane.md). It knows nothing about the rules: it reads
// and writes squares, move text and ICN positions and games, and leaves legality,
// disambiguation and piece semantics to the kernel (package movegen), which
// imports this package and never the other way round.
//
// # Coordinates
//
// A square is a pair of integers (x, y): x grows to White's right, y toward
// Black; the classical a1 is (1,1). Every coordinate this package accepts lies
// within ±MaxCoord; anything larger is rejected with a *RangeError, never
// wrapped. Three spellings of a square are supported:
//
//   - ICN / machine: 8,4
//   - numeric (chess.com forum games): (8,4)
//   - lettered (the seed's diagram): (e8), (φ8) or (08), (-b8), (aa12). The
//     file number n = x + 6 is written in bijective base 26 for n ≥ 1
//     (a … z, aa, ab, …), as φ (or 0) for n = 0 and as "-" plus the letters of
//     −n for n < 0; the rank number is y + 7 and may be 0 or negative. The
//     writers use φ (U+03C6); readers also accept 0 and ϕ (U+03D5).
//
// # Move text
//
// ParseMove reads one move in any of the notations into a MoveText:
//
//   - numeric: R(8,4)-(1,4), R(1,4), R(1,4)x(0,4), Rx(0,4), (-1,7)-(-1,6),
//     (-1,6), x(0,4); suffixes =Q, + or #, and !/? annotations;
//   - lettered: R(e8)-(a8), R(a8), Rx(e5), with the same suffixes;
//   - ICN: the machine form 5,2>5,4 or 3,7>3,8=CH, and the long form that
//     infinitechess.org writes when it prettifies a move list:
//     P1,7x2,8=Q+ with an optional piece code, x for a capture, a check or mate
//     mark, an annotation and a {comment}; spaces between these parts are
//     allowed (P1,7 x 2,8 =Q +).
//
// The writers (MoveText.Numeric, MoveText.Lettered, MoveText.ICN,
// MoveText.Compact and Machine) produce text these readers accept.
//
// # ICN
//
// Parse reads a position or game in Infinite Chess Notation, the format of
// infinitechess.org, and Format writes it back. The tokens, each optional, in
// order: [Key "value"] tags; the side to move (w or b; w:b and b:w are
// accepted); the en passant square x,y; the move-rule counter N/M; the
// full-move number; the promotion lines (8|1;q,ch,r,b,n,ha,gu) or, in the older
// per-player form, (8;q,r,b,n|1;q,r,b,n); the world border left,right,bottom,top
// with _ for an unbounded side; the win conditions (checkmate, royalcapture,
// allroyalscaptured, allpiecescaptured, koth, … or (a|b) per player); preset
// highlights Squares:x,y|… and Rays:x,y>dx,dy|…; the piece list
// (P5,2+|K5,1|k5,8: an ICN code, upper case for White, then x,y, then + when the
// piece still has its special right); and the moves, separated by |, by
// whitespace or by move numbers ("1. 5,2>5,4 | 5,7>5,5 2. …").
//
// All parse errors are *SyntaxError values that name what was being read, the
// byte offset and the offending text; coordinate range errors wrap a
// *RangeError.
package icn
