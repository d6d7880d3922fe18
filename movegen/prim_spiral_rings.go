package movegen

// The spiral's ring rule (spiral.md): each of the eight spirals visits ring
// 1 (the squares at Chebyshev distance 1) whole, then ring 2 whole, and so
// on, each ring as one run around it in the spiral's sense. So while ring k
// lies on the board and is empty every spiral crosses it, and its squares
// are all destinations; the first ring that is not (the border ring) is
// where the spirals stop, each at the first piece of its own run. genSpiral
// and spiralAttacks work ring by ring from a table of the runs instead of
// walking eight spirals square by square; TestSpiralRingTable checks the
// table against the walk and TestSpiralRingsEqualTheWalk the moves and
// attacks.

// maxSpiralRing is the largest ring the table holds: enough for any
// mailbox board. Beyond it the spirals are walked.
const maxSpiralRing = MaxMailboxSide - 1

// spiralRing is one ring of the table: its squares in the order the first
// spiral (north, turning left) visits them, as offsets and mailbox deltas,
// and for each spiral where its run starts in that order and which way it
// goes (+1 or −1).
type spiralRing struct {
	offs   []Vec
	deltas []int32
	entry  [8]int32
	dir    [8]int32
}

// spiralRings is the table, ring k at index k (read only, built once).
var spiralRings = buildSpiralRings()

// spiralOrder gives the spirals in the order genSpiral has always taken
// them: first direction 0..3, turning −1 then +1.
func spiralOrder(s int) (start, turn int) { return s / 2, 2*(s%2) - 1 }

func buildSpiralRings() []spiralRing {
	rings := make([]spiralRing, maxSpiralRing+1)
	var runs [8][maxSpiralRing + 1][]Vec
	total := 0
	for k := 1; k <= maxSpiralRing; k++ {
		total += 8 * k
	}
	for s := 0; s < 8; s++ {
		start, turn := spiralOrder(s)
		w := newSpiral(Coord{}, start, turn)
		for i := 0; i < total; i++ {
			c := w.next()
			k := max(abs32(c.X), abs32(c.Y))
			runs[s][k] = append(runs[s][k], Vec{c.X, c.Y})
		}
	}
	for k := 1; k <= maxSpiralRing; k++ {
		r := &rings[k]
		r.offs = runs[0][k]
		for _, o := range r.offs {
			r.deltas = append(r.deltas, o.Y*mailboxStride+o.X)
		}
		n := int32(len(r.offs))
		for s := 0; s < 8; s++ {
			run := runs[s][k]
			for i, o := range r.offs {
				if o == run[0] {
					r.entry[s] = int32(i)
				}
			}
			r.dir[s] = 1
			if r.offs[(r.entry[s]+1)%n] != run[1] {
				r.dir[s] = -1
			}
		}
	}
	return rings
}

// ringOnBoard reports whether ring k around c lies wholly inside b.
func ringOnBoard(b Bounds, c Coord, k int32) bool {
	return c.X-k >= b.X0 && c.X+k <= b.X1 && c.Y-k >= b.Y0 && c.Y+k <= b.Y1
}

// spiralBorder returns the first ring around from that is not wholly on
// the board and empty (ignore counting as empty, NoCoord() for none), and
// whether it is within the table.
func (p *Position) spiralBorder(from Coord, ignore Coord) (int32, bool) {
	b := p.bounds()
	if p.mb != nil && ignore == NoCoord() {
		sq := &p.mb.sq
		fi := p.mb.index(from)
		for k := int32(1); k <= maxSpiralRing; k++ {
			if !ringOnBoard(b, from, k) {
				return k, true
			}
			for _, d := range spiralRings[k].deltas {
				if sq[fi+d] != Empty {
					return k, true
				}
			}
		}
		return 0, false
	}
	for k := int32(1); k <= maxSpiralRing; k++ {
		if !ringOnBoard(b, from, k) {
			return k, true
		}
		for _, o := range spiralRings[k].offs {
			if sq := from.Add(o); p.At(sq) != Empty && sq != ignore {
				return k, true
			}
		}
	}
	return 0, false
}

// spiralAt is what stands on from + the i-th square of ring r.
func (p *Position) spiralAt(from Coord, fi int32, r *spiralRing, i int32) Piece {
	if p.mb != nil {
		return p.mb.sq[fi+r.deltas[i]]
	}
	return p.sp.at(from.Add(r.offs[i]))
}

// genSpiralRings is genSpiral by the ring rule, when the border ring is in
// the table: the inner rings in the first spiral's order, then the new
// squares of each spiral's run in the border ring, as the walk adds them.
func (p *Position) genSpiralRings(ml *MoveList, prog *Program, from Coord, first int) bool {
	k, ok := p.spiralBorder(from, NoCoord())
	if !ok {
		return false
	}
	plain := !prog.Promotes && len(prog.Rays) == 0 && len(prog.Paths) == 0
	for j := int32(1); j < k; j++ {
		for _, o := range spiralRings[j].offs {
			p.addSpiralMove(ml, prog, from, from.Add(o), first, plain)
		}
	}
	r := &spiralRings[k]
	n := int32(len(r.offs))
	enemy := &p.v.enemy[p.side]
	var seen [2]uint64
	var fi int32
	if p.mb != nil {
		fi = p.mb.index(from)
	}
	for s := 0; s < 8; s++ {
		i := r.entry[s]
		for range n {
			pc := p.spiralAt(from, fi, r, i)
			if pc == Offboard {
				break
			}
			if (pc == Empty || enemy[pc]) && seen[i>>6]>>(i&63)&1 == 0 {
				seen[i>>6] |= 1 << (i & 63)
				p.addSpiralMove(ml, prog, from, from.Add(r.offs[i]), first, plain)
			}
			if pc != Empty {
				break
			}
			i = ringStep(i, r.dir[s], n)
		}
	}
	return true
}

