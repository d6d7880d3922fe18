package icn

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// startPieces is the piece list of the Chess on an Infinite Plane start, as
// infinite-plane.md gives it.
const startPieces = "P-2,1+|P-1,2+|P0,2+|P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|P9,2+|P10,2+|P11,1+|" +
	"P-4,-6+|P-3,-5+|P-2,-4+|P-1,-5+|P0,-6+|P9,-6+|P10,-5+|P11,-4+|P12,-5+|P13,-6+|" +
	"p-2,8+|p-1,7+|p0,7+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|p9,7+|p10,7+|p11,8+|" +
	"p-4,15+|p-3,14+|p-2,13+|p-1,14+|p0,15+|p9,15+|p10,14+|p11,13+|p12,14+|p13,15+|" +
	"HA-2,-6|HA11,-6|ha-2,15|ha11,15|R-1,1|R10,1|r-1,8|r10,8|CH0,1|CH9,1|ch0,8|ch9,8|" +
	"GU1,1|GU8,1|gu1,8|gu8,8|N2,1|N7,1|n2,8|n7,8|B3,1|B6,1|b3,8|b6,8|Q4,1|q4,8|K5,1|k5,8"

// roundTrip checks that g formats to text that parses back to g.
func roundTrip(t *testing.T, g *Game) string {
	t.Helper()
	text := Format(g)
	again, err := Parse(text)
	require.NoError(t, err, text)
	require.Equal(t, g, again, text)
	return text
}

func TestParseStartPosition(t *testing.T) {
	g, err := Parse("w " + startPieces)
	require.NoError(t, err)
	require.Len(t, g.Pieces, 76)

	white, black := map[string]int{}, map[string]int{}
	at := map[Square]Piece{}
	for _, p := range g.Pieces {
		if p.White {
			white[p.Code]++
		} else {
			black[p.Code]++
		}
		at[p.Square()] = p
	}
	want := map[string]int{"P": 24, "HA": 2, "R": 2, "CH": 2, "GU": 2, "N": 2, "B": 2, "Q": 1, "K": 1}
	assert.Equal(t, want, white)
	assert.Equal(t, want, black)

	assert.Equal(t, Piece{Code: "K", White: true, X: 5, Y: 1}, at[Square{5, 1}])
	assert.Equal(t, Piece{Code: "R", White: true, X: -1, Y: 1}, at[Square{-1, 1}])
	assert.Equal(t, Piece{Code: "HA", White: false, X: 11, Y: 15}, at[Square{11, 15}])
	assert.Equal(t, Piece{Code: "P", White: true, X: -4, Y: -6, Unmoved: true}, at[Square{-4, -6}])
	assert.Equal(t, Piece{Code: "P", White: false, X: 11, Y: 8, Unmoved: true}, at[Square{11, 8}])
	// Black mirrors White with y → 9 − y.
	for _, p := range g.Pieces {
		if p.White {
			m, ok := at[Square{p.X, 9 - p.Y}]
			require.True(t, ok, "no mirror of %v", p)
			assert.Equal(t, Piece{Code: p.Code, X: p.X, Y: 9 - p.Y, Unmoved: p.Unmoved}, m)
		}
	}
	assert.Equal(t, "w "+startPieces, roundTrip(t, g))
}

func TestParseMinimal(t *testing.T) {
	g, err := Parse("w P5,2+|K5,1|k5,8")
	require.NoError(t, err)
	assert.Equal(t, &Game{Side: White, Pieces: []Piece{
		{Code: "P", White: true, X: 5, Y: 2, Unmoved: true},
		{Code: "K", White: true, X: 5, Y: 1},
		{Code: "K", X: 5, Y: 8},
	}}, g)
	assert.Equal(t, "w P5,2+|K5,1|k5,8", roundTrip(t, g))
}

