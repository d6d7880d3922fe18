package movegen_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestPieceCodesMatchAt: along random games of every built-in variant, on
// both board kinds, and through moves taken back and clones, PieceCodes
// lists what At reads on each square of Pieces on the sparse board, and is
// nil on a mailbox board.
func TestPieceCodesMatchAt(t *testing.T) {
	boards := everyBoard(t)
	rng := rand.New(rand.NewSource(29))
	ml := movegen.NewMoveList(256)
	check := func(name string, p *movegen.Position) {
		for c := movegen.White; c <= movegen.Black; c++ {
			sqs, codes := p.Pieces(c), p.PieceCodes(c)
			if (p.Board() == movegen.SparseBoard) != (codes != nil) {
				require.Fail(t, "codes on the sparse board only", name)
			}
			if codes == nil {
				continue
			}
			require.Len(t, codes, len(sqs), name)
			for i, sq := range sqs {
				if p.At(sq) != codes[i] {
					require.Equal(t, p.At(sq), codes[i], "%s: %v in %s", name, sq, p.ICN())
				}
			}
		}
	}
	for _, name := range sortedNames(boards) {
		for g := 0; g < gamesForTest(); g++ {
			playRandom(boards[name](), rng, 60, func(p *movegen.Position) {
				check(name, p)
				p.Generate(ml)
				for _, m := range ml.Moves[:min(len(ml.Moves), 8)] {
					p.Make(m)
					check(name, p)
					p.Unmake()
				}
				check(name, p.Clone())
			})
		}
	}
}
