package perft

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Case is one position of a suite with its reference counts: Counts[d-1] is
// the count at depth d.
type Case struct {
	FEN    string
	Counts []uint64
	Line   int
}

// ReadSuite reads an EPD perft suite: one position a line, the FEN followed
// by ";D1 n ;D2 n …" fields. Blank lines and lines starting with # are
// skipped.
func ReadSuite(r io.Reader) ([]Case, error) {
	var cases []Case
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, ";")
		c := Case{FEN: strings.TrimSpace(fields[0]), Line: line}
		for _, f := range fields[1:] {
			f = strings.TrimSpace(f)
			if f == "" {
				continue
			}
			parts := strings.Fields(f)
			if len(parts) != 2 || len(parts[0]) < 2 || parts[0][0] != 'D' {
				return nil, fmt.Errorf("line %d: bad depth field %q", line, f)
			}
			d, err := strconv.Atoi(parts[0][1:])
			if err != nil || d != len(c.Counts)+1 {
				return nil, fmt.Errorf("line %d: depth %q out of order", line, parts[0])
			}
			n, err := strconv.ParseUint(parts[1], 10, 64)
			if err != nil {
				return nil, fmt.Errorf("line %d: bad count %q", line, parts[1])
			}
			c.Counts = append(c.Counts, n)
		}
		if len(c.Counts) == 0 {
			return nil, fmt.Errorf("line %d: no counts", line)
		}
		cases = append(cases, c)
	}
	return cases, sc.Err()
}
