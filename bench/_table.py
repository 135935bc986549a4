"""Rows of the one benchmark table ``python -m bench`` prints, and the printing.

A benchmark module ``bench/<name>.py`` has ``rows(quick: bool) -> iterable of Row``; each row
is one figure with the yardstick timed around it in the same process and their ratio:

- ``per="rate"``: ratio = value x yardstick seconds (e.g. games per yardstick);
- ``per="time"``: ratio = value / yardstick (a time in yardsticks: frame ms over fill+blit ms,
  decision ms over yardstick ms);
- ``per=""``: no yardstick (memory in MB, idle CPU already a share of a core).

``target`` is the product's goal in words, ``met`` True/False/None (no goal).  Rows measured
against ``BASE_DIR`` as well carry ``base`` (value, ratio) and show the speed-up of the ratio;
a row with ``base_gain`` is judged on that speed-up when a base was measured (``judge_on_base``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass
class Row:
    section: str
    name: str
    value: float | None
    unit: str
    yard: float | None = None      # yardstick: seconds (rules, AI) or ms (frames)
    yard_kind: str = ""            # "ys" shared yardstick s, "fb" fill+blit ms
    per: str = ""                  # "rate" | "time" | ""
    target: str = ""
    met: bool | None = None
    note: str = ""
    base: list | None = field(default=None)   # [value, ratio] measured on BASE_DIR
    base_gain: float | None = None   # with a base measured: the target is this speed-up

    @property
    def ratio(self) -> float | None:
        if self.value is None or not self.yard or not self.per:
            return None
        if self.per == "rate":
            return self.value * self.yard
        return self.value / (self.yard * (1000.0 if self.yard_kind == "ys" and
                                          self.unit == "ms" else 1.0))

    def gain(self) -> float | None:
        """The speed-up over the base run (ratio after over before; times: before over after),
        or None without one."""
        if not self.base or not self.ratio or not self.base[1]:
            return None
        br = self.base[1]
        return self.ratio / br if self.per == "rate" else br / self.ratio

    def judge_on_base(self) -> None:
        """With a base measured and ``base_gain`` set: target and met from the speed-up."""
        gain = self.gain()
        if self.base_gain and gain is not None:
            self.target = f">= {self.base_gain:g}x base"
            self.met = gain >= self.base_gain

    def key(self) -> tuple[str, str]:
        return (self.section, self.name)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "Row":
        return cls(**d)


def _num(x: float | None, unit: str = "") -> str:
    if x is None:
        return "-"
    if abs(x) >= 100:
        s = f"{x:.0f}"
    elif abs(x) >= 10:
        s = f"{x:.1f}"
    elif abs(x) >= 0.1 or x == 0:
        s = f"{x:.2f}"
    else:
        s = f"{x:.2g}"
    return s + (f" {unit}" if unit else "")


def _yard(r: Row) -> str:
    if not r.yard:
        return "-"
    return f"{r.yard:.4f} s" if r.yard_kind == "ys" else f"{r.yard:.3f} ms fb"


def format_table(rows: list[Row], with_base: bool = False) -> str:
    """The rows as one Markdown table (also readable as plain text)."""
    head = ["section", "figure", "value", "yardstick", "ratio", "target", "met"]
    if with_base:
        head += ["base value", "base ratio", "speed-up"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in rows:
        met = {True: "yes", False: "NO", None: ""}[r.met]
        name = r.name + (f" ({r.note})" if r.note else "")
        cells = [r.section, name, _num(r.value, r.unit), _yard(r), _num(r.ratio), r.target, met]
        if with_base:
            if r.base:
                bv, br = r.base
                gain = r.gain()
                cells += [_num(bv, r.unit), _num(br), (f"{gain:.2f}x" if gain else "-")]
            else:
                cells += ["-", "-", "-"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)
