package movegen

import "fmt"

// BoardKind selects how a Position stores its pieces.
type BoardKind uint8

const (
	// AutoBoard lets the variant choose: Mailbox when its board fits 16×16.
	AutoBoard BoardKind = iota
	// MailboxBoard is the fixed array with a sentinel border.
	MailboxBoard
	// SparseBoard is the hash board that also serves unbounded planes.
	SparseBoard
)

// String names the board kind as the command line spells it.
func (k BoardKind) String() string {
	switch k {
	case MailboxBoard:
		return "mailbox"
	case SparseBoard:
		return "sparse"
	}
	return "auto"
}

// ParseBoardKind reads a board kind as String writes it.
func ParseBoardKind(s string) (BoardKind, error) {
	for _, k := range []BoardKind{AutoBoard, MailboxBoard, SparseBoard} {
		if s == k.String() {
			return k, nil
		}
	}
	return AutoBoard, fmt.Errorf("board kind must be auto, mailbox or sparse, got %q", s)
}

// Position is a game state of one variant: the pieces, the side to move, en
// passant rights, the move counters, the Zobrist key and the history needed to
// unmake moves and to detect repetitions. The unmoved flags of pieces stand in
// for castling rights.
type Position struct {
	v  *Variant
	mb *mailbox // exactly one of mb and sp is set
	sp *sparse

	list  [2][]Coord                  // every piece of each side
	codes [2][]Piece                  // sparse board: codes[c][i] stands on list[c][i]
	count [2][MaxPieceTypes + 1]int16 // how many pieces of each type
	royal [2]Coord                    // where each side's royal piece stands
	hasK  [2]bool                     // whether each side has a royal piece on the board

	side     Color
	ep       Coord // the en passant square, NoCoord() when there is none
	epVictim Coord // the piece that passed over ep
	halfmove int
	fullmove int
	key      uint64

	undo []undo
	// lastNull is 1 + the index in undo of the latest null move, 0 if none.
	lastNull int32

	// focus, when hasFocus is set, is a square that open-plane generation
	// must consider on every ray that reaches it (reading a move to a far
	// square); rays, when set, collects open rays instead of candidates.
	focus    Coord
	hasFocus bool
	rays     *[]OpenRay
	// candidates makes a sparse board inside a world border generate
	// candidate squares as on the open plane (reading one move must not list
	// every square up to a border 10^9 away).
	candidates bool
	// focusOnly, with hasFocus, lists no candidate but the focus.
	focusOnly bool
	// evading, while evasions generates the moves out of a single check on
	// the sparse board, is that check: an open ray then lists only the
	// squares that block it (gen_evasions.go).
	evading *checkInfo

	// epoch changes with every change of the board or the side to move;
	// the caches below hold the epoch they were computed at (0: none).
	epoch uint64
	// ci caches the mailbox board's checks and pins of the side to move
	// (attack_mbcache.go).
	ci      checkInfo
	ciEpoch uint64
	// baseCheck caches whether the side not to move stands in check, for
	// GivesCheck.
	baseCheck      bool
	baseCheckEpoch uint64
	// chk caches the squares from which the side to move would give check
	// (attack_mbcache.go).
	chk checkSquares

	scratch  MoveList // reused by legality helpers
	pseudo   MoveList // reused by IsPseudoLegal
	walkMemo pathMemo // reused by multi-leg path walks (gen_paths.go)
}

// undo is what Unmake needs to restore the position before a move.
type undo struct {
	move     Move
	moved    Piece // the moving piece as it was
	captured Piece
	capSq    Coord
	partner  Piece // castling partner as it was
	ep       Coord
	epVictim Coord
	halfmove int32
	capSlot  int32 // where the captured piece stood in its side's piece list
	key      uint64
	null     bool  // the record of a MakeNull
	prevNull int32 // a null record keeps the position's lastNull before it
}

// Variant returns the position's variant.
func (p *Position) Variant() *Variant { return p.v }

// Board returns which board kind the position uses.
func (p *Position) Board() BoardKind {
	if p.mb != nil {
		return MailboxBoard
	}
	return SparseBoard
}

