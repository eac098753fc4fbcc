@spells
Feature: Casting the top card of a library by permission, with the characteristics it would have as cast (CR 601.3e, 702.103d)
  601.3: "A player can begin to cast a spell only if a rule or effect allows that player to cast it and
  no rule or effect prohibits that player from casting it." 601.3e: "Some rules and effects state that an
  alternative set of characteristics or a subset of characteristics are considered to determine if a
  card or copy of a card is legal to cast. These alternative characteristics replace the object's
  characteristics for this determination." Garruk's Horde: "Trample / Play with the top card of your
  library revealed. / You may cast creature spells from the top of your library. (Do this only any time
  you could cast that creature spell. You still pay the spell's costs.)"

  @cr-601.3e @cr-601.3 @cr-702.37c @cr-708.2 @src-cr-601.3e @src-cr-601.3e-ex1
  Scenario: Garruk's Horde lets a noncreature card with morph on top of the library be cast face down
    The example's "noncreature card with morph" is Whetwheel, an artifact: "{X}{X}, {T}: Target player
    mills X cards. / Morph {3}". Cast face down it is a 2/2 creature spell (702.37c, 708.2), so the
    permission to cast creature spells from the top of the library applies to it; cast face up it is an
    artifact spell, which no effect lets alice cast from her library.
    Given it is alice's precombat main phase
    And alice controls Garruk's Horde as "horde"
    And alice has Whetwheel in library as "wheel"
    When alice casts "wheel"
    Then the action is refused
    And "wheel" is in the library
    When alice casts "wheel"
    And alice casts it face down with its morph ability
    Then "wheel" is a spell on the stack
    And "wheel" is face down
    And "wheel" is a creature
    When the top of the stack resolves
    Then "wheel" is on the battlefield
    And "wheel" is face down
    And "wheel" is 2/2
    And alice has no cards in her library

  @cr-601.3e @cr-601.3 @src-cr-601.3e
  Scenario: Garruk's Horde lets only the top card of the library be cast, and only at the time its spell could be
    A creature card that isn't the top card of the library is not cast by Garruk's Horde's permission;
    the top one is cast any time its creature spell could be cast (307.1: a main phase of its caster's
    turn with an empty stack) — once Hill Giant is on the stack, Grizzly Bears is the top card, but
    can't be cast while the stack isn't empty.
    Given it is alice's precombat main phase
    And alice controls Garruk's Horde as "horde"
    And alice has Grizzly Bears in library as "under"
    And alice has Hill Giant in library as "giant"
    When alice casts "under"
    Then the action is refused
    When alice casts "giant"
    Then "giant" is a spell on the stack
    When alice casts "under"
    Then the action is refused
    When the top of the stack resolves
    Then "giant" is on the battlefield
    And "under" is in the library
    When alice casts "under"
    Then "under" is a spell on the stack

  @cr-702.103d @cr-601.3e @cr-702.103b @src-cr-702.103d @src-cr-702.103d-ex2
  Scenario: Garruk's Horde lets a creature card with bestow on top of the library be cast as a creature, not bestowed
    Nyxborn Shieldmate: "Bestow {2}{W} (...) / Enchanted creature gets +1/+2.", an enchantment creature
    card. Cast bestowed it is an Aura spell (702.103b), not a creature spell, and only those
    characteristics are evaluated (702.103d): Garruk's Horde doesn't let it be cast bestowed; cast for
    its mana cost it is a creature spell, and may be cast.
    Given it is alice's precombat main phase
    And alice controls Garruk's Horde as "horde"
    And alice controls Grizzly Bears as "bears"
    And alice has Nyxborn Shieldmate in library as "mate"
    When alice casts "mate" targeting "bears"
    And alice pays its bestow cost instead of its mana cost
    Then the action is refused
    And "mate" is in the library
    When alice casts "mate"
    Then "mate" is a spell on the stack
    And "mate" is a creature
    When the top of the stack resolves
    Then "mate" is on the battlefield
    And "mate" is 1/2
    And "bears" is 2/2

  @cr-601.3e @cr-715.3a @cr-715.3d @src-cr-601.3e @src-cr-601.3e-ex2
  Scenario: With Garruk's Horde, Giant Killer on top of the library may be cast, but not its Adventure Chop Down
    Giant Killer: "{1}{W}, {T}: Tap target creature.", a 1/2 Human Peasant creature card whose Adventure
    is Chop Down, an instant — Adventure: "Destroy target creature with power 4 or greater." Cast as an
    Adventure only Chop Down's characteristics are evaluated (715.3a): an instant spell, not a creature
    spell, so Garruk's Horde doesn't let alice cast it from her library; cast normally it is a creature
    spell, and may be.
    Given it is alice's precombat main phase
    And alice controls Garruk's Horde as "horde"
    And bob controls Hill Giant as "giant"
    And alice has Giant Killer // Chop Down in library as "killer"
    When alice casts "killer" as its Adventure Chop Down targeting "giant"
    Then the action is refused
    And "killer" is in the library
    When alice casts "killer"
    Then "killer" is a spell on the stack
    And "killer" is a creature
    When the top of the stack resolves
    Then "killer" is on the battlefield
    And "killer" is 1/2
    And "giant" is on the battlefield

  @cr-601.3e @cr-715.3a @cr-715.3b @cr-715.3c @cr-715.3d @cr-707.10c @src-cr-601.3e @src-cr-601.3e-ex2
  Scenario: With Melek, Izzet Paragon, Chop Down may be cast from the top of the library, but not Giant Killer
    Melek, Izzet Paragon: "Play with the top card of your library revealed. / You may cast instant and
    sorcery spells from the top of your library. / Whenever you cast an instant or sorcery spell from your
    library, copy it. You may choose new targets for the copy." Giant Killer cast normally is a creature
    spell, which Melek doesn't let alice cast from her library; cast as its Adventure Chop Down ("Destroy
    target creature with power 4 or greater.") it is an instant spell (715.3a), and may be. Melek copies
    it (the copy is an Adventure too, 715.3c) and alice chooses a new target for the copy. Chop Down is
    exiled as it resolves (715.3d); alice may then cast Giant Killer from exile, but not as an Adventure.
    Given it is alice's precombat main phase
    And alice controls Melek, Izzet Paragon as "melek"
    And bob controls Colossal Dreadmaw as "maw-1"
    And bob controls Colossal Dreadmaw as "maw-2"
    And alice has Giant Killer // Chop Down in library as "killer"
    When alice casts "killer"
    Then the action is refused
    And "killer" is in the library
    When alice casts "killer" as its Adventure Chop Down targeting "maw-1"
    Then "killer" is a spell on the stack
    And "killer" is an instant
    And "killer" is named "Chop Down"
    And "melek" triggered once
    And the stack holds two objects
    When the top of the stack resolves
    And it creates "chop-copy"
    And alice chooses "maw-2" as the new target for "chop-copy"
    Then "chop-copy" is a copy of a spell
    And "chop-copy" targets "maw-2"
    When the stack resolves
    Then "maw-1" is in its owner's graveyard
    And "maw-2" is in its owner's graveyard
    And "killer" is in exile
    And "chop-copy" no longer exists
    When alice casts "killer" as its Adventure Chop Down targeting "melek"
    Then the action is refused
    When alice casts "killer"
    Then "killer" is a spell on the stack
    And "killer" is a creature
    When the stack resolves
    Then "killer" is on the battlefield
    And "killer" is named "Giant Killer"
