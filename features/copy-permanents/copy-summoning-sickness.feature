@copy
Feature: A copy and summoning sickness (CR 302.6)
  Whether a creature can attack or pay {T} depends on how long its controller has controlled the
  permanent, not on what it is a copy of: a permanent that entered as a copy this turn can't, one
  that became a copy while it was on the battlefield can (302.6, 707.2: copying changes
  characteristics, not the object).

  @cr-302.6 @cr-707.2 @cr-508.1a @src-cr-302.6 @src-004-copy-perm-enters-as-copy
  Scenario: A Clone that entered this turn as a copy of Llanowar Elves can't tap for mana or attack
    Given alice controls Llanowar Elves as "elves"
    And alice has Clone in hand as "clone"
    When "clone" is put onto the battlefield under alice's control
    And "clone" chooses to copy "elves"
    Then "clone" is named "Llanowar Elves"
    When alice taps "clone" for mana
    Then the action is refused
    And alice's mana pool is empty
    When alice attacks bob with "clone"
    Then the action is refused
    And "clone" is untapped
    When alice taps "elves" for mana
    Then alice's mana pool holds {G}

  @cr-302.6 @cr-707.2 @src-cr-302.6 @src-cr-707.2
  Scenario: A creature that became a copy of Llanowar Elves while on the battlefield can tap for mana at once
    Grizzly Bears has been under alice's control since the turn began; Cytoshape makes it a copy
    of Llanowar Elves, which entered this turn. It is still the same permanent, so it can pay {T}.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Llanowar Elves as "elves"
    And "elves" entered the battlefield this turn
    And alice has Cytoshape in hand as "cytoshape"
    When alice casts "cytoshape" targeting "bears"
    And the top of the stack resolves
    And "cytoshape" chooses to copy "elves"
    Then "bears" is named "Llanowar Elves"
    When alice taps "bears" for mana
    Then alice's mana pool holds {G}
    And "bears" is tapped

  @cr-302.6 @cr-707.2 @cr-508.1a @src-cr-302.6 @src-cr-707.2
  Scenario: A creature that became a copy of a creature that entered this turn can attack
    Given alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    And "runeclaw" entered the battlefield this turn
    And alice has Cytoshape in hand as "cytoshape"
    When alice casts "cytoshape" targeting "bears"
    And the top of the stack resolves
    And "cytoshape" chooses to copy "runeclaw"
    And alice attacks bob with "bears"
    And combat damage is dealt
    Then bob has 18 life
