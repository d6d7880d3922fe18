package movegen

// The sparse board keeps, for each of the four line families (ranks, files,
// diagonals, anti-diagonals), the sorted positions of the pieces on every
// occupied line. The nearest piece in any of the eight queen directions is
// then one hash probe and one binary search away, however far it is.

// Line families.
const (
	rankLine = iota // y constant, ordered by x
	fileLine        // x constant, ordered by y
	diagLine        // x - y constant, ordered by x
	antiLine        // x + y constant, ordered by x
	lineFamilies
)

// lineOf returns the family, the line's key and the square's position on it.
func lineOf(family int, c Coord) (key int64, pos int32) {
	switch family {
	case rankLine:
		return int64(c.Y), c.X
	case fileLine:
		return int64(c.X), c.Y
	case diagLine:
		return int64(c.X) - int64(c.Y), c.X
	}
	return int64(c.X) + int64(c.Y), c.X
}

// lineDir maps a unit queen step to its family and whether it walks toward
// larger positions on the line. ok is false for any other step.
func lineDir(d Vec) (family int, up bool, ok bool) {
	switch {
	case d.Y == 0 && (d.X == 1 || d.X == -1):
		return rankLine, d.X > 0, true
	case d.X == 0 && (d.Y == 1 || d.Y == -1):
		return fileLine, d.Y > 0, true
	case d.X == d.Y && (d.X == 1 || d.X == -1):
		return diagLine, d.X > 0, true
	case d.X == -d.Y && (d.X == 1 || d.X == -1):
		return antiLine, d.X > 0, true
	}
	return 0, false, false
}

// lineSet indexes the occupied lines of one family: an open-addressing
// table from line key to a pooled sorted slice of positions.
type lineSet struct {
	cells []lineCell
	shift uint
	mask  uint64
	pool  [][]int32 // pool[i] is the sorted positions of line i
	free  []int32   // unused pool entries
}

type lineCell struct {
	key  int64
	line int32 // index in pool + 1; 0 marks a free cell
}

func (s *lineSet) init(size int) {
	s.cells = make([]lineCell, size)
	s.mask = uint64(size - 1)
	s.shift = 64
	for n := size; n > 1; n >>= 1 {
		s.shift--
	}
}

func (s *lineSet) home(key int64) uint64 { return (uint64(key) * 0x9e3779b97f4a7c15) >> s.shift }

// positions returns the sorted positions on line key, nil if none.
func (s *lineSet) positions(key int64) []int32 {
	for i := s.home(key); ; i = (i + 1) & s.mask {
		c := &s.cells[i]
		if c.line == 0 {
			return nil
		}
		if c.key == key {
			return s.pool[c.line-1]
		}
	}
}

// add inserts pos on line key.
func (s *lineSet) add(key int64, pos int32) {
	i := s.home(key)
	for ; s.cells[i].line != 0; i = (i + 1) & s.mask {
		if s.cells[i].key == key {
			l := append(s.pool[s.cells[i].line-1], 0)
			j := len(l) - 1
			for ; j > 0 && l[j-1] > pos; j-- {
				l[j] = l[j-1]
			}
			l[j] = pos
			s.pool[s.cells[i].line-1] = l
			return
		}
	}
	var idx int32
	if n := len(s.free); n > 0 {
		idx = s.free[n-1]
		s.free = s.free[:n-1]
	} else {
		s.pool = append(s.pool, make([]int32, 0, lineCap))
		idx = int32(len(s.pool) - 1)
	}
	s.pool[idx] = append(s.pool[idx][:0], pos)
	s.cells[i] = lineCell{key: key, line: idx + 1}
	if 2*(len(s.pool)-len(s.free)) > len(s.cells) {
		s.grow()
	}
}

