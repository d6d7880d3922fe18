package movegen

import "math/bits"

// The sparse board's part of GenerateNoisy (gen_noisy.go): a piece's
// captures and promotions, ray by ray.

// noisyPieceSparse adds the captures and promotions of the piece on from,
// the noisy part of genPieceSparse.
func (p *Position) noisyPieceSparse(ml *MoveList, from Coord) {
	s := p.sp
	enemy := &p.v.enemy[p.side]
	pc := s.at(from)
	prog := p.v.progs[pc]
	if prog.Promotes {
		if np := s.noisyPlanOf(pc, prog); np.usable && np.far(p, from) {
			p.noisyFar(ml, prog, np, from, enemy)
			return
		}
	}
	if prog.Special {
		defer p.noisySpecial(ml, prog, from, len(ml.Moves))
	}
	w := &s.win
	if al := prog.actLeaps; al != nil && al.indexed && !prog.Promotes {
		if lx, ly := uint32(from.X-w.x0), uint32(from.Y-w.y0); al.fits(lx, ly) {
			// The plain leaps' captures from rows of bits; a leap whose
			// square is empty, off the board or our own adds nothing. The
			// rays are visited in their order, the other ones as below.
			hits := w.leapCaptures(al, lx, ly, enemy)
			var lm lineMasks
			if al.otherRays != 0 {
				w.masksAt(lx, ly, &lm)
			}
			for m := hits | al.otherRays; m != 0; m &= m - 1 {
				r := &prog.Rays[bits.TrailingZeros64(m)]
				if m&-m&al.otherRays == 0 {
					p.addMove(ml, prog, from, from.Add(r.Step), Normal, Coord{})
					continue
				}
				if r.Long && r.queen() && p.noisyRideInWindow(ml, r, from, &lm, enemy) {
					continue
				}
				p.noisyRaySparse(ml, prog, r, from, enemy)
			}
			return
		}
	}
	if lx, ly := uint32(from.X-w.x0), uint32(from.Y-w.y0); lx|ly < winSize && !prog.Promotes {
		// A rider's captures from the line masks of its square.
		var lm lineMasks
		w.masksAt(lx, ly, &lm)
		for ri := range prog.Rays {
			r := &prog.Rays[ri]
			if r.Long && r.queen() && p.noisyRideInWindow(ml, r, from, &lm, enemy) {
				continue
			}
			p.noisyRaySparse(ml, prog, r, from, enemy)
		}
		return
	}
	for ri := range prog.Rays {
		p.noisyRaySparse(ml, prog, &prog.Rays[ri], from, enemy)
	}
}

// noisyRideInWindow is noisyLongRay for the long ray r along a unit queen
// step of a piece that does not promote, on the window square whose line
// masks are lm: the blocker is a bit scan of its line's mask, as
// firstPiece finds it. It reports false, adding nothing, when the scan
// cannot tell: no piece along r inside the window while some stand outside.
func (p *Position) noisyRideInWindow(ml *MoveList, r *Ray, from Coord, lm *lineMasks, enemy *[256]bool) bool {
	if r.Mode&ModeCapture == 0 {
		return true
	}
	fam, up := queenFamily(r.Step)
	fam &= lineFamilies - 1
	k, _, found := scanFrom(lm.occ[fam], lm.pos[fam], up)
	if !found {
		return p.sp.count == 0
	}
	// Every piece stands inside the bounds: only the range can rule the
	// blocker out (as in noisyLongRay).
	if r.Max == 0 || k <= r.Max {
		to := from.Add(r.Step.Scale(k))
		if t, _ := p.sp.win.get(to); enemy[t] {
			ml.Moves = append(ml.Moves, Move{From: from, To: to})
		}
	}
	return true
}

// noisyRaySparse adds the noisy moves of the piece on from along r.
func (p *Position) noisyRaySparse(ml *MoveList, prog *Program, r *Ray, from Coord, enemy *[256]bool) {
	if r.Long {
		p.noisyLongRay(ml, prog, r, from)
		return
	}
	if r.Mode&(ModeCapture|ModeEPCapture) == 0 && !p.rayMayPromote(prog, r, from) {
		return // a move-only ray is noisy only where it promotes
	}
	s := p.sp
	to := from
	for n := int32(1); ; n++ {
		to = to.Add(r.Step)
		t, in := s.win.get(to) // s.at, inlined
		if !in {
			t = s.atOutside(to)
		}
		if t == Empty {
			if n >= r.Min {
				p.addNoisyQuiet(ml, prog, r, from, to)
			}
			if n == r.Max {
				return
			}
			continue
		}
		if n >= r.Min && r.Mode&ModeCapture != 0 && enemy[t] {
			p.addMove(ml, prog, from, to, Normal, Coord{})
		}
		return
	}
}

// rayMayPromote reports whether some landing square of the ray r of the
// piece of program prog on from, one of steps r.Min to r.Max (no bound when
// r.Max is 0), lies in the side to move's promotion zone (promotionAt): the
// farthest step toward the zone's ranks tells.
func (p *Position) rayMayPromote(prog *Program, r *Ray, from Coord) bool {
	if !prog.Promotes {
		return false
	}
	pr := &p.v.promo
	dy := int64(r.Step.Y)
	if p.side == Black {
		dy = -dy // toward the zone is down
	}
	n := int64(r.Min)
	if dy > 0 {
		if r.Max == 0 {
			return true
		}
		n = int64(r.Max)
	}
	if p.side == White {
		return int64(from.Y)+n*dy >= int64(pr.WhiteFrom)
	}
	return int64(from.Y)-n*dy <= int64(pr.BlackFrom)
}

// addNoisyQuiet adds what addQuiet would add on the empty square to, when it
// is an en passant capture or a promotion.
func (p *Position) addNoisyQuiet(ml *MoveList, prog *Program, r *Ray, from, to Coord) {
	if prog.Promotes {
		if may, _ := p.promotionAt(to); may {
			first := len(ml.Moves)
			p.addQuiet(ml, prog, r, from, to)
			p.keepNoisy(ml, first)
			return
		}
	}
	if r.Mode&(ModeCreateEP|ModeMove) == 0 && r.Mode&ModeEPCapture != 0 && to == p.ep {
		p.addMove(ml, prog, from, to, EnPassant, p.epVictim)
	}
}

// noisyLongRay adds the capture at the end of a rider's ray on the sparse
// board, found in the line index as genLongRay finds it, and, for a piece
// that promotes, the ray's promotions.
func (p *Position) noisyLongRay(ml *MoveList, prog *Program, r *Ray, from Coord) {
	if prog.Promotes && r.Mode&(ModeMove|ModeCreateEP|ModeEPCapture) != 0 {
		first := len(ml.Moves)
		p.genLongRay(ml, prog, r, from)
		p.keepNoisy(ml, first)
		return
	}
	if r.Mode&ModeCapture == 0 {
		return
	}
	// Every piece stands inside the bounds, so the blocker lies within the
	// ray's border distance (stepLimit): only its range can rule it out.
	if k, blocked := p.firstPiece(from, r.Step); blocked && (r.Max == 0 || k <= r.Max) {
		to := from.Add(r.Step.Scale(k))
		if p.v.enemy[p.side][p.sp.at(to)] {
			p.addMove(ml, prog, from, to, Normal, Coord{})
		}
	}
}
