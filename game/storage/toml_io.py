"""TOML reading with errors that name file, line and field; atomic writes with a backup.

Reading uses the standard library's ``tomllib``; writing uses ``tomli_w``.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import stat
import tomllib
from pathlib import Path
from typing import Any

import tomli_w

from game.core.errors import DataError


def one_line(text: str) -> str:
    """``text`` with control characters escaped (``\\n``), so a message stays one line."""
    return "".join(c if c.isprintable() or c == " " else c.encode("unicode_escape")
                   .decode("ascii") for c in text)


class FileDataError(Exception):
    """A data file could not be used.  ``str(err)`` is one line: ``FILE:LINE: PLACE: WHAT``."""

    def __init__(self, path: str | os.PathLike, what: str, line: int | None = None,
                 where: str | None = None):
        self.path = str(path)
        self.line = line
        self.where = where
        self.what = what
        shown = one_line(self.path)  # a file name with a newline must not break the line
        parts = [shown if line is None else f"{shown}:{line}"]
        if where:
            parts.append(where)
        parts.append(what)
        super().__init__(": ".join(parts))


_LINE_RE = re.compile(r"at line (\d+), column (\d+)")
#: tomllib's place words, "(at line 3, column 5)", and its "(at end of document)"
_AT_RE = re.compile(r"\s*\(at line \d+, column \d+\)")
_END_RE = re.compile(r"\s*\(at end of document\)")


# ---------------------------------------------------------------------------- safe reading
#: Largest settings or scorepad file read (bytes); a bigger one is refused at once.
MAX_FILE_BYTES = 1 << 20          # 1 MiB
#: Largest autosave read (bytes): a whole game's state as JSON stays far below this.
MAX_SAVE_BYTES = 8 << 20          # 8 MiB
#: Deepest nesting of arrays/tables (TOML) or lists/objects (JSON) accepted.
MAX_DEPTH = 64


def read_user_bytes(path: str | os.PathLike, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path`` when it is a regular file of at most ``limit`` bytes.

    Never follows a symbolic link, never blocks (a named pipe, a device such as /dev/zero) and
    never reads past ``limit``.  Raises FileNotFoundError when absent, FileDataError (one line,
    naming the fault) for a link, a non-regular file, an oversized file or a read error.
    """
    p = Path(path)
    try:
        st = os.lstat(p)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise FileDataError(p, f"cannot read file ({exc.strerror})") from None
    if stat.S_ISLNK(st.st_mode):
        raise FileDataError(p, "a link to another file, not a regular file")
    if not stat.S_ISREG(st.st_mode):
        raise FileDataError(p, "not a regular file (a folder, pipe or device)")
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(p, flags)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise FileDataError(p, f"cannot read file ({exc.strerror})") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):  # swapped between lstat and open
            raise FileDataError(p, "not a regular file (a folder, pipe or device)")
        if st.st_size > limit:
            raise FileDataError(p, f"too large ({st.st_size} bytes; the limit is {limit})")
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                break
            total += len(chunk)
            if total > limit:  # grew while being read
                raise FileDataError(p, f"too large (over {limit} bytes)")
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise FileDataError(p, f"cannot read file ({exc.strerror})") from None
    finally:
        os.close(fd)


def nesting_depth(text: str, toml: bool = True) -> int:
    """Deepest bracket nesting of ``[``/``{`` in ``text`` outside strings and comments: a
    single linear scan, so a 100,000-level document is refused before any recursive parser
    sees it.  ``toml``: TOML strings ('...', "...", triple quotes) and ``#`` comments; else
    JSON strings."""
    depth = best = 0
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in "[{":
            depth += 1
            if depth > best:
                best = depth
        elif c in "]}":
            depth = max(0, depth - 1)
        elif c == '"' or (toml and c == "'"):
            triple = toml and text.startswith(c * 3, i)
            end = c * 3 if triple else c
            j = i + len(end)
            while j < n:
                if c == '"' and text[j] == "\\":
                    j += 2
                    continue
                if text.startswith(end, j):
                    break
                if not triple and text[j] == "\n":
                    break
                j += 1
            i = j + len(end)
            continue
        elif toml and c == "#":
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        i += 1
    return best


