package variants_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/betza"
	"lattice/movegen/variants"
)

func parse(text string) ([]movegen.VariantDef, error) {
	return variants.Parse("x.ini", strings.NewReader(text))
}

func mustParse(t *testing.T, text string) []movegen.VariantDef {
	t.Helper()
	defs, err := parse(text)
	require.NoError(t, err)
	return defs
}

func pieceNames(d movegen.VariantDef) []string {
	var out []string
	for _, p := range d.Pieces {
		out = append(out, p.Name)
	}
	return out
}

func piece(t *testing.T, d movegen.VariantDef, name string) movegen.PieceDef {
	t.Helper()
	for _, p := range d.Pieces {
		if p.Name == name {
			return p
		}
	}
	require.Failf(t, "no such piece", "%s has no piece %s", d.Name, name)
	return movegen.PieceDef{}
}

const miniFile = `# a comment
; another comment

[variant mini]
board     = 4x4
start     = rk2/p3/3P/2KR w - - 0 1
promotion = R

[piece pawn]
letter = P
betza  = fmWfcF
value  = 100
pawn   = yes

[piece rook]
letter = R
betza  = R
value  = 500

[piece king]
letter = K
betza  = K
royal  = yes
`

func TestParseFromScratch(t *testing.T) {
	defs := mustParse(t, miniFile)
	require.Len(t, defs, 1)
	d := defs[0]
	assert.Equal(t, "mini", d.Name)
	assert.Equal(t, movegen.Bounds{X0: 1, X1: 4, Y0: 1, Y1: 4}, d.Bounds)
	assert.Equal(t, "rk2/p3/3P/2KR w - - 0 1", d.StartFEN)
	assert.Equal(t, []string{"pawn", "rook", "king"}, pieceNames(d))
	assert.Equal(t, movegen.PieceDef{Name: "pawn", Letter: 'P', Betza: "fmWfcF", Value: 100, Pawn: true}, d.Pieces[0])
	assert.True(t, d.Pieces[2].Royal)
	assert.Equal(t, movegen.PromotionDef{Letters: "R"}, d.Promotion)
	assert.True(t, d.FiftyMove, "fifty-move defaults to yes")
	assert.Equal(t, movegen.FIDEInsufficient, d.Insufficient)
	v, err := movegen.NewVariant(d)
	require.NoError(t, err)
	assert.Equal(t, 3, v.StartPosition().CountLegal()) // d3, Kb1, Kc2 (b2 is attacked)
}

func TestParseLayout(t *testing.T) {
	// CRLF line ends, indentation, tabs around '=', comments anywhere.
	text := "[variant a]\r\n  inherit\t=\tchess\r\n# c\r\n\t fifty-move = off\r\n"
	defs := mustParse(t, text)
	require.Len(t, defs, 1)
	assert.False(t, defs[0].FiftyMove)
	// A value may contain '#', '=' and ';': comments are whole lines only.
	defs = mustParse(t, "[variant b]\ninherit = chess\n\n[piece king]\ncode = K\n")
	assert.Equal(t, "K", piece(t, defs[0], "king").Code)
}

func TestParseInheritance(t *testing.T) {
	text := `
[variant amazons]
inherit   = chess
remove    = queen
start     = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1
promotion = ARBN

[piece amazon]
letter = A
betza  = QN
value  = 1200
code   = AM

[piece knight]
value = 300

[variant amazons-noncastling]
inherit = amazons
start   = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1

[piece king]
betza = K

[piece rook]
castle-partner = no
`
	defs := mustParse(t, text)
	require.Len(t, defs, 2)
	a, b := defs[0], defs[1]
	assert.Equal(t, []string{"pawn", "knight", "bishop", "rook", "king", "amazon"}, pieceNames(a))
	assert.Equal(t, movegen.PieceDef{Name: "amazon", Letter: 'A', Betza: "QN", Value: 1200, Code: "AM"}, piece(t, a, "amazon"))
	assert.Equal(t, 300, piece(t, a, "knight").Value, "a [piece] section changes only the keys it gives")
	assert.Equal(t, "N", piece(t, a, "knight").Betza)
	assert.Equal(t, "KisO2", piece(t, a, "king").Betza)
	assert.Equal(t, "ARBN", a.Promotion.Letters)
	assert.Equal(t, a.Bounds, b.Bounds)
	assert.Equal(t, pieceNames(a), pieceNames(b))
	assert.Equal(t, "K", piece(t, b, "king").Betza)
	assert.False(t, piece(t, b, "rook").CastlePartner)
	assert.True(t, piece(t, a, "rook").CastlePartner, "the child must not change its parent")

	chess, ok := variants.Builtin("chess")
	require.True(t, ok)
	assert.Equal(t, "Q", piece(t, chess, "queen").Betza, "a file must not change a built-in")
	assert.Len(t, chess.Pieces, 6)
}

