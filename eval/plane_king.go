package eval

import (
	"fmt"

	"lattice/movegen"
)

// This file holds the plane's king-exposure term. On the infinite plane a
// king has no edge behind it: a line from the king that no piece closes
// within KingRayReach squares lets an enemy rider arrive from far away (the
// games against Apeiron were lost to queens and rooks coming round behind
// the back rank). Each such line costs KingRayMG/EG per enemy rider that
// moves along lines of its kind (orthogonal or diagonal), counting at most
// two of them; a line whose nearest piece is an enemy rider of its kind is
// exposed whatever the distance.

// Line kinds: the four orthogonal and the four diagonal directions.
const (
	lineOrth = 1 << iota
	lineDiag
)

// probeDistance is how far from a lone piece the kind probe looks for its
// attacks: beyond any leaper's reach, so only riders are found.
const probeDistance = 17

// lineKinds returns, for each piece type of v, the kinds of line along which
// a piece of that type attacks at distance probeDistance on an empty plane
// (0 for pawns, royal pieces and leapers). It is found once, in New, by
// asking the kernel about a position holding only that piece and the kings.
func lineKinds(v *movegen.Variant) ([movegen.MaxPieceTypes + 1]uint8, error) {
	var kinds [movegen.MaxPieceTypes + 1]uint8
	var kingCode string
	for i := range v.NumPieceTypes() {
		if d := v.Def(movegen.PieceType(i + 1)); d.Royal && kingCode == "" {
			kingCode = icnCode(d)
		}
	}
	if kingCode == "" {
		return kinds, nil
	}
	for i := range v.NumPieceTypes() {
		t := movegen.PieceType(i + 1)
		d := v.Def(t)
		if d.Royal || d.Pawn {
			continue
		}
		// The kings stand far away and off every line through the piece
		// and through the probed squares.
		text := fmt.Sprintf("w 1 %s-1001,-3307|%s2003,5009|%s0,0", kingCode, lowerICN(kingCode), icnCode(d))
		p, err := v.ParseICN(text, movegen.AutoBoard, nil)
		if err != nil {
			return kinds, fmt.Errorf("eval: probing the lines of %s: %w", d.Name, err)
		}
		if p.Attacked(movegen.Coord{X: probeDistance, Y: 0}, movegen.White) &&
			p.Attacked(movegen.Coord{X: 0, Y: -probeDistance}, movegen.White) {
			kinds[t] |= lineOrth
		}
		if p.Attacked(movegen.Coord{X: probeDistance, Y: probeDistance}, movegen.White) &&
			p.Attacked(movegen.Coord{X: -probeDistance, Y: -probeDistance}, movegen.White) {
			kinds[t] |= lineDiag
		}
	}
	return kinds, nil
}

// icnCode is the ICN code of a white piece of definition d.
func icnCode(d movegen.PieceDef) string {
	if d.Code != "" {
		return d.Code
	}
	return string(d.Letter)
}

