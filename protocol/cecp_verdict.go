package protocol

import (
	"fmt"
	"strconv"
	"strings"

	"lattice/search"
)

// CECP's own options, off by default (a match runner adjudicates for
// itself): resigning hopeless games and offering draws in dead level ones.
// They are options of the CECP session, not of the engine, since UCI has
// no resign or draw offer.
const (
	// optResign is a spin in centipawns: resign after resignMoves
	// consecutive moves scored at or below minus it; 0 is off.
	optResign = "Resign"
	// optDrawOffers is a check: offer a draw after drawMoves consecutive
	// moves scored within ±drawMargin.
	optDrawOffers = "Draw offers"

	maxResign   = 10000
	resignMoves = 3
	drawMoves   = 10
	drawMargin  = 15
)

// verdict follows the engine's scores over its own moves and decides when
// it resigns or offers a draw.
type verdict struct {
	resign     int  // threshold in centipawns; 0: never resign
	drawOffers bool // offer draws at all
	low        int  // consecutive moves at or below -resign
	level      int  // consecutive moves within ±drawMargin since the last offer
}

// reset forgets the scores seen: a new game or position, or a take-back.
func (v *verdict) reset() { v.low, v.level = 0, 0 }

// features are the option features the verdict adds to the engine's.
func (v *verdict) features() []string {
	return []string{
		fmt.Sprintf("%s -spin %d 0 %d", optResign, v.resign, maxResign),
		fmt.Sprintf("%s -check %d", optDrawOffers, boolDigit(v.drawOffers)),
	}
}

func boolDigit(b bool) int {
	if b {
		return 1
	}
	return 0
}

// setOption sets one of the verdict's options. known is false for a name
// that is not one of them; err is a bad value (and nothing changes).
func (v *verdict) setOption(name, value string) (known bool, err error) {
	switch {
	case strings.EqualFold(name, optResign):
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 || n > maxResign {
			return true, fmt.Errorf("%s wants a whole number of centipawns 0..%d (0: never), got %q", optResign, maxResign, clip(value))
		}
		v.resign = n
	case strings.EqualFold(name, optDrawOffers):
		switch value {
		case "1", "true":
			v.drawOffers = true
		case "0", "false":
			v.drawOffers = false
		default:
			return true, fmt.Errorf("%s wants 0 or 1, got %q", optDrawOffers, clip(value))
		}
	default:
		return false, nil
	}
	return true, nil
}

// decision is what the engine does with its move besides playing it.
type decision uint8

const (
	playOn decision = iota
	resignGame
	offerDraw
)

// judge takes the score of the engine's next move (from its side) and
// says whether to resign instead of moving or to offer a draw with it.
func (v *verdict) judge(s search.Score) decision {
	if v.resign > 0 && (s <= search.Score(-v.resign) || (s.IsMate() && s < 0)) {
		v.low++
	} else {
		v.low = 0
	}
	if s >= -drawMargin && s <= drawMargin && !s.IsMate() {
		v.level++
	} else {
		v.level = 0
	}
	switch {
	case v.resign > 0 && v.low >= resignMoves:
		return resignGame
	case v.drawOffers && v.level >= drawMoves:
		v.level = 0 // the next offer only after as many moves again
		return offerDraw
	}
	return playOn
}

// acceptsDraw reports whether an opponent's draw offer suits the engine:
// draw offers are on and its last scores have been level long enough.
func (v *verdict) acceptsDraw() bool {
	return v.drawOffers && v.level >= drawMoves/2
}
