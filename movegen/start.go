package movegen

import (
	"strings"

	"lattice/movegen/icn"
)

// startInfo is what the start position tells about unmoved pieces and pawn
// ranks; FEN reading uses it.
type startInfo struct {
	pieces map[Coord]Piece
	// pawnLo[c], pawnHi[c]: the lowest and highest rank of c's pawns at the start.
	pawnLo, pawnHi [2]int32
	hasPawns       [2]bool
	// count[c][t]: how many pieces of type t side c starts with.
	count [2][MaxPieceTypes + 1]int16
}

// readStart scans the start FEN's board field (already known to be
// well-formed enough: errors surface when the FEN is parsed in full).
func (v *Variant) readStart() {
	v.start.pieces = map[Coord]Piece{}
	if v.def.StartICN != "" {
		v.readStartICN()
		return
	}
	if v.def.StartFEN == "" {
		return
	}
	board := strings.Fields(v.def.StartFEN)[0]
	y := v.def.Bounds.Y1
	for _, rank := range strings.Split(board, "/") {
		x := v.def.Bounds.X0
		for j := 0; j < len(rank); j++ {
			ch := rank[j]
			if ch >= '0' && ch <= '9' {
				n := int32(ch - '0')
				for j+1 < len(rank) && rank[j+1] >= '0' && rank[j+1] <= '9' {
					j++
					n = n*10 + int32(rank[j]-'0')
				}
				x += n
				continue
			}
			if t := v.byLetter[ch]; t != 0 {
				col := White
				if ch >= 'a' {
					col = Black
				}
				c := Coord{x, y}
				v.start.pieces[c] = NewPiece(t, col, false)
				v.start.count[col][t]++
				if v.IsPawn(t) {
					v.notePawnStart(col, y)
				}
			}
			x++
		}
		y--
	}
}

// readStartICN is readStart for a start position given in ICN.
func (v *Variant) readStartICN() {
	g, err := icn.Parse(v.def.StartICN)
	if err != nil {
		return // NewVariant reports it when it reads the start in full
	}
	for _, gp := range g.Pieces {
		t, ok := v.byCode(gp.Code)
		if !ok {
			continue
		}
		col := White
		if !gp.White {
			col = Black
		}
		c := Coord{int32(gp.X), int32(gp.Y)}
		v.start.pieces[c] = NewPiece(t, col, false)
		v.start.count[col][t]++
		if v.IsPawn(t) {
			v.notePawnStart(col, c.Y)
		}
	}
}

func (v *Variant) notePawnStart(col Color, y int32) {
	s := &v.start
	if !s.hasPawns[col] || y < s.pawnLo[col] {
		s.pawnLo[col] = y
	}
	if !s.hasPawns[col] || y > s.pawnHi[col] {
		s.pawnHi[col] = y
	}
	s.hasPawns[col] = true
}

// startsUnmoved reports whether pc on c counts as unmoved when a FEN is read:
// its type keeps the flag, it is not a king or castling partner (the castling
// field decides those), and the start position has the same piece there.
func (v *Variant) startsUnmoved(pc Piece, c Coord) bool {
	d := &v.def.Pieces[pc.Type()-1]
	if d.Royal || d.CastlePartner || !v.tracksUnmoved(pc.Type()) {
		return false
	}
	return v.start.pieces[c] == pc
}

// pawnRankOK reports whether a pawn of col may stand on rank y: not behind
// its side's start ranks and not where it would already have had to promote.
func (v *Variant) pawnRankOK(col Color, y int32) bool {
	s := &v.start
	if col == White {
		return (!s.hasPawns[White] || y >= s.pawnLo[White]) && y < v.promo.WhiteMust
	}
	return (!s.hasPawns[Black] || y <= s.pawnHi[Black]) && y > v.promo.BlackMust
}
