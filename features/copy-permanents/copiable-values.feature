@copy
Feature: Copiable values (CR 707.2, 707.2a, 707.3)
  A copy acquires the copiable values of the original: the values printed on it, as modified by
  other copy effects, face-down status and "as enters" abilities that set power and toughness.
  Other effects, status and counters are not copied.

  @cr-707.2 @cr-707.2a @cr-707.5 @src-cr-707.2a @src-004-copy-perm-acquires @src-004-copy-perm-color @src-004-copy-perm-abilities
  Scenario: Clone entering as a copy of Quirion Elves acquires its name, mana cost, color, types and abilities
    Given alice controls Quirion Elves as "elves"
    And "elves" chose green for "color"
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "elves"
    And "clone" chooses blue for "color"
    Then "clone" is named "Quirion Elves"
    And "clone" has mana cost "{1}{G}"
    And "clone" is green
    And "clone" has the card type creature
    And "clone" has the subtypes Elf and Druid
    And "clone" is 1/1
    And "clone" has exactly the abilities:
      | As this creature enters, choose a color.    |
      | {T}: Add {G}.                               |
      | {T}: Add one mana of the chosen color.      |

  @cr-707.2 @src-cr-707.2
  Scenario: Counters on the original are not copied
    Given alice controls Grizzly Bears as "bears"
    And "bears" has two +1/+1 counters on it
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "bears"
    Then "clone" is 2/2
    And "clone" has no counters on it
    And "bears" is 4/4

  @cr-306.5b @cr-707.2 @cr-704.5j @src-cr-707.2
  Scenario: A copy of a planeswalker enters with loyalty counters equal to the loyalty it copied, not the original's counters
    Loyalty is a copiable value (707.2) and a planeswalker enters with as many loyalty counters as its
    loyalty (306.5b), so Moritte entering as a copy of Jace Beleren, which has one loyalty counter left,
    enters with three. Moritte's exception makes it legendary and snow; as both are legendary and named
    Jace Beleren, alice keeps one of them (704.5j).
    Given alice controls Jace Beleren as "jace"
    And "jace" has one loyalty counter on it
    And alice has Moritte of the Frost in hand as "moritte"
    When alice casts "moritte"
    And the top of the stack resolves
    And "moritte" chooses to copy "jace"
    And alice keeps "moritte" under the legend rule
    Then "moritte" is on the battlefield
    And "moritte" is named "Jace Beleren"
    And "moritte" is a planeswalker
    And "moritte" has the supertypes legendary and snow
    And "moritte" has three loyalty counters on it and no other counters
    And "jace" is in the graveyard

  @cr-306.5b @cr-707.2 @src-cr-707.2
  Scenario: A planeswalker spell resolves into a planeswalker with loyalty counters equal to its loyalty
    The rule a copy of a planeswalker relies on (306.5b), seen on the original.
    Given alice has Jace Beleren in hand as "jace"
    When alice casts "jace"
    And the top of the stack resolves
    Then "jace" is on the battlefield
    And "jace" has three loyalty counters on it and no other counters

  @cr-707.2 @src-cr-707.2
  Scenario: The original's tapped status is not copied
    Given bob controls Grizzly Bears as "bears"
    And "bears" is tapped
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "bears"
    Then "clone" is named "Grizzly Bears"
    And "clone" is untapped
    And "clone" is controlled by alice

  @cr-707.2 @src-cr-707.2
  Scenario: A power and toughness boost on the original is not copied
    Given alice controls Grizzly Bears as "bears"
    And alice has Giant Growth in hand as "growth"
    And alice has Clone in hand as "clone"
    When alice casts "growth" targeting "bears"
    And the top of the stack resolves
    Then "bears" is 5/5
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "bears"
    Then "clone" is 2/2

  @cr-707.2 @src-cr-707.2-ex1 @src-004-copy-perm-copiable-values
  Scenario: Clone copying an animated Chimeric Staff is an artifact, not a 5/5 Construct artifact creature
    Given alice controls Chimeric Staff as "staff"
    And alice has Clone in hand as "clone"
    When alice activates the ability of "staff" with X = 5
    And the top of the stack resolves
    Then "staff" is 5/5
    And "staff" has the card types artifact and creature
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "staff"
    Then "clone" is named "Chimeric Staff"
    And "clone" has the card type artifact
    And "clone" has no subtypes
    And "clone" has no power or toughness
    And "clone" has the ability "{X}: This artifact becomes an X/X Construct artifact creature until end of turn."

  @cr-707.2 @cr-707.2a @src-cr-707.2-ex1
  Scenario: Clone copying Chimeric Staff becomes a creature when it activates the copied ability
    Given alice controls Chimeric Staff as "staff"
    And alice has Clone in hand as "clone"
    When alice activates the ability of "staff" with X = 5
    And the top of the stack resolves
    And alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "staff"
    And alice activates the ability of "clone" with X = 3
    And the top of the stack resolves
    Then "clone" is 3/3
    And "clone" has the card types artifact and creature
    And "clone" has the subtypes Construct

  @cr-707.3 @cr-707.2 @src-cr-707.3
  Scenario: A copy of a copy gets the copied values, not the printed ones
    Given alice controls Grizzly Bears as "bears"
    And alice has Clone in hand as "first"
    And alice has Clone in hand as "second"
    When alice casts "first"
    And the top of the stack resolves
    And "first" chooses to copy "bears"
    And alice casts "second"
    And the top of the stack resolves
    And "second" chooses to copy "first"
    Then "second" is named "Grizzly Bears"
    And "second" is 2/2
    And "second" is green

  @cr-707.3 @cr-707.5 @src-cr-707.3
  Scenario: A Clone copying a Clone that is already a copy of Llanowar Elves is Llanowar Elves, even once the Elves is gone
    The first Clone's copiable values became those of the Elves as it entered; a Clone copying it uses
    those values, whatever has happened to the Elves since.
    Given bob controls Llanowar Elves as "elves"
    And alice controls Clone as "clone-1"
    And "clone-1" is a copy of "elves"
    And alice has Clone in hand as "clone-2"
    And alice has Terror in hand as "terror"
    When alice casts "terror" targeting "elves"
    And the top of the stack resolves
    Then "elves" is in its owner's graveyard
    And "clone-1" is named "Llanowar Elves"
    When "clone-2" is put onto the battlefield under alice's control
    And "clone-2" chooses to copy "clone-1"
    Then "clone-2" is named "Llanowar Elves"
    And "clone-2" is green
    And "clone-2" is 1/1
    And "clone-2" has mana cost "{G}"
    And "clone-2" has the subtypes Elf and Druid
    And "clone-2" has exactly the abilities:
      | {T}: Add {G}. |
