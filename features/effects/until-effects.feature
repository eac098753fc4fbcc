@effects
Feature: Objects returned by one-shot effects created after simultaneous events return together (CR 610.3)
  610.3: "Some one-shot effects cause an object to change zones 'until' a specified event occurs. A second
  one-shot effect is created immediately after the specified event. This second one-shot effect returns
  the object to its previous zone." 610.3c: "An object returned to the battlefield this way returns
  under its owner's control unless otherwise specified." 610.3d: "If multiple one-shot effects are
  created this way immediately after one or more simultaneous events, those one-shot effects are also
  simultaneous."

  @cr-610.3d @cr-610.3 @cr-610.3c @cr-707.5 @cr-704.5f @src-cr-610.3d @src-cr-610.3d-ex1
  Scenario: Two Banisher Priests destroyed at once by Day of Judgment: the two exiled cards return at the same time
    Banisher Priest reads "When this creature enters, exile target creature an opponent controls until
    this creature leaves the battlefield." Alice's two Banisher Priests exile bob's Clone (a copy of
    Grizzly Bears) and his Grizzly Bears. Day of Judgment ("Destroy all creatures.") destroys both
    Priests at the same time, so both cards return to the battlefield under bob's control at the same
    time. As Clone enters it may copy a creature on the battlefield, but Grizzly Bears entering at the
    same time isn't on it yet: Clone can't copy it, enters as a 0/0 copying nothing and is put into the
    graveyard (704.5f).
    Given bob controls Grizzly Bears as "bears"
    And bob has Clone in hand as "clone"
    And alice has Banisher Priest in hand as "priest-1"
    And alice has Banisher Priest in hand as "priest-2"
    And alice has Day of Judgment in hand as "judgment"
    When "clone" is put onto the battlefield under bob's control
    And "clone" chooses to copy "bears"
    And "priest-1" is put onto the battlefield under alice's control
    And "priest-1"'s ability targets "clone"
    And the top of the stack resolves
    And "priest-2" is put onto the battlefield under alice's control
    And "priest-2"'s ability targets "bears"
    And the top of the stack resolves
    Then "clone" is in exile
    And "bears" is in exile
    When alice casts "judgment"
    And the top of the stack resolves
    And "clone" chooses to copy "bears"
    Then the action is refused
    When the top of the stack resolves
    And "clone" chooses to copy nothing
    Then "priest-1" is in its owner's graveyard
    And "priest-2" is in its owner's graveyard
    And "bears" is on the battlefield
    And "bears" is controlled by bob
    And "clone" is in its owner's graveyard
