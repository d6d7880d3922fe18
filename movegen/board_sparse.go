package movegen

// sparse is the board for unbounded planes. Near the pieces' starting area
// it is a dense window (board_sparse_window.go); beyond it an open-addressing hash
// table (linear probing, backward-shift deletion, no tombstones) from a
// packed coordinate to the piece standing there, plus the line indexes
// (board_lines.go), holds the pieces outside the window. A Go map would work but
// costs about twenty times as much per probe.
type sparse struct {
	cells  []sparseCell
	mask   uint64
	shift  uint
	count  int // pieces in the hash table: those outside the window
	bounds Bounds
	lines  [lineFamilies]lineSet
	// version counts the changes of the contents (put and remove), so that
	// cand, the candidate-square cache, knows when it is stale.
	version uint64
	cand    candCache
	// act caches pieces' activity and logs the squares changed
	// (plane_actcache.go).
	act     actCache
	win     window
	lineBuf []int32 // reused by linePositions
	// checks are GivesCheck's filters of the two sides' attack tables
	// (attack_givescheck_sparse.go).
	checks [2]checkFilter
	// noisyPlans are the promoting pieces' plans for the noisy
	// generation, by piece code, filled on first use
	// (gen_noisy_sparse_plan.go).
	noisyPlans [256]noisyPlan
}

type sparseCell struct {
	key   uint64
	piece Piece // Empty marks a free cell
	slot  int32 // index in the side's piece list
}

// newSparse returns a board with bounds b whose hash table holds up to
// about pieces pieces before it grows. Squares outside b are Offboard.
func newSparse(b Bounds, pieces int) *sparse {
	size := 64
	for size < 4*pieces {
		size *= 2
	}
	s := &sparse{bounds: b}
	s.alloc(size)
	for f := range s.lines {
		s.lines[f].init(64)
	}
	cx, cy := (int64(b.X0)+int64(b.X1))/2, (int64(b.Y0)+int64(b.Y1))/2
	s.win.place(int32(cx)-winSize/2+1, int32(cy)-winSize/2+1, b)
	return s
}

func (s *sparse) alloc(size int) {
	s.cells = make([]sparseCell, size)
	s.mask = uint64(size - 1)
	bits := uint(0)
	for 1<<bits < size {
		bits++
	}
	s.shift = 64 - bits
}

func (s *sparse) home(key uint64) uint64 { return (key * 0x9e3779b97f4a7c15) >> s.shift }

// at returns what stands on c, Offboard outside the bounds.
// Hot loops inline the window part themselves (window.get), as at is too
// large for the compiler to inline.
func (s *sparse) at(c Coord) Piece {
	if pc, ok := s.win.get(c); ok {
		return pc
	}
	return s.atOutside(c)
}

// atOutside is at for a square outside the window.
func (s *sparse) atOutside(c Coord) Piece {
	if !s.bounds.Contains(c) {
		return Offboard
	}
	if s.count == 0 {
		return Empty
	}
	key := c.pack()
	for i := s.home(key); ; i = (i + 1) & s.mask {
		cell := &s.cells[i]
		if cell.piece == Empty {
			return Empty
		}
		if cell.key == key {
			return cell.piece
		}
	}
}

// slotOf returns the list slot of the piece on the occupied square c.
func (s *sparse) slotOf(c Coord) int32 {
	if i, ok := s.win.index(c); ok {
		return s.win.slot[i]
	}
	return s.find(c).slot
}

// setSlot changes the list slot of the piece on the occupied square c.
func (s *sparse) setSlot(c Coord, slot int32) {
	if i, ok := s.win.index(c); ok {
		s.win.slot[i] = slot
		return
	}
	s.find(c).slot = slot
}

// move takes the piece off from and puts pc, with the same list slot, on
// the empty square to; it returns the piece that stood on from and its
// slot.
func (s *sparse) move(from, to Coord, pc Piece) (Piece, int32) {
	i, inFrom := s.win.index(from)
	j, inTo := s.win.index(to)
	if inFrom && inTo {
		w := &s.win
		old, slot := w.sq[i], w.slot[i]
		w.sq[i], w.sq[j], w.slot[j] = Empty, pc, slot
		w.flip(i)
		w.flip(j)
		s.version++
		s.act.note(from, old)
		s.act.note(to, Empty)
		return old, slot
	}
	var old Piece
	var slot int32
	if inFrom {
		old, slot = s.win.sq[i], s.win.slot[i]
	} else {
		cell := s.find(from)
		old, slot = cell.piece, cell.slot
	}
	s.remove(from)
	s.put(to, pc, slot)
	return old, slot
}

