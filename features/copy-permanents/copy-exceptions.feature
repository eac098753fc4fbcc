@copy
Feature: Modifications and exceptions to the copying process (CR 707.9)
  Copy effects may include modifications or exceptions. An ability gained or a characteristic
  modified as part of the copying process becomes part of the copy's copiable values.

  @cr-707.9a @cr-707.4 @src-cr-707.9a-ex1 @src-000-707.9a-ex1
  Scenario: Unstable Shapeshifter becomes a copy of Quirion Elves that keeps the Shapeshifter's ability
    Given alice controls Unstable Shapeshifter as "shifter"
    And alice has Quirion Elves in hand as "elves"
    When alice casts "elves"
    And the top of the stack resolves
    And "elves" chooses green for "color"
    Then the stack holds one object
    When the top of the stack resolves
    Then "shifter" is named "Quirion Elves"
    And "shifter" is 1/1
    And "shifter" is green
    And "shifter" has exactly the abilities:
      | As this creature enters, choose a color.                                                                  |
      | {T}: Add {G}.                                                                                             |
      | {T}: Add one mana of the chosen color.                                                                    |
      | Whenever another creature enters, this creature becomes a copy of that creature, except it has this ability. |

  @cr-707.9a @cr-707.3 @src-cr-707.9a-ex1 @src-000-707.9a-ex1
  Scenario: Clone copying the Shapeshifter copies the ability the Shapeshifter gave itself
    Given alice controls Unstable Shapeshifter as "shifter"
    And alice has Quirion Elves in hand as "elves"
    And alice has Clone in hand as "clone"
    When alice casts "elves"
    And the top of the stack resolves
    And "elves" chooses green for "color"
    And the top of the stack resolves
    And alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "shifter"
    And "clone" chooses red for "color"
    Then "clone" is named "Quirion Elves"
    And "clone" is 1/1
    And "clone" has the ability "Whenever another creature enters, this creature becomes a copy of that creature, except it has this ability."
    And "clone" has the ability "{T}: Add one mana of the chosen color."

  @cr-707.4 @src-cr-707.4-ex1
  Scenario: Unstable Shapeshifter that becomes a copy still gets +3/+3 from Giant Growth
    Given alice controls Unstable Shapeshifter as "shifter"
    And alice has Giant Growth in hand as "growth"
    And bob has Grizzly Bears in hand as "bears"
    When alice casts "growth" targeting "shifter"
    And the top of the stack resolves
    Then "shifter" is 3/4
    When "bears" is put onto the battlefield under bob's control
    And the top of the stack resolves
    Then "shifter" is named "Grizzly Bears"
    And "shifter" is 5/5

  @cr-707.9b @src-cr-707.9b-ex1 @src-000-707.9b-ex1
  Scenario: Copy Artifact copying Juggernaut is an artifact creature enchantment named Juggernaut
    Given bob controls Juggernaut as "juggernaut"
    And alice has Copy Artifact in hand as "copy"
    When alice casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy "juggernaut"
    Then "copy" is named "Juggernaut"
    And "copy" has the card types artifact, creature and enchantment
    And "copy" has the subtypes Juggernaut
    And "copy" is 5/3
    And "copy" is colorless
    And "copy" has mana cost "{4}"
    And "copy" has the ability "This creature can't be blocked by Walls."

  @cr-707.9b @cr-707.3 @src-cr-707.9b
  Scenario: The enchantment type Copy Artifact added is copiable, so a copy of it is an enchantment too
    Given bob controls Juggernaut as "juggernaut"
    And alice has Copy Artifact in hand as "first"
    And alice has Copy Artifact in hand as "second"
    When alice casts "first"
    And the top of the stack resolves
    And "first" chooses to copy "juggernaut"
    And alice casts "second"
    And the top of the stack resolves
    And "second" chooses to copy "first"
    Then "second" is named "Juggernaut"
    And "second" has the card types artifact, creature and enchantment
