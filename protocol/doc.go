// Package protocol is where the CECP (XBoard/WinBoard) and UCI loops will
// live, with every notation conversion at the protocol edge. It has no code
// yet.
package protocol
