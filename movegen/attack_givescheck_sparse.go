package movegen

// GivesCheck on the sparse board without making the move. A search asks it
// of every late quiet move it prunes, hundreds of times a node on the open
// plane, so it must cost less than Make, InCheck and Unmake.
//
// Before the move the opponent's royal piece is not attacked (GivesCheck
// asks themInCheckSparse first, since a null move made in check leaves it
// so; FEN, ICN and legal moves never do). After a plain move only two squares have
// changed, From (now empty) and To (now the moved piece), so the royal
// piece can be attacked only along an attack direction whose line from it
// passes through one of them:
//   - through To: the moved piece itself attacks, when its type captures
//     along that direction from that distance and the squares between are
//     empty (From counts as empty);
//   - through From: a piece of ours behind From is uncovered (a discovered
//     check), unless the moved piece lands between again.
// Every other direction sees the same first piece as before the move.

// givesCheckSparse is GivesCheck for a Normal or DoubleStep move (with or
// without promotion) on the sparse board, for a side whose captures are all
// simple rays.
func (p *Position) givesCheckSparse(m Move) bool {
	us := p.side
	tab := &p.v.attack[us]
	king := p.royal[us.Other()]
	after := p.sp.at(m.From).Moved()
	if m.Promo != 0 {
		after = NewPiece(m.Promo, us, false)
	}
	at := after.Type()
	df, dt := m.From.Sub(king), m.To.Sub(king)
	f := p.sp.checkFilterFor(us, tab)
	rt, rf := f.relevant(dt), f.relevant(df)
	if !rt && !rf {
		return false // neither square lies on an attack line of the royal piece
	}
	if look := &tab.checkDirs; look.ok {
		// Only the directions the displacements lie on: the same tests
		// as the loop below, in another order.
		if rt {
			for _, i := range look.along(dt) {
				d := &tab.dirs[i]
				if n, ok := stepsAlong(dt, d.back); ok && d.mask(n)>>at&1 != 0 &&
					p.clearBefore(king, d, n, m.From) {
					return true
				}
			}
		}
		if rf {
			for _, i := range look.along(df) {
				d := &tab.dirs[i]
				if n, ok := stepsAlong(df, d.back); ok && p.uncovers(king, d, n, m, us) {
					return true
				}
			}
		}
		return false
	}
	for i := range tab.dirs {
		d := &tab.dirs[i]
		if rt {
			if n, ok := stepsAlong(dt, d.back); ok && d.mask(n)>>at&1 != 0 &&
				p.clearBefore(king, d, n, m.From) {
				return true
			}
		}
		if rf {
			if n, ok := stepsAlong(df, d.back); ok && p.uncovers(king, d, n, m, us) {
				return true
			}
		}
	}
	return false
}

// checkLookup lists, for a displacement v from a royal piece, the attack
// directions d with v = n·d.back for some n ≥ 1: by v's unit queen step
// when v lies on a queen line, from a small square table for v off them
// (only short directions reach there). ok is false when a long direction
// leaves the queen lines (a nightrider's): then every direction is tried.
type checkLookup struct {
	ok bool
	// unit[u] holds the directions along queenDirs[u].
	unit [8][]int16
	// off[(v.Y+reach)·(2·reach+1) + v.X+reach] holds those of v off the
	// queen lines, |v.X|, |v.Y| ≤ reach.
	off   [][]int16
	reach int32
}

// maxCheckReach bounds the square table of checkLookup; directions that
// reach farther off the queen lines fall back to trying every direction.
const maxCheckReach = 16

// compileCheckLookup builds the lookup of a side's attack directions.
func compileCheckLookup(dirs []attackDir) checkLookup {
	look := checkLookup{ok: true}
	for i := range dirs {
		d := &dirs[i]
		b := d.back
		switch {
		case onQueenLine(b):
			u := unitIndex(Vec{sign32(b.X), sign32(b.Y)})
			look.unit[u] = append(look.unit[u], int16(i))
		case d.long:
			return checkLookup{}
		default:
			look.reach = max(look.reach, int32(len(d.near))*max(abs32(b.X), abs32(b.Y)))
		}
	}
	if look.reach > maxCheckReach {
		return checkLookup{}
	}
	side := 2*look.reach + 1
	look.off = make([][]int16, side*side)
	for i := range dirs {
		d := &dirs[i]
		if onQueenLine(d.back) {
			continue
		}
		for n := int32(1); n <= int32(len(d.near)); n++ {
			v := d.back.Scale(n)
			k := (v.Y+look.reach)*side + v.X + look.reach
			look.off[k] = append(look.off[k], int16(i))
		}
	}
	return look
}

