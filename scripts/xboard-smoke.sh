#!/usr/bin/env bash
# Real XBoard 4.9.1 games, headless under Xvfb (shared/rules/protocols.md):
# Lattice against itself in normal, spiral, infiltrator, capablanca and
# grand, and against Fairy-Max in normal and capablanca, at a fast time
# control, plus infiltrator-promo: Infiltrator from an end game
# (testdata/protocol/infiltrator-promo.ini) in which both sides promote
# before the last rank. Fails if a game ends by forfeit, illegal move,
# false claim, time loss or crash, or leaves no PGN, or if infiltrator-promo
# reaches no promotion. Keeps every PGN and XBoard debug log in $OUT
# (default bin/xboard-smoke, not committed) and three screenshots: an
# Infiltrator game (infiltrator.png), the promotion end game after both
# promotions (infiltrator-promo.png) and a Spiral `lift`/`highlight`
# (spiral-lift.png; needs xdotool). SCREENSHOT=0 skips the screenshots.
#
#   scripts/xboard-smoke.sh            all games
#   GAMES="normal spiral" scripts/xboard-smoke.sh   (GAMES="": screenshots only)
#   TC=0:20 INC=0.2 OUT=/tmp/smoke scripts/xboard-smoke.sh
#
# Spiral needs XBoard's -xlegal: XBetza cannot describe the spiral king, so
# XBoard's own legality test would refuse its moves. Everything else plays
# with legality testing on for the whole game, XBoard checking every move of
# both engines against the `piece` lines Lattice sends (Infiltrator, Spiral)
# or its own rules (normal, capablanca, grand).
#
# Infiltrator's pawn promotes on the 9th of 10 ranks, which no `piece` line
# of XBoard 4.9.1 can say: Lattice's setup names the parent variant "elven",
# whose built-in pawn promotes in the last three ranks, and marks a pawn's
# non-promoting step into the 8th rank with a pawn suffix (e6e7p on the
# wire); see protocol/xboard_zone.go. XBoard's PGN writes that step "e7=P".
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-bin/xboard-smoke}
TC=${TC:-0:20}
INC=${INC:-0.2}
PROMO_MOVES=${PROMO_MOVES:-60}
GAMES=${GAMES-"normal spiral infiltrator infiltrator-promo capablanca grand fmax-normal fmax-capablanca"}
export PATH=$PATH:/usr/games

need=()
command -v xboard >/dev/null || need+=(xboard)
command -v xvfb-run >/dev/null || need+=(xvfb)
command -v fairymax >/dev/null || need+=(fairymax)
if ((${#need[@]})); then
	sudo=""
	[ "$(id -u)" = 0 ] || sudo=sudo
	$sudo apt-get update
	$sudo apt-get install -y xboard xvfb fairymax
fi

mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
go build -o bin/lattice ./cmd/lattice
LAT=$(pwd)/bin/lattice
# The engine runs under a memory limit (the machine is shared).
cat >"$OUT/lattice.sh" <<EOF
#!/bin/sh
ulimit -v 3000000
exec "$LAT" "\$@"
EOF
chmod +x "$OUT/lattice.sh"
# The same with the promotion end game's variant file loaded before the
# handshake (XBoard sends -firstOptions only after it has checked the
# variant against the engine's list).
PROMO_INI=$(pwd)/testdata/protocol/infiltrator-promo.ini
cat >"$OUT/lattice-promo.sh" <<EOF
#!/bin/sh
ulimit -v 3000000
{ IFS= read -r l; printf '%s\n' "\$l"; echo "option VariantFile=$PROMO_INI"; exec cat; } | exec "$LAT"
EOF
chmod +x "$OUT/lattice-promo.sh"
FMAX=$(command -v fairymax)

# play NAME VARIANT WHITE BLACK [XBOARD ARGS...]: one game; prints a summary
# line and returns non-zero when the game ended badly.
play() {
	local name=$1 variant=$2 white=$3 black=$4
	shift 4
	LSIDES=""
	case $white in "$OUT"/lattice*.sh) LSIDES=first ;; esac
	case $black in "$OUT"/lattice*.sh) LSIDES="${LSIDES:+$LSIDES|}second" ;; esac
	local dir="$OUT/$name"
	rm -rf "$dir"
	mkdir -p "$dir/home"
	(cd "$dir" && HOME="$dir/home" timeout 600 xvfb-run -a -s "-screen 0 1280x1024x24" \
		xboard -fcp "$white" -scp "$black" -variant "$variant" -mg 1 -tc "$TC" -inc "$INC" \
		-xponder -xexit -noGUI -saveSettingsOnExit false -sgf game.pgn \
		-debug -nameOfDebugFile xboard.log "$@" >xboard.out 2>&1) || true
	check "$name" "$dir"
}

# check NAME DIR: judge a finished game by its PGN and debug log.
check() {
	local name=$1 dir=$2 result reason bad=""
	if [ ! -s "$dir/game.pgn" ]; then
		echo "FAIL $name: no PGN (forfeit on move 1 or crash); see $dir/xboard.log"
		grep -a -m3 -E "GameEnds|Forfeit|llegal" "$dir/xboard.log" 2>/dev/null | sed 's/^/    /'
		return 1
	fi
	result=$(grep -a -m1 '^\[Result ' "$dir/game.pgn" | sed 's/.*"\(.*\)".*/\1/')
	reason=$(grep -a -o -E '\{[^{}]*\} *(1-0|0-1|1/2-1/2|\*) *$' "$dir/game.pgn" | tail -1 | sed 's/ *\(1-0\|0-1\|1\/2-1\/2\|\*\) *$//')
	case "$reason" in
	*orfeit* | *llegal* | *alse* | *rash* | *exit* | *disconnect* | *"on time"* | *"flag fell"*) bad="bad ending" ;;
	esac
	[ "$result" = "*" ] && bad="unfinished"
	# Any engine refusing a move is bad; an error reply only from Lattice
	# (Fairy-Max does not know every command XBoard sends).
	local pat='^[0-9]+ <(first|second) *: *Illegal move'
	[ "$LSIDES" ] && pat="$pat|^[0-9]+ <($LSIDES) *: *Error \\("
	if grep -a -q -E "$pat" "$dir/xboard.log"; then
		bad="${bad:+$bad, }an engine refused a move or a command"
		grep -a -m3 -E "$pat" "$dir/xboard.log" | sed 's/^/    /'
	fi
	local moves
	moves=$(grep -a -v '^\[' "$dir/game.pgn" | tr '\n' ' ' | sed 's/{[^}]*}//g' | grep -a -o -E '[0-9]+\.' | tail -1)
	if [ -n "$bad" ]; then
		echo "FAIL $name: $result $reason ($bad), last move number $moves"
		return 1
	fi
	echo "ok   $name: $result $reason, last move number $moves"
}

