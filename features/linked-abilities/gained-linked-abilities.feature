@linked-abilities
Feature: Linked abilities an object gains stay linked only to each other (CR 607.5)
  607.5: "If an object acquires a pair of linked abilities as part of the same effect, the abilities
  will be similarly linked to one another on that object even though they weren't printed on that
  object. They can't be linked to any other ability, regardless of what other abilities the object may
  currently have or may have had in the past." 607.2a: an ability that exiles cards and one that refers
  to cards "exiled with [this object]" are linked.

  @cr-607.5 @cr-607.2a @cr-613.1f @cr-201.5b @cr-509.1a @src-cr-607.5 @src-cr-607.5-ex1
  Scenario: Quicksilver Elemental can return only the creature card it exiled with Sisters of Stone Death's ability, not those Arc-Slogger's ability exiled
    Quicksilver Elemental ("{U}: This creature gains all activated abilities of target creature until
    end of turn.") gains Arc-Slogger's "{R}, Exile the top ten cards of your library: This creature deals
    2 damage to any target." and activates it (a Grizzly Bears card is among the ten exiled). It then
    gains Sisters of Stone Death's abilities, among them "{B}{G}: Exile target creature blocking or
    blocked by Sisters of Stone Death." and "{2}{B}: Put a creature card exiled with Sisters of Stone
    Death onto the battlefield under your control." (each naming Quicksilver Elemental now, 201.5b).
    It attacks, bob's Grizzly Bears blocks it, and it exiles that blocker with the gained exile ability.
    The return ability puts that creature onto the battlefield under alice's control; the creature card
    Arc-Slogger's ability exiled can't be returned: activated again, the return ability does nothing.
    Given alice controls Quicksilver Elemental as "quicksilver"
    And bob controls Arc-Slogger as "slogger"
    And bob controls Sisters of Stone Death as "sisters"
    And bob controls Grizzly Bears as "blocker"
    And alice has Grizzly Bears in library as "library-bears"
    And alice has Island in library as "island-1"
    And alice has Island in library as "island-2"
    And alice has Island in library as "island-3"
    And alice has Island in library as "island-4"
    And alice has Island in library as "island-5"
    And alice has Island in library as "island-6"
    And alice has Island in library as "island-7"
    And alice has Island in library as "island-8"
    And alice has Island in library as "island-9"
    When alice activates the ability of "quicksilver" targeting "slogger"
    And the top of the stack resolves
    Then "quicksilver" has the ability "{R}, Exile the top ten cards of your library: This creature deals 2 damage to any target."
    When alice activates the second ability of "quicksilver" targeting bob
    Then "library-bears" is in exile
    And "island-1" is in exile
    And alice has no cards in her library
    When the top of the stack resolves
    Then bob has 18 life
    When alice activates the ability of "quicksilver" targeting "sisters"
    And the top of the stack resolves
    Then "quicksilver" has the ability "{B}{G}: Exile target creature blocking or blocked by Quicksilver Elemental."
    And "quicksilver" has the ability "{2}{B}: Put a creature card exiled with Quicksilver Elemental onto the battlefield under your control."
    When alice attacks bob with "quicksilver"
    And bob blocks "quicksilver" with "blocker"
    And alice activates the fourth ability of "quicksilver" targeting "blocker"
    And the top of the stack resolves
    Then "blocker" is in exile
    When alice activates the fifth ability of "quicksilver"
    And the top of the stack resolves
    Then "blocker" is on the battlefield
    And "blocker" is controlled by alice
    And "library-bears" is in exile
    When alice activates the fifth ability of "quicksilver"
    And the top of the stack resolves
    Then "library-bears" is in exile
