package movegen

// MoveKey is a compact key of a move for transposition-table entries and
// history tables; 0 means no move. A move within the squares 1..16 on both
// axes (every mailbox board of the built-in variants) has an exact key;
// others have a hash, so a key found in a table must be checked against the
// position (Position.IsPseudoLegal) before its move is trusted.
type MoveKey uint32

// NoMoveKey is the key of no move.
const NoMoveKey MoveKey = 0

// hashedKey marks a key that is a hash rather than an exact encoding.
const hashedKey MoveKey = 1 << 31

// Key returns the move's key: nonzero for every move, the same for equal
// moves. Aux counts only for the kinds where it is not implied by From and
// To (en passant, castling, locust and formation captures).
func (m Move) Key() MoveKey {
	aux := m.To
	switch m.Kind {
	case EnPassant, Castle, Locust, FormationCapture:
		aux = m.Aux
	}
	if k, ok := exactKey(m, aux); ok {
		return k
	}
	h := mix64(m.From.pack() ^ 0x2545f4914f6cdd1d)
	h = mix64(h ^ m.To.pack())
	h = mix64(h ^ aux.pack() ^ uint64(m.Promo)<<3 ^ uint64(m.Kind))
	return hashedKey | MoveKey(h^h>>32)&(hashedKey-1)
}

// exactKey encodes m in 31 bits when its squares are within 1..16 and Aux
// lies within 4 squares of To: From and To in 8 bits each, Kind in 3, Promo
// in 5 and Aux − To in 6 bits (each offset by 4, so the key is never 0).
func exactKey(m Move, aux Coord) (MoveKey, bool) {
	if !small(m.From) || !small(m.To) || m.Promo > MaxPieceTypes {
		return 0, false
	}
	dx, dy := aux.X-m.To.X+4, aux.Y-m.To.Y+4
	if dx < 0 || dx > 7 || dy < 0 || dy > 7 {
		return 0, false
	}
	k := MoveKey(m.From.X-1) | MoveKey(m.From.Y-1)<<4 | MoveKey(m.To.X-1)<<8 | MoveKey(m.To.Y-1)<<12 |
		MoveKey(m.Kind&7)<<16 | MoveKey(m.Promo)<<19 | MoveKey(dx)<<24 | MoveKey(dy)<<27
	return k, m.Kind <= FormationCapture
}

// small reports whether both coordinates of c lie in 1..16.
func small(c Coord) bool { return c.X >= 1 && c.X <= 16 && c.Y >= 1 && c.Y <= 16 }
