package tune

import (
	"os"
	"strings"
	"testing"

	"lattice/eval"
	"lattice/match"
	"lattice/movegen"
)

// FuzzCollect feeds any text that reads as PGN to Collect: it must return
// samples or an error, never panic.
func FuzzCollect(f *testing.F) {
	f.Add(pgnGame(`[Result "1-0"]`, scholar+" 1-0"))
	f.Add(pgnGame(`[Result "1-0"]`+"\n"+`[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]`+"\n"+`[SetUp "1"]`, "1. e2e4 e8d7 2. e4e5 1-0"))
	if b, err := os.ReadFile("../testdata/tune/chess.pgn"); err == nil {
		f.Add(string(b[:min(len(b), 3000)]))
	}
	v := chess(f)
	ev := eval.New(v)
	f.Fuzz(func(t *testing.T, text string) {
		games, err := match.ReadPGN(strings.NewReader(text))
		if err != nil {
			return
		}
		set, _, err := Collect(v, ev, games, SampleOptions{SkipPlies: 1, QuietMargin: 30})
		if err != nil {
			return
		}
		n := 0
		set.Each(func(p *movegen.Position, _ float64) { n++ })
		if n != set.Len() {
			t.Fatalf("walked %d samples of %d", n, set.Len())
		}
	})
}
