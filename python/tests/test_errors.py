"""Bad files and bad options: clear exceptions, never a crash."""
import glob
import os

import pytest

import seichi
from conftest import EXAMPLE, ROOT, run_cli

BAD = {
    "truncated.sgf": b"(;GM[1]SZ[19];B[pd];W[dp]",
    "illegal.sgf": b"(;GM[1]SZ[9]RU[Japanese];B[ee];W[ee])",
    "size.sgf": b"(;GM[1]SZ[99];B[aa])",
    "binary.sgf": bytes(range(256)) * 4,
    "empty.sgf": b"",
    "notgo.sgf": b"(;GM[3]SZ[8];B[aa])",
}


@pytest.fixture
def bad_files(tmp_path):
    paths = {}
    for name, data in BAD.items():
        p = tmp_path / name
        p.write_bytes(data)
        paths[name] = str(p)
    return paths


def test_bad_records_raise_sgf_error_with_the_cli_message(bad_files, cli):
    for name, path in bad_files.items():
        with pytest.raises(seichi.SGFError) as info:
            seichi.score(path)
        e = info.value
        code, _, err = run_cli(cli, "score", path)
        assert code == 2 and str(e) in err.splitlines(), name
        assert e.file == path and e.reason and str(e).endswith(e.reason)
        if e.line is not None:
            assert str(e) == "%s:%d:%d: %s" % (path, e.line, e.column, e.reason)


def test_error_places():
    with pytest.raises(seichi.SGFError) as info:
        seichi.score("(;GM[1]SZ[9]\n;B[ee]\n;W[ee])", filename="mine.sgf")
    e = info.value
    assert (e.file, e.line) == ("mine.sgf", 3) and e.column >= 2
    assert "occupied" in e.reason
    with pytest.raises(seichi.SGFError) as info:
        seichi.Game(b"(;SZ[19];B[pd]")
    assert info.value.file == "<input>" and info.value.line == 1


def test_illegal_moves_can_be_played_anyway():
    text = "(;GM[1]SZ[9]RU[Japanese];B[ee];W[ee])"
    g = seichi.Game(text, continue_on_illegal=True)
    assert len(g) == 2 and g.warnings and "occupied" in g.warnings[0]
    assert seichi.score(text, continue_on_illegal=True).result


def test_files_that_cannot_be_read(tmp_path):
    with pytest.raises(FileNotFoundError):
        seichi.score(str(tmp_path / "missing.sgf"))
    with pytest.raises(IsADirectoryError):
        seichi.score(str(tmp_path))
    with pytest.raises(FileNotFoundError):
        seichi.Game(str(tmp_path / "missing.sgf"))


def test_bad_options():
    with pytest.raises(ValueError, match="unknown rules"):
        seichi.score(EXAMPLE, rules="klingon")
    with pytest.raises(ValueError, match="not a point"):
        seichi.score(EXAMPLE, dead=["Z99"])
    with pytest.raises(ValueError, match="no stone"):
        seichi.score(EXAMPLE, dead="A1")
    with pytest.raises(TypeError):
        seichi.score(EXAMPLE, dead=[4])
    with pytest.raises(TypeError):
        seichi.score(12)
    with pytest.raises(ValueError):
        list(seichi.score_many([EXAMPLE], errors="ignore"))


def test_score_many_keeps_going_past_bad_files(bad_files):
    paths = [EXAMPLE, bad_files["truncated.sgf"], "/nonexistent/x.sgf", EXAMPLE]
    out = list(seichi.score_many(paths, jobs=2, chunk=1, errors="yield"))
    assert isinstance(out[0], seichi.Result) and isinstance(out[3], seichi.Result)
    assert isinstance(out[1], seichi.SGFError) and isinstance(out[2], FileNotFoundError)
    with pytest.raises(seichi.SGFError):
        list(seichi.score_many(paths, jobs=2))


def test_fuzz_corpus_never_crashes():
    """Every input the SGF fuzzer kept either scores or raises SGFError."""
    files = sorted(glob.glob(os.path.join(ROOT, "tests", "fuzz", "corpus", "sgf", "*")))
    assert files
    scored = 0
    for path in files:
        try:
            r = seichi.score(path)
        except seichi.SGFError as e:
            assert e.reason
            continue
        assert r.result and len("".join(r.map)) == r.size[0] * r.size[1]
        scored += 1
    assert scored > 0
