@prevention-effects
Feature: A prevention effect must exist before the damage it prevents (CR 615.4)
  615.4: "Prevention effects must exist before the appropriate damage event occurs—they can't 'go back
  in time' and change something that's already happened. Spells or abilities that generate these
  effects are often cast or activated in response to whatever would produce the event and thus resolve
  before that event would occur."

  @cr-615.4 @cr-615.7 @src-cr-615.4 @src-cr-615.4-ex1
  Scenario: Damage prevention cast in response to a damage spell prevents its damage
    The example's prevention ability is Mending Hands ("Prevent the next 4 damage that would be dealt to
    any target this turn."), cast in response to Lightning Bolt ("Lightning Bolt deals 3 damage to any
    target."). Mending Hands resolves first; when Lightning Bolt resolves, its 3 damage is prevented.
    Given alice has Mending Hands in hand as "hands"
    And bob has Lightning Bolt in hand as "bolt"
    When bob casts "bolt" targeting alice
    And alice casts "hands" targeting alice
    Then the stack holds two objects
    When the top of the stack resolves
    And the top of the stack resolves
    Then alice has 20 life
    And the stack is empty

  @cr-615.4 @cr-615.7 @src-cr-615.4 @src-cr-615.4-ex1
  Scenario: Once the damage spell has resolved, it is too late to prevent its damage
    Lightning Bolt resolves and deals its 3 damage; Mending Hands, cast afterwards, can't go back in
    time: alice stays at 17 life (its shield would prevent only the next damage).
    Given alice has Mending Hands in hand as "hands"
    And bob has Lightning Bolt in hand as "bolt"
    When bob casts "bolt" targeting alice
    And the top of the stack resolves
    Then alice has 17 life
    When alice casts "hands" targeting alice
    And the top of the stack resolves
    Then alice has 17 life
    And the stack is empty
