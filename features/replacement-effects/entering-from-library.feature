@replacement-effects
Feature: A replacement effect exiling from a library skips the card entering from it (CR 614.13c)
  614.13c: "While applying a replacement effect that modifies how a permanent enters the battlefield,
  another replacement effect may cause a player to mill cards or exile cards from the top of a
  library. In that case, any card that is entering the battlefield from that library won't be
  included in that effect, even though those cards are in the library as the effect is applied."
  The example's cards are real: Ashiok, Wicked Manipulator ("If you would pay life while your library
  has at least that many cards in it, exile that many cards from the top of your library instead.")
  and Breeding Pool ("As this land enters, you may pay 2 life. If you don't, it enters tapped."). The
  effect that lets alice play Breeding Pool from the top of her library is Courser of Kruphix's "You
  may play lands from the top of your library." Ashiok's replacement applies to every payment of life
  its controller makes (614.1a, 119.4) — here also Dismember's Phyrexian mana paid with life (107.4f)
  — and only while the library has at least that many cards: with fewer, the life is paid.

  @cr-614.13c @cr-614.12 @cr-614.1a @cr-119.4 @cr-305.1 @src-cr-614.13c @src-cr-614.13c-ex1
  Scenario: Breeding Pool played from the top of the library under Ashiok exiles the next two cards, not itself
    Breeding Pool is the top card of alice's library, with Swamp, Forest and Island under it. She plays it
    by Courser of Kruphix's permission and pays 2 life as it enters: Ashiok's replacement ignores Breeding
    Pool, which is entering the battlefield, and exiles the next two cards (Swamp and Forest) instead.
    Her life total doesn't change and Breeding Pool enters untapped. (Courser's landfall trigger, "you
    gain 1 life", then resolves: 21 life.)
    Given it is alice's precombat main phase
    And alice controls Ashiok, Wicked Manipulator as "ashiok"
    And "ashiok" has five loyalty counters on it
    And alice controls Courser of Kruphix as "courser"
    And alice has Island in library as "island"
    And alice has Forest in library as "forest"
    And alice has Swamp in library as "swamp"
    And alice has Breeding Pool in library as "pool"
    When alice plays "pool"
    And alice answers "yes" to the "you may" of "pool"
    Then "pool" is on the battlefield
    And "pool" is untapped
    And "swamp" is in exile
    And "forest" is in exile
    And "island" is in the library
    And alice has one card in her library
    And alice has 20 life
    When the stack resolves
    Then alice has 21 life

  @cr-614.13c @cr-614.12 @cr-614.1c @src-cr-614.13c
  Scenario: Breeding Pool played from the top of the library without paying life enters tapped and nothing is exiled
    Given it is alice's precombat main phase
    And alice controls Ashiok, Wicked Manipulator as "ashiok"
    And "ashiok" has five loyalty counters on it
    And alice controls Courser of Kruphix as "courser"
    And alice has Island in library as "island"
    And alice has Forest in library as "forest"
    And alice has Swamp in library as "swamp"
    And alice has Breeding Pool in library as "pool"
    When alice plays "pool"
    And alice answers "no" to the "you may" of "pool"
    Then "pool" is on the battlefield
    And "pool" is tapped
    And "swamp" is in the library
    And "forest" is in the library
    And alice has three cards in her library
    And alice has 20 life

  @cr-614.13c @cr-614.1a @cr-119.4 @cr-107.4f @src-cr-614.13c
  Scenario: Under Ashiok, 4 life paid for Dismember's Phyrexian mana exiles the top four cards of the library instead
    Ashiok's replacement isn't about entering permanents: it applies to any payment of life by its
    controller. Dismember ({1}{B/P}{B/P}) is cast paying {C} and 4 life; with five cards in alice's
    library, the top four are exiled instead and her life total stays 20.
    Given alice controls Ashiok, Wicked Manipulator as "ashiok"
    And "ashiok" has five loyalty counters on it
    And alice controls Wastes as "wastes"
    And bob controls Southern Elephant as "elephant"
    And alice has Dismember in hand as "dismember"
    And alice has Island in library as "card-5"
    And alice has Island in library as "card-4"
    And alice has Island in library as "card-3"
    And alice has Island in library as "card-2"
    And alice has Island in library as "card-1"
    When alice taps "wastes" for mana
    And alice casts "dismember" paying {C} and 4 life targeting "elephant"
    Then alice has 20 life
    And "card-1" is in exile
    And "card-4" is in exile
    And "card-5" is in the library
    When the top of the stack resolves
    Then "elephant" is in its owner's graveyard

  @cr-614.13c @cr-614.1a @cr-119.4 @cr-107.4f @src-cr-614.13c
  Scenario: Under Ashiok, with fewer cards in the library than the life paid, the life is paid
    "While your library has at least that many cards in it": with three cards, paying 4 life for
    Dismember isn't replaced — alice goes to 16 life and her library is untouched.
    Given alice controls Ashiok, Wicked Manipulator as "ashiok"
    And "ashiok" has five loyalty counters on it
    And alice controls Wastes as "wastes"
    And bob controls Southern Elephant as "elephant"
    And alice has Dismember in hand as "dismember"
    And alice has Island in library as "card-3"
    And alice has Island in library as "card-2"
    And alice has Island in library as "card-1"
    When alice taps "wastes" for mana
    And alice casts "dismember" paying {C} and 4 life targeting "elephant"
    Then alice has 16 life
    And alice has three cards in her library
    When the top of the stack resolves
    Then "elephant" is in its owner's graveyard
