@double-faced
Feature: Melding a meld pair into one permanent, and that permanent leaving the battlefield (CR 701.42, 712.4, 712.21)
  701.42a: "To meld the two cards in a meld pair, put them onto the battlefield with their back faces up
  and combined. The resulting permanent is a single object represented by two cards." 701.42b: "Only two
  cards belonging to the same meld pair can be melded. Tokens, cards that aren't meld cards, or meld cards
  that don't form a meld pair can't be melded." 701.42c: "If an effect instructs a player to meld objects
  that can't be melded, they stay in their current zone." 712.21: "If a melded permanent leaves the
  battlefield, one permanent leaves the battlefield and two cards are put into the appropriate zone."
  Graf Rats: "At the beginning of combat on your turn, if you both own and control this creature and a
  creature named Midnight Scavengers, exile them, then meld them into Chittering Host." (712.5a).
  Chittering Host is a 5/6 black Eldrazi Horror with haste, menace and "When this creature enters, other
  creatures you control get +1/+0 and gain menace until end of turn."

  @cr-712.21 @cr-701.42a @cr-712.4a @cr-712.8g @cr-712.14c @cr-603.4 @src-cr-712.21 @src-cr-712.21-ex1
  Scenario: Chittering Host dies: "whenever a creature dies" triggers once, "whenever a card is put into a graveyard from anywhere" twice
    Graf Rats' ability melds it and Midnight Scavengers at the beginning of alice's combat: one
    permanent, Chittering Host, 5/6, mana value 7 (2 + 5, 712.8g), represented by both cards. Bob
    destroys it with Murder ("Destroy target creature."). The example's "whenever a creature dies"
    ability is Lumberknot's "Whenever a creature dies, put a +1/+1 counter on this creature." (it
    triggers once); its "whenever a card is put into a graveyard from anywhere" ability is Vulturous
    Zombie's "Whenever a card is put into an opponent's graveyard from anywhere, put a +1/+1 counter on
    this creature." (Vulturous Zombie is bob's; both cards go to alice's graveyard: it triggers twice).
    Given it is alice's precombat main phase
    And alice controls Graf Rats // Chittering Host as "rats"
    And alice controls Midnight Scavengers // Chittering Host as "scavengers"
    And alice controls Grizzly Bears as "bears"
    And bob controls Lumberknot as "lumberknot"
    And bob controls Vulturous Zombie as "zombie"
    And bob has Murder in hand as "murder"
    When the game proceeds to the beginning of combat step
    Then "rats" triggered once
    When the top of the stack resolves
    Then "rats" and "scavengers" are melded
    And "rats" is on the battlefield
    And "scavengers" is on the battlefield
    And "rats" is named "Chittering Host"
    And "scavengers" is named "Chittering Host"
    And "rats" is 5/6
    And "rats" has mana value 7
    And "rats" is double-faced with its back face up
    And alice controls two creatures
    And "rats" triggered once
    When the top of the stack resolves
    Then "bears" is 3/2
    When bob casts "murder" targeting "rats"
    And the top of the stack resolves
    And bob puts the triggered abilities on the stack in this order:
      | lumberknot |
      | zombie     |
      | zombie     |
    Then "rats" is in the graveyard
    And "scavengers" is in the graveyard
    And "rats" and "scavengers" are not melded
    And "rats" is named "Graf Rats"
    And "scavengers" is named "Midnight Scavengers"
    And alice has two cards in her graveyard
    And "lumberknot" triggered once
    And "zombie" triggered twice
    When the stack resolves
    Then "lumberknot" has one +1/+1 counter on it
    And "zombie" has two +1/+1 counters on it

  @cr-701.42c @cr-701.42b @cr-704.5d @cr-111.7 @src-cr-701.42c @src-cr-701.42c-ex1
  Scenario: Midnight Scavengers and a token that's a copy of Graf Rats are exiled but can't be melded
    The token copying Graf Rats has its meld ability (707.2) and alice owns and controls it, so the
    ability triggers and exiles both; a token can't be melded (701.42b): Midnight Scavengers stays
    exiled and the token, outside the battlefield, ceases to exist (704.5d).
    Given it is alice's precombat main phase
    And alice controls Graf Rats // Chittering Host as "rat-token"
    And "rat-token" is a token
    And alice controls Midnight Scavengers // Chittering Host as "scavengers"
    When the game proceeds to the beginning of combat step
    Then "rat-token" triggered once
    When the top of the stack resolves
    Then "scavengers" is in exile
    And "scavengers" is named "Midnight Scavengers"
    And "rat-token" no longer exists
    And alice controls no creatures

  @cr-712.21c @cr-400.7 @cr-603.7 @cr-712.14 @src-cr-712.21c @src-cr-712.21c-ex1
  Scenario: Otherworldly Journey exiles Chittering Host and returns both Midnight Scavengers and Graf Rats with a +1/+1 counter each
    Otherworldly Journey: "Exile target creature. At the beginning of the next end step, return that card
    to the battlefield under its owner's control with a +1/+1 counter on it." Alice casts it on bob's
    Chittering Host. "That card" finds both cards the permanent became in exile; each returns as its own
    permanent, front face up (712.14), with a +1/+1 counter: Graf Rats 3/2, Midnight Scavengers 4/4.
    Given it is alice's precombat main phase
    And bob controls Graf Rats // Chittering Host as "rats"
    And bob controls Midnight Scavengers // Chittering Host as "scavengers"
    And "rats" and "scavengers" are melded
    And alice has Otherworldly Journey in hand as "journey"
    When alice casts "journey" targeting "rats"
    And the top of the stack resolves
    Then "rats" is in exile
    And "scavengers" is in exile
    And bob controls no creatures
    When the game proceeds to the end step
    And the stack resolves
    Then "rats" is on the battlefield
    And "scavengers" is on the battlefield
    And "rats" and "scavengers" are not melded
    And "rats" is named "Graf Rats"
    And "rats" is controlled by bob
    And "rats" has one +1/+1 counter on it
    And "rats" is 3/2
    And "scavengers" is named "Midnight Scavengers"
    And "scavengers" is controlled by bob
    And "scavengers" has one +1/+1 counter on it
    And "scavengers" is 4/4
    And bob controls two creatures

  @cr-712.21c @cr-603.10a @cr-400.7 @src-cr-712.21c @src-cr-712.21c-ex2
  Scenario: False Demise returns both Midnight Scavengers and Graf Rats when Chittering Host dies
    False Demise: "Enchant creature / When enchanted creature dies, return that card to the battlefield
    under your control." Alice's False Demise enchants bob's Chittering Host; bob destroys it with
    Murder. The trigger's "that card" finds both cards in bob's graveyard: both return, under alice's
    control, as two permanents.
    Given it is bob's precombat main phase
    And bob controls Graf Rats // Chittering Host as "rats"
    And bob controls Midnight Scavengers // Chittering Host as "scavengers"
    And "rats" and "scavengers" are melded
    And alice controls False Demise as "demise"
    And "demise" is attached to "rats"
    And bob has Murder in hand as "murder"
    When bob casts "murder" targeting "rats"
    And the top of the stack resolves
    Then "demise" triggered once
    And "rats" is in the graveyard
    And "scavengers" is in the graveyard
    When the top of the stack resolves
    Then "rats" is on the battlefield
    And "scavengers" is on the battlefield
    And "rats" is controlled by alice
    And "scavengers" is controlled by alice
    And "rats" is named "Graf Rats"
    And "scavengers" is named "Midnight Scavengers"
    And "rats" and "scavengers" are not melded
    And alice controls two creatures
    And bob has one card in his graveyard
    And "murder" is in the graveyard

  @cr-712.21c @cr-608.2d @cr-607.2a @src-cr-712.21c @src-cr-712.21c-ex3
  Scenario: Mimic Vat's "you may exile that card" for Chittering Host is one choice for both cards
    Mimic Vat: "Imprint — Whenever a nontoken creature dies, you may exile that card. If you do, return
    each other card exiled with this artifact to its owner's graveyard." Chittering Host dies: the
    ability triggers once; as it resolves, its controller makes a single choice, and both Midnight
    Scavengers and Graf Rats are exiled (a second choice would be missing from the fixture).
    Given it is bob's precombat main phase
    And alice controls Mimic Vat as "vat"
    And bob controls Graf Rats // Chittering Host as "rats"
    And bob controls Midnight Scavengers // Chittering Host as "scavengers"
    And "rats" and "scavengers" are melded
    And alice has Murder in hand as "murder"
    When alice casts "murder" targeting "rats"
    And the top of the stack resolves
    Then "vat" triggered once
    And "rats" is in the graveyard
    And "scavengers" is in the graveyard
    When the top of the stack resolves
    And alice answers "yes" to the "you may" of "vat"
    Then "rats" is in exile
    And "scavengers" is in exile
    And bob has no cards in his graveyard

  @cr-712.21c @cr-608.2d @src-cr-712.21c @src-cr-712.21c-ex3
  Scenario: Declining Mimic Vat's "you may exile that card" for Chittering Host leaves both cards in the graveyard
    The same single choice, declined: neither Midnight Scavengers nor Graf Rats is exiled.
    Given it is bob's precombat main phase
    And alice controls Mimic Vat as "vat"
    And bob controls Graf Rats // Chittering Host as "rats"
    And bob controls Midnight Scavengers // Chittering Host as "scavengers"
    And "rats" and "scavengers" are melded
    And alice has Murder in hand as "murder"
    When alice casts "murder" targeting "rats"
    And the top of the stack resolves
    And the top of the stack resolves
    And alice answers "no" to the "you may" of "vat"
    Then "rats" is in the graveyard
    And "scavengers" is in the graveyard
    And bob has two cards in his graveyard
