@double-faced
Feature: A transforming permanent stays the same object (CR 712.18)
  712.18: "When a double-faced permanent transforms or converts, it doesn't become a new object. Any
  effects that applied to that permanent will continue to apply to it."

  @cr-712.18 @cr-701.27a @src-cr-712.18 @src-cr-712.18-ex1
  Scenario: Village Ironsmith given +2/+2 until end of turn transforms into Ironfang, which still gets +2/+2
    The example's effect giving +2/+2 until end of turn is Qilin's Blessing, cast in the upkeep while
    Village Ironsmith's transform trigger ("At the beginning of each upkeep, if no spells were cast last
    turn, transform this creature.") waits on the stack. Village Ironsmith is 1/1; Ironfang is 3/1, so
    with the +2/+2 it is 5/3 for the rest of the turn.
    Given it is bob's end step
    And alice controls Village Ironsmith // Ironfang as "ironsmith"
    And alice has Qilin's Blessing in hand as "blessing"
    When the game proceeds to the next turn's upkeep step
    Then "ironsmith" triggered once
    And the stack holds one object
    When alice casts "blessing" targeting "ironsmith"
    And the top of the stack resolves
    Then "ironsmith" is named "Village Ironsmith"
    And "ironsmith" is 3/3
    When the top of the stack resolves
    Then "ironsmith" is named "Ironfang"
    And "ironsmith" is double-faced with its back face up
    And "ironsmith" is 5/3

  @cr-712.9 @cr-701.27c @cr-707.8 @src-cr-712.9 @src-cr-712.9-ex1
  Scenario: A Clone that entered as a copy of Wildblood Pack can't transform
    Wildblood Pack is the back face of Instigator Gang: "Trample / Attacking creatures you control get
    +3/+0. / At the beginning of each upkeep, if a player cast two or more spells last turn, transform
    this creature." Bob casts two spells; at the next upkeep both the Pack and the Clone copying it
    try to transform: the Pack (a double-faced card) becomes Instigator Gang again; the Clone isn't a
    double-faced card and stays a Wildblood Pack. It still has the Pack's abilities: while attacking,
    it is 8/5 (506.4: until combat ends).
    Given it is bob's precombat main phase
    And bob controls Instigator Gang // Wildblood Pack as "gang"
    And "gang" is transformed
    And alice has Clone in hand as "clone"
    And bob has Qilin's Blessing in hand as "blessing-1"
    And bob has Qilin's Blessing in hand as "blessing-2"
    And alice has Island in library as "alice-island"
    When "clone" is put onto the battlefield under alice's control
    And "clone" chooses to copy "gang"
    Then "clone" is named "Wildblood Pack"
    When bob casts "blessing-1" targeting "gang"
    And the top of the stack resolves
    And bob casts "blessing-2" targeting "gang"
    And the top of the stack resolves
    And the game proceeds to the next turn's upkeep step
    Then "gang" triggered once
    And "clone" triggered once
    When the stack resolves
    Then "gang" is named "Instigator Gang"
    And "gang" is double-faced with its front face up
    And "clone" is named "Wildblood Pack"
    And "clone" is not double-faced
    And "clone" is 5/5
    When alice attacks bob with "clone"
    Then "clone" is 8/5
    When bob declares no blockers
    And combat damage is dealt
    Then bob has 12 life
    When the game proceeds to the postcombat main phase
    Then "clone" is 5/5

  @cr-712.9 @cr-701.27a @cr-707.8 @src-cr-712.9 @src-cr-712.9-ex2
  Scenario: A Kruin Outlaw that is a copy of Elite Vanguard transforms under Moonmist and is still a copy of Elite Vanguard that turn
    Cytoshape: "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of
    that creature until end of turn." Moonmist: "Transform all Humans. Prevent all combat damage that
    would be dealt this turn by creatures other than Werewolves and Wolves." The Kruin Outlaw, a copy
    of Elite Vanguard (a Human Soldier), is represented by a double-faced card, so it transforms: its
    back face is up, but it is still a copy of Elite Vanguard that turn. The real Elite Vanguard isn't
    double-faced and doesn't transform. In the next turn the copy effect has ended: it is Terror of
    Kruin Pass.
    Given alice controls Kruin Outlaw // Terror of Kruin Pass as "outlaw"
    And bob controls Elite Vanguard as "vanguard"
    And alice has Cytoshape in hand as "cytoshape"
    And alice has Moonmist in hand as "moonmist"
    And bob has Island in library as "bob-island"
    When alice casts "cytoshape" targeting "outlaw"
    And the top of the stack resolves
    And "cytoshape" chooses to copy "vanguard"
    Then "outlaw" is named "Elite Vanguard"
    When alice casts "moonmist"
    And the top of the stack resolves
    Then "outlaw" is double-faced with its back face up
    And "outlaw" is named "Elite Vanguard"
    And "outlaw" is 2/1
    And "vanguard" is named "Elite Vanguard"
    And "vanguard" is not double-faced
    When the game proceeds to the next turn's upkeep step
    Then "outlaw" is named "Terror of Kruin Pass"
    And "outlaw" is 3/3
