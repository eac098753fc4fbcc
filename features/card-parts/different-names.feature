@card-parts
Feature: Objects with different names (CR 201.2b)
  201.2b: "Those objects have different names only if each of them has at least one name and no two
  objects in that group have a name in common."

  @cr-201.2b @cr-603.4 @cr-708.2 @src-cr-201.2b @src-cr-201.2b-ex1
  Scenario: Three Demons with different names and a face-down Demon with no name aren't four Demons with different names
    Liliana's Contract: "At the beginning of your upkeep, if you control four or more Demons with
    different names, you win the game." Alice controls Renegade Demon, Awoken Demon and Lady Orca, and
    a face-down creature with no name that Xenograft ("Each creature you control is the chosen type in
    addition to its other types.", Demon chosen) makes a Demon. The ability doesn't trigger.
    Given it is alice's untap step
    And alice controls Liliana's Contract as "contract"
    And alice controls Renegade Demon as "renegade"
    And alice controls Awoken Demon as "awoken"
    And alice controls Lady Orca as "orca"
    And alice controls Grizzly Bears as "hidden"
    And "hidden" is face down
    And alice controls Xenograft as "xenograft"
    And "xenograft" chose Demon for "creature_type"
    Then "hidden" has no name
    And "hidden" has the subtypes Demon
    When the step ends
    Then "contract" did not trigger
    And bob has not lost the game

  @cr-201.2b @cr-603.4 @src-cr-201.2b
  Scenario: Four Demons with different names: Liliana's Contract wins the game
    The named Grizzly Bears, a Demon through Xenograft, is the fourth name.
    Given it is alice's untap step
    And alice controls Liliana's Contract as "contract"
    And alice controls Renegade Demon as "renegade"
    And alice controls Awoken Demon as "awoken"
    And alice controls Lady Orca as "orca"
    And alice controls Grizzly Bears as "bears"
    And alice controls Xenograft as "xenograft"
    And "xenograft" chose Demon for "creature_type"
    When the step ends
    Then "contract" triggered once
    When the top of the stack resolves
    Then bob has lost the game