# promotions NAME DIR: list the engines' Infiltrator promotions before the
# last rank as XBoard received and accepted them (wire ranks 0..9: White
# promotes into rank 8, Black into rank 1; a step into the 8th / 3rd rank
# that does not promote carries the pawn suffix); prints how many of each.
PROMO_RE='^[0-9]+ <(first|second) *: move ([a-h]7[a-h]8[iwrnbq]|[a-h]2[a-h]1[iwrnbq]|[a-h]6[a-h]7p|[a-h]3[a-h]2p)$'
promotions() {
	local name=$1 dir=$2 n d
	n=$(grep -a -c -E '^[0-9]+ <(first|second) *: move ([a-h]7[a-h]8|[a-h]2[a-h]1)[iwrnbq]$' "$dir/xboard.log" 2>/dev/null || true)
	d=$(grep -a -c -E '^[0-9]+ <(first|second) *: move ([a-h]6[a-h]7|[a-h]3[a-h]2)p$' "$dir/xboard.log" 2>/dev/null || true)
	PROMOS=${n:-0}
	echo "     $name: $PROMOS promotion(s) on the 9th/2nd rank and ${d:-0} step(s) into the 8th/3rd played"
	grep -a -E "$PROMO_RE" "$dir/xboard.log" 2>/dev/null | head -6 | sed 's/^/    /'
}

# screenshot: an Infiltrator game with the board on screen (no -noGUI),
# the Xvfb frame buffer read after a few seconds of play.
screenshot() {
	local dir="$OUT/screenshot"
	rm -rf "$dir"
	mkdir -p "$dir/home" "$dir/fb"
	(cd "$dir" && HOME="$dir/home" timeout 120 xvfb-run -a -s "-screen 0 1024x768x24 -fbdir $dir/fb" \
		bash -c "xboard -fcp '$OUT/lattice.sh' -scp '$OUT/lattice.sh' -variant infiltrator -mg 1 \
			-tc 0:30 -inc 0 -xponder -saveSettingsOnExit false -sgf game.pgn -size medium \
			-debug -nameOfDebugFile xboard.log & pid=\$!; sleep 15; cp fb/Xvfb_screen0 shot.xwd; kill \$pid; wait" \
		>/dev/null 2>&1) || true
	if [ -s "$dir/shot.xwd" ] && command -v convert >/dev/null && convert "xwd:$dir/shot.xwd" "$OUT/infiltrator.png" 2>/dev/null; then
		echo "screenshot: $OUT/infiltrator.png"
	else
		echo "screenshot: not taken (needs ImageMagick's convert; raw frame buffer in $dir/shot.xwd)"
	fi
}

