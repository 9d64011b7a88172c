"""The exception raised for game records the library refuses."""
from typing import Optional, Tuple


class SGFError(ValueError):
    """A record seichi cannot read or replay: bad SGF syntax, an illegal
    move, a board size out of range.

    ``str(e)`` is the library's one line, ``FILE:LINE:COL: reason``; the
    parts are attributes: ``file`` (the path, or the name given for a text;
    None if neither), ``line`` and ``column`` (1-based, None if the library
    gave no place) and ``reason``.
    """

    file: Optional[str]
    line: Optional[int]
    column: Optional[int]
    reason: str

    def __init__(self, message: str, file: Optional[str] = None, line: int = 0,
                 column: int = 0, reason: Optional[str] = None) -> None:
        super().__init__(message)
        self.file = file
        self.line = line or None
        self.column = column or None
        self.reason = reason if reason is not None else message

    def __reduce__(self) -> Tuple[type, Tuple[str, Optional[str], int, int, str]]:
        # picklable across processes
        return (SGFError, (str(self), self.file, self.line or 0, self.column or 0, self.reason))
