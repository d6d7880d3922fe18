package movegen

// mailboxSize is the length of a mailbox array: the board of at most 16×16
// squares inside a sentinel margin of mailboxPad squares on every side.
const mailboxSize = mailboxStride * mailboxStride

// mailbox is the fixed board: a flat array with the board in its middle and
// Offboard everywhere else, so that any step shorter than mailboxPad lands on
// a sentinel or on the board. It also remembers where each piece stands in
// its side's piece list.
type mailbox struct {
	sq     [mailboxSize]Piece
	slot   [mailboxSize]int16
	bounds Bounds
	// w and h are the board's width and height less one.
	w, h uint32
	// base is the index of the square (0,0), which may lie outside the array.
	base int32
	// occ is each side's occupancy as a bitboard, kept by the square
	// writers (bits_board.go); unused without mailboxGeo.bits.
	occ [2]bits128
	// byType[c][t] is side c's occupancy by pieces of type t, and piece[s]
	// the piece on square s (Empty for none), kept with occ.
	byType [2][MaxPieceTypes + 1]bits128
	piece  [maxBitSquares]Piece
	// pawnSets is the evaluation's (PawnSetMemo).
	pawnSets PawnSetMemo
	// reach64 and reachWide are GatherPlanned's memos of sliders' reaches
	// on boards of at most 64 and of 65 to 128 squares (bits_reachmemo.go).
	reach64   [64]reachMemo64
	reachWide [maxBitSquares]reachMemoWide
	*mailboxGeo
}

// mailboxGeo is what never changes on a mailbox board of given edges: the
// square each index stands for and the promotion zones. A variant builds it
// once for its board; positions (and their clones) share it.
type mailboxGeo struct {
	coords [mailboxSize]Coord // the square each index stands for
	// zone[c][i] is non-zero where a pawn of colour c may promote.
	zone   [2][mailboxSize]uint8
	bounds Bounds // the edges the tables were built for
	// lines[lineOff+d] is the offset d between two mailbox squares (or a
	// ray's step) as a primitive step times a count, for telling cheaply
	// whether a ray can reach a square.
	lines [2*lineOff + 1]lineStep
	// salt[pc] is pieceSalt(pc), so that a key costs one mix64.
	salt [256]uint64
	// bits is the bitboard geometry, nil on a board of more than
	// maxBitSquares squares.
	bits *bitGeo
	// leapFrom[c][s], on the variant's own board with bitboards, holds the
	// squares from which one of side c's attacking leaps (attackTable's
	// mbLeaps) lands on square s (attack_mailbox.go); nil otherwise.
	leapFrom [2][]bits128
	// lineRays[c], on the same boards, has for every square s and each of
	// side c's attack lines i (attackTable's mbLines, at most 64 of them)
	// the line's squares from s at lineRays[c][s*len(mbLines)+i]
	// (attack_mailbox.go); nil otherwise.
	lineRays [2][]bits128
	// lineRays64 is lineRays as words on a board of at most 64 squares
	// (every set's Hi is empty there); nil otherwise.
	lineRays64 [2][]uint64
	// act64[pc], on the variant's own board of at most 64 squares, is the
	// bitboard view of piece pc's program when it has 64-bit tables and no
	// primitive (what gather64 may count from), nil otherwise.
	act64 [256]*progBits
	// act64T[c][t] is the act64 view shared by every piece code of side
	// c's type t (its unmoved and moved programs, where both exist, have
	// equal 64-bit tables), so that gather64 looks it up once per type;
	// nil when they differ or have none.
	act64T [2][MaxPieceTypes + 1]*progBits
	// quiet64[pc] is the same view when moreover its rays are all the
	// program's captures (progBits.alone), so that they alone tell whether
	// the piece has a noisy move (noisyMailbox); nil otherwise.
	quiet64 [256]*progBits
	// noisy64[pc], on the variant's own board of at most 64 squares, is
	// the noisy test's table of piece pc's program when it is not plain
	// (Program.noisy, with its words), for noisyMailbox; nil otherwise.
	noisy64 [256]*noisySpan
	// capFrom64[c][t], on the variant's own board of at most 64 squares,
	// holds the squares from which a piece of side c may capture on square
	// t: its program's mailbox views reach t from there (Program.mbReach),
	// or it has paths or a primitive (GenerateCapturesOn); nil otherwise.
	capFrom64 [2][]uint64
}

