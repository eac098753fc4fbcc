@copy
Feature: The April 1998 copy rulings and errata, under today's rules
  In April 1998 the Rules team replaced the special-case rulings for cards that copy with a few
  general rulings and errata. Where today's rules give the same result, the scenario transcribes
  the ruling against the current rules and Oracle text; where they don't, the scenario tests the
  modern outcome and its description records the 1998 ruling.

  @cr-707.2 @cr-707.3 @src-003-ruling-1
  Scenario: A Clone copies the printed values of a creature, ignoring the spells that changed it
    Given bob controls Grizzly Bears as "bears"
    And bob has Giant Growth in hand as "growth"
    And alice has Clone in hand as "clone"
    When bob casts "growth" targeting "bears"
    And the top of the stack resolves
    Then "bears" is 5/5
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "bears"
    Then "clone" is named "Grizzly Bears"
    And "clone" is 2/2

  @cr-707.3 @src-003-ruling-1
  Scenario: A Clone copying a permanent that copies something else gets the copied characteristics
    Given bob controls Runeclaw Bear as "bear"
    And alice has Clone in hand as "first"
    And bob has Clone in hand as "second"
    When alice casts "first"
    And the top of the stack resolves
    And "first" chooses to copy "bear"
    And "second" is put onto the battlefield under bob's control
    And "second" chooses to copy "first"
    Then "second" is named "Runeclaw Bear"
    And "second" is 2/2
    And "second" is green

  @cr-707.2 @cr-111.3 @src-003-ruling-1
  Scenario: A Clone copying a token gets the characteristics the token's effect defined and is not a token
    Given bob controls Soldier Token as "soldier"
    And "soldier" is a token
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "soldier"
    Then "clone" is named "Soldier Token"
    And "clone" is white
    And "clone" is 1/1
    And "clone" has the subtypes Soldier
    And "clone" is a nontoken permanent
    And "soldier" is a token permanent

  @cr-707.6 @cr-707.5 @cr-613.2a @src-003-ruling-1-primal-clay
  Scenario: A Clone entering as a copy of Primal Clay chooses a form anew
    1998 ruling: a permanent that copies something which sets its base characteristics as it comes
    into play, such as Primal Clay, copies the existing characteristics rather than letting you
    choose new ones (here: a 3/3). Today the copied "As this creature enters" ability applies to
    the entering Clone (707.5) and its controller chooses anew (707.6); that choice's values are
    the later copiable effect (613.2a), so the Clone is the 2/2 flier it chose.
    Given alice has Primal Clay in hand as "clay"
    And alice has Clone in hand as "clone"
    When "clay" is put onto the battlefield under alice's control
    And "clay" chooses the form "a 3/3 artifact creature"
    Then "clay" is 3/3
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "clay"
    And "clone" chooses the form "a 2/2 artifact creature with flying"
    Then "clone" is named "Primal Clay"
    And "clone" is 2/2
    And "clone" has the card types artifact and creature
    And "clone" has the ability "Flying"

  @cr-707.2 @cr-707.4 @src-003-ruling-1-primal-clay
  Scenario: Unstable Shapeshifter becoming a copy of Primal Clay copies the form chosen for it
    This part of the 1998 ruling still holds for a permanent that becomes a copy while on the
    battlefield: an "as enters" ability's values that set power and toughness are copiable (707.2).
    Given alice controls Unstable Shapeshifter as "shifter"
    And bob has Primal Clay in hand as "clay"
    When "clay" is put onto the battlefield under bob's control
    And "clay" chooses the form "a 1/6 Wall artifact creature with defender"
    And the top of the stack resolves
    Then "shifter" is named "Primal Clay"
    And "shifter" is 1/6
    And "shifter" has the subtypes Shapeshifter and Wall
    And "shifter" has the ability "Defender"

  @cr-602.5c @cr-602.5b @cr-707.4 @src-003-ruling-2
  Scenario: After becoming a copy of another permanent with the same once-each-turn ability, it can be activated again
    1998 ruling: a usage restriction such as "use this ability only once per turn" carries over to
    the new copy of the same ability, so duplicating the ability doesn't get around it. Today
    602.5c limits the restriction to the ability as acquired from the object it came from: the
    identically worded ability acquired from the second Wild Aesthir is another ability.
    Given alice controls Unstable Shapeshifter as "shifter"
    And alice has Wild Aesthir in hand as "first"
    And alice has Wild Aesthir in hand as "second"
    When "first" is put onto the battlefield under alice's control
    And the top of the stack resolves
    And alice activates the ability of "shifter"
    And the top of the stack resolves
    Then "shifter" is 3/1
    When alice activates the ability of "shifter"
    Then the action is refused
    When "second" is put onto the battlefield under alice's control
    And the top of the stack resolves
    And alice activates the ability of "shifter"
    And the top of the stack resolves
    Then "shifter" is 5/1

  @cr-704.5j @cr-707.2 @src-003-ruling-3
  Scenario: A Clone copying its controller's legend is subject to the legend rule, and the player chooses which to keep
    1998 ruling: a permanent that copies a legend already in play is treated as the newer of the two
    and sacrificed. Today the legend rule is a state-based action: the player chooses one of the
    legendary permanents with the same name and the rest are put into their owners' graveyards
    (704.5j), so the Clone can stay and the original go.
    Given alice controls Isamaru, Hound of Konda as "isamaru"
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "isamaru"
    And alice keeps "clone" under the legend rule
    Then "clone" is on the battlefield
    And "clone" is named "Isamaru, Hound of Konda"
    And "isamaru" is in the graveyard

  @cr-704.5j @src-003-ruling-3
  Scenario: A Clone copying an opponent's legend doesn't make either one leave
    Given bob controls Isamaru, Hound of Konda as "isamaru"
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "isamaru"
    Then "clone" is on the battlefield
    And "clone" has the supertype legendary
    And "isamaru" is on the battlefield

  @cr-707.5 @cr-702.11b @src-003-errata-clone
  Scenario: Clone doesn't target, so it can copy an opponent's creature with hexproof
    1998 errata: "Clone comes into play as a copy of target creature card or creature token."
    Today's Clone enters as a copy of "any creature on the battlefield": nothing is targeted.
    Given bob controls Gladecover Scout as "scout"
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "scout"
    Then "clone" is named "Gladecover Scout"
    And "clone" has the ability "Hexproof"

  @cr-707.9b @cr-707.5 @src-003-errata-copy-artifact
  Scenario: Copy Artifact copying an opponent's artifact is also an enchantment
    1998 errata: Copy Artifact "comes into play as a copy of target artifact card or artifact token,
    but also counts as a global enchantment". Today it enters as a copy of any artifact on the
    battlefield, without targeting, "except it's an enchantment in addition to its other types".
    Given bob controls Chimeric Staff as "staff"
    And alice has Copy Artifact in hand as "copy"
    When alice casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy "staff"
    Then "copy" is named "Chimeric Staff"
    And "copy" has the card types artifact and enchantment
    And "copy" is controlled by alice

  @cr-707.4 @cr-707.9a @src-003-errata-unstable-shapeshifter
  Scenario: Unstable Shapeshifter becomes a copy of each creature that enters and keeps its ability
    Given alice controls Unstable Shapeshifter as "shifter"
    And bob has Grizzly Bears in hand as "bears"
    And bob has Runeclaw Bear in hand as "bear"
    When "bears" is put onto the battlefield under bob's control
    And the top of the stack resolves
    Then "shifter" is named "Grizzly Bears"
    When "bear" is put onto the battlefield under bob's control
    And the top of the stack resolves
    Then "shifter" is named "Runeclaw Bear"
    And "shifter" is 2/2
    And "shifter" has the ability "Whenever another creature enters, this creature becomes a copy of that creature, except it has this ability."

  @cr-707.3 @cr-707.5 @cr-707.9c @src-003-errata-vesuvan-doppelganger
  Scenario: Vesuvan Doppelganger doesn't target as it enters and doesn't copy the color
    1998 errata: Vesuvan Doppelganger "comes into play as a copy of target creature card or creature
    token, except that it does not copy that creature's color", and gains a {0} ability usable once
    during your upkeep. Today it enters as a copy of any creature on the battlefield (no target, so a
    creature with hexproof can be copied), keeps its color, and has an upkeep triggered ability.
    Given bob controls Gladecover Scout as "scout"
    And alice has Vesuvan Doppelganger in hand as "doppelganger"
    When alice casts "doppelganger"
    And the top of the stack resolves
    And "doppelganger" chooses to copy "scout"
    Then "doppelganger" is named "Gladecover Scout"
    And "doppelganger" is blue
    And "doppelganger" is 1/1
    And "doppelganger" has the ability "Hexproof"
    And "doppelganger" has the ability "At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability."

  @cr-612.6 @cr-613.1c @src-003-errata-volraths-shapeshifter
  Scenario: Volrath's Shapeshifter has the full text of the creature card on top of its controller's graveyard
    1998 errata: "As long as the top card of your graveyard is a creature card, Volrath's
    Shapeshifter is a copy of that card" with "2: Choose and discard a card" added. Today it is a
    text-changing effect (612.6, layer 3), not a copy effect.
    Given alice controls Volrath's Shapeshifter as "volrath"
    And alice has Grizzly Bears in graveyard as "bears"
    Then "volrath" is named "Grizzly Bears"
    And "volrath" is 2/2
    And "volrath" is green
    And "volrath" has the ability "{2}: Discard a card."

  @cr-612.6 @cr-707.2 @src-003-errata-volraths-shapeshifter
  Scenario: A Clone copying Volrath's Shapeshifter copies its printed text, not the text it has from the graveyard
    Text-changing effects are not copied (707.2). The Clone gets Volrath's Shapeshifter's printed
    values; its own copy of the ability looks at alice's graveyard, which has no creature card.
    Given bob controls Volrath's Shapeshifter as "volrath"
    And bob has Grizzly Bears in graveyard as "bears"
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "volrath"
    Then "clone" is named "Volrath's Shapeshifter"
    And "clone" is 0/1
    And "clone" is blue
    And "volrath" is named "Grizzly Bears"

  @cr-707.4 @src-003-example-1 @src-cr-707.4
  Scenario: A Shapeshifter changing form keeps its counters and doesn't trigger enter abilities of the new form
    Given alice controls Unstable Shapeshifter as "shifter"
    And "shifter" has two +1/+1 counters on it
    And bob has Wall of Omens in hand as "wall"
    And alice has Grizzly Bears in library as "mine"
    And bob has Runeclaw Bear in library as "theirs"
    When "wall" is put onto the battlefield under bob's control
    And the stack resolves
    Then "shifter" is named "Wall of Omens"
    And "shifter" has two +1/+1 counters on it
    And "shifter" is 2/6
    And alice has no cards in hand
    And bob has one card in hand

  @cr-707.4 @cr-603.6c @src-003-example-1 @src-cr-707.4
  Scenario: A Shapeshifter that stops being a copy of Thragtusk doesn't trigger its leaves-the-battlefield ability
    The change of form doesn't cause enters-the-battlefield or leaves-the-battlefield abilities to
    trigger (707.4): becoming a copy of Thragtusk gains alice no life, and leaving Thragtusk's form
    for Grizzly Bears creates no Beast; only the Shapeshifter's own copy ability triggers.
    Given alice controls Unstable Shapeshifter as "shifter"
    And bob has Thragtusk in hand as "thragtusk"
    And bob has Grizzly Bears in hand as "bears"
    When "thragtusk" is put onto the battlefield under bob's control
    Then "shifter" triggered once
    And "thragtusk" triggered once
    When the stack resolves
    Then "shifter" is named "Thragtusk"
    And "shifter" has the ability "When this creature leaves the battlefield, create a 3/3 green Beast creature token."
    And alice has 20 life
    And bob has 25 life
    When "bears" is put onto the battlefield under bob's control
    Then "shifter" triggered once
    When the stack resolves
    Then "shifter" is named "Grizzly Bears"
    And "shifter" is on the battlefield
    And "shifter" did not trigger
    And the action created nothing
    And the stack is empty
    And alice has 20 life

  @cr-707.2 @src-003-example-3
  Scenario: A Clone copying an artifact creature is an artifact, so Terror can't target it
    Given bob controls Juggernaut as "juggernaut"
    And alice has Clone in hand as "clone"
    And bob has Terror in hand as "terror"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "juggernaut"
    And bob casts "terror" targeting "clone"
    Then the action is refused

  @cr-707.2 @src-003-example-3
  Scenario: A Clone copying a nonartifact creature can be destroyed by Terror
    Given bob controls Grizzly Bears as "bears"
    And alice has Clone in hand as "clone"
    And bob has Terror in hand as "terror"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "bears"
    And bob casts "terror" targeting "clone"
    And the top of the stack resolves
    Then "clone" is in the graveyard

  @cr-707.9a @cr-612.6 @cr-613.1a @src-003-example-6
  Scenario: Volrath's Shapeshifter with an Unstable Shapeshifter's text becomes a copy and loses its own ability
    The Unstable Shapeshifter ability Volrath's Shapeshifter has makes it a copy of Grizzly Bears
    "except it has this ability" (layer 1); Volrath's own text-changing ability is not among the
    copied values, so nothing gives it the graveyard card's text any more.
    Given alice controls Volrath's Shapeshifter as "volrath"
    And alice has Unstable Shapeshifter in graveyard as "unstable"
    And bob has Grizzly Bears in hand as "bears"
    Then "volrath" is named "Unstable Shapeshifter"
    When "bears" is put onto the battlefield under bob's control
    And the top of the stack resolves
    Then "volrath" is named "Grizzly Bears"
    And "volrath" is 2/2
    And "volrath" has exactly the abilities:
      | Whenever another creature enters, this creature becomes a copy of that creature, except it has this ability. |

  @cr-612.6 @cr-208.2a @cr-704.5f @src-003-example-8
  Scenario: Volrath's Shapeshifter with Minion of the Wastes's text is 0/0 and is put into the graveyard
    1998 example: the Shapeshifter becomes a 0/1 Minion of the Wastes, since the copied card's
    power and toughness are undefined while it is not in play. Today it has Minion of the Wastes's
    full text (612.6), including the ability setting its power and toughness to the life paid as it
    entered; none was, so it is 0/0 and dies (704.5f).
    Given alice controls Volrath's Shapeshifter as "volrath"
    And alice has Minion of the Wastes in graveyard as "minion"
    And bob controls Grizzly Bears as "bears"
    And alice has Giant Growth in hand as "growth"
    When alice casts "growth" targeting "bears"
    Then "volrath" is in the graveyard

  @cr-707.4 @cr-707.3 @src-003-example-4
  Scenario: Vesuvan Doppelganger doesn't remember what it copied and can copy the same creature again
    Given it is alice's untap step
    And bob controls Grizzly Bears as "bears"
    And alice has Vesuvan Doppelganger in hand as "doppelganger"
    When "doppelganger" is put onto the battlefield under alice's control
    And "doppelganger" chooses to copy "bears"
    And the step ends
    And "doppelganger"'s ability targets "bears"
    And the top of the stack resolves
    And "doppelganger" chooses yes for "may"
    Then "doppelganger" is named "Grizzly Bears"
    And "doppelganger" is blue
    And "doppelganger" is 2/2
    And "doppelganger" has exactly the abilities:
      | At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability. |

  @cr-707.2 @cr-612.2 @src-003-example-7
  Scenario: The effect of Magical Hack on a creature is not copied
    Given bob controls Bog Wraith as "wraith"
    And bob has Magical Hack in hand as "hack"
    And alice has Clone in hand as "clone"
    When bob casts "hack" targeting "wraith"
    And the top of the stack resolves
    And "hack" chooses swamp for "replaced_word"
    And "hack" chooses island for "new_word"
    Then "wraith" has the ability "Islandwalk"
    And "wraith" does not have the ability "Swampwalk"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "wraith"
    Then "clone" has the ability "Swampwalk"
    And "clone" does not have the ability "Islandwalk"

  @cr-108.1 @cr-707.5 @cr-111.1 @cr-603.3d @src-003-errata-dance-of-many
  Scenario: Dance of Many's enter trigger creates a token that's a copy of the target nontoken creature
    1998 errata: "When you play Dance of Many, choose target summon card. When Dance of Many comes
    into play, put a token creature into play and treat it as a copy of that summon card. If either
    Dance of Many or the token creature leaves play, bury the other." Today "bury" and summon cards
    are gone: the Oracle text has Dance of Many's enter trigger target a nontoken creature and
    create a token that's a copy of it, and separate leave-the-battlefield triggers (see below).
    Given bob controls Grizzly Bears as "bears"
    And alice has Dance of Many in hand as "dance"
    When alice casts "dance"
    And the top of the stack resolves
    And "dance"'s ability targets "bears"
    Then the stack holds one object
    When the top of the stack resolves
    And it creates "dance-token"
    Then "dance-token" is named "Grizzly Bears"
    And "dance-token" is a token permanent
    And "dance-token" is controlled by alice
    And "dance-token" is 2/2

  @cr-108.1 @cr-603.6c @cr-607.2c @cr-111.7 @src-003-errata-dance-of-many
  Scenario: When Dance of Many leaves the battlefield, the token it created is exiled
    1998 errata: "If either Dance of Many or the token creature leaves play, bury the other." Today
    Dance of Many's leave-the-battlefield trigger exiles the token, which then ceases to exist.
    Given bob controls Grizzly Bears as "bears"
    And alice has Dance of Many in hand as "dance"
    And bob has Disenchant in hand as "disenchant"
    When alice casts "dance"
    And the top of the stack resolves
    And "dance"'s ability targets "bears"
    And the top of the stack resolves
    And it creates "dance-token"
    And bob casts "disenchant" targeting "dance"
    And the top of the stack resolves
    Then "dance" is in the graveyard
    And the stack holds one object
    When the top of the stack resolves
    Then "dance-token" no longer exists
    And "bears" is on the battlefield

  @cr-108.1 @cr-603.6c @cr-607.2c @src-003-errata-dance-of-many
  Scenario: When the token leaves the battlefield, Dance of Many is sacrificed
    Given bob controls Grizzly Bears as "bears"
    And alice has Dance of Many in hand as "dance"
    And bob has Terror in hand as "terror"
    When alice casts "dance"
    And the top of the stack resolves
    And "dance"'s ability targets "bears"
    And the top of the stack resolves
    And it creates "dance-token"
    And bob casts "terror" targeting "dance-token"
    And the top of the stack resolves
    Then "dance-token" no longer exists
    And the stack holds one object
    When the top of the stack resolves
    Then "dance" is in the graveyard
    And "bears" is on the battlefield

  @cr-115.1 @cr-111.1 @src-003-errata-dance-of-many
  Scenario: Dance of Many's trigger can't target a token
    Given bob controls Soldier Token as "soldier"
    And "soldier" is a token
    And bob controls Grizzly Bears as "bears"
    And alice has Dance of Many in hand as "dance"
    When alice casts "dance"
    And the top of the stack resolves
    And "dance"'s ability targets "soldier"
    Then the action is refused

  @cr-707.5 @cr-111.1 @cr-603.7 @cr-602.5d @src-003-errata-echo-chamber
  Scenario: Echo Chamber creates a hasty token copy of the opponent's chosen creature and exiles it at the end step
    The 1998 wording "put a token creature into play and treat it as a copy", "unaffected by summoning
    sickness" and "remove the token creature from the game" at end of turn is today "create a token
    that's a copy", "gains haste until end of turn" and "exile the token at the beginning of the next
    end step". The opponent's choice of target is recorded as the ability's target.
    Given bob controls Grizzly Bears as "bears"
    And alice controls Echo Chamber as "chamber"
    When alice activates the ability of "chamber" targeting "bears"
    And the top of the stack resolves
    And it creates "echo-token"
    Then "echo-token" is named "Grizzly Bears"
    And "echo-token" is a token permanent
    And "echo-token" is controlled by alice
    And "echo-token" has the ability "Haste"
    When the game proceeds to the end step
    Then the stack holds one object
    When the top of the stack resolves
    Then "echo-token" no longer exists
    And "bears" is on the battlefield

  @cr-115.1 @src-003-errata-echo-chamber
  Scenario: Echo Chamber's target is a creature the opponent controls
    Given alice controls Grizzly Bears as "bears"
    And alice controls Echo Chamber as "chamber"
    When alice activates the ability of "chamber" targeting "bears"
    Then the action is refused

  @cr-603.3b @cr-702.24a @cr-707.4 @cr-113.7a @src-003-example-5
  Scenario: Vesuvan Doppelganger copying a creature with cumulative upkeep may shift before the upkeep is paid, and keeps its age counters
    1998 example 5: a Doppelganger copying a creature with an upkeep cost can't shift forms before
    paying the upkeep; age counters from the old form's cumulative upkeep count for the new form's.
    Today both are "at the beginning of your upkeep" triggered abilities, so they trigger together
    and their controller orders them (603.3b): here the shift resolves first. The cumulative upkeep
    ability already on the stack still resolves (113.7a): it puts an age counter on the permanent,
    which keeps it in its new form (707.4), and the upkeep is paid: the cost of the ability on the stack,
    the Hellkite's {U}{R}, for its one age counter (113.7a: the ability exists independently of its
    source), from alice's mana pool (an Island and a Mountain tapped for mana).
    Given it is alice's untap step
    And bob controls Firestorm Hellkite as "hellkite"
    And bob controls Soldevi Simulacrum as "simulacrum"
    And alice has Vesuvan Doppelganger in hand as "doppelganger"
    And alice controls Island as "island"
    And alice controls Mountain as "mountain"
    When "doppelganger" is put onto the battlefield under alice's control
    And "doppelganger" chooses to copy "hellkite"
    And the step ends
    And alice puts the triggered abilities on the stack in this order:
      | doppelganger | Cumulative upkeep   |
      | doppelganger | At the beginning of |
    And "doppelganger"'s ability targets "simulacrum"
    Then the stack holds two objects
    When the top of the stack resolves
    And "doppelganger" chooses yes for "may"
    Then "doppelganger" is named "Soldevi Simulacrum"
    When alice taps "island" for mana
    And alice taps "mountain" for mana
    And the top of the stack resolves
    And alice pays {U}{R} as the ability of "doppelganger" resolves
    Then "doppelganger" is on the battlefield
    And alice's mana pool is empty
    And "doppelganger" has one age counter on it and no other counters
    And "doppelganger" is named "Soldevi Simulacrum"
    And "doppelganger" is 2/4

  @cr-702.24a @cr-707.4 @cr-707.2c @src-003-example-5
  Scenario: Age counters a permanent got in an earlier form count for the new form's cumulative upkeep: the next payment is four
    1998 example 5's arithmetic: a Doppelganger that paid three upkeeps as a Firestorm Hellkite has three
    age counters; as a copy of Soldevi Simulacrum (cumulative upkeep {1}) its next upkeep adds a fourth
    and {1} is paid four times. Here Metamorphic Alteration makes the Doppelganger, with its three age
    counters, a copy of the Simulacrum before the upkeep begins. Paying {1}{1}{1} (three) is refused;
    alice pays four mana from her pool.
    Given it is alice's untap step
    And alice controls Mountain as "mountain-1"
    And alice controls Mountain as "mountain-2"
    And alice controls Mountain as "mountain-3"
    And alice controls Mountain as "mountain-4"
    And bob controls Soldevi Simulacrum as "simulacrum"
    And alice controls Vesuvan Doppelganger as "doppelganger"
    And "doppelganger" has three age counters on it
    And alice controls Metamorphic Alteration as "alteration"
    And "alteration" is attached to "doppelganger"
    And "alteration" chose simulacrum for "creature"
    Then "doppelganger" is named "Soldevi Simulacrum"
    When the step ends
    Then "doppelganger" triggered once
    When alice taps "mountain-1" for mana
    And alice taps "mountain-2" for mana
    And alice taps "mountain-3" for mana
    And alice taps "mountain-4" for mana
    And the top of the stack resolves
    And alice pays {R}{R}{R} as the ability of "doppelganger" resolves
    Then the action is refused
    When the top of the stack resolves
    And alice pays {R}{R}{R}{R} as the ability of "doppelganger" resolves
    Then "doppelganger" is on the battlefield
    And alice's mana pool is empty
    And "doppelganger" has four age counters on it and no other counters
    And "doppelganger" is named "Soldevi Simulacrum"

  @cr-707.6 @cr-707.2 @cr-613.2a @src-003-ruling-1-primal-clay
  Scenario: A Clone copying a Primal Clay that became a 2/2 flier and choosing the 3/3 form is a 3/3 with flying
    The modern Primal Clay ruling: the copied values include the form the original chose (flying), and
    the copy's own choice, made anew as it enters (707.6), sets its power and toughness without
    removing flying.
    Given alice has Primal Clay in hand as "clay"
    And alice has Clone in hand as "clone"
    When "clay" is put onto the battlefield under alice's control
    And "clay" chooses the form "a 2/2 artifact creature with flying"
    And alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "clay"
    And "clone" chooses the form "a 3/3 artifact creature"
    Then "clone" is named "Primal Clay"
    And "clone" is 3/3
    And "clone" has the ability "Flying"
    And "clay" is 2/2