func TestParsePromotionZone(t *testing.T) {
	grandish := `
[variant g]
inherit              = chess
board                = 8x10
start                = rnbqkbnr/8/pppppppp/8/8/8/8/PPPPPPPP/8/RNBQKBNR w KQkq - 0 1
promotion-zone       = 3
promotion-compulsory = 1
promotion-limited    = yes

[variant g2]
inherit = g
board   = 8x12
start   = rnbqkbnr/8/pppppppp/8/8/8/8/8/8/PPPPPPPP/8/RNBQKBNR w KQkq - 0 1

[variant g3]
inherit              = g
promotion-zone       = 2/1
`
	defs := mustParse(t, grandish)
	require.Len(t, defs, 3)
	assert.Equal(t, movegen.PromotionDef{Letters: "QRBN", WhiteFrom: 8, WhiteMust: 10, BlackFrom: 3, BlackMust: 1, Limited: true}, defs[0].Promotion)
	// An inherited zone keeps its depth on a taller board.
	assert.Equal(t, movegen.PromotionDef{Letters: "QRBN", WhiteFrom: 10, WhiteMust: 12, BlackFrom: 3, BlackMust: 1, Limited: true}, defs[1].Promotion)
	// promotion-zone resets the compulsory part to the whole zone.
	assert.Equal(t, movegen.PromotionDef{Letters: "QRBN", WhiteFrom: 9, Limited: true}, defs[2].Promotion)
}

func TestParseUnbounded(t *testing.T) {
	text := `
[variant plane]
board        = unbounded
border       = -100,100,-50,60
start-icn    = w P5,2+|K5,1|k5,8
promotion    = QRBN
promotion-ranks = 8/1
fifty-move   = no
insufficient = plane
board-kind   = sparse

[piece pawn]
letter = P
betza  = fmWfceFifmnD
pawn   = yes

[piece king]
letter = K
betza  = K
royal  = yes

[piece queen]
letter = Q
betza  = Q

[piece rook]
letter = R
betza  = R

[piece bishop]
letter = B
betza  = B

[piece knight]
letter = N
betza  = N

[variant plane2]
inherit = plane
board   = unbounded
`
	defs := mustParse(t, text)
	require.Len(t, defs, 2)
	d := defs[0]
	assert.True(t, d.Unbounded)
	assert.Equal(t, movegen.Bounds{X0: -100, X1: 100, Y0: -50, Y1: 60}, d.Bounds)
	assert.Equal(t, "w P5,2+|K5,1|k5,8", d.StartICN)
	assert.Empty(t, d.StartFEN)
	assert.Equal(t, movegen.PromotionDef{Letters: "QRBN", WhiteFrom: 8, BlackFrom: 1}, d.Promotion)
	assert.Equal(t, movegen.PlaneInsufficient, d.Insufficient)
	assert.Equal(t, movegen.SparseBoard, d.Board)
	assert.Equal(t, d.Bounds, defs[1].Bounds, "board = unbounded keeps an inherited border")

	defs = mustParse(t, text+"[variant p]\ninherit = plane\n")
	assert.Equal(t, d.Bounds, defs[2].Bounds)
	defs = mustParse(t, "[variant p]\ninherit = chess\nboard = unbounded\nstart-icn = w K5,1|k5,8\n")
	assert.Equal(t, movegen.Bounds{X0: -1e9, X1: 1e9, Y0: -1e9, Y1: 1e9}, defs[0].Bounds, "the default world border")
	assert.Empty(t, defs[0].StartFEN)
}

