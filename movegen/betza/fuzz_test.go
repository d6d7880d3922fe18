package betza

import (
	"testing"
)

func FuzzParse(f *testing.F) {
	for _, s := range canonical {
		f.Add(s)
	}
	for _, s := range []string{"fmW)", "(fa", "NN2", "W03", "O0", "((((W", "mazW", "asa(ma)zW", "afsafzW",
		"(mpaf)W", "jjR4", "nN", "fhN", "hrN", "(a)W", "arafrfafzW"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			pe, ok := err.(*ParseError)
			if !ok {
				t.Fatalf("Parse(%q): error %T is not a *ParseError", s, err)
			}
			if pe.Pos < 0 || pe.Pos > len(s) {
				t.Fatalf("Parse(%q): position %d out of range", s, pe.Pos)
			}
			return
		}
		out := Format(p)
		if out != s {
			t.Fatalf("Format(Parse(%q)) = %q", s, out)
		}
		q, err := Parse(out)
		if err != nil {
			t.Fatalf("Parse(Format(Parse(%q))): %v", s, err)
		}
		if Format(q) != out {
			t.Fatalf("round trip of %q changed the tree", s)
		}
		paths, err := Expand(p)
		if err != nil {
			pe, ok := err.(*ParseError)
			if !ok || pe.Pos < 0 || pe.Pos > len(s) {
				t.Fatalf("Expand(%q): bad error %v", s, err)
			}
			return
		}
		if len(paths) > MaxPaths {
			t.Fatalf("Expand(%q): %d paths", s, len(paths))
		}
		for _, path := range paths {
			if len(path.Legs) == 0 || len(path.Legs[0].Dirs) == 0 {
				t.Fatalf("Expand(%q): empty path %v", s, path)
			}
			for i, l := range path.Legs[1:] {
				if len(l.Turns) == 0 {
					t.Fatalf("Expand(%q): leg %d without turns in %v", s, i+1, path)
				}
			}
		}
	})
}
