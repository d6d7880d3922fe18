package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// OptionType is the kind of value an option takes, named as UCI names it
// (CECP's -spin, -check, -string, -button and -combo are the same kinds).
type OptionType uint8

const (
	// Spin is an integer between Min and Max.
	Spin OptionType = iota
	// Check is a boolean: "true" or "false".
	Check
	// String is any text; the empty string is a valid value.
	String
	// Button takes no value: setting it does something.
	Button
	// Combo is one of Vars.
	Combo
)

var optionTypeNames = [...]string{"spin", "check", "string", "button", "combo"}

// String names the type as UCI does: spin, check, string, button, combo.
func (t OptionType) String() string {
	if int(t) < len(optionTypeNames) {
		return optionTypeNames[t]
	}
	return fmt.Sprintf("OptionType(%d)", t)
}

// Option describes one engine option, enough for a protocol to announce it
// (UCI `option name Hash type spin default 16 min 1 max 4096`, CECP
// `feature option="Hash -spin 16 1 4096"`).
type Option struct {
	Name string
	Type OptionType
	// Default is the value the engine starts with, as text ("16", "false",
	// ""); empty for a Button.
	Default string
	// Min and Max bound a Spin.
	Min, Max int
	// Vars are a Combo's choices.
	Vars []string
	// Help says what the option does, in one line.
	Help string
}

// Option names.
const (
	OptHash        = "Hash"
	OptThreads     = "Threads"
	OptMultiPV     = "MultiPV"
	OptPonder      = "Ponder"
	OptVariantFile = "VariantFile"
	OptClearHash   = "Clear Hash"
	// OptPieceValues gives pieces of named variants other values, for a
	// match of a candidate set against the built-in one (see parseValues).
	OptPieceValues = "PieceValues"
	// OptEvalWeights sets evaluation weights (see parseWeights).
	OptEvalWeights = "EvalWeights"
)

// Limits of the spin options.
const (
	DefaultHashMB = 16
	MaxHashMB     = 4096
	MaxThreads    = 64
	MaxMultiPV    = 256
)

// optionList is every option, in the order protocols announce them.
func optionList() []Option {
	return []Option{
		{Name: OptHash, Type: Spin, Default: strconv.Itoa(DefaultHashMB), Min: 1, Max: MaxHashMB,
			Help: "transposition table size in MB"},
		{Name: OptThreads, Type: Spin, Default: "1", Min: 1, Max: MaxThreads,
			Help: "search threads (Lazy SMP)"},
		{Name: OptMultiPV, Type: Spin, Default: "1", Min: 1, Max: MaxMultiPV,
			Help: "number of best lines to search and report"},
		{Name: OptPonder, Type: Check, Default: "false",
			Help: "think on the opponent's time"},
		{Name: OptVariantFile, Type: String, Default: "",
			Help: "load the variants of this variant file (a path)"},
		{Name: OptPieceValues, Type: String, Default: "",
			Help: "other piece values: VARIANT:PIECE=VALUE,…[;VARIANT:…] (empty: the variants' own)"},
		{Name: OptEvalWeights, Type: String, Default: "",
			Help: "other evaluation weights: NAME=VALUE,… (empty: the engine's own)"},
		{Name: OptClearHash, Type: Button,
			Help: "empty the transposition table and histories"},
	}
}

// settings are the options' current values.
type settings struct {
	hashMB, threads, multiPV int
	ponder                   bool
	variantFile              string
	// pieceValues is the PieceValues text, values its parsed form.
	pieceValues string
	values      valueSet
	evalWeights string
}

func defaultSettings() settings {
	return settings{hashMB: DefaultHashMB, threads: 1, multiPV: 1}
}

// lookupOption finds an option by name, ignoring case as UCI does.
func lookupOption(name string) (Option, bool) {
	for _, o := range optionList() {
		if strings.EqualFold(o.Name, strings.TrimSpace(name)) {
			return o, true
		}
	}
	return Option{}, false
}

// parseSpin reads a Spin value and checks its range.
func (o Option) parseSpin(value string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(value))
	if err != nil {
		return 0, fmt.Errorf("option %s: %q is not a whole number", o.Name, value)
	}
	if n < o.Min || n > o.Max {
		return 0, fmt.Errorf("option %s: %d is outside %d..%d", o.Name, n, o.Min, o.Max)
	}
	return n, nil
}

// parseCheck reads a Check value.
func (o Option) parseCheck(value string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(value)) {
	case "true", "1", "on", "yes":
		return true, nil
	case "false", "0", "off", "no":
		return false, nil
	}
	return false, fmt.Errorf("option %s: %q is not true or false", o.Name, value)
}

// value writes a setting as option text.
func (s settings) value(name string) string {
	switch name {
	case OptHash:
		return strconv.Itoa(s.hashMB)
	case OptThreads:
		return strconv.Itoa(s.threads)
	case OptMultiPV:
		return strconv.Itoa(s.multiPV)
	case OptPonder:
		return strconv.FormatBool(s.ponder)
	case OptVariantFile:
		return s.variantFile
	case OptPieceValues:
		return s.pieceValues
	case OptEvalWeights:
		return s.evalWeights
	}
	return ""
}