func TestParseFullGame(t *testing.T) {
	text := `[Event "Casual game"] [Site "https://www.infinitechess.org/"] [Variant "Chess on an Infinite Plane"]
[UTCDate "2025.03.01"] [UTCTime "12:00:00"] [Result "1-0"]
b 5,3 3/100 12 (8;q,ch,r,b,n,ha,gu|1;Q,CH,R,B,N,HA,GU) -1000000000000000,1000000000000000,_,_ checkmate ` +
		"P5,4|K5,1|k5,8|AR-3,4|ob7,7 " +
		"1. 5,2>5,4 | 5,7>5,5 2. P3,7x4,8=CH+ | k5,8>4,8 {[%clk 0:09:56.7] forced}"
	g, err := Parse(text)
	require.NoError(t, err)

	assert.Equal(t, []Tag{{"Event", "Casual game"}, {"Site", "https://www.infinitechess.org/"},
		{"Variant", "Chess on an Infinite Plane"}, {"UTCDate", "2025.03.01"}, {"UTCTime", "12:00:00"},
		{"Result", "1-0"}}, g.Tags)
	v, ok := g.Tag("Variant")
	assert.True(t, ok)
	assert.Equal(t, "Chess on an Infinite Plane", v)
	_, ok = g.Tag("Round")
	assert.False(t, ok)

	assert.Equal(t, Black, g.Side)
	assert.Equal(t, &Square{5, 3}, g.EnPassant)
	assert.Equal(t, &MoveRule{3, 100}, g.MoveRule)
	assert.Equal(t, int64(12), g.Fullmove)
	pieces := []string{"Q", "CH", "R", "B", "N", "HA", "GU"}
	assert.Equal(t, &Promotions{
		White: PromotionLine{Ranks: []int64{8}, Pieces: pieces},
		Black: PromotionLine{Ranks: []int64{1}, Pieces: pieces},
	}, g.Promotions)
	assert.Equal(t, &Border{Left: Edge{Value: -1e15}, Right: Edge{Value: 1e15},
		Bottom: Edge{Unbounded: true}, Top: Edge{Unbounded: true}}, g.Border)
	assert.Equal(t, WinConditions{[]string{"checkmate"}, []string{"checkmate"}}, g.WinConditions)
	assert.Equal(t, []Piece{{Code: "P", White: true, X: 5, Y: 4}, {Code: "K", White: true, X: 5, Y: 1},
		{Code: "K", X: 5, Y: 8}, {Code: "AR", White: true, X: -3, Y: 4}, {Code: "OB", X: 7, Y: 7}}, g.Pieces)
	assert.True(t, IsNeutral(g.Pieces[4].Code))
	assert.Equal(t, []MoveText{
		{From: sq(5, 2), To: Square{5, 4}, Notation: ICN},
		{From: sq(5, 7), To: Square{5, 5}, Notation: ICN},
		{Piece: "P", From: sq(3, 7), To: Square{4, 8}, Capture: true, Promo: "CH", Check: "+", Notation: ICN},
		{Piece: "k", From: sq(5, 8), To: Square{4, 8}, Comment: "[%clk 0:09:56.7] forced", Notation: ICN},
	}, g.Moves)

	out := roundTrip(t, g)
	assert.Equal(t, `[Event "Casual game"] [Site "https://www.infinitechess.org/"] [Variant "Chess on an Infinite Plane"] `+
		`[UTCDate "2025.03.01"] [UTCTime "12:00:00"] [Result "1-0"] `+
		`b 5,3 3/100 12 (8;q,ch,r,b,n,ha,gu|1;q,ch,r,b,n,ha,gu) -1000000000000000,1000000000000000,_,_ checkmate `+
		`P5,4|K5,1|k5,8|AR-3,4|ob7,7 5,2>5,4|5,7>5,5|P3,7x4,8=CH+|k5,8>4,8{[%clk 0:09:56.7] forced}`, out)
}

