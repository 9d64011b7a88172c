"""seichi: static scoring of finished games of Go.

Python bindings of the seichi C library (include/seichi.h): dead stones,
seki, territory, dame and false eyes decided statically, and the score under
Japanese, Korean, Chinese, AGA, New Zealand, Tromp-Taylor or Kee rules.

>>> import seichi
>>> r = seichi.score("examples/game.sgf")
>>> r.result, r.margin, r.dead[:2]
('W+5.5', -5.5, ['J18', 'Q16'])

* :func:`score` scores one record (path, SGF text or bytes);
* :func:`score_many` scores many on a thread pool, results in order;
* :class:`Game` replays a record (``position(move)``);
* :func:`pass_alive` is Benson's pass-alive analysis.

The C library does the work with the GIL released, so threads run on every
core.  Records the library refuses raise :class:`SGFError` (with ``file``,
``line``, ``column`` and ``reason``).
"""
import collections
import os
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Deque, Iterable, Iterator, List, Optional, Union

from . import _seichi
from ._errors import SGFError
from ._game import Dead, Game, Move, PassAlive, Position, Source, dead_list, read_source
from ._result import BLACK, REASONS, WHITE, Breakdown, Point, Result, legend

__all__ = ["score", "score_many", "pass_alive", "legend", "Game", "Position", "Result",
           "PassAlive", "Breakdown", "Point", "Move", "SGFError", "BLACK", "WHITE", "REASONS",
           "__version__"]

__version__: str = _seichi.version()


def score(sgf: Source, rules: Optional[str] = None, komi: Optional[float] = None,
          dead: Dead = None, *, explain: bool = False, game: int = 0,
          move: Optional[int] = None, continue_on_illegal: bool = False,
          filename: Optional[str] = None) -> Result:
    """Scores a game record, as ``seichi score FILE --json`` does.

    sgf: a path (str or os.PathLike), SGF text (a str starting with "(") or
    SGF bytes (left to the record's CA charset).  rules: a preset name
    (japanese, korean, chinese, aga, new-zealand, tromp-taylor, kee);
    default: from RU (missing or unknown: Japanese, or Chinese for a record
    without RU and komi 7.5, with a warning in :attr:`Result.warnings`).
    komi: default from KM.  dead: None decides dead stones automatically;
    otherwise the vertices of dead stones ("D4,Q16" or a list; one stone
    marks its chain; an empty list: none dead).  explain: keep the reasons
    (:attr:`Result.explain`).  game: which game of a collection (0 = the
    first).  move: score the position after that many moves (default: the
    end).  continue_on_illegal: play illegal moves anyway, as viewers do.
    filename: the name used in messages for a text.

    Raises SGFError (bad record), OSError (unreadable file), ValueError
    (unknown rules, a dead vertex off the board or without a stone).
    Reading, replay and scoring run with the GIL released.
    """
    path, data, name = read_source(sgf, filename)
    return Result(_seichi.score(path, data, name, game, continue_on_illegal,
                                -1 if move is None else move, rules, komi,
                                dead_list(dead), explain))


def score_many(paths: Iterable[Source], jobs: Optional[int] = None, *,
               rules: Optional[str] = None, komi: Optional[float] = None,
               explain: bool = False, errors: str = "raise",
               chunk: int = 16) -> Iterator[Union[Result, Exception]]:
    """Scores many records on a pool of ``jobs`` threads (default: one per
    core) and yields their results in the order of ``paths``.

    Each item is scored as :func:`score` scores it (automatic dead stones;
    rules, komi: as there).  errors="raise" (default) raises the first
    record's error where its result would be (the generator then ends);
    errors="yield" yields the exception (SGFError, OSError) in its place and
    goes on, so that one bad file loses no other result.  Work is handed to
    the threads ``chunk`` records at a time, with at most ``4 * jobs``
    chunks read ahead, so memory stays bounded for any number of paths.
    """
    if errors not in ("raise", "yield"):
        raise ValueError("errors must be 'raise' or 'yield'")
    jobs = jobs or os.cpu_count() or 1
    if jobs < 1 or chunk < 1:
        raise ValueError("jobs and chunk must be >= 1")

    def one(item: Source) -> Union[Result, Exception]:
        try:
            return score(item, rules, komi, explain=explain)
        except (SGFError, OSError) as e:
            return e

    def run(items: List[Source]) -> List[Union[Result, Exception]]:
        return [one(item) for item in items]

    pending: Deque["Future[List[Union[Result, Exception]]]"] = collections.deque()
    items = iter(paths)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        try:
            while True:
                while len(pending) < 4 * jobs:
                    block = [x for _, x in zip(range(chunk), items)]
                    if not block:
                        break
                    pending.append(pool.submit(run, block))
                if not pending:
                    return
                for res in pending.popleft().result():
                    if isinstance(res, Exception) and errors == "raise":
                        raise res
                    yield res
        finally:
            for f in pending:
                f.cancel()


def pass_alive(position: Union[Position, Game, Source], suicide: bool = False, *,
               move: Optional[int] = None) -> PassAlive:
    """Benson's pass-alive analysis of a Position, a Game or a record (path,
    SGF text or bytes; the position after ``move`` moves, default the end).
    suicide: the rules allow suicide (the stricter healthy-region test)."""
    if isinstance(position, Position):
        pos = position
    elif isinstance(position, Game):
        pos = position.position(move)
    else:
        pos = Game(position).position(move)
    return pos.pass_alive(suicide)
