// Package protocol serves the GUI protocols over a reader and a writer: CECP
// (XBoard/WinBoard, protocol version 2) and UCI, chosen by the first command
// (`xboard` or `uci`). Every notation conversion between the wire and the
// kernel happens here (XBoard's 0-based ranks on 10-rank boards, decimal
// ranks above 10); the engine below knows no text protocol.
//
// Input is read by its own goroutine while the engine thinks, so `stop`,
// `?`, `ping` and `quit` act at once; output is written one whole line at a
// time and flushed after each line.
package protocol
