"""Oracle text -> the lines the grammar reads.

Lexical clean-up only, nothing that decides what a line means: curly quotes straightened, reminder
text (parenthesised) dropped, the card's own name written ``~`` (CR 201.5: a card's name in its rules
text means that object), and the first letter of each sentence lowercased so a capitalised word inside
the grammar is a subtype or a name ("Goblin", "Treasure"), never a sentence start.
"""

from __future__ import annotations

import re

SELF_TOKEN = "~"

_REMINDER = re.compile(r"\s*\([^()]*\)")
# A sentence start: the line's start, after ". ", ": ", "— ", "• ", an opening quote.
_SENTENCE_START = re.compile(r'(^|[.:!|]\s+|—\s*|•\s*|"|,\s+then\s+)([A-Z])([a-z][\w\'-]*)')
# The one-letter article "A" at a sentence start ("A deck can have ...", ". A creature ..."): the
# pattern above needs two letters, so it was left a CAPWORD.
_SENTENCE_A = re.compile(r'(^|[.:!|]\s+|—\s*|•\s*|"|,\s+then\s+)A(?= [a-z0-9{+])')
_ABILITY_WORD = re.compile(r"^([A-Z][a-z'’\-]+(?: [a-zA-Z'’\-]+){0,4}(?: \d+)?) — (?=\S)")  # "Descend 4 — "


def straighten(text: str) -> str:
    return (text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
            .replace("\u2010", "-").replace("\u00a0", " "))


def drop_reminder(line: str) -> str:
    return _REMINDER.sub("", line).strip()


def name_variants(names: tuple[str, ...], vocabulary=None) -> list[str]:
    """The ways a card refers to itself: each face's full name and a legendary's short name
    ("Gadwick" for "Gadwick, the Wizened"; "Moritte" for "Moritte of the Frost")."""
    out: list[str] = []
    for full in names:
        for name in full.split(" // "):
            name = straighten(name.strip())
            if not name:
                continue
            if name.startswith("A-") and len(name) > 2:  # a digital rebalanced card ("A-Briar Hydra") names itself without the prefix
                name = name[2:]
            out.append(name)
            if ", " in name:
                out.append(name.split(", ")[0])
            elif " of the " in name:
                out.append(name.split(" of the ")[0])
            elif vocabulary is not None and re.fullmatch(r"[A-Z][\w'-]+ the [A-Z].*", name) \
                    and not vocabulary(name.split(" ")[0].lower(), name.split(" ")[0].lower()):
                # (branch costs) "Carth" for "Carth the Lion": a first word that is no word of the
                # grammar ("Destroy the Evidence" keeps its verb)
                out.append(name.split(" the ")[0])
    # Longest first, so "Gadwick, the Wizened" is replaced before "Gadwick".
    return sorted(set(out), key=len, reverse=True)


def replace_names(line: str, names: tuple[str, ...], vocabulary=None) -> str:
    for name in name_variants(names, vocabulary):
        # A short name only where it stands alone (not "Gadwick's Hat" for another card).
        # "this Case" (Case of the Burning Masks) is the subtype after "this", no name (branch filtlay)
        line = re.sub(rf"(?<![\w-])(?<!this ){re.escape(name)}(?![\w-])", SELF_TOKEN, line)
    return line


def lower_sentence_starts(line: str, vocabulary=None) -> str:
    """Lowercase the first word of each sentence, unless ``vocabulary`` (a predicate) says the
    lowercase word is no word of the grammar: then it stays a subtype or a name ("Slivers you
    control", "Islands you control")."""
    def repl(m):
        word = m[2].lower() + m[3]
        if vocabulary is not None and not vocabulary(word, word + line[m.end():]):
            return m[0]
        return m[1] + word
    return _SENTENCE_A.sub(lambda m: m[1] + "a", _SENTENCE_START.sub(repl, line))


def split_ability_word(line: str) -> tuple[str | None, str]:
    """An ability word (CR 207.2c: "Landfall — Whenever ...") has no rules meaning; it is kept
    as the ability's label and the rest is parsed. "Choose one —" and saga chapters are no ability
    words: they end the line or start with a roman numeral."""
    m = _ABILITY_WORD.match(line)
    if m and not m[1].lower().startswith(("choose ", "level ")):
        return m[1], line[m.end():]
    m = _CHAPTER_FLAVOR_WORD.match(line)  # branch filtlay: "I — Aerospark — Exile ..." (207.2c on a chapter, 714.2)
    if m and not m[2].lower().startswith(("choose ", "level ")):
        return m[2], m[1] + line[m.end():]
    return None, line


_CHAPTER_FLAVOR_WORD = re.compile(r"^((?:I|II|III|IV|V|VI|VII)(?:, (?:I|II|III|IV|V|VI|VII))* — )"
                                  r"([A-Z][A-Za-z'’\-]+(?: [a-zA-Z'’\-]+){0,4}) — (?=\S)")


def _lower_cost_parts(line: str) -> str:
    """'{T}, Sacrifice this creature: ...': each part of a cost before the colon starts a phrase."""
    depth, cut = 0, -1
    for i, ch in enumerate(line):
        if ch == '"':
            depth ^= 1
        elif ch == ":" and not depth:
            cut = i
            break
    if cut < 0:
        return line
    head = re.sub(r"(, |^)([A-Z])(?=[a-z])", lambda m: m[1] + m[2].lower(), line[:cut])
    return head + line[cut:]


_KEYWORD_DASH_COST = re.compile(r"^([a-z][a-z' -]*—)(.*)$")


def _lower_keyword_cost_parts(line: str) -> str:
    """'Ward—{2}, Pay 2 life.', 'Escape—{2}{B}, Exile three other cards ...': each part of a
    keyword's cost after its dash starts a phrase, as in an activation cost."""
    m = _KEYWORD_DASH_COST.match(line)
    if not m or '"' in line:
        return line
    return m[1] + re.sub(r"(, )([A-Z])(?=[a-z])", lambda x: x[1] + x[2].lower(), m[2])


def normalize_line(line: str, names: tuple[str, ...] = (), vocabulary=None) -> tuple[str | None, str]:
    """(ability word or None, the normalised line)."""
    s = drop_reminder(straighten(line))
    s = replace_names(s, names, vocabulary)
    word, s = split_ability_word(s)
    # "this creature" etc. in text written by the caller's own name already; a sentence start
    # lowercased; a doubled space closed.
    s = _lower_keyword_cost_parts(_lower_cost_parts(lower_sentence_starts(s, vocabulary)))
    s = re.sub(r"\s+", " ", s).strip()
    if s.endswith('."') and s.count('"') % 2 == 0:
        s += "."  # 'has "{T}: Add {G}."': the sentence's own period is inside the quote
    return word, s
