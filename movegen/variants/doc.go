// Package variants holds Lattice's catalogue of games and reads and writes
// variant files: games defined as data, with every piece an XBetza string.
//
// The built-in variants (chess, spiral, infiltrator, capablanca, gothic,
// embassy, janus, grand) are such files, embedded from builtin/*.ini, one
// variant per file named after it. Get and Names serve them; a Catalogue
// holds them plus the variants of users' files (LoadFile). Parse reads a
// file and Format writes a resolved definition back (what
// `lattice variant show` prints); Parse(Format(d)) gives d again.
//
// # Variant files
//
// A variant file is line-oriented text in the style of INI files. Blank
// lines and lines whose first non-blank character is '#' or ';' are ignored
// (there are no end-of-line comments: a value may contain '#'). Every other
// line is a section header or a "key = value" line; spaces around keys and
// values do not matter. A UTF-8 byte order mark at the start of the file is
// skipped. A file holds any number of variants:
//
//	[variant cannon-chess]      starts a variant: its rules, then its pieces
//	inherit   = chess           first key: start from a built-in variant or one earlier in the file
//	board     = 10x10
//	start     = rhnbqkbnhr/c8c/pppppppppp/10/10/10/10/PPPPPPPPPP/C8C/RHNBQKBNHR w KQkq - 0 1
//	promotion = QHCRBN
//
//	[piece cannon]              adds a piece, or changes the inherited piece of that name
//	letter = C
//	betza  = mRcpR
//	value  = 450
//
// Variant keys (a [variant NAME] section; each key at most once):
//
//	inherit = NAME        copy every rule and piece of NAME; must come first
//	diagram = LINE        build the board, pieces, start position and promotion
//	                      from an Interactive Diagram setup line (below); only
//	                      inherit may come before it
//	board = WxH           W files and H ranks (1..256), a1 = (1,1); or
//	board = unbounded     the whole plane, with border as perft's world border
//	border = L,R,B,T      world border of an unbounded board (default ±10^9)
//	start = FEN           start position of a bounded board (required)
//	start-icn = ICN       start position of an unbounded board (required); read
//	                      with package icn, its piece codes must be the variant's
//	promotion = LETTERS   pieces a pawn may promote to, e.g. QRBN; - for none
//	promotion-zone = N    the last N ranks (default 1); N/M: White N, Black M
//	promotion-compulsory = N  promotion is compulsory in the last N ranks of
//	                      the zone (default: the whole zone); N/M as above
//	promotion-ranks = W/B         unbounded boards: first rank of each side's zone
//	promotion-compulsory-ranks = W/B  unbounded: where promotion becomes compulsory
//	                      (0 = the border's last rank; default 0/0)
//	promotion-limited = yes|no  only to types the side has fewer of than at the start
//	fifty-move = yes|no   the 50-move rule (default yes)
//	repetition = 3        threefold repetition draws (the only value supported)
//	win = checkmate       the only win condition supported
//	insufficient = none|fide|plane  draws by insufficient material (default fide)
//	board-kind = auto|mailbox|sparse  force the board implementation (default auto)
//	remove = NAME, NAME   drop inherited pieces
//
// Piece keys (a [piece NAME] section after its variant's keys): letter (the
// upper-case FEN letter), betza (XBetza), value (centipawns), royal, pawn,
// castle-partner (yes|no), primitive (spiral, prime or none: a move XBetza
// cannot express, added to betza's) and code (the ICN code). A new piece
// needs letter and betza or primitive; a piece the variant already has keeps
// what the section does not change. Castling is the royal piece's XBetza O
// atom (KisO2; KirO4ilO3 for distances that differ by side) with the first
// castle-partner piece in that direction. Names are letters, digits and
// - _ . + (not first), at most 64 bytes.
//
// # Interactive Diagram setup lines
//
// The value of diagram is a setup line of H. G. Muller's Interactive
// Diagram, as published on chessvariants.com: space-separated key=value
// settings and name:ID:XBetza:image:squares piece definitions. Used keys:
// files, ranks (default 8), promoZone (default 1), promoChoice (plain piece
// letters), maxPromote (the first N pieces defined are pawns, the royal
// one excepted; default 1),
// royal (an ID or a 1-based piece number; default the piece named king),
// firstRank (0 or 1) and symmetry (mirror, rotate or none: how Black's
// pieces follow White's when a square list has no ",,"). Keys that only
// change the picture (graphicsDir, squareSize, rimColor, …) are ignored;
// any other key is an error. An empty ID is the name's initial; an empty
// XBetza for pawn, knight, bishop, rook, queen, king, archbishop or
// chancellor is its usual move (and value). Squares ("a3", ranges "a2-h2")
// list White's pieces, then after ",," Black's. Pieces on the edge files of
// a royal piece's rank are its castling partners when its XBetza has an O
// atom, and the start position has the castling rights they allow.
// Promotion is compulsory on entering the zone. Later keys and [piece]
// sections may change what the line defines.
//
// # Errors
//
// Every problem is an *Error reported as "file:line:col: message", with a
// 1-based byte column; a bad XBetza string (*betza.ParseError) points at the
// offending character, also inside a setup line. Unknown keys, bad values,
// unsupported rules (win conditions other than checkmate, say) and
// definitions movegen.NewVariant rejects are errors, never ignored.
package variants
