package search

import (
	"sync/atomic"

	"lattice/movegen"
)

// evaluator is what the search needs from package eval.
type evaluator interface {
	Evaluate(p *movegen.Position) int
	PieceValue(t movegen.PieceType) int
	// AfterNull is the Evaluate score after a null move from a position
	// whose score is s, when it follows from s.
	AfterNull(s int) (int, bool)
}

const (
	histBits = 14
	histSize = 1 << histBits
	// histMax bounds history scores (gravity keeps them inside).
	histMax = 1 << 14
	// lowMaterial: with at most this many non-royal pieces on the board the
	// search asks the kernel whether the material is insufficient to mate.
	lowMaterial = 4
	// checkEvery is how many nodes pass between clock and node-budget checks
	// (on the sparse board, whose nodes are slower, checkEverySparse).
	checkEvery       = 1024
	checkEverySparse = 128
)

// frame is one ply of a thread's search stack.
type frame struct {
	moves movegen.MoveList
	// late holds the quiet moves of a staged node (picker), lateKeys
	// their keys.
	late     movegen.MoveList
	lateKeys []uint32
	// allKeys are the keys of moves in a one-list stage (stageAll), in
	// step with it.
	allKeys []uint32
	pick    picker
	heap    pickHeap // orders long one-list stages (picker.go)
	// rest and keep hold the moves a one-list stage still makes once
	// its late quiet moves are pruned (rest.go).
	rest    []int32
	keep    keepSet
	pv      [maxPly + 1]movegen.Move
	pvLen   int
	killers [2]uint32
	eval    Score
	// static is the node's Evaluate score when hasStatic is set (the node
	// evaluated the position itself rather than reading the table).
	static    Score
	hasStatic bool
	// key of the move made from this ply (0: none or a null move).
	moveKey uint32
	null    bool
	// dead: the material on the board cannot mate (insufficient).
	dead bool
	// quiets tried at this node, for history maluses.
	quiets [64]uint32
}

// thread is one searcher of Lazy SMP: its own position, stack and histories,
// sharing only the table and the stop flag.
type thread struct {
	s   *Searcher
	id  int
	pos *movegen.Position
	ev  evaluator
	v   *movegen.Variant

	stack []frame
	// checks answers GivesCheck for the pruned moves of a node; it
	// refills itself when a deeper node used it (ThemSafeChecks).
	checks  movegen.ThemSafeChecks
	history [2][histSize]int32
	counter [2][histSize]uint32
	// memo holds the full best moves by key on the sparse board, where a
	// key alone does not give its move cheaply (movememo.go); useMemo is
	// set per search.
	memo    moveMemo
	useMemo bool
	// eagerFirst turns off the picker's lazy first move (lazyfirst.go),
	// for tests that compare the two. primitives (set per variant): a
	// piece type has a primitive, whose captures GenerateNoisy finds only
	// by generating every move, so the lazy first move costs more than it
	// saves (kadesh, infinite-huygens) and is off too.
	eagerFirst, primitives bool
	// hlog keeps the history as lazy first moves' nodes need it.
	hlog     histLog
	root     []rootMove
	rootList movegen.MoveList
	resPV    []movegen.Move // the main thread's best line, copied out at the end

	nodes     uint64
	published atomic.Uint64
	selDepth  int
	checkMask uint64
	rootDepth int
	rootCheck bool
	stopped   bool

	// variant facts, set per search
	noNull    bool // the variant has a spiral royal: no null moves
	fifty     bool
	pawnTypes []movegen.PieceType
	royal     []movegen.PieceType
	values    [movegen.MaxPieceTypes + 1]Score
	// classByScore: every piece value lies within ±maxClassValue, so a
	// one-list score tells a capture or promotion from a quiet move
	// (rest.go).
	classByScore bool
}

// rootMove is a move at the root with its latest score and line.
type rootMove struct {
	move  movegen.Move
	key   uint32
	score Score
	prev  Score
	pv    []movegen.Move
}

func newThread(s *Searcher, id int) *thread {
	t := &thread{s: s, id: id, stack: make([]frame, maxPly+2), resPV: make([]movegen.Move, 0, maxPly+1)}
	for i := range t.stack {
		t.stack[i].moves = movegen.MoveList{Moves: make([]movegen.Move, 0, 256), Scores: make([]int32, 0, 256)}
		t.stack[i].late = movegen.MoveList{Moves: make([]movegen.Move, 0, 256), Scores: make([]int32, 0, 256)}
		t.stack[i].lateKeys = make([]uint32, 0, 256)
		t.stack[i].allKeys = make([]uint32, 0, 256)
		t.stack[i].rest = make([]int32, 0, 256)
		t.stack[i].keep.words = make([]uint64, 0, 4)
	}
	return t
}