// remove deletes pos from line key, freeing the line when it empties.
func (s *lineSet) remove(key int64, pos int32) {
	i := s.home(key)
	for s.cells[i].key != key || s.cells[i].line == 0 {
		i = (i + 1) & s.mask
	}
	idx := s.cells[i].line - 1
	l := s.pool[idx]
	j := 0
	for l[j] != pos {
		j++
	}
	copy(l[j:], l[j+1:])
	l = l[:len(l)-1]
	s.pool[idx] = l
	if len(l) > 0 {
		return
	}
	s.free = append(s.free, idx)
	// Backward-shift deletion of the table cell.
	for j := (i + 1) & s.mask; ; j = (j + 1) & s.mask {
		cj := s.cells[j]
		if cj.line == 0 {
			break
		}
		h := s.home(cj.key)
		if (j > i && (h <= i || h > j)) || (j < i && (h <= i && h > j)) {
			s.cells[i] = cj
			i = j
		}
	}
	s.cells[i] = lineCell{}
}

func (s *lineSet) grow() {
	old := s.cells
	s.init(2 * len(old))
	for _, c := range old {
		if c.line != 0 {
			i := s.home(c.key)
			for s.cells[i].line != 0 {
				i = (i + 1) & s.mask
			}
			s.cells[i] = c
		}
	}
}

// lineCap is the room a line's slice starts with: more pieces than any
// line of a bounded board holds. A line that gathers more grows its slice
// once, and keeps it when the slice returns to the pool.
const lineCap = 16

// reserve makes room for n pieces: a pooled slice for every line n pieces
// can occupy, each of lineCap positions (or twice what its line holds now),
// so that memory grows in proportion to n and play allocates nothing unless
// a line gathers more pieces than its slice has held.
func (s *lineSet) reserve(n int) {
	for len(s.pool) < n+4 {
		s.pool = append(s.pool, make([]int32, 0, lineCap))
		s.free = append(s.free, int32(len(s.pool)-1))
	}
	for i := range s.pool {
		if want := max(lineCap, 2*len(s.pool[i])); cap(s.pool[i]) < want {
			l := make([]int32, len(s.pool[i]), want)
			copy(l, s.pool[i])
			s.pool[i] = l
		}
	}
	if cap(s.free) < len(s.pool) {
		f := make([]int32, len(s.free), len(s.pool))
		copy(f, s.free)
		s.free = f
	}
	for 2*len(s.pool) > len(s.cells) {
		s.grow()
	}
}

// nearest returns the distance from c to the nearest piece along the
// family's line through c, toward larger positions when up, if there is
// one: the nearer of the window's (a bit scan) and the line index's.
func (sp *sparse) nearest(c Coord, family int, up bool) (int32, bool) {
	k, ok := sp.win.nearest(c, family, up)
	if sp.count == 0 {
		return k, ok
	}
	if _, in := sp.win.index(c); in && ok {
		return k, true // a ray leaves the window once: pieces outside are farther
	}
	if j, found := sp.nearestOutside(c, family, up); found && (!ok || j < k) {
		return j, true
	}
	return k, ok
}

// linePositions returns the sorted positions of every piece on the
// family's line key, in a buffer that the next call reuses.
func (sp *sparse) linePositions(family int, key int64) []int32 {
	outside := sp.lines[family].positions(key)
	buf := sp.win.appendLine(sp.lineBuf[:0], family, key)
	if len(outside) == 0 || len(buf) == 0 {
		sp.lineBuf = buf[:0]
		if len(buf) == 0 {
			return outside
		}
		return buf
	}
	// The line crosses the window in one stretch: the pieces outside it lie
	// below or above every piece inside.
	n, lo, below := len(buf), buf[0], 0
	for below < len(outside) && outside[below] < lo {
		below++
	}
	buf = append(buf, outside...)
	copy(buf[below:below+n], buf[:n])
	copy(buf[:below], outside[:below])
	copy(buf[below+n:], outside[below:])
	sp.lineBuf = buf[:0]
	return buf
}

// nearestOutside is nearest among the pieces outside the window, from the
// line index.
func (sp *sparse) nearestOutside(c Coord, family int, up bool) (int32, bool) {
	key, pos := lineOf(family, c)
	l := sp.lines[family].positions(key)
	if len(l) == 0 {
		return 0, false
	}
	// Lines hold few pieces; a linear scan beats a binary search here.
	if up {
		for _, q := range l {
			if q > pos {
				return q - pos, true
			}
		}
		return 0, false
	}
	for i := len(l) - 1; i >= 0; i-- {
		if l[i] < pos {
			return pos - l[i], true
		}
	}
	return 0, false
}