# promoshot: the promotion end game with the board on screen, the frame
# buffer read a second after the second promotion reached XBoard (or after
# 90 s): infiltrator-promo.png.
promoshot() {
	local dir="$OUT/promoshot"
	rm -rf "$dir"
	mkdir -p "$dir/home" "$dir/fb"
	cat >"$dir/run.sh" <<EOF
xboard -fcp '$OUT/lattice-promo.sh' -scp '$OUT/lattice-promo.sh' -variant infiltrator-promo -mg 1 \\
	-tc 0:30 -inc 0 -xponder -saveSettingsOnExit false -sgf game.pgn -size medium \\
	-debug -nameOfDebugFile xboard.log & pid=\$!
for i in \$(seq 90); do
	sleep 1
	[ "\$(grep -a -c -E '^[0-9]+ <(first|second) *: move ([a-h]7[a-h]8|[a-h]2[a-h]1)[iwrnbq]\$' xboard.log)" -ge 2 ] && break
done
sleep 1
cp fb/Xvfb_screen0 shot.xwd
kill \$pid
wait
EOF
	(cd "$dir" && HOME="$dir/home" timeout 150 xvfb-run -a -s "-screen 0 1024x768x24 -fbdir $dir/fb" \
		bash run.sh >/dev/null 2>&1) || true
	grep -a -E "$PROMO_RE" "$dir/xboard.log" 2>/dev/null | sed 's/^/    /'
	if [ -s "$dir/shot.xwd" ] && command -v convert >/dev/null && convert "xwd:$dir/shot.xwd" "$OUT/infiltrator-promo.png" 2>/dev/null; then
		echo "promotion screenshot: $OUT/infiltrator-promo.png"
	else
		echo "promotion screenshot: not taken"
	fi
}

# liftshot: a Spiral game with the board on screen; xdotool picks up the
# g1 knight, XBoard sends `lift g1`, Lattice answers `highlight …` and the
# frame buffer shows the marked targets (spiral-lift.png). Needs xdotool.
liftshot() {
	local dir="$OUT/liftshot"
	command -v xdotool >/dev/null || { echo "lift screenshot: skipped (no xdotool)"; return 0; }
	rm -rf "$dir"
	mkdir -p "$dir/home" "$dir/fb"
	(cd "$dir" && HOME="$dir/home" timeout 90 xvfb-run -a -s "-screen 0 1024x768x24 -fbdir $dir/fb" \
		bash -c "xboard -fcp '$OUT/lattice.sh' -variant spiral -xlegal -initialMode MachineBlack -size medium \
			-saveSettingsOnExit false -debug -nameOfDebugFile xboard.log & pid=\$!; sleep 8; \
			xdotool mousemove 270 350 click 1; sleep 2; xdotool mousemove 424 589 mousedown 1; sleep 2; \
			cp fb/Xvfb_screen0 lift.xwd; xdotool mouseup 1; sleep 1; kill \$pid; wait" >/dev/null 2>&1) || true
	grep -a -E ">first : lift|<first : highlight" "$dir/xboard.log" 2>/dev/null | sed 's/^/    /'
	if [ -s "$dir/lift.xwd" ] && command -v convert >/dev/null && convert "xwd:$dir/lift.xwd" "$OUT/spiral-lift.png" 2>/dev/null; then
		echo "lift screenshot: $OUT/spiral-lift.png"
	else
		echo "lift screenshot: not taken"
	fi
}

failed=0
for g in $GAMES; do
	case $g in
	normal | capablanca | grand) play "$g" "$g" "$OUT/lattice.sh" "$OUT/lattice.sh" || failed=1 ;;
	spiral) play spiral spiral "$OUT/lattice.sh" "$OUT/lattice.sh" -xlegal || failed=1 ;;
	infiltrator)
		play infiltrator infiltrator "$OUT/lattice.sh" "$OUT/lattice.sh" || failed=1
		promotions infiltrator "$OUT/infiltrator"
		;;
	infiltrator-promo)
		# After both promotions the end game is adjudicated a draw after
		# $PROMO_MOVES moves (it has done its job).
		play infiltrator-promo infiltrator-promo "$OUT/lattice-promo.sh" "$OUT/lattice-promo.sh" \
			-adjudicateDrawMoves "$PROMO_MOVES" || failed=1
		promotions infiltrator-promo "$OUT/infiltrator-promo"
		if [ "$PROMOS" = 0 ]; then
			echo "FAIL infiltrator-promo: no promotion before the last rank reached"
			failed=1
		fi
		;;
	fmax-normal) play fmax-normal normal "$OUT/lattice.sh" "$FMAX" || failed=1 ;;
	fmax-capablanca) play fmax-capablanca capablanca "$FMAX" "$OUT/lattice.sh" || failed=1 ;;
	*) echo "unknown game $g" && failed=1 ;;
	esac
done
if [ "${SCREENSHOT:-1}" = 1 ]; then
	screenshot
	promoshot
	liftshot
fi
if [ $failed = 0 ]; then echo "xboard-smoke: all games ended properly ($OUT)"; else echo "xboard-smoke: FAILED ($OUT)"; fi
exit $failed
