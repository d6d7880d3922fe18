package protocol

import "lattice/movegen"

// A promotion before the last rank in a setup variant (Infiltrator's pawn
// must promote on the 9th of 10 ranks).
//
// XBoard 4.9.1 promotes a pawn described by a `piece` line only on the last
// rank (moves.c, MovesFromString: promoRank = BOARD_HEIGHT-1), and its
// legality test refuses a promotion suffix on any move it did not generate
// as a promotion (LegalityTest), so under `8x10+0_fairy` such a promotion
// is a forfeit. What XBoard does support is a three-rank zone for its own
// built-in pawn in three parent variants (GenPseudoLegal and ApplyMove:
// promoRank 3 for makruk, grand and elven). Makruk and Grand clear every
// castling flag (PosFlags), which would forfeit Infiltrator's castling;
// elven (Chess with Chu Shogi pieces, VariantChuChess) keeps it and differs
// from fairy only for pieces a `piece` line does not describe and for
// Shogi-style '+' promotions, which the piece table never enables. So the
// setup names elven as the parent, sends no `piece` line for the pawn
// (XBoard's built-in pawn is the same piece when the pawns start on the
// rank from which XBoard allows the double step, see builtinPawn), and the
// three-rank zone covers the variant's. XBoard then treats every pawn move
// into the last three ranks as a promotion: the engine's non-promoting
// ones go out as deferrals with a pawn suffix (e6e7p, as in Grand; see
// xboard_defer.go), which XBoard accepts and plays as a pawn move.
//
// Found in a real XBoard 4.9.1 (scripts/xboard-smoke.sh, infiltrator-promo):
// engine moves e6e7p and e7e8q (Black g3g2p, g2g1q) are accepted and drawn
// as a pawn on the 8th rank and a queen on the 9th; the PGN writes the
// deferral "e7=P". By hand, a pawn dragged to the 9th rank is crowned a
// queen; a step into the 8th rank dragged is crowned too (the engine
// refuses it and XBoard takes it back), so it is typed in, as is an
// under-promotion. One more side effect of the elven parent, read in
// XBoard's source (backend.c, ClockClick with F_NULL_MOVE): clicking one's
// own clock in a game against the engine enters a null move, which the
// engine refuses.

// xboardPawnBetza is the piece XBoard's built-in pawn is: a step forward,
// a diagonal capture, e.p., and a double step from the start rank.
const xboardPawnBetza = "ifmnDfmWfceF"

// xboardZoneDepth is the depth of XBoard's promotion zone under the
// parents that have one (grand, elven).
const xboardZoneDepth = 3

// zoneParent is XBoard's parent variant that gives the built-in pawn a
// promotion zone.
const zoneParent = "elven"

// needsZoneParent reports whether the setup for v must name zoneParent:
// its pawn may promote before the last rank, XBoard's zone covers where,
// and XBoard's built-in pawn moves exactly as the variant's.
func needsZoneParent(v *movegen.Variant) bool {
	pr, b := v.Definition().Promotion, v.Bounds()
	early := pr.WhiteFrom != 0 && pr.WhiteFrom < b.Y1 || pr.BlackFrom != 0 && pr.BlackFrom > b.Y0
	if !early {
		return false
	}
	zone := xboardZone(b)
	if pr.WhiteFrom != 0 && pr.WhiteFrom < zone.WhiteFrom || pr.BlackFrom > zone.BlackFrom {
		return false
	}
	return builtinPawn(v)
}

// xboardZone is XBoard's three-rank promotion zone on board b, as a
// promotion rule (WhiteFrom, BlackFrom).
func xboardZone(b movegen.Bounds) movegen.PromotionDef {
	return movegen.PromotionDef{WhiteFrom: b.Y1 - xboardZoneDepth + 1, BlackFrom: b.Y0 + xboardZoneDepth - 1}
}

// builtinPawn reports whether XBoard's built-in pawn plays v's one pawn
// type. XBoard allows the double step from every rank up to
// BOARD_HEIGHT/2-3 (0-based; mirrored for Black) and e.p. on the two ranks
// where a double-stepped pawn can be taken (moves.c, GenPseudoLegal). On an
// even board of 8 ranks or more that is the kernel's initial double step
// ('i': a pawn that has not moved since the start position) only when every
// pawn starts on that rank: a pawn starting further up may double-step in
// the kernel and not in XBoard (a real XBoard forfeits a7-a9 from such a
// start), one starting further back the other way round.
func builtinPawn(v *movegen.Variant) bool {
	b := v.Bounds()
	h := b.Height()
	if h < 8 || h%2 != 0 {
		return false
	}
	var pawn movegen.PieceType
	for i, d := range v.Pieces() {
		if d.Pawn {
			if pawn != 0 || d.Betza != xboardPawnBetza || d.Primitive != "" {
				return false
			}
			pawn = movegen.PieceType(i + 1)
		}
	}
	if pawn == 0 {
		return false
	}
	start := v.StartPosition()
	white, black := b.Y0+int32(h/2-3), b.Y1-int32(h/2-3)
	for y := b.Y0; y <= b.Y1; y++ {
		for x := b.X0; x <= b.X1; x++ {
			pc := start.At(movegen.Coord{X: x, Y: y})
			if !pc.IsPiece() || pc.Type() != pawn {
				continue
			}
			if pc.Color() == movegen.White && y != white || pc.Color() == movegen.Black && y != black {
				return false
			}
		}
	}
	return true
}
