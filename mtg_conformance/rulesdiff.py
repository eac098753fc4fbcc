"""Diff two Comprehensive Rules releases: added, removed, changed and moved (renumbered) rules.

How rules of the old release are paired with rules of the new one:

1. **Exact text, in order.** The two rule sequences (canonical texts, file order) are aligned
   with :class:`difflib.SequenceMatcher` over whole rules; every aligned pair of identical texts
   is paired. A renumbering such as July 2021's (706 "Copying Objects" became 707) aligns as one
   long run of identical texts whose numbers differ.
2. **Exact text, out of order.** Texts still unpaired are looked up in an index of the unpaired
   new texts (a rule moved to another place).
3. **Similar text, top-down.** Level by level (sections, then rules, then subrules) each unpaired
   old rule is compared with the unpaired new rules *of the same level whose parent is the new
   counterpart of its parent* (so "706.9a" is only compared with children of the rule "706.9"
   became) or, failing that, whose parent has its parent's old number (in 2022 103.2 became
   103.3 while 103.2a-d stayed under the new 103.2). Candidates are filtered with ``real_quick_ratio``/``quick_ratio`` before the full
   word-level ``ratio``; the best pairs above a threshold win (lower threshold when the number is
   unchanged). Nothing is compared across the whole release, so the work stays proportional to
   the number of changed rules, not to the square of all rules.

A pair with the same number and different text is *changed*; a pair whose numbers differ is
*moved* (``text_changed`` says whether its text changed too). Unpaired old rules are *removed*,
unpaired new ones *added*.

Each text change is classified ``editorial`` when, after the following rewrites are applied to
both sides, nothing is left: letter case, quote/dash style and punctuation; "enters the
battlefield" -> "enters" (and its inflections); the old "comes into play"/"in play" wording;
a card's own name -> "this creature"/"this permanent"/...; rule cross-references renumbered by
this very diff ("rule 706.2" -> "rule 707.2"). Anything else is ``substantive``.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter, defaultdict

from .crparse import Release, Rule, canonical_text, parent

__all__ = [
    "diff",
    "classify_change",
    "word_diff",
    "render_markdown",
    "glossary_diff",
    "touched_rules",
    "affected_fixture_ids",
]

#: Minimum word-level similarity for pairing two rules whose numbers differ.
MOVE_THRESHOLD = 0.6
#: Minimum similarity for pairing two rules with the same number (a rewritten rule).
SAME_NUMBER_THRESHOLD = 0.4
#: Minimum similarity for keeping a rule's number when its parent was renumbered away (2022's
#: 103.2a stayed 103.2a while 103.2 became 103.3).
SAME_NUMBER_AWAY_THRESHOLD = 0.5
#: At most this many candidates (nearest in file order) are scored for one unpaired rule.
MAX_CANDIDATES = 60

_TOKEN_RE = re.compile(r"\S+")


def _level(number: str) -> int:
    if "." not in number:
        return 1
    return 3 if number[-1].isalpha() else 2


class _Side:
    """One release's rules as parallel lists, plus lazily computed word lists."""

    def __init__(self, release: Release):
        self.release = release
        self.numbers = list(release.rules)
        self.rules = [release.rules[n] for n in self.numbers]
        self.texts = [canonical_text(r) for r in self.rules]
        self.index = {n: i for i, n in enumerate(self.numbers)}
        self._words: dict[int, list[str]] = {}
        self._counts: dict[int, Counter] = {}

    def words(self, i: int) -> list[str]:
        w = self._words.get(i)
        if w is None:
            w = self._words[i] = self.texts[i].split()
        return w

    def counts(self, i: int) -> Counter:
        c = self._counts.get(i)
        if c is None:
            c = self._counts[i] = Counter(self.words(i))
        return c


