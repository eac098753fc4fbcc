@double-faced
Feature: Exiling a melded permanent: its controller orders the two cards' timestamps (CR 712.21b)
  712.21b: "If a player exiles a melded permanent, that player determines the relative timestamp order of
  the two cards at that time. This is an exception to the procedure described in rule 613.7m." Duplicant:
  "Imprint — When this creature enters, you may exile target nontoken creature." / "As long as a card
  exiled with this creature is a creature card, this creature has the power, toughness, and creature types
  of the last creature card exiled with it. It's still a Shapeshifter."

  @cr-712.21b @cr-607.2a @cr-613.4b @cr-712.21c @src-cr-712.21b @src-cr-712.21b-ex1
  Scenario: Duplicant exiles Chittering Host and its controller chooses Midnight Scavengers as the last creature card exiled
    Both cards are exiled with Duplicant (712.21c); alice chooses Midnight Scavengers (a 3/3 Human Rogue)
    as the one exiled last: Duplicant is a 3/3 Human Rogue Shapeshifter.
    Given it is alice's precombat main phase
    And bob controls Graf Rats // Chittering Host as "rats"
    And bob controls Midnight Scavengers // Chittering Host as "scavengers"
    And "rats" and "scavengers" are melded
    And alice has Duplicant in hand as "duplicant"
    When "duplicant" is put onto the battlefield under alice's control
    And "duplicant"'s ability targets "rats"
    Then "duplicant" triggered once
    When the top of the stack resolves
    And alice answers "yes" to the "you may" of "duplicant"
    And alice chooses that "scavengers" is the card exiled last
    Then "rats" is in exile
    And "scavengers" is in exile
    And "duplicant" is 3/3
    And "duplicant" has the subtypes Human, Rogue and Shapeshifter

  @cr-712.21b @cr-607.2a @cr-613.4b @src-cr-712.21b @src-cr-712.21b-ex1
  Scenario: Duplicant exiles Chittering Host and its controller chooses Graf Rats as the last creature card exiled
    The same exile; alice chooses Graf Rats (a 2/1 Rat) as the one exiled last: Duplicant is a 2/1 Rat
    Shapeshifter.
    Given it is alice's precombat main phase
    And bob controls Graf Rats // Chittering Host as "rats"
    And bob controls Midnight Scavengers // Chittering Host as "scavengers"
    And "rats" and "scavengers" are melded
    And alice has Duplicant in hand as "duplicant"
    When "duplicant" is put onto the battlefield under alice's control
    And "duplicant"'s ability targets "rats"
    And the top of the stack resolves
    And alice answers "yes" to the "you may" of "duplicant"
    And alice chooses that "rats" is the card exiled last
    Then "duplicant" is 2/1
    And "duplicant" has the subtypes Rat and Shapeshifter
