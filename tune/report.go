package tune

import (
	"fmt"
	"io"
	"reflect"
	"strings"

	"lattice/eval"
	"lattice/movegen"
)

// WriteTable writes one line per parameter: its name, the old value, the
// fitted value and the change; parameters that changed no sample's score
// are marked "(no effect)" and left at their old value.
func WriteTable(w io.Writer, r *Result) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%-22s %8s %8s %7s\n", "parameter", "old", "fitted", "change")
	for i, p := range r.Params {
		note := ""
		if r.Unused[i] {
			note = "  (no effect)"
		}
		fmt.Fprintf(&b, "%-22s %8d %8d %+7d%s\n", p.Name, r.Old[i], r.Fitted[i], r.Fitted[i]-r.Old[i], note)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteSummary writes the scale and the errors before and after the fit.
func WriteSummary(w io.Writer, r *Result, nTrain, nHeld int) error {
	var b strings.Builder
	fmt.Fprintf(&b, "K = %.6g per centipawn (sigmoid(K·score) is White's expected result)\n", r.K)
	fmt.Fprintf(&b, "training error  %.6f -> %.6f  (%d positions)\n", r.TrainBefore, r.TrainAfter, nTrain)
	if nHeld > 0 {
		fmt.Fprintf(&b, "held-out error  %.6f -> %.6f  (%d positions)\n", r.HeldBefore, r.HeldAfter, nHeld)
	}
	fmt.Fprintf(&b, "%d passes, %d walks over the samples\n", len(r.Passes), r.Evaluations)
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteVariantFile writes the fitted values as a variant file: a variant
// NAME-tuned that inherits from v and sets the value of every fitted piece
// (load it with -variants FILE, or copy the value lines into the variant's
// own file), then the fitted weights of eval.Default as comment lines in
// Go syntax. header lines go first as comments.
func WriteVariantFile(w io.Writer, v *movegen.Variant, m *Model, r *Result, header []string) error {
	var b strings.Builder
	for _, h := range header {
		fmt.Fprintf(&b, "# %s\n", h)
	}
	values, weights := EngineOptions(v, r)
	fmt.Fprintf(&b, "# The engine options that play %s itself with these values:\n#   PieceValues=%s\n", v.Name(), values)
	if weights != "" {
		fmt.Fprintf(&b, "#   EvalWeights=%s\n", weights)
	}
	fmt.Fprintf(&b, "[variant %s-tuned]\ninherit = %s\n", v.Name(), v.Name())
	for i, p := range r.Params {
		if p.Piece == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n[piece %s]\n# was %d\nvalue = %d\n", v.Def(movegen.PieceType(p.Piece)).Name, r.Old[i], r.Fitted[i])
	}
	fitted, err := m.Weights(r.Fitted)
	if err != nil {
		return err
	}
	if lines := weightLines(m.w, fitted, r); len(lines) > 0 {
		b.WriteString("\n# Fitted evaluation weights (fields of eval.Default; the old value after //):\n")
		for _, l := range lines {
			fmt.Fprintf(&b, "#   %s\n", l)
		}
	}
	_, err = io.WriteString(w, b.String())
	return err
}

// weightLines are the Go lines of the weights a fit changed: "Name: v," for
// a field, the whole literal of an array.
func weightLines(old, fitted eval.Weights, r *Result) []string {
	var lines []string
	done := map[string]bool{}
	ov, fv := reflect.ValueOf(old), reflect.ValueOf(fitted)
	for i, p := range r.Params {
		if p.Piece != 0 || r.Fitted[i] == r.Old[i] {
			continue
		}
		field, _, _ := strings.Cut(p.Name, "[")
		if done[field] {
			continue
		}
		done[field] = true
		f, o := fv.FieldByName(field), ov.FieldByName(field)
		if !f.IsValid() {
			continue
		}
		lines = append(lines, fmt.Sprintf("%s: %s, // %s", field, goValue(f), goValue(o)))
	}
	return lines
}

// goValue writes an int or an array of ints as a Go literal.
func goValue(v reflect.Value) string {
	if v.Kind() != reflect.Array {
		return fmt.Sprint(v.Interface())
	}
	parts := make([]string, v.Len())
	for i := range parts {
		parts[i] = fmt.Sprint(v.Index(i).Interface())
	}
	return fmt.Sprintf("%s{%s}", v.Type(), strings.Join(parts, ", "))
}

// EngineOptions writes a fit as the texts of the engine's PieceValues
// option (VARIANT:PIECE=VALUE,… for every fitted piece) and EvalWeights
// option (NAME=VALUE,… for every weight the fit changed; empty when none
// did), so that a match can play the fitted values against the built-in
// ones under the variant's own name.
func EngineOptions(v *movegen.Variant, r *Result) (values, weights string) {
	var pv, ew []string
	for i, p := range r.Params {
		switch {
		case p.Piece != 0:
			pv = append(pv, fmt.Sprintf("%s=%d", v.Def(p.Piece).Name, r.Fitted[i]))
		case r.Fitted[i] != r.Old[i]:
			ew = append(ew, fmt.Sprintf("%s=%d", p.Name, r.Fitted[i]))
		}
	}
	if len(pv) > 0 {
		values = v.Name() + ":" + strings.Join(pv, ",")
	}
	return values, strings.Join(ew, ",")
}
