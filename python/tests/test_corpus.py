"""The package scores corpus games exactly as the CLI does."""
import json

import seichi
from conftest import run_cli


def test_same_result_as_the_cli_on_200_corpus_games(cli, corpus_sample):
    checked = 0
    for path in corpus_sample:
        code, out, err = run_cli(cli, "score", path, "--json")
        if code != 0:  # the CLI refuses the record: so must the package
            try:
                seichi.score(path)
            except seichi.SGFError as e:
                assert str(e) in err
                continue
            raise AssertionError("%s: the CLI failed (%s), the package did not" % (path, err))
        cli_json = json.loads(out)
        r = seichi.score(path)
        assert (r.margin, r.result) == (cli_json["margin"], cli_json["result"]), path
        assert r.dead == cli_json["dead"] and r.map == cli_json["map"], path
        checked += 1
    assert checked >= 190


def test_score_many_gives_the_same_results_in_order(corpus_sample):
    one_by_one = [seichi.score(p).json() for p in corpus_sample]
    for jobs, chunk in ((1, 16), (2, 1), (3, 7)):
        many = list(seichi.score_many(corpus_sample, jobs=jobs, chunk=chunk))
        assert [r.file for r in many] == corpus_sample
        assert [r.json() for r in many] == one_by_one


def test_score_many_with_options(corpus_sample):
    paths = corpus_sample[:20]
    many = list(seichi.score_many(paths, jobs=2, rules="chinese", komi=7.5))
    assert [r.json() for r in many] == [seichi.score(p, "chinese", 7.5).json() for p in paths]


def test_score_many_takes_any_iterable():
    assert list(seichi.score_many(iter([]), jobs=2)) == []
