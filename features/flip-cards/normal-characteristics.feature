@flip-cards
Feature: A flip card has only its normal characteristics until the permanent flips (CR 710.2)
  710.2: "In every zone other than the battlefield, and also on the battlefield before the permanent
  flips, a flip card has only the normal characteristics of the card. Once a permanent is flipped, its
  normal name, text box, type line, power, and toughness don't apply and the alternative versions of
  those characteristics apply instead." The rule's example uses Akki Lavarunner // Tok-Tok, Volcano
  Born (the first scenarios); the last one shows the rule again with Jushi Apprentice // Tomoya the
  Revealer (nonlegendary 1/2 // legendary 2/3).

  @cr-710.2 @cr-701.23a @cr-701.23b @src-cr-710.2 @src-cr-710.2-ex1
  Scenario: "Search your library for a legendary card" can't find Akki Lavarunner
    Captain Sisay: "{T}: Search your library for a legendary card, reveal that card, put it into your
    hand, then shuffle." In the library, Akki Lavarunner has only its normal characteristics: it is a
    nonlegendary creature card, though its flipped half, Tok-Tok, Volcano Born, is legendary. The
    search can't find it; it finds the legendary Captain Sisay.
    Given alice controls Captain Sisay as "sisay"
    And alice has Akki Lavarunner // Tok-Tok, Volcano Born in library as "akki"
    And alice has Captain Sisay in library as "other-sisay"
    When alice activates the ability of "sisay"
    And the top of the stack resolves
    And alice searches her library and finds "akki"
    Then the action is refused
    When the top of the stack resolves
    And alice searches her library and finds "other-sisay"
    Then "other-sisay" is in its owner's hand
    And "akki" is in its owner's library
    And "akki" is named "Akki Lavarunner"
    And "akki" is not legendary

  @cr-710.2 @cr-710.4 @cr-613.4c @cr-510.2 @src-cr-710.2 @src-cr-710.2-ex1
  Scenario: "Legendary creatures you control get +2/+2" doesn't affect Akki Lavarunner, but affects it once it flips into Tok-Tok
    The example's "Legendary creatures get +2/+2" is shown with Day of Destiny, "Legendary creatures
    you control get +2/+2." (no real card gives every player's legendary creatures +2/+2; alice
    controls the creature here, so the outcome is the same). Akki Lavarunner ({3}{R}, 1/1, haste):
    "Whenever this creature deals damage to an opponent, flip it." Unflipped, it is a nonlegendary 1/1
    and isn't affected; it deals 1 combat damage to bob and flips into Tok-Tok, Volcano Born, a
    legendary 2/2: now it gets +2/+2.
    Given alice controls Day of Destiny as "destiny"
    And alice controls Akki Lavarunner // Tok-Tok, Volcano Born as "akki"
    Then "akki" is named "Akki Lavarunner"
    And "akki" is not legendary
    And "akki" is 1/1
    When alice attacks bob with "akki"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 19 life
    When the top of the stack resolves
    Then "akki" is named "Tok-Tok, Volcano Born"
    And "akki" is legendary
    And "akki" is 4/4

  @cr-710.2 @cr-614.1a @cr-614.5 @cr-704.5j @src-cr-710.2
  Scenario: A flipped Tok-Tok, Volcano Born adds 1 to the damage each red source deals to a player
    Tok-Tok, Volcano Born: "Protection from red" and "If a red source would deal damage to a player,
    it deals that much damage plus 1 to that player instead." The flipped 2/2 red creature deals
    2 + 1 = 3 combat damage to bob; the unflipped Akki Lavarunner, a red source too, deals 1 + 1 = 2
    (it has neither of Tok-Tok's abilities itself), and its trigger flips it: alice then controls two
    legendary permanents named Tok-Tok, Volcano Born and keeps one of them (704.5j).
    Given alice controls Akki Lavarunner // Tok-Tok, Volcano Born as "tok-tok"
    And "tok-tok" is flipped
    And alice controls Akki Lavarunner // Tok-Tok, Volcano Born as "akki"
    Then "akki" is named "Akki Lavarunner"
    When alice attacks bob with "tok-tok" and "akki"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 15 life
    When the top of the stack resolves
    And alice keeps "akki" under the legend rule
    Then "akki" is named "Tok-Tok, Volcano Born"
    And "tok-tok" is in its owner's graveyard

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
