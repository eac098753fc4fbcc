@spells
Feature: Casting spells and activating abilities: what a player may choose and pay (CR 601.2, 602.2)

  @cr-601.2a @src-cr-601.2a
  Scenario: A player can't cast a card from another player's hand
    Given alice controls Grizzly Bears as "bears"
    And bob has Giant Growth in hand as "growth"
    When alice casts "growth" targeting "bears"
    Then the action is refused
    And the stack is empty
    And "bears" is 2/2

  @cr-107.3b @cr-707.12 @src-cr-107.3b
  Scenario: A copy of Fireball cast without paying its mana cost has X = 0
    Mizzix's Mastery: "... copy it, and you may cast the copy without paying its mana cost." The
    only legal value of X is 0, so the copy of Fireball deals no damage.
    Given alice has Fireball in graveyard as "fireball"
    And alice has Mizzix's Mastery in hand as "mastery"
    When alice casts "mastery" targeting "fireball"
    And the top of the stack resolves
    And it creates "fireball-copy"
    And alice casts the copy "fireball-copy" targeting bob
    Then "fireball-copy" has X = 0
    When the stack resolves
    Then bob has 20 life

  @cr-115.1 @cr-601.2c @src-cr-115.1
  Scenario: Mizzix's Mastery can't target an instant card in its controller's hand
    "Exile target card that's an instant or sorcery from your graveyard."
    Given alice has Shock in hand as "shock"
    And alice has Lightning Bolt in graveyard as "bolt"
    And alice has Mizzix's Mastery in hand as "mastery"
    When alice casts "mastery" targeting "shock"
    Then the action is refused
    And "shock" is in the hand
    When alice casts "mastery" targeting "bolt"
    Then the stack holds one object

  @cr-701.21a @cr-601.2h @src-cr-701.21a
  Scenario: A player can't sacrifice an opponent's creature to pay Fling's additional cost
    Given bob controls Colossal Dreadmaw as "dreadmaw"
    And alice controls Grizzly Bears as "bears"
    And alice has Fling in hand as "fling"
    When alice casts "fling" targeting bob
    And alice sacrifices "dreadmaw" to cast it
    Then the action is refused
    And "dreadmaw" is on the battlefield
    When alice casts "fling" targeting bob
    And alice sacrifices "bears" to cast it
    And the top of the stack resolves
    Then bob has 18 life

  @cr-701.9a @cr-608.2c @src-cr-701.9a
  Scenario: Careful Study must discard two cards when its controller has two or more
    Given alice has Forest in library as "card-1"
    And alice has Island in library as "card-2"
    And alice has Careful Study in hand as "study"
    When alice casts "study"
    And the top of the stack resolves
    And alice discards "card-1" as "study" resolves
    Then the action is refused
    When the top of the stack resolves
    And alice discards "card-1" and "card-2" as "study" resolves
    Then "card-1" is in the graveyard
    And "card-2" is in the graveyard
    And alice has no cards in hand

  @cr-701.9a @cr-608.2c @cr-115.1 @src-cr-701.9a
  Scenario: The player Mind Rot targets chooses the two cards they discard, not the spell's controller
    Given bob has Grizzly Bears in hand as "card-1"
    And bob has Island in hand as "card-2"
    And bob has Shock in hand as "card-3"
    And alice has Forest in hand as "alice-card"
    And alice has Mind Rot in hand as "rot"
    When alice casts "rot" targeting bob
    And the top of the stack resolves
    And bob discards "card-1" and "card-3" as "rot" resolves
    Then "card-1" is in its owner's graveyard
    And "card-3" is in its owner's graveyard
    And "card-2" is in its owner's hand
    And bob has one card in hand
    And alice has one card in hand
    And "rot" is in its owner's graveyard

  @cr-608.2d @cr-602.2 @src-cr-608.2d
  Scenario: Elvish Piper's controller chooses a creature card from their hand as the ability resolves, not a land card
    Given alice controls Elvish Piper as "piper"
    And alice has Grizzly Bears in hand as "bears"
    And alice has Forest in hand as "forest"
    When alice activates the ability of "piper"
    And the top of the stack resolves
    And alice chooses "forest" from her hand as the ability of "piper" resolves
    Then the action is refused
    And "forest" is in its owner's hand
    When the top of the stack resolves
    And alice chooses "bears" from her hand as the ability of "piper" resolves
    Then "bears" is on the battlefield
    And "bears" is controlled by alice
    And "forest" is in its owner's hand
    And "piper" is tapped
    And the stack is empty

  @cr-608.2d @src-cr-608.2d
  Scenario: Elvish Piper's controller may choose no card from their hand
    Given alice controls Elvish Piper as "piper"
    And alice has Grizzly Bears in hand as "bears"
    When alice activates the ability of "piper"
    And the top of the stack resolves
    And alice chooses no card from her hand as the ability of "piper" resolves
    Then "bears" is in its owner's hand
    And alice has one card in hand
    And the stack is empty

  @cr-602.2 @src-cr-602.2
  Scenario: A creature with no activated ability has none to activate
    Given alice controls Grizzly Bears as "bears"
    When alice activates the ability of "bears"
    Then the action is refused
    And the stack is empty

  @cr-107.4e @cr-601.2h @src-cr-107.4e
  Scenario: Firespout paid with red mana only deals 3 damage to each creature without flying, whatever its other keywords
    Firespout: "3 damage to each creature without flying if {R} was spent to cast this spell and 3
    damage to each creature with flying if {G} was spent". Colossal Dreadmaw has trample, not flying.
    Given alice controls Mountain as "mountain-1"
    And alice controls Mountain as "mountain-2"
    And alice controls Mountain as "mountain-3"
    And bob controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Wind Drake as "drake"
    And alice has Firespout in hand as "firespout"
    When alice taps "mountain-1" for mana
    And alice taps "mountain-2" for mana
    And alice taps "mountain-3" for mana
    And alice casts "firespout" paying {R}{R}{R}
    And the top of the stack resolves
    Then "dreadmaw" has 3 damage marked on it
    And "drake" has no damage marked on it

  @cr-602.2 @cr-606.3 @cr-606.4 @src-cr-602.2
  Scenario: Jace Beleren's loyalty ability costs loyalty and can be activated only once each turn
    "−1: Target player draws a card." The cost removes a loyalty counter (606.4); a planeswalker's
    loyalty abilities can be activated once each turn (606.3).
    Given alice controls Jace Beleren as "jace"
    And "jace" has three loyalty counters on it
    And bob has Forest in library as "card"
    When alice activates the second ability of "jace" targeting bob
    Then "jace" has two loyalty counters on it
    When the top of the stack resolves
    Then bob has one card in hand
    When alice activates the second ability of "jace" targeting bob
    Then the action is refused
    And "jace" has two loyalty counters on it

  @cr-602.2 @cr-602.2b @src-cr-602.2 @src-002-copy-enchantment-printed
  Scenario: Parallax Wave's ability costs a fade counter
    "Remove a fade counter from this enchantment: Exile target creature."
    Given alice controls Parallax Wave as "wave"
    And "wave" has five fade counters on it
    And bob controls Grizzly Bears as "bears"
    When alice activates the ability of "wave" targeting "bears"
    Then "wave" has four fade counters on it
    When the top of the stack resolves
    Then "bears" is in exile

  @cr-111.1 @cr-603.3 @src-cr-601.2i
  Scenario: Young Pyromancer's trigger creates a 1/1 red Elemental creature token
    Given alice controls Young Pyromancer as "pyromancer"
    And alice has Shock in hand as "shock"
    When alice casts "shock" targeting bob
    And the top of the stack resolves
    And it creates "elemental"
    Then the action created one object
    And "elemental" is a token permanent
    And "elemental" is 1/1
    And "elemental" is red
    And "elemental" has the creature types Elemental

  @cr-601.2f @cr-601.2h @src-cr-601.2i
  Scenario: Polymorphous Rush with two targets costs its strive cost once more
    "Strive — This spell costs {1}{U} more to cast for each target beyond the first." With two
    targets it costs {3}{U}{U}: {2}{U}{U} is not enough.
    Given alice controls Island as "island-1"
    And alice controls Island as "island-2"
    And alice controls Island as "island-3"
    And alice controls Island as "island-4"
    And alice controls Island as "island-5"
    And alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    And bob controls Serra Angel as "angel"
    And alice has Polymorphous Rush in hand as "rush"
    When alice taps "island-1" for mana
    And alice taps "island-2" for mana
    And alice taps "island-3" for mana
    And alice taps "island-4" for mana
    And alice taps "island-5" for mana
    And alice casts "rush" paying {U}{U}{U}{U} targeting "bears" and "runeclaw"
    Then the action is refused
    When alice casts "rush" paying {U}{U}{U}{U}{U} targeting "bears" and "runeclaw"
    And the top of the stack resolves
    And "rush" chooses to copy "angel"
    Then "bears" is named "Serra Angel"
    And "runeclaw" is named "Serra Angel"
    And alice's mana pool is empty

  @cr-602.2b @cr-107.5 @src-cr-602.2
  Scenario: Activating Mother of Runes taps it, so it can't be activated again while tapped
    Mother of Runes: "{T}: Target creature you control gains protection from the color of your
    choice until end of turn." Paying the {T} cost taps it (107.5, 602.2b); a tapped permanent
    can't pay {T} again.
    Given alice controls Mother of Runes as "mother"
    And alice controls Grizzly Bears as "bears"
    When alice activates the ability of "mother" targeting "bears"
    Then "mother" is tapped
    When alice activates the ability of "mother" targeting "bears"
    Then the action is refused
    And the stack holds one object

  @cr-115.1 @cr-601.2c @src-cr-115.1
  Scenario: Mizzix's Mastery can't target an instant card in an opponent's graveyard
    "Exile target card that's an instant or sorcery from your graveyard."
    Given bob has Lightning Bolt in graveyard as "bobs-bolt"
    And alice has Lightning Bolt in graveyard as "bolt"
    And alice has Mizzix's Mastery in hand as "mastery"
    When alice casts "mastery" targeting "bobs-bolt"
    Then the action is refused
    And "bobs-bolt" is in the graveyard
    When alice casts "mastery" targeting "bolt"
    Then the stack holds one object

  @cr-107.1b @cr-107.3 @cr-601.2b @src-cr-107.1b
  Scenario: Dawnglow Infusion cast with X = 0 gains no life
    "You gain X life if {G} was spent to cast this spell and X life if {W} was spent to cast this
    spell." Zero is a number a player may choose for X (107.1b); with {G} spent, alice gains 0 life.
    Given alice controls Forest as "forest"
    And alice has Dawnglow Infusion in hand as "dawnglow"
    When alice taps "forest" for mana
    And alice casts "dawnglow" with X = 0 paying {G}
    Then "dawnglow" has X = 0
    When the top of the stack resolves
    Then alice has 20 life
    And "dawnglow" is in the graveyard
