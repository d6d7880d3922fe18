# Lattice — build, run, test. `make run` and `make test` are the quick start.
GO      ?= go
# EXE is where the binary goes (OpenBench builds with `make EXE=path`).
EXE     ?= bin/lattice
BIN     := $(EXE)
# RUN runs it, also when EXE has no directory part.
RUN     := $(if $(findstring /,$(EXE)),$(EXE),./$(EXE))
PKGS    := ./...
# x86-64-v2 (POPCNT, SSE4.2; every x86-64 machine since about 2009): a
# popcount without the run-time feature check, 0.8 % fewer instructions a
# node in chess. Set GOAMD64=v1 for an older CPU.
export GOAMD64 ?= v2
FUZZTIME ?= 30s

.PHONY: all build run test test-integration test-long bench signature bench-peers fuzz lint perft-deep clean xboard-smoke release pgo

all: build

build:
	$(GO) build -o $(BIN) ./cmd/lattice

# The engine's main jobs: perft of every built-in variant's start position,
# as deep as about 20 million nodes allow, the open rays of the infinite
# plane's start, a short analysis, and a short engine-vs-engine game on the
# infinite plane drawn on the terminal.
run: build
	$(RUN) variants
	$(RUN) perft -all -depth 6 -budget 20000000
	$(RUN) perft -variant infinite -rays | tail -6
	$(RUN) analyse -variant chess -depth 8 | tail -2
	$(RUN) play -variant infinite -movetime 200 -maxmoves 10 -pgnout $(dir $(BIN))run.pgn

# Unit tests, perft suites in short mode, race-free and under ten minutes.
# One package at a time (-p 1): the search and protocol tests hold time
# limits, which a parallel perft suite on the other core would blur.
test:
	$(GO) test -short -count=1 -p 1 $(PKGS)

# The real-engine integration match: 4 games against Fairy-Max in chess and
# in capablanca (skipped when fairymax is not installed; .ci/run installs it).
test-integration:
	$(GO) test -count=1 -run 'TestMatchAgainstFairyMax' ./cmd/lattice/

# Every test at full length: engine mates, tactics, robustness from random
# positions, the bench signature (a few minutes).
test-long:
	$(GO) test -count=1 -timeout 30m $(PKGS)

# Deep perft suites (every count in testdata/perft; about a minute here).
perft-deep:
	PERFT_DEEP=1 $(GO) test -count=1 -timeout 120m -run 'Perft|Huygens' ./perft/ ./movegen/

bench:
	$(GO) test -run XXX -bench . -benchmem $(PKGS)

# The engine's bench: fixed positions of every variant to fixed depths; the
# node count is the signature (README, "Bench").
signature: build
	$(RUN) bench

# The profile that profile-guided optimisation builds the engine with
# (cmd/lattice/default.pgo, which go build uses by itself): CPU profiles of
# the orthodox start searched to depth 14 (eval's BenchmarkSearchStart) and
# of the open plane's starts (search's BenchmarkPlaneSearch), merged. The
# test binaries are built without PGO, so the profile does not feed on
# itself. Regenerate it after large changes to the search, eval or movegen.
PGOTMP ?= bin/pgo
pgo:
	mkdir -p $(PGOTMP)
	$(GO) test -pgo=off -run '^$$' -bench 'SearchStart' -benchtime 8x -cpuprofile $(abspath $(PGOTMP))/chess.pprof -o $(PGOTMP)/eval.test ./eval
	$(GO) test -pgo=off -run '^$$' -bench 'PlaneSearch' -benchtime 8x -cpuprofile $(abspath $(PGOTMP))/plane.pprof -o $(PGOTMP)/search.test ./search
	$(GO) tool pprof -proto $(PGOTMP)/chess.pprof $(PGOTMP)/plane.pprof > cmd/lattice/default.pgo

# Perft speed side by side with Stockfish and Fairy-Stockfish (installs them).
bench-peers: build
	command -v /usr/games/stockfish >/dev/null || (apt-get update && apt-get install -y stockfish fairy-stockfish)
	./scripts/bench-peers.sh

fuzz:
	$(GO) test -run XXX -fuzz '^FuzzParseFEN$$' -fuzztime $(FUZZTIME) ./movegen/
	$(GO) test -run XXX -fuzz '^FuzzParseMove$$' -fuzztime $(FUZZTIME) ./movegen/
	$(GO) test -run XXX -fuzz '^FuzzParseICNPosition$$' -fuzztime $(FUZZTIME) ./movegen/
	bash -c 'ulimit -v 8000000; $(GO) test -run XXX -fuzz "^FuzzVariantPly$$" -fuzztime $(FUZZTIME) ./movegen/'
	$(GO) test -run XXX -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) ./movegen/betza/
	$(GO) test -run XXX -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) ./movegen/variants/
	$(GO) test -run XXX -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) ./movegen/icn/
	$(GO) test -run XXX -fuzz '^FuzzParseMove$$' -fuzztime $(FUZZTIME) ./movegen/icn/
	$(GO) test -run XXX -fuzz '^FuzzParseSquare$$' -fuzztime $(FUZZTIME) ./movegen/icn/
	$(GO) test -run XXX -fuzz '^FuzzEngineInput$$' -fuzztime $(FUZZTIME) ./engine/
	$(GO) test -run XXX -fuzz '^FuzzUCI$$' -fuzztime $(FUZZTIME) ./protocol/
	$(GO) test -run XXX -fuzz '^FuzzCECP$$' -fuzztime $(FUZZTIME) ./protocol/
	$(GO) test -run XXX -fuzz '^FuzzParseSAN$$' -fuzztime $(FUZZTIME) ./match/
	$(GO) test -run XXX -fuzz '^FuzzReadPGN$$' -fuzztime $(FUZZTIME) ./match/
	$(GO) test -run XXX -fuzz '^FuzzCollect$$' -fuzztime $(FUZZTIME) ./tune/

# Real XBoard games, headless (installs xboard, xvfb and fairymax when
# missing): Lattice against itself and against Fairy-Max; fails on any
# forfeit, illegal move, false claim or crash. PGNs and debug logs stay in
# bin/xboard-smoke (scripts/xboard-smoke.sh says how to choose games).
xboard-smoke:
	./scripts/xboard-smoke.sh

# Release binaries for WinBoard/XBoard users: linux/amd64, windows/amd64
# (lattice.exe) and darwin/arm64 under bin/release/OS-ARCH/, each with the
# version (git describe, else "dev") stamped in: `lattice -version`, CECP
# myname and UCI id name show it.
VERSION ?= $(shell git describe --always --dirty 2>/dev/null || echo dev)
RELEASE_TARGETS := linux/amd64 windows/amd64 darwin/arm64

release:
	@set -e; for t in $(RELEASE_TARGETS); do \
		os=$${t%/*}; arch=$${t#*/}; exe=lattice; [ $$os = windows ] && exe=lattice.exe; \
		out=bin/release/$$os-$$arch/$$exe; \
		CGO_ENABLED=0 GOOS=$$os GOARCH=$$arch $(GO) build -trimpath \
			-ldflags "-s -w -X main.version=$(or $(VERSION),dev)" -o $$out ./cmd/lattice; \
		echo "$$out ($(or $(VERSION),dev))"; \
	done

lint:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet $(PKGS)

clean:
	rm -rf bin