// along returns the directions whose line from the royal piece holds the
// displacement v (some may not reach it: the caller checks the distance).
func (look *checkLookup) along(v Vec) []int16 {
	if v.X == 0 && v.Y == 0 {
		return nil
	}
	if onQueenLine(v) {
		return look.unit[unitIndex(Vec{sign32(v.X), sign32(v.Y)})]
	}
	if abs32(v.X) > look.reach || abs32(v.Y) > look.reach {
		return nil
	}
	side := 2*look.reach + 1
	return look.off[(v.Y+look.reach)*side+v.X+look.reach]
}

// unitIndex returns the index of the unit queen step u in queenDirs.
func unitIndex(u Vec) int {
	// queenDirs runs clockwise from (0, 1).
	switch {
	case u.X == 0:
		if u.Y > 0 {
			return 0
		}
		return 4
	case u.X > 0:
		return 2 - int(u.Y)
	}
	return 6 + int(u.Y)
}

// sign32 returns -1, 0 or 1.
func sign32(x int32) int32 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// checkFilter tells, for one side's attack table, which displacements
// from a royal piece can lie on one of its attack directions: those along
// a queen line, those within the reach of the short directions, and any
// when a long direction leaves the queen lines (a nightrider's).
type checkFilter struct {
	tab   *attackTable // the table it describes; nil until computed
	short int32        // the farthest a short direction reaches, per axis
	any   bool
}

// checkFilterFor returns the filter of tab (side us), computing it on the
// first call: the attack tables never change.
func (s *sparse) checkFilterFor(us Color, tab *attackTable) *checkFilter {
	f := &s.checks[us&1]
	if f.tab == tab {
		return f
	}
	*f = checkFilter{tab: tab}
	for i := range tab.dirs {
		d := &tab.dirs[i]
		b := d.back
		switch {
		case d.long && !onQueenLine(b):
			f.any = true
		case !d.long:
			f.short = max(f.short, int32(len(d.near))*max(abs32(b.X), abs32(b.Y)))
		}
	}
	return f
}

// relevant reports whether v may be n·back for some attack direction.
func (f *checkFilter) relevant(v Vec) bool {
	return f.any || onQueenLine(v) || (abs32(v.X) <= f.short && abs32(v.Y) <= f.short)
}

// onQueenLine reports whether v lies on a rank, file or diagonal through 0.
func onQueenLine(v Vec) bool { return v.X == 0 || v.Y == 0 || v.X == v.Y || v.X == -v.Y }

// stepsAlong returns n ≥ 1 with v = n·b, if there is one.
func stepsAlong(v, b Vec) (int32, bool) {
	if int64(v.X)*int64(b.Y) != int64(v.Y)*int64(b.X) {
		return 0, false // not on b's line
	}
	var n int32
	if b.X != 0 {
		n = v.X / b.X
	} else {
		n = v.Y / b.Y
	}
	return n, n >= 1 && v.X == n*b.X && v.Y == n*b.Y
}

// clearBefore reports whether the squares king + k·d.back, 0 < k < n, are
// empty once the piece on skip has left.
func (p *Position) clearBefore(king Coord, d *attackDir, n int32, skip Coord) bool {
	if n <= 1 {
		return true
	}
	if !d.long || n <= 3 {
		s := p.sp
		sq := king
		for k := int32(1); k < n; k++ {
			sq = sq.Add(d.back)
			if sq != skip && s.at(sq) != Empty {
				return false
			}
		}
		return true
	}
	k, ok := p.firstPiece(king, d.back)
	if !ok || k >= n {
		return true
	}
	if king.Add(d.back.Scale(k)) != skip {
		return false
	}
	j, ok := p.firstPiece(skip, d.back)
	return !ok || k+j >= n
}

// uncovers reports whether moving the piece on m.From, n steps from the
// royal piece on king along d.back, uncovers an attack of ours along d.
func (p *Position) uncovers(king Coord, d *attackDir, n int32, m Move, us Color) bool {
	if d.far == 0 && n >= int32(len(d.near)) {
		return false // nothing beyond From reaches the king along d
	}
	// The moved piece landing on the line between the king and the
	// attacker blocks it again (or attacks itself, which the direct test
	// decides).
	t, onLine := stepsAlong(m.To.Sub(king), d.back)
	if onLine && t < n {
		return false
	}
	if !p.clearBefore(king, d, n, m.From) {
		return false
	}
	var q Piece
	var k int32
	if d.long {
		var ok bool
		if k, ok = p.firstPiece(m.From, d.back); !ok {
			return false
		}
		q = p.sp.at(m.From.Add(d.back.Scale(k)))
	} else {
		s := p.sp
		sq := m.From
		limit := int32(len(d.near)) - n
		for k = 1; ; k++ {
			sq = sq.Add(d.back)
			if q = s.at(sq); q != Empty {
				break
			}
			if k == limit {
				return false
			}
		}
		if q == Offboard {
			return false
		}
	}
	if onLine && t <= n+k {
		return false
	}
	return q.Color() == us && d.mask(n+k)>>q.Type()&1 != 0
}
