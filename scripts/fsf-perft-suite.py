#!/usr/bin/env python3
"""Regenerate Lattice's perft cross-check suites from Fairy-Stockfish.

Writes testdata/perft/<variant>.epd, one position per line in the usual perft
EPD form

    <FEN with all 6 fields> ;D1 <n> ;D2 <n> ;D3 <n> ...

preceded by '#' comment lines saying where the counts came from.

Variants capablanca, gothic, embassy, janus, grand:
    the Fairy-Stockfish (FSF) start position of the variant, then positions
    reached by seeded random play from it.  Legal moves come from FSF's
    `go perft 1` lines (`<move>: 1`), moves are applied with
    `position startpos moves ...` and the resulting FEN is read from the `Fen:`
    line of FSF's `d` command.  The random choice is biased towards captures,
    pawn moves and (in one game style) developing moves, so that the suite
    contains positions where castling is legal, where the side to move is in
    check, where a promotion is legal and where en passant is legal.  Each
    position gets counts for depths 1..N, N being the deepest depth whose count
    is <= --max-nodes (default 2,000,000), at most --max-depth (default 4).
    Every position is also checked by running perft on it a second time as
    `position startpos moves ...`, so the FEN carries the whole game state.

Variant chess:
    the six standard positions (start, "Kiwipete", positions 3-6 of the
    chessprogramming.org perft page) with the reference counts listed in
    shared/rules/README.md; every listed count is checked against Stockfish
    (/usr/games/stockfish) and depths 1-4 also against FSF before the file is
    written.  A mismatch aborts the run.

Usage (from the repository root; needs the Debian packages fairy-stockfish and
stockfish, python3 standard library only):

    python3 scripts/fsf-perft-suite.py                 # all six variants
    python3 scripts/fsf-perft-suite.py grand janus     # only these
    python3 scripts/fsf-perft-suite.py --seed 7 --positions 12 --out /tmp/x

The output is reproducible: the same seed, engine build and options give the
same positions and counts (only the date line in the header changes).
"""

import argparse
import datetime
import os
import random
import re
import subprocess
import sys
import time

FSF = "/usr/games/fairy-stockfish"
SF = "/usr/games/stockfish"
DEFAULT_SEED = 20240601
VARIANTS = ["capablanca", "gothic", "embassy", "janus", "grand", "chess"]

# Reference counts for orthodox chess, as listed in shared/rules/README.md.
CHESS_POSITIONS = [
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     [20, 400, 8902, 197281, 4865609, 119060324]),
    ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
     [48, 2039, 97862, 4085603, 193690690]),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
     [14, 191, 2812, 43238, 674624, 11030083]),
    ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
     [6, 264, 9467, 422333, 15833292]),
    ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
     [44, 1486, 62379, 2103487, 89941194]),
    ("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
     [46, 2079, 89890, 3894594, 164075551]),
]

# A few hand-made positions per variant, appended after the random-play ones,
# that pin down castling geometry and Grand Chess promotion rules.
_CAPA_CASTLING = [
    ("r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1",
     "hand-made: both castlings legal (f1i1 rook j1->h1, f1c1 rook a1->d1)"),
    ("r4kr3/pppppp1ppp/10/10/10/10/PPPPPP1PPP/R4K3R w KQq - 0 1",
     "hand-made: g1 attacked, so no f1i1"),
    ("1r3k3r/p1pppppppp/10/10/10/10/P1PPPPPPPP/R4K3R w KQk - 0 1",
     "hand-made: b1 attacked but only the rook crosses it, f1c1 legal"),
]
EXTRA_POSITIONS = {
    "capablanca": _CAPA_CASTLING,
    "gothic": _CAPA_CASTLING,
    "embassy": [
        ("r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1",
         "hand-made: both castlings legal (e1h1 rook j1->g1, e1b1 rook a1->c1)"),
        ("r3k2r2/ppppppp1pp/10/10/10/10/PPPPPPP1PP/R3K4R w KQq - 0 1",
         "hand-made: h1 (king's destination) attacked, so no e1h1"),
        ("r3k3r1/pppppppp1p/10/10/10/10/PPPPPPPP1P/R3K4R w KQq - 0 1",
         "hand-made: i1 attacked but only the rook crosses it, e1h1 legal"),
    ],
    "janus": [
        ("r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1",
         "hand-made: both castlings legal (e1i1 rook j1->h1, e1b1 rook a1->c1)"),
        ("1r2k4r/p1pppppppp/10/10/10/10/P1PPPPPPPP/R3K4R w KQk - 0 1",
         "hand-made: b1 (king's destination) attacked, so no e1b1"),
    ],
    "grand": [
        ("r8r/1P6P1/1nbqkcabn1/10/10/10/10/10/1NBQKCABN1/R8R w - - 0 1",
         "hand-made: white pawns on rank 9, no white piece missing, so they cannot move"),
        ("r8r/1P6P1/1nbqkcabn1/10/10/10/10/10/1NB1KCAB2/R8R w - - 0 1",
         "hand-made: white Q and one N missing, rank-10 promotions only to q or n"),
        ("r8r/1nbqkcabn1/p1pppppppp/1P8/10/10/10/P1PPPPPPPP/2BQKCABN1/R8R w - - 0 1",
         "hand-made: rank-8 promotion optional, only to n (one N missing)"),
        ("r8r/1nb1kcab2/10/10/10/10/10/1NBQKCABN1/1p6p1/R8R b - - 0 1",
         "hand-made: black pawns on rank 2, black Q and one N missing"),
    ],
}

