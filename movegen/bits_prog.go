package movegen

// The bitboard view of a program's mailbox rays (bits_board.go): for every
// square of the variant's own board, the squares each ray may reach on an
// empty board, in the order the mailbox lists (MailboxLeaps, MailboxSlides,
// MailboxRays). It is compiled from the same Rays as the mailbox views, so
// the two cannot disagree about where a piece goes; multi-leg paths and
// primitives have no bitboard view and keep their own code.

// progBits is a program's rays as per-square bitboards on one board.
type progBits struct {
	geo *bitGeo // the board the tables are for
	// leaps is the union of the plain leaps from each square, nil when the
	// program has none or two of them share an offset (then they are rays).
	leaps []bits128
	// rays are the program's other mailbox rays, the plain leaps among them
	// when leaps is nil, in the mailbox views' order.
	rays []bitRay
}

// bitRay is one ray of a program as bitboards.
type bitRay struct {
	// mask[s] holds the steps 1..Max of the ray from square s (to the
	// board's edge when Max is 0); the first occupied one blocks the rest.
	mask []bits128
	// pre[s] holds the steps before Min, which must be empty (nil when Min
	// is 1).
	pre []bits128
	// down is set when the ray's steps go to lower squares (its first
	// blocker is the highest occupied square of the mask).
	down bool
	mode Mode
}

// bitTables shares the per-square tables of one variant's programs: a ray
// of the same offset and length has the same table in every program.
type bitTables map[[2]int32][]bits128

// compileBits builds the bitboard view of prog on geo's board, nil when
// there is no board for it.
func compileBits(prog *Program, geo *mailboxGeo, tables bitTables) *progBits {
	if geo == nil || geo.bits == nil {
		return nil
	}
	g := geo.bits
	pb := &progBits{geo: g}
	distinct := true
	for i, d := range prog.MailboxLeaps {
		for _, e := range prog.MailboxLeaps[:i] {
			distinct = distinct && d != e
		}
	}
	if distinct && len(prog.MailboxLeaps) > 0 {
		pb.leaps = make([]bits128, g.n)
		for _, d := range prog.MailboxLeaps {
			m := rayTable(g, tables, d, 1)
			for s := range pb.leaps {
				pb.leaps[s] = pb.leaps[s].or(m[s])
			}
		}
	} else {
		for _, d := range prog.MailboxLeaps {
			pb.rays = append(pb.rays, bitRay{mask: rayTable(g, tables, d, 1), down: d < 0, mode: ModeMove | ModeCapture})
		}
	}
	for _, d := range prog.MailboxSlides {
		pb.rays = append(pb.rays, bitRay{mask: rayTable(g, tables, d, 0), down: d < 0, mode: ModeMove | ModeCapture})
	}
	for _, r := range prog.MailboxRays {
		br := bitRay{mask: rayTable(g, tables, r.Delta, r.Max), down: r.Delta < 0, mode: r.Mode}
		if r.Min > 1 {
			br.pre = rayTable(g, tables, r.Delta, r.Min-1)
		}
		pb.rays = append(pb.rays, br)
	}
	return pb
}

// rayTable is the table of the ray of mailbox offset d and at most max
// steps (0: unlimited) from every square of g's board.
func rayTable(g *bitGeo, tables bitTables, d, max int32) []bits128 {
	key := [2]int32{d, max}
	if t, ok := tables[key]; ok {
		return t
	}
	t := make([]bits128, g.n)
	for s := range t {
		i := g.index[s]
		for n := int32(1); max == 0 || n <= max; n++ {
			j := i + n*d
			if j < 0 || j >= mailboxSize || g.bitOf[j] == noBit {
				break
			}
			t[s] = t[s].or(bitAt(g.bitOf[j]))
		}
	}
	tables[key] = t
	return t
}

// bitsFor returns prog's bitboard view when it is for the position's board
// (a mailbox of the variant's own edges), else nil.
func (p *Position) bitsFor(prog *Program) *progBits {
	pb := prog.bits
	if pb == nil || p.mb == nil || pb.geo != p.mb.bits {
		return nil
	}
	return pb
}

// reach is the part of r's squares from s that a piece reaches over the
// occupancy occ: the steps up to the first occupied one (included) that are
// not before Min. blocker is that first occupied square, blocked whether
// there is one among the reached squares.
func (r *bitRay) reach(s uint8, occ bits128) (reach bits128, blocker uint8, blocked bool) {
	reach = r.mask[s]
	if hit := reach.and(occ); !hit.empty() {
		if r.down {
			blocker = hit.highest()
		} else {
			blocker = hit.lowest()
		}
		reach = reach.andNot(r.mask[blocker])
		blocked = true
	}
	if r.pre != nil {
		reach = reach.andNot(r.pre[s])
		blocked = blocked && reach.has(blocker)
	}
	return reach, blocker, blocked
}
