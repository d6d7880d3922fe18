package engine

import (
	"errors"
	"fmt"
	"strings"

	"lattice/movegen"
)

// ErrThinking is returned by calls that would change the game or the search
// settings while a search runs.
var ErrThinking = errors.New("engine: busy thinking (stop the search first)")

// ErrNoMoves is returned by Undo when no move has been played since the
// position was set up.
var ErrNoMoves = errors.New("engine: no move to take back")

// setup is where a game starts: the variant's start position, a FEN or an
// ICN text.
type setup struct {
	kind setupKind
	text string
}

type setupKind uint8

const (
	startSetup setupKind = iota
	fenSetup
	icnSetup
)

// game is a variant, a setup position and the moves played from it, with
// the position they lead to.
type game struct {
	v     *movegen.Variant
	from  setup
	moves []movegen.Move
	pos   *movegen.Position
}

// newGame builds a game; nothing is kept when any part of it is bad.
func newGame(v *movegen.Variant, from setup, moves []string) (*game, error) {
	pos, err := setUpPosition(v, from)
	if err != nil {
		return nil, err
	}
	g := &game{v: v, from: from, pos: pos}
	for i, text := range moves {
		if err := g.play(text); err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	return g, nil
}

// setUpPosition reads the position a setup names. Unbounded variants play
// on the open plane unless an ICN text gives its own border.
func setUpPosition(v *movegen.Variant, from setup) (*movegen.Position, error) {
	switch from.kind {
	case fenSetup:
		if v.Unbounded() {
			return nil, fmt.Errorf("%s is played on an unbounded board: set its position in ICN", v.Name())
		}
		return v.ParseFEN(from.text)
	case icnSetup:
		return v.ParseICN(from.text, movegen.AutoBoard, nil)
	default:
		return v.StartPosition(), nil
	}
}

// play reads a move in the variant's notation and makes it.
func (g *game) play(text string) error {
	m, err := g.pos.ParseMove(strings.TrimSpace(text))
	if err != nil {
		return err
	}
	g.pos.Make(m)
	g.moves = append(g.moves, m)
	return nil
}

// legal reports whether m is a legal move of the current position, by the
// round trip through its text (which also finds far squares of open rays).
func (g *game) legal(m movegen.Move) bool {
	back, err := g.pos.ParseMove(g.pos.MoveString(m))
	return err == nil && back == m
}

// copyPosition returns a position equal to the current one, history
// included, that shares nothing with it.
func (g *game) copyPosition() *movegen.Position { return g.pos.Clone() }

// moveTexts writes the moves played since the setup, each in the notation
// of the position it was played in.
func (g *game) moveTexts() []string {
	pos := g.copyPosition()
	for range g.moves {
		pos.Unmake()
	}
	out := make([]string, len(g.moves))
	for i, m := range g.moves {
		out[i] = pos.MoveString(m)
		pos.Make(m)
	}
	return out
}
