import Domain
import Testing

/// `GameGroup.standing(for:among:sizes:)`: which group a generation names.
@Suite("The game that stands for a generation")
struct GenerationGameTests {
  static let ultraSunMoon = GameGroup(slug: "ultra-sun-ultra-moon", order: 20, generation: 7)
  static let sunMoon = GameGroup(slug: "sun-moon", order: 19, generation: 7)
  static let letsGo = GameGroup(slug: "lets-go-pikachu-lets-go-eevee", order: 21, generation: 7)
  static let redBlue = GameGroup(slug: "red-blue", order: 3, generation: 1)
  static let yellow = GameGroup(slug: "yellow", order: 4, generation: 1)
  static let groups = [letsGo, redBlue, sunMoon, yellow, ultraSunMoon]

  @Test func theFullestGroupStandsForItsGenerationThoughANewerOneCameAfter() {
    let sizes = ["sun-moon": 782, "ultra-sun-ultra-moon": 1003, "lets-go-pikachu-lets-go-eevee": 153]
    #expect(GameGroup.standing(for: 7, among: Self.groups, sizes: sizes) == Self.ultraSunMoon)
  }

  @Test func ofGroupsAsFullTheNewestStands() {
    let sizes = ["red-blue": 151, "yellow": 151]
    #expect(GameGroup.standing(for: 1, among: Self.groups, sizes: sizes) == Self.yellow)
    // With no sizes known every group is as full: the newest.
    #expect(GameGroup.standing(for: 7, among: Self.groups, sizes: [:]) == Self.letsGo)
  }

  @Test func aGenerationWithNoGroupHasNone() {
    #expect(GameGroup.standing(for: 2, among: Self.groups, sizes: [:]) == nil)
    #expect(GameGroup.standing(for: 1, among: [], sizes: [:]) == nil)
  }

  /// `predates(generation:)`, the one rule for "not yet in this game": only a later
  /// generation counts, and an unknown one on either side never does.
  @Test func aGroupPredatesOnlyALaterKnownGeneration() {
    #expect(Self.redBlue.predates(generation: 2))
    #expect(!Self.redBlue.predates(generation: 1))
    #expect(!Self.sunMoon.predates(generation: 4))
    #expect(!Self.redBlue.predates(generation: nil))
    #expect(!GameGroup(slug: "unknown", order: 99).predates(generation: 9))
  }
}
