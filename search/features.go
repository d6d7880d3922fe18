package search

// feature switches one search technique on, so that tests can measure what
// each one is worth by comparing a search with and without it.
type feature uint32

const (
	featAspiration feature = 1 << iota
	featPVS
	featCheckExt
	featMateDistance
	featNullMove
	featLMR
	featFutility
	featReverseFutility
	featLMP
	featKillers
	featHistory
	featCounter
	featBadCaptures
	featDelta
	featTTCut
	featImproving
	featIIR
	featSEE
	featHangingChecks
	featSEEPrune

	featAll = 1<<iota - 1
)
