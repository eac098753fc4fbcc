@copy @copy-spells
Feature: Casting a copy of a card (CR 707.12)
  An effect that instructs a player to cast a copy of an object creates the copy in the zone the
  object is in and casts it while another spell or ability is resolving, following 601.2a-h. Once
  cast, the copy is a spell like any other: it was cast, so "whenever you cast" abilities trigger.

  @cr-707.12 @cr-603.2 @src-cr-707.12
  Scenario: Mizzix's Mastery's copy of Shock is cast from exile, so Young Pyromancer triggers for it
    Given alice controls Young Pyromancer as "pyromancer"
    And alice has Shock in graveyard as "shock"
    And alice has Mizzix's Mastery in hand as "mastery"
    When alice casts "mastery" targeting "shock"
    And the top of the stack resolves
    Then the stack holds one object
    When the top of the stack resolves
    And it creates "shock-copy"
    And alice casts the copy "shock-copy" targeting bob
    Then "shock-copy" is a spell on the stack
    And "shock-copy" is a copy of a spell
    And "shock-copy" is named "Shock"
    And "shock-copy" targets bob
    And "shock" is in exile
    And "mastery" is in exile
    And the stack holds two objects
    When the stack resolves
    Then bob has 18 life
    And "shock-copy" no longer exists

  @cr-707.12 @cr-707.10a @src-cr-707.12 @src-cr-707.10a @src-001-707.10a
  Scenario: A copy of a card that isn't cast ceases to exist in exile
    Given alice has Shock in graveyard as "shock"
    And alice has Mizzix's Mastery in hand as "mastery"
    When alice casts "mastery" targeting "shock"
    And the top of the stack resolves
    And it creates "shock-copy"
    And alice doesn't cast the copy "shock-copy"
    Then "shock-copy" no longer exists
    And "shock" is in exile
    And the stack is empty
    And bob has 20 life
