package protocol

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"lattice/engine"
)

// UCI-only options: the variant, a variant file's path under the name
// Fairy-Stockfish uses, and the time kept back per move.
const (
	uciOptVariant     = "UCI_Variant"
	uciOptVariantPath = "VariantPath"
	uciOptOverhead    = "Move Overhead"
)

// Move Overhead range and default, in milliseconds.
const (
	uciDefaultOverhead = 30 * time.Millisecond
	uciMaxOverheadMS   = 5000
)

// identify answers `uci`: the engine's name, its options and uciok.
func (u *uciSession) identify() {
	u.println("id name " + u.name)
	u.println("id author " + uciAuthor)
	for _, o := range u.e.Options() {
		if o.Name == engine.OptVariantFile {
			o.Name = uciOptVariantPath
		}
		u.println(uciOptionLine(o))
	}
	u.println(uciOptionLine(engine.Option{Name: uciOptVariant, Type: engine.Combo,
		Default: engine.DefaultVariant, Vars: u.e.Variants()}))
	u.println(uciOptionLine(engine.Option{Name: uciOptOverhead, Type: engine.Spin,
		Default: strconv.Itoa(int(uciDefaultOverhead.Milliseconds())), Min: 0, Max: uciMaxOverheadMS}))
	u.println("uciok")
}

// uciOptionLine writes an option as UCI announces it.
func uciOptionLine(o engine.Option) string {
	var b strings.Builder
	fmt.Fprintf(&b, "option name %s type %s", o.Name, o.Type)
	switch o.Type {
	case engine.Spin:
		fmt.Fprintf(&b, " default %s min %d max %d", o.Default, o.Min, o.Max)
	case engine.Check:
		fmt.Fprintf(&b, " default %s", o.Default)
	case engine.String:
		def := o.Default
		if def == "" {
			def = "<empty>"
		}
		fmt.Fprintf(&b, " default %s", def)
	case engine.Combo:
		fmt.Fprintf(&b, " default %s", o.Default)
		for _, v := range o.Vars {
			fmt.Fprintf(&b, " var %s", v)
		}
	}
	return b.String()
}

// setOption handles `setoption name NAME [value VALUE]`; the name and the
// value may contain spaces. A bad name or value changes nothing.
func (u *uciSession) setOption(line string, args []string) {
	name, value, err := parseSetOption(line, args)
	if err != nil {
		u.errorf("setoption: %v", err)
		return
	}
	switch {
	case strings.EqualFold(name, uciOptVariant):
		u.setVariant(value)
	case strings.EqualFold(name, uciOptOverhead):
		ms, err := strconv.Atoi(value)
		if err != nil || ms < 0 || ms > uciMaxOverheadMS {
			u.errorf("setoption: %s wants a whole number 0..%d, not %s", uciOptOverhead, uciMaxOverheadMS, shown(value))
			return
		}
		u.overhead = time.Duration(ms) * time.Millisecond
	case strings.EqualFold(name, uciOptVariantPath), strings.EqualFold(name, engine.OptVariantFile):
		u.loadVariantFile(value)
	default:
		if err := u.e.SetOption(name, value); err != nil {
			u.errorf("setoption: %v", err)
		}
	}
}

// parseSetOption cuts the name and the value out of a setoption line. The
// value is taken as written (a path may hold several spaces); "<empty>"
// stands for the empty string.
func parseSetOption(line string, args []string) (name, value string, err error) {
	if len(args) < 2 || args[0] != "name" {
		return "", "", fmt.Errorf("want setoption name NAME [value VALUE], got %s", shown(line))
	}
	at := -1
	for i, a := range args[1:] {
		if a == "value" {
			at = i + 1
			break
		}
	}
	if at == 1 {
		return "", "", fmt.Errorf("no option name in %s", shown(line))
	}
	if at < 0 {
		return strings.Join(args[1:], " "), "", nil
	}
	name = strings.Join(args[1:at], " ")
	if i := strings.Index(line, " value "); i >= 0 {
		value = strings.TrimSpace(line[i+len(" value "):])
	} else {
		value = strings.Join(args[at+1:], " ")
	}
	if value == "<empty>" {
		value = ""
	}
	return name, value, nil
}

// setVariant switches to a variant the engine knows, at its start position.
func (u *uciSession) setVariant(value string) {
	for _, v := range u.e.Variants() {
		if strings.EqualFold(v, value) {
			if err := u.e.SetVariant(v); err != nil {
				u.errorf("setoption %s: %v", uciOptVariant, err)
			}
			return
		}
	}
	u.errorf("setoption %s: no variant %s (see the option's var list)", uciOptVariant, shown(value))
}

// uciMaxVariantFile bounds the size of a variant file (a real one is a few
// kilobytes): a path to a device or a huge file is refused, not read.
const uciMaxVariantFile = 4 << 20

// loadVariantFile loads the variants of a file once; naming the same file
// again (GUIs send their options at every start) only lists the variants.
func (u *uciSession) loadVariantFile(path string) {
	if path == "" {
		return
	}
	if !u.loaded[path] {
		st, err := os.Stat(path)
		switch {
		case err != nil:
			u.errorf("setoption %s: %v", uciOptVariantPath, err)
			return
		case !st.Mode().IsRegular():
			u.errorf("setoption %s: %s is not a regular file", uciOptVariantPath, shown(path))
			return
		case st.Size() > uciMaxVariantFile:
			u.errorf("setoption %s: %s is larger than %d bytes", uciOptVariantPath, shown(path), uciMaxVariantFile)
			return
		}
		if err := u.e.SetOption(engine.OptVariantFile, path); err != nil {
			u.errorf("setoption %s: %v", uciOptVariantPath, err)
			return
		}
		u.loaded[path] = true
	}
	u.println("info string variants: " + strings.Join(u.e.Variants(), " "))
}
