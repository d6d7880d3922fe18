// Package search is where iterative deepening, PVS alpha-beta, quiescence,
// the transposition table, move ordering and time management will live,
// reporting progress through a callback. It has no code yet; on the open
// plane it will use movegen's candidate moves (movegen/candidates.go).
package search