// SideToMove returns the side whose turn it is.
func (p *Position) SideToMove() Color { return p.side }

// Key returns the Zobrist key of the position.
func (p *Position) Key() uint64 { return p.key }

// HalfmoveClock is the number of plies since the last capture or pawn move.
func (p *Position) HalfmoveClock() int { return p.halfmove }

// FullmoveNumber starts at 1 and grows after each Black move.
func (p *Position) FullmoveNumber() int { return p.fullmove }

// EnPassant returns the en passant square, if there is one.
func (p *Position) EnPassant() (Coord, bool) { return p.ep, p.ep != NoCoord() }

// At returns the piece on c: Empty on an empty square, Offboard off the board.
func (p *Position) At(c Coord) Piece {
	if mb := p.mb; mb != nil {
		return mb.at(c)
	}
	if pc, in := p.sp.win.get(c); in { // sparse.at, one call less
		return pc
	}
	return p.sp.atOutside(c)
}

// openBounds is the whole plane: a board without a world border.
var openBounds = Bounds{-MaxCoord, MaxCoord, -MaxCoord, MaxCoord}

// bounds returns the board's edges (or world border).
func (p *Position) bounds() Bounds {
	if p.mb != nil {
		return p.mb.bounds
	}
	return p.sp.bounds
}

// Bounds returns the board's edges, or the world border of an unbounded board.
func (p *Position) Bounds() Bounds { return p.bounds() }

// open reports whether the position is on an open plane: rays may not end,
// and generation lists candidate squares instead of every square.
func (p *Position) open() bool { return p.sp != nil && p.sp.bounds == openBounds }

// candidateMode reports whether long rays yield candidate squares.
func (p *Position) candidateMode() bool { return p.open() || (p.sp != nil && p.candidates) }

// Pieces returns the squares of side c's pieces. The slice belongs to the
// position and changes with it.
func (p *Position) Pieces(c Color) []Coord { return p.list[c] }

// PieceCodes returns, on the sparse board, what stands on each square of
// Pieces(c), in the same order: PieceCodes(c)[i] is At(Pieces(c)[i]); on a
// mailbox board (where At is one array load) it returns nil. The caller
// must not change it.
func (p *Position) PieceCodes(c Color) []Piece { return p.codes[c] }

// Royal returns where side c's royal piece stands, if it has one.
func (p *Position) Royal(c Color) (Coord, bool) { return p.royal[c], p.hasK[c] }

// Count returns how many pieces of type t side c has.
func (p *Position) Count(c Color, t PieceType) int { return int(p.count[c][t]) }

// Counts returns how many pieces of each type side c has, indexed by type:
// Count for every type at once, for a caller that reads several.
func (p *Position) Counts(c Color) [MaxPieceTypes + 1]int16 { return p.count[c&1] }

// Ply is the number of moves made since the position was set up.
func (p *Position) Ply() int { return len(p.undo) }

// newEmptyPosition returns an empty board of the given kind for v, with
// edges (or world border) b.
func newEmptyPosition(v *Variant, kind BoardKind, b Bounds) *Position {
	if kind == AutoBoard {
		kind = v.defaultBoard()
	}
	p := &Position{v: v, fullmove: 1, epoch: 1, ep: NoCoord()}
	if kind == MailboxBoard {
		p.mb = newMailbox(b, &v.promo, v.geo)
	} else {
		p.sp = newSparse(b, 128)
	}
	p.list[0] = make([]Coord, 0, 64)
	p.list[1] = make([]Coord, 0, 64)
	if p.sp != nil {
		p.codes[0] = make([]Piece, 0, 64)
		p.codes[1] = make([]Piece, 0, 64)
	}
	p.undo = make([]undo, 0, 256)
	p.scratch.Moves = make([]Move, 0, 256)
	p.pseudo.Moves = make([]Move, 0, 256)
	return p
}