// setup prepares the thread for a search of pos (cloned, so threads never
// share a position).
func (t *thread) setup(pos *movegen.Position, ev evaluator) {
	t.pos = pos.Clone()
	t.ev = ev
	t.nodes, t.selDepth, t.stopped = 0, 0, false
	t.checkMask = checkEvery - 1
	if pos.Board() == movegen.SparseBoard {
		t.checkMask = checkEverySparse - 1
	}
	t.published.Store(0)
	t.useMemo = pos.Board() != movegen.MailboxBoard
	if v := pos.Variant(); v != t.v {
		t.v = v
		t.pawnTypes, t.royal, t.noNull = t.pawnTypes[:0], t.royal[:0], false
		t.primitives = false
		for i := range v.NumPieceTypes() {
			pt := movegen.PieceType(i + 1)
			d := v.Def(pt)
			switch {
			case d.Royal:
				t.royal = append(t.royal, pt)
			case d.Pawn:
				t.pawnTypes = append(t.pawnTypes, pt)
			}
			if d.Primitive == "spiral" {
				t.noNull = true
			}
			if d.Primitive != "" {
				t.primitives = true
			}
		}
		t.fifty = v.FiftyMove() && !v.Unbounded()
	}
	t.classByScore = true
	for i := range t.values {
		t.values[i] = Score(ev.PieceValue(movegen.PieceType(i)))
		t.classByScore = t.classByScore && t.values[i] > -maxClassValue && t.values[i] < maxClassValue
	}
	f0 := &t.stack[0]
	*f0 = frame{moves: f0.moves, late: f0.late, lateKeys: f0.lateKeys, allKeys: f0.allKeys, heap: f0.heap,
		rest: f0.rest, keep: f0.keep}
	t.stack[0].dead = t.materialDead()
}

// clearHistory forgets the move-ordering statistics (a new game).
func (t *thread) clearHistory() {
	t.history = [2][histSize]int32{}
	t.counter = [2][histSize]uint32{}
	t.memo.clear()
	for i := range t.stack {
		t.stack[i].killers = [2]uint32{}
	}
}

// histIndex spreads a move key over the history tables.
func histIndex(k uint32) uint32 { return (k * 0x9e3779b1) >> (32 - histBits) }

// nonPawnMaterial reports whether the side to move has a piece besides its
// royals and pawns (null moves are unsafe without one: zugzwang).
func (t *thread) nonPawnMaterial() bool {
	p := t.pos
	us := p.SideToMove()
	n := len(p.Pieces(us))
	for _, pt := range t.royal {
		n -= p.Count(us, pt)
	}
	for _, pt := range t.pawnTypes {
		n -= p.Count(us, pt)
	}
	return n > 0
}

// materialDead asks the kernel whether the material on the board cannot
// mate, but only when little is left (Outcome generates the moves).
func (t *thread) materialDead() bool {
	p := t.pos
	if p.Variant().Insufficient() == movegen.NoInsufficient {
		return false
	}
	n := len(p.Pieces(movegen.White)) + len(p.Pieces(movegen.Black))
	for _, pt := range t.royal {
		n -= p.Count(movegen.White, pt) + p.Count(movegen.Black, pt)
	}
	if n > lowMaterial {
		return false
	}
	return p.Outcome() == movegen.InsufficientMaterial
}

// victim returns the piece m captures (Empty when none), as the kernel
// says.
func (t *thread) victim(m movegen.Move) movegen.Piece { return t.pos.Victim(&m) }

// makeMove plays m from ply, keeping the stack's bookkeeping.
func (t *thread) makeMove(m movegen.Move, key uint32, ply int, noisy bool) {
	f := &t.stack[ply]
	f.moveKey, f.null = key, false
	// Start loading the child's table entry before Make where its key is
	// known beforehand, so that Make's work hides the memory's latency
	// (a wrong guess would only cost a useless load).
	if k, ok := t.pos.KeyAfter(m); ok {
		t.s.tt.prefetch(k)
		t.pos.MakeKnown(m, k)
	} else {
		t.pos.Make(m)
		t.s.tt.prefetch(t.pos.Key())
	}
	next := &t.stack[ply+1]
	if noisy {
		next.dead = t.materialDead()
	} else {
		next.dead = f.dead
	}
}

// makeNull passes from ply.
func (t *thread) makeNull(ply int) {
	f := &t.stack[ply]
	f.moveKey, f.null = 0, true
	t.pos.MakeNull()
	t.s.tt.prefetch(t.pos.Key())
	t.stack[ply+1].dead = f.dead
}

// checkLimits is called every checkEvery (checkEverySparse) nodes: it publishes the node count
// and, on the main thread, stops the search at the hard time bound or the
// node budget.
func (t *thread) checkLimits() {
	t.published.Store(t.nodes)
	if t.id == 0 {
		t.s.checkLimits()
	}
}

// stop reports whether the search must unwind now.
func (t *thread) stop() bool {
	if t.stopped {
		return true
	}
	if t.nodes&t.checkMask == 0 {
		t.checkLimits()
	}
	if lim := t.s.nodeLimit; lim != 0 && t.s.single && t.nodes >= lim {
		t.s.stop.Store(true)
	}
	if t.s.stop.Load() {
		t.stopped = true
	}
	return t.stopped
}

// staticEval is Evaluate's score of the position at ply, which the table
// does not know. After a null move from a node that evaluated its position
// it follows from that score without a walk over the board
// (eval.Evaluator.AfterNull); it is recorded as the node's static score.
func (t *thread) staticEval(ply int) Score {
	f := &t.stack[ply]
	if ply > 0 {
		if pf := &t.stack[ply-1]; pf.null && pf.hasStatic {
			if s, ok := t.ev.AfterNull(int(pf.static)); ok {
				f.static, f.hasStatic = Score(s), true
				return f.static
			}
		}
	}
	f.static, f.hasStatic = Score(t.ev.Evaluate(t.pos)), true
	return f.static
}
