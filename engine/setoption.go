package engine

import (
	"fmt"
	"strings"
)

// Options lists every option with its type, default and range, in the
// order a protocol should announce them.
func (e *Engine) Options() []Option { return optionList() }

// GetOption returns an option's current value as text.
func (e *Engine) GetOption(name string) (string, error) {
	o, ok := lookupOption(name)
	if !ok {
		return "", fmt.Errorf("no option %q", name)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.set.value(o.Name), nil
}

// SetOption sets an option from its text value (ignored for a Button).
// Option names are matched without regard to case. A bad value, or a
// change the running search would notice (Hash, Threads, VariantFile,
// PieceValues, EvalWeights, Clear Hash while thinking), is an error and changes nothing.
func (e *Engine) SetOption(name, value string) error {
	o, ok := lookupOption(name)
	if !ok {
		return fmt.Errorf("no option %q", name)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	switch o.Name {
	case OptHash, OptThreads:
		n, err := o.parseSpin(value)
		if err != nil {
			return err
		}
		if err := e.idle(); err != nil {
			return err
		}
		if o.Name == OptHash {
			if err := e.searcher.SetHash(n); err != nil {
				return err
			}
			e.set.hashMB = n
			return nil
		}
		if err := e.searcher.SetThreads(n); err != nil {
			return err
		}
		e.set.threads = n
	case OptMultiPV:
		n, err := o.parseSpin(value)
		if err != nil {
			return err
		}
		e.set.multiPV = n
	case OptPonder:
		b, err := o.parseCheck(value)
		if err != nil {
			return err
		}
		e.set.ponder = b
	case OptVariantFile:
		if value == "" {
			return nil
		}
		if err := e.loadVariants(value); err != nil {
			return err
		}
		e.set.variantFile = value
	case OptPieceValues:
		return e.setPieceValues(value)
	case OptEvalWeights:
		return e.setEvalWeights(value)
	case OptClearHash:
		if err := e.idle(); err != nil {
			return err
		}
		e.searcher.Clear()
	}
	return nil
}

// setPieceValues sets the PieceValues option. The caller holds mu. When
// the text changes the values of the variant being played, the game is
// set up again on the new variant (same position, same moves) and the
// search's tables are cleared; on any error nothing changes.
func (e *Engine) setPieceValues(text string) error {
	if err := e.idle(); err != nil {
		return err
	}
	vs, err := parseValues(e.cat, text)
	if err != nil {
		return err
	}
	name := e.g.v.Name()
	_, had := e.set.values.byVariant[name]
	_, has := vs.byVariant[name]
	g := e.g
	if had || has {
		v, err := vs.variant(e.cat, name)
		if err != nil {
			return err
		}
		if g, err = newGame(v, e.g.from, e.g.moveTexts()); err != nil {
			return fmt.Errorf("option %s: %w", OptPieceValues, err)
		}
	}
	e.set.pieceValues, e.set.values, e.g = strings.TrimSpace(text), vs, g
	if had || has {
		e.searcher.Clear()
	}
	return nil
}
