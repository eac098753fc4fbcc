@prevention-effects
Feature: A prevention effect for untargeted creatures gives each a shield as it resolves (CR 615.11)
  615.11: "Some prevention effects prevent the next N damage that would be dealt to each of a number of
  untargeted creatures. Such an effect creates a prevention shield for each applicable creature when
  the spell or ability that generates that effect resolves."

  @cr-615.11 @cr-615.7 @cr-105.4 @cr-207.2c @src-cr-615.11 @src-cr-615.11-ex1
  Scenario: Wojek Apothecary's shields go to the creatures sharing a color as it resolves; later color changes and creatures entering later change nothing
    Wojek Apothecary (white) has "Radiance — {T}: Prevent the next 1 damage that would be dealt to target
    creature and each other creature that shares a color with it this turn." It targets the green
    Grizzly Bears: the green Runeclaw Bear gets a shield too; the black Walking Corpse doesn't. Then
    Runeclaw Bear becomes white (Purelace) and keeps its shield; Walking Corpse becomes green (Lifelace)
    and gets none; a second Grizzly Bears entering later gets none. Pyroclasm deals 2 damage to each
    creature: the two shielded creatures are dealt 1 and survive; the others are dealt 2 and die.
    Given alice controls Wojek Apothecary as "apothecary"
    And alice controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    And bob controls Walking Corpse as "corpse"
    And alice has Purelace in hand as "purelace"
    And alice has Lifelace in hand as "lifelace"
    And alice has Grizzly Bears in hand as "bears-2"
    And alice has Pyroclasm in hand as "pyroclasm"
    When alice activates the ability of "apothecary" targeting "bears"
    And the top of the stack resolves
    And alice casts "purelace" targeting "runeclaw"
    And the top of the stack resolves
    And alice casts "lifelace" targeting "corpse"
    And the top of the stack resolves
    And alice casts "bears-2"
    And the top of the stack resolves
    Then "runeclaw" is white
    And "corpse" is green
    And "bears-2" is on the battlefield
    When alice casts "pyroclasm"
    And the top of the stack resolves
    Then "bears" is on the battlefield
    And "bears" has 1 damage marked on it
    And "runeclaw" is on the battlefield
    And "runeclaw" has 1 damage marked on it
    And "corpse" is in its owner's graveyard
    And "bears-2" is in its owner's graveyard
    And "apothecary" is in its owner's graveyard