def data_depth(data: Any) -> int:
    """Deepest nesting of dicts and lists in parsed ``data`` (iterative: no recursion)."""
    best, todo = 0, [(data, 1)]
    while todo:
        value, d = todo.pop()
        if isinstance(value, dict):
            value = list(value.values())
        elif not isinstance(value, list):
            continue
        best = max(best, d)
        if d <= MAX_DEPTH:
            todo.extend((v, d + 1) for v in value if isinstance(v, (dict, list)))
    return best


def too_deep(text: str, toml: bool = True) -> bool:
    """True if ``text`` nests deeper than :data:`MAX_DEPTH`."""
    return nesting_depth(text, toml) > MAX_DEPTH


def loads_json(text: str) -> Any:
    """``json.loads`` for text read from a user file: refuses nesting deeper than MAX_DEPTH
    and huge numbers (ValueError), never RecursionError."""
    if not isinstance(text, str):
        raise TypeError("JSON text expected")
    if too_deep(text, toml=False):
        raise ValueError(TOO_DEEP)
    try:
        return json.loads(text, parse_int=_bounded_int, parse_float=_bounded_float,
                          parse_constant=_no_constant)
    except RecursionError:
        raise ValueError(TOO_DEEP) from None


#: Whole numbers read from JSON in user files must lie strictly inside this range.
INT_RANGE = (-(1 << 64), (1 << 64))  # the rules RNG state is a 64-bit unsigned int



#: :func:`loads_json`'s refusals ("part of the file ..." completes them).
TOO_DEEP = f"is nested more than {MAX_DEPTH} levels deep"
TOO_BIG = "holds a number that is too large"


def _bounded_int(s: str) -> int:
    if len(s) > 22:
        raise ValueError(TOO_BIG)
    v = int(s)
    if not INT_RANGE[0] < v < INT_RANGE[1]:
        raise ValueError(TOO_BIG)
    return v


def _bounded_float(s: str) -> float:
    if len(s) > 40:
        raise ValueError(TOO_BIG)
    v = float(s)
    if v != v or v in (float("inf"), float("-inf")):
        raise ValueError(TOO_BIG)
    return v


def _no_constant(s: str):
    raise ValueError(TOO_BIG)


def read_toml(path: str | os.PathLike, limit: int = MAX_FILE_BYTES) -> tuple[dict[str, Any], str]:
    """Read a TOML file; return ``(data, text)``.

    The file is read by :func:`read_user_bytes` (regular files only, at most ``limit`` bytes,
    never blocking) and must nest at most :data:`MAX_DEPTH` levels.  Raises FileDataError for a
    missing/unreadable/oversized file, bad UTF-8, too deep nesting or invalid TOML (with its
    line).
    """
    p = Path(path)
    try:
        raw = read_user_bytes(p, limit)
    except FileNotFoundError:
        raise FileDataError(p, "file not found") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise FileDataError(p, "not UTF-8 text, so not a TOML file") from None
    if text.startswith("\ufeff"):  # a byte-order mark, as some editors write: not TOML's
        text = text[1:]
    if too_deep(text):
        raise FileDataError(p, f"nested more than {MAX_DEPTH} levels deep")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        what, line = toml_error_words(str(exc))
        raise FileDataError(p, f"not valid TOML: {what}", line=line) from None
    except RecursionError:
        raise FileDataError(p, f"nested more than {MAX_DEPTH} levels deep") from None
    except ValueError:  # e.g. an integer of thousands of digits
        raise FileDataError(p, "not valid TOML: a number is too long") from None
    if data_depth(data) > MAX_DEPTH:  # dotted keys a.b.c... nest without brackets
        raise FileDataError(p, f"nested more than {MAX_DEPTH} levels deep")
    return data, text


