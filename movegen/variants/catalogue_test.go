package variants_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
	"lattice/perft"
)

var builtinNames = []string{"capablanca", "chess", "embassy", "gothic", "grand", "infiltrator", "infinite", "infinite-huygens", "janus", "kadesh", "spiral"}

func TestBuiltins(t *testing.T) {
	assert.Equal(t, builtinNames, variants.Names())
	c, err := variants.NewCatalogue()
	require.NoError(t, err)
	assert.Equal(t, builtinNames, c.Names())
	for _, name := range builtinNames {
		v, err := variants.Get(name)
		require.NoError(t, err, name)
		assert.Equal(t, name, v.Name())
		assert.Equal(t, variants.BuiltinSource, c.Source(name))
	}
	_, err = variants.Get("nosuch")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `unknown variant "nosuch" (known: capablanca, chess,`)
}

// TestBuiltinRules pins what PEERS.md and the rules files say.
func TestBuiltinRules(t *testing.T) {
	get := func(name string) movegen.VariantDef {
		d, ok := variants.Builtin(name)
		require.True(t, ok, name)
		return d
	}
	starts := map[string]string{
		"chess":      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"spiral":     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"capablanca": "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
		"gothic":     "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1",
		"embassy":    "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1",
		"janus":      "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1",
		"grand":      "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
	}
	for name, fen := range starts {
		assert.Equal(t, fen, get(name).StartFEN, name)
	}
	spiralKing := piece(t, get("spiral"), "king")
	assert.Equal(t, movegen.PieceDef{Name: "king", Letter: 'K', Betza: "isO2", Primitive: "spiral", Royal: true}, spiralKing)
	assert.Equal(t, "QCARBN", get("capablanca").Promotion.Letters)
	assert.Equal(t, "JQRBN", get("janus").Promotion.Letters)
	assert.Equal(t, "KirO4ilO3", piece(t, get("janus"), "king").Betza)
	assert.Equal(t, movegen.PromotionDef{Letters: "QCARBN", WhiteFrom: 8, WhiteMust: 10, BlackFrom: 3, BlackMust: 1, Limited: true},
		get("grand").Promotion)
	for _, name := range builtinNames {
		d := get(name)
		if d.Unbounded {
			// The infinite plane: no fifty-move rule, its own material table,
			// promotion on y = 8 / y = 1, counted inside the seed's diagram.
			assert.False(t, d.FiftyMove, name)
			assert.Equal(t, movegen.PlaneInsufficient, d.Insufficient, name)
			assert.Equal(t, movegen.Bounds{X0: -5, X1: 14, Y0: -6, Y1: 15}, d.Bounds, name)
			assert.Equal(t, int32(8), d.Promotion.WhiteFrom, name)
			assert.Equal(t, int32(1), d.Promotion.BlackFrom, name)
		} else if name == "spiral" {
			// A lone spiral king can mate a lone king (spiral.md).
			assert.True(t, d.FiftyMove, name)
			assert.Equal(t, movegen.NoInsufficient, d.Insufficient, name)
		} else {
			assert.True(t, d.FiftyMove, name)
			assert.Equal(t, movegen.FIDEInsufficient, d.Insufficient, name)
		}
		for _, p := range d.Pieces {
			assert.True(t, p.Royal || p.Value > 0, "%s %s has no value", name, p.Name)
		}
	}
}

func TestFormatRoundTrip(t *testing.T) {
	defs := []movegen.VariantDef{}
	for _, name := range builtinNames {
		d, ok := variants.Builtin(name)
		require.True(t, ok)
		defs = append(defs, d)
	}
	f, err := os.Open(filepath.Join("..", "..", "testdata", "variants", "example.ini"))
	require.NoError(t, err)
	defer f.Close()
	user, err := variants.Parse("example.ini", f)
	require.NoError(t, err)
	defs = append(defs, user...)
	for _, d := range defs {
		text := variants.Format(d)
		back, err := variants.Parse(d.Name+".ini", strings.NewReader(text))
		require.NoError(t, err, text)
		require.Len(t, back, 1)
		assert.Equal(t, d, back[0], text)
		assert.Equal(t, text, variants.Format(back[0]))
	}
}

