@layers
Feature: An effect that applies in several layers applies each part in its own layer (CR 613.6)
  613.6: "If an effect should be applied in different layers and/or sublayers, the parts of the effect
  each apply in their appropriate ones. If an effect starts to apply in one layer and/or sublayer, it
  will continue to be applied to the same set of objects in each other applicable layer and/or
  sublayer, even if the ability generating the effect is removed during this process."

  @cr-613.6 @cr-613.1b @cr-613.1f @cr-302.6 @cr-514.2 @src-cr-613.6 @src-cr-613.6-ex2
  Scenario: Act of Treason gains control of a creature (layer 2), untaps it and gives it haste (layer 6) until end of turn
    Act of Treason reads "Gain control of target creature until end of turn. Untap that creature. It
    gains haste until end of turn." Bob's tapped Grizzly Bears comes under alice's control, untapped;
    it has haste, so although it came under her control this turn it can attack (302.6). Both parts end
    in the cleanup step (514.2): in bob's next turn he controls it again and it has no haste.
    Given bob controls Grizzly Bears as "bears"
    And "bears" is tapped
    And alice has Act of Treason in hand as "treason"
    When alice casts "treason" targeting "bears"
    And the top of the stack resolves
    Then "bears" is controlled by alice
    And "bears" is untapped
    And "bears" has the ability "Haste"
    When alice attacks bob with "bears"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 18 life
    When the game proceeds to the next turn's upkeep step
    Then "bears" is controlled by bob
    And "bears" does not have the ability "Haste"
    And "bears" is untapped

  @cr-613.6 @cr-613.1e @cr-613.4c @cr-602.2b @cr-701.9a @src-cr-613.6 @src-cr-613.6-ex1
  Scenario: Wild Mongrel's "gets +1/+1 and becomes the color of your choice" is applied in layer 5 and layer 7c
    The example's effect "This creature gets +1/+1 and becomes the color of your choice until end of
    turn" is Wild Mongrel's ability ("Discard a card: This creature gets +1/+1 and becomes the color of
    your choice until end of turn."). Alice discards Grizzly Bears to activate it and chooses white as it
    resolves: the color part is applied in layer 5, so Honor of the Pure ("White creatures you control
    get +1/+1.", layer 7c) applies to it too, and the +1/+1 part in layer 7c: the green 2/2 is a white
    4/4. Both parts end in the cleanup step.
    Given alice controls Wild Mongrel as "mongrel"
    And alice controls Honor of the Pure as "honor"
    And alice has Grizzly Bears in hand as "bears"
    When alice activates the ability of "mongrel"
    And alice discards "bears" to activate it
    Then "bears" is in its owner's graveyard
    When the top of the stack resolves
    And "mongrel" chooses white for "color"
    Then "mongrel" is white
    And "mongrel" is 4/4
    When the game proceeds to the next turn's upkeep step
    Then "mongrel" is green
    And "mongrel" is 2/2

  @cr-613.6 @cr-613.1d @cr-613.4b @cr-611.2c @src-cr-613.6 @src-cr-613.6-ex3
  Scenario: "Each noncreature artifact you control becomes a 4/4 artifact creature" sets power and toughness of the same permanents in layer 7b
    The example's "All noncreature artifacts become 2/2 artifact creatures until end of turn" is, on a real
    card, Cyberdrive Awakener's "When this creature enters, each noncreature artifact you control becomes
    a 4/4 artifact creature until end of turn." The type-changing part applies to Fountain of Youth in
    layer 4, and the power/toughness-setting part to that same permanent in layer 7b, though it is no
    longer a noncreature artifact by then: it is a 4/4 artifact creature, and so it also has flying from
    "Other artifact creatures you control have flying." Ornithopter, already a creature, isn't affected.
    Given alice controls Fountain of Youth as "fountain"
    And alice controls Ornithopter as "ornithopter"
    And alice has Cyberdrive Awakener in hand as "awakener"
    When alice casts "awakener"
    And the top of the stack resolves
    Then "awakener" triggered once
    When the top of the stack resolves
    Then "fountain" has the card types artifact and creature
    And "fountain" is 4/4
    And "fountain" has the ability "Flying"
    And "ornithopter" is 0/2
    When the game proceeds to the next turn's upkeep step
    Then "fountain" has the card types artifact
    And "fountain" has no power or toughness

  @cr-613.6 @cr-613.4b @cr-613.4c @cr-613.7 @cr-604.3a @src-cr-613.6 @src-cr-613.6-ex4
  Scenario: Svogthos, the Restless Tomb animated over Animate Land and +1/+1 is 11/11, follows its graveyard, and is 4/4 when Animate Land is applied again
    The example's "Until end of turn, target land becomes a 3/3 creature that's still a land" is Animate
    Land, word for word; its "Target creature gets +1/+1 until end of turn" is Aggressive Urge's first
    line (its "Draw a card." draws alice's library card). Svogthos becomes a 3/3 (layers 4 and 7b), then a
    4/4 (7c). Its ability "Until end of turn, this land becomes a black and green Plant Zombie creature
    with 'This creature's power and toughness are each equal to the number of creature cards in your
    graveyard.' It's still a land." (layers 4, 5 and 7b, a later timestamp) makes it an 11/11 with ten
    creature cards in alice's graveyard; a creature card entering her graveyard makes it 12/12; a second
    Animate Land, later still, makes it a 4/4 land creature again.
    Given alice controls Svogthos, the Restless Tomb as "svogthos"
    And alice controls Runeclaw Bear as "runeclaw"
    And alice has Grizzly Bears in graveyard as "dead-1"
    And alice has Grizzly Bears in graveyard as "dead-2"
    And alice has Grizzly Bears in graveyard as "dead-3"
    And alice has Grizzly Bears in graveyard as "dead-4"
    And alice has Grizzly Bears in graveyard as "dead-5"
    And alice has Grizzly Bears in graveyard as "dead-6"
    And alice has Grizzly Bears in graveyard as "dead-7"
    And alice has Grizzly Bears in graveyard as "dead-8"
    And alice has Grizzly Bears in graveyard as "dead-9"
    And alice has Grizzly Bears in graveyard as "dead-10"
    And alice has Grizzly Bears in library as "card"
    And alice has Animate Land in hand as "animate-1"
    And alice has Animate Land in hand as "animate-2"
    And alice has Aggressive Urge in hand as "urge"
    And alice has Shock in hand as "shock"
    When alice casts "animate-1" targeting "svogthos"
    And the top of the stack resolves
    Then "svogthos" has the card types land and creature
    And "svogthos" is 3/3
    When alice casts "urge" targeting "svogthos"
    And the top of the stack resolves
    Then "svogthos" is 4/4
    And "card" is in its owner's hand
    When alice activates the ability of "svogthos"
    And the top of the stack resolves
    Then "svogthos" is 11/11
    And "svogthos" is black and green
    And "svogthos" has the subtypes Plant and Zombie
    And "svogthos" has the card types land and creature
    And "svogthos" has the ability "This creature's power and toughness are each equal to the number of creature cards in your graveyard."
    When alice casts "shock" targeting "runeclaw"
    And the top of the stack resolves
    Then "runeclaw" is in its owner's graveyard
    And "svogthos" is 12/12
    When alice casts "animate-2" targeting "svogthos"
    And the top of the stack resolves
    Then "svogthos" is 4/4
    And "svogthos" has the card types land and creature
