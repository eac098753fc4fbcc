"""Wordings the Oracle-text templates share (reference_impl/oracle.py and the template modules it
uses): how a card refers to itself once its own name is replaced (201.5), and the ability words (207.2c)."""

#: "this creature", "this Aura", "this Siege"...: the object's own name, as modern Oracle words it.
SELF = (r"(?:this (?:creature|permanent|artifact|enchantment|land|aura|Aura|equipment|Equipment|planeswalker"
        r"|spell|battle|Siege))")

#: 207.2c: the ability words (CR 2026-01-16). They have no rules meaning.
ABILITY_WORDS = frozenset((
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel", "chroma", "cohort",
    "constellation", "converge", "council's dilemma", "coven", "delirium", "descend 4", "descend 8", "domain",
    "eerie", "eminence", "enrage", "fateful hour", "fathomless descent", "ferocious", "flurry", "formidable",
    "grandeur", "hellbent", "heroic", "imprint", "inspired", "join forces", "kinship", "landfall", "lieutenant",
    "magecraft", "metalcraft", "morbid", "pack tactics", "paradox", "parley", "radiance", "raid", "rally", "renew",
    "revolt", "secret council", "spell mastery", "strive", "survival", "sweep", "tempting offer", "threshold",
    "undergrowth", "valiant", "vivid", "void", "will of the council"))
