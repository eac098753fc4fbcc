@flip-cards
Feature: A flip card has only its normal characteristics until the permanent flips (CR 710.2)
  710.2: "In every zone other than the battlefield, and also on the battlefield before the permanent
  flips, a flip card has only the normal characteristics of the card. Once a permanent is flipped, its
  normal name, text box, type line, power, and toughness don't apply and the alternative versions of
  those characteristics apply instead." The rule's example uses Akki Lavarunner // Tok-Tok, Volcano
  Born, whose lines ("Whenever this creature deals damage to an opponent, flip it."; "If a red source
  would deal damage to a player, it deals that much damage plus 1 to that player instead.") the
  reference engine doesn't implement; this scenario shows the rule with Jushi Apprentice // Tomoya
  the Revealer (nonlegendary 1/2 // legendary 2/3) and leaves the example uncovered.

  @cr-710.2 @cr-205.4d @cr-613.4c @src-cr-710.2
  Scenario: "Legendary creatures you control get +2/+2" affects a flipped Tomoya the Revealer, not an unflipped Jushi Apprentice
    Day of Destiny: "Legendary creatures you control get +2/+2." An unflipped Jushi Apprentice is a
    nonlegendary creature, 1/2, and isn't affected; a flipped one has the alternative name, type line
    (legendary) and power and toughness (2/3) of Tomoya the Revealer, and gets +2/+2.
    Given alice controls Day of Destiny as "destiny"
    And alice controls Jushi Apprentice // Tomoya the Revealer as "jushi"
    And alice controls Jushi Apprentice // Tomoya the Revealer as "tomoya"
    And "tomoya" is flipped
    Then "jushi" is named "Jushi Apprentice"
    And "jushi" is not legendary
    And "jushi" is 1/2
    And "tomoya" is named "Tomoya the Revealer"
    And "tomoya" is legendary
    And "tomoya" is 4/5