MOVE_RE = re.compile(r"^([a-z])(\d+)([a-z])(\d+)([a-z]?)$")
PERFT_LINE_RE = re.compile(r"^([a-z]\d+[a-z]\d+[a-z]?): (\d+)$")


class UCIEngine:
    """Minimal synchronous UCI client for Stockfish-family engines."""

    def __init__(self, path, variant=None):
        self.path = path
        self.proc = subprocess.Popen(
            [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.send("uci")
        self.name = ""
        for line in self.read_until(lambda l: l == "uciok"):
            if line.startswith("id name "):
                self.name = line[len("id name "):]
        if variant is not None:
            self.send("setoption name UCI_Variant value " + variant)
        self.sync()

    def send(self, cmd):
        self.proc.stdin.write(cmd + "\n")
        self.proc.stdin.flush()

    def read_until(self, done):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(self.path + " exited unexpectedly")
            line = line.rstrip("\n")
            lines.append(line)
            if done(line):
                return lines

    def sync(self):
        self.send("isready")
        self.read_until(lambda l: l == "readyok")

    def set_position(self, fen=None, moves=()):
        cmd = "position " + ("startpos" if fen is None else "fen " + fen)
        if moves:
            cmd += " moves " + " ".join(moves)
        self.send(cmd)

    def display(self):
        """Return (fen, checkers) of the current position from `d`."""
        self.send("d")
        fen, checkers = None, None
        for line in self.read_until(lambda l: l.startswith("Checkers:")):
            if line.startswith("Fen: "):
                fen = line[len("Fen: "):].strip()
            if line.startswith("Checkers:"):
                checkers = line[len("Checkers:"):].split()
        return fen, checkers

    def perft(self, depth):
        """Return (total, {move: count}) for `go perft depth`."""
        self.send("go perft %d" % depth)
        divide = {}
        total = None
        for line in self.read_until(lambda l: l.startswith("Nodes searched:")):
            m = PERFT_LINE_RE.match(line)
            if m:
                divide[m.group(1)] = int(m.group(2))
            if line.startswith("Nodes searched:"):
                total = int(line.split(":")[1])
        return total, divide

    def close(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=10)
        except Exception:
            self.proc.kill()


# ---------------------------------------------------------------- FEN helpers

def parse_board(fen):
    """Map square name ('e4', 'a10') -> piece letter for the FEN's board."""
    rows = fen.split()[0].split("/")
    nranks = len(rows)
    board = {}
    for i, row in enumerate(rows):
        rank = nranks - i
        f = 0
        for num, ch in re.findall(r"(\d+)|(.)", row):
            if num:
                f += int(num)
            elif ch in "+~":  # promoted-piece markers (not used by these variants)
                continue
            else:
                board["%s%d" % (chr(ord("a") + f), rank)] = ch
                f += 1
    return board


def classify_move(board, nranks, move):
    """Return a set of tags for a UCI move on the given board."""
    m = MOVE_RE.match(move)
    tags = set()
    if not m:
        return tags
    ff, fr, tf, tr, promo = m.groups()
    frm, to = ff + fr, tf + tr
    piece = board.get(frm, "")
    if promo:
        tags.add("promotion")
    if piece.lower() == "p":
        tags.add("pawn")
        if ff != tf and to not in board:
            tags.add("ep")
    if to in board:
        tags.add("capture")
    if piece.lower() == "k" and abs(ord(ff) - ord(tf)) > 1:
        tags.add("castling")
    if piece and piece.lower() not in ("p", "k", "r"):
        home = (1, 2) if piece.isupper() else (nranks, nranks - 1)
        if int(fr) in home:
            tags.add("develop")
    return tags


# -------------------------------------------------------------- random play

STYLES = {
    # weights by move tag; a move's weight is the largest weight among its tags
    "uniform": {"default": 1},
    "develop": {"default": 1, "develop": 8, "pawn": 2, "castling": 1, "capture": 2},
    "tactical": {"default": 1, "capture": 6, "pawn": 4, "promotion": 30, "castling": 1},
}


def pick_move(rng, board, nranks, legal, style):
    weights = STYLES[style]
    ws = []
    for mv in legal:
        tags = classify_move(board, nranks, mv)
        w = max([weights.get(t, 0) for t in tags] + [weights["default"]])
        if "castling" in tags and "castling" in weights:
            w = weights["castling"]
        ws.append(w)
    return rng.choices(legal, weights=ws, k=1)[0]


def play_game(eng, rng, style, max_plies):
    """Play one random game; return a list of candidate dicts, one per ply."""
    moves = []
    cands = []
    for ply in range(max_plies + 1):
        eng.set_position(None, moves)
        fen, checkers = eng.display()
        _, divide = eng.perft(1)
        legal = sorted(divide)
        board = parse_board(fen)
        nranks = len(fen.split()[0].split("/"))
        tags = set()
        for mv in legal:
            tags |= classify_move(board, nranks, mv) & {"castling", "promotion", "ep"}
        if checkers:
            tags.add("check")
        cands.append({"ply": ply, "moves": list(moves), "fen": fen,
                      "tags": tags, "nlegal": len(legal)})
        if not legal:
            break
        moves.append(pick_move(rng, board, nranks, legal, style))
    return cands


def choose_positions(cands, rng, count):
    """Pick `count` distinct candidates covering the interesting tags."""
    chosen, seen, used_games = [], set(), set()

    def take(pool, n):
        pool = [c for c in pool if c["fen"] not in seen]
        rng.shuffle(pool)
        # prefer plies 4..40 and games not used yet (stable sort keeps the shuffle)
        pool.sort(key=lambda c: (not 4 <= c["ply"] <= 40, c["game"] in used_games))
        for _ in range(n):
            if not pool:
                return
            c = pool.pop(0)
            seen.add(c["fen"])
            used_games.add(c["game"])
            chosen.append(c)
            pool.sort(key=lambda c: (not 4 <= c["ply"] <= 40, c["game"] in used_games))

    quotas = [("castling", 3), ("check", 3), ("promotion", 2), ("ep", 1)]
    for tag, n in quotas:
        take([c for c in cands if tag in c["tags"] and c["ply"] >= 4 and c["nlegal"] > 0], n)
    # fill up with plain positions spread over 4..40 plies
    bands = [(4, 10), (11, 20), (21, 30), (31, 40)]
    i = 0
    while len(chosen) < count and i < 4 * len(bands):
        lo, hi = bands[i % len(bands)]
        take([c for c in cands if lo <= c["ply"] <= hi and c["nlegal"] > 0], 1)
        i += 1
    take([c for c in cands if c["ply"] >= 4 and c["nlegal"] > 0], count - len(chosen))
    chosen.sort(key=lambda c: (c["ply"], c["fen"]))
    return chosen


def perft_counts(eng, fen, max_depth, max_nodes):
    eng.set_position(fen)
    counts = []
    for d in range(1, max_depth + 1):
        # skip a depth that is sure to be far above the limit
        if len(counts) >= 2 and counts[-1] * (counts[-1] / max(counts[-2], 1)) > 8 * max_nodes:
            break
        n, _ = eng.perft(d)
        if n > max_nodes and d > 1:
            break
        counts.append(n)
    return counts


def epd_line(fen, counts):
    return fen + "".join(" ;D%d %d" % (i + 1, n) for i, n in enumerate(counts))


def debian_version(package):
    try:
        return subprocess.run(["dpkg-query", "-W", "-f=${Version}", package],
                              capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"


def header(variant, engine_name, lines):
    today = datetime.date.today().isoformat()
    return ["# Lattice perft cross-check suite: %s" % variant] + \
        ["# " + l for l in lines] + \
        ["# Generated %s by scripts/fsf-perft-suite.py (re-run it to regenerate)." % today]


def generate_variant(variant, args):
    eng = UCIEngine(args.engine, variant)
    rng = random.Random("%s:%s" % (args.seed, variant))
    eng.set_position(None)
    start_fen, _ = eng.display()

    games = []
    for style, n, plies in (("uniform", 6, 40), ("develop", 6, 24), ("tactical", 8, 140)):
        for _ in range(n):
            game = play_game(eng, rng, style, plies)
            for c in game:
                c["game"] = len(games)
            games.append(game)
    cands = [c for g in games for c in g]
    chosen = choose_positions(cands, rng, args.positions)

    entries = [{"ply": 0, "moves": [], "fen": start_fen, "tags": set()}] + chosen
    for fen, note in EXTRA_POSITIONS.get(variant, []):
        entries.append({"ply": -1, "moves": None, "fen": fen, "tags": set(), "note": note})
    out, notes = [], []
    for i, c in enumerate(entries):
        counts = perft_counts(eng, c["fen"], args.max_depth, args.max_nodes)
        out.append(epd_line(c["fen"], counts))
        if c["moves"] is None:
            notes.append("position %d: %s" % (i + 1, c["note"]))
            continue
        # cross-check: same count when the position is set up from the moves
        eng.set_position(None, c["moves"])
        n, _ = eng.perft(len(counts))
        if n != counts[-1]:
            raise SystemExit("%s: FEN/moves mismatch at %s (%d vs %d)" %
                             (variant, c["fen"], counts[-1], n))
        desc = "start position" if c["ply"] == 0 else "%d plies" % c["ply"]
        tags = ",".join(sorted(c["tags"])) or "-"
        notes.append("position %d: %s; legal here: %s; moves: %s" %
                     (i + 1, desc, tags, " ".join(c["moves"]) or "-"))
        if args.verbose:
            print("  %s" % out[-1], file=sys.stderr)
    name = eng.name
    eng.close()

    lines = [
        "Counts: %s (Debian package fairy-stockfish %s), UCI_Variant=%s," %
        (name, debian_version("fairy-stockfish"), variant),
        "  `position fen <FEN>` then `go perft N` for N = 1, 2, ...; a depth is listed",
        "  while its count is <= %d (at most depth %d)." % (args.max_nodes, args.max_depth),
        "Positions (numbered in file order): 1 is FSF's start position (`position startpos`, FEN from `d`);",
        "  the rest were reached by random play from it (python random.Random(\"%s:%s\")," % (args.seed, variant),
        "  moves drawn from FSF's `go perft 1` list with weights favouring captures, pawn",
        "  moves or development, FEN read from FSF's `d` after `position startpos moves ...`),",
        "  chosen to include positions where castling, check, promotion or en passant occur.",
        "  After them come a few hand-made positions (castling squares, promotion rules).",
        "Every random-play position was re-counted from `position startpos moves ...` at its",
        "  deepest depth, with the same result.",
        "'legal here' tags: castling/promotion/ep = such a move is legal for the side to move;",
        "  check = the side to move is in check.",
    ] + notes
    return header(variant, name, lines) + out


def generate_chess(args):
    sf = UCIEngine(args.stockfish)
    fsf = UCIEngine(args.engine, "chess")
    out = []
    for fen, counts in CHESS_POSITIONS:
        for d, want in enumerate(counts, start=1):
            sf.set_position(fen)
            got, _ = sf.perft(d)
            if got != want:
                raise SystemExit("chess: Stockfish gives %d at depth %d for %s, README says %d" %
                                 (got, d, fen, want))
            if d <= 4:
                fsf.set_position(fen)
                got, _ = fsf.perft(d)
                if got != want:
                    raise SystemExit("chess: FSF gives %d at depth %d for %s, README says %d" %
                                     (got, d, fen, want))
        out.append(epd_line(fen, counts))
    sfname, fsfname = sf.name, fsf.name
    sf.close()
    fsf.close()
    lines = [
        "The six standard perft positions (start, 'Kiwipete', positions 3-6 of the",
        "  chessprogramming.org perft page) with the reference counts of shared/rules/README.md.",
        "Every listed count (all depths) was re-checked with %s (Debian package" % sfname,
        "  stockfish %s) `go perft N`, and depths 1-4 also with %s" % (debian_version("stockfish"), fsfname),
        "  (Debian package fairy-stockfish %s, UCI_Variant=chess); all agree." % debian_version("fairy-stockfish"),
        "Deep counts (more than ~2,000,000 nodes) are for optional slow tests.",
    ]
    return header("chess", sfname, lines) + out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("variants", nargs="*", default=VARIANTS)
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                  "..", "testdata", "perft"))
    ap.add_argument("--seed", default=str(DEFAULT_SEED))
    ap.add_argument("--positions", type=int, default=12,
                    help="random-play positions per variant (besides the start)")
    ap.add_argument("--max-nodes", type=int, default=2000000)
    ap.add_argument("--max-depth", type=int, default=4)
    ap.add_argument("--engine", default=FSF)
    ap.add_argument("--stockfish", default=SF)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()

    os.makedirs(args.out, exist_ok=True)
    for v in args.variants:
        t0 = time.time()
        lines = generate_chess(args) if v == "chess" else generate_variant(v, args)
        path = os.path.join(args.out, v + ".epd")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        print("%s: wrote %s (%d positions, %.1fs)" %
              (v, os.path.normpath(path), sum(1 for l in lines if not l.startswith("#")),
               time.time() - t0), file=sys.stderr)


if __name__ == "__main__":
    main()