func TestParseInfiniteChessForms(t *testing.T) {
	tests := []struct {
		name, in string
		check    func(t *testing.T, g *Game)
	}{
		{"shared promotion list, as written today", "w 1 (8|1;q,ch,r,b,n,ha,gu) K5,1|k5,8", func(t *testing.T, g *Game) {
			p := g.Promotions
			assert.Equal(t, PromotionLine{Ranks: []int64{8}}, p.White)
			assert.Equal(t, PromotionLine{Ranks: []int64{1}, Pieces: []string{"Q", "CH", "R", "B", "N", "HA", "GU"}}, p.Black)
			assert.Equal(t, []string{"Q", "CH", "R", "B", "N", "HA", "GU"}, p.PiecesFor(White))
			assert.Equal(t, []string{"Q", "CH", "R", "B", "N", "HA", "GU"}, p.PiecesFor(Black))
		}},
		{"default promotion list", "w (8|1) K5,1", func(t *testing.T, g *Game) {
			assert.Equal(t, []string{"Q", "R", "B", "N"}, g.Promotions.PiecesFor(White))
		}},
		{"one side without promotions", "w (8,16,-3|) K5,1", func(t *testing.T, g *Game) {
			assert.Equal(t, []int64{8, 16, -3}, g.Promotions.White.Ranks)
			assert.Empty(t, g.Promotions.Black.Ranks)
		}},
		{"turn order w:b", "w:b K5,1", func(t *testing.T, g *Game) { assert.Equal(t, White, g.Side) }},
		{"turn order b:w", "b:w K5,1", func(t *testing.T, g *Game) { assert.Equal(t, Black, g.Side) }},
		{"no side: White", "K5,1|k5,8", func(t *testing.T, g *Game) { assert.Equal(t, White, g.Side) }},
		{"border", "w -7,16,-7,16 K5,1", func(t *testing.T, g *Game) {
			b := *g.Border
			assert.Equal(t, Border{Edge{Value: -7}, Edge{Value: 16}, Edge{Value: -7}, Edge{Value: 16}}, b)
			assert.True(t, b.Contains(Square{-7, 16}))
			assert.False(t, b.Contains(Square{-8, 0}))
		}},
		{"half-bounded border", "w _,_,0,_ K5,1", func(t *testing.T, g *Game) {
			assert.True(t, g.Border.Contains(Square{-MaxCoord, 5}))
			assert.False(t, g.Border.Contains(Square{0, -1}))
		}},
		{"per-player win conditions", "w (checkmate|checkmate,allpiecescaptured) K5,1", func(t *testing.T, g *Game) {
			assert.Equal(t, WinConditions{[]string{"checkmate"}, []string{"checkmate", "allpiecescaptured"}}, g.WinConditions)
		}},
		{"royal capture", "w royalcapture K5,1", func(t *testing.T, g *Game) {
			assert.Equal(t, []string{"royalcapture"}, g.WinConditions.Black)
		}},
		{"preset highlights", "w Squares:0,0|1,1 Rays:14,-140>-1,-1|2,2>1,0 K5,1", func(t *testing.T, g *Game) {
			assert.Equal(t, []Square{{0, 0}, {1, 1}}, g.Squares)
			assert.Equal(t, []Ray{{Square{14, -140}, Square{-1, -1}}, {Square{2, 2}, Square{1, 0}}}, g.Rays)
		}},
		{"tags only", `[Variant "Classical"]`, func(t *testing.T, g *Game) {
			assert.Equal(t, []Tag{{"Variant", "Classical"}}, g.Tags)
			assert.Nil(t, g.Pieces)
		}},
		{"moves without position", `[Variant "Classical"] w 1 4,2>4,4|4,7>4,5`, func(t *testing.T, g *Game) {
			assert.Nil(t, g.Pieces)
			assert.Len(t, g.Moves, 2)
		}},
		{"prettified moves with spaces and numbers", "w K5,1|k5,8|P1,7+\n\n1. K5,1 > 4,2  | k5,8 > 6,8\n2. P1,7 > 1,8 =Q + !? | k6,8 x 6,7",
			func(t *testing.T, g *Game) {
				require.Len(t, g.Moves, 4)
				assert.Equal(t, MoveText{Piece: "P", From: sq(1, 7), To: Square{1, 8}, Promo: "Q", Check: "+",
					Annotation: "!?", Notation: ICN}, g.Moves[2])
				assert.True(t, g.Moves[3].Capture)
			}},
		{"compact moves with spaces", "w K5,1|k5,8 5,1 > 4,2 | 5,8 > 6,8", func(t *testing.T, g *Game) {
			assert.Len(t, g.Moves, 2)
		}},
		{"moves separated by blanks", "w K5,1|k5,8 5,1>4,2 5,8>6,8\n4,2>4,3", func(t *testing.T, g *Game) {
			assert.Len(t, g.Moves, 3)
		}},
		{"classical on the plane (README form)", "w 0/100 1 (1|8) checkmate P1,2+|R1,1+|K5,1+|k5,8+", func(t *testing.T, g *Game) {
			assert.Equal(t, &MoveRule{0, 100}, g.MoveRule)
			assert.True(t, g.Pieces[2].Unmoved)
		}},
		{"en passant square or capture", "w 0,0 x0,1", func(t *testing.T, g *Game) {
			assert.Nil(t, g.EnPassant)
			assert.Equal(t, []MoveText{{From: sq(0, 0), To: Square{0, 1}, Capture: true, Notation: ICN}}, g.Moves)
		}},
		{"en passant square and a win condition starting with x", "w 0,0 xaa", func(t *testing.T, g *Game) {
			assert.Equal(t, &Square{0, 0}, g.EnPassant)
			assert.Equal(t, []string{"xaa"}, g.WinConditions.White)
		}},
		{"huge fullmove", "w 9223372036854775807 K5,1", func(t *testing.T, g *Game) {
			assert.Equal(t, int64(9223372036854775807), g.Fullmove)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Parse(tt.in)
			require.NoError(t, err)
			tt.check(t, g)
			roundTrip(t, g)
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in, want string
		offset   int
	}{
		{"", "empty ICN", 0},
		{" \n ", "empty ICN", 3},
		{"w P2000000000,1", "piece list entry 1: coordinate 2000000000 is outside ±1073741823", 3},
		{"w K5,1|k5,1", "piece list entry 2: square 5,1 already holds entry 1", 7},
		{"w K5,1|", "piece list entry 2: expected a piece code", 7},
		{"w K5,1|Kk5,8", "piece code \"Kk\" mixes upper and lower case", 7},
		{"w 3K5,1", "player-numbered pieces", 2},
		{"w K0,0|x0,1", "piece code \"x\" starts with x", 7},
		{"w K5,1 k5,8", "a second token for the piece list", 7},
		{"w 1 3,4 K5,1", "the en passant square must come before the full-move number", 4},
		{"w K5,1 [Event \"x\"]", "a tag must come before the piece list", 7},
		{"w w", "a second token for the side to move", 2},
		{"r:b:w K5,1", "turn order \"r:b:w\" is not supported", 0},
		{"w 5/3 K5,1", "move-rule count 5 exceeds the limit 3", 2},
		{"w 0/0", "the move-rule limit must be at least 1", 4},
		{"w 0", "the full-move number must be at least 1", 2},
		{"w 99999999999999999999", "number 99999999999999999999 is too large", 2},
		{"w (8)", "promotions have 1 entries; ICN needs one for White and one for Black", 2},
		{"w (8|1|2)", "promotions have 3 entries", 2},
		{"w (8;|1)", "expected a piece code in the promotion choices", 5},
		{"w (8,x|1)", "expected a coordinate", 5},
		{"w (8|1", "expected \",\", \";\", \"|\" or \")\"", 6},
		{"w 5,1,2,x", "expected a border coordinate or _", 8},
		{"w 1,5,2,_x", "unexpected text in the world border", 9},
		{"w 5,1,2,_,x", "not an ICN token", 2},
		{"w 5,1,2,1", "world border encloses no square", 2},
		{"w 1,2,3,4,5", "not an ICN token", 2},
		{"w checkmate|koth", "must be in parentheses", 2},
		{"w (checkmate|koth|x)", "expected a win condition of at least 3", 18},
		{"ko K5,1", "turn order \"ko\" is not supported", 0},
		{"w Squares:1,2|", "expected a coordinate", 14},
		{"w Rays:1,2", "expected \">\" between a ray's start and step", 10},
		{`[Event "x`, "tag Event: the value has no closing quote", 0},
		{`[Event x"]`, "tag Event: expected a quoted value", 7},
		{`[Event "x"`, "tag Event: expected \"]\"", 10},
		{`[ "x"]`, "has no key", 2},
		{"w K5,1 5,1>5,2 6,7", "move 2: expected \">\" or \"x\"", 18},
		{"w K5,1 5,1>5,2 K", "move 2: expected a coordinate", 16},
		{"w K5,1 5,1>5,2>", "move 1: expected \"|\" or a blank after the move", 14},
		{"w K5,1 5,1>5,2Q5,3>5,4", "move 1: expected \"|\" or a blank after the move", 15},
		{"w K5,1 5,1>5,2000000000", "move 1: coordinate 2000000000 is outside", 13},
		{"w K5,1 5,1>5,2 {x", "comment has no closing", 15},
		{"w K5,1 ?", "not an ICN token", 7},
		{"w -1/100", "the move-rule count must not be negative", 2},
		{"w 1-100", "unexpected text in the full-move number", 3},
		{"w 1/100/3", "unexpected text in the move-rule counter", 7},
		{"w 3/-5", "the move-rule limit must not be negative", 4},
		{"w (8;toolong|1)", "longer than 4 letters", 5},
		{"w 5,1,2,99999999999999999999", "number 99999999999999999999 is too large", 8},
		{"w (checkmate|koth", "expected \")\" after the win conditions", 17},
		{"w (checkmate|koth|mate)", "win conditions have 3 entries", 2},
		{"w Rays:1,2>3", "expected \",\"", 12},
		{"w Rays:1,2>3,4|", "expected a coordinate", 15},
		{"w QUEEN5,1", "longer than 4 letters", 2},
		{"w K5", "expected \",\"", 4},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		require.Error(t, err, tt.in)
		assert.Contains(t, err.Error(), tt.want, tt.in)
		var se *SyntaxError
		require.True(t, errors.As(err, &se), tt.in)
		assert.Equal(t, "ICN", se.Kind, tt.in)
		assert.Equal(t, tt.offset, se.Offset, "%q: %v", tt.in, err)
	}
}

func TestErrorQuotesAreShort(t *testing.T) {
	long := "w K5,1|" + strings.Repeat("Q1,1|", 100) + "k5,8"
	_, err := Parse(long)
	var se *SyntaxError
	require.True(t, errors.As(err, &se))
	assert.Equal(t, 12, se.Offset)
	assert.Equal(t, "Q1,1|Q1,1|Q1,1|Q1,1|Q1,1|Q1,1|Q1,1|Q1,1|…", se.Near)
	assert.Contains(t, err.Error(), "piece list entry 3: square 1,1 already holds entry 2")

	_, err = ParseXY(strings.Repeat("9", 100) + ",0")
	assert.EqualError(t, err, `square: coordinate 9999999999999999999999999999999999999999… is outside ±1073741823 `+
		`(at offset 0: "9999999999999999999999999999999999999999…")`)
	assert.Equal(t, "φφφφφφφφφφφφφφφφφφφφ…", shorten(strings.Repeat("φ", 30)), "cut on a rune boundary")
}

func TestFormatBuiltGame(t *testing.T) {
	from := Square{4, 7}
	g := &Game{
		Tags:          []Tag{{"Variant", "infinite"}},
		Side:          Black,
		Fullmove:      3,
		Promotions:    &Promotions{White: PromotionLine{Ranks: []int64{8}}, Black: PromotionLine{Ranks: []int64{1}, Pieces: []string{"Q", "CH", "HA"}}},
		Border:        &Border{Edge{Unbounded: true}, Edge{Value: 14}, Edge{Value: -6}, Edge{Unbounded: true}},
		WinConditions: WinConditions{[]string{"checkmate"}, []string{"royalcapture"}},
		Pieces:        []Piece{{Code: "K", White: true, X: 5, Y: 1}, {Code: "hu", X: 0, Y: 0, Unmoved: true}},
		Moves:         []MoveText{{From: &from, To: Square{4, 5}}, {To: Square{1, 1}}},
	}
	assert.Equal(t, `[Variant "infinite"] b 3 (8|1;q,ch,ha) _,14,-6,_ (checkmate|royalcapture) K5,1|hu0,0+ 4,7>4,5|(1,1)`, Format(g))
	assert.Equal(t, "w", Format(&Game{}))
}

func TestFormatStartRoundTrip(t *testing.T) {
	text := "w 1 (8|1;q,ch,r,b,n,ha,gu) -5,14,-6,15 " + startPieces
	g, err := Parse(text)
	require.NoError(t, err)
	assert.Equal(t, text, Format(g))
	assert.True(t, strings.HasSuffix(Format(g), "K5,1|k5,8"))
}
