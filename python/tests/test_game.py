"""seichi.Game (replay), Position, pass_alive, life, threads."""
import json
import threading

import pytest

import seichi
from conftest import EXAMPLE, ROOT, run_cli


def test_replay_matches_seichi_show(cli):
    g = seichi.Game(EXAMPLE)
    _, out, _ = run_cli(cli, "show", EXAMPLE, "--json")
    show = json.loads(out)
    assert len(g) == show["moves"] == len(g.moves)
    assert g.size == tuple(show["size"]) and g.komi == show["komi"]
    assert g.info["result"] == show["result"] and g.info["black"] == show["players"]["black"]
    for move in (0, 1, 57, 200, len(g)):
        _, out, _ = run_cli(cli, "show", EXAMPLE, "--json", "--move", str(move))
        show = json.loads(out)
        pos = g.position(move)
        assert pos.board == show["board"], move
        assert pos.captures == show["captures"], move
        assert pos.to_move == (seichi.BLACK if show["to_move"] == "black" else seichi.WHITE)
        assert pos.ko == show["ko"]
    assert g.position().board == g.position(len(g)).board


def test_moves_and_properties():
    g = seichi.Game(EXAMPLE)
    first = g.moves[0]
    assert first.player == seichi.BLACK and g.position(1).color(first.vertex) == seichi.BLACK
    assert g.sgf_property("PW") == "Infernape" and g.sgf_property("XX") is None
    assert g.handicap == 0 and g.collection_size == 1 and g.warnings == []
    again = seichi.Game(g.sgf())
    assert again.moves == g.moves and again.score().json() == g.score().json()
    assert g.score().file == EXAMPLE and again.score().file is None


def test_collections_pick_a_game():
    text = "(;SZ[9];B[aa])(;SZ[13];B[bb];W[cc])"
    assert seichi.Game(text).size == (9, 9)
    g = seichi.Game(text, game=1)
    assert g.size == (13, 13) and len(g) == 2 and g.collection_size == 2
    assert seichi.score(text, game=1).size == (13, 13)


def test_pass_alive():
    with open(f"{ROOT}/tests/data/life/groups.txt", encoding="utf-8") as f:
        pos = seichi.Position.from_diagram(f.read())
    pa = seichi.pass_alive(pos)
    # Black's two-eyed group (two one-point eyes) is pass-alive, eyes included.
    assert pa.owner("A13") == seichi.BLACK and pa.owner("B13") == seichi.BLACK
    assert pa.owner("C13") == seichi.BLACK and pa.map[1][:5] == "XXXXX"
    # White's ring with one three-point eye is not (the opponent may play inside).
    assert pa.owner("F9") == 0 and pa.owner("G8") == 0
    assert set(pa.black) >= {"A13", "B12", "E12"} and pa.white == []
    life = pos.life()
    assert life["B13"] == "alive" and "A13" not in life
    assert set(life.values()) <= {"alive", "dead", "unsettled", "unknown"}


def test_pass_alive_of_records():
    g = seichi.Game(EXAMPLE)
    at_end = seichi.pass_alive(EXAMPLE)
    assert at_end.owners == seichi.pass_alive(g).owners == g.position().pass_alive().owners
    assert seichi.pass_alive(g, move=0).black == [] and len(at_end.black) > 0
    assert seichi.pass_alive(EXAMPLE, move=10).white == []


def test_one_game_from_many_threads():
    """Game.score and Game.position are safe from several threads at once
    (the Game is locked while the library replays)."""
    g = seichi.Game(EXAMPLE)
    want = {m: g.score(move=m).json() for m in (100, 200, 332)}
    boards = {m: g.position(m).board for m in want}
    errors = []

    def work(k):
        try:
            for i in range(30):
                m = (100, 200, 332)[(i + k) % 3]
                assert g.score(move=m).json() == want[m]
                assert g.position(m).board == boards[m]
        except AssertionError as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