// pieceKey is the package's pieceKey from the salt table.
func (m *mailboxGeo) pieceKey(pc Piece, c Coord) uint64 { return mix64(m.salt[pc] ^ c.pack()) }

// lineOff is the largest offset lines describes: 16 ranks and files.
const lineOff = MaxMailboxSide*mailboxStride + MaxMailboxSide

// lineStep is an offset as n times the primitive step dir (gcd of the
// file and rank distances is n).
type lineStep struct{ dir, n int32 }

// fillLines computes the lines table.
func (m *mailboxGeo) fillLines() {
	for dy := int32(-MaxMailboxSide); dy <= MaxMailboxSide; dy++ {
		for dx := int32(-MaxMailboxSide); dx <= MaxMailboxSide; dx++ {
			g := gcd32(abs32(dx), abs32(dy))
			if g == 0 {
				continue
			}
			m.lines[lineOff+dy*mailboxStride+dx] = lineStep{dir: (dy/g)*mailboxStride + dx/g, n: g}
		}
	}
}

// MaxMailboxSide is the largest width or height a mailbox board may have.
const MaxMailboxSide = 16

// newMailbox returns an empty board with edges b, sharing geo when it was
// built for b (a nil geo or another edge builds a new one).
func newMailbox(b Bounds, pr *promotion, geo *mailboxGeo) *mailbox {
	if geo == nil || geo.bounds != b {
		geo = newMailboxGeo(b, pr)
	}
	m := &mailbox{mailboxGeo: geo, bounds: b, base: mailboxBase(b),
		w: uint32(b.X1 - b.X0), h: uint32(b.Y1 - b.Y0)}
	for i := range m.sq {
		m.sq[i] = Offboard
	}
	for y := b.Y0; y <= b.Y1; y++ {
		for x := b.X0; x <= b.X1; x++ {
			m.sq[m.index(Coord{x, y})] = Empty
		}
	}
	return m
}

// newMailboxGeo computes the fixed tables of a mailbox board with edges b.
func newMailboxGeo(b Bounds, pr *promotion) *mailboxGeo {
	m := &mailboxGeo{bounds: b, bits: newBitGeo(b)}
	m.fillLines()
	for pc := range m.salt {
		m.salt[pc] = pieceSalt(Piece(pc))
	}
	base := mailboxBase(b)
	for i := range m.coords {
		m.coords[i] = Coord{int32(i%mailboxStride) - mailboxPad + b.X0, int32(i/mailboxStride) - mailboxPad + b.Y0}
	}
	for y := b.Y0; y <= b.Y1; y++ {
		for x := b.X0; x <= b.X1; x++ {
			i := base + y*mailboxStride + x
			if y >= pr.WhiteFrom {
				m.zone[White][i] = 1
			}
			if y <= pr.BlackFrom {
				m.zone[Black][i] = 1
			}
		}
	}
	return m
}

// mailboxBase is the index of the square (0,0) on a board with edges b.
func mailboxBase(b Bounds) int32 {
	return mailboxPad*mailboxStride + mailboxPad - b.Y0*mailboxStride - b.X0
}

// index is the array index of a square on the board.
func (m *mailbox) index(c Coord) int32 { return m.base + c.Y*mailboxStride + c.X }

// at returns what stands on c, Offboard outside the board.
func (m *mailbox) at(c Coord) Piece {
	// One unsigned comparison per axis: a coordinate left of (below) the
	// board wraps around to a large difference. Any in-range coordinate
	// minus a board edge fits in an int32.
	if uint32(c.X-m.bounds.X0) > m.w || uint32(c.Y-m.bounds.Y0) > m.h {
		return Offboard
	}
	return m.sq[m.index(c)]
}
