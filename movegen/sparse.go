package movegen

// sparse is the board for unbounded planes: an open-addressing hash table
// (linear probing, backward-shift deletion, no tombstones) from a packed
// coordinate to the piece standing there. A Go map would work but costs about
// twenty times as much per probe.
type sparse struct {
	cells  []sparseCell
	mask   uint64
	shift  uint
	count  int
	bounds Bounds
	lines  [lineFamilies]lineSet
	// version counts the changes of the contents (put and remove), so that
	// cand, the candidate-square cache, knows when it is stale.
	version uint64
	cand    candCache
}

type sparseCell struct {
	key   uint64
	piece Piece // Empty marks a free cell
	slot  int32 // index in the side's piece list
}

// newSparse returns a table for up to about capacity/2 pieces that treats
// squares outside bounds as Offboard.
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
func (s *sparse) at(c Coord) Piece {
	if !s.bounds.Contains(c) {
		return Offboard
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

// find returns the cell holding c, or nil.
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
	s.version++
	for f := range s.lines {
		s.lines[f].add(lineOf(f, c))
	}
}

// remove empties the occupied square c.
func (s *sparse) remove(c Coord) {
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
	s.version++
	for f := range s.lines {
		s.lines[f].remove(lineOf(f, c))
	}
}

// reserve prepares the line indexes for n pieces, so that play allocates
// nothing.
func (s *sparse) reserve(n int) {
	for f := range s.lines {
		s.lines[f].reserve(n)
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
