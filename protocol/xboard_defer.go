package protocol

import (
	"strings"

	"lattice/movegen"
)

// A deferred promotion under XBoard. XBoard 4.9.1 treats every pawn move
// into the last three ranks as a promotion in Grand and in a setup variant
// with the elven parent (moves.c, GenPseudoLegal: promoRank 3), and its
// move parser gives a suffix-less one the default queen (parser.c:
// "supply missing mandatory promotion character").
// A deferral written bare, `e6e7` on the wire, is thus played by XBoard as
// e6e7q and the games desync. XBoard has no "no promotion" marker outside
// Shogi (`=` is refused there: "no deferral outside Shogi"), but its
// legality test accepts a promotion to the pawn itself on any rank but the
// last ("cannot stay Pawn on last rank") and its board code then leaves a
// pawn on the square: so the engine writes a deferral with the moving
// piece's own letter as the suffix (`e6e7p`), and reads that suffix back
// as a deferral, since that is how XBoard relays such a move to the other
// engine. A side effect in XBoard 4.9.1: it takes a pawn out of the
// mover's Grand holdings display (the count may go negative there); the
// game itself is unaffected.

// deferralSuffix returns the letter to append to m on the wire when m is
// a pawn's move into the promotion zone that does not promote (whether or
// not a promotion was open to it: with nothing captured, Grand's pawn may
// only stay a pawn there, and XBoard would still crown it), or "" when m
// needs none.
func deferralSuffix(pos *movegen.Position, promo movegen.PromotionDef, m movegen.Move) string {
	if m.Promo != 0 {
		return ""
	}
	pc := pos.At(m.From)
	if !pc.IsPiece() {
		return ""
	}
	d := pos.Variant().Def(pc.Type())
	inZone := false
	if pc.Color() == movegen.White {
		inZone = promo.WhiteFrom != 0 && m.To.Y >= promo.WhiteFrom
	} else {
		inZone = promo.BlackFrom != 0 && m.To.Y <= promo.BlackFrom
	}
	if !d.Pawn || !inZone {
		return ""
	}
	return strings.ToLower(string(d.Letter))
}

// parseDeferral reads a wire move (in kernel notation) that ends in the
// moving pawn's own letter as the deferral it stands for; false when
// kernel is not such a move.
func parseDeferral(pos *movegen.Position, promo movegen.PromotionDef, kernel string) (movegen.Move, bool) {
	if len(kernel) < 5 {
		return movegen.Move{}, false
	}
	bare, suffix := kernel[:len(kernel)-1], kernel[len(kernel)-1:]
	m, err := pos.ParseMove(bare)
	if err != nil || m.Promo != 0 || deferralSuffix(pos, promo, m) != suffix {
		return movegen.Move{}, false
	}
	return m, true
}

// deferralMarks reports whether deferrals carry the marker on the wire:
// in the variants XBoard plays with a promotion zone, Grand (its own
// rules) and a setup variant under the zone parent (xboard_zone.go); in
// any other setup variant XBoard promotes on the last rank only, so a bare
// move to an earlier rank is already read right there.
func deferralMarks(v *movegen.Variant, xbName string) bool {
	return xbName == "grand" || setupLines(v, xbName) != nil && needsZoneParent(v)
}

// deferZone is where XBoard takes a pawn's move for a promotion in the
// current variant: its three-rank zone (Grand's own zone too).
func (c *cecp) deferZone() movegen.PromotionDef { return xboardZone(c.e.Variant().Bounds()) }
