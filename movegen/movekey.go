package movegen

// MoveKey is a compact key of a move for transposition-table entries and
// history tables; 0 means no move. A move within the squares 1..16 on both
// axes (every mailbox board of the built-in variants) has an exact key that
// Position.MoveByKey decodes; others have a hash, so a key found in a table
// must be checked against the position (Position.IsPseudoLegal) before its
// move is trusted.
type MoveKey uint32

// NoMoveKey is the key of no move.
const NoMoveKey MoveKey = 0

// hashedKey marks a key that is a hash rather than an exact encoding.
const hashedKey MoveKey = 1 << 31

// Key returns the move's key: nonzero for every move, the same for equal
// moves. Aux counts only for the kinds that use it (double steps, en
// passant, castling, locust and formation captures).
func (m Move) Key() MoveKey {
	if m.Kind == Normal {
		if k, ok := normalKey(m.From, m.To, m.Promo); ok {
			return k
		}
		// exactKey fails exactly when normalKey does (a Normal move's Aux
		// counts as To): the hash, as generalKey would give it.
		return m.hashKey(m.To)
	}
	return m.generalKey()
}

// FillKeys sets keys[i] to the key of moves[i], as a uint32, for every
// move (keys must be at least as long as moves). It is Key over a list,
// without copying each move: the search keys every quiet move it
// generates, most of them of kind Normal on a small board. A hashed key
// (the open plane's far squares) reuses the first round of the hash of the
// move before when both leave the same square, as a piece's moves do.
func FillKeys(keys []uint32, moves []Move) {
	keys = keys[:len(moves)]
	var fh fromHash
	for i := range moves {
		m := &moves[i]
		if m.Kind != Normal {
			if !usesAux(m.Kind) {
				keys[i] = uint32(m.otherKey()) // a Formation
			} else if k, ok := auxKey(m); ok {
				// Double steps mostly (a pawn's quiet moves).
				keys[i] = uint32(k)
			} else {
				keys[i] = uint32(m.hashKey(m.Aux))
			}
			continue
		}
		// normalKey and, failing it, hashKey, written out.
		fx, fy := uint32(m.From.X-1), uint32(m.From.Y-1)
		tx, ty := uint32(m.To.X-1), uint32(m.To.Y-1)
		if (fx|fy|tx|ty) < 16 && m.Promo <= MaxPieceTypes {
			const noAux = 4<<24 | 4<<27 // as normalKey
			keys[i] = noAux | fx | fy<<4 | tx<<8 | ty<<12 | uint32(m.Promo)<<19
			continue
		}
		keys[i] = uint32(fh.normalKey(m))
	}
}

// fromHash keeps the first round of hashKey (hashStart) for the square a
// list's last hashed move left from.
type fromHash struct {
	from Coord
	h0   uint64
	ok   bool
}

// normalKey is hashKey of the Normal move *m (Aux counted as To), taking
// the first round from fh when m leaves the same square. It is a call of
// its own, so that FillKeys' loop over exact keys keeps its registers.
func (fh *fromHash) normalKey(m *Move) MoveKey {
	if !fh.ok || m.From != fh.from {
		fh.from, fh.h0, fh.ok = m.From, hashStart(m.From), true
	}
	return hashEnd(hashTo(fh.h0, m.To), m, m.To)
}

// otherKey is Key of *m, a move of a kind that is neither Normal nor uses
// Aux (a Formation), without copying it: exactKey, else the hash.
func (m *Move) otherKey() MoveKey {
	if k, ok := exactKey(*m, m.To); ok {
		return k
	}
	return m.hashKey(m.To)
}

// generalKey is Key for every move: exact when exactKey can encode it, a
// hash otherwise.
func (m Move) generalKey() MoveKey {
	aux := m.To
	if usesAux(m.Kind) {
		aux = m.Aux
	}
	if k, ok := exactKey(m, aux); ok {
		return k
	}
	return m.hashKey(aux)
}

// hashKey is the hashed key of m whose Aux, as the key counts it, is aux.
func (m Move) hashKey(aux Coord) MoveKey {
	return hashFinish(hashStart(m.From), &m, aux)
}

// hashStart is the first round of hashKey, which depends on From alone.
func hashStart(from Coord) uint64 { return mix64(from.pack() ^ 0x2545f4914f6cdd1d) }

// hashFinish is hashKey of *m, whose Aux as the key counts it is aux,
// from h0 = hashStart(m.From): hashTo's round, then hashEnd's (each small
// enough to inline).
func hashFinish(h0 uint64, m *Move, aux Coord) MoveKey {
	return hashEnd(hashTo(h0, m.To), m, aux)
}

