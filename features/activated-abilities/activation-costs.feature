@activated-abilities
Feature: An activated ability's activation cost is everything before the colon (CR 602.1a)
  602.1a: "The activation cost is everything before the colon (:). An ability's activation cost must be
  paid by the player who is activating it."

  @cr-602.1a @cr-602.2b @cr-107.4b @cr-107.5 @src-cr-602.1a @src-cr-602.1a-ex1
  Scenario: "{2}, {T}: You gain 1 life" costs two mana of any type plus tapping the permanent
    The example's ability is Fountain of Youth's ("{2}, {T}: You gain 1 life."). Alice pays its {2} with
    two green mana and taps Fountain of Youth; the ability resolves and she gains 1 life. One mana doesn't
    pay the cost, and once the Fountain is tapped its {T} can't be paid again.
    Given alice controls Fountain of Youth as "fountain"
    And alice controls Forest as "forest-1"
    And alice controls Forest as "forest-2"
    And alice controls Forest as "forest-3"
    And alice controls Forest as "forest-4"
    When alice taps "forest-1" for mana
    And alice activates the ability of "fountain" paying {G}
    Then the action is refused
    And "fountain" is untapped
    When alice taps "forest-2" for mana
    And alice activates the ability of "fountain" paying {G}{G}
    Then "fountain" is tapped
    And alice's mana pool is empty
    And the stack holds one object
    When the top of the stack resolves
    Then alice has 21 life
    When alice taps "forest-3" for mana
    And alice taps "forest-4" for mana
    And alice activates the ability of "fountain" paying {G}{G}
    Then the action is refused
    And alice's mana pool holds {G}{G}
    And alice has 21 life
