package engine

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// MaxPieceValue bounds a value of the PieceValues option, in centipawns.
const MaxPieceValue = 100000

// maxValuesText bounds the length of a PieceValues text.
const maxValuesText = 1 << 16

// valueSet is a parsed PieceValues option: for each variant it names, the
// values its pieces get instead of the definition's. The zero value changes
// nothing.
type valueSet struct {
	// byVariant maps a variant's name to its overrides, in piece order.
	byVariant map[string][]pieceValue
}

// pieceValue is one override: the index of a piece in its variant's
// definition and the value it gets.
type pieceValue struct {
	index, value int
}

// parseValues reads a PieceValues text against the variants of cat:
//
//	VARIANT:PIECE=VALUE,PIECE=VALUE[;VARIANT:PIECE=VALUE…]
//
// A piece is named by its name in the variant (infiltrator, queen) or by its
// letter (I, Q), either without regard to case; a value is a whole number of
// centipawns, 1 to MaxPieceValue. Spaces around the parts are allowed. The
// empty text (or only spaces) is the empty set. An unknown variant or piece,
// a royal piece (its value is never read), a piece or a variant named twice
// and a bad number are errors.
func parseValues(cat *variants.Catalogue, text string) (valueSet, error) {
	if len(text) > maxValuesText {
		return valueSet{}, fmt.Errorf("option %s: text longer than %d bytes", OptPieceValues, maxValuesText)
	}
	vs := valueSet{byVariant: map[string][]pieceValue{}}
	for _, group := range strings.Split(text, ";") {
		if strings.TrimSpace(group) == "" {
			continue
		}
		name, list, ok := strings.Cut(group, ":")
		name = strings.TrimSpace(name)
		if !ok || name == "" {
			return valueSet{}, fmt.Errorf("option %s: %q: want VARIANT:PIECE=VALUE,…", OptPieceValues, strings.TrimSpace(group))
		}
		def, ok := cat.Def(name)
		if !ok {
			return valueSet{}, fmt.Errorf("option %s: unknown variant %q", OptPieceValues, name)
		}
		if _, dup := vs.byVariant[def.Name]; dup {
			return valueSet{}, fmt.Errorf("option %s: variant %s is named twice", OptPieceValues, def.Name)
		}
		pvs, err := parsePieceList(def, list)
		if err != nil {
			return valueSet{}, fmt.Errorf("option %s: variant %s: %w", OptPieceValues, def.Name, err)
		}
		vs.byVariant[def.Name] = pvs
	}
	return vs, nil
}

// parsePieceList reads PIECE=VALUE,… for the pieces of def.
func parsePieceList(def movegen.VariantDef, list string) ([]pieceValue, error) {
	var out []pieceValue
	seen := map[int]bool{}
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		piece, num, ok := strings.Cut(item, "=")
		piece, num = strings.TrimSpace(piece), strings.TrimSpace(num)
		if !ok || piece == "" || num == "" {
			return nil, fmt.Errorf("%q: want PIECE=VALUE", item)
		}
		i := pieceIndex(def, piece)
		if i < 0 {
			return nil, fmt.Errorf("no piece %q (pieces: %s)", piece, pieceNames(def))
		}
		pd := def.Pieces[i]
		if pd.Royal {
			return nil, fmt.Errorf("piece %s is royal: the evaluation gives it no value", pd.Name)
		}
		if seen[i] {
			return nil, fmt.Errorf("piece %s is named twice", pd.Name)
		}
		seen[i] = true
		n, err := strconv.Atoi(num)
		if err != nil || n < 1 || n > MaxPieceValue {
			return nil, fmt.Errorf("piece %s: value %q is not a whole number 1..%d", pd.Name, num, MaxPieceValue)
		}
		out = append(out, pieceValue{index: i, value: n})
	}
	sort.Slice(out, func(a, b int) bool { return out[a].index < out[b].index })
	return out, nil
}

// pieceIndex finds a piece of def by name or letter, without regard to
// case; -1 when there is none.
func pieceIndex(def movegen.VariantDef, s string) int {
	for i, p := range def.Pieces {
		if strings.EqualFold(p.Name, s) {
			return i
		}
	}
	if len(s) == 1 {
		for i, p := range def.Pieces {
			if strings.EqualFold(string(p.Letter), s) {
				return i
			}
		}
	}
	return -1
}

// pieceNames lists a definition's non-royal pieces as name (letter).
func pieceNames(def movegen.VariantDef) string {
	var names []string
	for _, p := range def.Pieces {
		if !p.Royal {
			names = append(names, fmt.Sprintf("%s (%c)", p.Name, p.Letter))
		}
	}
	return strings.Join(names, ", ")
}

// variant compiles the variant called name from cat with the set's values
// for it, under its own name; a variant the set does not name is cat's.
func (vs valueSet) variant(cat *variants.Catalogue, name string) (*movegen.Variant, error) {
	pvs, ok := vs.byVariant[name]
	if !ok {
		return cat.Get(name)
	}
	def, ok := cat.Def(name)
	if !ok {
		return nil, fmt.Errorf("unknown variant %q", name)
	}
	for _, pv := range pvs {
		def.Pieces[pv.index].Value = pv.value
	}
	return movegen.NewVariant(def)
}
