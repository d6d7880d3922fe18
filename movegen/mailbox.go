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
	// base is the index of the square (0,0), which may lie outside the array.
	base int32
}

// MaxMailboxSide is the largest width or height a mailbox board may have.
const MaxMailboxSide = 16

func newMailbox(b Bounds) *mailbox {
	m := &mailbox{bounds: b}
	m.base = mailboxPad*mailboxStride + mailboxPad - b.Y0*mailboxStride - b.X0
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

// index is the array index of a square on the board.
func (m *mailbox) index(c Coord) int32 { return m.base + c.Y*mailboxStride + c.X }

// at returns what stands on c, Offboard outside the board.
func (m *mailbox) at(c Coord) Piece {
	if !m.bounds.Contains(c) {
		return Offboard
	}
	return m.sq[m.index(c)]
}
