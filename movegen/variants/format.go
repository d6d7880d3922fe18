package variants

import (
	"fmt"
	"strings"

	"lattice/movegen"
)

// Format writes d in the variant file format as one self-contained
// [variant] section followed by one [piece] section per piece: no inherit,
// no diagram, every rule spelt out. Parsing the text gives back d whenever d
// came from Parse (Parse stores every definition in one canonical form).
func Format(d movegen.VariantDef) string {
	var b strings.Builder
	width := 21 // one more than the longest key written: promotion-compulsory
	if d.Unbounded {
		width = 27 // promotion-compulsory-ranks
	}
	kv := func(k, format string, a ...any) {
		fmt.Fprintf(&b, "%-*s= %s\n", width, k, fmt.Sprintf(format, a...))
	}
	fmt.Fprintf(&b, "[variant %s]\n", d.Name)
	pr := d.Promotion
	letters := pr.Letters
	if letters == "" {
		letters = "-"
	}
	if d.Unbounded {
		kv("board", "unbounded")
		kv("border", "%d,%d,%d,%d", d.Bounds.X0, d.Bounds.X1, d.Bounds.Y0, d.Bounds.Y1)
		kv("start-icn", "%s", d.StartICN)
		kv("promotion", "%s", letters)
		kv("promotion-ranks", "%s", pair(pr.WhiteFrom, pr.BlackFrom))
		kv("promotion-compulsory-ranks", "%s", pair(pr.WhiteMust, pr.BlackMust))
	} else {
		kv("board", "%dx%d", d.Bounds.Width(), d.Bounds.Height())
		kv("start", "%s", d.StartFEN)
		kv("promotion", "%s", letters)
		z := promoDepth(d)
		kv("promotion-zone", "%s", pair(z[0], z[2]))
		kv("promotion-compulsory", "%s", pair(z[1], z[3]))
	}
	kv("promotion-limited", "%s", yesNo(pr.Limited))
	kv("fifty-move", "%s", yesNo(d.FiftyMove))
	kv("repetition", "3")
	kv("win", "checkmate")
	kv("insufficient", "%s", insufficientName(d.Insufficient))
	if d.Board != movegen.AutoBoard {
		kv("board-kind", "%s", d.Board)
	}
	width = 15 // castle-partner plus one
	for _, pd := range d.Pieces {
		fmt.Fprintf(&b, "\n[piece %s]\n", pd.Name)
		kv("letter", "%c", pd.Letter)
		kv("betza", "%s", pd.Betza)
		kv("value", "%d", pd.Value)
		if pd.Royal {
			kv("royal", "yes")
		}
		if pd.Pawn {
			kv("pawn", "yes")
		}
		if pd.CastlePartner {
			kv("castle-partner", "yes")
		}
		if pd.Primitive != "" {
			kv("primitive", "%s", pd.Primitive)
		}
		if pd.Code != "" {
			kv("code", "%s", pd.Code)
		}
	}
	return b.String()
}

// pair writes "N" when both sides agree, else "W/B".
func pair(w, b int32) string {
	if w == b {
		return fmt.Sprint(w)
	}
	return fmt.Sprintf("%d/%d", w, b)
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
