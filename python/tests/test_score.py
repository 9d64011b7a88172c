"""seichi.score and Result: the example game, inputs, options, fields."""
import json
import os
import pathlib

import pytest

import seichi
from conftest import EXAMPLE, run_cli


def test_example_game_is_w_5_5():
    r = seichi.score(EXAMPLE)
    assert r.result == "W+5.5"
    assert r.margin == -5.5
    assert r.winner == seichi.WHITE
    assert r.rules == "japanese" and r.scoring == "territory" and r.komi == 0.5
    assert r.file == EXAMPLE


def test_path_text_bytes_and_pathlike_agree():
    with open(EXAMPLE, "rb") as f:
        data = f.read()
    results = [seichi.score(EXAMPLE), seichi.score(pathlib.Path(EXAMPLE)),
               seichi.score(data), seichi.score(data.decode("utf-8"))]
    assert {r.json() for r in results} == {results[0].json()}
    assert results[2].file is None


def test_fields_match_the_json():
    r = seichi.score(EXAMPLE)
    d = r.to_dict()
    assert d["result"] == r.result and d["margin"] == r.margin
    assert d["dead"] == r.dead and d["seki"] == r.seki and d["fills"] == r.fills
    assert d["seki_eyes"] == r.seki_eyes and d["false_eyes"] == r.false_eyes
    assert d["map"] == r.map and r.size == (19, 19) and len(r.map) == 19
    for player, b in r.breakdown.items():
        assert d["breakdown"][player] == b._asdict()
    bd = r.breakdown
    assert bd["black"].total - bd["white"].total == pytest.approx(r.margin)
    assert len(r.dead) == bd["black"].dead + bd["white"].dead


def test_per_point_map():
    r = seichi.score(EXAMPLE)
    points = r.points
    assert len(points) == 361
    for vertex in r.dead:
        p = r.point(vertex)
        assert p.reason == "dead" and p.char in "xo" and p == points[vertex]
    chars = "".join(r.map)
    names = list(points)
    assert names[0] == "A19" and names[-1] == "T1"
    assert all(points[n].char == chars[i] for i, n in enumerate(names))
    territory = [p for p in points.values() if p.reason == "territory"]
    assert sum(p.owner == seichi.BLACK for p in territory) == r.breakdown["black"].territory - len(
        [v for v in r.dead if r.point(v).owner == seichi.BLACK])
    with pytest.raises(ValueError):
        r.point("Z99")


def test_rules_and_komi_override():
    base = seichi.score(EXAMPLE)
    assert seichi.score(EXAMPLE, komi=6.5).margin == pytest.approx(base.margin - 6.0)
    chinese = seichi.score(EXAMPLE, rules="chinese")
    assert chinese.rules == "chinese" and chinese.scoring == "area"
    assert chinese.breakdown["black"].stones > 0 and chinese.breakdown["black"].prisoners == 0


def test_dead_stones_given():
    auto = seichi.score(EXAMPLE)
    none = seichi.score(EXAMPLE, dead=[])
    assert none.dead == [] and none.margin != auto.margin
    same = seichi.score(EXAMPLE, dead=auto.dead)
    assert same.dead == auto.dead and same.margin == auto.margin
    one = seichi.score(EXAMPLE, dead="%s, %s" % (auto.dead[0], auto.dead[1].lower()))
    assert set(auto.dead[:2]) <= set(one.dead) and set(one.dead) < set(auto.dead)


def test_dead_stones_like_the_cli(cli):
    dead = ",".join(seichi.score(EXAMPLE).dead[:3])
    code, out, _ = run_cli(cli, "score", EXAMPLE, "--json", "--dead", dead, "--rules", "aga",
                           "--komi", "7")
    assert code == 0
    assert json.loads(seichi.score(EXAMPLE, "aga", 7, dead).json()) == json.loads(out)


def test_explain():
    r = seichi.score(EXAMPLE, explain=True)
    assert r.explain and "dead" in r.explain
    assert seichi.score(EXAMPLE).explain == ""


def test_move_scores_an_earlier_position():
    r = seichi.score(EXAMPLE, move=50)
    g = seichi.Game(EXAMPLE)
    assert r.json() == g.score(move=50).json()
    assert r.json() != seichi.score(EXAMPLE).json()


def test_missing_rules_warn_as_the_cli_does(tmp_path, cli):
    f = tmp_path / "norules.sgf"
    f.write_text("(;SZ[9]KM[7.5];B[cc];W[gg])")
    r = seichi.score(str(f))
    _, _, err = run_cli(cli, "score", str(f))
    assert r.rules == "chinese"
    assert r.warnings == [line for line in err.splitlines() if "RU" in line]
    assert r.warnings and "no RU property" in r.warnings[0]


def test_position_score_and_diagram():
    pos = seichi.Position.from_diagram("""
        . X O . .
        X X O . .
        . X O . .
        X X O O O
        . X O . .
    """)
    assert pos.size == (5, 5) and pos.color("B5") == seichi.BLACK
    r = pos.score()
    assert r.rules == "japanese" and r.komi == 0
    assert pos.score(komi=0.5).margin == pytest.approx(r.margin - 0.5)
    white = {"C5", "C4", "C3", "C2", "D2", "E2", "C1"}
    assert set(pos.score(dead=["C5"]).dead) == white


def test_repr_and_text():
    r = seichi.score(EXAMPLE)
    assert "W+5.5" in repr(r) and str(r).startswith("result W+5.5")
    assert "dead stone" in seichi.legend()
    assert seichi.__version__ == "0.1.0"
