package movegen

// Mode is a set of things a move may do on the square where it ends.
type Mode uint8

const (
	// ModeMove lets the move end on an empty square (XBetza m).
	ModeMove Mode = 1 << iota
	// ModeCapture lets the move end on an enemy piece, capturing it (c).
	ModeCapture
	// ModeDestroy lets the move end on a friendly piece, removing it (d).
	ModeDestroy
	// ModeEPCapture lets the move end on the en passant square, capturing
	// the piece that passed over it (e).
	ModeEPCapture
	// ModeHop lets a non-final leg end on any occupied square and go on from
	// there (p); on a final leg it has no meaning.
	ModeHop
	// ModeCreateEP marks a lame move whose passed-over squares give the
	// opponent en passant rights (the pawn's double step).
	ModeCreateEP
)

// mailboxStride is the distance between ranks in a mailbox array.
const mailboxStride = 48

// mailboxPad is the sentinel margin around a mailbox board: any single step
// shorter than it in both coordinates stays inside the array.
const mailboxPad = 16

// Ray is the fast form of a straight move: step along Step repeatedly; the
// squares before step Min must be empty (a lame move) and the move may end on
// steps Min..Max (Max 0 = unlimited). A leaper is Min = Max = 1, a slider
// Min = 1, Max = 0, the pawn's double step Min = Max = 2 with ModeCreateEP.
type Ray struct {
	Step     Vec
	Delta    int32 // Step as a mailbox index offset
	Min, Max int32
	Mode     Mode
	// Mailbox is false when a single step is too long for any mailbox board
	// (such a ray can never land on one).
	Mailbox bool
	// Long is set for rays that may go further than two squares from the
	// first: the sparse board finds their blocker without walking.
	Long bool
	// qdir is queenDir(Step) (newRay sets it): 4 unless Step is a unit
	// queen step.
	qdir uint8
}

// queen reports whether the ray's step is a unit queen step.
func (r *Ray) queen() bool { return r.qdir != 4 }

// quietRay is a mailbox ray that may make a quiet move, with single set
// when it is a plain single step: one square, by ModeMove, giving no en
// passant right; double when it is exactly two squares by ModeMove over an
// empty one (a pawn's double step, en passant right or not).
type quietRay struct {
	Ray
	single, double bool
}

// Leg is one leg of a general multi-leg path (XBetza a).
type Leg struct {
	// Steps are the absolute step vectors of a first leg.
	Steps []Vec
	// Turns are, for later legs, offsets in Cycle from the previous step.
	Turns []int
	// Cycle is the leg's atom's directions in clockwise order.
	Cycle []Vec
	// Max is the most steps the leg may take (0 = unlimited); every square
	// before the last must be empty.
	Max int32
	// SameLength makes the leg take exactly as many steps as the latest
	// earlier leg that was not a single step.
	SameLength bool
	// Mode says where the leg may end: a final leg by ModeMove, ModeCapture,
	// ModeDestroy; a non-final leg by ModeMove (empty), ModeHop (occupied,
	// no capture) or ModeCapture (enemy, captured on the way: a locust move).
	Mode Mode
}

// Path is a general multi-leg move: Legs in order, with Legs[RepeatFrom:RepeatTo]
// repeatable any number of times (RepeatFrom < 0 when nothing repeats).
type Path struct {
	Legs                 []Leg
	RepeatFrom, RepeatTo int
	// Straight is set when every later leg goes straight on: the whole move
	// then stays on the line of its first step, so an attack test needs to
	// look only along the direction that points at the target.
	Straight bool
	// Memo is set when a leg between the first and the last branches (more
	// than one turn, or a choice of lengths): different ways may then meet
	// in one state, and the walk remembers the states it has taken. When no
	// middle leg branches, every way leads to states of its own.
	Memo bool
	// Lengths is set when some leg has SameLength, so the walk must keep
	// the latest rider leg's length apart in its states.
	Lengths bool
	// Reach[i] is how far (in king steps) legs i.. can carry the piece, or
	// -1 when that has no bound (a rider leg, or a repeated group still
	// ahead): an attack test gives up on a target further away.
	Reach []int32
	// Chain is set for a straight chain of single steps (prim_chain.go), which
	// is generated and attack-tested without the general walk.
	Chain chainShape
	// Quiet is set when no move of the path captures or promotes: no leg
	// captures, destroys or takes en passant, and the piece does not
	// promote (the infiltrator's non-captures). Noisy generation skips it.
	Quiet bool
}

// CastleRule is castling toward one side: the king moves KingDist files in
// direction Dir (+1 toward the h-file, -1 toward the a-file) and the partner,
// the piece on the board's edge in that direction, lands next to it on the
// inner side.
type CastleRule struct {
	Dir      int32
	KingDist int32
}

// Primitive names a movement that XBetza cannot express.
type Primitive uint8

const (
	// NoPrimitive is the usual case.
	NoPrimitive Primitive = iota
	// SpiralMover moves along the eight square spirals (spiral.md).
	SpiralMover
	// PrimeLeaper leaps orthogonally to any prime distance ≥ 5 (Huygens).
	PrimeLeaper
	// FormationMover makes every 2×2 block of such pieces of one colour move
	// as a queen (Battle of Kadesh).
	FormationMover
)

// Program is the compiled movement of one piece code: a type, a colour and an
// unmoved state. Programs are built once per variant and never change.
type Program struct {
	Rays []Ray
	// The mailbox board's view of Rays: plain leaps and plain slides (move or
	// capture, no promotion) as index offsets for the tightest loops, and the
	// remaining rays that can land on a mailbox board.
	MailboxLeaps, MailboxSlides []int32
	MailboxRays                 []Ray
	// quietRays are the MailboxRays that may make a quiet move (by
	// ModeMove or ModeCreateEP), in their order, for quietMailbox.
	quietRays []quietRay
	// sparseKinds classifies Rays for the sparse board's counting loops
	// (count_sparse.go), one entry a ray; sparsePlain says every ray is a
	// plain leap or an unlimited plain slide.
	sparseKinds []rayKind
	sparsePlain bool
	// actLeaps holds the plain leaps for activitySparse
	// (plane_actleaps.go), nil when there are none.
	actLeaps *actLeaps
	// reach bounds where the rays can land, for the sparse board's
	// captures on one square (gen_captureson_sparse.go).
	reach reachBounds
	// Special is set when the program has castling, paths or a primitive.
	Special   bool
	Paths     []Path
	Castles   []CastleRule
	Primitive Primitive
	// Promotes is true for pieces that promote in the promotion zone.
	Promotes bool
	// Royal pieces may not be left in check.
	Royal bool
	// SimpleCaptures is true when every capture the piece can make is a Ray
	// with Min = 1; such captures are found by walking back from the target,
	// the rest by generating the piece's moves forward.
	SimpleCaptures bool
	// mbReach[lineOff+d] says which of the mailbox views may move the piece
	// by the mailbox offset d (reachLeap, reachSlide, reachRay bits;
	// gen_captureson.go).
	mbReach []uint8
	// complexReach holds the mailbox offsets where pieceAttacks could find
	// a capture of this program beyond the attack tables' rays; nil when
	// it could anywhere (attack_complexreach.go).
	complexReach *offsetSet
	// bits is the bitboard view of the mailbox rays on the variant's own
	// board (bits_prog.go), nil when it has none.
	bits *progBits
	// noisy lets noisy generation skip a piece of a program that is not
	// plain when it has nothing noisy (bits_noisy.go); nil when it has none.
	noisy *noisySpan
}
