package engine

import (
	"testing"
)

// FuzzEngineInput feeds arbitrary text to every call that takes text from
// a protocol: none may panic, and a rejected one leaves the game as it was.
func FuzzEngineInput(f *testing.F) {
	for _, s := range []string{"e2e4", "e7e8q", "startpos", movegenStart, "w K5,1|k5,8|Q4,1", "5,2>5,4",
		"R(8,4)-(1,4)", "16", "true", "-1", "cannon-chess", "", "\x00", "a99a1", "10,10>10,-2147483648", "chess:Q=1000"} {
		f.Add(s)
	}
	e, err := New()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, v := range []string{"chess", "infinite"} {
			if err := e.SetVariant(v); err != nil {
				t.Fatal(err)
			}
			before, moves := e.PositionText(), len(e.Moves())
			calls := []func() error{
				func() error { _, err := e.Play(s); return err },
				func() error { _, err := e.ParseMove(s); return err },
				func() error { return e.SetFEN(s, nil) },
				func() error { return e.SetICN(s, nil) },
				func() error { return e.SetStartPos([]string{s}) },
				func() error { return e.SetVariant(s) },
				func() error { return e.SetOption(OptMultiPV, s) },
				func() error { return e.SetOption(s, "1") },
				func() error { return e.SetOption(OptPieceValues, s) },
				func() error { return e.SetOption(OptEvalWeights, s) },
			}
			for i, call := range calls {
				if err := call(); err != nil {
					if got := e.PositionText(); got != before || len(e.Moves()) != moves {
						t.Fatalf("call %d with %q failed (%v) but changed the game: %s", i, s, err, got)
					}
					continue
				}
				// Accepted: start again from the variant's start.
				if err := e.SetVariant(v); err != nil {
					t.Fatal(err)
				}
			}
		}
	})
}
