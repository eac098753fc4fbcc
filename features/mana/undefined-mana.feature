@mana
Feature: Mana of an undefined type (CR 106.5)
  If an ability would produce one or more mana of an undefined type, it produces no mana instead.

  @cr-106.5 @cr-605.2 @src-002-undefined-mana @src-cr-106.5 @src-cr-106.5-ex1 @src-cr-605.2
  Scenario: Meteor Crater adds no mana when its controller controls no colored permanents
    Example of 106.5: "If you control no colored permanents, activating Meteor Crater's mana
    ability produces no mana." The ability is still a mana ability, and its cost is still paid
    (605.2).
    Given alice controls Meteor Crater as "crater"
    And alice controls Forest as "forest"
    And bob controls Grizzly Bears as "bears"
    When alice taps "crater" for mana
    Then alice's mana pool is empty
    And "crater" is tapped
    And the stack is empty

  @cr-106.5 @src-002-undefined-mana @src-cr-106.5
  Scenario: Meteor Crater adds green mana when its controller controls a green permanent
    Given alice controls Meteor Crater as "crater"
    And alice controls Grizzly Bears as "bears"
    When alice taps "crater" for mana
    Then alice's mana pool holds {G}

  @cr-106.5 @src-002-undefined-mana @src-cr-106.5
  Scenario: Meteor Crater adds mana of the color chosen among the colors of its controller's permanents
    Given alice controls Meteor Crater as "crater"
    And alice controls Grizzly Bears as "bears"
    And alice controls Gadwick, the Wizened as "gadwick"
    When alice taps "crater" for blue mana
    Then alice's mana pool holds {U}

  @cr-106.5 @src-002-undefined-mana @src-cr-106.5
  Scenario: Meteor Crater can't add a color no permanent its controller controls has
    Given alice controls Meteor Crater as "crater"
    And alice controls Grizzly Bears as "bears"
    When alice taps "crater" for red mana
    Then the action is refused
    And "crater" is untapped
    And alice's mana pool is empty
