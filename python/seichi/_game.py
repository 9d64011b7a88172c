"""Game records and positions: replay, pass-alive analysis, life."""
import os
from typing import Any, Dict, Iterable, List, NamedTuple, Optional, Tuple, Union

from . import _seichi
from ._result import BLACK, WHITE, Result, point_names

#: An SGF given as a path (str or os.PathLike), SGF text (a str starting
#: with "(") or SGF bytes (any charset the record's CA names).
Source = Union[str, bytes, bytearray, "os.PathLike[str]"]
#: Dead stones: None (decide automatically), "D4,Q16" or an iterable of
#: vertices; one stone marks its whole chain; an empty list means none.
Dead = Union[None, str, Iterable[str]]

LIFE = ("unknown", "dead", "unsettled", "alive")


def read_source(sgf: Source, filename: Optional[str]) -> Tuple[Optional[Any], bytes, str]:
    """(path or None, SGF bytes or b"", name for messages)."""
    if isinstance(sgf, (bytes, bytearray, memoryview)):
        return None, bytes(sgf), filename or "<input>"
    if isinstance(sgf, str) and sgf.lstrip().startswith("("):
        return None, sgf.encode("utf-8"), filename or "<input>"
    if isinstance(sgf, (str, os.PathLike)):
        path = os.fspath(sgf)
        if isinstance(path, bytes):
            path = os.fsdecode(path)
        return path, b"", filename or path
    raise TypeError("sgf: a path, SGF text or SGF bytes expected, not %s" % type(sgf).__name__)


def dead_list(dead: Dead) -> Optional[Tuple[str, ...]]:
    if dead is None:
        return None
    if isinstance(dead, str):
        return tuple(v.strip() for v in dead.split(",") if v.strip())
    return tuple(dead)


class Move(NamedTuple):
    player: int   #: 1 Black, 2 White
    vertex: str   #: GTP vertex, or "pass"


class PassAlive:
    """Benson's pass-alive analysis (seichi_pass_alive): for each point, the
    player whose pass-alive chain stands on it or whose pass-alive territory
    it belongs to, 0 otherwise."""

    __slots__ = ("owners", "_colors", "_names", "_size")

    def __init__(self, owners: bytes, colors: bytes, names: Tuple[Tuple[str, ...], Dict[str, int]],
                 size: Tuple[int, int]) -> None:
        self.owners = owners  #: one byte a point, points numbered as names
        self._colors = colors
        self._names = names
        self._size = size

    def owner(self, vertex: str) -> int:
        i = self._names[1].get(vertex.upper())
        if i is None:
            raise ValueError("'%s' is not a point of this board" % vertex)
        return self.owners[i]

    def points(self, player: int) -> List[str]:
        """Points (stones and territory) pass-alive for player."""
        return [n for n, o in zip(self._names[0], self.owners) if o == player]

    @property
    def black(self) -> List[str]:
        return self.points(BLACK)

    @property
    def white(self) -> List[str]:
        return self.points(WHITE)

    @property
    def map(self) -> List[str]:
        """Rows, top first: X/O pass-alive stones, B/W pass-alive territory
        (the characters of Result.map), '.' for the rest."""
        chars = "".join(".XO"[o] if o and self._colors[i] == o else ".BW"[o] if o < 3 else str(o)
                        for i, o in enumerate(self.owners))
        w, h = self._size
        return [chars[y * w:(y + 1) * w] for y in range(h)] if w else [chars]

    def __repr__(self) -> str:
        return "<seichi.PassAlive black=%d white=%d points>" % (len(self.black), len(self.white))


