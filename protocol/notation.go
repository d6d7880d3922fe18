package protocol

import (
	"fmt"
	"strconv"
	"strings"

	"lattice/movegen"
)

// Notation converts squares and moves between the wire and the kernel. The
// kernel writes ranks 1-based and decimal ("e10e9") and plane moves in the
// machine form "x,y>x,y=CODE"; on the wire the same holds, except that CECP
// (XBoard) numbers the ranks of a board with exactly 10 ranks 0..9. Nothing
// else in the program knows about that shift.
type Notation struct {
	v *movegen.Variant
	// shift is subtracted from a kernel rank on the way out (1 for XBoard
	// on a 10-rank board, else 0).
	shift int
}

// UCINotation is the notation of UCI (and of the kernel): decimal 1-based
// ranks on every board, the machine form on the plane.
func UCINotation(v *movegen.Variant) Notation { return Notation{v: v} }

// CECPNotation is XBoard's notation: as UCI's, but a board of exactly 10
// ranks counts them from 0.
func CECPNotation(v *movegen.Variant) Notation {
	n := Notation{v: v}
	if !v.Unbounded() && v.Bounds().Height() == 10 {
		n.shift = 1
	}
	return n
}

// ZeroBasedRanks reports whether ranks are written from 0 on the wire.
func (n Notation) ZeroBasedRanks() bool { return n.shift == 1 }

// Square writes c as the wire names it ("e0" on XBoard's 10-rank boards,
// "x,y" on the plane).
func (n Notation) Square(c movegen.Coord) string {
	if n.v.Unbounded() {
		return c.String()
	}
	s := n.v.SquareName(c)
	i := strings.IndexAny(s, "0123456789")
	r, _ := strconv.Atoi(s[i:])
	return s[:i] + strconv.Itoa(r-n.shift)
}

// ParseSquare reads a square of the board in the wire's notation.
func (n Notation) ParseSquare(s string) (movegen.Coord, error) {
	if n.v.Unbounded() {
		return parsePlaneSquare(s)
	}
	k, err := n.squareToKernel(s)
	if err != nil {
		return movegen.Coord{}, err
	}
	return n.v.ParseSquare(k)
}

// parsePlaneSquare reads "x,y" with both numbers in range.
func parsePlaneSquare(s string) (movegen.Coord, error) {
	xs, ys, ok := strings.Cut(s, ",")
	if !ok {
		return movegen.Coord{}, fmt.Errorf("bad square %q (want x,y)", s)
	}
	x, err := movegen.ParseCoordNumber(xs)
	if err != nil {
		return movegen.Coord{}, err
	}
	y, err := movegen.ParseCoordNumber(ys)
	if err != nil {
		return movegen.Coord{}, err
	}
	return movegen.Coord{X: x, Y: y}, nil
}

// squareToKernel rewrites one square name from wire ranks to kernel ranks;
// it checks only the shape (letters then digits).
func (n Notation) squareToKernel(s string) (string, error) {
	file, rank, rest := splitSquare(s)
	if file == "" || rank == "" || rest != "" {
		return "", fmt.Errorf("bad square %q", s)
	}
	return file + n.rankToKernel(rank), nil
}

// rankToKernel converts a decimal wire rank (at most 4 digits, checked by
// the caller) to the kernel's.
func (n Notation) rankToKernel(rank string) string {
	if n.shift == 0 {
		return rank
	}
	r, _ := strconv.Atoi(rank)
	return strconv.Itoa(r + n.shift)
}

// splitSquare cuts the leading square (1..3 lower-case letters, 1..4
// digits) off s.
func splitSquare(s string) (file, rank, rest string) {
	i := 0
	for i < len(s) && i < 3 && s[i] >= 'a' && s[i] <= 'z' {
		i++
	}
	j := i
	for j < len(s) && j-i < 4 && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	if i == 0 || j == i {
		return "", "", s
	}
	return s[:i], s[i:j], s[j:]
}

// MoveToWire rewrites a move the kernel wrote (Position.MoveString) for the
// wire.
func (n Notation) MoveToWire(kernel string) string {
	if n.shift == 0 || n.v.Unbounded() {
		return kernel
	}
	var b strings.Builder
	rest := kernel
	for k := 0; k < 2; k++ {
		file, rank, r := splitSquare(rest)
		if file == "" {
			return kernel
		}
		v, _ := strconv.Atoi(rank)
		b.WriteString(file)
		b.WriteString(strconv.Itoa(v - n.shift))
		rest = r
	}
	b.WriteString(rest)
	return b.String()
}

// MoveFromWire rewrites a move read from the wire in the kernel's notation
// (for Position.ParseMove). It checks the shape: two squares and at most a
// promotion letter on a bounded board ("e7e8q", XBoard's "e9e8" on 10
// ranks), the machine form "x,y>x,y" with an optional "=CODE" on the plane.
// Whether the move is legal is the kernel's business.
func (n Notation) MoveFromWire(wire string) (string, error) {
	if wire == "" || len(wire) > 64 {
		return "", fmt.Errorf("bad move %q", clip(wire))
	}
	if n.v.Unbounded() || strings.Contains(wire, ">") {
		if !n.v.Unbounded() {
			return "", fmt.Errorf("bad move %q: the machine form x,y>x,y is for the plane", wire)
		}
		return planeMove(wire)
	}
	f1, r1, rest := splitSquare(wire)
	f2, r2, rest := splitSquare(rest)
	if f1 == "" || f2 == "" {
		return "", fmt.Errorf("bad move %q (want two squares such as e2e4)", wire)
	}
	if len(rest) > 1 || (rest != "" && !isLetter(rest[0])) {
		return "", fmt.Errorf("bad move %q: unexpected %q after the squares", wire, rest)
	}
	return f1 + n.rankToKernel(r1) + f2 + n.rankToKernel(r2) + strings.ToLower(rest), nil
}

// planeMove checks the machine form x,y>x,y[=CODE] and returns it as is.
func planeMove(wire string) (string, error) {
	move, promo, hasPromo := strings.Cut(wire, "=")
	from, to, ok := strings.Cut(move, ">")
	if !ok {
		return "", fmt.Errorf("bad move %q (want x,y>x,y)", wire)
	}
	for _, sq := range []string{from, to} {
		if _, err := parsePlaneSquare(sq); err != nil {
			return "", fmt.Errorf("bad move %q: %v", wire, err)
		}
	}
	if hasPromo {
		if promo == "" || len(promo) > 3 {
			return "", fmt.Errorf("bad move %q: bad promotion code %q", wire, promo)
		}
		for i := 0; i < len(promo); i++ {
			if !isLetter(promo[i]) {
				return "", fmt.Errorf("bad move %q: bad promotion code %q", wire, promo)
			}
		}
	}
	return wire, nil
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// clip shortens text for an error message and replaces every byte that is
// not printable ASCII, so a reply never carries control characters.
func clip(s string) string {
	const maxShown = 40
	cut := len(s) > maxShown
	if cut {
		s = s[:maxShown]
	}
	b := []byte(s)
	for i, c := range b {
		if c < ' ' || c > '~' {
			b[i] = '?'
		}
	}
	if cut {
		return string(b) + "..."
	}
	return string(b)
}
