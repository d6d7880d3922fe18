package movegen

// Zobrist keys are computed by hashing, not looked up in tables, so that they
// work for any coordinate: key(piece, square) = mix64(salt(piece) ^ pack(square)).
// Both board kinds use these functions, so one position has one key.

// mix64 is a 64-bit finaliser with full avalanche (every input bit flips
// every output bit with probability about one half).
func mix64(z uint64) uint64 {
	z ^= z >> 30
	z *= 0xbf58476d1ce4e5b9
	z ^= z >> 27
	z *= 0x94d049bb133111eb
	z ^= z >> 31
	return z
}

// pieceSalt spreads a piece code over 64 bits.
func pieceSalt(p Piece) uint64 { return mix64(uint64(p)*0x9e3779b97f4a7c15 + 0x632be59bd9b4e019) }

// pieceKey is the Zobrist contribution of piece p standing on c.
func pieceKey(p Piece, c Coord) uint64 { return mix64(pieceSalt(p) ^ c.pack()) }

// sideKey is xored into the key when Black is to move.
const sideKey uint64 = 0x8c3f9a5e21d7b604

// epKey is the contribution of an en passant square.
func epKey(c Coord) uint64 { return mix64(c.pack() ^ 0x5ad1c0f3e7a94b21) }
