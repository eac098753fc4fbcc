@card-parts
Feature: Tokens have only the characteristics their creator defines (CR 111.3, 111.4)
  111.3: "A token doesn't have any characteristics not defined by the spell or ability that created
  it." 111.4: a token whose name the effect doesn't specify is named for its subtypes plus "Token".

  @cr-111.3 @cr-111.4 @src-cr-111.3 @src-cr-111.3-ex1
  Scenario: Jade Mage's Saproling token has no mana cost, supertypes, rules text or abilities
    Jade Mage: "{2}{G}: Create a 1/1 green Saproling creature token." The token is a 1/1 green
    Saproling creature named Saproling Token (111.4), and nothing else.
    Given alice controls Jade Mage as "mage"
    When alice activates the ability of "mage"
    And the top of the stack resolves
    And it creates "saproling"
    Then "saproling" is a token permanent
    And "saproling" is named "Saproling Token"
    And "saproling" is 1/1
    And "saproling" is green
    And "saproling" has the card types creature
    And "saproling" has the subtypes Saproling
    And "saproling" has mana cost ""
    And "saproling" has mana value 0
    And "saproling" has no supertypes
    And "saproling" has no abilities

  @cr-111.4 @cr-111.3 @src-cr-111.4 @src-cr-111.4-ex2
  Scenario: Minsc's token is named Boo: its subtype is Hamster, but neither "Hamster" nor "Token" is part of its name
    Minsc, Beloved Ranger: "When Minsc enters, create Boo, a legendary 1/1 red Hamster creature token
    with trample and haste." and "{X}: Until end of turn, target creature you control has base power and
    toughness X/X and becomes a Giant in addition to its other types. Activate only as a sorcery." Once
    Boo is on the battlefield, changing its subtypes doesn't change its name.
    Given alice has Minsc, Beloved Ranger in hand as "minsc"
    When alice casts "minsc"
    And the top of the stack resolves
    Then "minsc" triggered once
    When the top of the stack resolves
    And it creates "boo"
    Then "boo" is a token permanent
    And "boo" is named "Boo"
    And "boo" has the subtypes Hamster
    And "boo" has the supertype legendary
    And "boo" is red
    And "boo" is 1/1
    And "boo" has exactly the abilities:
      | Trample |
      | Haste   |
    When alice activates the ability of "minsc" with X = 4 targeting "boo"
    And the top of the stack resolves
    Then "boo" is 4/4
    And "boo" has the subtypes Hamster and Giant
    And "boo" is named "Boo"

  @cr-111.4 @cr-707.2 @cr-111.3 @src-cr-111.4-ex3
  Scenario: A token copy of Doomed Dissenter is named Doomed Dissenter, not Human Token
    Spitting Image: "Create a token that's a copy of target creature." Its token's characteristics
    are the copiable values of the creature targeted (707.2), so the copy of Doomed Dissenter (a 1/1
    Human) is named Doomed Dissenter — not Human Token, nor Doomed Dissenter Token — and is a Human
    with Doomed Dissenter's ability.
    Given alice has Spitting Image in hand as "image"
    And bob controls Doomed Dissenter as "dissenter"
    When alice casts "image" targeting "dissenter"
    And the top of the stack resolves
    And it creates "copy"
    Then "copy" is a token permanent
    And "copy" is named "Doomed Dissenter"
    And "copy" has the subtypes Human
    And "copy" has the card types creature
    And "copy" is black
    And "copy" is 1/1
    And "copy" has the ability "When this creature dies, create a 2/2 black Zombie creature token."
    And "copy" is controlled by alice
    And "dissenter" is named "Doomed Dissenter"

  @cr-111.4 @cr-111.3 @src-cr-111.4 @src-cr-111.4-ex1
  Scenario: Dwarven Reinforcements' tokens are each named Dwarf Berserker Token, with the creature types Dwarf and Berserker
    Dwarven Reinforcements: "Create two 2/1 red Dwarf Berserker creature tokens." The effect doesn't name
    the tokens, so each is named for its subtypes plus the word "Token" (111.4).
    Given it is alice's precombat main phase
    And alice has Dwarven Reinforcements in hand as "reinforcements"
    When alice casts "reinforcements"
    And the top of the stack resolves
    And it creates "berserker-1" and "berserker-2"
    Then "berserker-1" is a token permanent
    And "berserker-1" is named "Dwarf Berserker Token"
    And "berserker-1" has the subtypes Dwarf and Berserker
    And "berserker-1" has the card types creature
    And "berserker-1" is 2/1
    And "berserker-1" is red
    And "berserker-2" is named "Dwarf Berserker Token"
    And "berserker-2" has the subtypes Dwarf and Berserker
    And "berserker-2" is 2/1

  @cr-111.11 @cr-604.3 @cr-603.2c @src-cr-111.11 @src-cr-111.11-ex1
  Scenario: Disa the Restless creates a Tarmogoyf token: it has the characteristics of the card named Tarmogoyf in the Oracle card reference
    Disa the Restless: "Whenever one or more creatures you control deal combat damage to a player,
    create a Tarmogoyf token." The effect names the token and defines nothing else, and Tarmogoyf is
    not a predefined token (111.10), so the token has the characteristics of the card Tarmogoyf
    (111.11): named Tarmogoyf, a green Lhurgoyf creature with mana cost {1}{G} and "Tarmogoyf's power
    is equal to the number of card types among cards in all graveyards and its toughness is equal to
    that number plus 1." With an instant and a creature card in graveyards it is 2/3. Disa and Grizzly
    Bears deal combat damage to bob at once: one event, one token (603.2c).
    Given it is alice's precombat main phase
    And Tarmogoyf is in the Oracle card reference
    And alice controls Disa the Restless as "disa"
    And alice controls Grizzly Bears as "bears"
    And alice has Shock in graveyard as "shock"
    And bob has Grizzly Bears in graveyard as "bob-bears"
    When alice attacks bob with "disa" and "bears"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 13 life
    And "disa" triggered once
    When the top of the stack resolves
    And it creates "goyf"
    Then "goyf" is a token permanent
    And "goyf" is named "Tarmogoyf"
    And "goyf" is green
    And "goyf" has mana cost "{1}{G}"
    And "goyf" has the card types creature
    And "goyf" has the subtypes Lhurgoyf
    And "goyf" has no supertypes
    And "goyf" has exactly the abilities:
      | Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1. |
    And "goyf" is 2/3
    And "goyf" is controlled by alice
    And alice controls one creature token
