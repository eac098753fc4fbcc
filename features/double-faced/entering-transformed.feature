Feature: A double-faced spell made to enter transformed whose back face is an instant or sorcery (CR 712.13a)
  712.13a: "Some abilities may cause a double-faced spell with its front face up on the stack to enter the
  battlefield transformed or converted. If the back face of the card that represents that spell is an
  instant or sorcery face, or that spell is a copy of a double-faced card created with an instant or
  sorcery back face, it doesn't enter the battlefield, and is instead put into its owner's graveyard."
  The pieces of the rule's example, each a real card: Mycosynth Lattice ("All permanents are artifacts in
  addition to their other types."), March of the Machines ("Each noncreature artifact is an artifact
  creature with power and toughness each equal to its mana value."), Clone, Bird Admirer // Wing Shredder
  (daybound: "If it is night and this permanent is represented by a double-faced card, it enters
  transformed", 702.145b), Mystic Reflection ("Choose target nonlegendary creature. The next time one or
  more creatures or planeswalkers enter this turn, they enter as copies of the chosen creature.") and
  Invasion of Kylem // Valor's Reach Tag Team (a Siege battle whose back face is a sorcery). The Clone
  entered as a copy of Bird Admirer, a card since put into its owner's graveyard (the Clone keeps the
  copiable values it copied, and no Bird Admirer card on the battlefield transforms at night under it).

  @cr-712.13a @cr-614.12 @cr-702.145b @cr-707.5 @cr-613.8 @cr-712.9 @src-cr-712.13a @src-cr-712.13a-ex1
  Scenario: Invasion of Kylem that would enter at night as a copy of Bird Admirer is put into its owner's graveyard
    The example: Mycosynth Lattice and March of the Machines together make every permanent an artifact
    creature. It is night, but the Clone that is a copy of Bird Admirer can't transform: it isn't
    represented by a double-faced card (712.9). Mystic Reflection targets the Clone; then Invasion of Kylem
    resolves. It would enter as an artifact creature (a noncreature artifact under Mycosynth Lattice, made a
    creature by March of the Machines), and replacement effects that modify how it enters look at it as it
    would exist on the battlefield (614.12): so Mystic Reflection's effect applies and it would enter as a
    copy of Bird Admirer, with daybound. It is night and it is represented by a double-faced card, so it
    would enter transformed, with its back face up: but its back face, Valor's Reach Tag Team, is a sorcery,
    so it is put into its owner's graveyard instead (712.13a). The Clone is unchanged: a Bird Admirer, front
    face up, still at night.
    Given it is night
    And alice controls Mycosynth Lattice as "lattice"
    And alice controls March of the Machines as "march"
    And alice has Bird Admirer // Wing Shredder in her graveyard as "admirer"
    And alice controls Clone as "clone"
    And "clone" is a copy of "admirer"
    And alice has Mystic Reflection in hand as "reflection"
    And alice has Invasion of Kylem // Valor's Reach Tag Team in hand as "kylem"
    Then "clone" is named "Bird Admirer"
    And "clone" has the card types artifact and creature
    And "clone" is colorless
    When alice casts "reflection" targeting "clone"
    And the top of the stack resolves
    And alice casts "kylem"
    And the top of the stack resolves
    Then "kylem" is in its owner's graveyard
    And "reflection" is in its owner's graveyard
    And alice has three cards in her graveyard
    And the stack is empty
    And "clone" is named "Bird Admirer"
    And "clone" is 1/4
    And "clone" is on the battlefield

  @cr-712.13a @cr-702.145b @cr-614.12 @cr-707.5 @src-cr-712.13a
  Scenario: Invasion of Dominaria, whose back face is a creature, enters at night transformed as a copy of Bird Admirer
    The same game with Invasion of Dominaria // Serra Faithkeeper, a Siege whose back face is a creature
    (a permanent face), in place of Invasion of Kylem: it would enter as an artifact creature, so it
    enters as a copy of Bird Admirer (Mystic Reflection, 614.12); it is night and it is represented by a
    double-faced card, so daybound makes it enter transformed (702.145b), and as its back face isn't an
    instant or sorcery face, 712.13a doesn't apply: it is on the battlefield with its back face up, a
    copy of Bird Admirer (the copy effect gives it Bird Admirer's values, 707.2) — not a battle, so it
    has no defense counters and no protector (310.4b, 310.8a), and Invasion of Dominaria's enters
    trigger isn't among its abilities. Mystic Reflection's effect is then used up: a Grizzly Bears cast
    afterwards enters as itself.
    Given it is night
    And alice controls Mycosynth Lattice as "lattice"
    And alice controls March of the Machines as "march"
    And alice has Bird Admirer // Wing Shredder in her graveyard as "admirer"
    And alice controls Clone as "clone"
    And "clone" is a copy of "admirer"
    And alice has Mystic Reflection in hand as "reflection"
    And alice has Invasion of Dominaria // Serra Faithkeeper in hand as "dominaria"
    And alice has Grizzly Bears in hand as "bears"
    When alice casts "reflection" targeting "clone"
    And the top of the stack resolves
    And alice casts "dominaria"
    And the top of the stack resolves
    Then "dominaria" is on the battlefield
    And "dominaria" is double-faced with its back face up
    And "dominaria" is named "Bird Admirer"
    And "dominaria" has the card types artifact and creature
    And "dominaria" is 1/4
    And "dominaria" is colorless
    And "dominaria" has no counters on it
    And "dominaria" has exactly the abilities:
      | Reach    |
      | Daybound |
    And the stack is empty
    And alice has 20 life
    When alice casts "bears"
    And the top of the stack resolves
    Then "bears" is named "Grizzly Bears"
    And "bears" is 2/2
    And "bears" has the card types artifact and creature