class Position:
    """One immutable board position: stones, prisoners, player to move, ko."""

    __slots__ = ("_p", "_info")

    def __init__(self, raw: _seichi.Position) -> None:
        self._p = raw
        self._info: Dict[str, Any] = raw.info()

    @classmethod
    def from_diagram(cls, text: str) -> "Position":
        """A position from an ASCII diagram (``.`` empty, ``X`` Black, ``O``
        White; rows top first; coordinate lines are skipped)."""
        return cls(_seichi.position_from_diagram(text))

    @property
    def size(self) -> Tuple[int, int]:
        return self._info["size"]

    @property
    def players(self) -> int:
        return self._info["players"]

    @property
    def to_move(self) -> int:
        return self._info["to_move"]

    @property
    def captures(self) -> Dict[str, int]:
        """Prisoners each player holds (stones it captured)."""
        b, w = self._info["captures"]
        return {"black": b, "white": w}

    @property
    def ko(self) -> Optional[str]:
        """The point the player to move may not take (simple ko), or None."""
        k = self._info["ko"]
        return point_names(self._p)[0][k] if k >= 0 else None

    @property
    def colors(self) -> bytes:
        """One byte a point: 0 empty, 1 Black, 2 White (points as names)."""
        return self._p.colors()

    @property
    def names(self) -> Tuple[str, ...]:
        return point_names(self._p)[0]

    def color(self, vertex: str) -> int:
        i = point_names(self._p)[1].get(vertex.upper())
        if i is None:
            raise ValueError("'%s' is not a point of this board" % vertex)
        return self.colors[i]

    @property
    def board(self) -> List[str]:
        """Rows top first: ``x`` Black, ``o`` White, ``.`` empty (as show --json)."""
        chars = "".join(".xo"[c] if c < 3 else str(c) for c in self.colors)
        w, h = self.size
        return [chars[y * w:(y + 1) * w] for y in range(h)] if w else [chars]

    def diagram(self, coords: bool = True) -> str:
        return self._p.diagram(coords)

    def __str__(self) -> str:
        return self.diagram(True)

    def __repr__(self) -> str:
        return "<seichi.Position %dx%d, %s to move>" % (
            self.size[0], self.size[1], {BLACK: "black", WHITE: "white"}.get(self.to_move, "?"))

    def score(self, rules: Optional[str] = None, komi: Optional[float] = None,
              dead: Dead = None, *, handicap: Optional[int] = None,
              explain: bool = False) -> Result:
        """Scores this position (Japanese rules and komi 0 unless given;
        automatic dead stones unless ``dead`` names them).  The GIL is
        released while the library works."""
        return Result(self._p.score(rules=rules, komi=komi, handicap=handicap,
                                    dead=dead_list(dead), explain=explain))

    def pass_alive(self, suicide: bool = False) -> PassAlive:
        """Benson's pass-alive chains and territory; ``suicide``: the rules
        allow suicide (the stricter condition)."""
        return PassAlive(self._p.pass_alive(suicide), self.colors, point_names(self._p), self.size)

    def life(self, suicide: bool = False) -> Dict[str, str]:
        """Static status of every stone's group: ``"alive"`` (seki
        included), ``"dead"``, ``"unsettled"`` or ``"unknown"``, by vertex."""
        st = self._p.life(suicide)
        names = point_names(self._p)[0]
        return {names[i]: LIFE[s - 1] for i, s in enumerate(st) if s}


class Game:
    """A game record, read and replayed (seichi_game).

    ``Game(sgf)`` takes a path, SGF text or SGF bytes; ``game`` picks a game
    of a collection (0 = the first); ``continue_on_illegal`` plays illegal
    moves anyway, as SGF viewers do (each one becomes a warning).  Raises
    :class:`seichi.SGFError` for a record the library refuses, ``OSError``
    for a file that cannot be read.
    """

    def __init__(self, sgf: Source, *, game: int = 0, continue_on_illegal: bool = False,
                 filename: Optional[str] = None) -> None:
        path, data, name = read_source(sgf, filename)
        if path is not None:
            with open(path, "rb") as f:
                data = f.read()
        self.file: Optional[str] = path
        self._g = _seichi.Game(data, name, game, continue_on_illegal)
        self._info: Dict[str, Any] = self._g.info()
        self._moves: Optional[List[Move]] = None

    @property
    def size(self) -> Tuple[int, int]:
        return self._info["size"]

    @property
    def komi(self) -> float:
        return self._info["komi"]

    @property
    def handicap(self) -> int:
        return self._info["handicap"]

    @property
    def collection_size(self) -> int:
        """Number of games in the file."""
        return self._info["collection_size"]

    @property
    def warnings(self) -> List[str]:
        return [w for w in self._info["warnings"].split("\n") if w]

    def sgf_property(self, ident: str) -> Optional[str]:
        """A root property's first value as text (``"RE"``, ``"PB"``...), or None."""
        return self._g.property(ident)

    @property
    def info(self) -> Dict[str, Optional[str]]:
        """The usual root properties: rules, result, players, ranks, date, event."""
        keys = (("rules", "RU"), ("result", "RE"), ("black", "PB"), ("white", "PW"),
                ("black_rank", "BR"), ("white_rank", "WR"), ("date", "DT"), ("event", "EV"))
        return {k: self._g.property(p) for k, p in keys}

    @property
    def moves(self) -> List[Move]:
        """The main line's moves."""
        if self._moves is None:
            names = point_names(self._g)[0]
            self._moves = [Move(pl, names[pt] if pt >= 0 else "pass") for pl, pt in self._g.moves()]
        return list(self._moves)

    def __len__(self) -> int:
        return len(self._g.moves())

    def position(self, move: Optional[int] = None) -> Position:
        """The position after the first ``move`` moves (None: the end), with
        prisoners counted."""
        return Position(self._g.position(-1 if move is None else move))

    def score(self, rules: Optional[str] = None, komi: Optional[float] = None,
              dead: Dead = None, *, move: Optional[int] = None,
              explain: bool = False) -> Result:
        """Scores the position after ``move`` moves (None: the end) as
        :func:`seichi.score` does: rules from RU, komi from KM, handicap from
        HA unless overridden."""
        r = Result(self._g.score(rules=rules, komi=komi, dead=dead_list(dead),
                                 explain=explain, move=-1 if move is None else move))
        r._info["file"] = self.file  # the path, or None for a text
        return r

    def sgf(self) -> str:
        """The collection written back as SGF (FF[4], UTF-8)."""
        return self._g.sgf()

    def __repr__(self) -> str:
        return "<seichi.Game %s, %d moves>" % (self.file or "<input>", len(self))