// find returns the hash cell holding c, outside the window, or nil.
func (s *sparse) find(c Coord) *sparseCell {
	key := c.pack()
	for i := s.home(key); ; i = (i + 1) & s.mask {
		cell := &s.cells[i]
		if cell.piece == Empty {
			return nil
		}
		if cell.key == key {
			return cell
		}
	}
}

// put places p (not Empty) on the empty square c with list slot slot.
func (s *sparse) put(c Coord, p Piece, slot int32) {
	s.version++
	s.act.note(c, Empty)
	if i, ok := s.win.index(c); ok {
		s.win.sq[i], s.win.slot[i] = p, slot
		s.win.flip(i)
		return
	}
	if 4*(s.count+1) > len(s.cells) {
		s.grow()
	}
	key := c.pack()
	i := s.home(key)
	for s.cells[i].piece != Empty {
		i = (i + 1) & s.mask
	}
	s.cells[i] = sparseCell{key: key, piece: p, slot: slot}
	s.count++
	for f := range s.lines {
		s.lines[f].add(lineOf(f, c))
	}
}

// remove empties the occupied square c.
func (s *sparse) remove(c Coord) {
	s.version++
	s.act.note(c, s.at(c))
	if i, ok := s.win.index(c); ok {
		s.win.sq[i] = Empty
		s.win.flip(i)
		return
	}
	key := c.pack()
	i := s.home(key)
	for s.cells[i].key != key || s.cells[i].piece == Empty {
		i = (i + 1) & s.mask
	}
	// Backward-shift deletion: pull later cells of the probe run into the gap.
	for j := (i + 1) & s.mask; ; j = (j + 1) & s.mask {
		cj := s.cells[j]
		if cj.piece == Empty {
			break
		}
		h := s.home(cj.key)
		// cj may move to i when its home is not in the cyclic range (i, j].
		if (j > i && (h <= i || h > j)) || (j < i && (h <= i && h > j)) {
			s.cells[i] = cj
			i = j
		}
	}
	s.cells[i] = sparseCell{}
	s.count--
	for f := range s.lines {
		s.lines[f].remove(lineOf(f, c))
	}
}

// reserve moves the window over the pieces and prepares the line indexes
// for n pieces, so that play allocates nothing.
func (s *sparse) reserve(n int) {
	s.recenter()
	for f := range s.lines {
		s.lines[f].reserve(n)
	}
	if cap(s.lineBuf) < n+winSize {
		s.lineBuf = make([]int32, 0, n+winSize)
	}
}

// recenter places the window over the middle of the pieces' bounding box,
// moving every piece into its new home (window or hash table).
func (s *sparse) recenter() {
	type placed struct {
		c     Coord
		piece Piece
		slot  int32
	}
	var all []placed
	for i, pc := range s.win.sq {
		if pc.IsPiece() {
			c := Coord{s.win.x0 + int32(i&(winSize-1)), s.win.y0 + int32(i>>winBits)}
			all = append(all, placed{c, pc, s.win.slot[i]})
		}
	}
	for _, cell := range s.cells {
		if cell.piece != Empty {
			c := Coord{int32(uint32(cell.key >> 32)), int32(uint32(cell.key))}
			all = append(all, placed{c, cell.piece, cell.slot})
		}
	}
	if len(all) == 0 {
		return
	}
	x0, x1, y0, y1 := all[0].c.X, all[0].c.X, all[0].c.Y, all[0].c.Y
	for _, q := range all {
		x0, x1 = min(x0, q.c.X), max(x1, q.c.X)
		y0, y1 = min(y0, q.c.Y), max(y1, q.c.Y)
	}
	wx := int32((int64(x0)+int64(x1))/2) - winSize/2 + 1
	wy := int32((int64(y0)+int64(y1))/2) - winSize/2 + 1
	if wx == s.win.x0 && wy == s.win.y0 {
		return
	}
	s.win.place(wx, wy, s.bounds)
	clear(s.cells)
	s.count = 0
	for f := range s.lines {
		s.lines[f] = lineSet{}
		s.lines[f].init(64)
	}
	for _, q := range all {
		s.put(q.c, q.piece, q.slot)
	}
}

func (s *sparse) grow() {
	old := s.cells
	s.alloc(2 * len(old))
	s.count = 0
	for _, c := range old {
		if c.piece != Empty {
			i := s.home(c.key)
			for s.cells[i].piece != Empty {
				i = (i + 1) & s.mask
			}
			s.cells[i] = c
			s.count++
		}
	}
}