func TestFormatChess(t *testing.T) {
	d, _ := variants.Builtin("chess")
	text := variants.Format(d)
	assert.True(t, strings.HasPrefix(text, "[variant chess]\nboard                = 8x8\n"), text)
	assert.Contains(t, text, "\n[piece king]\nletter         = K\nbetza          = KisO2\nvalue          = 0\nroyal          = yes\n")
	assert.NotContains(t, text, "inherit")
}

func TestCatalogueLoadFile(t *testing.T) {
	c, err := variants.NewCatalogue()
	require.NoError(t, err)
	path := filepath.Join("..", "..", "testdata", "variants", "example.ini")
	require.NoError(t, c.LoadFile(path))
	names := c.Names()
	for _, n := range []string{"cannon-chess", "cannon-chess-nc", "hopper-alamos", "chess"} {
		assert.Contains(t, names, n)
	}
	assert.Equal(t, path+":11", c.Source("cannon-chess"))
	assert.NotContains(t, variants.Names(), "cannon-chess", "a catalogue must not change the built-ins")

	// A later file may inherit from an earlier one.
	require.NoError(t, c.Load("more.ini", strings.NewReader("[variant cc2]\ninherit = cannon-chess\nfifty-move = no\n")))
	d, ok := c.Def("cc2")
	require.True(t, ok)
	assert.False(t, d.FiftyMove)
	assert.Equal(t, "more.ini:1", c.Source("cc2"))

	// Redefining a name is an error and adds nothing.
	err = c.Load("dup.ini", strings.NewReader("[variant fresh]\ninherit = chess\n\n[variant chess]\ninherit = chess\n"))
	require.Error(t, err)
	assert.Equal(t, "dup.ini:4:1: variant chess is already defined (built-in)", err.Error())
	assert.NotContains(t, c.Names(), "fresh")

	err = c.LoadFile("no/such/file.ini")
	require.Error(t, err)
	assert.True(t, errors.Is(err, os.ErrNotExist))
}

// TestUserVariantsPerft runs the example file's variants on both board
// kinds. The counts are Lattice's own, the two boards agreeing; depth 1 was
// checked by hand (cannon-chess: 20 pawn moves, 18 cannon moves including
// a2xa8 and j2xj8, 2 knight, 2 nightrider, 4 bishop, 3 queen and 3 king
// moves). Fairy-Stockfish 11.1 has a cannon but no nightrider: cannon-chess
// with knights for nightriders (a variants.ini using its built-in cannon)
// gives 52, 2702, 132926, 6535645 there and in Lattice.
func TestUserVariantsPerft(t *testing.T) {
	c, err := variants.NewCatalogue()
	require.NoError(t, err)
	require.NoError(t, c.LoadFile(filepath.Join("..", "..", "testdata", "variants", "example.ini")))
	want := map[string][]uint64{
		"cannon-chess":    {52, 2698, 134033},
		"cannon-chess-nc": {52, 2698, 134033},
		"hopper-alamos":   {14, 196, 2877},
	}
	for name, counts := range want {
		v, err := c.Get(name)
		require.NoError(t, err, name)
		for _, kind := range []movegen.BoardKind{movegen.MailboxBoard, movegen.SparseBoard} {
			p, err := v.ParseFENBoard(v.StartFEN(), kind)
			require.NoError(t, err)
			counter := perft.NewCounter(p)
			for d, n := range counts {
				if testing.Short() && n > 10_000 {
					break
				}
				assert.Equal(t, n, counter.Count(d+1), "%s depth %d on %s", name, d+1, kind)
			}
		}
	}
}
