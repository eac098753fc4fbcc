"""The keyword abilities of CR 702 and keyword actions of CR 701, as Oracle spells them (lowercase).

Data only: the grammar builds its KEYWORD terminal from these names, so "flying" in "Flying,
vigilance", "gains flying" and "creatures with flying" is one token everywhere.
"""

# CR 702.2-702.190 (2026-01-16), each as it is written on cards. Landwalk (702.14) and the cycling
# variants (702.29, "typecycling") are open-ended and have their own patterns in KEYWORD_PATTERNS.
KEYWORD_ABILITIES = (
    "deathtouch", "defender", "double strike", "enchant", "equip", "first strike", "flash", "flying",
    "haste", "hexproof", "indestructible", "intimidate", "lifelink", "protection", "reach", "shroud",
    "trample", "vigilance", "ward", "banding", "rampage", "cumulative upkeep", "flanking", "phasing",
    "buyback", "shadow", "cycling", "echo", "horsemanship", "fading", "kicker", "multikicker",
    "flashback", "madness", "fear", "morph", "megamorph", "amplify", "provoke", "storm", "affinity",
    "entwine", "modular", "sunburst", "bushido", "soulshift", "splice", "offering", "ninjutsu",
    "commander ninjutsu", "epic", "convoke", "dredge", "transmute", "bloodthirst", "haunt",
    "replicate", "forecast", "graft", "recover", "ripple", "split second", "suspend", "vanishing",
    "absorb", "aura swap", "delve", "fortify", "frenzy", "gravestorm", "poisonous", "transfigure",
    "champion", "changeling", "evoke", "hideaway", "prowl", "reinforce", "conspire", "persist",
    "wither", "retrace", "devour", "exalted", "unearth", "cascade", "annihilator", "level up",
    "rebound", "umbra armor", "totem armor", "infect", "battle cry", "living weapon", "undying",
    "miracle", "soulbond", "overload", "scavenge", "unleash", "cipher", "evolve", "extort", "fuse",
    "bestow", "tribute", "dethrone", "hidden agenda", "double agenda", "outlast", "prowess", "dash",
    "exploit", "menace", "renown", "awaken", "devoid", "ingest", "myriad", "surge", "skulk", "emerge",
    "escalate", "melee", "crew", "fabricate", "partner", "undaunted", "improvise", "aftermath",
    "embalm", "eternalize", "afflict", "ascend", "assist", "jump-start", "mentor", "afterlife",
    "riot", "spectacle", "escape", "companion", "mutate", "encore", "boast", "foretell",
    "demonstrate", "daybound", "nightbound", "disturb", "decayed", "cleave", "training", "compleated",
    "reconfigure", "blitz", "casualty", "enlist", "read ahead", "ravenous", "squad",
    "space sculptor", "visit", "prototype", "living metal", "more than meets the eye",
    "for mirrodin!", "toxic", "backup", "bargain", "craft", "disguise", "solved", "plot", "saddle",
    "spree", "freerunning", "gift", "offspring", "impending", "exhaust", "max speed",
    "start your engines!", "harmonize", "mobilize", "job select", "tiered", "station", "warp",
    "mayhem", "web-slinging", "firebending", "sneak", "doctor's companion",
    "friends forever", "double team", "more than meets the eye", "choose a Background",
)

# Keyword abilities printed on cards of the corpus that CR 702 (2026-01-16) doesn't list: digital-only
# (Alchemy: specialize, teamwork), newer than those rules (increment, paradigm), and the playtest and
# Un- cards' own ("ready to run", "spell commander", "commander enchantment").
KEYWORDS_OUTSIDE_702 = (
    "specialize", "teamwork", "increment", "paradigm", "ready to run", "spell commander",
    "commander enchantment",
)

# Keywords as a line's sentence-start lowercasing leaves them (only the first word lowercased): the
# parse names them in lowercase, as above.
KEYWORD_CASE_VARIANTS = ("for Mirrodin!", "more Than Meets the Eye")

# Open-ended keyword families: landwalk (702.14: "islandwalk", "nonbasic landwalk") and
# typecycling (702.29e: "plainscycling", "basic landcycling").
KEYWORD_PATTERNS = (
    r"(?:(?:non)?(?:basic |legendary |snow )?[a-z]+walk)",
    r"(?:(?:basic )?[a-z]+cycling)",
)
