package variants_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestByteOrderMarkIsSkipped: a UTF-8 byte order mark at the start of a
// file, as some editors write it, is not part of the first line; columns
// count from after it.
func TestByteOrderMarkIsSkipped(t *testing.T) {
	const bom = "\xef\xbb\xbf"
	defs := mustParse(t, bom+"[variant v]\ninherit = chess\n")
	require.Len(t, defs, 1)
	assert.Equal(t, "v", defs[0].Name)
	defs = mustParse(t, bom+"# a comment first\r\n[variant v]\r\ninherit = chess\r\n")
	require.Len(t, defs, 1)
	_, err := parse(bom + "[variant a/b]\n")
	assert.ErrorContains(t, err, "x.ini:1:10: variant name")
}

// TestNonASCIIInVariantFiles: a non-ASCII character is quoted as written,
// not as the Latin-1 letters of its bytes, at its column.
func TestNonASCIIInVariantFiles(t *testing.T) {
	const head = "[variant v]\ninherit = chess\n"
	cases := []struct{ text, want string }{
		{"[variant knéght]\n", `x.ini:1:10: variant name: "knéght": character 'é' not allowed`},
		{head + "[piece knight]\nbetza = Né\n", "x.ini:4:10: betza: unexpected character 'é'"},
		{head + "[piece knight]\ncode = Né\n", `x.ini:4:8: code: "Né": character 'é' not allowed`},
		{head + "promotion = QRé\n", "x.ini:3:15: promotion: 'é' is not an upper-case piece letter"},
		{"[variant v]\ndiagram = promoChoice=Q车 king::::e1\n", "x.ini:2:24: diagram: promoChoice: '车' is not a piece letter"},
		{"[variant v]\ndiagram = king::::e1 rook:R:Ré::a1\n", "x.ini:2:30: diagram: piece rook: betza: unexpected character 'é'"},
	}
	for _, c := range cases {
		_, err := parse(c.text)
		require.Error(t, err, c.text)
		assert.True(t, strings.HasPrefix(err.Error(), c.want), "want %q, got %q", c.want, err.Error())
	}
}
