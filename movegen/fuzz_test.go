package movegen_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// FuzzParseFEN: any input either fails cleanly or gives a position whose FEN
// reads back to the same position on both boards.
func FuzzParseFEN(f *testing.F) {
	for _, fen := range standardFENs {
		f.Add(fen)
	}
	f.Add("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3")
	f.Add("8/8/8/8/8/8/8/K6k w - - 99999999999999999999 1")
	v := chess(f)
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := v.ParseFEN(fen)
		if err != nil {
			return
		}
		out := p.FEN()
		q, err := v.ParseFENBoard(out, movegen.SparseBoard)
		require.NoError(t, err, out)
		require.Equal(t, out, q.FEN())
		require.Equal(t, p.Key(), q.Key())
		ml := movegen.NewMoveList(64)
		p.GenerateLegal(ml)
	})
}

// FuzzParseMove: move text never panics or changes the position.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"e2e4", "e7e8q", "a10a9", "e1g1", "", "zz99zz99"} {
		f.Add(s)
	}
	v := chess(f)
	f.Fuzz(func(t *testing.T, s string) {
		p := v.StartPosition()
		before := p.FEN()
		if m, err := p.ParseMove(s); err == nil {
			p.Make(m)
			p.Unmake()
		}
		require.Equal(t, before, p.FEN())
	})
}
