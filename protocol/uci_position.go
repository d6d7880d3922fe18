package protocol

import (
	"fmt"
	"strings"
)

// position handles `position startpos|fen FEN|icn ICN [moves M…]`. On an
// unbounded variant `fen` takes ICN as well. The engine builds the new game
// aside and keeps the old one on any error.
func (u *uciSession) position(args []string) {
	if err := u.setPosition(args); err != nil {
		u.errorf("position: %v (position unchanged)", err)
	}
}

func (u *uciSession) setPosition(args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("want startpos, fen or icn")
	}
	kind, rest := args[0], args[1:]
	var text string
	switch kind {
	case "startpos":
	case "fen", "icn":
		i := 0
		for i < len(rest) && rest[i] != "moves" {
			i++
		}
		if i == 0 {
			return fmt.Errorf("%s without a position", kind)
		}
		text, rest = strings.Join(rest[:i], " "), rest[i:]
	default:
		return fmt.Errorf("want startpos, fen or icn, not %s", shown(kind))
	}
	var moves []string
	if len(rest) > 0 {
		if rest[0] != "moves" {
			return fmt.Errorf("unexpected %s after startpos", shown(rest[0]))
		}
		moves = rest[1:]
	}
	kernel, err := u.movesFromWire(moves)
	if err != nil {
		return err
	}
	switch {
	case kind == "startpos":
		return u.e.SetStartPos(kernel)
	case kind == "icn" || u.e.Variant().Unbounded():
		return u.e.SetICN(text, kernel)
	default:
		return u.e.SetFEN(text, kernel)
	}
}

// movesFromWire rewrites moves from the wire in the kernel's notation,
// checking their shape (legality is the engine's business).
func (u *uciSession) movesFromWire(moves []string) ([]string, error) {
	n := UCINotation(u.e.Variant())
	out := make([]string, len(moves))
	for i, m := range moves {
		k, err := n.MoveFromWire(m)
		if err != nil {
			return nil, fmt.Errorf("move %d: %v", i+1, err)
		}
		out[i] = k
	}
	return out, nil
}
