@copy
Feature: Effects that track a permanent by name, changing copiable values, and face-down originals
  An effect that refers to a permanent by name tracks that permanent even if it changes names or
  becomes a copy of something else (707.11). Once an object has been copied, changing the
  original's copiable values doesn't change the copy (707.2b). A face-down permanent's copiable
  values are those of a face-down 2/2 (707.2, 708.2).

  @cr-707.11 @cr-707.4 @src-cr-707.11-ex1 @src-cr-707.11 @src-004-copy-by-name
  Scenario: Unstable Shapeshifter's copied Olivia Voldaren ability still puts the counter on it after it changes form
    The CR's example of 707.11 (1998 example 2's Thalakos Dreamsower case is the next scenario).
    The ability is activated while the Shapeshifter is a copy of Olivia Voldaren; before it
    resolves the Shapeshifter becomes a copy of Runeclaw Bear.
    Given alice controls Unstable Shapeshifter as "shifter"
    And bob has Olivia Voldaren in hand as "olivia"
    And bob controls Grizzly Bears as "bears"
    And bob has Runeclaw Bear in hand as "bear"
    When "olivia" is put onto the battlefield under bob's control
    And the top of the stack resolves
    Then "shifter" is named "Olivia Voldaren"
    When alice activates the ability of "shifter" targeting "bears"
    And "bear" is put onto the battlefield under bob's control
    And the top of the stack resolves
    Then "shifter" is named "Runeclaw Bear"
    When the top of the stack resolves
    Then "shifter" has one +1/+1 counter on it
    And "shifter" is 3/3
    And "bears" has the subtypes Bear and Vampire
    And "bears" has 1 damage marked on it
    And "bears" is on the battlefield

  @cr-707.11 @cr-201.5 @cr-611.2b @cr-502.3 @cr-702.28b @src-003-example-2
  Scenario: The creature a Shapeshifter tapped as a copy of Thalakos Dreamsower stays tapped while the Shapeshifter stays tapped, after it changes form
    1998 example 2: "if a Shapeshifter copies a Thalakos Dreamsower and uses the copied card's
    ability, then changes to another form, the targeted creature will still remain tapped as long
    as the Shapeshifter card remains tapped." The card's self-reference by name is now "this
    creature" in Oracle text; the modern outcome is the same (707.11, 201.5). As a copy of the
    Dreamsower (shadow, so bob's Grizzly Bears can't block it) the Shapeshifter attacks, deals 1
    damage to bob and taps the Grizzly Bears; then it becomes a copy of Runeclaw Bear. The Bears
    stay tapped in bob's untap step while the Shapeshifter is tapped; as a copy of Runeclaw Bear the
    Shapeshifter has no "may choose not to untap" and untaps in alice's untap step, and the Bears
    untap in bob's next one (611.2b).
    Given alice controls Unstable Shapeshifter as "shifter"
    And bob has Thalakos Dreamsower in hand as "dreamsower"
    And bob controls Grizzly Bears as "bears"
    And bob has Runeclaw Bear in hand as "bear"
    And alice has Forest in library as "alice-1"
    And alice has Forest in library as "alice-2"
    And bob has Forest in library as "bob-1"
    And bob has Forest in library as "bob-2"
    When "dreamsower" is put onto the battlefield under bob's control
    And the top of the stack resolves
    Then "shifter" is named "Thalakos Dreamsower"
    And "shifter" has the ability "Shadow"
    When alice declares attackers:
      | "shifter" | bob |
    And bob declares no blockers
    And combat damage is dealt
    And "shifter"'s ability targets "bears"
    Then bob has 19 life
    And the stack holds one object
    When the top of the stack resolves
    Then "bears" is tapped
    And "shifter" is tapped
    When "bear" is put onto the battlefield under bob's control
    And the top of the stack resolves
    Then "shifter" is named "Runeclaw Bear"
    And "shifter" is tapped
    When the game proceeds to the next turn's upkeep step
    Then "bears" is tapped
    And "shifter" is tapped
    When the game proceeds to the next turn's upkeep step
    Then "shifter" is untapped
    And "bears" is tapped
    When the game proceeds to the next turn's upkeep step
    Then "bears" is untapped

  @cr-707.2b @cr-707.4 @src-cr-707.2b
  Scenario: A Clone stays a copy of what it copied after the original becomes a copy of something else
    Bob's Clone copies alice's Vesuvan Doppelganger while it is a copy of Runeclaw Bear. At the
    beginning of alice's upkeep the Doppelganger becomes a copy of Grizzly Bears; the Clone's
    copy effect was fixed when it entered, and its own upkeep ability only triggers in bob's upkeep.
    Given it is alice's untap step
    And bob controls Runeclaw Bear as "bear"
    And bob controls Grizzly Bears as "bears"
    And alice has Vesuvan Doppelganger in hand as "doppelganger"
    And bob has Clone in hand as "clone"
    When "doppelganger" is put onto the battlefield under alice's control
    And "doppelganger" chooses to copy "bear"
    And "clone" is put onto the battlefield under bob's control
    And "clone" chooses to copy "doppelganger"
    Then "clone" is named "Runeclaw Bear"
    When the step ends
    And "doppelganger"'s ability targets "bears"
    Then the stack holds one object
    When the top of the stack resolves
    And "doppelganger" chooses yes for "may"
    Then "doppelganger" is named "Grizzly Bears"
    And "clone" is named "Runeclaw Bear"
    And "clone" is blue

  @cr-707.2 @cr-708.2 @src-cr-707.2-ex2 @src-cr-707.2
  Scenario: A Clone copying a face-down Grinning Demon is a nameless colorless 2/2 that is face up
    Given bob controls Grinning Demon as "demon"
    And "demon" is face down
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "demon"
    Then "clone" has no name
    And "clone" is colorless
    And "clone" is 2/2
    And "clone" has no abilities
    And "clone" has no subtypes
    And "clone" has mana cost ""
    And "clone" has the card type creature

  @cr-707.3 @cr-702.37e @cr-708.8 @src-cr-707.3-ex3
  Scenario: A face-down Grinning Demon that becomes a copy of Branchsnap Lorian stays a face-down 2/2 and turns face up for {G}
    The CR example leaves open what makes the Demon a copy; here it is Cytoshape ("Target
    nonlegendary creature becomes a copy of that creature until end of turn").
    Given alice controls Grinning Demon as "demon"
    And "demon" is face down
    And bob controls Branchsnap Lorian as "lorian"
    And alice has Cytoshape in hand as "cytoshape"
    When alice casts "cytoshape" targeting "demon"
    And the top of the stack resolves
    And "cytoshape" chooses to copy "lorian"
    Then "demon" has no name
    And "demon" is 2/2
    And "demon" is colorless
    And "demon" has no abilities
    When alice turns "demon" face up
    Then "demon" is named "Branchsnap Lorian"
    And "demon" is 4/1
    And "demon" is green
    And "demon" has the ability "Trample"

  @cr-707.3 @cr-702.37e @src-cr-707.3-ex4
  Scenario: A face-down Grinning Demon that becomes a copy of Wandering Ones can't be turned face up for a morph cost
    Given alice controls Grinning Demon as "demon"
    And "demon" is face down
    And bob controls Wandering Ones as "ones"
    And alice has Cytoshape in hand as "cytoshape"
    When alice casts "cytoshape" targeting "demon"
    And the top of the stack resolves
    And "cytoshape" chooses to copy "ones"
    Then "demon" has no name
    And "demon" is 2/2
    When alice turns "demon" face up
    Then the action is refused

  @cr-702.37e @cr-708.8 @src-cr-707.3-ex3
  Scenario: Without a copy effect, the face-down Grinning Demon turns face up for its own morph cost
    Given alice controls Grinning Demon as "demon"
    And "demon" is face down
    When alice turns "demon" face up
    Then "demon" is named "Grinning Demon"
    And "demon" is 6/6

  @cr-707.2c @cr-707.2b @src-cr-707.2c
  Scenario: A static copy effect takes its values when it starts to apply and doesn't follow later changes
    Metamorphic Alteration's "Enchanted creature is a copy of the chosen creature" is a copy effect
    generated by a static ability. After it starts to apply, Cytoshape makes the chosen creature a
    copy of Runeclaw Bear; the enchanted creature stays a copy of Grizzly Bears.
    Given bob controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "bear"
    And alice controls Wandering Ones as "ones"
    And alice has Metamorphic Alteration in hand as "alteration"
    And alice has Cytoshape in hand as "cytoshape"
    When alice casts "alteration" targeting "ones"
    And the top of the stack resolves
    And "alteration" chooses the creature "bears"
    Then "ones" is named "Grizzly Bears"
    And "ones" is 2/2
    When alice casts "cytoshape" targeting "bears"
    And the top of the stack resolves
    And "cytoshape" chooses to copy "bear"
    Then "bears" is named "Runeclaw Bear"
    And "ones" is named "Grizzly Bears"
    And "ones" is green

  @cr-707.13 @src-cr-707.13
  Scenario: Garth One-Eye creates a copy of Terror from the Oracle card reference, and it can be cast
    Given alice controls Garth One-Eye as "garth"
    And bob controls Grizzly Bears as "bears"
    And Terror is in the Oracle card reference
    When alice activates the ability of "garth"
    And the top of the stack resolves
    And "garth" chooses terror for "card_name"
    And it creates "garth-terror"
    And alice casts the copy "garth-terror" targeting "bears"
    Then "garth-terror" is on the stack
    And "garth-terror" is named "Terror"
    When the top of the stack resolves
    Then "bears" is in the graveyard
    And "garth-terror" no longer exists

  @cr-707.14 @cr-608.2h @cr-708.2b @src-cr-707.14
  Scenario: Magar of the Magic Strings's face-down card makes a copy of the card with the noted name and it is cast
    Magar's ability notes the name of Shock in alice's graveyard and puts it onto the battlefield
    face down as a 3/3 with the combat damage trigger; Lightning Greaves gives it haste so it can
    attack this turn. The copy uses Shock's characteristics as it last existed in the graveyard.
    Given alice controls Magar of the Magic Strings as "magar"
    And alice controls Lightning Greaves as "greaves"
    And alice has Shock in graveyard as "shock"
    When alice activates the ability of "magar" targeting "shock"
    And the top of the stack resolves
    Then "shock" is on the battlefield
    And "shock" has no name
    And "shock" is 3/3
    When alice activates the ability of "greaves" targeting "shock"
    And the top of the stack resolves
    And alice declares attackers:
      | "shock" | bob |
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 17 life
    And the stack holds one object
    When the top of the stack resolves
    And "shock" chooses yes for "may"
    And it creates "shock-copy"
    And alice casts the copy "shock-copy" targeting bob
    Then "shock-copy" is named "Shock"
    And "shock-copy" is on the stack
    When the top of the stack resolves
    Then bob has 15 life
