@card-parts
Feature: Choosing a card name with certain characteristics (CR 201.4a)
  201.4a: "If a player is instructed to choose a card name with certain characteristics, the player
  must choose the name of a card whose Oracle text matches those characteristics."

  @cr-201.4a @cr-108.1 @src-cr-201.4a @src-cr-201.4a-ex1
  Scenario: Dispossess can't name Island, even with an Island turned into an artifact; it can name an artifact card
    Dispossess: "Choose an artifact card name. Search target opponent's graveyard, hand, and library for
    any number of cards with the chosen name and exile them. Then that player shuffles." Liquimetal
    Coating ("{T}: Target permanent becomes an artifact in addition to its other types until end of
    turn.") makes bob's Island an artifact: the name Island still can't be chosen. Howling Mine, an
    artifact card, can. (That any artifact card may be named, even one not legal in the format, is not
    something a game state shows.)
    Given bob controls Island as "island"
    And bob has Howling Mine in graveyard as "mine-graveyard"
    And bob has Howling Mine in library as "mine-library"
    And alice controls Liquimetal Coating as "coating"
    And alice has Dispossess in hand as "dispossess"
    When alice activates the ability of "coating" targeting "island"
    And the top of the stack resolves
    Then "island" has the card types land and artifact
    When alice casts "dispossess" targeting bob
    And the top of the stack resolves
    And "dispossess" chooses Island for "card_name"
    Then the action is refused
    When the top of the stack resolves
    And "dispossess" chooses Howling Mine for "card_name"
    And alice searches and finds "mine-graveyard" and "mine-library"
    Then "mine-graveyard" is in exile
    And "mine-library" is in exile
    And "island" is on the battlefield
