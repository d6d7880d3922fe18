package variants

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"lattice/movegen"
)

// Limits on what a variant file may say; they keep hostile input cheap.
const (
	// MaxSide is the most files or ranks a bounded board may have.
	MaxSide = 256
	// MaxLine is the longest line a variant file may have, in bytes.
	MaxLine = 64 << 10
)

// utf8BOM is the UTF-8 byte order mark.
const utf8BOM = "\ufeff"

// quoteChar quotes the character that starts at byte i of s: a whole UTF-8
// sequence when it is one, so that "é" is not shown as two Latin-1 letters.
func quoteChar(s string, i int) string {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return strconv.QuoteRune(r)
}

// lookupFunc finds an already defined variant for inherit.
type lookupFunc func(name string) (movegen.VariantDef, bool)

// parsed is one variant read from a file, with where its section starts.
type parsed struct {
	def movegen.VariantDef
	at  pos
}

// Parse reads a variant file (see the package documentation for the
// format) and returns its variants in file order, resolved: inheritance
// applied, every piece listed, every variant checked by compiling it with
// movegen.NewVariant. A variant may inherit from a built-in one or from one
// defined earlier in the same file. filename is used in error messages only.
// Errors are *Error values ("file:line:col: message").
func Parse(filename string, r io.Reader) ([]movegen.VariantDef, error) {
	b, err := builtins()
	if err != nil {
		return nil, err
	}
	ps, err := parseFile(filename, r, b.lookup)
	if err != nil {
		return nil, err
	}
	defs := make([]movegen.VariantDef, len(ps))
	for i, p := range ps {
		defs[i] = p.def
	}
	return defs, nil
}

// parser reads one file.
type parser struct {
	file   string
	lookup lookupFunc
	out    []parsed
	sec    *section // the variant being read, nil before the first
	piece  *pieceSec
}

func (p *parser) errAt(at pos, format string, a ...any) *Error {
	return &Error{File: p.file, Line: at.line, Col: at.col, Msg: fmt.Sprintf(format, a...)}
}

// parseFile reads a whole file; lookup resolves inherit names that the file
// itself does not define.
func parseFile(filename string, r io.Reader, lookup lookupFunc) ([]parsed, error) {
	p := &parser{file: filename, lookup: lookup}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), MaxLine)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if line == 1 {
			// Editors may start a UTF-8 file with a byte order mark.
			text = strings.TrimPrefix(text, utf8BOM)
		}
		if err := p.line(line, text); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, p.errAt(pos{line + 1, 1}, "line longer than %d bytes", MaxLine)
		}
		return nil, &Error{File: filename, Line: line, Col: 1, Msg: err.Error(), Err: err}
	}
	if err := p.finish(); err != nil {
		return nil, err
	}
	return p.out, nil
}

// line handles one line of the file.
func (p *parser) line(n int, raw string) error {
	raw = strings.TrimSuffix(raw, "\r")
	indent := len(raw) - len(strings.TrimLeft(raw, " \t"))
	s := strings.TrimSpace(raw)
	at := pos{n, indent + 1}
	if s == "" || s[0] == '#' || s[0] == ';' {
		return nil
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' && c != '\t' || c == 0x7f {
			return p.errAt(at.shift(i), "control character %q", c)
		}
	}
	if s[0] == '[' {
		return p.header(at, s)
	}
	eq := strings.IndexByte(s, '=')
	if eq < 0 {
		return p.errAt(at, "want \"key = value\", a [variant NAME] or [piece NAME] header, or a # comment")
	}
	key := strings.TrimRight(s[:eq], " \t")
	rest := s[eq+1:]
	val := strings.TrimLeft(rest, " \t")
	valAt := at.shift(eq + 1 + len(rest) - len(val))
	if key == "" {
		return p.errAt(at, "missing key before '='")
	}
	if p.sec == nil {
		return p.errAt(at, "key %q before the first [variant NAME] header", key)
	}
	if p.piece != nil {
		return p.pieceKey(at, key, val, valAt)
	}
	return p.variantKey(at, key, val, valAt)
}

// header starts a [variant NAME] or [piece NAME] section.
func (p *parser) header(at pos, s string) error {
	if s[len(s)-1] != ']' {
		return p.errAt(at.shift(len(s)-1), "header must end with ']'")
	}
	inner := s[1 : len(s)-1]
	kind, name, _ := strings.Cut(strings.TrimSpace(inner), " ")
	name = strings.TrimSpace(name)
	nameAt := at.shift(1 + strings.Index(inner, kind) + len(kind))
	if name != "" {
		nameAt = at.shift(1 + strings.LastIndex(inner, name))
	}
	switch kind {
	case "variant", "piece":
	default:
		return p.errAt(at.shift(1), "unknown section kind %q (want variant or piece)", kind)
	}
	if err := checkName(name); err != nil {
		return p.errAt(nameAt, "%s name: %v", kind, err)
	}
	if kind == "piece" {
		if p.sec == nil {
			return p.errAt(at, "[piece %s] before the first [variant NAME] header", name)
		}
		return p.startPiece(at, name)
	}
	if err := p.finish(); err != nil {
		return err
	}
	for _, d := range p.out {
		if d.def.Name == name {
			return p.errAt(nameAt, "variant %s is defined twice (first at line %d)", name, d.at.line)
		}
	}
	p.sec = newSection(name, at)
	p.piece = nil
	return nil
}

// checkName accepts variant and piece names: a letter or digit, then
// letters, digits and - _ . +, at most 64 bytes.
func checkName(s string) error {
	if s == "" {
		return errors.New("missing")
	}
	if len(s) > 64 {
		return errors.New("longer than 64 bytes")
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case i > 0 && (c == '-' || c == '_' || c == '.' || c == '+'):
		default:
			return fmt.Errorf("%q: character %s not allowed (letters, digits, - _ . +)", s, quoteChar(s, i))
		}
	}
	return nil
}

// finish completes the variant being read, if any, and appends it to out.
func (p *parser) finish() error {
	if p.sec == nil {
		return nil
	}
	def, err := p.resolve(p.sec)
	if err != nil {
		return err
	}
	p.out = append(p.out, parsed{def: def, at: p.sec.at})
	p.sec, p.piece = nil, nil
	return nil
}

// find returns a variant for inherit: one defined earlier in the file, or
// one the lookup knows.
func (p *parser) find(name string) (movegen.VariantDef, bool) {
	for _, d := range p.out {
		if d.def.Name == name {
			return d.def, true
		}
	}
	if p.lookup != nil {
		return p.lookup(name)
	}
	return movegen.VariantDef{}, false
}
