package movegen

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxCoord is the largest absolute value a coordinate may have. It is at least
// 10^9 as the infinite-plane rules demand, and small enough that the sum or
// difference of two in-range coordinates never overflows an int32.
const MaxCoord = 1<<30 - 1

// noCoord is both coordinates of NoCoord, just outside ±MaxCoord.
const noCoord = MaxCoord + 1

// NoCoord returns the sentinel square "no square", outside ±MaxCoord, where
// a square is optional (no en passant square, no square to treat as empty,
// no locust victim yet): it never equals a square a piece can stand on.
func NoCoord() Coord { return Coord{noCoord, noCoord} }

// Coord is a square: X grows to White's right (files), Y grows toward Black
// (ranks). The classical a1 is (1,1) and h8 is (8,8).
type Coord struct {
	X, Y int32
}

// Vec is a displacement between two squares.
type Vec struct {
	X, Y int32
}

// Add returns c moved by v. The caller keeps both within range.
func (c Coord) Add(v Vec) Coord { return Coord{c.X + v.X, c.Y + v.Y} }

// Sub returns the vector from o to c.
func (c Coord) Sub(o Coord) Vec { return Vec{c.X - o.X, c.Y - o.Y} }

// Neg returns -v.
func (v Vec) Neg() Vec { return Vec{-v.X, -v.Y} }

// Scale returns k·v.
func (v Vec) Scale(k int32) Vec { return Vec{v.X * k, v.Y * k} }

// InRange reports whether both coordinates are within ±MaxCoord.
func (c Coord) InRange() bool {
	return c.X >= -MaxCoord && c.X <= MaxCoord && c.Y >= -MaxCoord && c.Y <= MaxCoord
}

// NewCoord returns the square (x, y) or an error when either coordinate is
// beyond ±MaxCoord.
func NewCoord(x, y int64) (Coord, error) {
	if x < -MaxCoord || x > MaxCoord || y < -MaxCoord || y > MaxCoord {
		return Coord{}, fmt.Errorf("coordinate (%d,%d) is outside the supported range ±%d", x, y, MaxCoord)
	}
	return Coord{int32(x), int32(y)}, nil
}

// ParseCoordNumber parses one decimal coordinate and checks its range.
func ParseCoordNumber(s string) (int32, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("bad coordinate %q", s)
	}
	if n < -MaxCoord || n > MaxCoord {
		return 0, fmt.Errorf("coordinate %s is outside the supported range ±%d", s, MaxCoord)
	}
	return int32(n), nil
}

// String writes the square as "x,y".
func (c Coord) String() string { return fmt.Sprintf("%d,%d", c.X, c.Y) }

// pack folds a square into 64 bits; it is the input of the Zobrist hash and the
// key of the sparse board.
func (c Coord) pack() uint64 { return uint64(uint32(c.X))<<32 | uint64(uint32(c.Y)) }

// Bounds is a rectangle of squares, inclusive on all sides.
type Bounds struct {
	X0, X1, Y0, Y1 int32
}

// Contains reports whether c lies inside b.
func (b Bounds) Contains(c Coord) bool {
	return c.X >= b.X0 && c.X <= b.X1 && c.Y >= b.Y0 && c.Y <= b.Y1
}

// Width is the number of files in b.
func (b Bounds) Width() int { return int(b.X1-b.X0) + 1 }

// Height is the number of ranks in b.
func (b Bounds) Height() int { return int(b.Y1-b.Y0) + 1 }

// MaxBorder is the largest absolute value of a world border's edge. It is one
// less than MaxCoord, so that no border a user writes can be mistaken for the
// open plane (whose edges are ±MaxCoord): a border always bounds the board,
// and "no border" is said explicitly (the open plane, perft -rays).
const MaxBorder = MaxCoord - 1

// ParseBounds reads a world border written "x0,x1,y0,y1" (left, right,
// bottom, top), each within ±MaxBorder, not empty.
func ParseBounds(s string) (Bounds, error) {
	f := strings.Split(s, ",")
	if len(f) != 4 {
		return Bounds{}, fmt.Errorf("want left,right,bottom,top, got %q", s)
	}
	var n [4]int32
	for i, t := range f {
		t = strings.TrimSpace(t)
		v, err := strconv.ParseInt(t, 10, 64)
		if err != nil {
			return Bounds{}, fmt.Errorf("bad border edge %q", t)
		}
		if v < -MaxBorder || v > MaxBorder {
			return Bounds{}, fmt.Errorf("border edge %s is outside ±%d (for no border use the open plane, e.g. perft -rays)", t, MaxBorder)
		}
		n[i] = int32(v)
	}
	if n[0] > n[1] || n[2] > n[3] {
		return Bounds{}, fmt.Errorf("empty border %q (left > right or bottom > top)", s)
	}
	return Bounds{X0: n[0], X1: n[1], Y0: n[2], Y1: n[3]}, nil
}

// stepTo returns the distance t ≥ 1 with from + t·d == q, if there is one.
func stepTo(from Coord, d Vec, q Coord) (int32, bool) {
	dx, dy := int64(q.X)-int64(from.X), int64(q.Y)-int64(from.Y)
	var t int64
	switch {
	case d.X != 0:
		t = dx / int64(d.X)
	default:
		t = dy / int64(d.Y)
	}
	if t < 1 || dx != t*int64(d.X) || dy != t*int64(d.Y) {
		return 0, false
	}
	return int32(t), true
}

// add returns v + w.
func (v Vec) add(w Vec) Vec { return Vec{v.X + w.X, v.Y + w.Y} }

// dot is the dot product of a and b.
func dot(a, b Vec) int32 { return a.X*b.X + a.Y*b.Y }

// absInt is |x|.
func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// abs32 is |x|.
func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}

// gcd32 is the greatest common divisor of a, b ≥ 0.
func gcd32(a, b int32) int32 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// unitQueenStep reports whether d is one of the eight queen steps.
func unitQueenStep(d Vec) bool {
	return uint32(d.X+1) <= 2 && uint32(d.Y+1) <= 2 && d != Vec{}
}
