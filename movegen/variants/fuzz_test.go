package variants_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"lattice/movegen/variants"
)

// FuzzParse checks that Parse never panics, that every error is an *Error
// on one line, and that every definition it accepts survives Format and
// Parse unchanged.
func FuzzParse(f *testing.F) {
	for _, name := range variants.Names() {
		d, _ := variants.Builtin(name)
		f.Add(variants.Format(d))
	}
	for _, dir := range []string{"builtin", filepath.Join("..", "..", "testdata", "variants")} {
		_ = filepath.WalkDir(dir, func(path string, e fs.DirEntry, err error) error {
			if err == nil && strings.HasSuffix(path, ".ini") {
				if b, err := os.ReadFile(path); err == nil {
					f.Add(string(b))
				}
			}
			return nil
		})
	}
	f.Add(miniFile)
	f.Add("[variant v]\ninherit = chess\n[piece cannon]\nletter = C\nbetza = mRcpR\n")
	f.Add("[variant v]\ndiagram = files=6 ranks=6 symmetry=rotate king::::a1 rook::::b1-c1 pawn::::a2-f2\n")
	f.Add("[variant p]\nboard = unbounded\nstart-icn = w K1,1|k5,5\npromotion-ranks = 8/1\n[piece king]\nletter = K\nbetza = K\nroyal = yes\n")
	f.Fuzz(func(t *testing.T, text string) {
		defs, err := variants.Parse("f.ini", strings.NewReader(text))
		if err != nil {
			var fe *variants.Error
			if !errors.As(err, &fe) {
				t.Fatalf("error %T is not a *variants.Error: %v", err, err)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error on more than one line: %q", err)
			}
			return
		}
		for _, d := range defs {
			out := variants.Format(d)
			back, err := variants.Parse("g.ini", strings.NewReader(out))
			if err != nil {
				t.Fatalf("Format output does not parse: %v\n%s", err, out)
			}
			if len(back) != 1 {
				t.Fatalf("Format output has %d variants", len(back))
			}
			if !reflect.DeepEqual(d, back[0]) {
				t.Fatalf("round trip changed the definition:\n%#v\n%#v", d, back[0])
			}
			if got := variants.Format(back[0]); got != out {
				t.Fatalf("round trip changed the definition:\n%s\n---\n%s", out, got)
			}
		}
	})
}