// put places pc on the empty square c and adds it to its side's list.
// It does not touch the key.
func (p *Position) put(c Coord, pc Piece) {
	p.epoch++
	col := pc.Color()
	slot := int32(len(p.list[col]))
	p.list[col] = append(p.list[col], c)
	p.count[col][pc.Type()]++
	if p.mb != nil {
		i := p.mb.index(c)
		p.mb.sq[i] = pc
		p.mb.slot[i] = int16(slot)
		if p.mb.bits != nil {
			p.mb.bitsToggle(col, i)
		}
	} else {
		p.sp.put(c, pc, slot)
		p.codes[col] = append(p.codes[col], pc)
	}
	if p.v.progs[pc].Royal {
		p.royal[col], p.hasK[col] = c, true
	}
}

// remove takes the piece pc off the square c and returns the slot of the
// piece list it left (the side's last piece now fills it).
func (p *Position) remove(c Coord, pc Piece) int32 {
	p.epoch++
	col := pc.Color()
	var slot int32
	if p.mb != nil {
		i := p.mb.index(c)
		slot = int32(p.mb.slot[i])
		p.mb.sq[i] = Empty
		if p.mb.bits != nil {
			p.mb.bitsToggle(col, i)
		}
	} else {
		slot = p.sp.slotOf(c)
		p.sp.remove(c)
		k := p.codes[col]
		k[slot] = k[len(k)-1]
		p.codes[col] = k[:len(k)-1]
	}
	p.count[col][pc.Type()]--
	l := p.list[col]
	last := l[len(l)-1]
	l[slot] = last
	p.list[col] = l[:len(l)-1]
	if last != c {
		p.setSlot(last, slot)
	}
	if p.v.progs[pc].Royal {
		p.hasK[col] = false
	}
	return slot
}

// putBack is the inverse of remove: it puts pc back on c at the piece-list
// slot it had, moving the piece that filled the slot back to the end, so
// that Make then Unmake leaves the piece lists (and with them the order in
// which moves are generated) exactly as they were.
func (p *Position) putBack(c Coord, pc Piece, slot int32) {
	p.put(c, pc)
	col := pc.Color()
	l := p.list[col]
	end := int32(len(l) - 1)
	if slot == end {
		return
	}
	other := l[slot]
	l[slot], l[end] = c, other
	p.setSlot(c, slot)
	p.setSlot(other, end)
	if p.mb == nil {
		k := p.codes[col]
		k[slot], k[end] = k[end], k[slot]
	}
}

// relocate moves the piece on from to the empty square to, where it becomes pc.
func (p *Position) relocate(from, to Coord, pc Piece) {
	p.epoch++
	col := pc.Color()
	var slot int32
	var old Piece
	if p.mb != nil {
		i, j := p.mb.index(from), p.mb.index(to)
		old = p.mb.sq[i]
		slot = int32(p.mb.slot[i])
		p.mb.sq[i] = Empty
		p.mb.sq[j] = pc
		p.mb.slot[j] = int16(slot)
		if p.mb.bits != nil {
			p.mb.bitsMove(col, i, j)
		}
	} else {
		old, slot = p.sp.move(from, to, pc)
		p.codes[col][slot] = pc
	}
	if old.Type() != pc.Type() { // a promotion or its undoing
		p.count[col][old.Type()]--
		p.count[col][pc.Type()]++
	}
	p.list[col][slot] = to
	if p.v.progs[pc].Royal {
		p.royal[col], p.hasK[col] = to, true
	}
}

func (p *Position) setSlot(c Coord, slot int32) {
	if p.mb != nil {
		p.mb.slot[p.mb.index(c)] = int16(slot) // a mailbox holds at most 256 squares
	} else {
		p.sp.setSlot(c, slot)
	}
}

// finishSetup completes a freshly built position: its key, and room in the
// sparse board's indexes for every piece, so that play allocates nothing.
func (p *Position) finishSetup() {
	p.epoch++
	p.key = p.computeKey()
	if p.sp != nil {
		p.sp.reserve(len(p.list[White]) + len(p.list[Black]))
	}
}

// computeKey recomputes the Zobrist key from scratch.
func (p *Position) computeKey() uint64 {
	var k uint64
	for col := range p.list {
		for _, c := range p.list[col] {
			k ^= pieceKey(p.At(c), c)
		}
	}
	if p.side == Black {
		k ^= sideKey
	}
	if p.ep != NoCoord() {
		k ^= epKey(p.ep)
	}
	return k
}
