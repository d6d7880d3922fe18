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
	coords [mailboxSize]Coord // the square each index stands for
	// zone[c][i] is non-zero where a pawn of colour c may promote.
	zone   [2][mailboxSize]uint8
	bounds Bounds
	// base is the index of the square (0,0), which may lie outside the array.
	base int32
}

// MaxMailboxSide is the largest width or height a mailbox board may have.
const MaxMailboxSide = 16

func newMailbox(b Bounds, pr *promotion) *mailbox {
	m := &mailbox{bounds: b}
	m.base = mailboxPad*mailboxStride + mailboxPad - b.Y0*mailboxStride - b.X0
	for i := range m.sq {
		m.sq[i] = Offboard
		m.coords[i] = Coord{int32(i%mailboxStride) - mailboxPad + b.X0, int32(i/mailboxStride) - mailboxPad + b.Y0}
	}
	for y := b.Y0; y <= b.Y1; y++ {
		for x := b.X0; x <= b.X1; x++ {
			i := m.index(Coord{x, y})
			m.sq[i] = Empty
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

// index is the array index of a square on the board.
func (m *mailbox) index(c Coord) int32 { return m.base + c.Y*mailboxStride + c.X }

// at returns what stands on c, Offboard outside the board.
func (m *mailbox) at(c Coord) Piece {
	if !m.bounds.Contains(c) {
		return Offboard
	}
	return m.sq[m.index(c)]
}
