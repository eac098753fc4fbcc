@activated-abilities
Feature: Exhaust abilities activated as though they hadn't been (CR 702.177)
  702.177a: "An exhaust ability is a special kind of activated ability. "Exhaust — [Cost]: [Effect]" means
  "[Cost]: [Effect]. Activate only once."" 702.177b: "An effect may allow you to take an action as long as
  you haven't activated an exhaust ability this turn. Such an effect allows that action only if you haven't
  begun to activate an exhaust ability this turn."

  @cr-702.177b @cr-702.177a @cr-602.2a @cr-602.2b @cr-601.2g @src-cr-702.177b @src-cr-702.177b-ex1
  Scenario: Loot's exhaust mana ability can't be activated while Elvish Refueler's exhaust ability is being activated
    Elvish Refueler: "During your turn, as long as you haven't activated an exhaust ability this turn, you
    may activate exhaust abilities as though they haven't been activated. / Exhaust — {1}{G}: Put a +1/+1
    counter on this creature." Loot, the Pathfinder: "Exhaust — {G}, {T}: Add three mana of any one
    color." (among its other abilities). Both abilities were activated in alice's previous turn. In her
    next turn she begins to activate Refueler's exhaust ability (allowed: she hasn't begun to activate an
    exhaust ability this turn) and, while paying its cost, tries to activate Loot's mana ability: she has
    now begun to activate an exhaust ability, so Refueler's effect doesn't apply to Loot's, which was
    already activated — the activation is refused. Activated alone, Refueler's exhaust ability is allowed
    again; after it, Loot's isn't.
    Given it is alice's precombat main phase
    And alice controls Elvish Refueler as "refueler"
    And alice controls Loot, the Pathfinder as "loot"
    And alice controls Forest as "f1"
    And alice controls Forest as "f2"
    And alice controls Forest as "f3"
    And alice has Grizzly Bears in library as "card-a"
    And bob has Grizzly Bears in library as "card-b"
    When alice taps "f1" for mana
    And alice taps "f2" for mana
    And alice activates the ability of "refueler" paying {G}{G}
    And the stack resolves
    Then "refueler" has one +1/+1 counter on it
    When alice taps "f3" for mana
    And alice activates the mana ability of "loot" paying {G} for green mana
    Then alice's mana pool holds {G}{G}{G}
    When the game proceeds to the next turn's draw step
    And the game proceeds to the next turn's draw step
    And the phase ends
    Then it is alice's precombat main phase
    When alice taps "f1" for mana
    And alice activates the ability of "refueler" paying {G}{G}
    And alice activates the mana ability of "loot" paying {G} for green mana during the payment
    Then the action is refused
    And "loot" is untapped
    And "refueler" has one +1/+1 counter on it
    When alice taps "f2" for mana
    And alice activates the ability of "refueler" paying {G}{G}
    And the stack resolves
    Then "refueler" has two +1/+1 counters on it
    When alice taps "f3" for mana
    And alice activates the mana ability of "loot" paying {G} for green mana
    Then the action is refused
    And "loot" is untapped
