package match

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"lattice/movegen"
)

// SAN writes m, a legal move of pos, in standard algebraic notation for
// the variant's board: the piece's upper-case letter (none for the pawn,
// when the variant has one pawn type), the file, the rank or the whole
// square of departure when another piece of the same type can reach the
// same square (file first, as in chess), 'x' for a capture (':' on boards
// of 24 files or more, where x is a file; a pawn's capture always names its
// file), the square of arrival, "=Q" for a
// promotion, and "+" or "#" for check or mate. Castling is "O-O" towards
// the higher files (the h-file side in chess) and "O-O-O" towards the
// a-file; when a variant allows more than one castling move on a side, it
// is written as the king's move ("Kg1"). On the plane SAN is the kernel's
// notation (MoveString). pos is unchanged when SAN returns.
func SAN(pos *movegen.Position, m movegen.Move) string {
	if pos.Variant().Unbounded() {
		return pos.MoveString(m)
	}
	legal := movegen.NewMoveList(256)
	pos.GenerateLegal(legal)
	s := sanCore(pos, m, legal.Moves)
	pos.Make(m)
	if pos.InCheck() {
		pos.GenerateLegal(legal)
		if legal.Len() == 0 {
			s += "#"
		} else {
			s += "+"
		}
	}
	pos.Unmake()
	return s
}

// sanCore is SAN without the check suffix; legal are pos's legal moves.
func sanCore(pos *movegen.Position, m movegen.Move, legal []movegen.Move) string {
	v := pos.Variant()
	if m.Kind == movegen.Castle {
		if s, ok := castleSAN(m, legal); ok {
			return s
		}
	}
	mover := pos.At(m.From).Type()
	var b strings.Builder
	bare := letterless(v, mover)
	if !bare {
		b.WriteByte(v.Def(mover).Letter)
	}
	file, rank := splitSquare(v.SquareName(m.From))
	sameFile, sameRank, rivals := false, false, false
	for _, o := range legal {
		if o.To != m.To || o.From == m.From || pos.At(o.From).Type() != mover {
			continue
		}
		rivals = true
		f, r := splitSquare(v.SquareName(o.From))
		sameFile = sameFile || f == file
		sameRank = sameRank || r == rank
	}
	capture := pos.IsCapture(m)
	switch {
	case bare && capture:
		b.WriteString(file)
		if sameFile {
			b.WriteString(rank)
		}
	case !rivals:
	case !sameFile:
		b.WriteString(file)
	case !sameRank:
		b.WriteString(rank)
	default:
		b.WriteString(file + rank)
	}
	if capture {
		b.WriteByte(captureMark(v))
	}
	b.WriteString(v.SquareName(m.To))
	if m.Promo != 0 {
		b.WriteByte('=')
		b.WriteByte(v.Def(m.Promo).Letter)
	}
	return b.String()
}

// captureMark is SAN's capture sign: 'x', or ':' on a board of 24 files
// or more, where x is a file.
func captureMark(v *movegen.Variant) byte {
	if v.Bounds().Width() >= 24 {
		return ':'
	}
	return 'x'
}

// castleSAN writes a castling move as O-O or O-O-O; ok is false when the
// king has another castling move in the same direction (or castles along a
// file), so that the letters would not say which.
func castleSAN(m movegen.Move, legal []movegen.Move) (string, bool) {
	dir := sign(m.To.X - m.From.X)
	if dir == 0 {
		return "", false
	}
	n := 0
	for _, o := range legal {
		if o.Kind == movegen.Castle && o.From == m.From && sign(o.To.X-o.From.X) == dir {
			n++
		}
	}
	if n != 1 {
		return "", false
	}
	if dir > 0 {
		return "O-O", true
	}
	return "O-O-O", true
}

func sign(n int32) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}

// letterless reports whether SAN writes piece type t without its letter:
// a pawn, when the variant has only one pawn type.
func letterless(v *movegen.Variant, t movegen.PieceType) bool {
	if !v.IsPawn(t) {
		return false
	}
	n := 0
	for _, d := range v.Pieces() {
		if d.Pawn {
			n++
		}
	}
	return n == 1
}

// splitSquare splits an algebraic square name into its file letters and
// its rank digits.
func splitSquare(s string) (file, rank string) {
	i := strings.IndexAny(s, "0123456789")
	if i < 0 {
		return s, ""
	}
	return s[:i], s[i:]
}

