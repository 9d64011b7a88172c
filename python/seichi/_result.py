"""Result of a scoring: the user-facing view of a C seichi_result."""
import json
from typing import Any, Dict, List, NamedTuple, Optional, Tuple

from . import _seichi

BLACK = 1
WHITE = 2

#: Why a point counts the way it does (SEICHI_PT_* in include/seichi.h).
REASONS = ("dame", "territory", "stone", "dead", "seki_stone", "seki_eye",
           "false_eye", "fill", "ko")

_NAMES: Dict[Tuple[int, int], Tuple[Tuple[str, ...], Dict[str, int]]] = {}


def point_names(obj: Any) -> Tuple[Tuple[str, ...], Dict[str, int]]:
    """Names of the points of obj's board, and the inverse map (upper case).
    Grids are cached by size: every 19x19 board has the same names."""
    size = obj.info()["size"] if not isinstance(obj, tuple) else obj
    cached = _NAMES.get(size) if size[0] else None
    if cached is None:
        names = obj.names()
        cached = (names, {n.upper(): i for i, n in enumerate(names)})
        if size[0]:
            _NAMES[size] = cached
    return cached


def player_key(player: int) -> str:
    """'black', 'white', then 'player3'... (the keys of the JSON)."""
    return {BLACK: "black", WHITE: "white"}.get(player, "player%d" % player)


class Breakdown(NamedTuple):
    """One player's points (seichi_score_breakdown)."""
    territory: int        #: empty points and points under dead stones counted
    stones: int           #: living stones (area scoring) and points to fill
    prisoners: int        #: stones captured in play (territory scoring)
    dead: int             #: opponent stones marked dead (territory scoring)
    komi: float           #: komi received
    compensation: float   #: handicap compensation received (area scoring)
    total: float


class Point(NamedTuple):
    """How one point counts."""
    vertex: str           #: GTP name, e.g. "D4"
    char: str             #: map character (see seichi.legend())
    reason: str           #: one of REASONS
    owner: int            #: player the point counts for (0: nobody)
    side: int             #: colour on or around the point (0: mixed)


class Result:
    """The score of one position.

    Made by :func:`seichi.score`, :meth:`Game.score` and
    :meth:`Position.score`.  Cheap to make: the per-point values are read
    from the C result when first asked for.
    """

    __slots__ = ("_r", "_info", "_dict", "_names")

    def __init__(self, raw: _seichi.Result) -> None:
        self._r = raw
        self._info: Dict[str, Any] = raw.info()
        self._dict: Optional[Dict[str, Any]] = None
        self._names: Optional[Tuple[Tuple[str, ...], Dict[str, int]]] = None

    # -- summary -----------------------------------------------------------
    @property
    def result(self) -> str:
        """``"B+3.5"``, ``"W+0.5"`` or ``"0"`` (GTP ``final_score``)."""
        return self._info["result"]

    @property
    def margin(self) -> float:
        """Black's total minus White's, komi and compensation included."""
        return self._info["margin"]

    @property
    def winner(self) -> int:
        """1 (Black), 2 (White) or 0 (a draw) for two players."""
        m = self.margin
        return BLACK if m > 0 else WHITE if m < 0 else 0

    @property
    def rules(self) -> str:
        """The rule set used, e.g. ``"japanese"``."""
        return self._info["rules"]

    @property
    def scoring(self) -> str:
        """``"territory"``, ``"area"`` or ``"reach"`` (Tromp-Taylor, Kee)."""
        return self.to_dict()["scoring"]

    @property
    def komi(self) -> float:
        return self._info["komi"]

    @property
    def handicap(self) -> int:
        return self._info["handicap"]

    @property
    def players(self) -> int:
        return self._info["players"]

    @property
    def size(self) -> Tuple[int, int]:
        """(width, height); (0, 0) for a board graph that is not a grid."""
        return self._info["size"]

    @property
    def file(self) -> Optional[str]:
        """The path scored, or None for a text or a position."""
        f = self._info["file"]
        return None if f is None else str(f)

    @property
    def warnings(self) -> List[str]:
        """Warnings of the load and of the rules (as `seichi score` prints)."""
        return [w for w in self._info["warnings"].split("\n") if w]

    @property
    def explain(self) -> str:
        """Why each group is alive, dead or in seki (``explain=True``), else ""."""
        return self._info["explain"]

    @property
    def breakdown(self) -> Dict[str, Breakdown]:
        """Per player (``"black"``, ``"white"``, ``"player3"``...)."""
        return {player_key(p): Breakdown(*self._r.breakdown(p))
                for p in range(1, self.players + 1)}

    # -- per point ---------------------------------------------------------
    def _point_names(self) -> Tuple[Tuple[str, ...], Dict[str, int]]:
        if self._names is None:
            self._names = point_names(self._r)
        return self._names

    def _with_reason(self, *reasons: int) -> List[str]:
        names = self._point_names()[0]
        return [names[i] for i, r in enumerate(self._r.points(0)) if r in reasons]

    @property
    def dead(self) -> List[str]:
        """Dead stones (GTP vertices)."""
        return self._with_reason(3)

    @property
    def seki(self) -> List[str]:
        """Stones alive in seki."""
        return self._with_reason(4)

    @property
    def seki_eyes(self) -> List[str]:
        """Empty points of a seki (territory for nobody under territory rules)."""
        return self._with_reason(5)

    @property
    def false_eyes(self) -> List[str]:
        return self._with_reason(6)

    @property
    def fills(self) -> List[str]:
        """Forced connections and dame a player must still fill."""
        return self._with_reason(7)

    @property
    def ko_fills(self) -> List[str]:
        """Kos to be filled."""
        return self._with_reason(8)

    @property
    def map(self) -> List[str]:
        """One string per board row, top row first (one string for a graph),
        one character per point: see :func:`seichi.legend`."""
        chars = self._r.points(4).decode("ascii")
        w, h = self.size
        if not w:
            return [chars]
        return [chars[y * w:(y + 1) * w] for y in range(h)]

    def point(self, vertex: str) -> Point:
        """How one point counts (vertex as GTP names it, e.g. ``"D4"``)."""
        names, index = self._point_names()
        i = index.get(vertex.upper())
        if i is None:
            raise ValueError("'%s' is not a point of this board" % vertex)
        return self._point(names, i)

    def _point(self, names: Tuple[str, ...], i: int) -> Point:
        r = self._r
        return Point(names[i], chr(r.points(4)[i]), REASONS[r.points(0)[i]],
                     r.points(1)[i], r.points(3)[i])

    @property
    def points(self) -> Dict[str, Point]:
        """Every point by its name."""
        names = self._point_names()[0]
        chars, reasons, owners, sides = (self._r.points(k) for k in (4, 0, 1, 3))
        return {n: Point(n, chr(chars[i]), REASONS[reasons[i]], owners[i], sides[i])
                for i, n in enumerate(names)}

    # -- formats -----------------------------------------------------------
    def json(self) -> str:
        """The JSON of ``seichi score --json`` (docs/SCORING.md)."""
        return self._r.json()

    def to_dict(self) -> Dict[str, Any]:
        """The JSON as a dictionary."""
        if self._dict is None:
            self._dict = json.loads(self._r.json())
        return self._dict

    def text(self) -> str:
        """The text of ``seichi score``: result, breakdown, diagram, legend."""
        return self._r.text()

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        where = "" if self.file is None else ", file=%r" % self.file
        return "<seichi.Result %s (%s, komi %g)%s>" % (self.result, self.rules, self.komi, where)


def legend() -> str:
    """What each character of :attr:`Result.map` means."""
    return _seichi.legend()
