@replacement-effects
Feature: Replacement effects that modify how a permanent enters the battlefield (CR 614.12)
  614.12: "Some replacement effects modify how a permanent enters the battlefield. ... To determine which
  replacement effects apply and how they apply, check the characteristics of the permanent as it would
  exist on the battlefield ..." A permanent's own static ability that affects permanents entering
  doesn't apply to itself: it isn't on the battlefield yet as it enters.

  @cr-614.12 @cr-614.1c @src-cr-614.12 @src-cr-614.12-ex3
  Scenario: Orb of Dreams, "Permanents enter tapped.", enters untapped itself; a permanent entering later enters tapped
    Given alice has Orb of Dreams in hand as "orb"
    And alice has Grizzly Bears in hand as "bears"
    When alice casts "orb"
    And the top of the stack resolves
    Then "orb" is on the battlefield
    And "orb" is untapped
    When alice casts "bears"
    And the top of the stack resolves
    Then "bears" is on the battlefield
    And "bears" is tapped

  @cr-614.12 @cr-613.1f @cr-609.2 @src-cr-614.12 @src-cr-614.12-ex2
  Scenario: With Yixlid Jailer, a Scarwood Treefolk put onto the battlefield from a graveyard enters tapped
    Yixlid Jailer says "Cards in graveyards lose all abilities."; Scarwood Treefolk says "This creature
    enters tapped.". In the graveyard the Treefolk card has no abilities, but whether the replacement
    effect applies is decided from the permanent as it would exist on the battlefield, where it has
    the ability: it enters tapped.
    Given bob controls Yixlid Jailer as "jailer"
    And alice has Scarwood Treefolk in graveyard as "treefolk"
    Then "treefolk" has no abilities
    When "treefolk" is put onto the battlefield under alice's control
    Then "treefolk" is on the battlefield
    And "treefolk" is tapped
    And "treefolk" has the ability "This creature enters tapped."

  @cr-614.12 @cr-707.6 @cr-111.1 @src-cr-614.12 @src-cr-614.12-ex1
  Scenario: A token created as a copy of Voice of All gets its own color chosen as it is created
    Voice of All says "As this creature enters, choose a color." and "This creature has protection from
    the chosen color."; bob's chose red. The effect that creates a token that's a copy of it is Dance of
    Many's ("When this enchantment enters, create a token that's a copy of target nontoken creature.").
    As the token is created, its controller, alice, chooses blue for it (the original's choice isn't
    copied, 707.6): bob's blue Unsummon can't target the token, while his red Shock can.
    Given bob controls Voice of All as "voice"
    And "voice" chose red for "color"
    And alice has Dance of Many in hand as "dance"
    And bob has Unsummon in hand as "unsummon"
    And bob has Shock in hand as "shock"
    When alice casts "dance"
    And the top of the stack resolves
    And "dance"'s ability targets "voice"
    And the top of the stack resolves
    And it creates "token"
    And "token" chooses blue for "color"
    Then "token" is named "Voice of All"
    And "token" is controlled by alice
    When bob casts "unsummon" targeting "token"
    Then the action is refused
    When bob casts "shock" targeting "token"
    And the top of the stack resolves
    Then "token" no longer exists

  @cr-614.13a @cr-614.12 @cr-607.2a @src-cr-614.13a @src-cr-614.13a-ex1
  Scenario: Sutured Ghoul entering from the graveyard with Runeclaw Bear can't exile it
    Sutured Ghoul reads "As this creature enters, exile any number of creature cards from your graveyard."
    and "Sutured Ghoul's power is equal to the total power of the exiled cards and its toughness is equal
    to their total toughness." Rise of the Dark Realms ("Put all creature cards from all graveyards onto
    the battlefield under your control.") puts Sutured Ghoul and Runeclaw Bear onto the battlefield at
    the same time: Runeclaw Bear can't be chosen for Sutured Ghoul's replacement effect. Exiling nothing,
    Sutured Ghoul is 0/0 and is put into the graveyard (704.5f); Runeclaw Bear stays.
    Given alice has Sutured Ghoul in graveyard as "ghoul"
    And alice has Runeclaw Bear in graveyard as "runeclaw"
    And alice has Rise of the Dark Realms in hand as "rise"
    When alice casts "rise"
    And the top of the stack resolves
    And "ghoul" exiles "runeclaw" as it enters
    Then the action is refused
    When the top of the stack resolves
    And "ghoul" exiles nothing as it enters
    Then "runeclaw" is on the battlefield
    And "runeclaw" is controlled by alice
    And "ghoul" is in its owner's graveyard

  @cr-614.13a @cr-614.12 @cr-607.2a @cr-604.3 @src-cr-614.13a
  Scenario: Sutured Ghoul cast from hand exiles creature cards from its controller's graveyard and has their total power and toughness
    Given alice has Sutured Ghoul in hand as "ghoul"
    And alice has Grizzly Bears in graveyard as "bears"
    And alice has Hill Giant in graveyard as "giant"
    When alice casts "ghoul"
    And the top of the stack resolves
    And "ghoul" exiles "bears" and "giant" as it enters
    Then "ghoul" is on the battlefield
    And "ghoul" is 5/5
    And "bears" is in exile
    And "giant" is in exile