def toml_error_words(msg: str) -> tuple[str, int | None]:
    """tomllib's error text in our words, and its line: ``"Unterminated string (at end of
    document)"`` -> ``("unterminated string at the end of the file", None)``, ``"Invalid value
    (at line 3, column 5)"`` -> ``("invalid value", 3)`` (the caller shows the line its own way).
    One line, no brackets of the parser's, no final full stop."""
    m = _LINE_RE.search(msg)
    line = int(m.group(1)) if m else None
    what = _AT_RE.sub("", msg)
    what = _END_RE.sub(" at the end of the file", what)
    what = what.replace("end of document", "end of the file").replace("document", "file")
    what = one_line(" ".join(what.split())).rstrip(" .")
    return (what[:1].lower() + what[1:]) or "not TOML", line


def find_line(text: str, needle: str | None, start_line: int = 1) -> int | None:
    """First 1-based line at or after ``start_line`` that contains ``needle``; None if absent."""
    if not needle:
        return None
    for i, line in enumerate(text.splitlines(), start=1):
        if i >= start_line and needle in line.split("#", 1)[0]:
            return i
    return None


# a table header line: [name] or [[name]] with a bare or quoted (dotted) name, optional comment
_HEADER_RE = re.compile(
    r"""^\s*(\[\[?)\s*((?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*')"""
    r"""(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*'))*)\s*\]\]?\s*(?:#.*)?$""")


def _headers(lines: list[str]) -> list[tuple[int, bool, str]]:
    """(0-based line index, is an array-of-tables header, name with quotes and spaces removed)."""
    out = []
    for i, line in enumerate(lines):
        m = _HEADER_RE.match(line)
        if m and (m.group(1) == "[[") == line.rstrip().split("#", 1)[0].rstrip().endswith("]]"):
            name = ".".join(part.strip().strip("\"'") for part in m.group(2).split("."))
            out.append((i, m.group(1) == "[[", name))
    return out


def _key_line(lines: list[str], first: int, stop: int, key: str) -> int | None:
    """0-based index of the one line in ``lines[first:stop]`` that starts with ``key =`` (or a
    dotted ``key.x =``); None when there is none or more than one (e.g. inside a long string)."""
    pat = re.compile(r"""^\s*(?:%s|"%s"|'%s')\s*[=.]""" % ((re.escape(key),) * 3))
    hits = [i for i in range(first, stop) if pat.match(lines[i])]
    return hits[0] if len(hits) == 1 else None


def _loads(text: str):
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return None


def locate_line(text: str, table: str | None = None, index: int | None = None,
                key: str | None = None) -> int | None:
    """The 1-based line of a place in a TOML document, or None when it cannot be found reliably.

    ``table=None``: the top-level ``key`` (its ``key = ...`` line, or its ``[key]`` header).
    ``table="site", index=n``: the ``n``-th (0-based) ``[[site]]`` entry; with ``key`` the line
    of that key inside the entry, else (or when the key is absent) the ``[[site]]`` header line.
    Every answer is checked against the parsed document (the number of headers must match the
    number of entries, the block between headers must parse to that very entry), so a header
    look-alike inside a multi-line string gives None rather than a wrong line.
    """
    data = _loads(text)
    if data is None:
        return None
    lines = text.splitlines()
    heads = _headers(lines)
    if table is None:
        if not key or key not in data:
            return None
        end = heads[0][0] if heads else len(lines)
        region = _loads("\n".join(lines[:end]))
        if region is not None and key in region:
            i = _key_line(lines, 0, end, key)
            return None if i is None else i + 1
        named = [h for h in heads if h[2] == key]
        return named[0][0] + 1 if len(named) == 1 else None
    entries = data.get(table)
    own = [k for k, h in enumerate(heads) if h[1] and h[2] == table]
    if (not isinstance(entries, list) or index is None or len(own) != len(entries)
            or not 0 <= index < len(entries)):
        return None
    k = own[index]
    start = heads[k][0]
    # the entry's block runs to the next header that is not one of its sub-tables ([site.x])
    subs = [h for h in heads[k + 1:] if h[2].startswith(table + ".")]
    later = [h[0] for h in heads[k + 1:] if not h[2].startswith(table + ".")]
    stop = later[0] if later else len(lines)
    if _loads("\n".join(lines[start:stop])) != {table: [entries[index]]}:
        return None
    if key and isinstance(entries[index], dict) and key in entries[index]:
        own_end = next((h[0] for h in heads[k + 1:]), len(lines))
        i = _key_line(lines, start + 1, min(own_end, stop), key)
        if i is None:
            named = [h[0] for h in subs if h[0] < stop and h[2] == f"{table}.{key}"]
            i = named[0] if named else None
        if i is not None:
            return i + 1
    return start + 1