// hashTo is the second round of hashKey, from the first one's h0.
func hashTo(h0 uint64, to Coord) uint64 { return mix64(h0 ^ to.pack()) }

// hashEnd is the last round of hashKey of *m (Aux counted as aux), from
// the second one's h, folded into a hashed key.
func hashEnd(h uint64, m *Move, aux Coord) MoveKey {
	h = mix64(h ^ aux.pack() ^ uint64(m.Promo)<<3 ^ uint64(m.Kind))
	return hashedKey | MoveKey(h^h>>32)&(hashedKey-1)
}

// exactKey encodes m in 31 bits when its squares are within 1..16 and Aux
// lies within 4 squares of To: From and To in 8 bits each, Kind in 3, Promo
// in 5 and Aux − To in 6 bits, each coordinate offset by 4. The key is never
// 0: a kind without Aux has Aux − To = (0,0), stored as (4,4), and the other
// kinds have nonzero Kind bits.
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

// normalKey is exactKey for a move of kind Normal (the caller checks the
// kind), the usual case, in a
// few instructions: a coordinate minus 1 is in 0..15 exactly when it is
// below 16 as an unsigned number.
func normalKey(from, to Coord, promo PieceType) (MoveKey, bool) {
	fx, fy := uint32(from.X-1), uint32(from.Y-1)
	tx, ty := uint32(to.X-1), uint32(to.Y-1)
	if (fx|fy|tx|ty) >= 16 || promo > MaxPieceTypes {
		return 0, false
	}
	const noAux = 4<<24 | 4<<27 // Aux − To = (0,0), offset by 4
	return noAux | MoveKey(fx) | MoveKey(fy)<<4 | MoveKey(tx)<<8 | MoveKey(ty)<<12 | MoveKey(promo)<<19, true
}

// auxKey is exactKey for *m of a kind that uses Aux (the caller checks
// usesAux), with normalKey's unsigned tests: Aux − To + 4 is in 0..7
// exactly when it is below 8 as an unsigned number. It fails, as exactKey
// does, for a kind that has no exact key.
func auxKey(m *Move) (MoveKey, bool) {
	fx, fy := uint32(m.From.X-1), uint32(m.From.Y-1)
	tx, ty := uint32(m.To.X-1), uint32(m.To.Y-1)
	dx, dy := uint32(m.Aux.X-m.To.X+4), uint32(m.Aux.Y-m.To.Y+4)
	if (fx|fy|tx|ty) >= 16 || (dx|dy) >= 8 || m.Promo > MaxPieceTypes || m.Kind > FormationCapture {
		return 0, false
	}
	return MoveKey(fx) | MoveKey(fy)<<4 | MoveKey(tx)<<8 | MoveKey(ty)<<12 |
		MoveKey(m.Kind&7)<<16 | MoveKey(m.Promo)<<19 | MoveKey(dx)<<24 | MoveKey(dy)<<27, true
}

// usesAux reports whether moves of kind k carry a square in Aux.
func usesAux(k MoveKind) bool { return k != Normal && k != Formation }

// MoveByKey returns the pseudo-legal move of this position whose key is k,
// if there is one (the caller still tests IsLegal before making it). An
// exact key is decoded and checked with IsPseudoLegal; a hashed one is
// looked for among the generated moves.
func (p *Position) MoveByKey(k MoveKey) (Move, bool) {
	if k == NoMoveKey {
		return Move{}, false
	}
	if k&hashedKey == 0 {
		m := Move{
			From:  Coord{int32(k&15) + 1, int32(k>>4&15) + 1},
			To:    Coord{int32(k>>8&15) + 1, int32(k>>12&15) + 1},
			Kind:  MoveKind(k >> 16 & 7),
			Promo: PieceType(k >> 19 & 31),
		}
		if usesAux(m.Kind) {
			m.Aux = Coord{m.To.X + int32(k>>24&7) - 4, m.To.Y + int32(k>>27&7) - 4}
		}
		return m, m.Key() == k && p.IsPseudoLegal(m)
	}
	ml := &p.pseudo
	p.Generate(ml)
	for _, m := range ml.Moves {
		if m.Key() == k {
			return m, true
		}
	}
	return Move{}, false
}

// small reports whether both coordinates of c lie in 1..16.
func small(c Coord) bool { return c.X >= 1 && c.X <= 16 && c.Y >= 1 && c.Y <= 16 }