// addSpiralMove adds a spiral move: directly when plain (the piece has no
// rays or paths, so its only other moves are castling, which addUnique
// never matches), else through addUnique.
func (p *Position) addSpiralMove(ml *MoveList, prog *Program, from, to Coord, first int, plain bool) {
	if plain {
		ml.Moves = append(ml.Moves, Move{From: from, To: to})
		return
	}
	p.addUnique(ml, first, prog, from, to)
}

// spiralAttacksRings is spiralAttacks by the ring rule: target at distance
// n is reached when rings 1..n−1 are on the board and empty and some
// spiral's run in ring n reaches it before a piece.
func (p *Position) spiralAttacksRings(from, target, ignore Coord) bool {
	n := chebyshev(from, target)
	if n > maxSpiralRing {
		return false
	}
	k := int32(n)
	b := p.bounds()
	if !ringOnBoard(b, from, k-1) {
		return false
	}
	for j := int32(1); j < k; j++ {
		for _, o := range spiralRings[j].offs {
			if sq := from.Add(o); p.At(sq) != Empty && sq != ignore {
				return false
			}
		}
	}
	r := &spiralRings[k]
	size := int32(len(r.offs))
	for s := 0; s < 8; s++ {
		i := r.entry[s]
		for range size {
			sq := from.Add(r.offs[i])
			if sq == target {
				return true
			}
			if q := p.At(sq); q != Empty && sq != ignore {
				break
			}
			i = ringStep(i, r.dir[s], size)
		}
	}
	return false
}

// spiralActivityRings is spiralActivity (evalsupport.go) on the mailbox
// board by the ring rule: the squares the eight spirals reach within walk
// squares each, counted once, and the zone squares among them. A spiral
// has taken 4j(j−1) squares when it enters ring j, so while ring j lies on
// the board, is empty and is crossed whole by every spiral within walk
// (4j(j+1) ≤ walk), its squares are all reached; the first ring that is
// not is walked run by run, each spiral's run stopping at its first piece
// or after its walk squares, as the walk stops. TestSpiralActivityRings
// compares it with the walk.
func (p *Position) spiralActivityRings(from, zone Coord, enemy *[256]bool, walk int32) (moves, zoneHits int) {
	b := p.mb.bounds
	sq := &p.mb.sq
	fi := p.mb.index(from)
	for k := int32(1); k <= maxSpiralRing; k++ {
		taken := 4 * k * (k - 1) // squares each spiral walked before ring k
		if taken >= walk {
			return moves, zoneHits
		}
		r := &spiralRings[k]
		if 4*k*(k+1) <= walk && ringOnBoard(b, from, k) && p.ringEmpty(fi, r) {
			moves += len(r.offs)
			zoneHits += ringZoneHits(from, zone, k)
			continue
		}
		// The last ring reached: each spiral's run, deduplicated.
		n := int32(len(r.offs))
		steps := min(n, walk-taken)
		var seen [2]uint64
		for s := 0; s < 8; s++ {
			i := r.entry[s]
			for range steps {
				pc := sq[fi+r.deltas[i]]
				if pc == Offboard {
					break
				}
				if seen[i>>6]>>(i&63)&1 == 0 {
					seen[i>>6] |= 1 << (i & 63)
					if pc == Empty || enemy[pc] {
						moves++
					}
					if near(from.Add(r.offs[i]), zone) {
						zoneHits++
					}
				}
				if pc != Empty {
					break
				}
				i = ringStep(i, r.dir[s], n)
			}
		}
		return moves, zoneHits
	}
	return moves, zoneHits
}

// ringEmpty reports whether every square of ring r around the mailbox
// index fi is empty (the ring lies on the board).
func (p *Position) ringEmpty(fi int32, r *spiralRing) bool {
	sq := &p.mb.sq
	for _, d := range r.deltas {
		if sq[fi+d] != Empty {
			return false
		}
	}
	return true
}

// ringZoneHits counts the squares of ring k around c within one king step
// of zone: the ring's squares in the 3×3 box around zone.
func ringZoneHits(c, zone Coord, k int32) int {
	n := 0
	for dy := int32(-1); dy <= 1; dy++ {
		for dx := int32(-1); dx <= 1; dx++ {
			x, y := int64(zone.X)+int64(dx)-int64(c.X), int64(zone.Y)+int64(dy)-int64(c.Y)
			if max(abs64(x), abs64(y)) == int64(k) {
				n++
			}
		}
	}
	return n
}

// ringStep is the ring index after i, one square in direction d (±1)
// round a ring of n squares.
func ringStep(i, d, n int32) int32 {
	i += d
	if i < 0 {
		return i + n
	}
	if i >= n {
		return i - n
	}
	return i
}
