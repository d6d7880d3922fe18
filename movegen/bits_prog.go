package movegen

// The bitboard view of a program (bits_board.go): for every square of the
// variant's own board, the squares its plain leaps reach and, for each
// plain slide, the squares of the slide's ray on an empty board. It is
// compiled from the same mailbox views (MailboxLeaps, MailboxSlides) as
// the mailbox walks, so the two cannot disagree about where a piece goes.
// Only plain programs get one: every mailbox ray a plain leap or slide,
// no two of them reaching a common square from any square (so that the
// union of their reaches counts each ray's squares once). Pawns, lame and
// move-only or capture-only rays keep the mailbox walk; multi-leg paths,
// castling and primitives never have a bitboard view and keep their own
// code.

// progBits is a plain program's rays as per-square bitboards on one board,
// with 64-bit copies of the tables on a board of at most 64 squares.
type progBits struct {
	geo *bitGeo // the board the tables are for
	// leaps is the union of the plain leaps from each square.
	leaps []bits128
	// up and down hold the rays of the slides whose steps go to higher and
	// to lower squares, nup and ndown of them from each square in a row
	// (up[s*nup+k] is slide k's ray from s): on a ray of the first kind the
	// first blocker is the lowest occupied square, on the second the
	// highest.
	up, down   []bits128
	nup, ndown int
	// sq64 is the same on a board of at most 64 squares as words, square by
	// square, when no more than four slides go each way (unused rays are
	// empty sets, which reach nothing); nil otherwise. It has room for 64
	// squares whatever the board's size (the squares beyond it reach
	// nothing), so that a square number masked to six bits needs no bounds
	// check.
	sq64 *[64]square64
	// rays64 is how many of sq64's up and of its down rays are in use:
	// none, up to two or up to four each way (square64.reach).
	rays64 uint8
	// alone is set when the rays are all the program's moves but castling
	// (no multi-leg paths, no primitive): then they alone can capture.
	alone bool
	// longest is the most squares any slide has from any square: a cap of
	// at least that many never binds.
	longest int
}

// square64 is a plain program's rays from one square of a board of at
// most 64 squares: its leaps' squares, and the rays of up to four slides
// going up and four going down.
type square64 struct {
	leaps    uint64
	up, down [4]uint64
}

// reach is the set of squares the rays from the square reach over the
// occupancy all, of which rays (progBits.rays64) are in use each way: its
// leaps, and each slide up to its first blocker, included.
func (q *square64) reach(rays uint8, all uint64) uint64 {
	switch rays {
	case 0:
		return q.leaps
	case 2:
		return q.leaps | upRay(q.up[0], all) | upRay(q.up[1], all) | downRay(q.down[0], all) | downRay(q.down[1], all)
	}
	return q.leaps | upRay(q.up[0], all) | upRay(q.up[1], all) | upRay(q.up[2], all) | upRay(q.up[3], all) |
		downRay(q.down[0], all) | downRay(q.down[1], all) | downRay(q.down[2], all) | downRay(q.down[3], all)
}

// bitTables shares the per-square tables of one variant's programs: a ray
// of the same offset and length has the same table in every program.
type bitTables map[[2]int32][]bits128

// compileBits builds the bitboard view of prog on geo's board, nil when
// there is no board for it or the program is not plain.
func compileBits(prog *Program, geo *mailboxGeo, tables bitTables) *progBits {
	if geo == nil || geo.bits == nil || len(prog.MailboxRays) > 0 || prog.MailboxLeaps == nil && prog.MailboxSlides == nil {
		return nil
	}
	g := geo.bits
	pb := &progBits{geo: g, leaps: make([]bits128, g.n), alone: prog.Paths == nil && prog.Primitive == NoPrimitive}
	var seen []bits128 // every ray's squares so far, per square
	disjoint := true
	add := func(t []bits128) {
		if seen == nil {
			seen = make([]bits128, g.n)
		}
		for s := range t {
			disjoint = disjoint && seen[s].and(t[s]).empty()
			seen[s] = seen[s].or(t[s])
		}
	}
	for _, d := range prog.MailboxLeaps {
		t := rayTable(g, tables, d, 1)
		add(t)
		for s := range t {
			pb.leaps[s] = pb.leaps[s].or(t[s])
		}
	}
	var up, down [][]bits128
	for _, d := range prog.MailboxSlides {
		t := rayTable(g, tables, d, 0)
		add(t)
		for s := range t {
			pb.longest = max(pb.longest, t[s].count())
		}
		if d > 0 {
			up = append(up, t)
		} else {
			down = append(down, t)
		}
	}
	if !disjoint {
		return nil
	}
	pb.up, pb.down, pb.nup, pb.ndown = interleave(up, g.n), interleave(down, g.n), len(up), len(down)
	if g.n <= 64 && len(up) <= 4 && len(down) <= 4 {
		switch n := max(len(up), len(down)); {
		case n == 0:
			pb.rays64 = 0
		case n <= 2:
			pb.rays64 = 2
		default:
			pb.rays64 = 4
		}
		pb.sq64 = new([64]square64)
		for s := range g.n {
			q := &pb.sq64[s]
			q.leaps = pb.leaps[s].lo
			for k, t := range up {
				q.up[k] = t[s].lo
			}
			for k, t := range down {
				q.down[k] = t[s].lo
			}
		}
	}
	return pb
}

// interleave lays out tables of n squares square by square: entry s*k+j of
// the result is entry s of the j-th of the k tables.
func interleave(tabs [][]bits128, n int) []bits128 {
	out := make([]bits128, 0, n*len(tabs))
	for s := 0; s < n; s++ {
		for _, t := range tabs {
			out = append(out, t[s])
		}
	}
	return out
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
