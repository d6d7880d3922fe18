package match

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"lattice/movegen"
)

// Failure is how an engine broke the rules of the runner: it exited,
// did not answer in time, or wrote something that is not a move. A
// failure loses the game and the engine is restarted before its next one.
type Failure struct {
	Kind string // "crash", "timeout", "garbage", "false claim", "illegal move claim", "resign"
	Msg  string
}

// Error writes the kind and the message.
func (f *Failure) Error() string { return f.Kind + ": " + f.Msg }

func failure(kind, format string, a ...any) *Failure {
	return &Failure{Kind: kind, Msg: fmt.Sprintf(format, a...)}
}

// asFailure classifies a read error.
func asFailure(err error, what string) *Failure {
	if errors.Is(err, errTimeout) {
		return failure("timeout", "no %s in time", what)
	}
	return failure("crash", "%s while waiting for %s", err, what)
}

// Info is what an engine said about its last move: the score in
// centipawns from its own point of view (Mate ≠ 0: mate in Mate moves,
// negative when it is mated) and the depth, when it said so.
type Info struct {
	HasScore bool
	Score    int
	Mate     int
	Depth    int
	// DrawOffer: the engine offered a draw with the move (CECP "offer
	// draw"). DrawClaim: it claimed before the move that the move draws
	// ("1/2-1/2" while thinking); the referee checks it.
	DrawOffer, DrawClaim bool
}

// request is one move to think about: the game so far (the start position
// as FEN or ICN text and the moves in the kernel's notation) and the
// clocks.
type request struct {
	start     string
	moves     []string
	white     bool // the engine plays White
	own, opp  time.Duration
	movesToGo int
	deadline  time.Time
	zeroRanks bool // the wire counts ranks from 0 (CECP, 10 ranks)
	// drawOffered: the opponent offered a draw with its last move (CECP
	// engines are told so with "draw").
	drawOffered bool
}

// client is an engine behind one protocol.
type client interface {
	// handshake starts the protocol and sets the options.
	handshake() error
	// newGame prepares a game of the variant from the start position
	// (start is its FEN or ICN text; isStart: the variant's own start).
	newGame(variant string, start string, isStart bool, pos *movegen.Position) error
	// think asks for the engine's move.
	think(r *request) (move string, info Info, f *Failure)
	// stop ends the engine: with quit and a short grace period when
	// graceful, else at once.
	stop(graceful bool)
}

// atoiDefault is strconv.Atoi with a default for bad input.
func atoiDefault(s string, def int) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return def
	}
	return n
}

// wireMove rewrites a kernel move for a wire that counts ranks from 0.
func wireMove(kernel string, zero bool) string {
	if !zero {
		return kernel
	}
	return shiftRanks(kernel, -1)
}

// kernelMove rewrites a wire move for the kernel.
func kernelMove(wire string, zero bool) string {
	if !zero {
		return wire
	}
	return shiftRanks(wire, 1)
}

// shiftRanks adds d to every run of digits in a coordinate move
// ("e0e1" ↔ "e1e2"); the promotion suffix has no digits.
func shiftRanks(m string, d int) string {
	var b strings.Builder
	for i := 0; i < len(m); {
		if m[i] < '0' || m[i] > '9' {
			b.WriteByte(m[i])
			i++
			continue
		}
		j := i
		for j < len(m) && m[j] >= '0' && m[j] <= '9' {
			j++
		}
		n, _ := strconv.Atoi(m[i:j])
		b.WriteString(strconv.Itoa(n + d))
		i = j
	}
	return b.String()
}