// lowerICN is the black spelling of an ICN code.
func lowerICN(code string) string {
	b := []byte(code)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// lineOf returns the direction index 0..7 (orthogonal 0..3, diagonal 4..7)
// and Chebyshev distance of sq seen from k, or ok false when sq is on no
// line through k (or is k).
func lineOf(k, sq movegen.Coord) (dir int, dist int64, ok bool) {
	dx := int64(sq.X) - int64(k.X)
	dy := int64(sq.Y) - int64(k.Y)
	ax, ay := dx, dy
	if ax < 0 {
		ax = -ax
	}
	if ay < 0 {
		ay = -ay
	}
	switch {
	case dx == 0 && dy == 0:
		return 0, 0, false
	case dy == 0:
		if dx > 0 {
			return 0, ax, true
		}
		return 1, ax, true
	case dx == 0:
		if dy > 0 {
			return 2, ay, true
		}
		return 3, ay, true
	case ax == ay:
		d := 4
		if dx < 0 {
			d++
		}
		if dy < 0 {
			d += 2
		}
		return d, ax, true
	}
	return 0, 0, false
}

// exposedLines counts the orthogonal and diagonal lines from c's king on k
// that are exposed (see the file comment): the kernel finds each line's
// nearest piece within KingRayReach of the king (NearestOnLines).
func (e *Evaluator) exposedLines(p *movegen.Position, c movegen.Color, k movegen.Coord) (orth, diag int) {
	reach := e.w.KingRayReach
	if reach > maxFastReach {
		return e.exposedLinesScan(p, c, k)
	}
	var dist [8]int64
	var pcs [8]movegen.Piece
	p.NearestOnLines(k, reach, &dist, &pcs)
	for dir := range dist {
		exposed := dist[dir] == 0 // no piece within reach
		if !exposed && pcs[dir].Color() != c {
			want := uint8(lineOrth)
			if dir >= 4 {
				want = lineDiag
			}
			exposed = e.lines[pcs[dir].Type()]&want != 0
		}
		if exposed {
			if dir < 4 {
				orth++
			} else {
				diag++
			}
		}
	}
	return orth, diag
}

// maxFastReach is the longest KingRayReach exposedLines asks the kernel
// about; a longer one (where reach + 1 might overflow) is scanned.
const maxFastReach = 1 << 40

// exposedLinesScan is exposedLines by looking at the pieces of both sides
// within KingRayReach of the king; the type of a line's nearest piece is
// looked up only at the end, once per line.
func (e *Evaluator) exposedLinesScan(p *movegen.Position, c movegen.Color, k movegen.Coord) (orth, diag int) {
	reach := e.w.KingRayReach
	var near [8]int64
	var sq [8]movegen.Coord
	var enemy [8]bool // the nearest piece is the enemy's
	for i := range near {
		near[i] = reach + 1
	}
	for col := movegen.White; col <= movegen.Black; col++ {
		for _, at := range p.Pieces(col) {
			if dx, dy := int64(at.X)-int64(k.X), int64(at.Y)-int64(k.Y); uint64(dx+reach) > uint64(2*reach) || uint64(dy+reach) > uint64(2*reach) {
				continue // beyond the reach on some axis: no nearer piece
			}
			dir, dist, ok := lineOf(k, at)
			if !ok || dist >= near[dir] { // two squares of a line are never equally far
				continue
			}
			near[dir], sq[dir], enemy[dir] = dist, at, col != c
		}
	}
	for dir := range near {
		exposed := near[dir] > reach
		if !exposed && enemy[dir] {
			want := uint8(lineOrth)
			if dir >= 4 {
				want = lineDiag
			}
			exposed = e.lines[p.At(sq[dir]).Type()]&want != 0
		}
		if exposed {
			if dir < 4 {
				orth++
			} else {
				diag++
			}
		}
	}
	return orth, diag
}

// planeKing subtracts from s the exposure of c's king on k on the plane.
func (e *Evaluator) planeKing(p *movegen.Position, c movegen.Color, s *side, k movegen.Coord) {
	w := &e.w
	if w.KingRayMG == 0 && w.KingRayEG == 0 && w.KingRayUnit == 0 {
		return
	}
	them := c.Other()
	nOrth, nDiag := 0, 0
	for t := 1; t <= e.types; t++ {
		if l := e.lines[t]; l != 0 {
			n := p.Count(them, movegen.PieceType(t))
			if l&lineOrth != 0 {
				nOrth += n
			}
			if l&lineDiag != 0 {
				nDiag += n
			}
		}
	}
	if nOrth == 0 && nDiag == 0 {
		return
	}
	orth, diag := e.exposedLines(p, c, k)
	units := orth*min(nOrth, 2) + diag*min(nDiag, 2)
	s.mg -= units * w.KingRayMG
	s.eg -= units * w.KingRayEG
	s.exposure = units * w.KingRayUnit
}
