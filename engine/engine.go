package engine

import (
	"fmt"
	"sync"

	"lattice/movegen"
	"lattice/movegen/variants"
	"lattice/search"
)

// DefaultVariant is the variant a new engine plays.
const DefaultVariant = "chess"

// Engine is one game and one searcher, driven by a protocol or a command.
// Its methods are safe for concurrent use.
type Engine struct {
	mu       sync.Mutex
	cat      *variants.Catalogue
	g        *game
	set      settings
	searcher *search.Searcher
	run      *thinking // the running search, nil when idle
	last     *thinking // the search most recently started
}

// New returns an engine playing the start position of orthodox chess, with
// every option at its default.
func New() (*Engine, error) {
	cat, err := variants.NewCatalogue()
	if err != nil {
		return nil, err
	}
	v, err := cat.Get(DefaultVariant)
	if err != nil {
		return nil, err
	}
	g, err := newGame(v, setup{}, nil)
	if err != nil {
		return nil, err
	}
	set := defaultSettings()
	return &Engine{
		cat:      cat,
		g:        g,
		set:      set,
		searcher: search.New(search.Options{HashMB: set.hashMB, Threads: set.threads}),
	}, nil
}

// idle returns ErrThinking while a search runs. The caller holds mu.
func (e *Engine) idle() error {
	if e.run != nil {
		return ErrThinking
	}
	return nil
}

// Variants lists the names of every variant the engine can play: the
// built-ins and those of the variant files loaded, alphabetically.
func (e *Engine) Variants() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.cat.Names()
}

// Variant returns the variant being played (with the PieceValues
// option's values). It never changes.
func (e *Engine) Variant() *movegen.Variant {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.g.v
}

// VariantDef returns the resolved definition of a variant the engine knows
// (for a protocol's setup commands).
func (e *Engine) VariantDef(name string) (movegen.VariantDef, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.cat.Def(name)
}

// SetVariant switches to the variant called name, at its start position,
// and clears the search's tables.
func (e *Engine) SetVariant(name string) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.idle(); err != nil {
		return err
	}
	v, err := e.set.values.variant(e.cat, name)
	if err != nil {
		return err
	}
	g, err := newGame(v, setup{}, nil)
	if err != nil {
		return err
	}
	e.g = g
	e.searcher.Clear()
	return nil
}

// LoadVariants adds the variants of a variant file. Nothing is added when
// the file has an error (reported as file:line:col: message).
func (e *Engine) LoadVariants(path string) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.loadVariants(path)
}

func (e *Engine) loadVariants(path string) error {
	if err := e.idle(); err != nil {
		return err
	}
	return e.cat.LoadFile(path)
}

// NewGame sets the current variant's start position and clears the
// search's tables.
func (e *Engine) NewGame() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.idle(); err != nil {
		return err
	}
	g, err := newGame(e.g.v, setup{}, nil)
	if err != nil {
		return err
	}
	e.g = g
	e.searcher.Clear()
	return nil
}

// SetStartPos sets the variant's start position and plays moves from it.
func (e *Engine) SetStartPos(moves []string) error { return e.setGame(setup{}, moves) }

// SetFEN sets a position of a bounded variant and plays moves from it.
func (e *Engine) SetFEN(fen string, moves []string) error {
	return e.setGame(setup{kind: fenSetup, text: fen}, moves)
}

// SetICN sets a position written in ICN (with the moves it lists) and plays
// moves from it. Unbounded variants play on the open plane unless the ICN
// gives a world border.
func (e *Engine) SetICN(text string, moves []string) error {
	return e.setGame(setup{kind: icnSetup, text: text}, moves)
}

func (e *Engine) setGame(from setup, moves []string) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.idle(); err != nil {
		return err
	}
	g, err := newGame(e.g.v, from, moves)
	if err != nil {
		return err
	}
	e.g = g
	return nil
}

// Play reads a move in the variant's notation (Position.ParseMove) and
// plays it. An illegal or unreadable move changes nothing.
func (e *Engine) Play(text string) (movegen.Move, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.idle(); err != nil {
		return movegen.Move{}, err
	}
	if err := e.g.play(text); err != nil {
		return movegen.Move{}, err
	}
	return e.g.moves[len(e.g.moves)-1], nil
}

// PlayMove plays m (a move the engine chose, say) if it is legal.
func (e *Engine) PlayMove(m movegen.Move) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.idle(); err != nil {
		return err
	}
	if !e.g.legal(m) {
		return fmt.Errorf("engine: %s is not a legal move here", e.g.pos.MoveString(m))
	}
	e.g.pos.Make(m)
	e.g.moves = append(e.g.moves, m)
	return nil
}

// Undo takes back the last move played since the position was set up.
func (e *Engine) Undo() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.idle(); err != nil {
		return err
	}
	if len(e.g.moves) == 0 {
		return ErrNoMoves
	}
	e.g.pos.Unmake()
	e.g.moves = e.g.moves[:len(e.g.moves)-1]
	return nil
}

// Position returns a copy of the current position, history included; the
// caller may do anything with it.
func (e *Engine) Position() *movegen.Position {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.g.copyPosition()
}

// Moves returns the moves played since the position was set up, in the
// variant's notation.
func (e *Engine) Moves() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.g.moveTexts()
}

// MoveString writes m in the notation of the current position.
func (e *Engine) MoveString(m movegen.Move) string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.g.pos.MoveString(m)
}

// ParseMove reads a legal move of the current position without playing it.
func (e *Engine) ParseMove(text string) (movegen.Move, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.g.pos.ParseMove(text)
}

// Outcome says whether the game is over in the current position.
func (e *Engine) Outcome() movegen.Outcome {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.g.pos.Outcome()
}

// SideToMove is the colour to move in the current position.
func (e *Engine) SideToMove() movegen.Color {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.g.pos.SideToMove()
}

// PositionText writes the current position as FEN (bounded variants) or
// ICN (unbounded ones).
func (e *Engine) PositionText() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.g.v.Unbounded() {
		return e.g.pos.ICN()
	}
	return e.g.pos.FEN()
}
