package variants

import (
	"bytes"
	"embed"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"sort"
	"strings"
	"sync"

	"lattice/movegen"
)

// builtinFS holds the built-in variant files, one variant per file, each
// named after its variant.
//
//go:embed builtin/*.ini
var builtinFS embed.FS

// BuiltinSource is the Source of every built-in variant.
const BuiltinSource = "built-in"

// Catalogue is a set of variant definitions by name: the built-ins and the
// variants of the files loaded into it. NewCatalogue starts one with the
// built-ins; the zero value is an empty catalogue.
type Catalogue struct {
	entries map[string]entry
}

type entry struct {
	def    movegen.VariantDef
	source string
}

// builtins parses the embedded files once; the result is never changed.
var builtins = sync.OnceValues(loadBuiltins)

// NewCatalogue returns a catalogue holding the built-in variants.
func NewCatalogue() (*Catalogue, error) {
	b, err := builtins()
	if err != nil {
		return nil, err
	}
	c := &Catalogue{entries: make(map[string]entry, len(b.entries))}
	for k, e := range b.entries {
		c.entries[k] = e
	}
	return c, nil
}

// loadBuiltins reads every embedded file. A file may inherit from another
// built-in, which is loaded first.
func loadBuiltins() (*Catalogue, error) {
	c := &Catalogue{entries: map[string]entry{}}
	files, err := fs.Glob(builtinFS, "builtin/*.ini")
	if err != nil {
		return nil, err
	}
	visiting := map[string]bool{}
	var load func(name string) error
	load = func(name string) error {
		if _, ok := c.entries[name]; ok {
			return nil
		}
		if visiting[name] {
			return fmt.Errorf("built-in variants: %s inherits from itself", name)
		}
		visiting[name] = true
		file := "builtin/" + name + ".ini"
		data, err := builtinFS.ReadFile(file)
		if err != nil {
			return fmt.Errorf("no built-in variant %s", name)
		}
		var inner error
		lookup := func(n string) (movegen.VariantDef, bool) {
			if err := load(n); err != nil {
				inner = err
				return movegen.VariantDef{}, false
			}
			return c.entries[n].def, true
		}
		ps, err := parseFile(file, bytes.NewReader(data), lookup)
		if inner != nil {
			return inner
		}
		if err != nil {
			return err
		}
		if len(ps) != 1 || ps[0].def.Name != name {
			return fmt.Errorf("%s: a built-in file must define exactly the variant %s", file, name)
		}
		c.entries[name] = entry{def: ps[0].def, source: BuiltinSource}
		return nil
	}
	for _, f := range files {
		if err := load(strings.TrimSuffix(path.Base(f), ".ini")); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// lookup finds a variant for inherit.
func (c *Catalogue) lookup(name string) (movegen.VariantDef, bool) {
	e, ok := c.entries[name]
	return e.def, ok
}

// LoadFile adds the variants of a variant file. Its variants may inherit
// from any variant already in the catalogue. Nothing is added when the file
// has an error or redefines a name the catalogue already has.
func (c *Catalogue) LoadFile(name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	return c.Load(name, f)
}

// Load adds the variants read from r; filename names it in errors and in
// Source. See LoadFile.
func (c *Catalogue) Load(filename string, r io.Reader) error {
	ps, err := parseFile(filename, r, c.lookup)
	if err != nil {
		return err
	}
	for _, p := range ps {
		if e, ok := c.entries[p.def.Name]; ok {
			return &Error{File: filename, Line: p.at.line, Col: p.at.col,
				Msg: fmt.Sprintf("variant %s is already defined (%s)", p.def.Name, e.source)}
		}
	}
	if c.entries == nil {
		c.entries = map[string]entry{}
	}
	for _, p := range ps {
		c.entries[p.def.Name] = entry{def: p.def, source: fmt.Sprintf("%s:%d", filename, p.at.line)}
	}
	return nil
}

// Names lists the catalogue's variants in alphabetical order.
func (c *Catalogue) Names() []string {
	names := make([]string, 0, len(c.entries))
	for n := range c.entries {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Def returns the resolved definition of a variant. The caller may change
// the copy it gets.
func (c *Catalogue) Def(name string) (movegen.VariantDef, bool) {
	e, ok := c.entries[name]
	if !ok {
		return movegen.VariantDef{}, false
	}
	d := e.def
	d.Pieces = append([]movegen.PieceDef(nil), d.Pieces...)
	return d, true
}

// Source says where a variant was defined: BuiltinSource or "file:line".
func (c *Catalogue) Source(name string) string { return c.entries[name].source }

// Get compiles the variant called name.
func (c *Catalogue) Get(name string) (*movegen.Variant, error) {
	d, ok := c.Def(name)
	if !ok {
		return nil, fmt.Errorf("unknown variant %q (known: %s)", name, strings.Join(c.Names(), ", "))
	}
	return movegen.NewVariant(d)
}

// Names lists the built-in variants in alphabetical order.
func Names() []string {
	b, err := builtins()
	if err != nil {
		return nil
	}
	return b.Names()
}

// Get compiles the built-in variant called name.
func Get(name string) (*movegen.Variant, error) {
	b, err := builtins()
	if err != nil {
		return nil, err
	}
	return b.Get(name)
}

// Builtin returns the definition of the built-in variant called name.
func Builtin(name string) (movegen.VariantDef, bool) {
	b, err := builtins()
	if err != nil {
		return movegen.VariantDef{}, false
	}
	return b.Def(name)
}
