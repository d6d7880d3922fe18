package movegen_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
)

// TestCastlingRightsOffStartSquaresAreDropped: a FEN's castling right for a
// king or partner that is not on its start square (the variant's own: e1
// in chess, f1 in Capablanca, e2 on rank 2 in Infiltrator) is dropped with
// a warning and gives no castling move; rights on the start squares stay.
func TestCastlingRightsOffStartSquaresAreDropped(t *testing.T) {
	cases := []struct {
		variant, fen   string
		castles, lacks []string
		warnings       int
		field          string // the castling field the position writes back
	}{
		{"chess", "4k3/8/8/8/4K2R/8/8/8 w K - 0 1", nil, []string{"e4g4"}, 1, "-"},
		{"chess", "4k3/8/8/8/8/8/8/4K1R1 w K - 0 1", nil, []string{"e1g1"}, 1, "-"},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []string{"e1g1", "e1c1"}, nil, 0, "KQkq"},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", []string{"e8g8", "e8c8"}, nil, 0, "KQkq"},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", []string{"e1g1", "e1c1"}, nil, 0, "KQkq"},
		{"chess", "r2k3r/8/8/8/8/8/8/R2K3R b KQkq - 0 1", nil, []string{"d8f8", "d8b8"}, 4, "-"},
		{"capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1", []string{"f1i1", "f1c1"}, nil, 0, "KQkq"},
		{"capablanca", "r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1", nil, []string{"e1h1", "e1b1"}, 4, "-"},
		{"infiltrator", "8/4k3/8/8/8/8/8/8/R3K2R/8 w KQ - 0 1", []string{"e2g2", "e2c2"}, nil, 0, "KQ"},
		{"infiltrator", "8/4k3/8/8/8/8/8/8/8/R3K2R w KQ - 0 1", nil, []string{"e1g1", "e1c1"}, 2, "-"},
	}
	for _, c := range cases {
		v := builtin(t, c.variant)
		for _, kind := range []movegen.BoardKind{movegen.MailboxBoard, movegen.SparseBoard} {
			p, warnings, err := v.ReadFEN(c.fen, kind)
			require.NoError(t, err, c.fen)
			assert.Len(t, warnings, c.warnings, "%s %v", c.fen, warnings)
			for _, w := range warnings {
				assert.Contains(t, w, "fen: castling: ignored ", c.fen)
				assert.Contains(t, w, "is not on its start square", c.fen)
			}
			moves := legalTexts(p)
			for _, m := range c.castles {
				assert.Contains(t, moves, m, c.fen)
			}
			for _, m := range c.lacks {
				assert.NotContains(t, moves, m, c.fen)
			}
			assert.Equal(t, c.field, fenField(p.FEN(), 2), c.fen)
			q, err := v.ParseFENBoard(c.fen, kind)
			require.NoError(t, err)
			assert.Equal(t, p.FEN(), q.FEN(), "ParseFENBoard reads the same position")
		}
	}
}

func fenField(fen string, i int) string {
	f := strings.Fields(fen)
	if i >= len(f) {
		return ""
	}
	return f[i]
}
