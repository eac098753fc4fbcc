@card-parts
Feature: A power/toughness-defining ability works everywhere, using 0 for a number that can't be determined (CR 208.2a)
  208.2a: "This ability functions everywhere, even outside the game. If the ability needs to use a
  number that can't be determined, including inside a calculation, use 0 instead of that number."

  @cr-208.2a @cr-604.3 @src-cr-208.2a @src-cr-208.2a-ex1
  Scenario: Lost Order of Jarkeld off the battlefield has no chosen player: it is 1/1
    Lost Order of Jarkeld: "As this creature enters, choose an opponent." and "Lost Order of Jarkeld's
    power and toughness are each equal to 1 plus the number of creatures the chosen player controls."
    In a hand or a graveyard there is no chosen player: 1 plus 0. On the battlefield, having chosen
    bob, who controls two creatures, it is 3/3.
    Given alice has Lost Order of Jarkeld in hand as "order"
    And alice has Lost Order of Jarkeld in graveyard as "order-2"
    And bob controls Grizzly Bears as "bears"
    And bob controls Walking Corpse as "corpse"
    Then "order" is 1/1
    And "order-2" is 1/1
    When alice casts "order"
    And the top of the stack resolves
    And "order" chooses bob for "opponent"
    Then "order" is on the battlefield
    And "order" is 3/3

  @cr-208.2a @cr-614.12 @src-cr-208.2a
  Scenario: Lost Order of Jarkeld's controller can't choose themself as the opponent
    Given alice has Lost Order of Jarkeld in hand as "order"
    When alice casts "order"
    And the top of the stack resolves
    And "order" chooses alice for "opponent"
    Then the action is refused
