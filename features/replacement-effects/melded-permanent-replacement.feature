@replacement-effects
Feature: One replacement effect applied to a melded permanent leaving the battlefield moves both its cards (CR 712.21d)
  712.21d: "If multiple replacement effects could be applied to the event of a melded permanent leaving the
  battlefield or being put into the new zone, applying one of those replacement effects to one of the two
  cards affects both cards." Leyline of the Void: "If a card would be put into an opponent's graveyard from
  anywhere, exile it instead." Wheel of Sun and Moon: "Enchant player / If a card would be put into
  enchanted player's graveyard from anywhere, instead that card is revealed and put on the bottom of that
  player's library." 616.1: the affected object's controller chooses which applies.

  @cr-712.21d @cr-616.1 @cr-614.6 @cr-712.21 @src-cr-712.21d @src-cr-712.21d-ex1
  Scenario: Chittering Host dies under Wheel of Sun and Moon and an opponent's Leyline of the Void; its controller applies the Wheel: both cards go to the bottom of the library
    Bob controls Leyline of the Void and a Wheel of Sun and Moon enchanting alice; alice's Chittering Host
    (Midnight Scavengers and Graf Rats melded) is destroyed. Alice chooses the Wheel's effect: both cards
    are put on the bottom of her library (none into her graveyard, none exiled), below her Island, which
    she draws next turn.
    Given it is bob's precombat main phase
    And alice controls Graf Rats // Chittering Host as "rats"
    And alice controls Midnight Scavengers // Chittering Host as "scavengers"
    And "rats" and "scavengers" are melded
    And alice has Island in library as "island"
    And bob controls Leyline of the Void as "leyline"
    And bob controls Wheel of Sun and Moon as "wheel"
    And "wheel" is attached to alice
    And bob has Murder in hand as "murder"
    When bob casts "murder" targeting "rats"
    And the top of the stack resolves
    And the replacement effect of "wheel" is applied first to "rats"
    Then "rats" is in the library
    And "scavengers" is in the library
    And alice has three cards in her library
    And alice has no cards in her graveyard
    When the game proceeds to the next turn's draw step
    Then "island" is in the hand
    And "rats" is in the library
    And "scavengers" is in the library

  @cr-712.21d @cr-616.1 @cr-614.6 @cr-712.21 @src-cr-712.21d @src-cr-712.21d-ex1
  Scenario: Chittering Host dies under Wheel of Sun and Moon and an opponent's Leyline of the Void; its controller applies the Leyline: both cards are exiled
    The same board; alice chooses Leyline of the Void's effect: both Midnight Scavengers and Graf Rats
    are exiled (none into her graveyard, none into her library).
    Given it is bob's precombat main phase
    And alice controls Graf Rats // Chittering Host as "rats"
    And alice controls Midnight Scavengers // Chittering Host as "scavengers"
    And "rats" and "scavengers" are melded
    And alice has Island in library as "island"
    And bob controls Leyline of the Void as "leyline"
    And bob controls Wheel of Sun and Moon as "wheel"
    And "wheel" is attached to alice
    And bob has Murder in hand as "murder"
    When bob casts "murder" targeting "rats"
    And the top of the stack resolves
    And the replacement effect of "leyline" is applied first to "rats"
    Then "rats" is in exile
    And "scavengers" is in exile
    And alice has one card in her library
    And alice has no cards in her graveyard
