package movegen

// NoRecapture reports whether, once the plain move m of the side to move is
// made, the opponent surely has no capture on m.To (GenerateCapturesOn on
// m.To would list none), told without making m: no piece of the opponent's
// attacks m.To with m.From empty, as a royal piece stepping from m.From to
// m.To is tested. The square m.To itself, filled or emptied, changes no
// capture onto it, and m.From empty is the only other change of a plain
// move (for a hopper it may take a screen away or leave one). False means
// only that the test cannot tell: a recapture may still be illegal. Moves
// of another kind than Normal (en passant, castling) always answer false.
// It works on both board kinds and allocates nothing.
func (p *Position) NoRecapture(m Move) bool {
	return m.Kind == Normal && !p.attackedIgnoring(m.To, p.side.Other(), m.From)
}
