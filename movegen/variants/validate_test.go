package variants_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// TestUnplayableDefinitionsAreErrors: a file that would make a game the
// rules cannot play (two kings after a promotion, a king that promotes away,
// no king at all, a piece without moves) is an error at the line that made
// it so.
func TestUnplayableDefinitionsAreErrors(t *testing.T) {
	const head = "[variant v]\ninherit = chess\n"
	cases := []struct {
		name, text, at, msg string
	}{
		{"promote to king", head + "promotion = QK\n", "3:1", "promotion choice K (king) is royal"},
		{"promote to pawn", head + "promotion = QP\n", "3:1", "promotion choice P (pawn) is a pawn"},
		{"royal queen", head + "[piece queen]\nroyal = yes\n", "4:1", "promotion choice Q (queen) is royal"},
		{"king pawn", head + "[piece king]\npawn = yes\n", "4:1", "piece king is both royal and a pawn"},
		{"pawn king", head + "[piece pawn]\nroyal = yes\n", "4:1", "piece pawn is both royal and a pawn"},
		{"no royal", head + "start = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n[piece king]\nroyal = no\n",
			"5:1", "variant v has no royal piece"},
		{"king removed", head + "remove = king\nstart = 8/8/8/8/8/8/8/8 w - - 0 1\n", "3:1", "variant v has no royal piece"},
		{"empty betza", head + "[piece knight]\nbetza =\n", "4:1", "piece knight has no moves"},
		{"blank betza", head + "[piece knight]\nbetza =   \n", "4:1", "piece knight has no moves"},
		{"primitive dropped", "[variant v]\ninherit = spiral\n[piece king]\nbetza =\nprimitive = none\n", "4:1", "piece king has no moves"},
		{"new piece empty betza", "[variant v]\nboard = 8x8\nstart = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n[piece king]\nletter = K\nroyal = yes\nbetza =\n",
			"7:1", "piece king has no moves"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := parse(c.text)
			require.Error(t, err)
			var fe *variants.Error
			require.True(t, errors.As(err, &fe), "%T %v", err, err)
			assert.True(t, strings.HasPrefix(err.Error(), "x.ini:"+c.at+": "), "want x.ini:%s:, got %v", c.at, err)
			assert.Contains(t, err.Error(), c.msg)
		})
	}
}

// TestPlayableEdgeDefinitionsLoad: what the checks must not reject — a
// piece with an empty betza but a primitive, and every built-in variant.
func TestPlayableEdgeDefinitionsLoad(t *testing.T) {
	defs := mustParse(t, "[variant v]\ninherit = spiral\n[piece king]\nbetza =\n")
	_, err := movegen.NewVariant(defs[0])
	require.NoError(t, err)
	for _, name := range variants.Names() {
		_, err := variants.Get(name)
		assert.NoError(t, err, name)
	}
	require.NotEmpty(t, variants.Names())
}

// TestNewVariantRejectsUnplayablePieces: the Go API refuses the same
// definitions, with a DefError naming the piece and field.
func TestNewVariantRejectsUnplayablePieces(t *testing.T) {
	base, ok := variants.Builtin("chess")
	require.True(t, ok)
	cases := []struct {
		name, piece, field string
		change             func(d *movegen.VariantDef)
	}{
		{"royal promotion", "king", "Promotion", func(d *movegen.VariantDef) { d.Promotion.Letters = "QK" }},
		{"royal pawn", "king", "Pawn", func(d *movegen.VariantDef) { setPiece(d, "king", func(p *movegen.PieceDef) { p.Pawn = true }) }},
		{"no moves", "rook", "Betza", func(d *movegen.VariantDef) { setPiece(d, "rook", func(p *movegen.PieceDef) { p.Betza = "" }) }},
	}
	for _, c := range cases {
		d, _ := variants.Builtin("chess")
		c.change(&d)
		_, err := movegen.NewVariant(d)
		var de *movegen.DefError
		require.True(t, errors.As(err, &de), "%s: %v", c.name, err)
		assert.Equal(t, c.piece, de.Piece, c.name)
		assert.Equal(t, c.field, de.Field, c.name)
	}
	_, err := movegen.NewVariant(base)
	assert.NoError(t, err)
}

func setPiece(d *movegen.VariantDef, name string, f func(*movegen.PieceDef)) {
	for i := range d.Pieces {
		if d.Pieces[i].Name == name {
			f(&d.Pieces[i])
		}
	}
}
