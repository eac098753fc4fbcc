@linked-abilities
Feature: A choice an object never made for the linked abilities it acquired is undefined (CR 607.5, 607.5a)
  607.5: "If an object acquires a pair of linked abilities as part of the same effect, the abilities
  will be similarly linked to one another on that object ... They can't be linked to any other
  ability, regardless of what other abilities the object may currently have or may have had in the
  past." 607.5a: "If an object gains an ability that refers to a choice, but either (a) doesn't copy
  that ability's linked ability or (b) does copy the linked ability but no choice is made for it, then
  the choice is considered to be 'undefined.' If an ability refers to an undefined choice, that part of
  the ability won't do anything." An "as this creature enters, choose a color" ability and one that
  refers to "the chosen color" are linked (607.2d).

  @cr-607.5a @cr-607.2d @cr-707.4 @cr-702.16 @src-cr-607.5a @src-cr-607.5a-ex1
  Scenario: Unstable Shapeshifter copying Voice of All has no color chosen, so it gets no protection
    Voice of All ("As this creature enters, choose a color." / "This creature has protection from the
    chosen color.") enters under bob's control and he chooses red; Unstable Shapeshifter becomes a copy
    of it. The Shapeshifter didn't enter as Voice of All, so no color was ever chosen for it: Shock (a
    red spell) can target it and kills it, while it can't target Voice of All itself.
    Given alice controls Unstable Shapeshifter as "shifter"
    And bob has Voice of All in hand as "voice"
    And bob has Shock in hand as "shock-1"
    And bob has Shock in hand as "shock-2"
    When "voice" is put onto the battlefield under bob's control
    And "voice" chooses red for "color"
    And the top of the stack resolves
    Then "shifter" is named "Voice of All"
    And "shifter" has the ability "This creature has protection from the chosen color."
    When bob casts "shock-1" targeting "voice"
    Then the action is refused
    When bob casts "shock-2" targeting "shifter"
    And the top of the stack resolves
    Then "shifter" is in its owner's graveyard
    And "voice" is on the battlefield

  @cr-607.5a @cr-607.5 @cr-607.2d @cr-707.4 @cr-106.7 @src-cr-607.5a @src-cr-607.5 @src-cr-607.5a-ex2
  Scenario: Vesuvan Doppelganger that chose blue as Voice of All and then copies Quirion Elves produces no mana of the chosen color
    Vesuvan Doppelganger enters as a copy of Voice of All and alice chooses blue for it. In her upkeep
    it becomes a copy of Quirion Elves ("As this creature enters, choose a color." / "{T}: Add {G}." /
    "{T}: Add one mana of the chosen color."). The blue was chosen for the ability linked to Voice of
    All's protection, not for the one linked to the Elves' mana ability: activating that mana ability
    adds no mana. (The Doppelganger entered during bob's turn, so it can tap in alice's.)
    Given it is bob's end step
    And bob controls Voice of All as "voice"
    And bob controls Quirion Elves as "elves"
    And alice has Vesuvan Doppelganger in hand as "doppelganger"
    When "doppelganger" is put onto the battlefield under alice's control
    And "doppelganger" chooses to copy "voice"
    And "doppelganger" chooses blue for "color"
    Then "doppelganger" is named "Voice of All"
    When the game proceeds to the next turn's upkeep step
    And "doppelganger"'s ability targets "elves"
    And the top of the stack resolves
    And "doppelganger" chooses yes for "may"
    Then "doppelganger" is named "Quirion Elves"
    When alice activates the second mana ability of "doppelganger"
    Then "doppelganger" is tapped
    And alice's mana pool is empty
