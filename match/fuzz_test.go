package match

import (
	"strings"
	"testing"

	"lattice/movegen/variants"
)

// FuzzParseSAN: no text makes the move reader panic, and a move it
// accepts is legal and reads back from its own SAN.
func FuzzParseSAN(f *testing.F) {
	for _, s := range []string{"e4", "Nf3", "Ng1-f3", "exd6e.p.", "e8=Q+", "O-O-O", "0-0", "Qa1b2", "R1a3", "e2e4", "5,2>5,4", "=Q", "Q=Q", "x", ""} {
		f.Add(s, false)
	}
	chess, err := variants.Get("chess")
	if err != nil {
		f.Fatal(err)
	}
	grand, err := variants.Get("grand")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string, ten bool) {
		pos := chess.StartPosition()
		if ten {
			pos = grand.StartPosition()
		}
		m, err := ParseMoveText(pos, s)
		if err != nil {
			return
		}
		if !pos.LegalMove(m) {
			t.Fatalf("%q read as the illegal %s", s, pos.MoveString(m))
		}
		back, err := ParseMoveText(pos, SAN(pos, m))
		if err != nil || pos.MoveString(back) != pos.MoveString(m) {
			t.Fatalf("%q: SAN %s does not read back (%v)", s, SAN(pos, m), err)
		}
	})
}

// FuzzReadPGN: no text makes the PGN reader panic.
func FuzzReadPGN(f *testing.F) {
	f.Add("[Event \"x\"]\n\n1. e4 {c} (1. d4 d5) e5 $1 ; x\n2. Nf3 *\n")
	f.Add("1.e4 e5 1-0\n\n1. d4 *")
	f.Fuzz(func(t *testing.T, s string) {
		games, err := ReadPGN(strings.NewReader(s))
		if err != nil {
			return
		}
		v, _ := variants.Get("chess")
		for _, g := range games {
			_ = g.Resolve(v)
		}
	})
}
