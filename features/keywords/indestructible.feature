@keywords
Feature: Indestructible (CR 702.12)

  @cr-702.12b @cr-701.8b @src-004-indestructible @src-cr-702.12b
  Scenario: A permanent with indestructible isn't destroyed by an effect that says destroy
    Given alice controls Darksteel Myr as "myr"
    And bob has Murder in hand as "murder"
    When bob casts "murder" targeting "myr"
    And the top of the stack resolves
    Then "myr" is on the battlefield

  @cr-702.12b @cr-704.5g @src-004-indestructible @src-cr-702.12b
  Scenario: A creature with indestructible isn't destroyed by lethal damage, which stays marked on it
    Given alice controls Grizzly Bears as "bears"
    And bob controls Darksteel Myr as "myr"
    When alice attacks bob with "bears"
    And bob blocks "bears" with "myr"
    And combat damage is dealt
    Then "myr" is on the battlefield
    And "myr" has 2 damage marked on it

  @cr-701.8b @src-004-indestructible
  Scenario: A creature without indestructible is destroyed by an effect that says destroy
    Given alice controls Grizzly Bears as "bears"
    And bob has Murder in hand as "murder"
    When bob casts "murder" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in the graveyard

  @cr-702.12c @cr-702.12b @src-cr-702.12c
  Scenario: A creature with two instances of indestructible isn't destroyed by a destroy effect or lethal damage, as with one
    Darksteel Myr has indestructible and gets another instance from Darksteel Plate.
    Given alice controls Darksteel Myr as "myr"
    And alice controls Darksteel Plate as "plate"
    And "plate" is attached to "myr"
    And bob has Murder in hand as "murder"
    And bob has Shock in hand as "shock"
    When bob casts "murder" targeting "myr"
    And the top of the stack resolves
    Then "myr" is on the battlefield
    When bob casts "shock" targeting "myr"
    And the top of the stack resolves
    Then "myr" is on the battlefield
    And "myr" has 2 damage marked on it