func TestParseErrors(t *testing.T) {
	const head = "[variant v]\ninherit = chess\n"
	cases := []struct {
		name, text, at, msg string
	}{
		{"key before section", "board = 8x8\n", "1:1", "before the first [variant"},
		{"piece before variant", "[piece king]\n", "1:1", "before the first [variant"},
		{"unknown section", "[varient v]\n", "1:2", `unknown section kind "varient"`},
		{"unclosed header", "[variant v\n", "1:10", "must end with ']'"},
		{"bad name", "[variant a/b]\n", "1:10", "character '/' not allowed"},
		{"no name", "[variant]\n", "1:9", "variant name: missing"},
		{"no equals", head + "fifty-move\n", "3:1", `want "key = value"`},
		{"missing key", head + " = 3\n", "3:2", "missing key"},
		{"control char", head + "win = check\x01mate\n", "3:12", "control character"},
		{"unknown key", head + "  frobnicate = 1\n", "3:3", `unknown variant key "frobnicate"`},
		{"unknown piece key", head + "[piece king]\nspeed = 3\n", "4:1", `unknown piece key "speed"`},
		{"duplicate key", head + "win = checkmate\nwin = checkmate\n", "4:1", `key "win" given twice`},
		{"inherit not first", "[variant v]\nfifty-move = no\ninherit = chess\n", "3:1", "inherit must be the first key"},
		{"unknown inherit", "[variant v]\ninherit = chass\n", "2:11", `unknown variant "chass"`},
		{"bad board", head + "board = 8by8\n", "3:9", "want FILESxRANKS"},
		{"bad ranks", head + "board = 8x0\n", "3:11", "ranks: 0 is out of range"},
		{"huge board", head + "board = 1000x8\n", "3:9", "files: 1000 is out of range"},
		{"bad betza", head + "[piece cannon]\nletter = C\nbetza  = mRcpRx\n", "5:15", "betza: unknown modifier 'x'"},
		{"bad betza meaning", head + "[piece frog]\nletter = F\nbetza = O\n", "5:9", "castling atom 'O' needs"},
		{"win condition", head + "win = bare-king\n", "3:7", `win condition "bare-king" is not supported: only checkmate`},
		{"repetition", head + "repetition = 5\n", "3:14", "only 3"},
		{"insufficient", head + "insufficient = maybe\n", "3:16", "want none, fide or plane"},
		{"bool", head + "fifty-move = perhaps\n", "3:14", "want yes or no"},
		{"board kind", head + "board-kind = hex\n", "3:14", "must be auto, mailbox or sparse"},
		{"letter", head + "[piece king]\nletter = KK\n", "4:10", "one upper-case letter"},
		{"letter twice", head + "[piece wazir]\nletter = K\nbetza = W\n", "4:10", "letter K is used by both king and wazir"},
		{"value", head + "[piece king]\nvalue = lots\n", "4:9", `"lots" is not a number`},
		{"primitive", head + "[piece king]\nprimitive = helix\n", "4:13", `unknown primitive "helix"`},
		{"code", head + "[piece king]\ncode = K!\n", "4:8", "character '!' not allowed"},
		{"promotion letter case", head + "promotion = Qr\n", "3:14", "'r' is not an upper-case piece letter"},
		{"promotion twice", head + "promotion = QQ\n", "3:14", "listed twice"},
		{"promotion unknown", head + "promotion = QZ\n", "3:1", "promotion: Z is not a piece of variant v"},
		{"zone too deep", head + "promotion-zone = 9\n", "3:1", "zone of 9 ranks does not fit the 8 ranks"},
		{"compulsory", head + "promotion-zone = 2\npromotion-compulsory = 3\n", "4:1", "must be 1..2"},
		{"zone pair", head + "promotion-zone = 2/x\n", "3:18", `"x" is not a number`},
		{"ranks on bounded", head + "promotion-ranks = 8/1\n", "3:1", "promotion-ranks is for unbounded boards"},
		{"border on bounded", head + "border = 0,1,0,1\n", "3:1", "border is for unbounded boards"},
		{"bad border", head + "board = unbounded\nborder = 5,1,0,1\nstart-icn = w K1,1|k5,5\n", "4:10", "empty border"},
		{"fen on unbounded", head + "board = unbounded\nstart = 8/8 w - -\nstart-icn = w K1,1|k5,5\n", "4:1", "takes start-icn, not a FEN"},
		{"no start icn", "[variant v]\ninherit = chess\nboard = unbounded\n", "1:1", "no start position (give start-icn)"},
		{"zone on unbounded", head + "board = unbounded\npromotion-zone = 2\nstart-icn = w K1,1|k5,5\n", "4:1", "promotion-zone is for bounded boards"},
		{"bad icn", head + "board = unbounded\nstart-icn = w K5,1|k5,\n", "4:23", "start-icn: piece list entry 2: expected a coordinate"},
		{"icn code", head + "board = unbounded\nstart-icn = w K5,1|k5,8|HA3,3\n", "4:1", "piece code HA (on 3,3) is not a piece of variant v"},
		{"icn win", head + "board = unbounded\nstart-icn = w koth K5,1|k5,8\n", "4:1", `win condition "koth" is not supported`},
		{"remove unknown", head + "remove = knight, dragon\n", "3:18", `no piece "dragon"`},
		{"new piece no letter", head + "[piece dragon]\nbetza = FR\n", "3:1", "piece dragon: no letter"},
		{"new piece no moves", head + "[piece dragon]\nletter = D\n", "3:1", "piece dragon: no moves"},
		{"piece twice", head + "[piece king]\nvalue = 1\n[piece king]\n", "5:1", "[piece king] given twice"},
		{"no board", "[variant v]\nwin = checkmate\n", "1:1", "no board"},
		{"no pieces", "[variant v]\nboard = 8x8\nstart = 8/8/8/8/8/8/8/8 w - -\n", "1:1", "has no pieces"},
		{"no start", "[variant v]\nboard = 8x8\n[piece king]\nletter = K\nbetza = K\nroyal = yes\n", "1:1", "no start position (give start)"},
		{"bad start", head + "board = 10x8\n", "1:1", "rank 8 has 8 squares, want 10"},
		{"bad start key", head + "start = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w - - 0 1\n", "3:1", "unknown piece letter 'X'"},
		{"twice defined", head + "[variant v]\ninherit = chess\n", "3:10", "variant v is defined twice (first at line 1)"},
		{"diagram after keys", "[variant v]\nwin = checkmate\ndiagram = king::::e1\n", "3:1", "diagram must come before"},
		{"diagram key", "[variant v]\ndiagram = files=8 shuffle=1 king::::e1\n", "2:19", `diagram: key "shuffle" is not supported`},
		{"diagram betza", "[variant v]\ndiagram = king::::e1,,e8 frog:F:mRx::b1\n", "2:35", "diagram: piece frog: betza: unknown modifier 'x'"},
		{"diagram square", "[variant v]\ndiagram = files=6 king::::e1,,g6\n", "2:31", `square "g6" is off the 6x8 board`},
		{"diagram unknown piece", "[variant v]\ndiagram = king::::e1 dragon::::c1\n", "2:30", "not an orthodox piece name"},
		{"diagram word", "[variant v]\ndiagram = king::::e1 lonely\n", "2:22", `"lonely" is neither`},
		{"diagram occupied", "[variant v]\ndiagram = king::::e1 rook::::e1\n", "2:30", "e1 is already occupied"},
		{"diagram name twice", "[variant v]\ndiagram = king::::e1 King:Q:Q::d1\n", "2:22", "piece name king is used twice"},
		{"diagram royal", "[variant v]\ndiagram = royal=X king::::e1\n", "2:17", `no piece with ID "X"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := parse(c.text)
			require.Error(t, err)
			var fe *variants.Error
			require.True(t, errors.As(err, &fe), "%T %v", err, err)
			assert.True(t, strings.HasPrefix(err.Error(), "x.ini:"+c.at+": "), "want x.ini:%s:, got %v", c.at, err)
			assert.Contains(t, err.Error(), c.msg)
			assert.NotContains(t, err.Error(), "\n")
		})
	}
}

func TestParseErrorWrapsBetza(t *testing.T) {
	_, err := parse("[variant v]\ninherit = chess\n[piece king]\nbetza = KisO\n")
	require.Error(t, err)
	var pe *betza.ParseError
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, 3, pe.Pos)
	assert.Equal(t, "x.ini:4:12: betza: castling atom 'O' needs the king's distance", err.Error())
}

func TestParseLongLine(t *testing.T) {
	_, err := parse("[variant v]\ninherit = chess\nstart = " + strings.Repeat("8", variants.MaxLine) + "\n")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "x.ini:3:1: line longer than")
}