def _similarity(old: _Side, i: int, new: _Side, j: int, threshold: float) -> float:
    """Word-level ratio of two rules, or 0.0 as soon as a cheap upper bound says < threshold.

    The bounds are difflib's ``real_quick_ratio`` (lengths) and ``quick_ratio`` (multiset
    intersection), computed here from cached word counts so that a SequenceMatcher is only built
    for the few candidates that pass them.
    """
    a, b = old.words(i), new.words(j)
    total = len(a) + len(b)
    if not total:
        return 1.0
    if 2.0 * min(len(a), len(b)) / total < threshold:
        return 0.0
    ca, cb = old.counts(i), new.counts(j)
    if len(ca) > len(cb):
        ca, cb = cb, ca
    common = sum(min(k, cb[w]) for w, k in ca.items() if w in cb)
    if 2.0 * common / total < threshold:
        return 0.0
    r = difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()
    return r if r >= threshold else 0.0


def _pair(old: _Side, new: _Side) -> list[tuple[int, int, float]]:
    """Pairs (old index, new index, similarity) as described in the module docstring."""
    pairs: dict[int, tuple[int, float]] = {}
    taken_new: set[int] = set()

    # 1. identical texts, aligned in order
    sm = difflib.SequenceMatcher(None, old.texts, new.texts, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            for k in range(i2 - i1):
                pairs[i1 + k] = (j1 + k, 1.0)
                taken_new.add(j1 + k)

    # 2. identical texts, out of order
    by_text: dict[str, list[int]] = defaultdict(list)
    for j, t in enumerate(new.texts):
        if j not in taken_new:
            by_text[t].append(j)
    for i, t in enumerate(old.texts):
        if i in pairs:
            continue
        js = by_text.get(t)
        if js:
            j = min(js, key=lambda j: abs(j - i))  # nearest occurrence when a text repeats
            js.remove(j)
            pairs[i] = (j, 1.0)
            taken_new.add(j)

    # 3. similar texts, level by level, under the counterpart of the parent
    for level in (1, 2, 3):
        mapped = {old.numbers[i]: new.numbers[j] for i, (j, _) in pairs.items()}
        free_new: dict[str | None, list[int]] = defaultdict(list)
        for j, n in enumerate(new.numbers):
            if j not in taken_new and _level(n) == level:
                free_new[parent(n)].append(j)
        candidates: list[tuple[float, int, int, int, float]] = []
        for i, n in enumerate(old.numbers):
            if i in pairs or _level(n) != level:
                continue
            p = parent(n)
            # Under the new counterpart of its parent; failing that (a parent renumbered while
            # its children stayed), under the new rule holding the parent's old number.
            home = free_new.get(mapped[p], []) if p in mapped else []
            if p is None:
                home = free_new.get(None, [])
            away = free_new.get(p, []) if p is not None and mapped.get(p) != p else []
            pool = [(j, True) for j in home] + [(j, False) for j in away]
            if not pool:
                continue
            if len(pool) > MAX_CANDIDATES:
                pool = sorted(pool, key=lambda c: abs(c[0] - i))[:MAX_CANDIDATES]
            for j, at_home in pool:
                same = new.numbers[j] == n
                if same:
                    threshold = SAME_NUMBER_THRESHOLD if at_home else SAME_NUMBER_AWAY_THRESHOLD
                else:
                    threshold = MOVE_THRESHOLD
                s = _similarity(old, i, new, j, threshold)
                if s:
                    # rank: similarity, then an unchanged number, then closeness in the file
                    candidates.append((s + (0.05 if same else 0.0), -abs(j - i), i, j, s))
        candidates.sort(reverse=True)
        for _, _, i, j, s in candidates:
            if i in pairs or j in taken_new:
                continue
            pairs[i] = (j, s)
            taken_new.add(j)

    return sorted((i, j, s) for i, (j, s) in pairs.items())


# --------------------------------------------------------------------------------------------
# Editorial or substantive
# --------------------------------------------------------------------------------------------

_QUOTES = str.maketrans({"“": '"', "”": '"', "„": '"', "‘": "'", "’": "'", "—": " ", "–": "-",
                         "−": "-"})
# Old wordings rewritten to the current ones before comparing ("enters the battlefield" ->
# "enters", "comes into play" -> "enters", "in play" -> "on the battlefield", ...).
_WORDING = {
    "enter the battlefield": "enter",
    "enters the battlefield": "enters",
    "entered the battlefield": "entered",
    "entering the battlefield": "entering",
    "come into play": "enter",
    "comes into play": "enters",
    "came into play": "entered",
    "coming into play": "entering",
    "leave play": "leave the battlefield",
    "leaves play": "leaves the battlefield",
    "into play": "onto the battlefield",
    "in play": "on the battlefield",
    "from play": "from the battlefield",
}
_WORDING_RE = re.compile(
    r"\b(?:" + "|".join(sorted((re.escape(k) for k in _WORDING), key=len, reverse=True)) + r")\b",
    re.I,
)
_HYPHEN_RE = re.compile(r"(?<=[A-Za-z])-(?=[A-Za-z])")
_PUNCT_RE = re.compile(r"""[.,;:!?"'()]""")
_REF_RE = re.compile(r"\b\d{3}\.\d+[a-z]?\b|(?<=\brule )\d{3}\b|(?<=\brules )\d{3}\b"
                     r"|(?<=\bsection )\d{3}\b")
_SELF_WORDS = {"creature", "permanent", "spell", "card", "land", "artifact", "enchantment",
               "planeswalker", "object", "token", "battle", "aura", "equipment", "vehicle",
               "ability", "source"}
_NAME_GLUE = {"of", "the", "and", "a", "an", "in", "to", "from", "with", "for", "on", "at", "de"}


def _editorial_words(text: str, refs: dict[str, str] | None = None) -> list[str]:
    if refs:
        text = _REF_RE.sub(lambda m: refs.get(m.group(0), m.group(0)), text)
    text = " ".join(text.translate(_QUOTES).split())
    if "battlefield" in text or "play" in text:
        text = _WORDING_RE.sub(lambda m: _WORDING[m.group(0).lower()], text)
    text = _HYPHEN_RE.sub(" ", text)
    text = _PUNCT_RE.sub(" ", text)
    return text.split()


def _is_card_name(words: list[str]) -> bool:
    if not words or not words[0][:1].isupper():
        return False
    return all(w[:1].isupper() or w.lower() in _NAME_GLUE for w in words)


def _is_self_reference(words: list[str]) -> bool:
    low = [w.lower() for w in words]
    if low in (["it"], ["its"]):
        return True
    if len(low) == 2 and low[0] in ("this", "that") and low[1].rstrip("s") in _SELF_WORDS:
        return True
    return False


def _editorial_only(old: str, new: str, refs: dict[str, str] | None) -> bool:
    a = _editorial_words(old, refs)
    b = _editorial_words(new)
    al = [w.lower() for w in a]
    bl = [w.lower() for w in b]
    if al == bl:
        return True
    sm = difflib.SequenceMatcher(None, al, bl, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            continue
        if tag != "replace":
            return False
        olds, news = a[i1:i2], b[j1:j2]
        # a card's own name <-> "this creature" / "this permanent" / "it"
        if not ((_is_card_name(olds) and _is_self_reference(news))
                or (_is_card_name(news) and _is_self_reference(olds))):
            return False
    return True


def classify_change(old: Rule, new: Rule, refs: dict[str, str] | None = None) -> str:
    """ "editorial" or "substantive" for the text change from ``old`` to ``new``.

    ``refs`` maps old rule numbers to new ones; cross-references renumbered accordingly are
    editorial.
    """
    if len(old.examples) != len(new.examples):
        return "substantive"
    pairs = [(old.text, new.text), *zip(old.examples, new.examples)]
    if all(_editorial_only(a, b, refs) for a, b in pairs):
        return "editorial"
    return "substantive"


# --------------------------------------------------------------------------------------------
# The diff
# --------------------------------------------------------------------------------------------


def _rule_entry(rule: Rule) -> dict:
    return {"number": rule.number, "text": rule.text, "examples": list(rule.examples)}


def diff(old: Release, new: Release) -> dict:
    """Compare two releases. Returns ``{"added", "removed", "changed", "moved"}``, each a list.

    * ``added`` / ``removed``: ``{"number", "text", "examples"}``;
    * ``changed`` (same number, different text): ``{"number", "kind", "editorial",
      "similarity", "old_text", "new_text", "old_examples", "new_examples"}`` where ``kind`` is
      ``"editorial"`` or ``"substantive"``;
    * ``moved`` (renumbered): ``{"from", "to", "text_changed", "kind", "editorial",
      "similarity"}``, plus the old/new text and examples when ``text_changed``; ``kind`` is
      ``None`` for an identical text.
    """
    o, n = _Side(old), _Side(new)
    pairs = _pair(o, n)
    refs = {o.numbers[i]: n.numbers[j] for i, j, _ in pairs if o.numbers[i] != n.numbers[j]}
    paired_old = {i for i, _, _ in pairs}
    paired_new = {j for _, j, _ in pairs}

    changed, moved = [], []
    for i, j, sim in pairs:
        a, b = o.rules[i], n.rules[j]
        same_text = o.texts[i] == n.texts[j]
        if a.number == b.number:
            if same_text:
                continue
            kind = classify_change(a, b, refs)
            changed.append({
                "number": a.number,
                "kind": kind,
                "editorial": kind == "editorial",
                "similarity": round(sim, 3),
                "old_text": a.text,
                "new_text": b.text,
                "old_examples": list(a.examples),
                "new_examples": list(b.examples),
            })
        else:
            entry = {"from": a.number, "to": b.number, "text_changed": not same_text}
            if same_text:
                entry.update(kind=None, editorial=None, similarity=1.0)
            else:
                kind = classify_change(a, b, refs)
                entry.update(
                    kind=kind,
                    editorial=kind == "editorial",
                    similarity=round(sim, 3),
                    old_text=a.text,
                    new_text=b.text,
                    old_examples=list(a.examples),
                    new_examples=list(b.examples),
                )
            moved.append(entry)

    removed = [_rule_entry(r) for i, r in enumerate(o.rules) if i not in paired_old]
    added = [_rule_entry(r) for j, r in enumerate(n.rules) if j not in paired_new]
    return {"added": added, "removed": removed, "changed": changed, "moved": moved}


def touched_rules(result: dict) -> set[str]:
    """Old rule numbers a fixture must not cite unchanged: changed, removed and moved rules."""
    out = {e["number"] for e in result["changed"]}
    out |= {e["number"] for e in result["removed"]}
    out |= {e["from"] for e in result["moved"]}
    return out


def affected_fixture_ids(result: dict, fixtures: list[dict]) -> list[str]:
    """Ids of the fixtures citing any changed, removed or moved rule (sorted)."""
    touched = touched_rules(result)
    ids = set()
    for fx in fixtures:
        cited = fx.get("rules") or {}
        if any(num in touched for num in cited):
            ids.add(str(fx.get("id", "?")))
    return sorted(ids)


def glossary_diff(old: Release, new: Release) -> dict:
    """Glossary terms added, removed and changed (by whitespace-normalised definition)."""
    def norm(s: str) -> str:
        return " ".join(s.split())

    added = [t for t in new.glossary if t not in old.glossary]
    removed = [t for t in old.glossary if t not in new.glossary]
    changed = [t for t, e in old.glossary.items()
               if t in new.glossary and norm(e.text) != norm(new.glossary[t].text)]
    return {"added": added, "removed": removed, "changed": changed}


# --------------------------------------------------------------------------------------------
# Markdown
# --------------------------------------------------------------------------------------------

#: Words of unchanged text kept on each side of a change in the markdown word diffs.
MD_CONTEXT = 25

_MD_SPECIAL = re.compile(r"([\\`*_~\[\]<>|#])")


def _md(text: str) -> str:
    return _MD_SPECIAL.sub(r"\\\1", text)


def word_diff(old: str, new: str, context: int | None = None) -> str:
    """Markdown word diff: unchanged words as is, ``~~removed~~``, ``**added**``.

    With ``context``, unchanged runs longer than that many words on either side of a change are
    shortened to "…".
    """
    a, b = old.split(), new.split()
    ops = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    out: list[str] = []
    for k, (tag, i1, i2, j1, j2) in enumerate(ops):
        if tag == "equal":
            words = a[i1:i2]
            if context is not None and len(words) > 2 * context + 1:
                head = words[:context] if k > 0 else []
                tail = words[-context:] if k < len(ops) - 1 else []
                if head or tail:
                    out.append(" ".join(filter(None, [_md(" ".join(head)), "…",
                                                      _md(" ".join(tail))])))
                    continue
            out.append(_md(" ".join(words)))
            continue
        if i2 > i1:
            out.append("~~" + _md(" ".join(a[i1:i2])) + "~~")
        if j2 > j1:
            out.append("**" + _md(" ".join(b[j1:j2])) + "**")
    return " ".join(out)


def _quote(text: str) -> str:
    return "\n".join("> " + _md(line) if line else ">" for line in text.split("\n"))


def _text_change_md(entry: dict) -> list[str]:
    lines = [word_diff(entry["old_text"], entry["new_text"], MD_CONTEXT), ""]
    olds, news = entry["old_examples"], entry["new_examples"]
    for k in range(max(len(olds), len(news))):
        if k < len(olds) and k < len(news):
            if " ".join(olds[k].split()) != " ".join(news[k].split()):
                lines += [f"*Example {k + 1}:* " + word_diff(olds[k], news[k], MD_CONTEXT), ""]
        elif k < len(olds):
            lines += [f"*Example {k + 1} (removed):* ~~" + _md(olds[k]) + "~~", ""]
        else:
            lines += [f"*Example {k + 1} (added):* **" + _md(news[k]) + "**", ""]
    return lines


def render_markdown(result: dict, old: Release, new: Release,
                    affected: list[str] | None = None, glossary: dict | None = None) -> str:
    title = f"# Comprehensive Rules changes: {old.effective_date} → {new.effective_date}"
    changed, moved = result["changed"], result["moved"]
    moved_changed = [m for m in moved if m["text_changed"]]
    editorial = sum(1 for e in changed + moved_changed if e["kind"] == "editorial")
    lines = [
        title,
        "",
        f"- old: `{old.path or '?'}` ({len(old.rules)} rules)",
        f"- new: `{new.path or '?'}` ({len(new.rules)} rules)",
        "",
        "| | rules |",
        "|---|---:|",
        f"| added | {len(result['added'])} |",
        f"| removed | {len(result['removed'])} |",
        f"| changed | {len(changed)} |",
        f"| moved (renumbered) | {len(moved)} ({len(moved_changed)} with a text change) |",
        f"| text changes that are editorial only | {editorial} |",
        "",
    ]
    if affected is not None:
        lines += [f"## Affected fixtures ({len(affected)})", ""]
        lines += [f"- `{fid}`" for fid in affected] or ["None."]
        lines.append("")
    if changed:
        lines += [f"## Changed ({len(changed)})", ""]
        for e in changed:
            lines += [f"### {e['number']} — {e['kind']}", ""]
            lines += _text_change_md(e)
    if moved:
        lines += [f"## Moved ({len(moved)})", "", "| from | to | text |", "|---|---|---|"]
        for e in moved:
            lines.append(f"| {e['from']} | {e['to']} | {e['kind'] or 'unchanged'} |")
        lines.append("")
        for e in moved_changed:
            lines += [f"### {e['from']} → {e['to']} — {e['kind']}", ""]
            lines += _text_change_md(e)
    for key, heading in (("added", "Added"), ("removed", "Removed")):
        entries = result[key]
        if not entries:
            continue
        lines += [f"## {heading} ({len(entries)})", ""]
        for e in entries:
            lines += [f"### {e['number']}", "", _quote(e["text"]), ""]
            for ex in e["examples"]:
                lines += [f"> *Example:* {_md(ex)}", ""]
    if glossary and any(glossary.values()):
        lines += ["## Glossary", ""]
        for key in ("added", "removed", "changed"):
            if glossary[key]:
                lines.append(f"- {key}: " + ", ".join(_md(t) for t in glossary[key]))
        lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"

