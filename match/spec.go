package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Proto is an engine's protocol.
type Proto string

// The protocols the runner speaks.
const (
	UCI  Proto = "uci"
	CECP Proto = "xboard"
)

// TimeControl is how long an engine may think. Exactly one of the forms is
// used: a clock (Base > 0: Base plus Inc per move, Moves per period when
// Moves > 0), a fixed time per move (MoveTime), or none (the search is
// limited by Nodes or Depth of the EngineSpec, or by the engine itself).
type TimeControl struct {
	Moves     int
	Base, Inc time.Duration
	MoveTime  time.Duration
}

// IsClock reports whether tc is a clock.
func (tc TimeControl) IsClock() bool { return tc.Base > 0 }

// ParseTC reads cutechess-cli's tc form: "inf", "SECONDS", "SECONDS+INC",
// "MOVES/SECONDS+INC", where SECONDS may be "M:SS".
func ParseTC(s string) (TimeControl, error) {
	var tc TimeControl
	if s == "inf" || s == "infinite" {
		return tc, nil
	}
	rest := s
	if m, r, ok := strings.Cut(rest, "/"); ok {
		n, err := strconv.Atoi(m)
		if err != nil || n <= 0 {
			return tc, fmt.Errorf("tc %q: bad move count %q", s, m)
		}
		tc.Moves, rest = n, r
	}
	base, inc, hasInc := strings.Cut(rest, "+")
	b, err := parseSeconds(base)
	if err != nil || b <= 0 {
		return tc, fmt.Errorf("tc %q: bad time %q", s, base)
	}
	tc.Base = b
	if hasInc {
		i, err := parseSeconds(inc)
		if err != nil || i < 0 {
			return tc, fmt.Errorf("tc %q: bad increment %q", s, inc)
		}
		tc.Inc = i
	}
	return tc, nil
}

// parseSeconds reads "S.s" or "M:SS".
func parseSeconds(s string) (time.Duration, error) {
	if m, sec, ok := strings.Cut(s, ":"); ok {
		mi, err := strconv.Atoi(m)
		if err != nil {
			return 0, err
		}
		se, err := strconv.ParseFloat(sec, 64)
		if err != nil {
			return 0, err
		}
		return time.Duration((float64(mi)*60 + se) * float64(time.Second)), nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, err
	}
	return time.Duration(f * float64(time.Second)), nil
}

// PGN writes the control as a PGN TimeControl tag value: "MOVES/SECONDS"
// plus "+INC", "SECONDS+INC", "1/SECONDS" for a fixed time per move, "-"
// without a clock.
func (tc TimeControl) PGN() string {
	sec := func(d time.Duration) string { return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) }
	switch {
	case tc.IsClock():
		s := sec(tc.Base)
		if tc.Moves > 0 {
			s = strconv.Itoa(tc.Moves) + "/" + s
		}
		if tc.Inc > 0 {
			s += "+" + sec(tc.Inc)
		}
		return s
	case tc.MoveTime > 0:
		return "1/" + sec(tc.MoveTime)
	}
	return "-"
}

// EngineSpec describes one engine of a match.
type EngineSpec struct {
	Name    string
	Cmd     string
	Dir     string
	Args    []string
	Proto   Proto
	Options [][2]string // name, value in the order given
	TC      TimeControl
	Nodes   int64
	Depth   int
}

// Validate checks the spec.
func (e EngineSpec) Validate() error {
	switch {
	case e.Cmd == "":
		return fmt.Errorf("engine %q: no cmd", e.Name)
	case e.Proto != UCI && e.Proto != CECP:
		return fmt.Errorf("engine %q: proto must be uci or xboard, not %q", e.Name, e.Proto)
	case e.Proto == CECP && e.Nodes > 0:
		return fmt.Errorf("engine %q: nodes= needs UCI (CECP has no node limit)", e.Name)
	case e.Nodes < 0 || e.Depth < 0:
		return fmt.Errorf("engine %q: nodes and depth must not be negative", e.Name)
	case !e.TC.IsClock() && e.TC.MoveTime == 0 && e.Nodes == 0 && e.Depth == 0:
		return fmt.Errorf("engine %q: no limit (give tc=, st=, nodes= or depth=)", e.Name)
	}
	return nil
}

func ms(d time.Duration) string { return strconv.FormatInt(max(d.Milliseconds(), 1), 10) }
func itoa(n int) string         { return strconv.Itoa(n) }
func itoa64(n int64) string     { return strconv.FormatInt(n, 10) }
