package movegen

// A quick test that lets noisy generation (gen_noisy.go) pass over a piece
// that has no capture, en passant capture or promotion where it stands: a
// piece of a plain program (bits_prog.go) whose reach holds no enemy piece,
// or any other piece without multi-leg paths and primitives whose captures
// on an empty board reach no enemy piece nor the en passant square and
// whose moves cannot end in its promotion zone. It only skips pieces for
// which the mailbox code would add nothing, so the moves and their order
// stay exactly the same.

// noisySpan is the test's table for a program that is not plain.
type noisySpan struct {
	geo *bitGeo
	// span[s] holds the squares the program's capturing and en passant
	// rays reach from s on an empty board.
	span []bits128
	// promo[s] is set when a move of the program from s may end in its
	// promotion zone.
	promo []bool
	// span64 and promo64 are span and promo as words on a board of at
	// most 64 squares (promo64's bit s is promo[s]); span64 is nil
	// otherwise.
	span64  *[64]uint64
	promo64 uint64
}

// compileNoisySpan builds the noisy test's table of prog, a program of
// colour c, on geo's board: nil without bitboards, for plain programs
// without paths or primitive (their reach decides) and for programs with
// paths or a primitive.
func compileNoisySpan(prog *Program, geo *mailboxGeo, c Color) *noisySpan {
	if geo == nil || geo.bits == nil || (prog.bits != nil && prog.bits.alone) || prog.Paths != nil || prog.Primitive != NoPrimitive {
		return nil
	}
	g := geo.bits
	ns := &noisySpan{geo: g, span: make([]bits128, g.n), promo: make([]bool, g.n)}
	add := func(s int, d, min, max int32, mode Mode) {
		i := g.index[s]
		for n := int32(1); max == 0 || n <= max; n++ {
			j := i + n*d
			if j < 0 || j >= mailboxSize || g.bitOf[j] == noBit {
				return
			}
			if n < min {
				continue
			}
			if mode&(ModeCapture|ModeEPCapture) != 0 {
				ns.span[s] = ns.span[s].or(bitAt(g.bitOf[j]))
			}
			if prog.Promotes && geo.zone[c][j] != 0 {
				ns.promo[s] = true
			}
		}
	}
	for s := range ns.span {
		for _, d := range prog.MailboxLeaps {
			add(s, d, 1, 1, ModeMove|ModeCapture)
		}
		for _, d := range prog.MailboxSlides {
			add(s, d, 1, 0, ModeMove|ModeCapture)
		}
		for _, r := range prog.MailboxRays {
			add(s, r.Delta, r.Min, r.Max, r.Mode)
		}
	}
	if g.n <= 64 {
		ns.span64 = new([64]uint64)
		for s := range ns.span {
			ns.span64[s] = ns.span[s].lo
			if ns.promo[s] {
				ns.promo64 |= 1 << s
			}
		}
	}
	return ns
}

// noisyTargets are what the noisy test compares with: the enemy pieces,
// all pieces, and the en passant square.
type noisyTargets struct {
	g             *bitGeo
	them, all, ep bits128
	them64, all64 uint64
	// noisy64 is them64 with the en passant square: what a piece's
	// noisySpan.span64 must miss for it to have no capture.
	noisy64 uint64
}

// noisyTargets returns the noisy test's targets for the side to move, ok
// false when the board has no bitboards.
func (p *Position) noisyTargets() (t noisyTargets, ok bool) {
	mb := p.mb
	if mb.bits == nil {
		return t, false
	}
	occ := p.occupancy()
	t.g = mb.bits
	t.them = occ[p.side.Other()]
	t.all = t.them.or(occ[p.side])
	t.them64, t.all64 = t.them.lo, t.all.lo
	if p.ep != NoCoord() && mb.bounds.Contains(p.ep) {
		t.ep = bitAt(mb.bits.bitOf[mb.index(p.ep)])
	}
	t.noisy64 = t.them64 | t.ep.lo
	return t, true
}

// quiet reports whether the piece of program prog on the mailbox index fi
// has no noisy move for sure.
func (t *noisyTargets) quiet(prog *Program, fi int32) bool {
	if pb := prog.bits; pb != nil && pb.geo == t.g && pb.alone {
		s := int(t.g.bitOf[fi])
		if pb.sq64 != nil {
			// square64.reach by hand: the call would cost as much as it saves.
			q := &pb.sq64[s]
			all := t.all64
			reach := q.leaps
			switch pb.rays64 {
			case 2:
				reach |= upRay(q.up[0], all) | upRay(q.up[1], all) | downRay(q.down[0], all) | downRay(q.down[1], all)
			case 4:
				reach |= upRay(q.up[0], all) | upRay(q.up[1], all) | upRay(q.up[2], all) | upRay(q.up[3], all) |
					downRay(q.down[0], all) | downRay(q.down[1], all) | downRay(q.down[2], all) | downRay(q.down[3], all)
			}
			return reach&t.them64 == 0
		}
		reach := pb.leaps[s]
		for _, r := range pb.up[s*pb.nup : (s+1)*pb.nup] {
			reach = reach.or(r.and(r.and(t.all).upTo()))
		}
		for _, r := range pb.down[s*pb.ndown : (s+1)*pb.ndown] {
			reach = reach.or(r.and(r.and(t.all).downFrom()))
		}
		return reach.and(t.them).empty()
	}
	if ns := prog.noisy; ns != nil && ns.geo == t.g {
		s := t.g.bitOf[fi]
		return !ns.promo[s] && ns.span[s].and(t.them.or(t.ep)).empty()
	}
	return false
}