// ParseSAN reads a move in standard algebraic notation, as SAN writes it
// and as people and other programs do: check, mate and annotation marks
// (+ # ! ?) and "e.p." are ignored, castling may be written with zeros
// (0-0), a promotion as "=Q" or "Q", the square of departure may be
// given in part or whole ("Ng1f3", "Ng1-f3") and 'x' or ':' may mark a
// capture. It returns the legal move named, or an error that says why there
// is none (no such move, or more than one).
func ParseSAN(pos *movegen.Position, s string) (movegen.Move, error) {
	v := pos.Variant()
	t := strings.TrimSpace(s)
	t = strings.TrimSuffix(t, "e.p.")
	t = strings.TrimRight(t, "+#!?")
	if t == "" {
		return movegen.Move{}, fmt.Errorf("move %s: empty", clip(s))
	}
	legal := movegen.NewMoveList(256)
	pos.GenerateLegal(legal)
	if c := strings.ReplaceAll(t, "0", "O"); c == "O-O" || c == "O-O-O" {
		return parseCastle(s, c == "O-O", legal.Moves)
	}
	var promo movegen.PieceType
	if i := strings.IndexByte(t, '='); i > 0 {
		l := t[i+1:]
		p, ok := pieceLetter(v, l)
		if !ok {
			return movegen.Move{}, fmt.Errorf("move %s: %q is not a piece of %s", clip(s), l, v.Name())
		}
		promo, t = p, t[:i]
	} else if n := len(t); n > 2 && isUpper(t[n-1]) && t[n-2] >= '0' && t[n-2] <= '9' {
		p, ok := v.PieceByLetter(t[n-1])
		if !ok {
			return movegen.Move{}, fmt.Errorf("move %s: %q is not a piece of %s", clip(s), t[n-1:], v.Name())
		}
		promo, t = p, t[:n-1]
	}
	var want movegen.PieceType
	if isUpper(t[0]) {
		p, ok := v.PieceByLetter(t[0])
		if !ok {
			return movegen.Move{}, fmt.Errorf("move %s: %q is not a piece of %s", clip(s), t[:1], v.Name())
		}
		want, t = p, t[1:]
	}
	x := rune(captureMark(v))
	body := strings.Map(func(r rune) rune {
		if r == x || r == ':' || r == '-' {
			return -1
		}
		return r
	}, t)
	if !sanBody.MatchString(body) {
		return movegen.Move{}, fmt.Errorf("move %s is not in algebraic notation", clip(s))
	}
	var found []movegen.Move
	for _, m := range legal.Moves {
		mover := pos.At(m.From).Type()
		if m.Promo != promo || (want != 0 && mover != want) || (want == 0 && !v.IsPawn(mover)) {
			continue
		}
		to := v.SquareName(m.To)
		if !strings.HasSuffix(body, to) || !fromMatches(body[:len(body)-len(to)], v.SquareName(m.From)) {
			continue
		}
		if !sameSquares(found, m) {
			found = append(found, m)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return movegen.Move{}, fmt.Errorf("move %s: %s", clip(s), noMove(v, want, promo, body))
	}
	var names []string
	for _, m := range found {
		names = append(names, v.SquareName(m.From)+v.SquareName(m.To))
	}
	return movegen.Move{}, fmt.Errorf("move %s is ambiguous: %s", clip(s), strings.Join(names, ", "))
}

// noMove says why no legal move matches: which piece cannot go where.
func noMove(v *movegen.Variant, want, promo movegen.PieceType, body string) string {
	piece := "pawn"
	if want != 0 {
		piece = v.Def(want).Name
	}
	to := sanTarget.FindString(body)
	for i, t := 1, to; i < len(t); i++ { // the shortest square of the board
		if _, err := v.ParseSquare(t[i:]); err == nil && t[i] >= 'a' {
			to = t[i:]
		}
	}
	from := body[:len(body)-len(to)]
	if from != "" {
		piece += " on " + from
	}
	what := "no " + piece + " can go to " + to
	if promo != 0 {
		what += " and promote to " + v.Def(promo).Name
	}
	return what
}

// sanTarget is the square of arrival at the end of a SAN body.
var sanTarget = regexp.MustCompile(`[a-z]+[0-9]+$`)

// sameSquares reports whether a move in found has m's squares: the same
// move as far as text can say (ParseMove takes the first, too).
func sameSquares(found []movegen.Move, m movegen.Move) bool {
	for _, o := range found {
		if o.From == m.From && o.To == m.To {
			return true
		}
	}
	return false
}

// sanBody is what is left of a SAN move without its piece letter, capture
// marks and promotion: an optional (partial) square of departure and the
// square of arrival.
var sanBody = regexp.MustCompile(`^[a-z]*[0-9]*[a-z]+[0-9]+$`)

// fromMatches reports whether d disambiguates from square from: it is
// empty, the file, the rank or the whole square.
func fromMatches(d, from string) bool {
	f, r := splitSquare(from)
	return d == "" || d == f || d == r || d == from
}

// parseCastle finds the castling move on the king's side (kingside: to
// the higher files) or the other.
func parseCastle(s string, kingside bool, legal []movegen.Move) (movegen.Move, error) {
	dir := -1
	if kingside {
		dir = 1
	}
	var found []movegen.Move
	for _, m := range legal {
		if m.Kind == movegen.Castle && sign(m.To.X-m.From.X) == dir {
			found = append(found, m)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return movegen.Move{}, fmt.Errorf("move %s: castling that way is not legal here", clip(s))
	}
	return movegen.Move{}, fmt.Errorf("move %s is ambiguous: the king can castle that way to more than one square (write the king's move)", clip(s))
}

// pieceLetter finds a piece type by a one-letter name in either case.
func pieceLetter(v *movegen.Variant, l string) (movegen.PieceType, bool) {
	if len(l) != 1 {
		return 0, false
	}
	return v.PieceByLetter(l[0])
}

// clip quotes a text for a message, cut after 40 bytes (a hostile line
// does not make a huge message).
func clip(s string) string {
	if len(s) > 40 {
		return strconv.Quote(s[:40]) + "…"
	}
	return strconv.Quote(s)
}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }

// coordinateForm matches the kernel's coordinate notation (e2e4, e7e8q).
var coordinateForm = regexp.MustCompile(`^[a-z]+[0-9]+[a-z]+[0-9]+[a-z]?$`)

// ParseMoveText reads a move as a person or a PGN file writes it: the
// kernel's coordinate notation (e2e4, e7e8q) or SAN on a bounded board, any
// of the plane's notations on the plane (see movegen's Position.ParseMove). The error is the one of the notation the text looks like.
func ParseMoveText(pos *movegen.Position, s string) (movegen.Move, error) {
	m, err := pos.ParseMove(s)
	if err == nil || pos.Variant().Unbounded() || coordinateForm.MatchString(s) || strings.ContainsAny(s, ",(") {
		return m, err
	}
	return ParseSAN(pos, s)
}
