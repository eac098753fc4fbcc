@replacement-effects
Feature: A replacement effect on an event contained in another is chosen after the one on the outer event (CR 616.1g)
  616.1g: "While following the steps in 616.1a-f, one replacement or prevention effect may apply to an
  event, and another may apply to an event contained within the first event. In this case, the second
  effect can't be chosen until after the first effect has been chosen."

  @cr-616.1g @cr-614.1a @cr-614.12 @cr-111.1 @src-cr-616.1g @src-cr-616.1g-ex1
  Scenario: A token copy of Voice of All created under a token doubler: two tokens, each with its own color chosen
    The example's Doubling Season ability "If an effect would create one or more tokens under your
    control, it creates twice that many of those tokens instead." is Anointed Procession's, word for
    word. Dance of Many ("When this enchantment enters, create a token that's a copy of target nontoken
    creature.") would create one token copy of Voice of All ("As this creature enters, choose a color."
    / "This creature has protection from the chosen color."). Anointed Procession's effect on creating
    the tokens applies first: two tokens are created; then each one's "as enters" choice is made as it
    enters: blue for the first, red for the second.
    Given alice controls Anointed Procession as "procession"
    And bob controls Voice of All as "voice"
    And "voice" chose white for "color"
    And alice has Dance of Many in hand as "dance"
    And bob has Unsummon in hand as "unsummon"
    And bob has Shock in hand as "shock-1"
    And bob has Shock in hand as "shock-2"
    When alice casts "dance"
    And the top of the stack resolves
    And "dance"'s ability targets "voice"
    And the top of the stack resolves
    And it creates "token-1" and "token-2"
    And "token-1" chooses blue for "color"
    And "token-2" chooses red for "color"
    Then alice controls two creature tokens
    And "token-1" is named "Voice of All"
    And "token-2" is named "Voice of All"
    When bob casts "unsummon" targeting "token-1"
    Then the action is refused
    When bob casts "shock-1" targeting "token-2"
    Then the action is refused
    When bob casts "shock-2" targeting "token-1"
    And the top of the stack resolves
    Then "token-1" no longer exists
    And "token-2" is on the battlefield

  @cr-616.1 @cr-616.1e @cr-616.1f @cr-614.6 @src-cr-616.1f @src-cr-616.1f-ex1
  Scenario Outline: A destroyed creature with its own graveyard replacement and Rest in Peace: its controller applies the effect of <first> first, the other does nothing
    The example's enchantment "If a card would be put into a graveyard from anywhere, instead exile it" is
    Rest in Peace ("If a card or token would be put into a graveyard from anywhere, exile it instead.");
    its creature "If this creature would die, instead shuffle it into its owner's library" is Progenitus
    ("If Progenitus would be put into a graveyard from anywhere, reveal Progenitus and shuffle it into its
    owner's library instead.", which covers dying). Day of Judgment destroys Progenitus (protection from
    everything doesn't stop "destroy all"); alice, its controller, chooses which replacement effect
    applies first; the event is then no longer one of being put into a graveyard, so the other does
    nothing. Day of Judgment itself goes to exile instead of alice's graveyard (Rest in Peace).
    Given alice controls Rest in Peace as "rip"
    And alice controls Progenitus as "progenitus"
    And alice has Day of Judgment in hand as "judgment"
    When alice casts "judgment"
    And the top of the stack resolves
    And the replacement effect of "<first>" is applied first to "progenitus"
    Then "progenitus" is in <zone>
    And "judgment" is in exile
    And alice has no cards in graveyard

    Examples:
      | first      | zone                 |
      | rip        | exile                |
      | progenitus | its owner's library  |

  @cr-616.1c @cr-616.1f @cr-614.12 @cr-707.5 @src-cr-616.1f @src-cr-616.1f-ex2
  Scenario: Rusted Sentinel entering under Essence of the Wild is an untapped copy of Essence of the Wild
    Essence of the Wild reads "Creatures you control enter as a copy of this creature."; Rusted Sentinel
    reads "This creature enters tapped." As Rusted Sentinel enters, the copy effect is applied first
    (616.1c); it then no longer has the ability that would make it enter tapped, so that effect no longer
    applies (616.1f): it enters as an untapped copy of Essence of the Wild.
    Given alice controls Essence of the Wild as "essence"
    And alice has Rusted Sentinel in hand as "sentinel"
    When alice casts "sentinel"
    And the top of the stack resolves
    Then "sentinel" is on the battlefield
    And "sentinel" is untapped
    And "sentinel" is named "Essence of the Wild"
    And "sentinel" is 6/6
    And "sentinel" is green
    And "sentinel" has the card types creature
    And "sentinel" has exactly the abilities:
      | Creatures you control enter as a copy of this creature. |
