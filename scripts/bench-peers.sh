#!/usr/bin/env bash
# Side-by-side perft speed of Lattice and the peer engines on this machine.
# Runs each command $RUNS times (default 3), alternating engines, and prints
# the median nodes/s. Needs Debian's stockfish and fairy-stockfish
# (apt-get install -y stockfish fairy-stockfish) and bin/lattice (make build).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
SF=/usr/games/stockfish
FSF=/usr/games/fairy-stockfish
LAT=bin/lattice

# nps_uci ENGINE "SETUP" DEPTH: nodes/s of "go perft DEPTH" by wall time.
nps_uci() {
	local engine=$1 setup=$2 depth=$3 t0 t1 nodes
	t0=$(date +%s.%N)
	nodes=$(printf '%b\ngo perft %s\nquit\n' "$setup" "$depth" | "$engine" 2>/dev/null | awk '/Nodes searched/ {print $3}')
	t1=$(date +%s.%N)
	echo "$nodes $t0 $t1" | awk '{printf "%.0f\n", $1 / ($3 - $2)}'
}

# nps_lattice ARGS...: the Nodes/second line of lattice perft.
nps_lattice() { "$LAT" perft "$@" | awk '/Nodes\/second/ {print $2}'; }

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

row() { printf '%-58s %14s nodes/s\n' "$1" "$2"; }

declare -A r
for i in $(seq "$RUNS"); do
	r[sf]+="$(nps_uci $SF 'position startpos' 6)"$'\n'
	r[lm]+="$(nps_lattice -variant chess -depth 6 -board mailbox)"$'\n'
	r[ls]+="$(nps_lattice -variant chess -depth 6 -board sparse)"$'\n'
	r[fsf]+="$(nps_uci $FSF 'setoption name UCI_Variant value capablanca\nposition startpos' 5)"$'\n'
	r[lc]+="$(nps_lattice -variant capablanca -depth 5)"$'\n'
	r[lcs]+="$(nps_lattice -variant capablanca -depth 5 -board sparse)"$'\n'
	r[spiral]+="$(nps_lattice -variant spiral -depth 5)"$'\n'
	r[infil]+="$(nps_lattice -variant infiltrator -depth 4)"$'\n'
	r[inf]+="$(nps_lattice -variant infinite -depth 3)"$'\n'
	r[huy]+="$(nps_lattice -variant infinite-huygens -depth 3)"$'\n'
	r[kad]+="$(nps_lattice -variant kadesh -depth 3)"$'\n'
done
echo "median of $RUNS runs, $(nproc) cores"
row "Stockfish 15.1: startpos go perft 6" "$(echo -n "${r[sf]}" | median)"
row "Lattice: chess perft 6, mailbox" "$(echo -n "${r[lm]}" | median)"
row "Lattice: chess perft 6, sparse" "$(echo -n "${r[ls]}" | median)"
row "Fairy-Stockfish 11.1: capablanca go perft 5" "$(echo -n "${r[fsf]}" | median)"
row "Lattice: capablanca perft 5, mailbox" "$(echo -n "${r[lc]}" | median)"
row "Lattice: capablanca perft 5, sparse" "$(echo -n "${r[lcs]}" | median)"
row "Lattice: spiral perft 5" "$(echo -n "${r[spiral]}" | median)"
row "Lattice: infiltrator perft 4" "$(echo -n "${r[infil]}" | median)"
row "Lattice: infinite perft 3 (default border)" "$(echo -n "${r[inf]}" | median)"
row "Lattice: infinite-huygens perft 3 (default border)" "$(echo -n "${r[huy]}" | median)"
row "Lattice: kadesh perft 3 (default border)" "$(echo -n "${r[kad]}" | median)"
