package movegen_test

import (
	"fmt"
	"math/rand"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// Limits one fuzzed ply must stay within: CPU time of the process (so a
// busy machine does not count), wall time as a last resort against a hang,
// and bytes allocated.
const (
	plyCPU   = time.Second
	plyWall  = 10 * time.Second
	plyBytes = 256 << 20
)

// cpuTime is the CPU time the process has used, user and system.
func cpuTime(t *testing.T) time.Duration {
	var ru syscall.Rusage
	require.NoError(t, syscall.Getrusage(syscall.RUSAGE_SELF, &ru))
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// Board kinds a fuzzed variant may use (fuzzBoard.kind modulo 3).
const (
	fuzzMailbox   = iota // bounded, up to 16×16: the mailbox
	fuzzSparse           // bounded, up to 40×40: the sparse board
	fuzzUnbounded        // the open plane (the sparse board), pieces near the origin
)

// fuzzGame is what FuzzVariantPly builds from its input: a small orthodox
// set plus the piece F with a fuzzed XBetza, on a fuzzed board.
type fuzzGame struct {
	def   movegen.VariantDef
	kind  movegen.BoardKind
	start string // FEN, or ICN on the open plane
}

// newFuzzGame places both kings, both F pieces and a rook, a knight and a
// pawn of each side at places drawn from layout, on a files×ranks board
// (each 3 or more).
func newFuzzGame(betza string, files, ranks int32, kind int, layout int64) fuzzGame {
	g := fuzzGame{def: movegen.VariantDef{
		Name: "fuzz", Bounds: movegen.Bounds{X0: 1, X1: files, Y0: 1, Y1: ranks},
		Pieces: []movegen.PieceDef{
			{Name: "king", Letter: 'K', Betza: "KisO2", Royal: true},
			{Name: "rook", Letter: 'R', Betza: "R", CastlePartner: true},
			{Name: "knight", Letter: 'N', Betza: "N"},
			{Name: "pawn", Letter: 'P', Betza: "fmWfceFifmnD", Pawn: true},
			{Name: "fuzzed", Letter: 'F', Betza: betza},
		},
		Promotion: movegen.PromotionDef{Letters: "RNF"},
	}, kind: movegen.MailboxBoard}
	rng := rand.New(rand.NewSource(layout))
	board := map[movegen.Coord]byte{}
	for _, l := range []byte("KkFfRrNnPp") {
		for tries := 0; tries < 50; tries++ {
			c := movegen.Coord{X: 1 + rng.Int31n(files), Y: 1 + rng.Int31n(ranks)}
			if l == 'P' || l == 'p' {
				c.Y = 2 + rng.Int31n(ranks-2) // never on a promotion rank
			}
			if board[c] == 0 {
				board[c] = l
				break
			}
		}
	}
	side := "w"
	if layout&1 != 0 {
		side = "b"
	}
	switch kind {
	case fuzzUnbounded:
		g.def.Unbounded = true
		g.kind = movegen.SparseBoard
		var parts []string
		for c, l := range board {
			code := string(l)
			if l == 'R' || l == 'r' || l == 'K' || l == 'k' || l == 'P' || l == 'p' {
				code += fmt.Sprintf("%d,%d+", c.X, c.Y)
			} else {
				code += fmt.Sprintf("%d,%d", c.X, c.Y)
			}
			parts = append(parts, code)
		}
		sort.Strings(parts)
		g.start = side + " " + strings.Join(parts, "|")
		g.def.StartICN = g.start
	default:
		if kind == fuzzSparse {
			g.kind = movegen.SparseBoard
		}
		var rows []string
		for y := ranks; y >= 1; y-- {
			var b strings.Builder
			empty := 0
			for x := int32(1); x <= files; x++ {
				l := board[movegen.Coord{X: x, Y: y}]
				if l == 0 {
					empty++
					continue
				}
				if empty > 0 {
					fmt.Fprint(&b, empty)
					empty = 0
				}
				b.WriteByte(l)
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
			}
			rows = append(rows, b.String())
		}
		g.start = strings.Join(rows, "/") + " " + side + " - - 0 1"
		g.def.StartFEN = g.start
		g.def.Board = g.kind
	}
	return g
}

// otherSide is g with the other side to move.
func (g fuzzGame) otherSide() fuzzGame {
	if g.def.Unbounded {
		side := "w"
		if g.start[0] == 'w' {
			side = "b"
		}
		g.start = side + g.start[1:]
		g.def.StartICN = g.start
		return g
	}
	if strings.Contains(g.start, " w ") {
		g.start = strings.Replace(g.start, " w ", " b ", 1)
	} else {
		g.start = strings.Replace(g.start, " b ", " w ", 1)
	}
	g.def.StartFEN = g.start
	return g
}

// fuzzPly compiles the game, sets up its start and plays one ply every way
// the kernel offers, returning the first inconsistency it sees. A start
// where the side not to move is in check is tried with the other side to
// move, then with other layouts.
func fuzzPly(betza string, files, ranks int32, kind int, layout int64) (fuzzGame, error) {
	var g fuzzGame
	var v *movegen.Variant
	var err error
	for try := int64(0); try < 4; try++ {
		g = newFuzzGame(betza, files, ranks, kind, layout+try)
		v, err = movegen.NewVariant(g.def)
		if err != nil && strings.Contains(err.Error(), "side not to move") {
			g = g.otherSide()
			v, err = movegen.NewVariant(g.def)
		}
		if err == nil || !strings.Contains(err.Error(), "side not to move") {
			break
		}
	}
	if err != nil {
		return g, nil // rejected cleanly: nothing to play
	}
	return g, playFuzzPly(v, g)
}

// playFuzzPly sets up g's start with v and plays one ply every way the kernel
// offers.
func playFuzzPly(v *movegen.Variant, g fuzzGame) error {
	var p *movegen.Position
	var err error
	if g.def.Unbounded {
		p, err = v.ParseICN(g.start, g.kind, nil)
	} else {
		p, err = v.ParseFENBoard(g.start, g.kind)
	}
	if err != nil {
		return fmt.Errorf("the start position compiled but does not read back: %v", err)
	}
	ml := movegen.NewMoveList(64)
	p.Generate(ml)
	pseudo := append([]movegen.Move(nil), ml.Moves...)
	legal := moveTexts(p, p.GenerateLegal)
	if slow := moveTexts(p, p.GenerateLegalSlow); !equalStrings(legal, slow) {
		return fmt.Errorf("GenerateLegal %v, make/in-check/unmake %v", legal, slow)
	}
	if n := p.CountLegal(); n != len(legal) {
		return fmt.Errorf("CountLegal %d, GenerateLegal %d", n, len(legal))
	}
	us := p.SideToMove()
	key, text := p.Key(), p.ICN()
	for _, m := range pseudo {
		p.Make(m)
		if p.Key() != p.ComputeKey() {
			return fmt.Errorf("after %s the key is not the recomputed one", p.MoveString(m))
		}
		if k, ok := p.Royal(us); ok {
			p.Attacked(k, us.Other())
		}
		p.InCheck()
		p.Unmake()
		if p.Key() != key || p.ICN() != text {
			return fmt.Errorf("make/unmake of %s does not restore the position", p.MoveString(m))
		}
	}
	return nil
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// fuzzSeeds are the betza strings FuzzVariantPly starts from besides every
// built-in piece: multi-leg pieces of many kinds, long and branching ones
// included (the 16-leg queen once hung every command).
var fuzzSeeds = []string{
	"mamamamamamamamamamamamamamamaK", "mamamamamamamamamamamamamamamaQ", "mamaQ",
	"Kma(mafsa)cK", "(mafsa)W", "mcamcamcamcaK", "cafcafcaR", "mRamRasiR", "dapaK",
	"mRcpR", "gQ", "NN", "Kmpa(mpfa)mfK", "(paf)W", "nN", "ifcNmK", "yafsW", "jN",
	"cuW", "oR", "mpafsmpafsmpafsmpafsmpafsmpafsmpafsQ",
}

// FuzzVariantPly builds a variant from a fuzzed XBetza piece and board
// (width, height, board kind: mailbox, sparse or the open plane), sets up a
// position with that piece, and plays one ply: Generate, GenerateLegal
// against make/in-check/unmake, CountLegal, Make/Unmake of every move with
// the attack test. The ply must not panic, must finish within plyCPU of
// CPU time and allocate under plyBytes, and Make/Unmake must restore the
// key.
func FuzzVariantPly(f *testing.F) {
	seeds := append([]string(nil), fuzzSeeds...)
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(f, err)
		for _, d := range v.Pieces() {
			seeds = append(seeds, d.Betza)
		}
	}
	for i, b := range seeds {
		f.Add(b, uint8(8), uint8(8), uint8(i%3), int64(i))
	}
	f.Add("mamamamamamamamamamamamamamamaK", uint8(16), uint8(16), uint8(fuzzMailbox), int64(7))
	f.Add("Kmpa(mpfa)mfK", uint8(30), uint8(3), uint8(fuzzSparse), int64(8))
	f.Fuzz(func(t *testing.T, betza string, files, ranks, kind uint8, layout int64) {
		k := int(kind % 3)
		side := int32(14)
		if k != fuzzMailbox {
			side = 38
		}
		w, h := 3+int32(files)%side, 3+int32(ranks)%side
		what := fmt.Sprintf("%q on a %dx%d board (kind %d, layout %d)", betza, w, h, k, layout)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		cpu := cpuTime(t)
		type result struct {
			g   fuzzGame
			err error
		}
		done := make(chan result, 1)
		go func() {
			defer func() {
				if r := recover(); r != nil {
					done <- result{err: fmt.Errorf("panic: %v\n%s", r, debug.Stack())}
				}
			}()
			g, err := fuzzPly(betza, w, h, k, layout)
			done <- result{g, err}
		}()
		select {
		case r := <-done:
			require.NoError(t, r.err, "%s, start %s", what, r.g.start)
		case <-time.After(plyWall):
			t.Fatalf("%s: one ply takes more than %v", what, plyWall)
		}
		used := cpuTime(t) - cpu
		require.Less(t, used, plyCPU, "%s: CPU time of one ply", what)
		runtime.ReadMemStats(&after)
		require.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(plyBytes), "%s: bytes allocated", what)
	})
}
