// Package match runs engine-vs-engine games and matches for any variant of
// Lattice's kernel: engine subprocesses speaking UCI or CECP (XBoard), one
// referee (movegen) that judges every move and every game end, clocks kept
// by the runner, score adjudication, openings (EPD, ICN or PGN), PGN output
// in SAN (san.go; the kernel's notation on the plane) and its reader, and
// the statistics engine authors read (Elo with error bars, LOS, a
// pentanomial SPRT) in cutechess-cli's and fastchess's output shapes.
// DrawBoardStyled draws a position for `lattice play`, plain or in colour.
//
// An engine that crashes, hangs past its clock, sends garbage or an illegal
// move loses that game and is restarted before its next one; the match goes
// on.
package match