def data_error_to_file(path: str | os.PathLike, text: str, err: DataError) -> FileDataError:
    """Turn a core :class:`DataError` into a :class:`FileDataError` with a line when findable.

    An error carrying ``locate = (table, index, key)`` (see :func:`locate_line`) is placed by
    the document's structure; otherwise by ``err.line`` or the first line holding ``err.key``.
    """
    locate = getattr(err, "locate", None)
    if err.line is not None:
        line = err.line
    elif locate is not None:
        line = locate_line(text, *locate)
    else:
        line = find_line(text, err.key)
    return FileDataError(path, err.what, line=line, where=err.where)


def load_validated(path: str | os.PathLike, build):
    """Read TOML at ``path`` and return ``build(data)``; a DataError becomes a FileDataError."""
    data, text = read_toml(path)
    try:
        return build(data)
    except DataError as err:
        raise data_error_to_file(path, text, err) from None


#: our temporary files: ``<target name>.ac-<8 hex>.tmp`` (and, before issue 17,
#: ``<name>.toml[.bak].<8 hex>.tmp``); :func:`clear_stale_temps` removes only these
TEMP_RE = re.compile(r"^(?:.+\.ac-[0-9a-f]{8}|[A-Za-z0-9_.-]+\.toml(?:\.bak)?\.[0-9a-f]{8})\.tmp$")


def temp_name(target: str) -> str:
    """A fresh temporary name for a write of ``target``: ``<target>.ac-<8 hex>.tmp``."""
    return f"{target}.ac-{secrets.token_hex(4)}.tmp"


def clear_stale_temps(folder: str | os.PathLike) -> list[str]:
    """Remove the temporary files our atomic writes leave when the game is killed mid-write
    (:data:`TEMP_RE`) from ``folder`` (not its sub-folders); the names removed.  Only regular
    files with our names: never a link, a folder or any other file.  Call it only while no
    other window writes there (game.app.main holds the folder lock).  Never raises."""
    removed: list[str] = []
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    for name in sorted(names):
        if not TEMP_RE.match(name):
            continue
        path = os.path.join(folder, name)
        try:
            if not stat.S_ISREG(os.lstat(path).st_mode):
                continue
            os.unlink(path)
        except OSError:
            continue
        removed.append(name)
    return removed


def _write_new(folder: Path, prefix: str, payload: bytes) -> Path:
    """A new file in ``folder`` holding ``payload``, created with O_EXCL|O_NOFOLLOW (never
    through a planted link) and fsynced; its path (:func:`temp_name` of ``prefix``)."""
    flags = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
             | getattr(os, "O_CLOEXEC", 0))
    for _ in range(100):
        tmp = folder / temp_name(prefix)
        try:
            fd = os.open(tmp, flags, 0o644)
        except FileExistsError:
            continue
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(payload)
                fh.flush()
                os.fsync(fh.fileno())
        except BaseException:
            _unlink_quietly(tmp)
            raise
        return tmp
    raise FileExistsError(f"no free temporary name in {folder}")


def _unlink_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def replace_with(path: str | os.PathLike, payload: bytes) -> None:
    """Make ``path`` hold ``payload`` atomically (new temp file, fsync, rename over ``path``).
    A link at ``path`` is replaced itself, never followed.  Raises OSError."""
    p = Path(path)
    tmp = _write_new(p.parent, p.name, payload)
    try:
        os.replace(tmp, p)
    except BaseException:
        _unlink_quietly(tmp)
        raise


def aside_name(path: str | os.PathLike, suffix: str = ".corrupt") -> Path:
    """The first free name ``PATH.corrupt``, ``PATH.corrupt.1``, ``PATH.corrupt.2``...: every
    damaged copy is kept, none replaces an earlier one (a link counts as taken)."""
    p = Path(path)
    base = p.with_name(p.name + suffix)
    k = 0
    cand = base
    while os.path.lexists(cand):
        k += 1
        cand = base.with_name(f"{base.name}.{k}")
    return cand


def keep_aside(path: str | os.PathLike, move: bool = True, suffix: str = ".corrupt"
               ) -> str | None:
    """Keep a damaged user file under :func:`aside_name`: renamed (``move``) or copied; the
    new name, or None if the disk refused.  Never follows a link, never overwrites anything."""
    p = Path(path)
    target = aside_name(p, suffix)
    try:
        if move:
            os.rename(p, target)
        else:
            st = os.lstat(p)
            if not stat.S_ISREG(st.st_mode):
                return None
            data = read_user_bytes(p, MAX_SAVE_BYTES)
            tmp = _write_new(p.parent, p.name, data)
            try:
                os.link(tmp, target)  # fails rather than replace if the name appeared
            finally:
                _unlink_quietly(tmp)
    except (OSError, FileDataError):
        return None
    return target.name


def _good_toml(path: Path) -> bytes | None:
    """The bytes of ``path`` when it is a regular, readable, non-empty, valid TOML file."""
    try:
        raw = read_user_bytes(path, MAX_SAVE_BYTES)
        text = raw.decode("utf-8")
        if not text.strip() or too_deep(text):
            return None
        tomllib.loads(text)
    except (OSError, FileDataError, UnicodeDecodeError, ValueError, RecursionError):
        return None
    return raw


def write_toml_atomic(path: str | os.PathLike, data: dict[str, Any], backup: bool = True) -> None:
    """Write ``data`` as TOML to ``path`` atomically (temp file in the same folder created with
    O_EXCL|O_NOFOLLOW, fsync, rename).

    With ``backup`` the previous file is kept as ``PATH.bak`` first, itself written atomically
    (its own temp file, fsync, rename), so a crash at any moment leaves both ``PATH`` and
    ``PATH.bak`` whole (at worst a stray temp file, removed by :func:`clear_stale_temps` at the
    next start) and never loses the last good copy; only a good previous file (regular, non-empty, valid TOML) becomes
    the backup, so a damaged file never replaces a good backup.  No link in the folder is ever
    followed: a link at ``PATH`` or ``PATH.bak`` is replaced, not written through.  Raises
    OSError on failure (the old file is then untouched).
    """
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    payload = tomli_w.dumps(data).encode("utf-8")
    tmp = _write_new(p.parent, p.name, payload)
    try:
        old = _good_toml(p) if backup else None
        if old is not None:
            replace_with(p.with_name(p.name + ".bak"), old)
        os.replace(tmp, p)
    except BaseException:
        _unlink_quietly(tmp)
        raise
    _sync_folder(p.parent)


def write_text_atomic(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically, without a backup: a temp file in the same
    folder (O_EXCL|O_NOFOLLOW), fsync, rename, the folder fsynced (files written once, such as
    replay files).  Creates the folder.  Raises OSError (the old file is then untouched)."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    replace_with(p, text.encode("utf-8"))
    _sync_folder(p.parent)


def _sync_folder(folder: Path) -> None:
    """fsync ``folder`` so the renames are on disk too (POSIX; best effort, never raises)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
